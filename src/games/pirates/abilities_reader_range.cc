// `stat {range}` as the abilities reader models it (slice h41-range; abilities.h RangeAbility,
// rules_range.cc applies it).
#include <fmt/format.h>

#include "games/pirates/abilities_reader.h"
#include "record/excerpt.h"
#include "record/record_error.h"

namespace qm::pirates {

bool read_stat_range(const YNode& p, const AbilityCarrier& carrier, std::string text,
                     AbilitySet& set) {
  const YNode* range = p.is_map() ? p.find("range") : nullptr;
  if (!range) return false;
  if (!range->is_scalar() || (range->text != "=S" && range->text != "=L" && range->text != "x2"))
    throw RecordError(
        range->pos,
        fmt::format("a `stat`'s range is =S, =L or x2 (every cannon's ruler set, or "
                    "doubled), not {}",
                    range->is_scalar() ? "'" + excerpt(range->text) + "'" : range->describe()));
  // Modelled: on a ship, a crew or an equipment, with `hit-on: 6` and `optional: turn` at most.
  if (carrier.fort >= 0) return false;
  RangeAbility r;
  r.carrier = carrier;
  r.kind = range->text == "x2"   ? RangeAbility::Double
           : range->text == "=S" ? RangeAbility::SetS
                                 : RangeAbility::SetL;
  for (size_t k = 0; k < p.map_size(); ++k) {
    const std::string& key = p.key(k).text;
    const YNode& v = p.value(k);
    if (key == "range") continue;
    if (key == "hit-on" && v.is_scalar() && v.text == "6")
      r.hit_on_6 = true;
    else if (key == "optional" && v.is_scalar() && v.text == "turn")
      r.optional = true;
    else
      return false;  // another parameter: the entry stays unmodelled
  }
  r.text = text;
  set.ranges.push_back(std::move(r));
  set.entries.push_back({carrier, std::move(text), true, 0});
  return true;
}

namespace {

// `{allow: {what: explore-range, range: S|L, once?: turn}}`: modelled (true); without `range`, with
// other parameters or on a fort: false (unmodelled). Another range is unreadable.
bool read_explore_range(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                        AbilitySet& set) {
  const YNode* range = v.is_map() ? v.find("range") : nullptr;
  if (range && !(range->is_scalar() && (range->text == "S" || range->text == "L")))
    throw RecordError(
        range->pos,
        fmt::format("an `allow {{explore-range}}`'s range is a ruler, S or L, not {}",
                    range->is_scalar() ? "'" + excerpt(range->text) + "'" : range->describe()));
  if (!range || carrier.fort >= 0) return false;
  for (size_t k = 0; k < v.map_size(); ++k) {
    const std::string& key = v.key(k).text;
    if (key == "what" || key == "range") continue;
    if (key != "once" || !v.value(k).is_scalar() || v.value(k).text != "turn") return false;
  }
  set.explore_ranges.push_back({carrier, int8_t(range->text == "S" ? 0 : 1)});
  set.entries.push_back({carrier, entry_text(entry), true, 0});
  return true;
}

}  // namespace

bool read_allow_range(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                      AbilitySet& set) {
  const YNode* what = v.is_map() ? v.find("what") : &v;
  if (what && what->is_scalar() && what->text == "explore-range")
    return read_explore_range(entry, v, carrier, set);
  if (!what || !what->is_scalar() || what->text != "move-after-cargo") return false;
  const YNode* move = v.is_map() ? v.find("move") : nullptr;
  if (move && !(move->is_scalar() && (move->text == "S" || move->text == "L")))
    throw RecordError(
        move->pos,
        fmt::format("an `allow {{move-after-cargo}}`'s move is a ruler, S or L, not "
                    "{}",
                    move->is_scalar() ? "'" + excerpt(move->text) + "'" : move->describe()));
  // Modelled: on a ship, a crew or an equipment, with its `move` and at most `once: turn`.
  if (!move || carrier.fort >= 0) return false;
  for (size_t k = 0; k < v.map_size(); ++k) {
    const std::string& key = v.key(k).text;
    if (key == "what" || key == "move") continue;
    if (key != "once" || !v.value(k).is_scalar() || v.value(k).text != "turn") return false;
  }
  set.cargo_moves.push_back({carrier, int8_t(move->text == "S" ? 0 : 1)});
  set.entries.push_back({carrier, entry_text(entry), true, 0});
  return true;
}

}  // namespace qm::pirates

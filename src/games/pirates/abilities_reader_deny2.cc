#include "games/pirates/abilities_reader_deny2.h"

#include <fmt/format.h>

#include "games/pirates/abilities_reader.h"
#include "record/excerpt.h"
#include "record/record_error.h"

namespace qm::pirates {

bool read_deny2(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                AbilitySet& set) {
  if (carrier.fort >= 0) return false;
  const YNode* w = v.is_map() ? v.find("what") : &v;
  if (!w) return false;
  // A ship's own `deny abilities` for good; with `for` it needs a start (a trigger's, a
  // shot's: the stinkpot hit is rules_shots.cc's), so it stays unmodelled.
  if (w->text == "abilities" && carrier.ship >= 0 && (!v.is_map() || v.map_size() == 1)) {
    set.abilities_denies.push_back(carrier);
    set.entries.push_back({carrier, entry_text(entry), true, 0});
    return true;
  }
  if (w->text != "only-ship") return false;
  const YNode* name = v.is_map() ? v.find("name") : nullptr;
  if (name && (!name->is_scalar() || name->text.empty()))
    throw RecordError(name->pos, fmt::format("a `deny {{only-ship}}`'s name is a ship's name or "
                                             "id, not {}",
                                             name->is_scalar() ? "''" : name->describe()));
  if (!name || carrier.crew < 0 || v.map_size() != 2) return false;
  set.only_ships.push_back({int16_t(carrier.crew), name->text});
  set.entries.push_back({carrier, entry_text(entry), true, 0});
  return true;
}

bool read_cargo_range(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                      AbilitySet& set) {
  const YNode* w = v.is_map() ? v.find("what") : &v;
  if (!w || w->text != "cargo-range") return false;
  const YNode* range = v.is_map() ? v.find("range") : nullptr;
  if (range && !(range->is_scalar() && (range->text == "S" || range->text == "L")))
    throw RecordError(
        range->pos,
        fmt::format("an `allow {{cargo-range}}`'s range is a ruler, S or L, not {}",
                    range->is_scalar() ? "'" + excerpt(range->text) + "'" : range->describe()));
  if (!range || carrier.fort >= 0 || v.map_size() != 2) return false;
  set.cargo_ranges.push_back({carrier, int8_t(range->text == "S" ? 0 : 1)});
  set.entries.push_back({carrier, entry_text(entry), true, 0});
  return true;
}

}  // namespace qm::pirates

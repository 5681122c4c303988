#include "games/pirates/abilities_reader_deny.h"

#include <fmt/format.h>

#include "games/pirates/abilities_reader.h"
#include "games/pirates/pieces.h"
#include "record/excerpt.h"
#include "record/record_error.h"

namespace qm::pirates {

namespace {

void add_deny_slice_entry(AbilitySet& set, const AbilityCarrier& carrier, std::string text) {
  set.entries.push_back({carrier, std::move(text), true, 0});
}

// The word of `{allow|deny: WORD}` or `{allow|deny: {what: WORD}}`, when that is all the entry
// says; nullptr when it says more.
const YNode* bare_word(const YNode& v) {
  if (!v.is_map()) return &v;
  return v.map_size() == 1 ? v.find("what") : nullptr;
}

// `except: [kinds]`: a bit per TerrainKind named.
uint8_t except_kinds(const YNode& list) {
  auto bad = [&](const YNode& at) {
    throw RecordError(at.pos,
                      fmt::format("an `allow {{terrain}}`'s except is a list of terrain "
                                  "kinds (fog, iceberg, reef, sargasso, whirlpool, "
                                  "current), not {}",
                                  at.is_scalar() ? "'" + excerpt(at.text) + "'" : at.describe()));
  };
  if (!list.is_sequence() || list.items.empty()) bad(list);
  uint8_t bits = 0;
  for (const YNode& k : list.items) {
    int found = -1;
    for (int t = 0; t <= int(TerrainKind::Current) && k.is_scalar(); ++t)
      if (k.text == terrain_kind_name(TerrainKind(t))) found = t;
    if (found < 0) bad(k);
    bits = uint8_t(bits | 1u << found);
  }
  return bits;
}

}  // namespace

bool read_terrain_allow(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                        AbilitySet& set) {
  if (carrier.fort >= 0) return false;  // a fort never moves
  const YNode* w = v.is_map() ? v.find("what") : &v;
  if (!w) return false;
  if (w->text == "fog-hop" && bare_word(v)) {
    set.fog_hops.push_back(carrier);
    add_deny_slice_entry(set, carrier, entry_text(entry));
    return true;
  }
  if (w->text != "terrain") return false;
  const YNode* except = v.is_map() ? v.find("except") : nullptr;
  if (v.is_map() && v.map_size() != size_t(1 + (except ? 1 : 0))) return false;
  set.terrain_allows.push_back({carrier, except ? except_kinds(*except) : uint8_t(0)});
  add_deny_slice_entry(set, carrier, entry_text(entry));
  return true;
}

bool read_deny_slice(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                     AbilitySet& set) {
  const YNode* w = bare_word(v);
  if (!w || carrier.fort >= 0) return false;
  DenyAbility d;
  d.carrier = carrier;
  if (w->text == "carry-crew")
    d.what = DenyAbility::CarryCrew;
  else if (w->text == "action")  // without `for` (a `for` has no start outside a trigger)
    d.what = DenyAbility::AnyAction;
  else if (w->text == "leave-ship" && carrier.crew >= 0)  // "this crew"
    d.what = DenyAbility::LeaveShip;
  else
    return false;
  d.text = entry_text(entry);
  set.denies.push_back(std::move(d));
  add_deny_slice_entry(set, carrier, entry_text(entry));
  return true;
}

bool read_build_choice(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                       AbilitySet& set) {
  if (!v.is_map() || v.map_size() != 1) return false;
  const std::string& k = v.key(0).text;
  const YNode& c = v.value(0);
  if (k == "variant" && c.is_scalar() && !c.text.empty()) {
    add_deny_slice_entry(set, carrier, entry_text(entry));
    return true;
  }
  const YNode* nation = c.is_map() && c.map_size() == 1 ? c.find("nation") : nullptr;
  if (k != "link-choice" || carrier.crew < 0 || !nation || !nation->is_scalar() ||
      nation->text.empty())
    return false;
  BuildAbility b;
  b.carrier = carrier;
  b.kind = BuildAbility::LinkChoice;
  b.link_nation = nation->text;
  set.builds.push_back(std::move(b));
  add_deny_slice_entry(set, carrier, entry_text(entry));
  return true;
}

}  // namespace qm::pirates

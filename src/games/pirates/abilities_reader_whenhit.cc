// `when {event: hit}` entries the engine applies (abilities.h HitAbility, rules_use_hit.cc):
// `{when: {event: hit, effect: E, vs?: {side: enemy}, once?: turn}}` with E one of
// `{kill-crew: N}`, `{kill-cargo: N}`, `{extra-mast: N}` (N from 1 to 6) or `choose-mast`, on a
// ship, a crew or an equipment (a fort's shots are not modelled). Any other parameter or form
// stays unmodelled (the caller adds it so).
#include "games/pirates/abilities_reader.h"

#include "record/record.h"

namespace qm::pirates {

bool read_when_hit(const YNode& entry, const YNode& p, const AbilityCarrier& carrier,
                   AbilitySet& set) {
  const YNode* event = p.find("event");
  const YNode* effect = p.find("effect");
  if (carrier.fort >= 0 || !event || !effect || event->text != "hit") return false;
  HitAbility h;
  h.carrier = carrier;
  for (size_t i = 0; i < p.map_size(); ++i) {
    const std::string& k = p.key(i).text;
    const YNode& v = p.value(i);
    if (k == "event" || k == "effect") continue;
    if (k == "once" && v.is_scalar() && v.text == "turn") {
      h.once_turn = true;
    } else if (k == "vs" && v.is_map() && v.map_size() == 1 && v.key(0).text == "side" &&
               v.value(0).is_scalar() && v.value(0).text == "enemy") {
      continue;  // every target is an enemy's (shoot-target)
    } else {
      return false;
    }
  }
  if (effect->is_scalar()) {
    if (effect->text != "choose-mast" || h.once_turn) return false;
    h.effect = HitAbility::ChooseMast;
  } else {
    if (!effect->is_map() || effect->map_size() != 1) return false;
    const std::string& k = effect->key(0).text;
    const YNode& n = effect->value(0);
    long long count = 0;
    if (!n.is_scalar() || !parse_integer(n.text, count) || count < 1 || count > 6) return false;
    if (k == "kill-crew")
      h.effect = HitAbility::KillCrew;
    else if (k == "kill-cargo")
      h.effect = HitAbility::KillCargo;
    else if (k == "extra-mast")
      h.effect = HitAbility::ExtraMast;
    else
      return false;
    h.count = int8_t(count);
  }
  h.text = entry_text(entry);
  h.expression_id = int(set.hits.size());
  for (const HitAbility& o : set.hits)
    if (o.effect == h.effect && o.count == h.count && o.once_turn == h.once_turn) {
      h.expression_id = o.expression_id;
      break;
    }
  set.hits.push_back(std::move(h));
  set.entries.push_back({carrier, entry_text(entry), true, 0});
  return true;
}

bool read_board_range(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                      AbilitySet& set) {
  if (carrier.fort >= 0 || !v.is_map() || v.map_size() != 2) return false;
  const YNode* what = v.find("what");
  const YNode* range = v.find("range");
  if (!what || !range || what->text != "board-range" || !range->is_scalar() ||
      (range->text != "S" && range->text != "L"))
    return false;
  set.board_ranges.push_back({carrier, int8_t(range->text == "S" ? 0 : 1)});
  set.entries.push_back({carrier, entry_text(entry), true, 0});
  return true;
}

}  // namespace qm::pirates

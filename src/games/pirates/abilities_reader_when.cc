// `when` entries the engine applies (rules_when.cc): `{when: {event: board-win, effect:
// take-all|kill-all}}` (or the winner's pick of one of them, `{pick: {k: 1, of: [take-all,
// kill-all]}}`: slice h41b-apply), `{when: {event: sink, effect: {repair: N}}}` and `{when: {event:
// pinned, effect: {kill-crew: N}}}`, of a ship or a crew, with no other parameter. Every other
// `when` (another event or effect, a list of effects, `roll`, `vs`, `if`, `once`, …) stays
// unmodelled.
#include "games/pirates/abilities_reader.h"
#include "record/record.h"

namespace qm::pirates {

namespace {

// `{pick: {k: 1, of: [take-all, kill-all]}}` (either order), nothing else (slice h41b-apply).
bool is_pick_take_kill(const YNode& effect) {
  if (!effect.is_map() || effect.map_size() != 1 || effect.key(0).text != "pick") return false;
  const YNode& pick = effect.value(0);
  const YNode* k = pick.is_map() && pick.map_size() == 2 ? pick.find("k") : nullptr;
  const YNode* of = pick.is_map() ? pick.find("of") : nullptr;
  if (!k || !k->is_scalar() || k->text != "1" || !of || !of->is_sequence() ||
      of->items.size() != 2 || !of->items[0].is_scalar() || !of->items[1].is_scalar())
    return false;
  const std::string& a = of->items[0].text;
  const std::string& b = of->items[1].text;
  return ((a == "take-all" && b == "kill-all") || (a == "kill-all" && b == "take-all"));
}

}  // namespace

bool read_when(const YNode& p, std::string text, const AbilityCarrier& carrier, AbilitySet& set) {
  if (carrier.ship < 0 && carrier.crew < 0) return false;  // a fort's, a table row's
  if (p.map_size() != 2) return false;
  const YNode* event = p.find("event");
  const YNode* effect = p.find("effect");
  if (!event || !effect || !event->is_scalar()) return false;
  WhenAbility w;
  w.carrier = carrier;
  if (event->text == "board-win" && effect->is_scalar() &&
      (effect->text == "take-all" || effect->text == "kill-all")) {
    w.event = WhenAbility::BoardWin;
    w.effect = effect->text == "take-all" ? WhenAbility::TakeAll : WhenAbility::KillAll;
  } else if (event->text == "board-win" && is_pick_take_kill(*effect)) {  // slice h41b-apply
    w.event = WhenAbility::BoardWin;
    w.effect = WhenAbility::TakeAll;
    w.pick_take_kill = true;
  } else if ((event->text == "sink" || event->text == "pinned") && effect->is_map() &&
             effect->map_size() == 1) {
    const bool sink = event->text == "sink";
    const YNode& n = effect->value(0);
    long long count = 0;
    if (effect->key(0).text != (sink ? "repair" : "kill-crew") || !n.is_scalar() ||
        !parse_integer(n.text, count) || count < 1 || count > 8)
      return false;
    w.event = sink ? WhenAbility::Sink : WhenAbility::Pinned;
    w.effect = sink ? WhenAbility::Repair : WhenAbility::KillCrew;
    w.count = uint8_t(count);
  } else {
    return false;
  }
  w.text = std::move(text);
  set.whens.push_back(std::move(w));
  return true;
}

}  // namespace qm::pirates

// Slice fear: the `fear` keyword the engine applies (rules_fear.cc), of a ship's own or of a
// crew's (an equipment's, a unique treasure's): {when: {event: turn-start, target: {side: enemy,
// kind: ship, within: S}, roll: {5: {cancel: {target: ship-and-crew, for: turn}}, 6: {stat:
// {move: =S, for: next-turn}}}}}. A fort's stays unmodelled (a record gives a fort no `use` line
// of its own); the expression written out is not recognised as Fear and stays unmodelled too.
// And the `when` entries of rules_explore_when.cc: `{when: {event: explore, effect: swap-coin}}`
// and `{when: {event: explore-derelict, effect: [own, dock-home]}}`, of a ship or a crew, with no
// other parameter.
#include "games/pirates/abilities_reader.h"
#include "record/record.h"

namespace qm::pirates {

bool add_fear(const AbilityCarrier& carrier, AbilitySet& set) {
  if (carrier.ship < 0 && carrier.crew < 0) return false;
  set.fears.push_back(carrier);
  set.entries.push_back({carrier, "fear", true, 0});
  return true;
}

}  // namespace qm::pirates

namespace qm::pirates {

bool read_when_explore(const YNode& p, std::string text, const AbilityCarrier& carrier,
                       AbilitySet& set) {
  if (carrier.ship < 0 && carrier.crew < 0) return false;  // a fort's, a table row's
  if (p.map_size() != 2) return false;
  const YNode* event = p.find("event");
  const YNode* effect = p.find("effect");
  if (!event || !effect || !event->is_scalar()) return false;
  WhenAbility w;
  w.carrier = carrier;
  if (event->text == "explore" && effect->is_scalar() && effect->text == "swap-coin") {
    w.event = WhenAbility::Explore;
    w.effect = WhenAbility::SwapCoin;
  } else if (event->text == "explore-derelict" && effect->is_sequence() &&
             effect->items.size() == 2) {
    bool own = false, dock_home = false;
    for (const YNode& e : effect->items) {
      own = own || (e.is_scalar() && e.text == "own");
      dock_home = dock_home || (e.is_scalar() && e.text == "dock-home");
    }
    if (!own || !dock_home) return false;
    w.event = WhenAbility::ExploreDerelict;
    w.effect = WhenAbility::OwnDockHome;
  } else {
    return false;
  }
  w.text = std::move(text);
  set.whens.push_back(std::move(w));
  return true;
}

}  // namespace qm::pirates

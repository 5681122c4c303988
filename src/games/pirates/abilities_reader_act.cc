// `act` entries the engine applies (rules_extra.cc, rules_act.cc): `grant: extra`, `same` and
// `two`, with a die, a counter, a crew cost, a target of the fleet and a time. A `roll` map,
// `cost: action`, `kind`, `grant: give` and the other common parameters stay unmodelled.
#include <fmt/format.h>

#include "games/pirates/abilities_reader.h"
#include "record/record.h"

namespace qm::pirates {

namespace {

// The parameters read, in a fixed order: equal expressions share their `once`.
std::string act_expression(const ActAbility& a) {
  return fmt::format("grant {} roll {} once {} cost {} when {} any-own {}", int(a.grant), a.roll,
                     int(a.once), a.cost_crew, int(a.when), a.any_own);
}

void add_act(ActAbility act, AbilitySet& set) {
  act.expression_id = int(set.acts.size());
  const std::string expression = act_expression(act);
  for (const ActAbility& other : set.acts)
    if (act_expression(other) == expression) act.expression_id = other.expression_id;
  set.acts.push_back(std::move(act));
}

}  // namespace

bool read_act(const YNode& p, std::string text, const AbilityCarrier& carrier, AbilitySet& set) {
  ActAbility act;
  act.carrier = carrier;
  for (size_t i = 0; i < p.map_size(); ++i) {
    const std::string& k = p.key(i).text;
    const YNode& v = p.value(i);
    if (!v.is_scalar()) return false;
    long long n = 0;
    if (k == "grant" && (v.text == "extra" || v.text == "same" || v.text == "two"))
      act.grant = v.text == "extra"  ? ActAbility::Extra
                  : v.text == "same" ? ActAbility::Same
                                     : ActAbility::Two;
    else if (k == "roll" && parse_integer(v.text, n) && n >= 1 && n <= 6)
      act.roll = uint8_t(n);
    else if (k == "once" && (v.text == "turn" || v.text == "game"))
      act.once = v.text == "turn" ? ActAbility::Turn : ActAbility::Game;
    else if (k == "cost" && v.text == "crew")
      act.cost_crew = true;
    else if (k == "to" && (v.text == "self" || v.text == "any-own"))
      act.any_own = v.text == "any-own";
    else if (k == "when" &&
             (v.text == "any" || v.text == "before-action" || v.text == "turn-start"))
      act.when = v.text == "any"             ? ActAbility::Any
                 : v.text == "before-action" ? ActAbility::BeforeAction
                                             : ActAbility::TurnStart;
    else
      return false;
  }
  // Which ship pays the crew of a grant to another ship of the fleet is not said.
  if (act.any_own && act.cost_crew) return false;
  act.text = std::move(text);
  add_act(std::move(act), set);
  return true;
}

void add_born_leader(const AbilityCarrier& carrier, AbilitySet& set) {
  ActAbility act;
  act.carrier = carrier;
  act.grant = ActAbility::Same;
  act.roll = 5;
  act.when = ActAbility::BeforeAction;
  act.once = ActAbility::Turn;
  act.text = "born-leader";
  add_act(std::move(act), set);
}

}  // namespace qm::pirates

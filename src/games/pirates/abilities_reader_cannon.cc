// Extra cannons and Broadsides Attacks as the abilities reader models them (abilities.h
// ExtraCannonAbility, ShotKind::Broadside; rules_special_cannon.cc, rules_broadside.cc).
#include <optional>

#include "games/pirates/abilities_reader.h"
#include "games/pirates/pieces.h"

namespace qm::pirates {

namespace {

void add_cannon(AbilitySet& set, const AbilityCarrier& carrier, Cannon c, bool any_mast, bool fixed,
                std::string text) {
  set.cannons.push_back(
      {carrier, c.rank, uint8_t(c.ruler == Ruler::L ? 1 : 0), any_mast, fixed, text});
  set.entries.push_back({carrier, std::move(text), true, 0});
}

// A Broadsides Attack (rules_special_cannon.cc); equal expressions share their `once`.
void add_broadside(AbilitySet& set, const AbilityCarrier& carrier, bool once, bool on1,
                   std::string text) {
  ShotAbility sh{carrier, ShotKind::Broadside, once, on1, int(set.shots.size()), {}, false};
  for (const ShotAbility& other : set.shots)
    if (other.kind == sh.kind && other.once_turn == once && other.on1_remove == on1) {
      sh.expression_id = other.expression_id;
      break;
    }
  set.shots.push_back(sh);
  set.entries.push_back({carrier, std::move(text), true, 0});
}

}  // namespace

bool read_stat_cannon(const YNode& p, const AbilityCarrier& carrier, std::string text,
                      AbilitySet& set) {
  // A fort's extra cannon, and any condition (`if`, `for`, ...), stay unmodelled.
  if (carrier.fort >= 0 || !p.is_map()) return false;
  const YNode* cannon = p.find("cannon");
  if (!cannon || !cannon->is_scalar()) return false;
  const std::optional<Cannon> c = parse_cannon(cannon->text);
  if (!c) return false;
  const YNode* from = p.find("from");
  const YNode* fixed = p.find("fixed");
  if (from && (!from->is_scalar() || from->text != "any-mast")) return false;
  if (fixed && (!fixed->is_scalar() || (fixed->text != "true" && fixed->text != "false")))
    return false;
  if (p.map_size() != size_t(1 + (from ? 1 : 0) + (fixed ? 1 : 0))) return false;
  add_cannon(set, carrier, *c, from != nullptr, fixed && fixed->text == "true", std::move(text));
  return true;
}

bool read_broadside(const YNode& p, const AbilityCarrier& carrier, std::string text,
                    AbilitySet& set) {
  if (carrier.fort >= 0 || !p.is_map()) return false;
  const YNode* once = p.find("once");
  const YNode* on1 = p.find("on-1");
  if (once && (!once->is_scalar() || once->text != "turn")) return false;
  if (on1 && (!on1->is_scalar() || on1->text != "remove" || carrier.crew < 0)) return false;
  if (p.map_size() != size_t(1 + (once ? 1 : 0) + (on1 ? 1 : 0))) return false;
  add_broadside(set, carrier, once != nullptr, on1 != nullptr, std::move(text));
  return true;
}

bool read_cannon_shorthand(std::string_view word, const AbilityCarrier& carrier, AbilitySet& set) {
  if (carrier.fort >= 0) return false;
  if (word == "musketeer") {
    // {stat: {cannon: 3S, from: any-mast, fixed: true}}
    add_cannon(set, carrier, Cannon{3, Ruler::S}, true, true, std::string(word));
    return true;
  }
  if (word != "broadsides-attack") return false;
  add_broadside(set, carrier, false, false, std::string(word));  // {shot: {kind: broadside}}
  return true;
}

}  // namespace qm::pirates

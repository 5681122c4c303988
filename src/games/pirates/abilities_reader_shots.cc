// The special shots' entries (docs/abilities-pirates.md, `shot`): the card shorthands of the
// chainshot, stinkpot and smokepot specialists, and the sharing of uses between equal entries.
#include "games/pirates/abilities_reader.h"

namespace qm::pirates {

void add_shot_ability(AbilitySet& set, ShotAbility sh) {
  sh.expression_id = int(set.shots.size());
  for (const ShotAbility& other : set.shots)
    if (other.kind == sh.kind && other.once_turn == sh.once_turn &&
        other.on1_remove == sh.on1_remove && other.range_s == sh.range_s &&
        other.fire.out == sh.fire.out && other.fire.spread == sh.fire.spread &&
        other.fire.every_turn == sh.fire.every_turn) {
      sh.expression_id = other.expression_id;
      break;
    }
  set.shots.push_back(sh);
}

bool add_shot_specialist(std::string_view word, const AbilityCarrier& carrier, AbilitySet& set) {
  const ShotKind kind = word == "chainshot-specialist"  ? ShotKind::Chain
                        : word == "stinkpot-specialist" ? ShotKind::Stink
                        : word == "smokepot-specialist" ? ShotKind::Smoke
                                                        : ShotKind::None;
  if (kind == ShotKind::None) return false;
  ShotAbility sh;
  sh.carrier = carrier;
  sh.kind = kind;
  sh.once_turn = true;  // the card: once a turn
  add_shot_ability(set, sh);
  return true;
}

}  // namespace qm::pirates

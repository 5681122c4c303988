// Slice coverage: what the abilities reader notes of an unmodelled entry beyond its areas. An
// entry whose `to:` reaches other pieces (a sea creature near the carrier's ship, friendly ships
// within R, the fleet) could change lines that do not name the carrier's ship: the engine says
// it on every line in its areas (pirates_unmodelled.cc, UnmodelledAbility::others).
#include "games/pirates/abilities_reader.h"

namespace qm::pirates {

bool reaches_others(const YNode& entry) {
  if (!entry.is_map() || entry.map_size() != 1 || !entry.value(0).is_map()) return false;
  const YNode* to = entry.value(0).find("to");
  if (!to) return false;
  // `self` is the carrier's ship; `attackers` its opponents, whose lines name it.
  return to->is_map() || (to->is_scalar() && to->text != "self" && to->text != "attackers");
}

}  // namespace qm::pirates

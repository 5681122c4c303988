// Slice coverage: what the abilities reader notes of an unmodelled entry beyond its areas. An
// entry whose `to:` reaches other pieces (a sea creature near the carrier's ship, friendly ships
// within R, the fleet) could change lines that do not name the carrier's ship: the engine says
// it on every line in its areas (pirates_unmodelled.cc, UnmodelledAbility::others). And the one
// extension the engine applies: a crew that takes no cargo place while face up.
#include "games/pirates/abilities_reader.h"

namespace qm::pirates {

bool reaches_others(const YNode& entry) {
  if (!entry.is_map() || entry.map_size() != 1 || !entry.value(0).is_map()) return false;
  const YNode* to = entry.value(0).find("to");
  if (!to) return false;
  // `self` is the carrier's ship; `attackers` its opponents, whose lines name it.
  return to->is_map() || (to->is_scalar() && to->text != "self" && to->text != "attackers");
}

bool read_build_no_cargo_face_up(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                                 AbilitySet& set) {
  if (carrier.crew < 0 || !v.is_map() || v.map_size() != 2) return false;
  const YNode* no_cargo = v.find("no-cargo");
  const YNode* cond = v.find("if");
  if (!no_cargo || !no_cargo->is_scalar() || no_cargo->text != "true" || !cond || !cond->is_map() ||
      cond->map_size() != 1 || !cond->find("face") || !cond->find("face")->is_scalar() ||
      cond->find("face")->text != "up")
    return false;
  BuildAbility b;
  b.carrier = carrier;
  b.kind = BuildAbility::NoCargo;
  b.face_up_only = true;
  set.builds.push_back(std::move(b));
  set.entries.push_back({carrier, entry_text(entry), true, 0});
  return true;
}

}  // namespace qm::pirates

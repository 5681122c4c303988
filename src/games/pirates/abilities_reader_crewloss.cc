// The `immune` forms of slice h41-crewloss (rules_crewloss.cc applies them): `{to: crew-loss}`,
// `{to: crew-loss, instead: home}`, `{to: sink}` and `{to: hit, only-on: 6}`, on a ship or a crew.
// A fort's, `instead: this-crew` and `instead: face-down` stay unmodelled: the table does not
// keep a crew's face once it is used (it turns face up for good), so whether a crew "would be
// turned face down" cannot be told.
#include <fmt/format.h>

#include "games/pirates/abilities_reader.h"
#include "record/record.h"

namespace qm::pirates {

bool read_immune_crewloss(const YNode& entry, const YNode& p, const AbilityCarrier& carrier,
                          AbilitySet& set) {
  // The closed words of `instead` and `only-on`, whatever the form (a wrong one is unreadable).
  if (const YNode* instead = p.find("instead");
      instead &&
      !(instead->is_scalar() &&
        (instead->text == "face-down" || instead->text == "home" || instead->text == "this-crew")))
    throw RecordError(
        instead->pos,
        fmt::format("an `immune`'s instead is one of face-down, home, this-crew, not {}",
                    instead->describe()));
  long long face = 0;
  if (const YNode* on = p.find("only-on");
      on && !(on->is_scalar() && parse_integer(on->text, face) && face >= 2 && face <= 6))
    throw RecordError(
        on->pos,
        fmt::format("an `immune`'s only-on is a die face from 2 to 6, not {}", on->describe()));
  if (carrier.fort >= 0) return false;
  const YNode* to = p.find("to");
  if (!to || !to->is_scalar()) return false;
  ImmuneAbility im{carrier, false, -1};
  if (to->text == "crew-loss") {
    im.what = ImmuneAbility::CrewLoss;
    if (const YNode* instead = p.find("instead")) {
      if (!instead->is_scalar() || p.map_size() != 2) return false;
      if (instead->text != "home") return false;
      im.instead_home = true;
    } else if (p.map_size() != 1) {
      return false;
    }
  } else if (to->text == "sink") {
    if (p.map_size() != 1) return false;
    im.what = ImmuneAbility::Sink;
  } else if (to->text == "hit") {
    const YNode* on = p.find("only-on");
    if (!on || !on->is_scalar() || on->text != "6" || p.map_size() != 2) return false;
    im.what = ImmuneAbility::OnlyOn6;
  } else {
    return false;
  }
  set.immune.push_back(im);
  set.entries.push_back({carrier, entry_text(entry), true, 0});
  return true;
}

}  // namespace qm::pirates

// Texts a few cards of the list print that the vocabulary says with one of its extensions for
// them (docs/abilities-pirates.md, "Extensions for the card list"): a coin printed with a silver
// number (`what: silver`), a move bonus to every sea creature near the carrier (`to: {any: R}`), a
// condition on no crew aboard (`{crew: none}`), a crew's cost as a filter (`max-points`,
// `min-points`), and one of two effects after a won boarding (`pick` of `take-all`, `kill-all`).
// Each entry is read by the vocabulary's reader; the engine applies none of them yet, so each
// stays listed as unmodelled on every verdict it could change.
#include "games/pirates/cards/templates.h"

namespace qm::pirates::cards {

namespace {

constexpr EntryKind kChecked = EntryKind::Checked;

const std::vector<SentenceTemplate> kCoverageTemplates = {
    // The Silver Explorers: only coins whose number is printed in silver.
    {"any treasure coin printed with a silver number that this ship unloads at your home island is "
     "worth +# gold",
     "{stat: {coin: +#1, count: all, what: silver}}", kChecked},
    // Any sea creature, friend or foe, that begins its move within R of the carrier's ship.
    {"if a sea monster begins its move within % of this ship, it gets +% to its base move",
     "{stat: {move: +%2, to: {any: %1}, vs: {kind: creature}}}", kChecked},
    // No crew aboard at all (of any nation, face up or down).
    {"if this ship carries no crew, she gets +# cargo capacity",
     "{stat: {cargo: +#1, if: {crew: none}}}", kChecked},
    // This crew eliminated in the place of a crew of its ship of a cost the text bounds.
    {"if any crew on this ship with point cost # or less would be eliminated, eliminate this crew "
     "instead",
     "{immune: {to: crew-loss, instead: this-crew, vs: {max-points: #1}}}", kChecked},
    {"if any crew on this ship with point cost # or more would be eliminated, eliminate lian "
     "instead",
     "{immune: {to: crew-loss, instead: this-crew, vs: {min-points: #1}}}", kChecked},
    // One of the two effects of a won boarding, the winner's choice.
    {"if this ship wins a boarding party, she may either take as much treasure from the other ship "
     "as she wants, up to her available cargo space or may eliminate all of the other ship's crew",
     "{when: {event: board-win, effect: {pick: {k: 1, of: [take-all, kill-all]}}}}", kChecked},
    // A crew that takes no place while face up, and brings a cheap crew aboard when it is turned
    // face up.
    {"this crew takes up no cargo space when revealed", "{build: {no-cargo: true, if: {face: up}}}",
     kChecked},
    {"when revealed, put a crew with point cost # or less from outside of the game onto this ship",
     "{when: {event: reveal, effect: {add-crew: {max-points: #1}}}}", kChecked},
    // The ship's action spent on a die: on a 6 a crew of an enemy ship within R comes aboard it.
    {"if an enemy ship is within % of this ship, you may use this ship's action for the turn to "
     "try "
     "to possess a target crew on that ship | roll a d#; on a result of #, the target is "
     "immediately assigned to this ship | its nationality changes to match the nationality of this "
     "ship",
     "{when: {event: action, roll: #2, if: {within: {%1: enemy}}, effect: possess}}", kChecked, "",
     "", "6,6"},
    {"if an enemy ship is within % of this ship you may use this ship's action for the turn to try "
     "to possess a target crew on that ship | roll a d#, on a result of #, the target is "
     "immediately assigned to this ship | its nationality changes to match the nationality of this "
     "ship",
     "{when: {event: action, roll: #2, if: {within: {%1: enemy}}, effect: possess}}", kChecked, "",
     "", "6,6"},
};

}  // namespace

const std::vector<SentenceTemplate>& coverage_templates() { return kCoverageTemplates; }

}  // namespace qm::pirates::cards

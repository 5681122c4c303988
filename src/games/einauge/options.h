// The options an Einauge ruleset sets (docs/rules-einauge.md, "Options") and its card table
// (`cards:`), parsed once into typed values: the engine never reads option strings in play.
#pragma once

#include "games/einauge/cards.h"
#include "rules/ruleset.h"

namespace qm::einauge {

enum class Selling { WhenShort, AnyTime };
enum class Scoring { Chests, Colours };

struct Options {
  Selling selling = Selling::WhenShort;
  Scoring scoring = Scoring::Chests;
  CardTable cards;  // includes vessel_cost

  static const RulesSpec& spec();
  // From a resolved ruleset (already checked against spec()).
  static Options from(const Ruleset& ruleset);
};

}  // namespace qm::einauge

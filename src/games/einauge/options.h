// The options an Einauge ruleset sets (docs/rules-einauge.md, "Options") and its card table
// (`cards:`), parsed once into typed values: the engine never reads option strings in play.
#pragma once

#include <array>
#include <cstddef>

#include "games/einauge/cards.h"
#include "rules/ruleset.h"

namespace qm::einauge {

enum class Selling { WhenShort, AnyTime };
enum class Scoring { Chests, Colours };

// The options the engine counts as it reads them (games/option_uses.h): `selling` at each
// sale (whether when-short would refuse it), `vessel_cost` at each vessel bought, and the
// card table (`cards`) at each card bought or sold, whose treasure its column gains or loses
// (their other values are many: whether one would change the check is not counted).
// `scoring` is counted apart, at the end (EinaugeGameState::option_uses).
enum CountedOption : size_t { kSellingOption, kVesselCostOption, kCardsTable, kCountedOptions };
inline constexpr std::array<const char*, kCountedOptions> kCountedOptionNames = {
    "selling", "vessel_cost", "cards"};
inline constexpr std::array<bool, kCountedOptions> kCountedOptionChangesKnown = {true, false,
                                                                                 false};

struct Options {
  Selling selling = Selling::WhenShort;
  Scoring scoring = Scoring::Chests;
  CardTable cards;  // includes vessel_cost

  static const RulesSpec& spec();
  // From a resolved ruleset (already checked against spec()).
  static Options from(const Ruleset& ruleset);
};

}  // namespace qm::einauge

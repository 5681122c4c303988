#include "einauge_support.h"

#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"

namespace qmtest {

const char* const kTurnA1 =
    "  - Anna buy blue-5\n  - Anna move green-3\n  - reveal red-2 yellow-7\n";
const char* const kTurnB1 =
    "  - Bruno buy red-4\n  - Bruno move purple-2\n  - reveal yellow-3 blue-2\n";

std::string einauge_record(const std::string& moves, const std::string& removed,
                           const std::string& ruleset) {
  std::string s = "\nformat: 1\ngame: einauge\nruleset: ";
  s.append(ruleset).append("\nplayers: [Anna, Bruno]\nremoved: ").append(removed);
  s.append("\ndisplay: [blue-5, green-3, purple-2, blue-8, red-4, green-6]\ndesk: [purple-4]\n");
  return s.append("moves:\n").append(moves);
}

qm::einauge::Options einauge_options(const std::string& ruleset) {
  qm::RulesetLibrary library(&qm::game_option_specs);
  return qm::einauge::Options::from(*library.get(ruleset));
}

qm::einauge::EinaugeSimGame finished_game(const qm::einauge::Options& options, int players,
                                          uint64_t seed) {
  for (;; ++seed) {
    qm::einauge::EinaugeSimGame g = qm::einauge::simulate_einauge(options, players, seed);
    if (g.completed) return g;
  }
}

std::string sim_record(const qm::einauge::EinaugeSimGame& game,
                       const std::vector<qm::einauge::Move>& moves, const std::string& ruleset,
                       bool with_result) {
  qm::einauge::EinaugeSimGame cut = game;
  cut.moves = moves;
  qm::einauge::EinaugeRecordInfo info;
  info.ruleset = ruleset;
  info.with_result = with_result;
  info.with_deck = game.setup.deck_known;
  return std::string("\n").append(
      qm::einauge::write_einauge_record(cut, einauge_options(ruleset), info));
}

}  // namespace qmtest

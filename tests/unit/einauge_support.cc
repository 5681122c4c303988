#include "einauge_support.h"

#include "games/einauge/einauge_game_state.h"
#include "games/game.h"
#include "games/play.h"
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

EinaugeSimGame simulate_einauge(const qm::einauge::Options& options, int players, uint64_t seed,
                                const EinaugeSimSettings& settings) {
  qm::Chance chance(seed);
  auto start = std::make_unique<qm::einauge::EinaugeGameState>(options, players, chance);
  EinaugeSimGame g;
  g.seed = seed;
  g.setup = start->state().setup();
  std::vector<qm::einauge::EinaugePlanBot> bots;
  for (int p = 0; p < players; ++p)
    bots.emplace_back(settings.seats[size_t(p) % settings.seats.size()]);
  std::vector<qm::Bot*> seats;
  for (auto& bot : bots) seats.push_back(&bot);
  qm::PlayOptions play;
  play.keep_moves = false;
  play.check_invariants = settings.check_invariants;
  play.seed = seed;
  play.after_move = [&](const qm::GameState& s) {
    g.moves.push_back(static_cast<const qm::einauge::EinaugeGameState&>(s).last_move());
  };
  const qm::PlayedGame played = qm::play_game(std::move(start), seats, chance, play);
  const auto& end = static_cast<const qm::einauge::EinaugeGameState&>(*played.end);
  g.completed = end.state().phase() == qm::einauge::Phase::Over;
  g.final_state = end.state();
  return g;
}

EinaugeSimGame finished_game(const qm::einauge::Options& options, int players, uint64_t seed) {
  for (;; ++seed) {
    EinaugeSimGame g = simulate_einauge(options, players, seed);
    if (g.completed) return g;
  }
}

std::string sim_record(const EinaugeSimGame& game, const std::vector<qm::einauge::Move>& moves,
                       const std::string& ruleset, bool with_result) {
  qm::einauge::EinaugeRecordInfo info;
  info.ruleset = ruleset;
  info.with_result = with_result;
  info.with_deck = game.setup.deck_known;
  return std::string("\n").append(
      qm::einauge::write_einauge_record(game.setup, moves, einauge_options(ruleset), info));
}

}  // namespace qmtest

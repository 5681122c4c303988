// What a game does where it says nothing (games/game.h): every default of Game and Match,
// in one place.
#include "games/game.h"

#include <stdexcept>

#include "games/game_state.h"

namespace qm {

StandResult Match::stand(const RawMove&, const Violation& violation) {
  return {false, "this game cannot apply a move that breaks " + violation.rule +
                     ": it decides no ruling \"stands\""};
}

std::string Game::table_text(const ReplaySummary&, const Json& table) const {
  return table.dump(2) + "\n";
}

std::string Game::audit_text(const ReplaySummary&, const Json& audit, TextStyle) const {
  return audit.dump(2) + "\n";
}

std::optional<std::string> Game::table_svg(const ReplaySummary&, const Json&) const {
  return std::nullopt;
}

std::string Game::entry_text(const Json& entry) const { return entry.dump(); }

std::unique_ptr<sim::GameSimulator> Game::make_simulator(const sim::SimSpec&) const {
  return nullptr;
}

std::optional<MoveWords> Game::move_words(const RawMove&, const std::vector<std::string>&) const {
  return std::nullopt;
}

std::vector<StatsSection> Game::stats_sections() const { return {}; }

void Game::read_move(const RawMove&, const std::vector<std::string>&) const {}

std::string Game::comment_hint(std::string_view) const { return {}; }

bool Game::offers_state() const { return false; }

std::unique_ptr<GameState> Game::new_state(const Ruleset&, int, sim::Rng&) const { return nullptr; }

}  // namespace qm

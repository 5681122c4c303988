// Einauge behind the Game interface: reads the Einauge header fields (removed, display,
// desk, deck) into an EinaugeGameState (einauge_game_state.h), or deals a new game.
#pragma once

#include "games/game.h"
#include "games/game_facts.h"
#include "games/replay_summary.h"

namespace qm::einauge {

class EinaugeGame : public Game {
 public:
  const GameType& type() const override;
  const RulesSpec& rules_spec() const override;
  std::unique_ptr<GameState> open(const Record& record, const Ruleset& ruleset) const override;
  std::unique_ptr<GameState> new_game(const Ruleset& ruleset, int players,
                                      sim::Rng& chance) const override;
  // "random" and "greedy" (einauge_game_state.h EinaugePlanBot).
  std::unique_ptr<Bot> make_bot(std::string_view name) const override;
  // In einauge_text.cc.
  std::string table_text(const ReplaySummary& replay, const GameState& state) const override;
  std::string audit_text(const ReplaySummary& replay, const GameState& state,
                         TextStyle style) const override;
  std::optional<MoveWords> move_words(const RawMove& move,
                                      const std::vector<std::string>& players) const override;
  void read_move(const RawMove& move, const Record& record) const override;
};

// The kind of event EinaugeGameState::events() reports.
inline constexpr const char* kChestMajority = "chest majority";

}  // namespace qm::einauge

// Loot behind the Game interface: reads the Loot header fields (deal, deck, hands) and the
// sides (players or teams) into a LootGameState (loot_game_state.h), or deals a new game.
#pragma once

#include "games/game.h"
#include "games/game_facts.h"
#include "games/replay_summary.h"

namespace qm::loot {

// Loot's descriptor: what LootGame::type() gives (loot_game.cc).
const GameType& loot_type();

class LootGame : public Game {
 public:
  const GameType& type() const override { return loot_type(); }
  const RulesSpec& rules_spec() const override;
  std::unique_ptr<GameState> open(const Record& record, const Ruleset& ruleset) const override;
  std::unique_ptr<GameState> new_game(const Ruleset& ruleset, int players,
                                      sim::Rng& chance) const override;
  // "random" and "greedy" (greedy_bot.h).
  std::unique_ptr<Bot> make_bot(std::string_view name) const override;
  // In loot_text.cc.
  std::string table_text(const ReplaySummary& replay, const GameState& state) const override;
  std::string audit_text(const ReplaySummary& replay, const GameState& state,
                         TextStyle style) const override;
  // A capture of the report's "captures", read back (loot_views.h), in words.
  std::string entry_text(const Json& entry) const override;
  std::optional<MoveWords> move_words(const RawMove& move,
                                      const std::vector<std::string>& players) const override;
  void read_move(const RawMove& move, const Record& record) const override;
  std::string comment_hint(std::string_view comment) const override;
  std::vector<StatsSection> stats_sections() const override;
};

}  // namespace qm::loot

// Loot behind the Game interface: reads the Loot header fields (deal, deck, hands) and the
// sides (players or teams), and opens a LootMatch (loot_match.h) on the table they set up.
#pragma once

#include "games/game.h"

namespace qm::loot {

class LootGame : public Game {
 public:
  const GameType& type() const override;
  const RulesSpec& rules_spec() const override;
  std::unique_ptr<Match> open(const Record& record, const Ruleset& ruleset) const override;
  // In loot_text.cc.
  std::string table_text(const ReplaySummary& replay, const Json& table) const override;
  std::string audit_text(const ReplaySummary& replay, const Json& audit,
                         TextStyle style) const override;
  std::string entry_text(const Json& entry) const override;
  std::unique_ptr<sim::GameSimulator> make_simulator(const sim::SimSpec& spec) const override;
  std::optional<MoveWords> move_words(const RawMove& move,
                                      const std::vector<std::string>& players) const override;
  void read_move(const RawMove& move, const std::vector<std::string>& players) const override;
  std::string comment_hint(std::string_view comment) const override;
  std::vector<StatsSection> stats_sections() const override;
  // The full-information game of loot_game_state.h.
  bool offers_state() const override { return true; }
  std::unique_ptr<GameState> new_state(const Ruleset& ruleset, int players,
                                       sim::Rng& chance) const override;
};

}  // namespace qm::loot

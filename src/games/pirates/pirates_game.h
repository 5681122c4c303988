// Pirates of the Spanish Main behind the Game interface: reads the Pirates header fields
// (points, islands, fleets, start: header_reader.h) into a PiratesGameState
// (pirates_game_state.h), or deals a new game (deal.h).
#pragma once

#include "games/game.h"
#include "games/game_facts.h"
#include "games/replay_summary.h"

namespace qm::pirates {

class PiratesGame : public Game {
 public:
  const GameType& type() const override;
  const RulesSpec& rules_spec() const override;
  std::unique_ptr<GameState> open(const Record& record, const Ruleset& ruleset) const override;
  std::unique_ptr<GameState> new_game(const Ruleset& ruleset, int players,
                                      sim::Rng& chance) const override;
  // `table`: "terrain", "forts" and "creatures" (deal.h TableExtras), a format 2 set-up.
  std::unique_ptr<GameState> new_game_with(const Ruleset& ruleset, int players,
                                           const std::vector<std::string>& table,
                                           sim::Rng& chance) const override;
  // "random" and "greedy", the treasure bot (pirates_game_state.h PiratesGreedyBot).
  std::unique_ptr<Bot> make_bot(std::string_view name) const override;
  // In pirates_text.cc.
  std::string table_text(const ReplaySummary& replay, const GameState& state) const override;
  std::string audit_text(const ReplaySummary& replay, const GameState& state,
                         TextStyle style) const override;
  // In pirates_entry_text.cc: a ship, its masts, an island or a shot of the table in words
  // (`qm compare`), read back into its view (pirates_views.h).
  std::string entry_text(const Json& entry) const override;
  // In pirates_svg.cc.
  std::optional<std::string> table_svg(const ReplaySummary& replay,
                                       const GameState& state) const override;
  std::optional<MoveWords> move_words(const RawMove& move,
                                      const std::vector<std::string>& players) const override;
  void read_move(const RawMove& move, const Record& record) const override;
  std::vector<StatsSection> stats_sections() const override;
  // In cards/card_list.cc: the community card list (`qm cards`).
  const CardList* card_list() const override;
};

}  // namespace qm::pirates

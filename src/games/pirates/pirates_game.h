// Pirates of the Spanish Main behind the Game interface: reads the Pirates header fields
// (points, islands, fleets, start: header_reader.h) and opens a PiratesMatch
// (pirates_match.h) on the table they set up.
#pragma once

#include "games/game.h"

namespace qm::pirates {

class PiratesGame : public Game {
 public:
  const GameType& type() const override;
  const RulesSpec& rules_spec() const override;
  std::unique_ptr<Match> open(const Record& record, const Ruleset& ruleset) const override;
  // In pirates_text.cc.
  std::string table_text(const ReplaySummary& replay, const Json& table) const override;
  std::string audit_text(const ReplaySummary& replay, const Json& audit,
                         TextStyle style) const override;
  // In pirates_entry_text.cc: a ship, island or shot of the table in words (`qm compare`).
  std::string entry_text(const Json& entry) const override;
  // In pirates_svg.cc.
  std::optional<std::string> table_svg(const ReplaySummary& replay,
                                       const Json& table) const override;
  std::optional<MoveWords> move_words(const RawMove& move,
                                      const std::vector<std::string>& players) const override;
  void read_move(const RawMove& move, const std::vector<std::string>& players) const override;
  std::vector<StatsSection> stats_sections() const override;
  // Simulation (simulator.h): the random bot and the treasure bot.
  std::unique_ptr<sim::GameSimulator> make_simulator(const sim::SimSpec& spec) const override;
  // The engine for generic tools (pirates_game_state.h), dealt by deal.h.
  bool offers_state() const override { return true; }
  std::unique_ptr<GameState> new_state(const Ruleset& ruleset, int players,
                                       sim::Rng& chance) const override;
};

}  // namespace qm::pirates

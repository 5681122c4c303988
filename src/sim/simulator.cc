#include "sim/simulator.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "games/game.h"
#include "games/registry.h"
#include "games/seat_bots.h"
#include "games/simulated_record.h"

namespace qm::sim {

SimOutcome outcome_of(const PlayedGame& played) {
  const GameState& end = *played.end;
  const Outcome o = end.outcome();
  SimOutcome out;
  out.moves = played.move_count;
  out.side_of_seat = end.side_of_seat();
  out.scores = o.scores;
  for (const std::string& winner : o.winners)
    out.winners.push_back(int(std::find(o.sides.begin(), o.sides.end(), winner) - o.sides.begin()));
  out.finished = o.finished;
  out.figures = end.figures();
  return out;
}

Simulator::Simulator(const Game& game, const SimSpec& spec)
    : game_(game),
      spec_(spec),
      seat_bots_(seat_bots(spec.bot, spec.players, game.type().bots.front())) {
  for (const std::string& bot : seat_bots_)
    game.make_bot(bot);  // an unknown bot fails here, not in the first game
  // The table's words in the game's order, each once (the records' ids name them so).
  const std::vector<std::string>& words = game.type().table_words;
  for (const std::string& word : spec_.table) check_table_word(game.type(), word);
  std::vector<std::string> table;
  for (const std::string& word : words)
    if (std::find(spec_.table.begin(), spec_.table.end(), word) != spec_.table.end())
      table.push_back(word);
  spec_.table = std::move(table);
  Chance chance(0);
  game.new_game_with(spec_.ruleset, spec_.players, spec_.table, chance);  // so does a player count
}

PlayedGame Simulator::played(uint64_t seed, bool keep_moves, bool keep_events) const {
  Chance chance(seed);
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Bot*> seats;
  for (const std::string& bot : seat_bots_)
    seats.push_back(bots.emplace_back(game_.make_bot(bot)).get());
  PlayOptions options;
  options.keep_moves = keep_moves;
  options.check_invariants = spec_.check_invariants;
  options.seed = seed;
  std::unique_ptr<GameState> start =
      game_.new_game_with(spec_.ruleset, spec_.players, spec_.table, chance);
  if (keep_events) start->keep_events();
  return qm::play_game(std::move(start), seats, chance, options);
}

SimOutcome Simulator::play(uint64_t seed, std::string* record) const {
  const PlayedGame game = played(seed, record != nullptr);
  if (record)
    *record = write_simulated_record(game_.type(), game,
                                     {spec_.ruleset.name, seat_bots_, seed, spec_.table});
  return outcome_of(game);
}

std::vector<std::string> simulator_bots(std::string_view game) {
  const Game* g = find_game(game);
  return g ? g->type().bots : std::vector<std::string>{};
}

std::vector<std::string> all_simulator_bots() {
  std::vector<std::string> bots;
  for (const Game* g : all_games())
    for (const std::string& bot : g->type().bots)
      if (std::find(bots.begin(), bots.end(), bot) == bots.end()) bots.push_back(bot);
  return bots;
}

std::unique_ptr<Simulator> make_simulator(std::string_view game, const SimSpec& spec) {
  const Game* g = find_game(game);
  if (!g || g->type().bots.empty()) {
    std::vector<std::string_view> simulated;
    for (const Game* other : all_games())
      if (!other->type().bots.empty()) simulated.push_back(other->name());
    throw std::invalid_argument(fmt::format("no simulator for the game '{}' yet (simulators: {})",
                                            game, fmt::join(simulated, ", ")));
  }
  const std::vector<std::string>& bots = g->type().bots;
  for (const SeatBot& entry : read_seat_bots(spec.bot))
    if (std::find(bots.begin(), bots.end(), bot_base(entry.bot)) == bots.end())
      throw std::invalid_argument(
          fmt::format("unknown bot '{}' (bots: {})", entry.bot, fmt::join(bots, ", ")));
  return std::make_unique<Simulator>(*g, spec);
}

}  // namespace qm::sim

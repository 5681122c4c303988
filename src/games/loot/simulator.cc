#include "games/loot/simulator.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "games/loot/loot_game.h"
#include "games/loot/record_writer.h"

namespace qm::loot {

LootSimulator::LootSimulator(const sim::SimSpec& spec)
    : ruleset_(spec.ruleset.name), options_(Options::from(spec.ruleset.options)) {
  if (!options_.allows_player_count(spec.players) || spec.players > int(kPlayerNames.size()))
    throw std::invalid_argument(fmt::format("{} players: {} allows {}", spec.players,
                                            spec.ruleset.name, options_.player_counts()));
  std::optional<BotKind> bot = parse_bot(spec.bot);
  if (!bot) throw std::invalid_argument("unknown bot '" + spec.bot + "' (bots: random, greedy)");
  players_.assign(kPlayerNames.begin(), kPlayerNames.begin() + spec.players);
  settings_.bots = {*bot};
  settings_.check_invariants = spec.check_invariants;
  settings_.long_moves = false;  // records are written with Visibility::Full
}

sim::SimOutcome LootSimulator::play(uint64_t seed, std::string* record) const {
  const SimGame game = simulate_loot_game(options_, players_, seed, settings_);
  sim::SimOutcome out;
  out.moves = int(game.moves.size());
  out.side_of_seat = game.setup.side_of;
  out.scores.assign(game.scores.begin(), game.scores.end());
  const long long best = *std::max_element(out.scores.begin(), out.scores.end());
  for (size_t side = 0; side < out.scores.size(); ++side)
    if (out.scores[side] == best) out.winners.push_back(int(side));
  int total = 0;  // merchant ships in the deck (25)
  for (int value = 2; value <= 8; ++value) total += kCopies[int(merchant_card(value))];
  out.figures = {
      {"merchants captured", double(game.final_state.captures().size()) / double(total), true}};
  if (record) *record = write_loot_record(game, ruleset_, Visibility::Full);
  return out;
}

std::unique_ptr<sim::GameSimulator> LootGame::make_simulator(const sim::SimSpec& spec) const {
  return std::make_unique<LootSimulator>(spec);
}

}  // namespace qm::loot

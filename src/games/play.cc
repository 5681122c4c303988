#include "games/play.h"

#include <fmt/format.h>

#include <stdexcept>

namespace qm {

namespace {

// A guard against an engine that never ends a game, far above any real game's length.
constexpr int kMaxMoves = 1'000'000;

}  // namespace

PlayedGame play_game(std::unique_ptr<GameState> start, const std::vector<Bot*>& bots,
                     Chance& chance, const PlayOptions& options) {
  PlayedGame played{std::move(start), {}, 0};
  GameState& state = *played.end;
  const uint64_t seed = options.seed;
  if (bots.empty() || (bots.size() > 1 && bots.size() != state.players().size()))
    throw std::invalid_argument(fmt::format("{} bots for {} players: give one, or one per seat",
                                            bots.size(), state.players().size()));
  std::string move;
  std::string* written = options.keep_moves ? &move : nullptr;
  // Room for a whole game of most games at once (a Loot game plays about 120 moves), rather
  // than eight reallocations of a growing list.
  if (options.keep_moves) played.moves.reserve(256);
  for (int seat = state.to_move(); seat != GameState::kTerminal; seat = state.to_move()) {
    if (played.move_count >= kMaxMoves)
      throw std::logic_error(
          fmt::format("seed {}: the game did not end in {} moves", seed, kMaxMoves));
    if (options.before_move) options.before_move(state);
    std::optional<Violation> v;
    if (seat == GameState::kChance) {
      move = state.chance_move(chance);
      v = state.apply(move);
    } else {
      v = bots[bots.size() == 1 ? 0 : size_t(seat)]->play(state, chance, written);
    }
    ++played.move_count;
    if (v)
      throw std::logic_error(
          fmt::format("seed {}: move {} ({}) offered as legal was refused: {}: {}", seed,
                      played.move_count, move, v->rule, v->message));
    // Moved, not copied: the next move is written into `move` afresh.
    if (options.keep_moves) played.moves.push_back(std::move(move));
    if (options.after_move) options.after_move(state);
    if (!options.check_invariants) continue;
    if (std::string broken = state.broken_invariant(); !broken.empty())
      throw std::logic_error(
          fmt::format("seed {}: after move {}: {}", seed, played.move_count, broken));
  }
  return played;
}

}  // namespace qm

#include "sim/play_loop.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "games/registry.h"
#include "record/yaml_scalar.h"

namespace qm::sim {

namespace {

// A guard against an engine that never ends a game, far above any real game's length.
constexpr size_t kMaxMoves = 1'000'000;

}  // namespace

PlayedGame play_state_game(const Game& game, const Ruleset& ruleset, int players, StateBot& bot,
                           uint64_t seed, const PlayOptions& options) {
  Chance chance(seed);
  PlayedGame played{game.new_state(ruleset, players, chance), {}, 0};
  if (!played.end)
    throw std::invalid_argument(fmt::format("the game '{}' offers no state", game.name()));
  GameState& state = *played.end;
  std::string move;
  std::string* written = options.keep_moves ? &move : nullptr;
  for (int seat = state.to_move(); seat != GameState::kTerminal; seat = state.to_move()) {
    if (size_t(played.move_count) >= kMaxMoves)
      throw std::logic_error(
          fmt::format("seed {}: the game did not end in {} moves", seed, kMaxMoves));
    std::optional<Violation> v;
    if (seat == GameState::kChance) {
      move = state.chance_move(chance);
      v = state.apply(move);
    } else {
      v = bot.play(state, chance, written);
    }
    ++played.move_count;
    if (v)
      throw std::logic_error(
          fmt::format("seed {}: move {} ({}) offered as legal was refused: {}: {}", seed,
                      played.move_count, move, v->rule, v->message));
    if (options.keep_moves) played.moves.push_back(move);
    if (!options.check_invariants) continue;
    if (std::string broken = state.broken_invariant(); !broken.empty())
      throw std::logic_error(
          fmt::format("seed {}: after move {}: {}", seed, played.move_count, broken));
  }
  return played;
}

SimOutcome state_outcome(const PlayedGame& played) {
  const GameState& end = *played.end;
  SimOutcome out;
  out.moves = played.move_count;
  out.side_of_seat = end.side_of_seat();
  out.scores = end.scores();
  out.winners = end.winners();
  out.figures = end.figures();
  return out;
}

std::string write_state_record(const Game& game, const PlayedGame& played, const RecordInfo& info) {
  const GameState& end = *played.end;
  std::string out = end.comment_lines();
  out += fmt::format("format: 1\ngame: {}\n", game.name());
  auto scalar = [&](const std::string& text) {
    return end.header_scalar(text).value_or(yaml_scalar(text));
  };
  out += fmt::format("ruleset: {}\n", scalar(info.ruleset));
  out += fmt::format("id: {}\n", scalar(end.record_id(info)));
  out += fmt::format("event: {}\n", end.record_event(info));  // plain: the game says so
  out += fmt::format("players: [{}]\n", fmt::join(end.players(), ", "));
  out += end.header_fields();
  out += "moves:\n";
  for (const std::string& move : played.moves) out += fmt::format("  - {}\n", move);
  out += end.end_fields();
  return out;
}

StateSimulator::StateSimulator(const Game& game, const SimSpec& spec) : game_(game), spec_(spec) {
  make_state_bot(spec.bot);  // an unknown bot fails here, not in the first game
  // A player count the ruleset does not allow fails here too: new_state checks it.
  Chance chance(0);
  if (!game.new_state(spec.ruleset, spec.players, chance))
    throw std::invalid_argument(fmt::format("the game '{}' offers no state", game.name()));
}

SimOutcome StateSimulator::play(uint64_t seed, std::string* record) const {
  std::unique_ptr<StateBot> bot = make_state_bot(spec_.bot);
  const PlayedGame played = play_state_game(game_, spec_.ruleset, spec_.players, *bot, seed,
                                            {record != nullptr, spec_.check_invariants});
  if (record) *record = write_state_record(game_, played, {spec_.ruleset.name, spec_.bot, seed});
  return state_outcome(played);
}

std::unique_ptr<GameSimulator> make_state_simulator(std::string_view name, const SimSpec& spec) {
  const Game* game = find_game(name);
  if (!game || !game->offers_state()) return nullptr;
  return std::make_unique<StateSimulator>(*game, spec);
}

std::vector<std::string> state_simulator_bots(std::string_view name) {
  const Game* game = find_game(name);
  if (!game || !game->offers_state()) return {};
  return state_bot_names();
}

}  // namespace qm::sim

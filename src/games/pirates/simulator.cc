#include "games/pirates/simulator.h"

#include <fmt/format.h>

#include <stdexcept>

#include "games/pirates/deal.h"
#include "games/pirates/pirates_game.h"
#include "record/yaml_scalar.h"

namespace qm::pirates {

namespace {

// A guard against a bot that never ends a turn (bot.h says why it always does).
constexpr int kMaxLines = 1'000'000;

}  // namespace

PiratesSimulator::PiratesSimulator(const sim::SimSpec& spec)
    : ruleset_(spec.ruleset.name),
      bot_name_(spec.bot),
      options_(Options::from(spec.ruleset)),
      players_(spec.players),
      check_invariants_(spec.check_invariants) {
  if (spec.bot == "random")
    bot_ = BotKind::Random;
  else if (spec.bot == "greedy")
    bot_ = BotKind::Greedy;
  else
    throw std::invalid_argument("unknown bot '" + spec.bot + "' (bots: random, greedy)");
  sim::Rng chance(0);
  PiratesGameState check(options_, players_, chance, bot_);  // a bad player count fails here
}

sim::SimOutcome PiratesSimulator::play(uint64_t seed, std::string* record) const {
  sim::Rng chance(seed);
  PiratesGameState game(options_, players_, chance, bot_);
  std::string moves, line;
  int count = 0;
  while (!game.is_terminal()) {
    if (count == kMaxLines)
      throw std::logic_error(fmt::format("seed {}: the game did not end in {} lines", seed, count));
    std::optional<Violation> v = game.apply_random_move(chance, record ? &line : nullptr);
    ++count;
    if (v)
      throw std::logic_error(
          fmt::format("seed {}: line {} ({}) offered as legal was refused: {}: {}", seed, count,
                      line, v->rule, v->message));
    if (record) moves += fmt::format("  - {}\n", line);
    if (check_invariants_)
      if (std::string broken = game.broken_invariant(); !broken.empty())
        throw std::logic_error(fmt::format("seed {}: after line {}: {}", seed, count, broken));
  }
  sim::SimOutcome out;
  out.moves = count;
  out.side_of_seat = game.side_of_seat();
  out.scores = game.scores();
  out.winners = game.winners();
  out.figures = game.figures();
  if (record) {
    const RecordInfo info{ruleset_, bot_name_, seed};
    *record = game.comment_lines();
    *record += fmt::format("format: 1\ngame: pirates\nruleset: {}\nid: {}\nevent: {}\n",
                           yaml_scalar(ruleset_), yaml_scalar(game.record_id(info)),
                           game.record_event(info));
    *record += fmt::format("players: [{}]\n", fmt::join(game.players(), ", "));
    *record += game.header_fields();
    *record += "moves:\n" + moves;
    *record += game.end_fields();
  }
  return out;
}

std::unique_ptr<sim::GameSimulator> PiratesGame::make_simulator(const sim::SimSpec& spec) const {
  return std::make_unique<PiratesSimulator>(spec);
}

}  // namespace qm::pirates

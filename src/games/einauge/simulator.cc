#include "games/einauge/simulator.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "games/einauge/einauge_game.h"
#include "games/einauge/record_writer.h"
#include "games/einauge/scoring.h"

namespace qm::einauge {

namespace {

// "sim-einauge-standard-3p-00ab...-greedy": the ruleset with anything but letters, digits,
// '.' and '_' written '-', the players, the game's seed in 16 hex digits, the bot.
std::string record_id(const std::string& ruleset, int players, uint64_t seed,
                      const std::string& bot) {
  std::string name = ruleset;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_') c = '-';
  return fmt::format("sim-{}-{}p-{:016x}-{}", name, players, seed, bot);
}

}  // namespace

EinaugeSimulator::EinaugeSimulator(const sim::SimSpec& spec)
    : ruleset_(spec.ruleset.name),
      bot_(spec.bot),
      options_(Options::from(spec.ruleset)),
      players_(spec.players) {
  if (players_ < 2 || players_ > 5)
    throw std::invalid_argument(
        fmt::format("{} players: {} allows 2 to 5", spec.players, spec.ruleset.name));
  std::optional<EinaugeBotKind> bot = parse_einauge_bot(spec.bot);
  if (!bot) throw std::invalid_argument("unknown bot '" + spec.bot + "' (bots: random, greedy)");
  settings_.seats = {*bot};
  settings_.check_invariants = spec.check_invariants;
}

sim::SimOutcome EinaugeSimulator::play(uint64_t seed, std::string* record) const {
  const EinaugeSimGame game = simulate_einauge(options_, players_, seed, settings_);
  const State& end = *game.final_state;
  const Score score = einauge::score(end);
  sim::SimOutcome out;
  out.moves = int(game.moves.size());
  double jewels = 0, bonus = 0, colours = 0;
  for (int p = 0; p < players_; ++p) {
    const PlayerScore& x = score.players[size_t(p)];
    out.side_of_seat.push_back(p);
    out.scores.push_back(x.total);
    jewels += x.total;
    bonus += x.chest_jewels + x.colour_jewels;
    colours += x.colours;
  }
  const long long best = *std::max_element(out.scores.begin(), out.scores.end());
  for (int p = 0; p < players_; ++p)
    if (out.scores[size_t(p)] == best) out.winners.push_back(p);
  out.finished = game.completed;
  const auto steals = std::count_if(game.moves.begin(), game.moves.end(),
                                    [](const Move& m) { return m.verb == Verb::Steal; });
  const auto vessels = std::count_if(game.moves.begin(), game.moves.end(), [](const Move& m) {
    return m.verb == Verb::Buy && is_vessel(m.card);
  });
  out.figures = {{"jewels per player", jewels / players_, false},
                 {"jewels from end bonus", bonus, true, true, jewels},
                 {"colours per player", colours / players_, false},
                 {"steals per game", double(steals), false},
                 {"vessels bought per game", double(vessels), false},
                 {"dead ends", game.completed ? 0.0 : 1.0, true}};
  if (record) {
    EinaugeRecordInfo info;
    info.ruleset = ruleset_;
    info.id = record_id(ruleset_, players_, seed, bot_);
    info.event = fmt::format("qm simulation, seed {}, {} bots", seed, bot_);
    info.with_deck = true;
    *record = write_einauge_record(game, options_, info);
    if (!game.completed)
      *record = fmt::format(
          "# dead end: {} cannot pay for any display card; the game stops here, unfinished\n{}",
          game.setup.player_names[size_t(end.to_move())], *record);
  }
  return out;
}

std::unique_ptr<sim::GameSimulator> EinaugeGame::make_simulator(const sim::SimSpec& spec) const {
  return std::make_unique<EinaugeSimulator>(spec);
}

}  // namespace qm::einauge

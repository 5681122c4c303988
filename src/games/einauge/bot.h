// Einauge players for simulated games (random here, greedy in greedy_bot.h), and
// whole simulated games, for `qm simulate`, the property tests, the sample records and the
// benchmarks.
//
// The bot plays a turn on a copy of the state, move by move through State::play, so every
// move it returns is legal there: it picks a display card it can pay for (selling jewels,
// then island cards, only while short: legal under `selling: when-short`), buys it (a
// vessel onto a random column of its own with room, or a new one), steals a desk card
// with probability 1/2 when it has the sabres, and moves a random display card to the desk
// while there is room. The reveal is the simulation's: it knows the draw pile.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/einauge/state.h"
#include "games/random.h"

namespace qm::einauge {

// What a seat's bot does; each returns only moves legal in `state`.
class EinaugePlayer {
 public:
  virtual ~EinaugePlayer() = default;
  // The moves of the player to move, up to (not including) the reveal; empty when she
  // cannot buy anything (a dead end: no legal turn exists).
  virtual std::vector<Move> turn(const State& state) = 0;
  // The final-turn action of the player to move: a steal, or a pass.
  virtual Move final_action(const State& state) = 0;
};

// The display cards player `p` can place and pay for, selling everything if need be, in
// display order: the random bot picks among them; none is a dead end.
std::vector<Card> buyable_cards(const State& state, int p);

class EinaugeBot : public EinaugePlayer {
 public:
  explicit EinaugeBot(sim::Rng& rng) : rng_(rng) {}
  std::vector<Move> turn(const State& state) override;
  Move final_action(const State& state) override;

 private:
  sim::Rng& rng_;
};

enum class EinaugeBotKind { Random, Greedy };
std::optional<EinaugeBotKind> parse_einauge_bot(std::string_view name);  // "random", "greedy"

struct EinaugeSimSettings {
  std::vector<EinaugeBotKind> seats = {EinaugeBotKind::Random};  // seat i: seats[i % size]
  // Checks after every move that no card is lost or doubled and no count is negative
  // (check_einauge_invariants); a failure throws std::logic_error.
  bool check_invariants = false;
};

// A whole simulated game: the set-up (the whole deck known) and every move.
struct EinaugeSimGame {
  uint64_t seed = 0;
  Setup setup;
  std::vector<Move> moves;
  bool completed = false;            // false: a player could not buy (the moves stop there)
  std::optional<State> final_state;  // the table after the last move
};

// Deals (random removed colours and a shuffled pile from sim::Rng(seed)) and plays a game
// between `players` bots (2-5): random ones, or as `settings` says. The bots draw from the
// dealer's generator, so the random-bot game of a seed is the same with either overload.
EinaugeSimGame simulate_einauge(const Options& options, int players, uint64_t seed);
EinaugeSimGame simulate_einauge(const Options& options, int players, uint64_t seed,
                                const EinaugeSimSettings& settings);

// "" when the table is sound, else what is wrong: no island card is in two places (display,
// desk, columns, draw pile), the island cards on the table, sold and in the pile add up to
// those of the colours in play and the vessels to 8, no column holds more than 7 cards or
// pays other than the sum of its cards, no count is negative. `sold` counts the island
// cards sold so far.
std::string check_einauge_invariants(const State& state, int sold);

// The game's record (format v1, one YAML document): header with removed/display/desk (and
// `deck` when `with_deck`), the moves as format_move writes them, and `result`
// (the computed totals) when `with_result`.
struct EinaugeRecordInfo {
  std::string ruleset = "einauge/standard";
  std::string id, date, event;
  bool with_deck = false, with_result = true;
};
std::string write_einauge_record(const EinaugeSimGame& game, const Options& options,
                                 const EinaugeRecordInfo& info);

}  // namespace qm::einauge

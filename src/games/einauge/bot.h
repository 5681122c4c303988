// Einauge players for simulated games: the random bot here, the greedy one in
// greedy_bot.h; einauge_game_state.h plays the turns they plan.
//
// The bot plays a turn on a copy of the state, move by move through State::play, so every
// move it returns is legal there: it picks a display card it can pay for (selling jewels,
// then island cards, only while short: legal under `selling: when-short`), buys it (a
// vessel onto a random column of its own with room, or a new one), steals a desk card
// with probability 1/2 when it has the sabres, and moves a random display card to the desk
// while there is room. The reveal is the simulation's: it knows the draw pile.
#pragma once

#include <optional>
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

// Plays a move a bot chose (or a simulated game holds) on `state`; the engine refusing it
// is a bug: std::logic_error, its message beginning with `who`.
void must_play(State& state, const Move& move, std::string_view who = "einauge bot");

}  // namespace qm::einauge

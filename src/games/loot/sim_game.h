// Plays one full-information Loot game between random bots (games/loot/bot.h).
//
// The deal, from a 64-bit seed, with one sim::Rng (games/random.h) used in this order:
//   1. the 78 cards in card order (CardCounts::full_deck() expanded: m2 x5, m3 x6, ...,
//      blue-1 x2, ..., gold-captain, admiral) are shuffled with sim::Rng::shuffle;
//   2. player p (0-based, in turn order) is dealt cards [6p, 6p+6) of the shuffled list;
//      the rest, in order, is the draw pile, top card first;
//   3. every move is then chosen by the seat's bot (RandomBot unless SimSettings says
//      otherwise: games/loot/bot.h, games/loot/greedy_bot.h), every bot drawing on the same
//      sim::Rng.
// The engine is given the whole deal and deck, so it knows every card; each draw is
// played naming the card drawn.
//
// Partnership games seat partners next to each other: players 2k and 2k+1 form team k,
// named kTeamNames[k].
//
// Invariants checked after every move unless SimSettings::check_invariants is off (a failure throws
// std::logic_error, as does a move the engine refuses although legal_moves() offered it):
//   - cards are conserved, kind by kind: draw pile + hands + merchants at sea, captured or
//     discarded at the end + the cards played at merchants + the discard pile = the 78;
//   - gold: captured + at sea + in hands + in the draw pile + discarded at the end = 100,
//     and each side's captured gold is the sum of the merchants it captured.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/loot/state.h"
#include "games/random.h"

namespace qm::loot {

inline const std::vector<std::string> kPlayerNames = {"Anna",  "Bruno", "Carla", "Dario",
                                                      "Elena", "Felix", "Greta", "Hugo"};
inline const std::vector<std::string> kTeamNames = {"Sharks", "Gulls", "Krakens", "Corsairs"};

struct SimGame {
  Options options;
  uint64_t seed = 0;
  Setup setup;                          // names, sides, the full deal and the deck
  std::vector<std::vector<Card>> deal;  // per player, in the order dealt
  std::vector<Card> deck;               // the draw pile, top card first
  std::vector<Move> moves;              // as played; draws name the card drawn
  // The same moves in the long notation: each captain names its colour (`captain @3 blue`)
  // and a target that is its owner's only merchant of that value at sea is written
  // `Anna.m5`.
  std::vector<Move> long_moves;
  State final_state;
  std::vector<int> scores;  // per side: captured gold less the merchants left in hand
};

// Called before every move with the state after begin_turn(), the legal moves and the one
// chosen (a draw already names its card): a hook for tests and tracing.
using TurnObserver =
    std::function<void(const State& state, const std::vector<Move>& legal, const Move& chosen)>;

enum class BotKind { Random, Greedy };
std::string_view bot_name(BotKind bot);                   // "random", "greedy"
std::optional<BotKind> parse_bot(std::string_view name);  // nullopt: no such bot

struct SimSettings {
  // The bot of each seat, in turn order; empty: RandomBot everywhere; one entry: that bot
  // at every seat.
  std::vector<BotKind> bots;
  // Check the invariants above after every move (tests); off, a game runs about twice as
  // fast (bench/sim_bench.cc).
  bool check_invariants = true;
  // Fill SimGame::long_moves (needed only to write records with Visibility::None).
  bool long_moves = true;
};

// A new game's table: the sides of `players`, and the 78 cards shuffled with `rng` (its
// only draws) and dealt, kHandSize to each player in turn order, the rest the draw pile.
// Throws std::invalid_argument for a player count the options do not allow.
struct SimDeal {
  Setup setup;
  std::vector<std::vector<Card>> hands;
  std::vector<Card> deck;
};
SimDeal deal_sim_game(const Options& options, const std::vector<std::string>& players,
                      sim::Rng& rng);

// Plays a game to its end. `players` are the names in turn order (2-5, or 4, 6 or 8 for a
// partnership ruleset; see Options::allows_player_count). Throws std::invalid_argument for
// a bad player count, std::logic_error when an invariant breaks.
SimGame simulate_loot_game(const Options& options, const std::vector<std::string>& players,
                           uint64_t seed, const TurnObserver& observe = {});
SimGame simulate_loot_game(const Options& options, const std::vector<std::string>& players,
                           uint64_t seed, const SimSettings& settings,
                           const TurnObserver& observe = {});

// The invariants above for a full-information state; `discarded` is every card discarded
// by a `discard` move so far. Returns "" when they hold, else what broke.
std::string check_invariants(const State& state, const CardCounts& discarded);

}  // namespace qm::loot

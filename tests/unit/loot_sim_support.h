// Whole Loot games for the tests, played by the one simulation loop (games/play.h) on a new
// LootGameState with the game's bots, as `qm simulate` plays them, with what the tests look
// at: the deal, the moves as the engine took them, the table at the end, the scores; and a
// hook that sees every position before its move (with the legal moves listed).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "games/loot/options.h"
#include "games/loot/record_writer.h"
#include "games/loot/state.h"
#include "games/play.h"

namespace qmtest {

enum class LootBotKind { Random, Greedy };

struct LootSimSettings {
  // The bot of each seat, in turn order; empty: the random bot everywhere; one entry: that
  // bot at every seat.
  std::vector<LootBotKind> bots;
  // The invariants (games/loot/invariants.h) after every move.
  bool check_invariants = true;
};

// Called before every move with the table after the capture checks of the turn, the legal
// moves and the one chosen (a draw names its card). With it, the random seats pick from
// the listed moves (games/loot/bot.h RandomBot) instead of the simulation's index.
using LootTurnObserver =
    std::function<void(const qm::loot::State& state, const std::vector<qm::loot::Move>& legal,
                       const qm::loot::Move& chosen)>;

struct LootSimGame {
  qm::loot::Options options;
  uint64_t seed = 0;
  qm::loot::Setup setup;                          // names, sides, the full deal and the deck
  std::vector<std::vector<qm::loot::Card>> deal;  // per player, in the order dealt
  std::vector<qm::loot::Card> deck;               // the draw pile, top card first
  std::vector<qm::loot::Move> moves;              // as played; draws name the card drawn
  qm::loot::State final_state;
  std::vector<int> scores;  // per side: captured gold less the merchants left in hand
  qm::PlayedGame played;    // the loop's game, its moves kept (for the record writer)
};

// Plays the game of `seed` for `players` (names in turn order: Anna, Bruno, ...).
LootSimGame simulate_loot_game(const qm::loot::Options& options,
                               const std::vector<std::string>& players, uint64_t seed,
                               const LootSimSettings& settings = {},
                               const LootTurnObserver& observe = {});
LootSimGame simulate_loot_game(const qm::loot::Options& options,
                               const std::vector<std::string>& players, uint64_t seed,
                               const LootTurnObserver& observe);

// The game's record at visibility `v` (games/loot/record_writer.h).
std::string loot_record(const LootSimGame& game, const std::string& ruleset,
                        qm::loot::Visibility v);

}  // namespace qmtest

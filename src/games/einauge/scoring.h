// Einauge's scoring (docs/rules-einauge.md, "Scoring" and "Variant"): sabres to ducats to
// jewels, then the chest majorities colour by colour (7/4/1, ties share a rank and skip
// the next), or under `scoring: colours` the colour-count bonus.
#pragma once

#include <array>
#include <vector>

#include "games/einauge/state.h"

namespace qm::einauge {

constexpr std::array<int, 3> kChestJewels = {7, 4, 1};
// Jewels for the number of different colours owned (index: colours; fewer than 3: none).
constexpr std::array<int, kColours + 1> kColourJewels = {0, 0, 0, 3, 6, 10, 15, 21, 28};

struct ChestRanking {
  int colour = 0;
  std::vector<int> chests;  // per player
  std::vector<int> rank;    // per player: 1, 2, ...; 0 without a chest of this colour
  std::vector<int> jewels;  // per player
};

struct PlayerScore {
  int jewels = 0;  // held
  int sabres = 0, ducats = 0;
  int sabre_ducats = 0;  // 3 per sabre
  int ducat_jewels = 0;  // (ducats + sabre_ducats) / 5
  int ducats_lost = 0;   // the remainder
  int chest_jewels = 0;  // chests scoring
  int colours = 0;       // colours scoring: different island colours owned
  int colour_jewels = 0;
  int total = 0;
};

struct Score {
  std::vector<PlayerScore> players;
  std::vector<ChestRanking> chests;  // every colour in play (chests scoring)
};

// Ranks among the players with at least one chest: 1 + the number with more.
ChestRanking rank_chests(int colour, const std::vector<int>& chests);
// The jewels of a player with chests of a colour when `more` players have more of them.
inline int chest_jewels(int more) {
  return more < int(kChestJewels.size()) ? kChestJewels[size_t(more)] : 0;
}
// The different island colours `ps` owns: its colour columns that hold an island card.
int colours_owned(const PlayerState& ps);
// The score under the ruleset's scoring, or under `scoring` (what the other reading would
// give: the count of the option `scoring`, EinaugeGameState::option_uses).
Score score(const State& state);
Score score(const State& state, Scoring scoring);

}  // namespace qm::einauge

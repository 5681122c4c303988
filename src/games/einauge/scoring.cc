#include "games/einauge/scoring.h"

namespace qm::einauge {

ChestRanking rank_chests(int colour, const std::vector<int>& chests) {
  ChestRanking r;
  r.colour = colour;
  r.chests = chests;
  r.rank.assign(chests.size(), 0);
  r.jewels.assign(chests.size(), 0);
  for (size_t p = 0; p < chests.size(); ++p) {
    if (chests[p] <= 0) continue;
    int more = 0;
    for (int other : chests) more += other > chests[p];
    r.rank[p] = 1 + more;
    r.jewels[p] = chest_jewels(more);
  }
  return r;
}

int colours_owned(const PlayerState& ps) {
  int colours = 0;
  for (const Column& col : ps.columns) {
    bool island = false;
    for (Card c : col.cards) island |= !is_vessel(c);
    colours += col.colour >= 0 && island;
  }
  return colours;
}

Score score(const State& state) { return score(state, state.options().scoring); }

Score score(const State& state, Scoring scoring) {
  Score s;
  const int n = state.players();
  s.players.resize(size_t(n));
  for (int p = 0; p < n; ++p) {
    const PlayerState& ps = state.player(p);
    PlayerScore& x = s.players[size_t(p)];
    x.jewels = ps.jewels;
    x.sabres = ps.sabres;
    x.ducats = ps.ducats;
    x.sabre_ducats = 3 * ps.sabres;
    x.ducat_jewels = (ps.ducats + x.sabre_ducats) / 5;
    x.ducats_lost = (ps.ducats + x.sabre_ducats) % 5;
    x.colours = colours_owned(ps);
  }
  if (scoring == Scoring::Chests) {
    for (int colour = 0; colour < kColours; ++colour) {
      if (state.setup().removed[size_t(colour)]) continue;
      std::vector<int> chests(size_t(n), 0);
      for (int p = 0; p < n; ++p) {
        int index = state.player(p).column_of[size_t(colour)];
        if (index >= 0) chests[size_t(p)] = state.player(p).columns[size_t(index)].sum.chests;
      }
      ChestRanking r = rank_chests(colour, chests);
      for (int p = 0; p < n; ++p) s.players[size_t(p)].chest_jewels += r.jewels[size_t(p)];
      s.chests.push_back(std::move(r));
    }
  } else {
    for (PlayerScore& x : s.players) x.colour_jewels = kColourJewels[size_t(x.colours)];
  }
  for (PlayerScore& x : s.players)
    x.total = x.jewels + x.ducat_jewels + x.chest_jewels + x.colour_jewels;
  return s;
}

}  // namespace qm::einauge

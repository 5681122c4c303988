// games/fixed_vector.h, and the bound it puts on an Einauge player's columns: a column holds
// every card that can ever be in it (all seven island cards of its colour and every vessel,
// as a stood column-full ruling allows), and a player every column they can ever have.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "games/einauge/state.h"
#include "games/fixed_vector.h"

using qm::FixedVector;
using namespace qm::einauge;

TEST_CASE("FixedVector keeps its elements in order and inline", "[fixed_vector]") {
  FixedVector<int, 4> v{1, 2, 3};
  REQUIRE(v.size() == 3);
  v.erase(v.begin() + 1);
  REQUIRE(v.size() == 2);
  CHECK(v[0] == 1);
  CHECK(v[1] == 3);
  FixedVector<int, 4> copy = v;
  copy.push_back(7);
  CHECK(v.size() == 2);  // a copy is its own
  CHECK(copy.back() == 7);
  CHECK_FALSE(copy == v);
  copy.erase(copy.begin() + 2);
  CHECK(copy == v);
  copy.clear();
  CHECK(copy.empty());
}

TEST_CASE("FixedVector refuses an element past its capacity", "[fixed_vector]") {
  FixedVector<int, 2> v{1, 2};
  CHECK_THROWS_AS(v.push_back(3), std::length_error);
  CHECK(v.size() == 2);
}

TEST_CASE("an Einauge column takes every card of its colour and every vessel",
          "[fixed_vector][einauge]") {
  const CardTable cards;
  PlayerState player;
  const int blue = *parse_colour("blue");
  for (int cost = kMinCost; cost < kMinCost + kCosts; ++cost)
    player.place(island_card(blue, cost), -1, cards);
  for (int v = 0; v < kVessels; ++v) player.place(kVessel, blue, cards);
  REQUIRE(player.columns.size() == 1);
  CHECK(player.columns[0].cards.size() == size_t(kColumnCards));
}

TEST_CASE("an Einauge player can have a column of every colour and a pile of every vessel",
          "[fixed_vector][einauge]") {
  const CardTable cards;
  PlayerState player;
  for (int colour = 0; colour < kColours; ++colour)
    player.place(island_card(colour, kMinCost), -1, cards);
  for (int v = 0; v < kVessels; ++v) player.place(kVessel, kNewColumn, cards);
  CHECK(player.columns.size() == size_t(kMostColumns));
}

// Einauge's cards (docs/rules-einauge.md, "Material"): 8 colours x 7 island cards of cost 2-8,
// and 8 wild vessels. A card is one byte: colour * 7 + (cost - 2) for island cards,
// kVessel for a vessel. What each card gives (its treasure) is ruleset data: CardTable.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qm::einauge {

constexpr int kColours = 8;
constexpr int kCosts = 7;  // 2..8
constexpr int kMinCost = 2;
constexpr int kIslandCards = kColours * kCosts;  // 56
constexpr int kVessels = 8;
constexpr int kDisplaySize = 6;
constexpr int kDeskPlaces = 6;
constexpr int kColumnMax = 7;

using Card = uint8_t;
constexpr Card kVessel = kIslandCards;
constexpr Card kNoCard = 255;

inline Card island_card(int colour, int cost) { return Card(colour * kCosts + cost - kMinCost); }
inline bool is_vessel(Card c) { return c == kVessel; }
inline int card_colour(Card c) { return c / kCosts; }  // island cards only
inline int island_cost(Card c) { return c % kCosts + kMinCost; }

std::string_view colour_name(int colour);
std::optional<int> parse_colour(std::string_view text);
// "blue-5", "vessel".
const std::string& card_name(Card card);
std::optional<Card> parse_card(std::string_view text);
// "red, blue, ..." for messages.
const char* colour_list();

// What one card gives when its column pays out, and its chests at the end.
struct Treasure {
  int sabres = 0, ducats = 0, jewels = 0, chests = 0;
  bool placeholder = false;  // not confirmed from a printed card
};

// The card table of a ruleset (`cards:`): the treasure per island cost, the vessel's, and
// the vessel's cost (option vessel_cost).
struct CardTable {
  std::array<Treasure, kCosts> island{};
  Treasure vessel{};
  int vessel_cost = 5;

  const Treasure& of(Card c) const { return is_vessel(c) ? vessel : island[c % kCosts]; }
  int cost(Card c) const { return is_vessel(c) ? vessel_cost : island_cost(c); }
};

}  // namespace qm::einauge

// Loot's 78 cards (docs/rules-loot.md, "Cards"): 25 merchant ships, 48 pirate ships in four
// colours, four pirate captains and the admiral. A Card names a kind of card; the deck
// holds several copies of most kinds (see kCopies).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qm::loot {

enum class Colour : uint8_t { Blue, Green, Purple, Gold };
inline constexpr int kColours = 4;

// Card kinds in a fixed order: m2..m8, then for each colour its strengths 1..4, then the
// captains, then the admiral.
enum class Card : uint8_t {};
inline constexpr int kCardKinds = 7 + 16 + 4 + 1;
inline constexpr int kDeckSize = 78;
inline constexpr int kHandSize = 6;

inline constexpr Card merchant_card(int value) { return Card(value - 2); }  // 2..8
inline constexpr Card pirate_card(Colour c, int strength) {
  return Card(7 + 4 * int(c) + strength - 1);
}
inline constexpr Card captain_card(Colour c) { return Card(23 + int(c)); }
inline constexpr Card kAdmiral = Card(27);

inline constexpr bool is_merchant(Card c) { return uint8_t(c) < 7; }
inline constexpr bool is_pirate(Card c) { return uint8_t(c) >= 7 && uint8_t(c) < 23; }
inline constexpr bool is_captain(Card c) { return uint8_t(c) >= 23 && uint8_t(c) < 27; }
inline constexpr bool is_admiral(Card c) { return c == kAdmiral; }

inline constexpr int merchant_value(Card c) { return uint8_t(c) + 2; }
inline constexpr int pirate_strength(Card c) { return (uint8_t(c) - 7) % 4 + 1; }
// The colour of a pirate ship or captain.
inline constexpr Colour card_colour(Card c) {
  return is_captain(c) ? Colour(uint8_t(c) - 23) : Colour((uint8_t(c) - 7) / 4);
}

// How many copies of each kind the deck holds.
inline constexpr std::array<uint8_t, kCardKinds> kCopies = {5, 6, 5, 5,
                                                            2, 1, 1,     // m2..m8: 100 gold in all
                                                            2, 4, 4, 2,  // blue 1..4
                                                            2, 4, 4, 2,  // green
                                                            2, 4, 4, 2,  // purple
                                                            2, 4, 4, 2,  // gold
                                                            1, 1, 1, 1,  // captains
                                                            1};          // admiral

std::string_view colour_name(Colour c);
std::optional<Colour> parse_colour(std::string_view text);  // case-insensitive
const std::string& card_name(Card c);                   // "m5", "blue-3", "gold-captain", "admiral"
std::optional<Card> parse_card(std::string_view text);  // case-insensitive
std::string_view card_kind_name(Card c);                // "merchant ship", "pirate ship", ...

// A multiset of cards: how many of each kind.
struct CardCounts {
  std::array<uint8_t, kCardKinds> n{};
  int total = 0;

  int operator[](Card c) const { return n[uint8_t(c)]; }
  void add(Card c, int k = 1) {
    n[uint8_t(c)] += k;
    total += k;
  }
  void remove(Card c, int k = 1) {
    n[uint8_t(c)] -= k;
    total -= k;
  }
  int merchant_gold() const;
  static CardCounts full_deck();
};

// "m3, blue-2, blue-2" in card order.
std::string describe_cards(const CardCounts& cards);
// The cards one by one, in card order.
std::vector<Card> cards_of(const CardCounts& cards);

}  // namespace qm::loot

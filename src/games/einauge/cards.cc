#include "games/einauge/cards.h"

#include <fmt/format.h>

#include <array>

#include "record/record.h"

namespace qm::einauge {

namespace {
constexpr std::array<std::string_view, kColours> kColourNames = {
    "red", "blue", "green", "yellow", "purple", "orange", "black", "white"};
}

std::string_view colour_name(int colour) { return kColourNames[size_t(colour)]; }

const char* colour_list() { return "red, blue, green, yellow, purple, orange, black, white"; }

std::optional<int> parse_colour(std::string_view text) {
  for (int c = 0; c < kColours; ++c)
    if (kColourNames[size_t(c)] == text) return c;
  return std::nullopt;
}

const std::string& card_name(Card card) {
  // Made once: a simulated game writes a card's name in nearly every move.
  static const std::array<std::string, kIslandCards + 1> names = [] {
    std::array<std::string, kIslandCards + 1> made;
    for (Card c = 0; c < kIslandCards; ++c)
      made[c] = fmt::format("{}-{}", colour_name(card_colour(c)), island_cost(c));
    made[kVessel] = "vessel";
    return made;
  }();
  return names.at(card);
}

std::optional<Card> parse_card(std::string_view text) {
  if (text == "vessel") return kVessel;
  size_t dash = text.rfind('-');
  if (dash == std::string_view::npos) return std::nullopt;
  std::optional<int> colour = parse_colour(text.substr(0, dash));
  std::string_view cost = text.substr(dash + 1);
  if (!colour || cost.size() != 1 || cost[0] < '2' || cost[0] > '8') return std::nullopt;
  return island_card(*colour, cost[0] - '0');
}

}  // namespace qm::einauge

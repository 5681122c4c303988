#include "games/loot/cards.h"

#include <fmt/format.h>

#include "record/ascii.h"

namespace qm::loot {

namespace {
constexpr std::array<std::string_view, kColours> kColourNames = {"blue", "green", "purple", "gold"};
}  // namespace

std::string_view colour_name(Colour c) { return kColourNames[int(c)]; }

std::optional<Colour> parse_colour(std::string_view text) {
  for (int i = 0; i < kColours; ++i)
    if (equals_nocase(text, kColourNames[i])) return Colour(i);
  return std::nullopt;
}

const std::string& card_name(Card c) {
  // Made once: a simulated record names every card it deals and plays.
  static const std::array<std::string, kCardKinds> names = [] {
    std::array<std::string, kCardKinds> made;
    for (int i = 0; i < kCardKinds; ++i) {
      const Card card = Card(i);
      if (is_merchant(card))
        made[size_t(i)] = fmt::format("m{}", merchant_value(card));
      else if (is_pirate(card))
        made[size_t(i)] =
            fmt::format("{}-{}", colour_name(card_colour(card)), pirate_strength(card));
      else if (is_captain(card))
        made[size_t(i)] = fmt::format("{}-captain", colour_name(card_colour(card)));
      else
        made[size_t(i)] = "admiral";
    }
    return made;
  }();
  return names[size_t(c)];
}

std::optional<Card> parse_card(std::string_view text) {
  if (equals_nocase(text, "admiral")) return kAdmiral;
  if (text.size() == 2 && ascii_lower(text[0]) == 'm' && text[1] >= '2' && text[1] <= '8')
    return merchant_card(text[1] - '0');
  size_t dash = text.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  std::optional<Colour> colour = parse_colour(text.substr(0, dash));
  if (!colour) return std::nullopt;
  std::string_view rest = text.substr(dash + 1);
  if (equals_nocase(rest, "captain")) return captain_card(*colour);
  if (rest.size() == 1 && rest[0] >= '1' && rest[0] <= '4')
    return pirate_card(*colour, rest[0] - '0');
  return std::nullopt;
}

std::string_view card_kind_name(Card c) {
  if (is_merchant(c)) return "merchant ship";
  if (is_pirate(c)) return "pirate ship";
  if (is_captain(c)) return "pirate captain";
  return "admiral";
}

int CardCounts::merchant_gold() const {
  int gold = 0;
  for (int v = 2; v <= 8; ++v) gold += v * (*this)[merchant_card(v)];
  return gold;
}

CardCounts CardCounts::full_deck() {
  CardCounts deck;
  for (int i = 0; i < kCardKinds; ++i) deck.add(Card(i), kCopies[i]);
  return deck;
}

std::vector<Card> cards_of(const CardCounts& counts) {
  std::vector<Card> cards;
  for (int c = 0; c < kCardKinds; ++c) cards.insert(cards.end(), counts.n[c], Card(c));
  return cards;
}

std::string describe_cards(const CardCounts& cards) {
  std::string s;
  for (int i = 0; i < kCardKinds; ++i)
    for (int k = 0; k < cards.n[i]; ++k) {
      if (!s.empty()) s += ", ";
      s += card_name(Card(i));
    }
  return s.empty() ? "no cards" : s;
}

}  // namespace qm::loot

#include "games/einauge/notation.h"

#include <fmt/format.h>

#include <algorithm>

#include "record/ascii.h"
#include "record/excerpt.h"
#include "record/suggest.h"
#include "record/words.h"

namespace qm::einauge {

namespace {

const char* const kVerbHelp = "sell, buy, steal, move, pass, or a `reveal` line";

using Token = Word;

// Every card's name, for suggestions.
const std::vector<std::string>& einauge_card_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all{"vessel"};
    for (int colour = 0; colour < kColours; ++colour)
      for (int cost = 2; cost <= 8; ++cost)
        all.push_back(std::string(colour_name(colour)) + "-" + std::to_string(cost));
    return all;
  }();
  return names;
}

Card read_card(const Token& t) {
  std::optional<Card> card = parse_card(t.text);
  if (!card) {
    size_t dash = t.text.rfind('-');
    if (dash != std::string::npos && !parse_colour(t.text.substr(0, dash)))
      throw RecordError(
          t.pos, fmt::format("unknown colour in card '{}'{} (colours: {})", excerpt(t.text),
                             did_you_mean_unique(t.text, einauge_card_names()), colour_list()));
    throw RecordError(
        t.pos, fmt::format("unknown card '{}'{} (cards: COLOUR-COST with cost "
                           "2-8, e.g. blue-5, or vessel)",
                           excerpt(t.text), did_you_mean_unique(t.text, einauge_card_names())));
  }
  return *card;
}

Card read_island_card(const Token& t) {
  Card c = read_card(t);
  if (is_vessel(c))
    throw RecordError(t.pos, "a vessel cannot be sold: only island cards and jewels are");
  return c;
}

int read_player(const Token& t, const std::vector<std::string>& players) {
  for (size_t i = 0; i < players.size(); ++i)
    if (players[i] == t.text) return int(i);
  throw RecordError(t.pos,
                    fmt::format("unknown player '{}'{} (players: {})", excerpt(t.text),
                                did_you_mean_unique(t.text, players), excerpt_list(players)));
}

std::optional<Verb> parse_verb(std::string_view v) {
  if (v == "sell") return Verb::Sell;
  if (v == "buy") return Verb::Buy;
  if (v == "steal") return Verb::Steal;
  if (v == "move") return Verb::Move;
  if (v == "pass") return Verb::Pass;
  if (v == "reveal") return Verb::Reveal;
  return std::nullopt;
}

Verb read_verb(const Token& t) {
  std::optional<Verb> verb = parse_verb(t.text);
  static const std::vector<std::string> verbs = {"sell", "buy", "steal", "move", "pass"};
  if (!verb || *verb == Verb::Reveal)
    throw RecordError(t.pos, fmt::format("unknown verb '{}'{} (verbs: {})", excerpt(t.text),
                                         did_you_mean_unique(t.text, verbs), kVerbHelp));
  return *verb;
}

int read_column(const Token& t) {
  if (t.text == "new") return kNewColumn;
  if (std::optional<int> c = parse_colour(t.text)) return *c;
  throw RecordError(t.pos, fmt::format("unknown column '{}' for the vessel (a colour: {}; or new)",
                                       excerpt(t.text), colour_list()));
}

int read_count(const Token& t) {
  long long n = 0;
  if (!parse_integer(t.text, n) || n < 1 || n > 1000)
    throw RecordError(t.pos,
                      fmt::format("bad jewel count '{}' (a whole number from 1)", excerpt(t.text)));
  return int(n);
}

const char* usage(Verb verb) {
  switch (verb) {
    case Verb::Sell:
      return "PLAYER sell jewel [N] | PLAYER sell CARD";
    case Verb::Buy:
      return "PLAYER buy CARD | PLAYER buy vessel COLOUR|new";
    case Verb::Steal:
      return "PLAYER steal CARD | PLAYER steal vessel COLOUR|new";
    case Verb::Move:
      return "PLAYER move CARD";
    case Verb::Pass:
      return "PLAYER pass";
    case Verb::Reveal:
      break;
  }
  return "reveal [CARD...]";
}

void add_revealed(Move& m, Card c) {
  if (m.revealed_count < kMaxReveal) m.revealed[size_t(m.revealed_count)] = c;
  ++m.revealed_count;
}

Move parse_line(const RawMove& raw, const std::vector<std::string>& players) {
  std::vector<Token> tokens = split_words(raw);
  Move m;
  bool is_player =
      !tokens.empty() && std::find(players.begin(), players.end(), tokens[0].text) != players.end();
  if (!tokens.empty() && tokens[0].text == "reveal" && !is_player) {
    m.verb = Verb::Reveal;
    for (size_t i = 1; i < tokens.size(); ++i) add_revealed(m, read_card(tokens[i]));
    return m;
  }
  if (tokens.size() < 2)
    throw RecordError(raw.pos, fmt::format("a move is 'PLAYER VERB ...' (e.g. 'Anna buy blue-5') "
                                           "or 'reveal CARD...', not '{}'",
                                           excerpt(raw.text)));
  m.player = read_player(tokens[0], players);
  m.verb = read_verb(tokens[1]);
  auto arg = [&](size_t i, const char* what) -> const Token& {
    if (tokens.size() <= i)
      throw RecordError(tokens.back().pos,
                        fmt::format("missing argument: {} ({})", what, usage(m.verb)));
    return tokens[i];
  };
  size_t used = 2;
  switch (m.verb) {
    case Verb::Sell:
      if (arg(2, "a jewel or a card").text == "jewel") {
        m.jewels = tokens.size() > 3 ? read_count(tokens[3]) : 1;
        used = tokens.size() > 3 ? 4 : 3;
      } else {
        m.card = read_island_card(tokens[2]);
        used = 3;
      }
      break;
    case Verb::Buy:
    case Verb::Steal:
      m.card = read_card(arg(2, "a card"));
      used = 3;
      if (is_vessel(m.card)) {
        m.column = read_column(arg(3, "the vessel's column (a colour or new)"));
        used = 4;
      }
      break;
    case Verb::Move:
      m.card = read_card(arg(2, "a card"));
      used = 3;
      break;
    case Verb::Pass:
    case Verb::Reveal:
      break;
  }
  if (tokens.size() > used)
    throw RecordError(tokens[used].pos, fmt::format("unexpected argument '{}' ({})",
                                                    excerpt(tokens[used].text), usage(m.verb)));
  return m;
}

Move parse_map(const YNode& map, const std::vector<std::string>& players, SourcePos pos) {
  static const char* const keys[] = {"player", "verb", "card", "colour", "color", "count", "cards"};
  for (size_t i = 0; i < map.map_size(); ++i) {
    const std::string& k = map.key(i).text;
    if (std::find_if(std::begin(keys), std::end(keys), [&](const char* key) { return k == key; }) ==
        std::end(keys))
      throw RecordError(map.key(i).pos, fmt::format("unknown key '{}' in a move (keys: player, "
                                                    "verb, card, colour, count, cards)",
                                                    excerpt(k)));
  }
  const YNode* verb = map.find("verb");
  if (!verb)
    throw RecordError(pos,
                      "a move written as a map needs 'verb' (e.g. {player: Anna, verb: buy, "
                      "card: blue-5})");
  Token verb_token = field_word(*verb, "verb");
  std::optional<Verb> v = parse_verb(verb_token.text);
  if (!v)
    throw RecordError(verb_token.pos, fmt::format("unknown verb '{}' (verbs: {})",
                                                  excerpt(verb_token.text), kVerbHelp));
  Move m;
  m.verb = *v;
  const YNode* player = map.find("player");
  const YNode* card = map.find("card");
  const YNode* colour = map.find("colour") ? map.find("colour") : map.find("color");
  const YNode* count = map.find("count");
  const YNode* cards = map.find("cards");
  auto unexpected = [&](const YNode* node, const char* key) {
    if (node)
      throw RecordError(node->pos,
                        fmt::format("unexpected argument '{}' ({})", key, usage(m.verb)));
  };
  if (m.verb == Verb::Reveal) {
    unexpected(player, "player");
    unexpected(card, "card");
    unexpected(colour, "colour");
    unexpected(count, "count");
    if (cards && cards->kind != YNode::Kind::Null) {
      if (!cards->is_sequence())
        throw RecordError(
            cards->pos, fmt::format("'cards' must be a list of cards, not {}", cards->describe()));
      for (const YNode& item : cards->items) add_revealed(m, read_card(field_word(item, "card")));
    }
    return m;
  }
  unexpected(cards, "cards");
  if (!player)
    throw RecordError(pos,
                      "a move written as a map needs 'player' (e.g. {player: Anna, verb: "
                      "buy, card: blue-5})");
  m.player = read_player(field_word(*player, "player"), players);
  if (m.verb == Verb::Pass) {
    unexpected(card, "card");
    unexpected(colour, "colour");
    unexpected(count, "count");
    return m;
  }
  if (!card) throw RecordError(pos, fmt::format("missing argument: 'card' ({})", usage(m.verb)));
  Token card_token = field_word(*card, "card");
  if (m.verb == Verb::Sell && card_token.text == "jewel") {
    unexpected(colour, "colour");
    m.jewels = count ? read_count(field_word(*count, "count")) : 1;
    return m;
  }
  unexpected(count, "count");
  m.card = m.verb == Verb::Sell ? read_island_card(card_token) : read_card(card_token);
  bool placed = is_vessel(m.card) && (m.verb == Verb::Buy || m.verb == Verb::Steal);
  if (placed && !colour)
    throw RecordError(
        pos, fmt::format("missing argument: 'colour', the vessel's column ({})", usage(m.verb)));
  if (!placed) unexpected(colour, "colour");
  if (placed) m.column = read_column(field_word(*colour, "colour"));
  return m;
}

}  // namespace

Move parse_move(const RawMove& raw, const std::vector<std::string>& players) {
  return raw.fields ? parse_map(*raw.fields, players, raw.pos) : parse_line(raw, players);
}

std::string_view verb_name(Verb verb) {
  static const char* const verbs[] = {"sell", "buy", "steal", "move", "pass", "reveal"};
  return verbs[int(verb)];
}

std::string move_card_text(const Move& m) {
  if (m.verb == Verb::Sell && m.card == kNoCard)
    return m.jewels == 1 ? std::string("jewel") : fmt::format("jewel {}", m.jewels);
  if (m.card == kNoCard) return "";
  std::string s = card_name(m.card);
  if (m.column == kNewColumn) s += " new";
  if (m.column >= 0 && m.column < kColours) s += fmt::format(" {}", colour_name(m.column));
  return s;
}

std::string format_move(const Move& m, const std::vector<std::string>& players) {
  if (m.verb == Verb::Reveal) {
    std::string s = "reveal";
    for (int i = 0; i < std::min(m.revealed_count, kMaxReveal); ++i)
      s.append(" ").append(card_name(m.revealed[size_t(i)]));
    return s;
  }
  std::string s = fmt::format("{} {}", players[size_t(m.player)], verb_name(m.verb));
  std::string arg = move_card_text(m);
  return arg.empty() ? s : s + " " + arg;
}

MoveWords move_words(const Move& m, const std::vector<std::string>& players) {
  MoveWords words;
  if (m.player >= 0) words.player = players[size_t(m.player)];
  words.verb = std::string(verb_name(m.verb));
  if (m.verb == Verb::Reveal) {
    const std::string line = format_move(m, players);
    if (line.size() > 7) words.rest = line.substr(7);  // after "reveal "
  } else {
    words.rest = move_card_text(m);
  }
  return words;
}

std::vector<Card> parse_cards(const YNode& list, const std::string& field) {
  std::vector<Card> cards;
  for (const Word& word : card_words(list, field)) cards.push_back(read_card(word));
  return cards;
}

}  // namespace qm::einauge

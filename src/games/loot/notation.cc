#include "games/loot/notation.h"

#include <fmt/format.h>

#include "record/ascii.h"
#include "record/excerpt.h"
#include "record/suggest.h"
#include "record/words.h"

namespace qm::loot {

namespace {

const char* const kCardHelp = "m2-m8, blue-1 to gold-4, blue-captain to gold-captain, admiral";
const char* const kVerbHelp = "draw, merchant, attack, captain, admiral or discard";

using Token = Word;

// Every card's name, for suggestions.
const std::vector<std::string>& loot_card_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all;
    for (int c = 0; c < kCardKinds; ++c) all.push_back(card_name(Card(c)));
    return all;
  }();
  return names;
}

Card read_card(const Token& token) {
  std::optional<Card> card = parse_card(token.text);
  if (!card)
    throw RecordError(token.pos,
                      fmt::format("unknown card '{}'{} (cards: {})", excerpt(token.text),
                                  did_you_mean_unique(token.text, loot_card_names()), kCardHelp));
  return *card;
}

int read_player(const Token& token, const std::vector<std::string>& players) {
  for (size_t i = 0; i < players.size(); ++i)
    if (players[i] == token.text) return int(i);
  throw RecordError(token.pos,
                    fmt::format("unknown player '{}'{} (players: {})", excerpt(token.text),
                                did_you_mean_unique(token.text, players), excerpt_list(players)));
}

// `@N`, or `Owner.mV` naming the only merchant of value V that Owner has at sea.
void read_target(const Token& token, const std::vector<std::string>& players, Move& move) {
  const std::string_view t = token.text;
  if (t.size() >= 2 && t[0] == '@') {
    long long n = 0;
    if (parse_integer(t.substr(1), n) && n >= 1 && n <= 1000) {
      move.target = int(n);
      return;
    }
  }
  size_t dot = t.rfind('.');
  if (dot != std::string_view::npos && dot > 0) {
    Token owner{t.substr(0, dot), token.pos};
    std::optional<Card> card = parse_card(t.substr(dot + 1));
    if (card && is_merchant(*card)) {
      move.target_owner = read_player(owner, players);
      move.target_value = merchant_value(*card);
      return;
    }
  }
  throw RecordError(token.pos,
                    fmt::format("bad target '{}': a merchant at sea is written @N (e.g. @3) "
                                "or OWNER.mV (e.g. Anna.m5)",
                                excerpt(t)));
}

// What each verb takes after it.
struct Shape {
  bool target;
  int min_cards, max_cards;
  const char* usage;
};

Shape shape_of(Verb verb) {
  switch (verb) {
    case Verb::Draw:
      return {false, 0, 1, "PLAYER draw [CARD]"};
    case Verb::Merchant:
      return {false, 1, 1, "PLAYER merchant CARD"};
    case Verb::Attack:
      return {true, 1, 1, "PLAYER attack @N CARD"};
    case Verb::Captain:
      return {true, 0, 1, "PLAYER captain @N [COLOUR]"};
    case Verb::Admiral:
      return {true, 0, 1, "PLAYER admiral @N"};
    case Verb::Discard:
      return {false, 1, 1, "PLAYER discard CARD"};
    case Verb::Pass:
      return {false, 0, 0, "PLAYER pass"};
  }
  return {false, 0, 0, ""};
}

std::optional<Verb> parse_verb(std::string_view text) {
  if (equals_nocase(text, "draw")) return Verb::Draw;
  if (equals_nocase(text, "merchant")) return Verb::Merchant;
  if (equals_nocase(text, "attack")) return Verb::Attack;
  if (equals_nocase(text, "captain")) return Verb::Captain;
  if (equals_nocase(text, "admiral")) return Verb::Admiral;
  if (equals_nocase(text, "discard")) return Verb::Discard;
  if (equals_nocase(text, "pass")) return Verb::Pass;
  return std::nullopt;
}

Verb read_verb(const Token& token) {
  static const std::vector<std::string> verbs = {"draw",    "merchant", "attack", "captain",
                                                 "admiral", "discard",  "pass"};
  std::optional<Verb> verb = parse_verb(token.text);
  if (!verb)
    throw RecordError(token.pos, fmt::format("unknown verb '{}'{} (verbs: {})", excerpt(token.text),
                                             did_you_mean_unique(token.text, verbs), kVerbHelp));
  return *verb;
}

// The argument of `captain`: a colour, or the captain card itself.
void read_captain_arg(const Token& token, Move& move) {
  if (std::optional<Colour> colour = parse_colour(token.text)) {
    move.colour = colour;
    return;
  }
  std::optional<Card> card = parse_card(token.text);
  if (!card)
    throw RecordError(token.pos,
                      fmt::format("unknown colour '{}' (colours: blue, green, purple, gold)",
                                  excerpt(token.text)));
  move.card = card;
}

Move parse_line(const RawMove& raw, const std::vector<std::string>& players) {
  std::vector<Token> tokens = split_words(raw);
  if (tokens.size() < 2)
    throw RecordError(
        raw.pos,
        fmt::format("a move is 'PLAYER VERB ...' (e.g. 'Anna draw'), not '{}'", excerpt(raw.text)));
  Move move;
  move.player = read_player(tokens[0], players);
  move.verb = read_verb(tokens[1]);
  Shape shape = shape_of(move.verb);
  size_t next = 2;
  if (shape.target) {
    if (tokens.size() <= next)
      throw RecordError(tokens[1].pos,
                        fmt::format("missing argument: the target merchant ({})", shape.usage));
    read_target(tokens[next++], players, move);
  }
  size_t cards = tokens.size() - next;
  if (int(cards) < shape.min_cards)
    throw RecordError(tokens.back().pos, fmt::format("missing argument: a card ({})", shape.usage));
  if (int(cards) > shape.max_cards)
    throw RecordError(tokens[next + shape.max_cards].pos,
                      fmt::format("unexpected argument '{}' ({})",
                                  excerpt(tokens[next + shape.max_cards].text), shape.usage));
  if (cards == 1) {
    if (move.verb == Verb::Captain)
      read_captain_arg(tokens[next], move);
    else
      move.card = read_card(tokens[next]);
  }
  return move;
}

Move parse_map(const YNode& map, const std::vector<std::string>& players, SourcePos pos) {
  const YNode* player = map.find("player");
  const YNode* verb = map.find("verb");
  if (!player)
    throw RecordError(pos,
                      "a move written as a map needs 'player' (e.g. {player: Anna, verb: draw})");
  if (!verb)
    throw RecordError(pos,
                      "a move written as a map needs 'verb' (e.g. {player: Anna, verb: draw})");
  for (size_t i = 0; i < map.map_size(); ++i) {
    const std::string& k = map.key(i).text;
    if (k != "player" && k != "verb" && k != "target" && k != "card" && k != "colour" &&
        k != "color")
      throw RecordError(map.key(i).pos,
                        fmt::format("unknown key '{}' in a move (keys: player, verb, target, card, "
                                    "colour)",
                                    excerpt(k)));
  }
  Move move;
  move.player = read_player(field_word(*player, "player"), players);
  Token verb_token = field_word(*verb, "verb");
  move.verb = read_verb(verb_token);
  Shape shape = shape_of(move.verb);
  const YNode* target = map.find("target");
  const YNode* card = map.find("card");
  const YNode* colour = map.find("colour") ? map.find("colour") : map.find("color");
  if (shape.target && !target)
    throw RecordError(pos, fmt::format("missing argument: 'target' ({})", shape.usage));
  if (!shape.target && target)
    throw RecordError(target->pos, fmt::format("unexpected argument 'target' ({})", shape.usage));
  if (target) {
    Token t = field_word(*target, "target");
    long long n = 0;
    const std::string at_n = fmt::format("@{}", t.text);  // `target: 3` means @3
    if (parse_integer(t.text, n)) t.text = at_n;
    read_target(t, players, move);
  }
  if (colour && move.verb != Verb::Captain)
    throw RecordError(colour->pos, fmt::format("unexpected argument 'colour' ({})", shape.usage));
  if (colour) read_captain_arg(field_word(*colour, "colour"), move);
  if (card) {
    if (shape.max_cards == 0)
      throw RecordError(card->pos, fmt::format("unexpected argument 'card' ({})", shape.usage));
    move.card = read_card(field_word(*card, "card"));
  } else if (shape.min_cards > 0) {
    throw RecordError(pos, fmt::format("missing argument: 'card' ({})", shape.usage));
  }
  return move;
}

}  // namespace

Move parse_move(const RawMove& raw, const std::vector<std::string>& players) {
  return raw.fields ? parse_map(*raw.fields, players, raw.pos) : parse_line(raw, players);
}

std::string_view verb_name(Verb verb) {
  static const char* const verbs[] = {"draw",    "merchant", "attack", "captain",
                                      "admiral", "discard",  "pass"};
  return verbs[int(verb)];
}

std::string format_move(const Move& move, const std::vector<std::string>& players) {
  // Appended piece by piece: simulations write every move (a tenth of their time).
  std::string s = players[move.player];
  s += ' ';
  s += verb_name(move.verb);
  if (move.target_owner >= 0) {
    s += ' ';
    s += players[move.target_owner];
    s += ".m";
    s += std::to_string(move.target_value);
  } else if (move.target > 0) {
    s += " @";
    s += std::to_string(move.target);
  }
  if (move.colour) {
    s += ' ';
    s += colour_name(*move.colour);
  }
  if (move.card) {
    s += ' ';
    s += card_name(*move.card);
  }
  return s;
}

MoveWords move_words(const Move& move, const std::vector<std::string>& players) {
  MoveWords words{players[move.player], std::string(verb_name(move.verb)), {}};
  const std::string line = format_move(move, players);
  const size_t head = words.player.size() + 1 + words.verb.size();
  if (line.size() > head) words.rest = line.substr(head + 1);
  return words;
}

std::vector<Card> parse_cards(const YNode& list, const std::string& field) {
  std::vector<Card> cards;
  cards.reserve(list.items.size());
  for (const Word& word : card_words(list, field)) cards.push_back(read_card(word));
  return cards;
}

}  // namespace qm::loot

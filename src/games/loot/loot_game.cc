#include "games/loot/loot_game.h"

#include <fmt/format.h>

#include "record/excerpt.h"

#include <algorithm>

#include "games/loot/greedy_bot.h"
#include "games/loot/loot_game_state.h"
#include "games/loot/loot_stats.h"
#include "games/loot/notation.h"
#include "games/result.h"

namespace qm::loot {

namespace {

const char* const kLootFields = "deal, deck, hands";

int player_of(const Record& r, const YNode& key, const char* field) {
  int p = key.is_scalar() ? r.player_index(key.text) : -1;
  if (p < 0)
    throw RecordError(
        key.pos, fmt::format("unknown player '{}' in '{}'", excerpt(key.text), excerpt(field)));
  return p;
}

void read_sides(const Record& r, const Options& options, Setup& setup) {
  const int n = int(r.players.size());
  if (!options.allows_player_count(n))
    throw RecordError(r.players_pos, fmt::format("this ruleset ({} play) allows {} players, not {}",
                                                 options.partnership ? "partnership" : "individual",
                                                 options.player_counts(), n));
  setup.player_names = r.players;
  setup.side_of.assign(n, -1);
  if (!options.partnership) {
    if (r.has_teams)
      throw RecordError(r.teams_pos,
                        "'teams' is only for partnership rulesets; this one is individual play");
    setup.side_names = r.players;
    for (int p = 0; p < n; ++p) setup.side_of[p] = p;
    return;
  }
  if (!r.has_teams)
    throw RecordError(r.players_pos,
                      "a partnership game needs 'teams': each team and its two partners");
  // Sides are numbered in the order their first partner sits.
  std::vector<const Team*> teams;
  for (const Team& t : r.teams) {
    if (t.members.size() != 2)
      throw RecordError(t.pos,
                        fmt::format("team '{}' has {} players; a team has exactly two partners",
                                    excerpt(t.name), t.members.size()));
    teams.push_back(&t);
  }
  for (int p = 0; p < n; ++p) {
    for (const Team* t : teams)
      if (std::find(t->members.begin(), t->members.end(), r.players[p]) != t->members.end() &&
          std::find(setup.side_names.begin(), setup.side_names.end(), t->name) ==
              setup.side_names.end())
        setup.side_names.push_back(t->name);
    if (std::none_of(teams.begin(), teams.end(), [&](const Team* t) {
          return std::find(t->members.begin(), t->members.end(), r.players[p]) != t->members.end();
        }))
      throw RecordError(r.teams_pos,
                        fmt::format("player '{}' is in no team", excerpt(r.players[p])));
  }
  for (int p = 0; p < n; ++p)
    for (int s = 0; s < int(setup.side_names.size()); ++s)
      for (const Team* t : teams)
        if (t->name == setup.side_names[s] &&
            std::find(t->members.begin(), t->members.end(), r.players[p]) != t->members.end())
          setup.side_of[p] = s;
}

// Every copy named by the deal and deck must exist: at most kCopies of each card.
void count_copies(CardCounts& seen, Card card, SourcePos pos) {
  seen.add(card);
  if (seen[card] > kCopies[uint8_t(card)])
    throw RecordError(pos, fmt::format("the deal and deck name {} {} cards; the game has {}",
                                       seen[card], card_name(card), kCopies[uint8_t(card)]));
}

}  // namespace

const RulesSpec& LootGame::rules_spec() const {
  static const RulesSpec spec{Options::specs(), {}};
  return spec;
}

std::optional<MoveWords> LootGame::move_words(const RawMove& raw,
                                              const std::vector<std::string>& players) const {
  try {
    return loot::move_words(parse_move(raw, players), players);
  } catch (const RecordError&) {
    return std::nullopt;  // unreadable: the replay reports it
  }
}

void LootGame::read_move(const RawMove& raw, const Record& record) const {
  parse_move(raw, record.players);
}

// `#1` is how people often write the first merchant at sea; the notation says `@1`.
std::string LootGame::comment_hint(std::string_view comment) const {
  if (comment.size() < 2 || comment[0] != '#' || comment[1] < '0' || comment[1] > '9') return {};
  size_t digits = 1;
  while (digits < comment.size() && comment[digits] >= '0' && comment[digits] <= '9') ++digits;
  const std::string number(comment.substr(1, digits - 1));
  return "a merchant at sea is written @" + number + ", not #" + number;
}

// 2 to 5 players, or 4, 6 or 8 in partnership play (options.h); full information in
// simulations, hidden hands in records.
const GameType& loot_type() {
  static const GameType type{.name = "loot",
                             .min_players = 2,
                             .max_players = 8,
                             .score_unit = "gold",
                             .lists_moves = true,
                             .hidden_information = true,
                             .draws_table = false,
                             .bots = {"random", "greedy", "ismcts"},
                             .record_naming = GameType::RecordNaming::FullVisibility,
                             .report_fields = {"captures"},
                             .event_kinds = capture_kinds()};
  return type;
}

std::vector<StatsSection> LootGame::stats_sections() const { return {captures_section()}; }

std::unique_ptr<GameState> LootGame::open(const Record& r, const Ruleset& ruleset) const {
  const Options options = Options::from(ruleset.options);
  Setup setup;
  read_sides(r, options, setup);
  const int n = int(r.players.size());
  setup.dealt.resize(n);
  std::vector<std::optional<CardCounts>> revealed(n);
  CardCounts seen;
  const YNode& fields = r.game_fields;
  for (size_t i = 0; i < fields.map_size(); ++i) {
    const YNode& key = fields.key(i);
    const YNode& value = fields.value(i);
    if (key.text == "deal" || key.text == "hands") {
      if (!value.is_map())
        throw RecordError(value.pos, fmt::format("'{}' must map players to lists of cards, not {}",
                                                 excerpt(key.text), value.describe()));
      for (size_t j = 0; j < value.map_size(); ++j) {
        int p = player_of(r, value.key(j), key.text.c_str());
        std::vector<Card> cards = parse_cards(value.value(j), key.text);
        CardCounts counts;
        for (size_t k = 0; k < cards.size(); ++k) {
          counts.add(cards[k]);
          if (key.text == "deal") count_copies(seen, cards[k], value.value(j).items[k].pos);
        }
        if (key.text == "deal") {
          if (counts.total > kHandSize)
            throw RecordError(value.value(j).pos,
                              fmt::format("{} is dealt {} cards; a hand is dealt {}", r.players[p],
                                          counts.total, kHandSize));
          setup.dealt[p] = counts;
        } else {
          revealed[p] = counts;
        }
      }
    } else if (key.text == "deck") {
      std::vector<Card> deck = parse_cards(value, "deck");
      const int expected = kDeckSize - kHandSize * n;
      if (int(deck.size()) != expected)
        throw RecordError(
            key.pos, fmt::format("the deck lists {} cards; with {} players the draw pile holds {} "
                                 "(give the whole pile, top card first, or leave 'deck' out)",
                                 deck.size(), n, expected));
      setup.deck = std::move(deck);
      setup.deck_known = true;
    } else {
      throw RecordError(key.pos,
                        fmt::format("unknown field '{}' in a loot record (loot's own fields: {})",
                                    excerpt(key.text), kLootFields));
    }
  }
  for (size_t k = 0; k < setup.deck.size(); ++k)
    count_copies(seen, setup.deck[k], fields.find("deck")->items[k].pos);
  check_claimed_sides(r.result, setup.side_names, options.partnership ? "team" : "player");
  return std::make_unique<LootGameState>(options, std::move(setup), r.result, std::move(revealed));
}

std::unique_ptr<GameState> LootGame::new_game(const Ruleset& ruleset, int players,
                                              sim::Rng& chance) const {
  const Options options = Options::from(ruleset.options);
  if (!options.allows_player_count(players) || players > int(kPlayerNames.size()))
    throw std::invalid_argument(
        fmt::format("{} players: {} allows {}", players, ruleset.name, options.player_counts()));
  return std::make_unique<LootGameState>(options, players, chance);
}

std::unique_ptr<Bot> LootGame::make_bot(std::string_view name) const {
  if (name == "greedy") return std::make_unique<LootGreedyBot>();
  return Game::make_bot(name);
}

}  // namespace qm::loot

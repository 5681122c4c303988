#include "games/einauge/einauge_game.h"

#include <fmt/format.h>

#include "record/excerpt.h"

#include "games/einauge/einauge_game_state.h"
#include "games/einauge/notation.h"
#include "games/result.h"

namespace qm::einauge {

namespace {

const char* const kEinaugeFields = "removed, display, desk, deck";

// Each island card exists once: the header may name it once, and never of a removed colour.
void claim(std::array<bool, kIslandCards>& named, const Setup& setup, Card c, SourcePos pos,
           const char* field) {
  if (is_vessel(c))
    throw RecordError(pos, fmt::format("a vessel in '{}': the vessels lie under the draw pile "
                                       "until they are turned",
                                       field));
  if (setup.removed[size_t(card_colour(c))])
    throw RecordError(pos, fmt::format("{} in '{}' is of a removed colour", card_name(c), field));
  if (named[c])
    throw RecordError(pos, fmt::format("{} is named twice in the header; each island card "
                                       "exists once",
                                       card_name(c)));
  named[c] = true;
}

std::vector<Card> read_list(const YNode& node, const char* field, size_t size,
                            std::array<bool, kIslandCards>& named, const Setup& setup) {
  std::vector<Card> cards = parse_cards(node, field);
  if (size && cards.size() != size)
    throw RecordError(node.pos,
                      fmt::format("'{}' lists {} card(s); it holds {}", field, cards.size(), size));
  for (size_t i = 0; i < cards.size(); ++i) claim(named, setup, cards[i], node.items[i].pos, field);
  return cards;
}

}  // namespace

const RulesSpec& EinaugeGame::rules_spec() const { return Options::spec(); }

void EinaugeGame::read_move(const RawMove& raw, const Record& record) const {
  parse_move(raw, record.players);
}

std::optional<MoveWords> EinaugeGame::move_words(const RawMove& raw,
                                                 const std::vector<std::string>& players) const {
  try {
    return einauge::move_words(parse_move(raw, players), players);
  } catch (const RecordError&) {
    return std::nullopt;
  }
}

// A turn's moves are planned together (a sale pays for the buy after it), so they are not
// listed one by one; the draw pile is hidden.
const GameType& EinaugeGame::type() const {
  static const GameType type{
      .name = "einauge",
      .min_players = 2,
      .max_players = 5,
      .score_unit = "jewels",
      .lists_moves = false,
      .hidden_information = true,
      .draws_table = false,
      .bots = {"random", "greedy", "ismcts"},
      .record_naming = GameType::RecordNaming::ByBot,
      .report_fields = {"columns", "chests"},
      .event_kinds = {
          {kChestMajority,
           "at the end (scoring: chests), a player ranked for the chests of a colour (value: "
           "the jewels it wins; side: the player; detail: the colour, the player's chests of it "
           "and its rank)"}}};
  return type;
}

std::unique_ptr<GameState> EinaugeGame::open(const Record& r, const Ruleset& ruleset) const {
  const Options options = Options::from(ruleset);
  if (options.cards.vessel_cost < 0)
    throw RecordError(r.ruleset_pos, "the ruleset's vessel_cost is negative");
  const int n = int(r.players.size());
  if (n < 2 || n > 5)
    throw RecordError(r.players_pos, fmt::format("Einauge is for 2 to 5 players, not {}", n));
  if (r.has_teams) throw RecordError(r.teams_pos, "'teams' is not part of an Einauge record");
  Setup setup;
  setup.player_names = r.players;
  const YNode& fields = r.game_fields;
  for (const char* required : {"removed", "display", "desk"})
    if (!fields.find(required))
      throw RecordError(r.start, fmt::format("an Einauge record needs '{}'", required));
  for (size_t i = 0; i < fields.map_size(); ++i) {
    const std::string& key = fields.key(i).text;
    if (key != "removed" && key != "display" && key != "desk" && key != "deck")
      throw RecordError(fields.key(i).pos,
                        fmt::format("unknown field '{}' in an einauge record (einauge's own "
                                    "fields: {})",
                                    excerpt(key), kEinaugeFields));
  }
  const YNode& removed = *fields.find("removed");
  if (!removed.is_sequence())
    throw RecordError(removed.pos, fmt::format("'removed' must be a list of colours, not {}",
                                               removed.describe()));
  int removed_count = 0;
  for (const YNode& item : removed.items) {
    std::optional<int> colour = item.is_scalar() ? parse_colour(item.text) : std::nullopt;
    if (!colour)
      throw RecordError(
          item.pos, fmt::format("unknown colour {} in 'removed' (colours: {})",
                                item.is_scalar() ? "'" + excerpt(item.text) + "'" : item.describe(),
                                colour_list()));
    if (setup.removed[size_t(*colour)])
      throw RecordError(item.pos, fmt::format("{} is removed twice", item.text));
    setup.removed[size_t(*colour)] = true;
    ++removed_count;
  }
  std::array<bool, kIslandCards> named{};
  setup.display = read_list(*fields.find("display"), "display", kDisplaySize, named, setup);
  setup.desk = read_list(*fields.find("desk"), "desk", 1, named, setup);
  if (const YNode* deck = fields.find("deck")) {
    // The top of the pile, top card first: the whole pile, or as much of it as is known.
    setup.deck = read_list(*deck, "deck", 0, named, setup);
    setup.deck_known = true;
  }
  check_claimed_sides(r.result, r.players, "player");
  return std::make_unique<EinaugeGameState>(options, std::move(setup), removed_count, r.moves,
                                            r.result);
}

std::unique_ptr<GameState> EinaugeGame::new_game(const Ruleset& ruleset, int players,
                                                 sim::Rng& chance) const {
  if (players < type().min_players || players > type().max_players)
    throw std::invalid_argument(fmt::format("{} players: {} allows 2 to 5", players, ruleset.name));
  return std::make_unique<EinaugeGameState>(Options::from(ruleset), players, chance);
}

std::unique_ptr<Bot> EinaugeGame::make_bot(std::string_view name) const {
  if (name == "greedy") return std::make_unique<EinaugePlanBot>(EinaugeBotKind::Greedy);
  return Game::make_bot(name);
}

}  // namespace qm::einauge

#include "games/pirates/pirates_game.h"

#include <fmt/format.h>

#include <stdexcept>

#include "games/pirates/deal.h"
#include "games/pirates/header_reader.h"
#include "games/pirates/limits.h"
#include "games/pirates/notation.h"
#include "games/pirates/pirates_game_state.h"
#include "games/pirates/pirates_stats.h"
#include "games/result.h"
#include "record/words.h"

namespace qm::pirates {

const RulesSpec& PiratesGame::rules_spec() const { return Options::spec(); }

std::unique_ptr<GameState> PiratesGame::open(const Record& r, const Ruleset& ruleset) const {
  const Options options = Options::from(ruleset);
  const int n = int(r.players.size());
  if (n < kMinPlayers || n > kMaxPlayers)
    throw RecordError(r.players_pos, fmt::format("Pirates is for {} to {} players, not {}",
                                                 kMinPlayers, kMaxPlayers, n));
  if (r.has_teams) throw RecordError(r.teams_pos, "'teams' is not part of a Pirates record");
  Pieces pieces = read_pieces(r, options);
  check_claimed_sides(r.result, r.players, "player");
  return std::make_unique<PiratesGameState>(options, std::move(pieces), r.result);
}

namespace {

// The options of a simulated game. Its record does not write `table:`, so that the edge
// has no size to be measured from (table_edge.h).
Options simulated_options(const Ruleset& ruleset) {
  const Options options = Options::from(ruleset);
  if (options.table_edge != TableEdge::None)
    throw std::invalid_argument(
        "simulated Pirates records do not write `table:`: a ruleset whose table_edge is not "
        "none cannot be simulated");
  return options;
}

}  // namespace

std::unique_ptr<GameState> PiratesGame::new_game(const Ruleset& ruleset, int players,
                                                 sim::Rng& chance) const {
  return std::make_unique<PiratesGameState>(simulated_options(ruleset), players, chance);
}

std::unique_ptr<GameState> PiratesGame::new_game_with(const Ruleset& ruleset, int players,
                                                      const std::vector<std::string>& table,
                                                      sim::Rng& chance) const {
  TableExtras extras;
  for (const std::string& word : table) {
    check_table_word(type(), word);
    (word == "terrain"     ? extras.terrain
     : word == "forts"     ? extras.forts
     : word == "abilities" ? extras.abilities
                           : extras.creatures) = true;
  }
  return std::make_unique<PiratesGameState>(simulated_options(ruleset), players, chance, extras);
}

std::unique_ptr<Bot> PiratesGame::make_bot(std::string_view name) const {
  if (name == "greedy") return std::make_unique<PiratesGreedyBot>();
  return Game::make_bot(name);
}

// Without the header's pieces, only the player and the verb can be read.
void PiratesGame::read_move(const RawMove& raw, const Record& record) const {
  read_player_and_verb(raw, record.players, record.format);
}

// A line the replay did not reach, read without the header: its words as written.
std::optional<MoveWords> PiratesGame::move_words(const RawMove& raw,
                                                 const std::vector<std::string>& players) const {
  MoveWords w;
  if (raw.fields) {
    const YNode* player = raw.fields->find("player");
    const YNode* verb = raw.fields->find("verb");
    const YNode* args = raw.fields->find("args");
    if (!player || !verb || !player->is_scalar() || !verb->is_scalar()) return std::nullopt;
    w = {player->text, verb->text, args && args->is_scalar() ? args->text : ""};
  } else {
    std::vector<Word> words = split_words(raw);
    if (words.size() < 2) return std::nullopt;
    w.player = std::string(words[0].text);
    w.verb = std::string(words[1].text);
    for (size_t i = 2; i < words.size(); ++i) {
      w.rest += i > 2 ? " " : "";
      w.rest += std::string(words[i].text);
    }
  }
  bool known = false;
  for (const std::string& p : players) known = known || p == w.player;
  bool verb_known = false;
  for (int v = 0; v <= int(Verb::Use); ++v)  // format 2's verbs too
    verb_known = verb_known || w.verb == verb_name(Verb(v));
  if (!known || !verb_known) return std::nullopt;
  return w;
}

// Positions are continuous: the moves are not listed, a random legal one is planned; the
// coins lie face down until explored.
const GameType& PiratesGame::type() const {
  static const GameType type{.name = "pirates",
                             .min_players = kMinPlayers,
                             .max_players = kMaxPlayers,
                             .score_unit = "gold",
                             .max_format = 2,
                             .lists_moves = false,
                             .hidden_information = true,
                             .draws_table = true,
                             .bots = {"random", "greedy", "ismcts"},
                             .table_words = {"terrain", "forts", "creatures", "abilities"},
                             .record_naming = GameType::RecordNaming::ByBot,
                             .report_fields = {"end"},
                             .event_kinds = pirates::event_kinds()};
  return type;
}

std::vector<StatsSection> PiratesGame::stats_sections() const { return pirates::stats_sections(); }

}  // namespace qm::pirates

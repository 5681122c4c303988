// What a game does where it says nothing (games/game.h): every default of Game, in one
// place (a state's are in game_state.cc).
#include "games/game.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "games/bot.h"
#include "games/game_facts.h"
#include "games/game_state.h"
#include "games/ismcts.h"
#include "games/replay_summary.h"
#include "record/record.h"

namespace qm {

void require_format(const Game& game, const Record& record) {
  if (record.format <= game.type().max_format) return;
  throw RecordError(record.format_pos, "format " + std::to_string(record.format) +
                                           " is not defined for " + std::string(game.name()) +
                                           ": its records are format " +
                                           std::to_string(game.type().max_format));
}

std::unique_ptr<GameState> Game::new_game_with(const Ruleset& ruleset, int players,
                                               const std::vector<std::string>& table,
                                               sim::Rng& chance) const {
  for (const std::string& word : table) check_table_word(type(), word);
  return new_game(ruleset, players, chance);
}

void check_table_word(const GameType& type, std::string_view word) {
  for (const std::string& known : type.table_words)
    if (known == word) return;
  std::string words;
  for (const std::string& known : type.table_words) words += (words.empty() ? "" : ", ") + known;
  throw std::invalid_argument(fmt::format("{} deals nothing called '{}' onto the table ({})",
                                          type.name, word,
                                          words.empty() ? "it adds nothing" : "it adds: " + words));
}

std::unique_ptr<Bot> Game::make_bot(std::string_view bot) const {
  const std::string_view base = bot.substr(0, bot.find(':'));
  for (const std::string& known : type().bots) {
    if (known != base) continue;
    if (bot == "random") return std::make_unique<RandomMoveBot>();
    if (base == "ismcts") return make_ismcts_bot(bot, type().lists_moves);
  }
  std::string bots;
  for (const std::string& known : type().bots) bots += (bots.empty() ? "" : ", ") + known;
  throw std::invalid_argument("unknown bot '" + std::string(bot) + "' (bots: " + bots + ")");
}

std::string Game::table_text(const ReplaySummary&, const GameState& state) const {
  return state.table().dump(2) + "\n";
}

std::string Game::audit_text(const ReplaySummary&, const GameState& state, TextStyle) const {
  return state.audit().dump(2) + "\n";
}

std::optional<std::string> Game::table_svg(const ReplaySummary&, const GameState&) const {
  return std::nullopt;
}

std::string Game::entry_text(const Json& entry) const { return entry.dump(); }

std::optional<MoveWords> Game::move_words(const RawMove&, const std::vector<std::string>&) const {
  return std::nullopt;
}

std::vector<StatsSection> Game::stats_sections() const { return {}; }

void Game::read_move(const RawMove&, const Record&) const {}

std::string Game::comment_hint(std::string_view) const { return {}; }

const CardList* Game::card_list() const { return nullptr; }

}  // namespace qm

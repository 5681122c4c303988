#include "games/game_state.h"

#include <fmt/format.h>

#include <cctype>
#include <stdexcept>

namespace qm {

std::string GameState::random_legal_move(Chance& chance) const {
  const std::vector<std::string> legal = legal_moves();
  if (legal.empty()) throw std::logic_error(fmt::format("no legal move for seat {}", to_move()));
  return legal[size_t(chance.below(legal.size()))];
}

std::optional<Violation> GameState::apply_random_move(Chance& chance, std::string* written) {
  std::string move = random_legal_move(chance);
  std::optional<Violation> v = apply(move);
  if (written) *written = std::move(move);
  return v;
}

std::vector<int> GameState::winners() const {
  const std::vector<long long> totals = scores();
  std::vector<int> best;
  for (size_t side = 0; side < totals.size(); ++side) {
    if (!best.empty() && totals[side] < totals[size_t(best.front())]) continue;
    if (!best.empty() && totals[side] > totals[size_t(best.front())]) best.clear();
    best.push_back(int(side));
  }
  return best;
}

std::string GameState::chance_move(Chance&) const {
  throw std::logic_error("this game has no chance moves");
}

// "sim-einauge-standard-3p-00ab...-random": the ruleset with anything but letters, digits,
// '.' and '_' written '-', the players, the game's seed in 16 hex digits, the bot.
std::string GameState::record_id(const RecordInfo& info) const {
  std::string name = info.ruleset;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_') c = '-';
  return fmt::format("sim-{}-{}p-{:016x}-{}", name, players().size(), info.seed, info.bot);
}

std::string GameState::record_event(const RecordInfo& info) const {
  return fmt::format("qm simulation, seed {}, {} bots", info.seed, info.bot);
}

}  // namespace qm

#include "compare/simulated_play.h"

#include <algorithm>
#include <stdexcept>

#include "games/game.h"

namespace qm::compare {

namespace {

// The text of the line starting at `at`, without its newline; `at` moves past it.
std::string_view take_line(std::string_view text, size_t& at) {
  const size_t end = std::min(text.find('\n', at), text.size());
  const std::string_view line = text.substr(at, end - at);
  at = end + 1;
  return line;
}

std::vector<std::string> flow_list_items(std::string_view list) {
  std::vector<std::string> items;
  while (!list.empty()) {
    const size_t comma = list.find(", ");
    items.emplace_back(list.substr(0, comma));
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 2);
  }
  return items;
}

}  // namespace

SimulatedPlay read_simulated_play(std::string_view record) {
  SimulatedPlay play;
  size_t at = 0;
  bool in_moves = false, seen_players = false, seen_moves = false;
  while (at < record.size()) {
    const std::string_view line = take_line(record, at);
    if (in_moves && line.substr(0, 4) == "  - ") {
      play.moves.emplace_back(line.substr(4));
      continue;
    }
    in_moves = false;
    if (line.substr(0, 10) == "players: [" && line.back() == ']') {
      play.players = flow_list_items(line.substr(10, line.size() - 11));
      seen_players = true;
    } else if (line == "moves:") {
      in_moves = seen_moves = true;
    }
  }
  if (!seen_players || !seen_moves)
    throw std::logic_error("a simulated record without `players: [...]` or `moves:`");
  return play;
}

std::vector<std::string> move_verbs(const Game& game, const SimulatedPlay& play) {
  std::vector<std::string> verbs;
  verbs.reserve(play.moves.size());
  RawMove raw;
  for (const std::string& line : play.moves) {
    raw.text = line;
    const std::optional<MoveWords> words = game.move_words(raw, play.players);
    verbs.push_back(words ? words->verb : "");
  }
  return verbs;
}

int first_difference(const SimulatedPlay& a, const SimulatedPlay& b) {
  const auto parted = std::mismatch(a.moves.begin(), a.moves.end(), b.moves.begin(), b.moves.end());
  if (parted.first == a.moves.end() && parted.second == b.moves.end()) return 0;
  return int(parted.first - a.moves.begin()) + 1;
}

}  // namespace qm::compare

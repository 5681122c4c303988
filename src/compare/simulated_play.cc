#include "compare/simulated_play.h"

#include <algorithm>

#include "games/game.h"
#include "games/game_facts.h"
#include "record/record.h"

namespace qm::compare {

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

// Rules of docs/rules-pirates.md that differ with more than two players: a sunk ship's gold goes
// out of the game (sink-share), gold aboard ships that are not derelict counts, and the game
// ends when half or more of the players cannot move any ship (game-over). The records are
// sample positions of records/pirates/ (three and four players) with their moves replaced.
#include <catch2/catch.hpp>

#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The header and `start:` of a sample record, with `edits` applied, then `moves`.
std::string sample(const std::string& file,
                   const std::vector<std::pair<std::string, std::string>>& edits,
                   const std::string& moves) {
  std::string text = file_text(source_path("records/pirates/" + file));
  text = text.substr(0, text.find("moves:\n"));
  for (const auto& [from, to] : edits) text = edit(text, from, to);
  return text + "moves:\n" + moves;
}

// Three players (Hauke, Wiebke, Jens): Wiebke's Sea Hawk W1 (3L, 3L) at (400,400) and
// Hauke's Dorada H2 at (500,420), 82 mm from its edge; Jens's Mouette moved off the line.
std::string three(const std::string& h2, const std::string& moves) {
  return sample("nordsee-2026-10-24-d4.yaml",
                {{"H2: {x: 500, y: 420, heading: 180, gold: [2, 2]}", "H2: " + h2},
                 {"J2: {x: 450, y: 395, heading: 90}", "J2: {x: 450, y: 600, heading: 90}"}},
                moves);
}

}  // namespace

TEST_CASE("sink-share: more than two players", "[pirates][rule][players]") {
  const std::string derelict = "{x: 500, y: 420, heading: 180, gold: [2, 2], lost: [1, 2]}";
  // The derelict sinks with 2 and 2 aboard: out of the game, nobody's score.
  qm::Replay r = replay_yaml(three(derelict, "  - Wiebke turn\n  - Wiebke shoot W1 1>H2:4h\n"));
  require_valid(r);
  CHECK(score_of(r, "Wiebke") == 0);
  CHECK(score_of(r, "Hauke") == 0);
  // Nothing is shared.
  pirates_illegal(three(derelict, "  - Wiebke turn\n  - Wiebke shoot W1 1>H2:4h share 2  # <-\n"),
                  "sink-share", 2);
}

TEST_CASE("pirates scores: gold aboard counts with more than two players",
          "[pirates][rule][players]") {
  // H2 carries 2 and 2: Hauke counts them while H2 has a mast; a hit on its last mast
  // (3L, die 4) leaves it derelict and they no longer count.
  const std::string one_mast = "{x: 500, y: 420, heading: 180, gold: [2, 2], lost: [1]}";
  qm::Replay missed =
      replay_yaml(three(one_mast, "  - Wiebke turn\n  - Wiebke shoot W1 1>H2:2m\n"));
  require_valid(missed);
  CHECK(score_of(missed, "Hauke") == 4);
  qm::Replay hit = replay_yaml(three(one_mast, "  - Wiebke turn\n  - Wiebke shoot W1 1>H2:4h\n"));
  require_valid(hit);
  CHECK(score_of(hit, "Hauke") == 0);
}

TEST_CASE("game-over: half of four players cannot move any ship", "[pirates][rule][players]") {
  // Four players; all of Fenna's ships are derelict, and all of Wiebke's but the Raven W2,
  // which has one mast. Jens's Belle Poule (Captain) sails and hits it (2S, die 2): 2 of 4
  // players cannot move, and the game ends.
  std::vector<std::pair<std::string, std::string>> edits = {
      {"W1: {x: 1210, y: 200, heading: 180, docked: I4}",
       "W1: {x: 1210, y: 200, heading: 180, docked: I4, lost: [1, 2]}"},
      {"W3: {x: 1350, y: 200, heading: 0, docked: I4}",
       "W3: {x: 1350, y: 200, heading: 0, docked: I4, lost: [1, 2, 3]}"},
      {"W2: {x: 870, y: 660, heading: 90, gold: [2, 1]}",
       "W2: {x: 870, y: 660, heading: 90, gold: [2, 1], lost: [2]}"},
      {"F1: {x: 1350, y: 920, heading: 0, docked: I12}",
       "F1: {x: 1350, y: 920, heading: 0, docked: I12, lost: [1, 2, 3, 4, 5]}"},
      {"F2: {x: 1280, y: 850, heading: 270, docked: I12}",
       "F2: {x: 1280, y: 850, heading: 270, docked: I12, lost: [1, 2]}"},
      {"F3: {x: 1210, y: 920, heading: 180, docked: I12}",
       "F3: {x: 1210, y: 920, heading: 180, docked: I12, lost: [1, 2]}"}};
  const std::string sail = "  - Jens turn\n  - Jens move J1 780,740 820,700\n";
  qm::Replay r = replay_yaml(
      sample("nordsee-2026-11-21-d8.yaml", edits, sail + "  - Jens shoot J1 1>W2:2h\n"));
  require_valid(r);
  CHECK(qmtest::report(r)["finished"] == true);
  pirates_illegal(sample("nordsee-2026-11-21-d8.yaml", edits,
                         sail + "  - Jens shoot J1 1>W2:2h\n  - Fenna turn  # <-\n"),
                  "game-over", 4);
  // A miss: only Fenna cannot move; the game goes on, and W2's 2 and 1 count for Wiebke.
  qm::Replay on = replay_yaml(sample("nordsee-2026-11-21-d8.yaml", edits,
                                     sail + "  - Jens shoot J1 1>W2:1m\n  - Fenna turn\n"));
  require_valid(on);
  CHECK(score_of(on, "Wiebke") == 3);
}

// The bots' lines for the abilities that ask for lines of their own (bot_abilities.h, bot.h):
// the `fire` line due, `use` lines taking the best coins and cancelling the dangerous enemy, and
// an `extra` paid with the cheapest crew; each line the bot writes replays valid.
#include <catch2/catch.hpp>

#include "games/game_state.h"
#include "games/pirates/bot.h"
#include "games/pirates/bot_abilities.h"
#include "games/pirates/notation.h"
#include "games/pirates/pirates_game_state.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;
using qm::pirates::Action;
using qm::pirates::Pick;
using qm::pirates::State;

namespace {

// The table after `yaml`'s moves, which must replay valid.
const State& bot_lines_state(const qm::Replay& r) {
  require_valid(r);
  return qm::own_state<qm::pirates::PiratesGameState>(*r.state).state();
}

int bot_lines_ship(const State& s, const std::string& id) {
  for (int i = 0; i < int(s.ships().size()); ++i)
    if (s.id(i) == id) return i;
  FAIL("no ship " << id);
  return -1;
}

std::string bot_lines_text(const State& s, const std::optional<Action>& a) {
  REQUIRE(a.has_value());
  return qm::pirates::format_action(*a, s.pieces());
}

std::string bot_lines_header(const std::string& a1, const std::string& a2,
                             const std::string& b1 = "") {
  std::string h = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  h = edit(h, "move: L+L, x: 270", "move: L+L, abilities: [" + a1 + "], x: 270");
  h = edit(h, "abilities: [helmsman]", "abilities: [helmsman" + a2 + "]");
  if (!b1.empty()) h = edit(h, "move: L+L, x: 850", "move: L+L, abilities: [" + b1 + "], x: 850");
  return h;
}

// A1 (600,300) touches B1 (640,300, coins 2 and 3); A2 (640,360) is 20 mm from B1's edge and
// from B2's (700,360, a coin of 1), both within S and L.
std::string bot_lines_position(const std::string& header, const std::string& moves = "",
                               const std::string& a2_extra = "") {
  return pirates_position({{"A1", "{x: 600, y: 300, heading: 0}"},
                           {"A2", "{x: 640, y: 360, heading: 0" + a2_extra + "}"},
                           {"B1", "{x: 640, y: 300, heading: 180, gold: [2, 3]}"},
                           {"B2", "{x: 700, y: 360, heading: 180, gold: [1]}"}},
                          kAnna + moves, "Anna", "", header);
}

}  // namespace

TEST_CASE("bots: a take's use line takes the best coins of the ship carrying the most gold",
          "[pirates][sim][format2][use]") {
  const std::string header = bot_lines_header(
      "{mod: {roll: ram, by: 1}}", ", {take: {from: {within: S}, count: 2, once: game}}");
  const qm::Replay r = replay_yaml(bot_lines_position(header));
  const State& s = bot_lines_state(r);
  qm::sim::Rng rng(1);
  const int a2 = bot_lines_ship(s, "A2");
  CHECK(qm::pirates::use_due(s, a2));
  const std::string line = bot_lines_text(s, qm::pirates::use_line(s, a2, Pick::Best, rng, rng));
  CHECK(line == "Anna use A2 take B1 3 2");
  // A1 has no take; once used (once a game), A2 has none either.
  CHECK_FALSE(qm::pirates::use_due(s, bot_lines_ship(s, "A1")));
  const qm::Replay after = replay_yaml(bot_lines_position(header, "  - " + line + "\n"));
  CHECK_FALSE(qm::pirates::use_due(bot_lines_state(after), a2));
}

TEST_CASE("bots: a cancel's use line switches off the enemy ship whose abilities work",
          "[pirates][sim][format2][use]") {
  const std::string cancel = ", {cancel: {target: ship, within: L, roll: 4, once: turn}}";
  const std::string header = bot_lines_header("{mod: {roll: ram, by: 1}}", cancel,
                                              "{immune: {to: hit, from: {range: L}}}");
  const qm::Replay r = replay_yaml(bot_lines_position(header));
  const State& s = bot_lines_state(r);
  qm::sim::Rng rng(3);
  const int a2 = bot_lines_ship(s, "A2");
  const std::string line = bot_lines_text(s, qm::pirates::use_line(s, a2, Pick::Best, rng, rng));
  CHECK(line.rfind("Anna use A2 cancel B1 ", 0) == 0);  // then its d6
  const qm::Replay after = replay_yaml(bot_lines_position(header, "  - " + line + "\n"));
  CHECK_FALSE(qm::pirates::use_due(bot_lines_state(after), a2));  // once a turn
  // B2 has no ability at work, and neither has B1 without its immunity: nothing to cancel.
  const qm::Replay harmless =
      replay_yaml(bot_lines_position(bot_lines_header("{mod: {roll: ram, by: 1}}", cancel)));
  CHECK_FALSE(qm::pirates::use_due(bot_lines_state(harmless), a2));
}

TEST_CASE("bots: the fire line due comes with a d6 per fire mast", "[pirates][sim][format2]") {
  const std::string header = bot_lines_header("{mod: {roll: ram, by: 1}}", "");
  const qm::Replay r = replay_yaml(bot_lines_position(header, "", ", fire: [2, 3]"));
  const State& s = bot_lines_state(r);
  qm::sim::Rng rng(5);
  CHECK(qm::pirates::fire_line_due(s));
  const std::optional<Action> fire = qm::pirates::fire_line(s, rng);
  const std::string line = bot_lines_text(s, fire);
  CHECK(line.rfind("Anna fire A2 ", 0) == 0);
  CHECK(fire->dice.size == 2);
  const qm::Replay after =
      replay_yaml(bot_lines_position(header, "  - " + line + "\n", ", fire: [2, 3]"));
  CHECK_FALSE(qm::pirates::fire_line_due(bot_lines_state(after)));
  // No fire mast, no fire line.
  const qm::Replay none = replay_yaml(bot_lines_position(header));
  CHECK_FALSE(qm::pirates::fire_line_due(bot_lines_state(none)));
}

TEST_CASE("bots: an extra that costs a crew is paid with the ship's cheapest crew",
          "[pirates][sim][format2][extra]") {
  const std::string header = bot_lines_header("{act: {grant: extra, cost: crew, once: turn}}", "");
  // Before A1's action nothing is due; after its move the extra, paid with A1a.
  const qm::Replay start = replay_yaml(bot_lines_position(header));
  const State& before = bot_lines_state(start);
  CHECK_FALSE(qm::pirates::extra_due(before, bot_lines_ship(before, "A1")));
  const qm::Replay r = replay_yaml(bot_lines_position(header, "  - Anna move A1 560,330\n"));
  const State& s = bot_lines_state(r);
  qm::sim::Rng rng(7);
  const std::string line =
      bot_lines_text(s, qm::pirates::extra_line(s, bot_lines_ship(s, "A1"), rng));
  CHECK(line == "Anna extra A1 A1 pay A1a");
  require_valid(
      replay_yaml(bot_lines_position(header, "  - Anna move A1 560,330\n  - " + line + "\n")));
}

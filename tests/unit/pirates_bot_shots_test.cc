// The bots' lines for the abilities that change how a ship rolls (bot.cc ram_line): a missed
// ram's die is rolled again with a working `reroll {die: any}` of the ship, once a turn, and
// the engine accepts the line. (Rams are rare in simulated games: pirates_table_sim_test.cc
// finds the other lines of bot_shots.h at work in a batch of games.)
#include <catch2/catch.hpp>

#include "games/pirates/bot.h"
#include "games/pirates/pirates_game_state.h"
#include "pirates_support.h"
#include "replay/replay.h"
#include "test_support.h"

namespace {

using namespace qmtest;

// A2 sails to touch B1 (2 masts: a ram hits on 3 or more), with `abilities` of its own.
const qm::pirates::State* bot_ram_table(const std::string& abilities,
                                        std::unique_ptr<qm::Replay>& keep) {
  std::string header = edit(kPiratesHeader, "format: 1\n", "format: 2\n");
  if (!abilities.empty()) header = with_ship_abilities(header, "A2", abilities);
  keep = std::make_unique<qm::Replay>(replay_yaml(pirates_position(
      {{"A2", "{x: 330, y: 380, heading: 0}"}, {"B1", "{x: 420, y: 380, heading: 180}"}},
      kAnna + "  - Anna move A2 380,380\n", "Anna", "", header)));
  require_valid(*keep);
  return &dynamic_cast<const qm::pirates::PiratesGameState&>(*keep->state).state();
}

int bot_ship_index(const qm::pirates::State& s, const std::string& id) {
  for (int i = 0; i < int(s.pieces().ships.size()); ++i)
    if (s.pieces().ships[size_t(i)].id == id) return i;
  FAIL("no ship " << id);
  return -1;
}

}  // namespace

TEST_CASE("pirates bots: a missed ram is rolled again with the ship's reroll",
          "[pirates][format2][bots]") {
  std::unique_ptr<qm::Replay> keep;
  const qm::pirates::State& s = *bot_ram_table("{reroll: {die: any, once: turn}}", keep);
  const int a2 = bot_ship_index(s, "A2"), b1 = bot_ship_index(s, "B1");
  int rerolled = 0;
  for (uint64_t seed = 0; seed < 60; ++seed) {
    qm::sim::Rng rng(seed);
    const qm::pirates::Action a = qm::pirates::ram_line(s, a2, b1, rng);
    INFO("seed " << seed << ": die " << int(a.die) << ", again " << int(a.die2));
    if (a.rerolled) {
      ++rerolled;
      CHECK(a.die <= 2);  // only a miss is rolled again
      CHECK(a.hit == (a.die2 >= 3));
    } else {
      CHECK(a.hit == (a.die >= 3));
    }
    qm::pirates::State copy = s;
    CHECK_FALSE(copy.play(a).has_value());
  }
  CHECK(rerolled > 0);
  // Without a reroll, a miss stands.
  std::unique_ptr<qm::Replay> plain_keep;
  const qm::pirates::State& plain = *bot_ram_table("", plain_keep);
  for (uint64_t seed = 0; seed < 20; ++seed) {
    qm::sim::Rng rng(seed);
    CHECK_FALSE(qm::pirates::ram_line(plain, a2, b1, rng).rerolled);
  }
}

// Random legal Einauge games: the bots (games/einauge/bot.h) play 2-5 players under every
// shipped Einauge ruleset; each game is written as a record (with and without `deck`, with
// its result) and replayed from the text: it must be valid, finished, and score what the
// engine scored in-process. Also the invariants the engine keeps along the way.
#include <catch2/catch.hpp>

#include "einauge_support.h"
#include "games/einauge/scoring.h"
#include "test_support.h"

using namespace qmtest;
using namespace qm::einauge;

TEST_CASE("einauge property: random legal games replay as valid with the same scores",
          "[einauge][property]") {
  int games = 0;
  for (const char* ruleset : {"einauge/standard", "einauge/colours"}) {
    Options options = einauge_options(ruleset);
    for (int players = 2; players <= 5; ++players) {
      uint64_t seed = uint64_t(players) * 1000;
      for (int k = 0; k < 8; ++k, ++seed) {
        qmtest::EinaugeSimGame g = finished_game(options, players, seed);
        seed = g.seed;
        State s(options, g.setup);
        for (const Move& m : g.moves) {
          REQUIRE_FALSE(s.play(m));
          // Invariants: the display never exceeds 6, the desk 6 before the final turn;
          // no resource is negative; no column holds more than 7 cards.
          CHECK(s.display().size() <= size_t(kDisplaySize));
          if (s.phase() == Phase::Turns) CHECK(s.desk().size() <= size_t(kDeskPlaces));
          for (int p = 0; p < players; ++p) {
            CHECK(s.player(p).ducats >= 0);
            CHECK(s.player(p).sabres >= 0);
            CHECK(s.player(p).jewels >= 0);
            for (const Column& c : s.player(p).columns) CHECK(c.cards.size() <= 7u);
          }
        }
        REQUIRE(s.phase() == Phase::Over);
        Score score = qm::einauge::score(s);
        qmtest::EinaugeSimGame written = g;
        written.setup.deck_known = k % 2 == 0;  // half the records without `deck`
        qm::Replay r = replay_yaml(sim_record(written, g.moves, ruleset, true));
        require_valid(r);
        qm::Outcome o = r.state->outcome();
        CHECK(o.finished);
        for (int p = 0; p < players; ++p)
          CHECK(o.scores[size_t(p)] == score.players[size_t(p)].total);
        ++games;
      }
    }
  }
  CHECK(games == 64);
}

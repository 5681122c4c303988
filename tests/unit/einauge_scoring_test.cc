// Einauge scoring (docs/rules-einauge.md, "Scoring" and "Variant"): the chest ranking with its
// ties (7/7/1) and lone collectors, sabres -> ducats -> jewels, the colour-count table,
// and a card table changed in a ruleset file changing the payouts (no value is in code).
#include <catch2/catch.hpp>

#include "einauge_support.h"
#include "games/einauge/scoring.h"
#include "games/registry.h"
#include "test_support.h"

using namespace qmtest;
using qm::einauge::rank_chests;

namespace {

std::vector<int> jewels(const std::vector<int>& chests) { return rank_chests(0, chests).jewels; }

// Anna: blue-5 bought, yellow-7 bought, green-3 stolen (three colours, one chest each);
// Bruno: red-4. Anna 0 sabres, 11 ducats, 2 jewels; Bruno 3 sabres, 17 ducats, 1 jewel.
const char* const kThreeColours =
    "  - Anna buy yellow-7\n  - Anna steal green-3\n  - Anna move red-2\n"
    "  - reveal red-6 green-2\n";

qm::Json audit_player(const qm::Replay& r, int p) { return r.match->audit()["players"][p]; }

}  // namespace

TEST_CASE("scoring: chest ranks 7/4/1, ties share a rank and skip the next", "[einauge][scoring]") {
  CHECK(jewels({5, 3, 0}) == std::vector<int>{7, 4, 0});
  CHECK(jewels({3, 3, 1}) == std::vector<int>{7, 7, 1});  // the rulebook's green islands
  CHECK(jewels({2, 2, 2, 1}) == std::vector<int>{7, 7, 7, 0});
  CHECK(jewels({4, 3, 3, 1}) == std::vector<int>{7, 4, 4, 0});
  CHECK(jewels({1, 2, 3, 4, 5}) == std::vector<int>{0, 0, 1, 4, 7});
  CHECK(rank_chests(0, {3, 3, 1}).rank == std::vector<int>{1, 1, 3});
  CHECK(rank_chests(0, {0, 2, 0}).rank == std::vector<int>{0, 1, 0});
}

TEST_CASE("scoring: a lone collector gets only 7; no chest, no jewels", "[einauge][scoring]") {
  CHECK(jewels({0, 5, 0}) == std::vector<int>{0, 7, 0});
  CHECK(jewels({0, 0}) == std::vector<int>{0, 0});
}

TEST_CASE("scoring: sabres are 3 ducats, 5 ducats a jewel, the rest lost", "[einauge][scoring]") {
  qm::Replay r = replay_yaml(einauge_record(std::string(kTurnA1).append(kTurnB1)));
  require_valid(r);
  // Anna: 3 sabres (9 ducats) + 17 ducats = 26: 5 jewels, 1 ducat lost; 1 jewel held;
  // blue alone: 7.
  qm::Json anna = audit_player(r, 0);
  CHECK(anna["sabre_ducats"] == 9);
  CHECK(anna["ducats"] == 17);
  CHECK(anna["ducat_jewels"] == 5);
  CHECK(anna["ducats_lost"] == 1);
  CHECK(anna["chest_jewels"] == 7);
  CHECK(anna["total"] == 13);
  CHECK(score_of(r, "Anna") == 13);
  CHECK(score_of(r, "Bruno") == 13);
  CHECK(r.match->outcome().winners == std::vector<std::string>{"Anna", "Bruno"});
}

TEST_CASE("scoring: chests per colour from the columns", "[einauge][scoring]") {
  qm::Replay r =
      replay_yaml(einauge_record(std::string(kTurnA1).append(kTurnB1).append(kThreeColours)));
  require_valid(r);
  // Anna: 2 held + 11 ducats (2 jewels) + blue, yellow, green alone (21) = 25.
  CHECK(score_of(r, "Anna") == 25);
  CHECK(score_of(r, "Bruno") == 13);
  qm::Json report = qmtest::report(r);
  REQUIRE(report["chests"].is_array());
  CHECK(report["chests"].size() == 5);  // the colours in play
  CHECK(report["columns"]["Anna"].size() == 3);
}

TEST_CASE("scoring: colours variant 3->3 ... 8->28", "[einauge][scoring][colours]") {
  CHECK(qm::einauge::kColourJewels[2] == 0);
  CHECK(qm::einauge::kColourJewels[3] == 3);
  CHECK(qm::einauge::kColourJewels[5] == 10);
  CHECK(qm::einauge::kColourJewels[8] == 28);
  std::string yaml = einauge_record(std::string(kTurnA1).append(kTurnB1).append(kThreeColours),
                                    "[orange, black, white]", "einauge/colours");
  qm::Replay r = replay_yaml(yaml);
  require_valid(r);
  qm::Json anna = audit_player(r, 0);
  CHECK(anna["colours"] == 3);
  CHECK(anna["colour_jewels"] == 3);
  CHECK(anna["chest_jewels"] == 0);
  CHECK(score_of(r, "Anna") == 2 + 2 + 3);
  CHECK(score_of(r, "Bruno") == 1 + 5);  // one colour: nothing
  CHECK(qmtest::report(r)["chests"].is_null());
}

TEST_CASE("scoring: a column of vessels alone is no colour", "[einauge][scoring][colours]") {
  qm::einauge::Options options = einauge_options("einauge/colours");
  for (uint64_t seed = 1; seed < 2000; ++seed) {
    qm::einauge::EinaugeSimGame g = finished_game(options, 2, seed);
    seed = g.seed;
    qm::einauge::State s(options, g.setup);
    for (const qm::einauge::Move& m : g.moves) REQUIRE_FALSE(s.play(m));
    for (int p = 0; p < 2; ++p) {
      const auto& columns = s.player(p).columns;
      int colours = 0;
      bool vessel_pile = false;
      for (const qm::einauge::Column& c : columns) {
        colours += c.colour >= 0;
        vessel_pile |= c.colour < 0;
      }
      if (!vessel_pile) continue;
      CHECK(qm::einauge::score(s).players[size_t(p)].colours == colours);
      return;
    }
  }
  FAIL("no simulated game with a pile of vessels");
}

TEST_CASE("scoring: the card table is the ruleset's, not the code's", "[einauge][scoring]") {
  TempDir dir;
  std::string rich = dir.write("rich.yaml",
                               "game: einauge\nextends: einauge/standard\ncards:\n"
                               "  5: {ducats: 10, chests: 3}\n");
  qm::Replay r = replay_under(record_text(einauge_record(kTurnA1)), rich);
  require_valid(r);
  // blue-5 now pays 10 ducats (and still its sabre): 20 - 5 + 10.
  CHECK(r.match->table()["players"][0]["ducats"] == 25);
  CHECK(r.match->table()["players"][0]["columns"][0]["chests"] == 3);
  std::string dear = dir.write("dear.yaml",
                               "game: einauge\nextends: einauge/standard\noptions:\n"
                               "  vessel_cost: 9\n");
  qm::RulesetLibrary library(&qm::game_option_specs);
  CHECK(qm::einauge::Options::from(*library.get(dear)).cards.vessel_cost == 9);
}

// The Weng-Lin rating (src/math/weng_lin.h) against the figures published with two
// implementations of the same model (Plackett-Luce, Algorithm 4 of Weng & Lin 2011):
//   - openskill.js, src/models/__tests__/plackett-luce.test.ts (github.com/philihp/openskill.js):
//     the model called on its own, without tau (free-for-all games of 2-5 players, three
//     teams of different sizes);
//   - openskill.py, tests/models/data/plackettluce.json with
//     tests/models/weng_lin/test_plackett_luce.py (github.com/vivekjoshy/openskill.py):
//     `rate` with tau = 25/300 and a model of mu 31.321989232514305, sigma
//     11.379964801443018 (teams in order, teams ranked against their order, a tie).
// And the properties the model promises whatever the figures: the winner gains what the
// loser loses in a game of equals, ties between equals change no mu, sigma never grows
// without tau.
#include <catch2/catch.hpp>
#include <stdexcept>

#include "math/weng_lin.h"

namespace {

using qm::math::plackett_luce_update;
using qm::math::SkillRating;
using qm::math::WengLinParams;
using Teams = std::vector<std::vector<SkillRating>>;

constexpr double kTolerance = 1e-9;

// openskill.js's tests call the model without the tau step.
WengLinParams without_tau() {
  WengLinParams p;
  p.tau = 0;
  return p;
}

// Teams of the given sizes, every player at `r`.
Teams teams_of(std::vector<int> sizes, SkillRating r = {}) {
  Teams teams;
  for (int n : sizes) teams.emplace_back(size_t(n), r);
  return teams;
}

// Ranks 1, 2, ... in the teams' order.
std::vector<double> in_order(size_t n) {
  std::vector<double> ranks;
  for (size_t i = 0; i < n; ++i) ranks.push_back(double(i + 1));
  return ranks;
}

void require_rating(const SkillRating& got, double mu, double sigma) {
  INFO("mu " << got.mu << " sigma " << got.sigma << ", expected " << mu << " " << sigma);
  REQUIRE(got.mu == Approx(mu).epsilon(0).margin(kTolerance));
  REQUIRE(got.sigma == Approx(sigma).epsilon(0).margin(kTolerance));
}

}  // namespace

TEST_CASE("Weng-Lin: openskill.js free-for-all games of 2 to 5 players", "[weng_lin]") {
  const WengLinParams p = without_tau();
  SECTION("2 players") {
    const Teams out = plackett_luce_update(teams_of({1, 1}), in_order(2), p);
    require_rating(out[0][0], 27.63523138347365, 8.065506316323548);
    require_rating(out[1][0], 22.36476861652635, 8.065506316323548);
  }
  SECTION("3 players") {
    const Teams out = plackett_luce_update(teams_of({1, 1, 1}), in_order(3), p);
    require_rating(out[0][0], 27.868876552746237, 8.204837030780652);
    require_rating(out[1][0], 25.717219138186557, 8.057829747583874);
    require_rating(out[2][0], 21.413904309067206, 8.057829747583874);
  }
  SECTION("4 players") {
    const Teams out = plackett_luce_update(teams_of({1, 1, 1, 1}), in_order(4), p);
    require_rating(out[0][0], 27.795084971874736, 8.263160757613477);
    require_rating(out[1][0], 26.552824984374855, 8.179213704945203);
    require_rating(out[2][0], 24.68943500312503, 8.083731307186588);
    require_rating(out[3][0], 20.96265504062538, 8.083731307186588);
  }
  SECTION("5 players") {
    const Teams out = plackett_luce_update(teams_of({1, 1, 1, 1, 1}), in_order(5), p);
    require_rating(out[0][0], 27.666666666666668, 8.290556877154474);
    require_rating(out[1][0], 26.833333333333332, 8.240145629781066);
    require_rating(out[2][0], 25.72222222222222, 8.179996679645559);
    require_rating(out[3][0], 24.055555555555557, 8.111796013701358);
    require_rating(out[4][0], 20.72222222222222, 8.111796013701358);
  }
}

TEST_CASE("Weng-Lin: openskill.js three teams of different sizes", "[weng_lin]") {
  const Teams out = plackett_luce_update(teams_of({3, 1, 2}), in_order(3), without_tau());
  for (const SkillRating& r : out[0]) require_rating(r, 25.939870821784513, 8.247641552260456);
  require_rating(out[1][0], 27.21366020491262, 8.274321317985242);
  for (const SkillRating& r : out[2]) require_rating(r, 21.84646897330287, 8.213058173195341);
}

TEST_CASE("Weng-Lin: openskill.py teams with tau, in order, reversed and tied", "[weng_lin]") {
  WengLinParams p;  // beta 25/6, kappa 0.0001, tau 25/300: openskill.py's defaults
  p.mu = 31.321989232514305;
  p.sigma = 11.379964801443018;
  const SkillRating start = qm::math::initial_rating(p);
  SECTION("one player against two, in order") {
    const Teams out = plackett_luce_update(teams_of({1, 2}, start), in_order(2), p);
    require_rating(out[0][0], 36.48967347401391, 11.237778601372977);
    for (const SkillRating& r : out[1]) require_rating(r, 26.154304991014694, 11.17822477763209);
  }
  SECTION("the pair first: ranks 2, 1") {
    const Teams out = plackett_luce_update(teams_of({1, 2}, start), {2, 1}, p);
    require_rating(out[0][0], 30.19454401757094, 11.237778601372977);
    for (const SkillRating& r : out[1]) require_rating(r, 32.44943444745767, 11.17822477763209);
  }
  SECTION("a tie: ranks 1, 2, 1 for teams of 1, 2 and 3") {
    const Teams out = plackett_luce_update(teams_of({1, 2, 3}, start), {1, 2, 1}, p);
    require_rating(out[0][0], 33.21874815457553, 11.354896725884002);
    for (const SkillRating& r : out[1]) require_rating(r, 30.27713112192334, 11.291328826858104);
    for (const SkillRating& r : out[2]) require_rating(r, 30.470088421044046, 11.249240904583088);
  }
}

TEST_CASE("Weng-Lin: what the model promises", "[weng_lin]") {
  const WengLinParams p;
  SECTION("between equals the winner gains what the loser loses") {
    const Teams out = plackett_luce_update(teams_of({1, 1}), {1, 2}, p);
    REQUIRE(out[0][0].mu - 25 == Approx(25 - out[1][0].mu));
    REQUIRE(out[0][0].mu > 25);
  }
  SECTION("a tie between equals changes no mu and lowers sigma") {
    const Teams out = plackett_luce_update(teams_of({1, 1, 1}), {1, 1, 1}, p);
    for (const auto& team : out) {
      REQUIRE(team[0].mu == Approx(25).margin(1e-12));
      REQUIRE(team[0].sigma < 25.0 / 3.0);
    }
  }
  SECTION("the order of the teams does not matter, only their ranks") {
    const Teams a = plackett_luce_update({{{30, 5}}, {{20, 7}}, {{25, 3}}}, {2, 1, 3}, p);
    const Teams b = plackett_luce_update({{{25, 3}}, {{20, 7}}, {{30, 5}}}, {3, 1, 2}, p);
    require_rating(a[0][0], b[2][0].mu, b[2][0].sigma);
    require_rating(a[1][0], b[1][0].mu, b[1][0].sigma);
    require_rating(a[2][0], b[0][0].mu, b[0][0].sigma);
  }
  SECTION("an upset moves more than an expected result") {
    const Teams expected = plackett_luce_update({{{35, 3}}, {{15, 3}}}, {1, 2}, p);
    const Teams upset = plackett_luce_update({{{35, 3}}, {{15, 3}}}, {2, 1}, p);
    REQUIRE(35 - upset[0][0].mu > expected[0][0].mu - 35);
  }
  SECTION("ordinal is mu - 3 sigma; a newcomer's is 0") {
    REQUIRE(qm::math::initial_rating(p).ordinal() == Approx(0).margin(1e-12));
    REQUIRE(SkillRating{30, 2}.ordinal() == Approx(24));
  }
  SECTION("one team alone changes nothing; a bad call is refused") {
    const Teams alone = plackett_luce_update(teams_of({2}), {1}, p);
    REQUIRE(alone[0][0].mu == 25);
    REQUIRE(alone[0][0].sigma == 25.0 / 3.0);
    REQUIRE_THROWS_AS(plackett_luce_update(teams_of({1, 1}), {1}, p), std::invalid_argument);
    REQUIRE_THROWS_AS(plackett_luce_update({{}, {{25, 8}}}, {1, 2}, p), std::invalid_argument);
  }
}

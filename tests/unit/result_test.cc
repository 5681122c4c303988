// What every game decides the same way once the scores are known (games/result.h), and the
// scores table's claimed column every audit shares (games/audit_text.h).
#include <catch2/catch.hpp>

#include "games/audit_text.h"
#include "games/result.h"

using namespace qm;

namespace {

Outcome complete(std::vector<long long> scores, bool finished = true) {
  Outcome o;
  o.finished = finished;
  o.sides = {"Anna", "Bruno", "Carla"};
  o.scores = std::move(scores);
  o.winners = winners_of(o);
  return o;
}

std::vector<Claim> claims(std::vector<std::pair<std::string, long long>> list) {
  std::vector<Claim> out;
  for (auto& [side, score] : list) out.push_back(Claim{side, score, {7, 3}});
  return out;
}

}  // namespace

TEST_CASE("ranks: ties share a rank, the next rank skips") {
  CHECK(ranks_of({10, 20, 10}) == std::vector<int>{2, 1, 2});
  CHECK(ranks_of({5, 5, 5}) == std::vector<int>{1, 1, 1});
  CHECK(ranks_of({3, 9, 1}) == std::vector<int>{2, 1, 3});
  CHECK(ranks_of({}).empty());
}

TEST_CASE("winners: the best score, shared on a tie; with bounds, only the sure ones") {
  CHECK(complete({10, 20, 10}).winners == std::vector<std::string>{"Bruno"});
  CHECK(complete({20, 20, 10}).winners == std::vector<std::string>{"Anna", "Bruno"});
  Outcome open = complete({0, 0, 0});
  open.complete = false;
  open.bounds = {{10, 12}, {3, 9}, {8, 11}};  // Carla could still reach Anna
  CHECK(winners_of(open).empty());
  open.bounds[2] = {1, 9};
  CHECK(winners_of(open) == std::vector<std::string>{"Anna"});
}

TEST_CASE("claimed scores: the last claim naming the side, or null") {
  const std::vector<Claim> c = claims({{"Anna", 4}, {"Bruno", 7}, {"Anna", 5}});
  CHECK(claimed_score(c, "Anna") == Json(5));
  CHECK(claimed_score(c, "Bruno") == Json(7));
  CHECK(claimed_score(c, "Carla").is_null());
}

TEST_CASE("claimed sides: a claim naming no side is refused at the claim") {
  CHECK_NOTHROW(check_claimed_sides(claims({{"Anna", 1}}), {"Anna", "Bruno"}, "player"));
  try {
    check_claimed_sides(claims({{"Anna", 1}, {"Sharks", 2}}), {"Anna", "Bruno"}, "team");
    FAIL("no error");
  } catch (const RecordError& e) {
    CHECK(std::string(e.what()) == "unknown team 'Sharks' in 'result'");
    CHECK(e.pos().line == 7);
    CHECK(e.pos().column == 3);
  }
}

TEST_CASE("result-mismatch: claims against the computed scores or their bounds") {
  CHECK_FALSE(check_claimed_result({}, complete({1, 2, 3}), "so far"));
  CHECK_FALSE(check_claimed_result(claims({{"Bruno", 2}, {"Anna", 1}}), complete({1, 2, 3}), ""));
  std::optional<Violation> v =
      check_claimed_result(claims({{"Anna", 1}, {"Carla", 4}}), complete({1, 2, 3}), "so far");
  REQUIRE(v);
  CHECK(v->rule == "result-mismatch");
  CHECK(v->message == "the table claimed Anna 1, Carla 4; the record gives Anna 1, Carla 3");
  CHECK(v->player.empty());
  v = check_claimed_result(claims({{"Bruno", 5}}), complete({1, 2, 3}, false), "points so far");
  REQUIRE(v);
  CHECK(v->message ==
        "the table claimed Bruno 5; the record gives Bruno 2 (the game is unfinished: points "
        "so far)");

  Outcome open = complete({12, 9, 11});
  open.complete = false;
  open.bounds = {{10, 12}, {3, 9}, {8, 11}};
  CHECK_FALSE(check_claimed_result(claims({{"Anna", 10}, {"Carla", 8}}), open, ""));
  v = check_claimed_result(claims({{"Bruno", 10}}), open, "");
  REQUIRE(v);
  CHECK(v->message == "the table claimed Bruno 10; the record gives Bruno 3 to 9");
}

TEST_CASE("audit: sides by rank, the claimed column and the closing lines") {
  const Json sides = Json::parse(R"([
    {"side": "Anna", "rank": 2, "total": 5, "claimed": 5},
    {"side": "Bruno", "rank": 1, "total": 9, "claimed": null},
    {"side": "Carla", "rank": 2, "total": 5, "claimed": 4, "bounds": [3, 5]}])");
  std::vector<std::string> order;
  for (const Json& s : by_rank(sides)) order.push_back(s["side"].get<std::string>());
  CHECK(order == std::vector<std::string>{"Bruno", "Anna", "Carla"});

  ClaimedColumn agreeing;
  CHECK(agreeing.cell(sides[0]) == "5 (agrees)");
  CHECK(agreeing.cell(sides[1]) == "-");
  CHECK(agreeing.cell(sides[2]) == "4 (agrees)");  // within its bounds
  Json audit = Json{{"finished", true}, {"winners", {"Bruno"}}};
  CHECK(agreeing.closing_lines(audit) ==
        "Winner: Bruno\nThe result claimed at the table agrees with the record.\n");

  ClaimedColumn differing;
  CHECK(differing.cell(Json{{"total", 5}, {"claimed", 6}}) == "6 (differs)");
  audit = Json{{"finished", false}, {"winners", {"Anna", "Carla"}}};
  CHECK(differing.closing_lines(audit) ==
        "No winner: the game is unfinished (leading so far: Anna, Carla).\n"
        "The result claimed at the table does not agree with the record.\n");

  ClaimedColumn none;
  CHECK(none.closing_lines(Json{{"finished", true}, {"winners", Json::array()}}) ==
        "Winner: open: the hidden cards could still change the order.\n");
}

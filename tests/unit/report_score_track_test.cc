// The replay observer's view of the match (replay/observer.h: opened(), ObservedMove::match)
// and the scores move by move that `qm report` charts from it (report/score_track.h): over
// every sample record, the match is shown once when the game opens and with every move
// played, never with a move not played; the track has the start and every legal move, and
// the last point of a valid record is the score the replay reports.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "replay/corpus.h"
#include "report/score_track.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// The track, and what the observer was shown of the match.
struct MatchWatcher : qm::report::ScoreTrack {
  int opened_calls = 0;
  int moves_with_match = 0, played_without_match = 0, unplayed_with_match = 0;
  void opened(const qm::GameState& state) override {
    ++opened_calls;
    ScoreTrack::opened(state);
  }
  void move(const qm::ObservedMove& m) override {
    const bool played =
        m.verdict == qm::MoveVerdict::Legal || m.verdict == qm::MoveVerdict::Illegal;
    moves_with_match += m.state != nullptr;
    played_without_match += played && !m.state;
    unplayed_with_match += !played && m.state;
    ScoreTrack::move(m);
  }
};

}  // namespace

TEST_CASE("report: the score track has the start and every legal move of each record",
          "[report][observer]") {
  qm::Replayer replayer;
  int records = 0;
  for (const std::string& file : qm::list_record_files({source_path("records")})) {
    qm::replay_file(replayer, file, {}, [&](qm::Replay& first) {
      INFO(file << " #" << first.document);
      REQUIRE(first.record);
      MatchWatcher seen;
      qm::ReplayOptions options;
      options.observer = &seen;
      const qm::Replay r = replayer.replay(*first.record, options);
      ++records;
      REQUIRE(r.state);
      CHECK(seen.opened_calls == 1);
      CHECK(seen.played_without_match == 0);
      CHECK(seen.unplayed_with_match == 0);
      const int legal = r.violation && r.violation->move ? r.violation->move - 1 : r.moves_played;
      REQUIRE(int(seen.points().size()) == legal + 1);
      for (int i = 0; i <= legal; ++i) CHECK(seen.points()[size_t(i)].move == i);
      const qm::Outcome o = r.state->outcome();
      CHECK(seen.sides() == o.sides);
      // A valid record: the last point is the score the replay reports. (An illegal move
      // may have begun to change the table before it was refused, e.g. the captures at the
      // start of a turn taken out of order: the chart stops at the last legal move.)
      if (r.status == qm::Status::Valid) CHECK(seen.points().back().scores == o.scores);
    });
  }
  CHECK(records >= 29);
}

TEST_CASE("report: no match is shown for a record whose game cannot be opened",
          "[report][observer]") {
  MatchWatcher seen;
  qm::ReplayOptions options;
  options.observer = &seen;
  const qm::Replay r = replay_yaml(R"(
format: 1
game: loot
ruleset: loot/no-such-ruleset
players: [Anna, Bruno]
moves:
  - Anna merchant m4
)",
                                   options);
  CHECK(r.status == qm::Status::Unreadable);
  CHECK(seen.opened_calls == 0);
  CHECK(seen.moves_with_match == 0);
  CHECK(seen.points().empty());
}

// The replay observer (replay/observer.h):
//   - over every record of records/: the header once, every move once and in order, played
//     ones with their verdict and the words the game reads them as (the same as reading
//     the move alone, Game::move_words), the moves after the replay stopped as not played;
//     the end once, with the match's events, each of a kind the game declares; the report
//     is the same with an observer as without;
//   - a move that cannot be read: seen as unreadable, the rest as not played, no events.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "games/registry.h"
#include "replay/corpus.h"
#include "replay/observer.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// Everything an observer is shown, for checking.
struct Recorder : qm::ReplayObserver {
  int headers = 0, ends = 0;
  std::vector<int> numbers;
  std::vector<std::optional<qm::MoveWords>> words;
  std::vector<qm::MoveVerdict> verdicts;
  std::vector<std::string> rules;  // the rule broken, "" for none
  std::vector<qm::GameEvent> events;

  void header(const qm::Record&) override { ++headers; }
  void move(const qm::ObservedMove& m) override {
    numbers.push_back(m.number);
    words.push_back(m.words);
    verdicts.push_back(m.verdict);
    rules.push_back(m.violation ? m.violation->rule : "");
  }
  void end(const qm::Replay&, const std::vector<qm::GameEvent>& e) override {
    ++ends;
    events = e;
  }
};

bool same_words(const std::optional<qm::MoveWords>& a, const std::optional<qm::MoveWords>& b) {
  if (!a || !b) return !a && !b;
  return a->player == b->player && a->verb == b->verb && a->rest == b->rest;
}

}  // namespace

TEST_CASE("the observer sees every record's header, moves and end", "[replay][observer]") {
  qm::Replayer replayer;
  long long records = 0, events = 0;
  for (const std::string& file : qm::list_record_files({std::string(QM_SOURCE_DIR) + "/records"})) {
    std::vector<qm::Replay> plain = replay_file(file);
    size_t index = 0;
    qm::replay_file(replayer, file, {}, [&](qm::Replay& first) {
      INFO(file << " #" << first.document);
      REQUIRE(first.record);
      Recorder seen;
      qm::ReplayOptions options;
      options.observer = &seen;
      qm::Replay r = replayer.replay(*first.record, options);
      ++records;
      CHECK(qm::report_json(r) == qm::report_json(plain.at(index++)));
      CHECK(seen.headers == 1);
      CHECK(seen.ends == 1);
      const qm::Record& record = *r.record;
      REQUIRE(seen.numbers.size() == record.moves.size());
      const qm::Game* game = qm::find_game(record.game);
      REQUIRE(game);
      const int stopped = r.violation && r.violation->move > 0 ? r.violation->move : -1;
      for (size_t i = 0; i < record.moves.size(); ++i) {
        INFO("move " << i + 1);
        CHECK(seen.numbers[i] == int(i) + 1);
        CHECK(same_words(seen.words[i], game->move_words(record.moves[i], record.players)));
        const int number = int(i) + 1;
        // A fleet or set-up violation (Pirates) stops the replay before the first move.
        const bool before_moves = r.violation && r.violation->before_moves();
        const qm::MoveVerdict expected = before_moves        ? qm::MoveVerdict::NotPlayed
                                         : number == stopped ? qm::MoveVerdict::Illegal
                                         : stopped > 0 && number > stopped
                                             ? qm::MoveVerdict::NotPlayed
                                             : qm::MoveVerdict::Legal;
        CHECK(seen.verdicts[i] == expected);
        CHECK(seen.rules[i] == (number == stopped ? r.violation->rule : ""));
      }
      REQUIRE(r.match);
      const std::vector<qm::GameEvent> expected_events = r.match->events();
      REQUIRE(seen.events.size() == expected_events.size());
      std::vector<std::string> kinds;
      for (const qm::EventKind& k : game->type().event_kinds) kinds.push_back(k.name);
      for (size_t i = 0; i < seen.events.size(); ++i) {
        CHECK(seen.events[i].kind == expected_events[i].kind);
        CHECK(seen.events[i].value == expected_events[i].value);
        CHECK(std::count(kinds.begin(), kinds.end(), seen.events[i].kind) == 1);
      }
      events += (long long)seen.events.size();
      // Loot's captures in the report are its events, one for one.
      const qm::Json report = qm::report_json(r);
      if (record.game == "loot") {
        REQUIRE(report["captures"].size() == seen.events.size());
        for (size_t i = 0; i < seen.events.size(); ++i) {
          const qm::Json& c = report["captures"][i];
          CHECK(c["value"] == seen.events[i].value);
          CHECK(c["by"] == seen.events[i].side);
          CHECK(c["merchant"] == seen.events[i].detail["merchant"]);
          CHECK(c["owner"] == seen.events[i].detail["owner"]);
        }
      }
    });
  }
  CHECK(records >= 29);
  CHECK(events > 0);
}

TEST_CASE("the observer sees an unreadable move and the moves after it as not played",
          "[replay][observer]") {
  const std::string yaml = R"(format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
moves:
  - Anna merchant m5
  - Bruno plunder
  - Anna draw
)";
  Recorder seen;
  qm::ReplayOptions options;
  options.observer = &seen;
  const qm::Replay r = replay_yaml(yaml, options);
  CHECK(r.status == qm::Status::Unreadable);
  CHECK(seen.headers == 1);
  CHECK(seen.ends == 1);
  REQUIRE(seen.verdicts.size() == 3);
  CHECK(seen.verdicts[0] == qm::MoveVerdict::Legal);
  REQUIRE(seen.words[0]);
  CHECK(seen.words[0]->player == "Anna");
  CHECK(seen.words[0]->verb == "merchant");
  CHECK(seen.words[0]->rest == "m5");
  CHECK(seen.verdicts[1] == qm::MoveVerdict::Unreadable);
  CHECK_FALSE(seen.words[1]);
  CHECK(seen.verdicts[2] == qm::MoveVerdict::NotPlayed);
  REQUIRE(seen.words[2]);
  CHECK(seen.words[2]->verb == "draw");
  CHECK(seen.words[2]->rest.empty());
  CHECK(seen.events.empty());
}

#include "store/result_check.h"

#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <mutex>

#include "games/simulated_record.h"
#include "record/canonical.h"
#include "record/excerpt.h"
#include "replay/ordered_parallel.h"
#include "store/export.h"

namespace qm::store {

namespace {

Status status_of(const std::string& name) {
  if (name == "valid") return Status::Valid;
  if (name == "illegal") return Status::Illegal;
  return Status::Unreadable;
}

bool same_scores(const std::vector<StoredScore>& a, const std::vector<StoredScore>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const StoredScore& x, const StoredScore& y) {
                      return x.side == y.side && x.score == y.score && x.min == y.min &&
                             x.max == y.max && x.winner == y.winner;
                    });
}

bool same_parts(const std::vector<StoredScore>& a, const std::vector<StoredScore>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const StoredScore& x, const StoredScore& y) {
                      return std::equal(x.parts.begin(), x.parts.end(), y.parts.begin(),
                                        y.parts.end(), [](const ScorePart& p, const ScorePart& q) {
                                          return p.name == q.name && p.value == q.value;
                                        });
                    });
}

bool same_events(const std::vector<StoredEvent>& a, const std::vector<StoredEvent>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const StoredEvent& x, const StoredEvent& y) {
                      return x.move == y.move && x.side == y.side && x.kind == y.kind &&
                             x.value == y.value && x.detail == y.detail;
                    });
}

// What a standings table, a rating or `qm stats` reads of a record.
bool same_result(const StoredVerdict& a, const StoredVerdict& b) {
  return a.status == b.status && a.violation_rule == b.violation_rule &&
         a.violation_move == b.violation_move && a.violation_player == b.violation_player &&
         a.finished == b.finished && a.complete == b.complete && a.move_count == b.move_count &&
         same_scores(a.scores, b.scores);
}

// "valid, finished after 57 moves, Mallory 99, Anna 0, won by Mallory".
std::string verdict_summary(const StoredVerdict& v) {
  std::string s(status_name(v.status));
  if (v.status == Status::Illegal) {
    s += fmt::format(" (rule {}", excerpt(v.violation_rule.value_or("?"), 40));
    s += v.violation_move ? fmt::format(" at move {}", *v.violation_move) : " after the last move";
    if (v.violation_player) s += fmt::format(" by {}", excerpt(*v.violation_player, 40));
    s += ")";
  }
  if (v.status == Status::Unreadable) return s;
  s += fmt::format(", {} after {} move{}", v.finished ? "finished" : "unfinished", v.move_count,
                   v.move_count == 1 ? "" : "s");
  if (!v.complete) s += " (scores left open by hidden cards)";
  std::vector<std::string> winners;
  for (const StoredScore& score : v.scores) {
    s += fmt::format(", {} {}", excerpt(score.side, 40), score.score);
    if (score.min && score.max) s += fmt::format(" ({} to {})", *score.min, *score.max);
    if (score.winner) winners.push_back(excerpt(score.side, 40));
  }
  const std::string names = fmt::format("{}", fmt::join(winners, " and "));
  if (v.finished)
    s += winners.empty() ? ", no winner" : ", won by " + names;
  else if (!winners.empty())
    s += ", leading: " + names;
  return s;
}

}  // namespace

ResultCheck::ResultCheck(Database& db)
    : db_(db),
      game_(db.prepare(
          "SELECT status, move_count, finished, complete, violation_move, violation_player, "
          "violation_rule, player_count, source FROM games WHERE game_id = ?1")),
      scores_(db.prepare(
          "SELECT side, score, score_min, score_max, winner FROM scores WHERE game_id = ?1 ORDER "
          "BY side_no")),
      parts_(db.prepare(
          "SELECT side_no, part, value FROM score_parts WHERE game_id = ?1 ORDER BY side_no, "
          "part_no")),
      events_(db.prepare(
          "SELECT move, side, kind, value, detail FROM events WHERE game_id = ?1 ORDER BY seq")) {}

StoredVerdict ResultCheck::stored_verdict(long long game_id, std::string& source,
                                          long long& players) {
  StoredVerdict v;
  game_.bind(1, game_id);
  if (game_.step()) {
    v.status = status_of(game_.text(0));
    v.move_count = game_.integer(1);
    v.finished = game_.integer(2) != 0;
    v.complete = game_.integer(3) != 0;
    v.violation_move = game_.optional_integer(4);
    v.violation_player = game_.optional_text(5);
    v.violation_rule = game_.optional_text(6);
    players = game_.optional_integer(7).value_or(-1);
    source = game_.text(8);
  }
  game_.reset();
  scores_.bind(1, game_id);
  while (scores_.step()) {
    StoredScore score;
    score.side = scores_.text(0);
    score.score = scores_.integer(1);
    score.min = scores_.optional_integer(2);
    score.max = scores_.optional_integer(3);
    score.winner = scores_.integer(4) != 0;
    v.scores.push_back(std::move(score));
  }
  scores_.reset();
  parts_.bind(1, game_id);
  while (parts_.step()) {
    const long long side = parts_.integer(0);
    if (side < 0 || side >= (long long)v.scores.size()) {  // a part of no side: never equal
      v.scores.emplace_back().parts.push_back(ScorePart{parts_.text(1), parts_.integer(2)});
      continue;
    }
    v.scores[size_t(side)].parts.push_back(ScorePart{parts_.text(1), parts_.integer(2)});
  }
  parts_.reset();
  events_.bind(1, game_id);
  while (events_.step())
    v.events.push_back(StoredEvent{events_.optional_integer(0), events_.optional_text(1),
                                   events_.text(2), events_.integer(3), events_.optional_text(4)});
  events_.reset();
  return v;
}

std::optional<std::string> ResultCheck::difference(Replayer& replayer, long long game_id,
                                                   const StoredRecord& record) {
  if (!record.as_text && canonical_id(document_tree(record)) != record.content_hash)
    return std::string(
        "has a content hash that is not its content's (its rows were changed "
        "after it was stored)");
  if (record.ruleset_content && short_hash(*record.ruleset_content) != record.ruleset_hash)
    return std::string(
        "is stored with a ruleset whose hash is not its content's (the ruleset "
        "was changed after it was stored)");
  std::string source;
  long long players = -1;
  const StoredVerdict stored = stored_verdict(game_id, source, players);
  if (!record.as_text) {
    if (source != (is_simulated_event(record.event) ? "simulated" : "played"))
      return fmt::format("is stored as {} although its event says otherwise", source);
    if (players != (long long)record.players.size())
      return fmt::format("is stored as a game of {} players, but it names {}", players,
                         record.players.size());
  }
  // No observer: it would make every move's words, which are not compared; the events are
  // the match's.
  const Replay replay = replay_stored(replayer, db_, record);
  StoreObserver seen;
  if (replay.state) seen.events = stored_events(replay.state->events());
  const StoredVerdict replayed = verdict_of(replay, seen);
  if (!same_result(stored, replayed))
    return fmt::format("is stored as {}, but its replay gives {}", verdict_summary(stored),
                       verdict_summary(replayed));
  if (!same_parts(stored.scores, replayed.scores))
    return std::string("is stored with other score parts than its replay gives");
  if (!same_events(stored.events, replayed.events))
    return std::string("is stored with other events than its replay reports");
  return std::nullopt;
}

void check_results(const Database& db, const std::vector<StoredKey>& keys, int threads,
                   const std::function<bool(const StoredKey&, const std::string&)>& differs) {
  // A connection with its prepared statements and a replayer, taken by one task at a time.
  struct Checker {
    Database db;
    RowReader rows;
    ResultCheck check;
    Replayer replayer;
    Checker(const std::string& path, Access access) : db(path, access), rows(db), check(db) {}
  };
  std::mutex mutex;
  std::vector<std::unique_ptr<Checker>> idle;
  constexpr size_t kChunk = 64;
  using Found = std::vector<std::pair<size_t, std::string>>;  // index in `keys`, difference
  struct Stop {};
  try {
    ordered_parallel_run(
        (keys.size() + kChunk - 1) / kChunk, threads,
        [&](size_t task) {
          std::unique_ptr<Checker> checker;
          {
            std::lock_guard<std::mutex> lock(mutex);
            if (!idle.empty()) {
              checker = std::move(idle.back());
              idle.pop_back();
            }
          }
          if (!checker) checker = std::make_unique<Checker>(db.path(), db.access());
          Found found;
          {
            ReadTransaction snapshot(checker->db);
            for (size_t i = task * kChunk; i < std::min(keys.size(), (task + 1) * kChunk); ++i)
              if (std::optional<std::string> difference = checker->check.difference(
                      checker->replayer, keys[i].game_id, checker->rows.load(keys[i].game_id)))
                found.emplace_back(i, std::move(*difference));
          }
          std::lock_guard<std::mutex> lock(mutex);
          idle.push_back(std::move(checker));
          return found;
        },
        [&](Found& found) {
          for (const auto& [i, difference] : found)
            if (!differs(keys[i], difference)) throw Stop{};
        });
  } catch (const Stop&) {
  }
}

}  // namespace qm::store

// How far an import reads ahead of its writing (src/store/read_ahead.h): a reading thread
// waits for room unless its source is the next to be written, a source past the bound on its
// own is read when its turn comes, and a failure frees every reading thread that waits. An
// import on two threads of many sources, most larger than a small bound, stores what one
// thread stores; one that fails while writing stops, with nothing stored, rather than leave
// a reading thread waiting for ever.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <future>
#include <string>
#include <vector>

#include "store/import.h"
#include "store/open.h"
#include "store/read_ahead.h"
#include "test_support.h"

using namespace qmtest;
namespace store = qm::store;

namespace {

using namespace std::chrono_literals;

// Whether `waiting` is still waiting a moment later (a reading thread that waits for room).
bool still_waiting(const std::future<bool>& waiting) {
  return waiting.wait_for(100ms) == std::future_status::timeout;
}

// `count` record files in memory, file `i` holding i % 7 + 1 records (a few hundred bytes
// each), the records of file 11 illegal.
std::vector<store::NamedText> loot_files(int count) {
  std::vector<store::NamedText> files;
  for (int i = 0; i < count; ++i) {
    std::string text;
    for (int r = 0; r <= i % 7; ++r)
      text += fmt::format(
          "---\nid: ra-{}-{}\nformat: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, "
          "Bruno]\nmoves:\n  - Anna merchant m{}\n  - {} draw\n",
          i, r, 2 + r % 5, i == 11 ? "Anna" : "Bruno");
    files.push_back({fmt::format("ra/{}.yaml", i), text});
  }
  return files;
}

// The games an import stored, in the order it stored them.
std::string stored_games(store::Database& db) {
  store::Statement q = db.prepare(
      "SELECT g.game_id, g.id, g.source_file, g.status, count(m.ply) FROM games g "
      "LEFT JOIN moves m ON m.game_id = g.game_id GROUP BY g.game_id ORDER BY g.game_id");
  std::string text;
  while (q.step())
    text += fmt::format("{} {} {} {} {}\n", q.integer(0), q.text(1), q.text(2), q.text(3),
                        q.integer(4));
  return text;
}

}  // namespace

TEST_CASE("a reading thread waits for room unless its source is the next to be written",
          "[store][read-ahead]") {
  store::ReadAhead ahead(1000);
  CHECK_FALSE(ahead.reserve(0, 1001));  // past the bound on its own: read in its turn
  ahead.written(0, 0);
  REQUIRE(ahead.reserve(1, 600));
  REQUIRE(ahead.reserve(2, 400));  // fits beside source 1
  // Source 3 does not fit until source 1 is written; source 1 itself never waits.
  std::future<bool> third = std::async(std::launch::async, [&] { return ahead.reserve(3, 500); });
  CHECK(still_waiting(third));
  ahead.written(1, 600);
  CHECK(third.get());
}

TEST_CASE("the next source to be written is read even when the sources after it fill the bound",
          "[store][read-ahead]") {
  // A thread may reserve a later source before another reserves the next one: the next
  // one must not wait for them, or the writing would wait for ever.
  store::ReadAhead ahead(1000);
  REQUIRE(ahead.reserve(1, 800));
  REQUIRE(ahead.reserve(0, 500));  // next: read at once, beyond the bound
  std::future<bool> third = std::async(std::launch::async, [&] { return ahead.reserve(2, 300); });
  CHECK(still_waiting(third));
  ahead.written(0, 500);  // 800 + 300 still do not fit, and source 1 is next
  CHECK(still_waiting(third));
  ahead.written(1, 800);
  CHECK(third.get());
}

TEST_CASE("a failure frees the reading threads that wait for room", "[store][read-ahead]") {
  store::ReadAhead ahead(1000);
  REQUIRE(ahead.reserve(0, 1000));
  std::future<bool> second = std::async(std::launch::async, [&] { return ahead.reserve(1, 10); });
  std::future<bool> third = std::async(std::launch::async, [&] { return ahead.reserve(2, 10); });
  CHECK(still_waiting(second));
  ahead.stop();               // the writing failed: source 0 is never written
  CHECK_FALSE(second.get());  // not read: it would not be written
  CHECK_FALSE(third.get());
  CHECK_FALSE(ahead.reserve(3, 0));
}

TEST_CASE(
    "an import on two threads of many sources larger than the read-ahead stores what one "
    "thread stores",
    "[store][read-ahead]") {
  const std::vector<store::NamedText> files = loot_files(60);
  TempDir dir;
  std::string expected;
  // 1: every source read ahead; 0: none, each read when its turn comes; 400 and 1200: the
  // smaller sources read ahead one or two at a time, the larger ones in their turn.
  for (auto [threads, bound] : std::vector<std::pair<int, size_t>>{
           {1, size_t(4) << 20}, {2, size_t(4) << 20}, {2, 0}, {2, 400}, {2, 1200}, {1, 400}}) {
    INFO(fmt::format("-j {}, read-ahead {}", threads, bound));
    store::Database db = store::open_store(
        (dir.path() / fmt::format("j{}-{}.db", threads, bound)).string(), store::OpenMode::Create);
    qm::Replayer replayer;
    store::ImportOptions options;
    options.threads = threads;
    options.read_ahead_bytes = bound;
    options.keep_duplicates = true;  // the same few games over and over
    size_t calls = 0;
    options.progress = [&](size_t done, size_t total) {
      CHECK(done == ++calls);
      CHECK(total == files.size());
    };
    const store::ImportSummary s = store::import_texts(db, replayer, files, options);
    CHECK(calls == files.size());
    CHECK(s.added == 60 / 7 * 28 + 1 + 2 + 3 + 4);  // sum over the files of i % 7 + 1
    CHECK(s.illegal == 11 % 7 + 1);
    const std::string games = stored_games(db);
    if (expected.empty()) expected = games;
    CHECK(games == expected);
  }
}

TEST_CASE(
    "an import on two threads that fails while writing stops, with nothing stored, whatever "
    "waits to be read",
    "[store][read-ahead]") {
  std::vector<store::NamedText> files = loot_files(60);
  // Source 20 holds a record of source 3's id with another content: the writing throws
  // there, while reading threads wait for room for the sources after it.
  std::string clash = files[3].text;
  clash.replace(clash.find("merchant m2"), 11, "merchant m6");
  files[20].text += clash.substr(0, clash.find("---", 1));
  TempDir dir;
  for (auto [threads, bound] :
       std::vector<std::pair<int, size_t>>{{1, 400}, {2, 400}, {2, 0}, {2, 1200}}) {
    INFO(fmt::format("-j {}, read-ahead {}", threads, bound));
    const std::string path = (dir.path() / fmt::format("f{}-{}.db", threads, bound)).string();
    {
      store::Database db = store::open_store(path, store::OpenMode::Create);
      qm::Replayer replayer;
      store::ImportOptions options;
      options.threads = threads;
      options.read_ahead_bytes = bound;
      options.keep_duplicates = true;
      CHECK_THROWS_AS(store::import_texts(db, replayer, files, options), store::StoreError);
    }
    store::Database db = store::open_store(path, store::OpenMode::Existing);
    CHECK(db.query_integer("SELECT count(*) FROM games") == 0);
  }
}

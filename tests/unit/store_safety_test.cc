// The record store when things go wrong (issue 15):
//   - every failure a user can meet (a read-only file or folder, a full disk, a database
//     kept busy by another program, a file that is not a database, a damaged one, a newer
//     version) is a sentence naming the database file and saying what to do, never SQL or
//     SQLite's wording, with exit status 3;
//   - a database on read-only media is read (stats, export, validate/replay --db, check):
//     read-only, and as an immutable file when its folder cannot be written;
//   - a damaged page stops import before it writes, and stops reads with a clear message;
//     `qm check` finds damaged pages and totals that differ from their rows.
// Root may write to read-only files, so as root the read-only cases run `qm` as the user
// nobody (uid 65534).
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <random>

#include <fmt/format.h>

#include "replay/corpus.h"
#include "store/check.h"
#include "store/import.h"
#include "store/open.h"
#include "test_support.h"

using namespace qmtest;
namespace fs = std::filesystem;
namespace store = qm::store;

namespace {

constexpr unsigned kNobody = 65534;

// What a user must never read: SQL, SQLite's own wording, C++ internals.
void require_plain(const std::string& message) {
  INFO(message);
  for (const char* word : {"INSERT", "SELECT", "CREATE", "PRAGMA", "BEGIN", "COMMIT", "failed:",
                           "readonly database", "malformed", "SQLITE", "std::", "exception"})
    CHECK_THAT(message, !Catch::Contains(word));
}

// Runs qm as the user and group `uid` (test_support's run_qm, but for the user).
RunResult run_qm_as(unsigned uid, const std::vector<std::string>& args) {
  TempDir scratch;
  const fs::path out_path = scratch.path() / "stdout", err_path = scratch.path() / "stderr";
  std::vector<std::string> argv_store = {QM_BINARY};
  argv_store.insert(argv_store.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_store) argv.push_back(a.data());
  argv.push_back(nullptr);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0 || err < 0) _exit(127);
    dup2(out, 1);
    dup2(err, 2);
    if (setgroups(0, nullptr) != 0 || setgid(gid_t(uid)) != 0 || setuid(uid_t(uid)) != 0)
      _exit(126);
    if (chdir(QM_SOURCE_DIR) != 0) _exit(127);
    execv(argv[0], argv.data());
    _exit(127);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  RunResult result;
  if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  result.out = file_text(out_path);
  result.err = file_text(err_path);
  return result;
}

// Runs qm as a user that read-only permissions stop (nobody, when the tests run as root).
RunResult run_restricted(const std::vector<std::string>& args) {
  return geteuid() == 0 ? run_qm_as(kNobody, args) : run_qm(args);
}

// A store of records/loot (29 records) at `path`, written by qm and closed (its WAL
// checkpointed into the file).
void make_store(const std::string& path) {
  RunResult r = run_qm({"import", "records/loot", "--db", path, "-j", "1"});
  INFO(r.err);
  REQUIRE(r.exit_code == 1);  // the samples include disputes
}

// Overwrites page `page` (1-based) of the database file with bytes from a fixed seed.
void overwrite_page(const std::string& path, long long page) {
  long long page_size = 0;
  {
    store::Database db(path, store::Access::ReadOnly);
    page_size = db.query_integer("PRAGMA page_size");
  }
  std::mt19937 random(15);
  std::string garbage(size_t(page_size), '\0');
  for (char& c : garbage) c = char(random() & 0xff);
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  file.seekp((page - 1) * page_size);
  file.write(garbage.data(), std::streamsize(garbage.size()));
  REQUIRE(file.good());
}

long long root_page(const std::string& path, const std::string& table) {
  store::Database db(path, store::Access::ReadOnly);
  return db.query_integer(
      fmt::format("SELECT rootpage FROM sqlite_schema WHERE name = '{}'", table));
}

}  // namespace

TEST_CASE("store failures name the file and say what to do, without SQL", "[store][safety]") {
  TempDir dir;
  const std::string path = (dir.path() / "full.db").string();
  const std::vector<std::string> files = qm::list_record_files({source_path("records/loot")});

  SECTION("a full disk: nothing stored") {
    store::Database db = store::open_store(path, store::OpenMode::Create);
    // The file may not grow past its size now: as a full disk, to SQLite.
    db.exec(fmt::format("PRAGMA max_page_count = {}", db.query_integer("PRAGMA page_count") + 2));
    qm::Replayer replayer;
    try {
      store::import_records(db, replayer, files);
      FAIL("the import should not fit");
    } catch (const store::StoreError& e) {
      const std::string message = e.what();
      CHECK_THAT(message, Catch::StartsWith("'" + path + "'"));
      CHECK_THAT(message, Catch::Contains("disk is full"));
      CHECK_THAT(message, Catch::Contains("free some space"));
      require_plain(message);
      CHECK_THAT(e.detail(), Catch::Contains("full"));  // SQLite's words kept for developers
    }
    CHECK(db.query_integer("SELECT count(*) FROM games") == 0);
  }
  SECTION("a database another program keeps busy") {
    store::open_store(path, store::OpenMode::Create);
    store::Database writer(path, false);
    writer.exec("BEGIN IMMEDIATE");
    store::Database db(path, false, 5);  // waits 5 ms at a time, not a minute
    try {
      store::Transaction tx(db);
      FAIL("the write lock is held by another connection");
    } catch (const store::StoreError& e) {
      CHECK_THAT(std::string(e.what()), Catch::Contains("'" + path + "' is locked"));
      CHECK_THAT(std::string(e.what()), Catch::Contains("run the command again"));
      require_plain(e.what());
    }
    writer.exec("ROLLBACK");
  }
  SECTION("a store from a newer qm, on the command line") {
    { store::open_store(path, store::OpenMode::Create); }
    {
      store::Database db(path, false);
      db.exec(fmt::format("PRAGMA user_version = {}", store::current_version() + 1));
    }
    for (const char* command : {"stats", "check", "export"}) {
      RunResult r = run_qm({command, "--db", path});
      INFO(command);
      CHECK(r.exit_code == 3);
      CHECK_THAT(r.err + r.out, Catch::Contains("'" + path + "'"));
      CHECK_THAT(r.err + r.out, Catch::Contains("written by a newer qm"));
      require_plain(r.err + r.out);
    }
  }
  SECTION("every SQLite failure code gives a sentence naming the file") {
    for (int code :
         {SQLITE_READONLY, SQLITE_READONLY_DIRECTORY, SQLITE_FULL, SQLITE_BUSY, SQLITE_LOCKED,
          SQLITE_NOTADB, SQLITE_CORRUPT, SQLITE_IOERR_WRITE, SQLITE_CANTOPEN, SQLITE_PERM,
          SQLITE_NOMEM, SQLITE_CONSTRAINT_UNIQUE, SQLITE_ERROR, 12345}) {
      const std::string sentence = store::store_failure_sentence("x/y.db", code);
      INFO(code << ": " << sentence);
      CHECK_THAT(sentence, Catch::Contains("'x/y.db'"));
      require_plain(sentence);
    }
  }
}

TEST_CASE("a read-only database cannot be written: qm says so and which file", "[store][safety]") {
  TempDir dir;
  fs::permissions(dir.path(), fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                  fs::perms::others_read | fs::perms::others_exec);
  const fs::path folder = dir.path() / "stick";
  fs::create_directory(folder);
  const std::string db = (folder / "club.db").string();
  make_store(db);
  fs::permissions(db, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);

  SECTION("the file is read-only, its folder writable") {
    fs::permissions(folder, fs::perms::all);
    RunResult r = run_restricted({"import", "records/einauge", "--db", db});
    CHECK(r.exit_code == 3);
    CHECK_THAT(r.err, Catch::Contains("qm: '" + db +
                                      "' cannot be written: the file or its "
                                      "folder is read-only"));
    require_plain(r.err);
  }
  SECTION("the folder is read-only too") {
    fs::permissions(folder, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                                fs::perms::group_exec | fs::perms::others_read |
                                fs::perms::others_exec);
    RunResult r = run_restricted({"import", "records/einauge", "--db", db});
    CHECK(r.exit_code == 3);
    CHECK_THAT(r.err, Catch::Contains("'" + db + "'"));
    CHECK_THAT(r.err, Catch::Contains("read-only"));
    require_plain(r.err);
  }
  fs::permissions(folder, fs::perms::all);
}

TEST_CASE("a database on read-only media is read by the commands that only read",
          "[store][safety]") {
  TempDir dir;
  fs::permissions(dir.path(), fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                  fs::perms::others_read | fs::perms::others_exec);
  const fs::path folder = dir.path() / "stick";
  fs::create_directory(folder);
  const std::string db = (folder / "club.db").string();
  make_store(db);
  const std::string copy = (dir.path() / "copy.db").string();
  fs::copy_file(db, copy);
  REQUIRE(!fs::exists(db + "-wal"));
  REQUIRE(!fs::exists(db + "-shm"));
  fs::permissions(db, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  fs::permissions(folder, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                              fs::perms::group_exec | fs::perms::others_read |
                              fs::perms::others_exec);
  // Each command on the read-only database prints what it prints on a writable copy (ratings
  // too: it opened the store for writing once).
  for (const std::vector<std::string>& command :
       {std::vector<std::string>{"stats", "--format", "json"}, std::vector<std::string>{"export"},
        std::vector<std::string>{"validate", "-j", "2"},
        std::vector<std::string>{"replay", "--format", "json"}, std::vector<std::string>{"check"},
        std::vector<std::string>{"ratings"},
        std::vector<std::string>{"ratings", "--history", "Anna", "--format", "json"}}) {
    INFO(command[0]);
    std::vector<std::string> on_stick = command, on_copy = command;
    on_stick.insert(on_stick.end(), {"--db", db});
    on_copy.insert(on_copy.end(), {"--db", copy});
    RunResult a = run_restricted(on_stick), b = run_qm(on_copy);
    INFO(a.err);
    CHECK(a.exit_code == b.exit_code);
    CHECK(a.exit_code != 3);
    std::string expected = b.out;
    for (size_t at; (at = expected.find(copy)) != std::string::npos;)
      expected.replace(at, copy.size(), db);
    CHECK(a.out == expected);
  }
  CHECK(!fs::exists(db + "-shm"));  // nothing was made beside it
  fs::permissions(folder, fs::perms::all);
}

TEST_CASE("an immutable connection reads a WAL database alone; URIs escape the path",
          "[store][safety]") {
  TempDir dir;
  const fs::path folder = dir.path() / "odd?name#%20";
  fs::create_directory(folder);
  const std::string path = (folder / "a.db").string();
  CHECK(store::sqlite_uri(path, "immutable=1") ==
        "file:" + (dir.path() / "odd%3Fname%23%2520" / "a.db").string() + "?immutable=1");
  { store::open_store(path, store::OpenMode::Create); }
  REQUIRE(!fs::exists(path + "-shm"));
  {
    store::Database db(path, store::Access::Immutable);
    CHECK(db.query_integer("PRAGMA user_version") == store::current_version());
    CHECK(file_text(path)[18] == 2);  // the file says WAL (header byte 18), which it ignores
    CHECK(!fs::exists(path + "-shm"));
    CHECK_THROWS_AS(db.exec("CREATE TABLE t (x)"), store::StoreError);
  }
  store::Database read = store::open_store(path, store::OpenMode::Read);
  CHECK(read.access() == store::Access::ReadOnly);  // a writable folder: WAL as usual
  try {
    read.exec("CREATE TABLE t (x)");
    FAIL("a read-only connection wrote");
  } catch (const store::StoreError& e) {
    CHECK_THAT(std::string(e.what()), Catch::Contains("cannot be written"));
  }
}

TEST_CASE("a damaged page stops import before it writes, and stops every read", "[store][safety]") {
  TempDir dir;
  const std::string db = (dir.path() / "damaged.db").string();
  make_store(db);
  RunResult sound = run_qm({"check", "--db", db});
  CHECK(sound.exit_code == 0);
  CHECK(sound.out == fmt::format("'{}' is sound: store version {}, 29 record(s)\n", db,
                                 store::current_version()));

  SECTION("a page of the moves") {
    overwrite_page(db, root_page(db, "moves"));
    const std::string before = file_text(db);
    RunResult imported = run_qm({"import", "records/einauge", "--db", db});
    CHECK(imported.exit_code == 3);
    CHECK_THAT(imported.err, Catch::Contains("'" + db + "' is damaged, so nothing was written"));
    CHECK_THAT(imported.err, Catch::Contains("qm check --db " + db));
    require_plain(imported.err);
    CHECK(file_text(db) == before);
    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"export", "--db", db},
          std::vector<std::string>{"replay", "--db", db},
          std::vector<std::string>{"validate", "--db", db, "-j", "2"}}) {
      INFO(command[0]);
      RunResult r = run_qm(command);
      CHECK(r.exit_code == 3);
      CHECK_THAT(r.err, Catch::Contains("'" + db + "' is damaged"));
      require_plain(r.err);
    }
    RunResult check = run_qm({"check", "--db", db});
    CHECK(check.exit_code == 3);
    CHECK_THAT(check.out, Catch::Contains("the table moves is damaged ("));
    CHECK_THAT(check.out, Catch::EndsWith("problem(s)\n"));
    require_plain(check.out);
  }
  SECTION("a page of the totals that stats reads") {
    overwrite_page(db, root_page(db, "player_stats"));
    RunResult stats = run_qm({"stats", "--db", db, "--format", "json"});
    CHECK(stats.exit_code == 3);
    CHECK(stats.out.empty());
    CHECK_THAT(stats.err, Catch::Contains("'" + db + "' is damaged"));
    require_plain(stats.err);
    CHECK(run_qm({"check", "--db", db}).exit_code == 3);
  }
  SECTION("the file's first page") {
    overwrite_page(db, 1);
    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"stats", "--db", db},
          std::vector<std::string>{"import", "records/einauge", "--db", db},
          std::vector<std::string>{"check", "--db", db}}) {
      INFO(command[0]);
      RunResult r = run_qm(command);
      CHECK(r.exit_code == 3);
      CHECK_THAT(r.err, Catch::Contains("'" + db + "'"));
      require_plain(r.err);
    }
  }
}

TEST_CASE("qm check finds totals that differ from their rows, and a store's version",
          "[store][safety]") {
  TempDir dir;
  const std::string db = (dir.path() / "totals.db").string();
  make_store(db);
  {
    store::Database w(db, false);
    w.exec(
        "UPDATE player_stats SET wins = wins + 1 WHERE player = (SELECT min(player) FROM "
        "player_stats)");
  }
  store::CheckReport report = store::check_store(db);
  REQUIRE(report.problems.size() == 1);
  CHECK_THAT(report.problems[0],
             Catch::StartsWith("the totals table player_stats differs from its rows' sum in "));
  CHECK_THAT(report.problems[0], Catch::EndsWith("row(s) ('qm stats' would be wrong)"));
  RunResult r = run_qm({"check", "--db", db});
  CHECK(r.exit_code == 3);
  CHECK_THAT(r.out, Catch::EndsWith(fmt::format("'{}' is not sound: 1 problem(s)\n", db)));
  {
    store::Database w(db, false);
    w.exec(fmt::format("PRAGMA user_version = {}", store::current_version() + 1));
  }
  report = store::check_store(db);
  REQUIRE(report.problems.size() == 1);
  CHECK_THAT(report.problems[0], Catch::Contains("written by a newer qm"));
  RunResult missing = run_qm({"check", "--db", (dir.path() / "none.db").string()});
  CHECK(missing.exit_code == 3);
  CHECK_THAT(missing.err, Catch::Contains("no database"));
}

// --- qm merge ---

namespace {

// `qm stats --format json` of a database, without the database's name.
qm::Json stats_json(const std::string& db) {
  RunResult r = run_qm({"stats", "--db", db, "--format", "json"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  qm::Json j = qm::Json::parse(r.out);
  j.erase("database");
  return j;
}

long long records_in(const std::string& db) {
  store::Database d = store::open_store(db, store::OpenMode::Read);
  return d.query_integer("SELECT count(*) FROM games");
}

}  // namespace

TEST_CASE("qm merge of shard databases equals one import of all their records", "[store][merge]") {
  TempDir dir;
  auto at = [&](const std::string& name) { return (dir.path() / name).string(); };
  const std::vector<std::string> game = {
      "simulate", "--ruleset", "loot/standard", "--players", "3", "--games", "24", "-j", "1"};
  std::vector<std::string> shards;
  for (int i = 1; i <= 3; ++i) {
    std::vector<std::string> args = game;
    shards.push_back(at(fmt::format("shard{}.db", i)));
    args.insert(args.end(), {"--shard", fmt::format("{}/3", i), "--db", shards.back()});
    REQUIRE(run_qm(args).exit_code == 0);
  }
  std::vector<std::string> all = game;
  all.insert(all.end(), {"--out", at("all")});
  REQUIRE(run_qm(all).exit_code == 0);
  REQUIRE(run_qm({"import", at("all"), "--db", at("imported.db")}).exit_code == 0);

  std::vector<std::string> merge = {"merge", at("merged.db")};
  merge.insert(merge.end(), shards.begin(), shards.end());
  RunResult merged = run_qm(merge);
  INFO(merged.err);
  CHECK(merged.exit_code == 0);
  CHECK(merged.out == "24 new, 0 already present, 0 illegal, 0 unreadable\n");
  CHECK(stats_json(at("merged.db")) == stats_json(at("imported.db")));
  CHECK(run_qm({"check", "--db", at("merged.db")}).exit_code == 0);
  // The records themselves, as export writes them, in the same order.
  CHECK(run_qm({"export", "--db", at("merged.db")}).out ==
        run_qm({"export", "--db", at("imported.db")}).out);

  // A record already there is counted and left alone, as import does.
  RunResult again = run_qm({"merge", at("merged.db"), shards[1], at("imported.db")});
  CHECK(again.exit_code == 0);
  CHECK(again.out == "0 new, 32 already present, 0 illegal, 0 unreadable\n");
  CHECK(records_in(at("merged.db")) == 24);
  CHECK(stats_json(at("merged.db")) == stats_json(at("imported.db")));

  RunResult itself = run_qm({"merge", at("merged.db"), at("merged.db")});
  CHECK(itself.exit_code == 2);
  CHECK_THAT(itself.err, Catch::Contains("is the output database"));
}

TEST_CASE("a merge that fails half-way leaves the output as it was", "[store][merge]") {
  TempDir dir;
  auto at = [&](const std::string& name) { return (dir.path() / name).string(); };
  const std::string out = at("out.db");
  REQUIRE(run_qm({"import", "records/loot", "--db", out}).exit_code == 1);
  // New records first, then one whose id is in OUT with other content.
  REQUIRE(run_qm({"import", "records/einauge", "--db", at("new.db")}).exit_code != 3);
  std::string changed = file_text(source_path("records/loot/tnll-2026-03-r4-t2.yaml"));
  const size_t date = changed.find("date: 2026-03-26");
  REQUIRE(date != std::string::npos);
  changed.replace(date, 16, "date: 2026-03-27");  // copied by hand, one day off
  REQUIRE(
      run_qm({"import", dir.write("changed.yaml", changed), "--db", at("clash.db")}).exit_code ==
      0);
  const qm::Json before = stats_json(out);
  const std::string exported = run_qm({"export", "--db", out}).out;

  RunResult r = run_qm({"merge", out, at("new.db"), at("clash.db")});
  CHECK(r.exit_code == 3);
  CHECK_THAT(r.err, Catch::Contains(fmt::format(
                        "qm: '{}': the record 'tnll-2026-03-r4-t2' is already in '{}' with "
                        "different content; nothing was merged",
                        at("clash.db"), out)));
  require_plain(r.err);
  CHECK(stats_json(out) == before);
  CHECK(run_qm({"export", "--db", out}).out == exported);
  CHECK(records_in(out) == 29);

  RunResult missing = run_qm({"merge", out, at("none.db")});
  CHECK(missing.exit_code == 3);
  CHECK_THAT(missing.err, Catch::Contains("no database"));
  CHECK(records_in(out) == 29);
}

// The league site (`qm report --db FILE --out DIR`) on a store of 10,000 games. Requirement:
// "a league site for 10,000 games in under 30 s on one core" (qm report runs on one thread).
//
// The store, written once next to the corpus (ROOT/site-store-N.db, reused while it holds
// what is expected): `qm import` of the corpus of validate_bench (bench/corpus.h: simulated
// Loot records) made into a league: every record played at a table, in one of 12 monthly
// events, dated, its players spread over 120 people (so that there are 120 player pages with
// their charts and head-to-head tables, not 8: each seat's person is one of 120, whatever
// name the record writes, as a store of version 8 keeps people apart from names), and one record in
// 50 marked illegal under one of three rules (so that the disputes page and those games' move lists
// are written). The totals are rebuilt from the rows, as qm stats reads them.
//
// Benchmark, wall-clock time (UseRealTime), one iteration = the whole site:
//   qm_report_site/N   the qm binary as a child: `qm report --db STORE --out DIR` into a
//                      folder removed (untimed) before each run; items are games.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <filesystem>
#include <string>
#include <vector>

#include "bench/child.h"
#include "bench/child_benchmark.h"
#include "bench/corpus.h"
#include "bench/summary_reporter.h"
#include "store/open.h"
#include "store/totals.h"

namespace {

using namespace qm;
namespace fs = std::filesystem;

constexpr double kMaxSiteSeconds = 30.0;
constexpr int kLeaguePlayers = 120;

// The corpus made a league, as the header says (inside the caller's transaction).
void make_league(store::Database& db) {
  db.exec(fmt::format(
      "CREATE TEMP TABLE league_names AS SELECT s.game_id, s.seat, p.name AS old_name, "
      "printf('Player %03d', ((s.game_id * 7 + s.seat * 13) % {0}) + 1) AS new_name "
      "FROM seats s JOIN players p ON p.player_id = s.player_id;"
      "CREATE INDEX temp.league_by_seat ON league_names (game_id, seat);"
      "CREATE INDEX temp.league_by_name ON league_names (game_id, old_name);"
      "INSERT OR IGNORE INTO players (name) SELECT DISTINCT new_name FROM league_names;"
      "UPDATE seats SET player_id = (SELECT p.player_id FROM league_names n JOIN players p ON "
      "p.name = n.new_name WHERE n.game_id = seats.game_id AND n.seat = seats.seat);"
      "DELETE FROM players WHERE NOT EXISTS (SELECT 1 FROM seats s WHERE s.player_id = "
      "players.player_id);"
      "UPDATE games SET source = 'played', event = printf('Season 2026, month %d', game_id % 12 "
      "+ 1), date = printf('2026-%02d-%02d', game_id % 12 + 1, game_id % 28 + 1);"
      "UPDATE games SET status = 'illegal', finished = 0, violation_move = min(5, move_count), "
      "violation_line = 12, violation_player = (SELECT s.name FROM seats s WHERE "
      "s.game_id = games.game_id AND s.seat = 1), violation_rule = printf('bench-rule-%d', "
      "game_id % 3), violation_message = 'a move the benchmark marks illegal' "
      "WHERE game_id % 50 = 0;"
      "DROP TABLE temp.league_names;",
      kLeaguePlayers));
}

// The league store: the corpus imported (`qm import -j 2`) and made a league, unless `path`
// already holds it.
void prepare_league_store(const bench::Corpus& c, const std::string& path) {
  if (fs::exists(path)) {
    store::Database db = store::open_store(path, store::OpenMode::Existing);
    if (db.query_integer("SELECT count(*) FROM games WHERE source = 'played'") ==
        (long long)c.records)
      return;
  }
  for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path + suffix);
  const bench::ChildResult r =
      bench::run_child(QM_BINARY, {"import", "-j", "2", c.big_dir, "--db", path});
  if (r.exit_status != 0)
    throw std::runtime_error(fmt::format("qm import {} exited with {}", c.big_dir, r.exit_status));
  store::Database db = store::open_store(path, store::OpenMode::Existing);
  store::Transaction tx(db);
  make_league(db);
  store::rebuild_totals(db);
  tx.commit();
  db.exec("ANALYZE");
}

struct SiteSize {
  size_t files = 0, bytes = 0;
};

SiteSize site_size(const fs::path& dir) {
  SiteSize s;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    if (entry.is_regular_file()) {
      ++s.files;
      s.bytes += entry.file_size();
    }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const size_t records = bench::corpus_records();

  bench::Corpus corpus;
  std::string store_path, out_dir;
  try {
    corpus = bench::prepare_corpus(records, std::min<size_t>(records, 1000), "site_bench");
    store_path = (fs::path(corpus.root) / fmt::format("site-store-{}.db", records)).string();
    out_dir = (fs::path(corpus.root) / "site-out").string();
    fmt::print("League store: {} ...\n", store_path);
    std::fflush(stdout);
    prepare_league_store(corpus, store_path);
  } catch (const std::exception& e) {
    fmt::print(stderr, "site_bench: {}\n", e.what());
    return 1;
  }

  const std::string n = fmt::format("{}", records);
  benchmark::RegisterBenchmark(("qm_report_site/" + n).c_str(),
                               [&](benchmark::State& s) {
                                 bench::child_iterations(
                                     s, QM_BINARY, {"report", "--db", store_path, "--out", out_dir},
                                     int64_t(records), [&] { fs::remove_all(out_dir); });
                               })
      ->UseRealTime()
      ->Unit(benchmark::kMillisecond);

  const std::string load_before = bench::load_average();
  bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = bench::load_average();

  const auto site = reporter.figure("qm_report_site/" + n);
  fmt::print(
      "\nSummary ({} games, {} players; wall time, median [fastest-slowest] of the repetitions; "
      "load average before {}, after {}):\n",
      records, kLeaguePlayers, load_before, load_after);
  if (site) {
    const SiteSize size = fs::exists(out_dir) ? site_size(out_dir) : SiteSize{};
    fmt::print("  {:<58} {:7.3f} s  [{:.2f}-{:.2f}]  ({} files, {:.1f} MB)\n",
               "qm report --db (the league site), one thread", site->real_s, site->min_real_s,
               site->max_real_s, size.files, double(size.bytes) / 1e6);
    fmt::print("  league site for {} games: {:.3f} s (requirement < {} s: {})\n", records,
               site->real_s, kMaxSiteSeconds, site->real_s < kMaxSiteSeconds ? "met" : "NOT met");
  }
  fs::remove_all(out_dir);
  if (corpus.temporary) fs::remove_all(corpus.root);
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}

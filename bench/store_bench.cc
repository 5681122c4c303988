// The record store over the corpus of validate_bench (bench/corpus.h: 10,000 simulated Loot
// records). Requirements measured here (the machine has 2 cores):
//   - `qm import` from YAML into a database on disk within 2x the time yaml-cpp needs to
//     parse the same files, and parallel like `qm validate -j`;
//   - replay from the database at 2 million moves per second or more;
//   - `qm stats` on 100,000 games in under a second;
//   - `qm ratings` (every player's Weng-Lin rating, game after game) on 100,000 games in
//     under two seconds.
//
// Databases, written once next to the corpus (ROOT/store-N.db, ROOT/store-100000.db; reused
// while they hold what is expected): store-N.db is `qm import -j 2` of the corpus; the
// 100,000-game store is that one's records copied ten times under new ids (every row of
// every table, moves included), so that its tables have the sizes of 100,000 real games.
//
// Benchmarks, wall-clock time (UseRealTime), one iteration = the whole corpus:
//   yaml_cpp_load_all/N          the baseline (bench/yaml_cpp_baseline.h);
//   qm_import/jK/N               the qm binary as a child: `qm import -j K DIR --db NEW` into a
//                                new file on disk (deleted, untimed, before each iteration);
//   db_replay/in_process/N       replay_records over the whole store on this thread: the
//                                rows read, the record rebuilt, every move replayed (items
//                                are moves, so items_per_second is moves per second);
//   qm_validate_db/jK/N          the qm binary: `qm validate --db STORE -j K` (items: moves);
//   qm_stats/G                   the qm binary: `qm stats --db STORE --include-simulated` on
//                                G games (the corpus is simulated: counted as played ones);
//   qm_ratings/G                 the qm binary: `qm ratings --db STORE --include-simulated`;
//   qm_merge/N                   the qm binary: `qm merge NEW STORE` of the corpus store into a
//                                new file (deleted, untimed, before each iteration): every
//                                record replayed and checked against its stored result
//                                (store/result_check.h), then copied.
// The summary gives the ratios and rates the requirements name, from the measured medians.
#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <filesystem>
#include <string>
#include <vector>

#include "bench/child.h"
#include "bench/child_benchmark.h"
#include "bench/corpus.h"
#include "bench/summary_reporter.h"
#include "bench/yaml_cpp_baseline.h"
#include "replay/corpus.h"
#include "store/export.h"
#include "store/open.h"
#include "store/totals.h"

namespace {

using namespace qm;
namespace fs = std::filesystem;

constexpr double kMaxImportRatio = 2.0;
constexpr double kMinImportSpeedUp = 1.5;  // "parallel like qm validate -j", taken as >= 1.5x
constexpr double kMinMovesPerSecond = 2e6;
constexpr double kMaxStatsSeconds = 1.0;
constexpr double kMaxRatingsSeconds = 2.0;
constexpr int kCopies = 10;

long long count(const store::Database& db, const std::string& sql) { return db.query_integer(sql); }

// The store of the corpus: `qm import -j 2`, unless `path` already holds every record.
void import_corpus(const bench::Corpus& c, const std::string& path) {
  if (fs::exists(path)) {
    store::Database db = store::open_store(path, store::OpenMode::Existing);
    if (count(db, "SELECT count(*) FROM games WHERE status = 'valid'") == (long long)c.records)
      return;
  }
  fs::remove(path);
  const bench::ChildResult r =
      bench::run_child(QM_BINARY, {"import", "-j", "2", c.big_dir, "--db", path});
  if (r.exit_status != 0)
    throw std::runtime_error(fmt::format("qm import {} exited with {}", c.big_dir, r.exit_status));
}

// Copies every row of `table` again `copies` times, game_id shifted by k * `shift` and, in
// `games`, the id suffixed "~k".
void copy_rows(store::Database& db, const std::string& table, int copies, long long shift) {
  std::vector<std::string> columns;
  store::Statement info =
      db.prepare(fmt::format("SELECT name FROM pragma_table_info('{}')", table));
  while (info.step()) columns.push_back(info.text(0));
  for (int k = 1; k < copies; ++k) {
    std::string names, values;
    for (const std::string& col : columns) {
      names += fmt::format("{}{}", names.empty() ? "" : ", ", col);
      std::string value = col;
      if (col == "game_id") value = fmt::format("game_id + {}", k * shift);
      if (table == "games" && col == "id") value = fmt::format("id || '~{}'", k);
      values += fmt::format("{}{}", values.empty() ? "" : ", ", value);
    }
    db.exec(fmt::format("INSERT INTO {} ({}) SELECT {} FROM {} WHERE game_id <= {}", table, names,
                        values, table, shift));
  }
}

// The 100,000-game store: the corpus store copied kCopies times.
void multiply_store(const std::string& from, const std::string& path, long long games) {
  if (fs::exists(path)) {
    store::Database db = store::open_store(path, store::OpenMode::Existing);
    if (count(db, "SELECT count(*) FROM games") == games) return;
  }
  fs::remove(path);
  fs::copy_file(from, path);
  store::Database db = store::open_store(path, store::OpenMode::Existing);
  const long long shift = count(db, "SELECT max(game_id) FROM games");
  store::Transaction tx(db);
  for (const char* table : {"games", "seats", "teams", "team_members", "moves", "claims", "scores",
                            "score_parts", "events"})
    copy_rows(db, table, kCopies, shift);
  // The totals `qm stats` reads count the copies too.
  store::rebuild_totals(db);
  tx.commit();
  db.exec("ANALYZE");
}

void qm_import(benchmark::State& state, const bench::Corpus& c, int jobs, const std::string& db) {
  bench::child_iterations(state, QM_BINARY,
                          {"import", "-j", fmt::format("{}", jobs), c.big_dir, "--db", db},
                          int64_t(c.records), [&] {
                            for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(db + suffix);
                          });
  state.SetBytesProcessed(state.iterations() * int64_t(c.bytes));
}

void db_replay(benchmark::State& state, const std::string& path, long long moves) {
  store::Database db = store::open_store(path, store::OpenMode::Existing);
  Replayer replayer;
  long long played = 0, not_valid = 0;
  for (auto _ : state)
    store::replay_records(db, replayer, {}, {}, [&](Replay& r) {
      played += r.moves_played;
      not_valid += r.status != Status::Valid;
    });
  if (not_valid) state.SkipWithError("some stored record replays as not valid");
  if (played != moves * state.iterations()) state.SkipWithError("not every move was replayed");
  state.SetItemsProcessed(state.iterations() * moves);
}

void qm_child(benchmark::State& state, const std::vector<std::string>& args, int64_t items) {
  bench::child_iterations(state, QM_BINARY, args, items);
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const size_t records = bench::corpus_records();

  bench::Corpus corpus;
  std::string store_path, big_store_path, scratch;
  long long moves = 0, big_games = 0;
  try {
    corpus = bench::prepare_corpus(records, std::min<size_t>(records, 1000), "store_bench");
    store_path = (fs::path(corpus.root) / fmt::format("store-{}.db", records)).string();
    big_games = (long long)records * kCopies;
    big_store_path = (fs::path(corpus.root) / fmt::format("store-{}.db", big_games)).string();
    scratch = (fs::path(corpus.root) / "import-scratch.db").string();
    fmt::print("Stores: importing {} ...\n", store_path);
    std::fflush(stdout);
    import_corpus(corpus, store_path);
    fmt::print("Stores: copying it {} times into {} ...\n", kCopies, big_store_path);
    std::fflush(stdout);
    multiply_store(store_path, big_store_path, big_games);
    store::Database db = store::open_store(store_path, store::OpenMode::Existing);
    moves = count(db, "SELECT sum(move_count) FROM games");
  } catch (const std::exception& e) {
    fmt::print(stderr, "store_bench: {}\n", e.what());
    return 1;
  }
  fmt::print("Corpus: {} files, {:.1f} MB, {} moves; stores of {} and {} games\n\n",
             corpus.big_files.size(), corpus.bytes / 1e6, moves, records, big_games);

  const std::string n = fmt::format("{}", records), g = fmt::format("{}", big_games);
  auto reg = [](const std::string& name, auto fn) {
    return benchmark::RegisterBenchmark(name.c_str(), fn)
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
  };
  const bench::Corpus* c = &corpus;
  reg("yaml_cpp_load_all/" + n, [c](benchmark::State& s) { bench::yaml_cpp_load_all(s, *c); });
  for (int jobs : {1, 2})
    reg(fmt::format("qm_import/j{}/{}", jobs, n),
        [c, jobs, scratch](benchmark::State& s) { qm_import(s, *c, jobs, scratch); });
  reg("db_replay/in_process/" + n,
      [store_path, moves](benchmark::State& s) { db_replay(s, store_path, moves); });
  for (int jobs : {1, 2})
    reg(fmt::format("qm_validate_db/j{}/{}", jobs, n),
        [store_path, moves, jobs](benchmark::State& s) {
          qm_child(s, {"validate", "--db", store_path, "-j", fmt::format("{}", jobs)}, moves);
        });
  reg("qm_stats/" + g, [big_store_path, big_games](benchmark::State& s) {
    qm_child(s, {"stats", "--db", big_store_path, "--include-simulated"}, big_games);
  });
  reg("qm_ratings/" + g, [big_store_path, big_games](benchmark::State& s) {
    qm_child(s, {"ratings", "--db", big_store_path, "--include-simulated"}, big_games);
  });
  reg("qm_merge/" + n, [store_path, scratch](benchmark::State& s) {
    bench::child_iterations(s, QM_BINARY, {"merge", scratch, store_path},
                            int64_t(bench::corpus_records()), [&] {
                              for (const char* suffix : {"", "-wal", "-shm"})
                                fs::remove(scratch + suffix);
                            });
  });

  const std::string load_before = bench::load_average();
  bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const std::string load_after = bench::load_average();

  auto fig = [&](const std::string& name) { return reporter.figure(name); };
  const auto yaml = fig("yaml_cpp_load_all/" + n);
  const auto import1 = fig("qm_import/j1/" + n), import2 = fig("qm_import/j2/" + n);
  const auto replay = fig("db_replay/in_process/" + n);
  const auto validate1 = fig("qm_validate_db/j1/" + n), validate2 = fig("qm_validate_db/j2/" + n);
  const auto stats = fig("qm_stats/" + g);
  const auto ratings = fig("qm_ratings/" + g);
  const auto merge = fig("qm_merge/" + n);
  auto verdict = [](bool met) { return met ? "met" : "NOT met"; };

  fmt::print(
      "\nSummary ({} records, {:.1f} MB, {} moves; wall time, median [fastest-slowest] of the "
      "repetitions; load average before {}, after {}):\n",
      records, corpus.bytes / 1e6, moves, load_before, load_after);
  auto row = [](const std::string& what, const std::optional<bench::Figure>& f,
                const std::string& more) {
    if (f)
      fmt::print("  {:<58} {:7.3f} s  [{:.2f}-{:.2f}]{}{}\n", what, f->real_s, f->min_real_s,
                 f->max_real_s, more.empty() ? "" : "  ", more);
  };
  auto rate = [moves](const std::optional<bench::Figure>& f) {
    return f ? fmt::format("({:.2f} M moves/s)", double(moves) / f->real_s / 1e6) : "";
  };
  row("yaml-cpp: read + YAML::LoadAll per file, 1 thread", yaml, "");
  row("qm import -j 1 (into a new database on disk)", import1, "");
  row("qm import -j 2", import2, "");
  row("replay from the database, in process, 1 thread", replay, rate(replay));
  row("qm validate --db -j 1", validate1, rate(validate1));
  row("qm validate --db -j 2", validate2, rate(validate2));
  row(fmt::format("qm stats on {} games", big_games), stats, "");
  row(fmt::format("qm ratings on {} games", big_games), ratings, "");
  row(fmt::format("qm merge of {} games into a new store", records), merge, "");
  if (yaml && import1 && import2) {
    const double r1 = import1->real_s / yaml->real_s, r2 = import2->real_s / yaml->real_s;
    fmt::print(
        "  import -j 1 / yaml-cpp: {:.2f}x, -j 2 / yaml-cpp: {:.2f}x (requirement <= {}x: {})\n",
        r1, r2, kMaxImportRatio, verdict(r2 <= kMaxImportRatio));
    const double speed_up = import1->real_s / import2->real_s;
    fmt::print("  import -j 2 speed-up over -j 1: {:.2f}x (taken as >= {}x: {})\n", speed_up,
               kMinImportSpeedUp, verdict(speed_up >= kMinImportSpeedUp));
  }
  if (replay && validate2) {
    // The requirement names no thread count: qm validate --db uses every core by default.
    const double one = double(moves) / replay->real_s, two = double(moves) / validate2->real_s;
    fmt::print(
        "  replay from the database: {:.2f} M moves/s on one thread in process, {:.2f} M/s with "
        "qm validate --db -j 2 (requirement >= {:.0f} M: {})\n",
        one / 1e6, two / 1e6, kMinMovesPerSecond / 1e6,
        verdict(std::max(one, two) >= kMinMovesPerSecond));
  }
  if (stats)
    fmt::print("  qm stats on {} games: {:.3f} s (requirement < {} s: {})\n", big_games,
               stats->real_s, kMaxStatsSeconds, verdict(stats->real_s < kMaxStatsSeconds));
  if (ratings)
    fmt::print("  qm ratings on {} games: {:.3f} s (requirement < {} s: {})\n", big_games,
               ratings->real_s, kMaxRatingsSeconds, verdict(ratings->real_s < kMaxRatingsSeconds));

  for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(scratch + suffix);
  if (corpus.temporary) fs::remove_all(corpus.root);
  benchmark::Shutdown();
  return reporter.failed().empty() ? 0 : 1;
}

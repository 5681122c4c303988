// Fuzz target `database`: a database file from a stranger (a club's laptop, a shard to
// merge), read as every command that reads a store reads it: `qm check`, then opened as a
// store (refused, with a StoreError, unless its schema is qm's own), `stats`, `ratings`,
// `export` of every record, `replay --db`, the league site (`report --db`), and `merge`
// into a new store. Only a StoreError may stop any of them (main says it in a sentence,
// exit status 3); anything else escaping, a crash, a hang past libFuzzer's -timeout or
// memory past -rss_limit_mb is a finding.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "new_store.h"
#include "replay/replay.h"
#include "report/site/league_site.h"
#include "store/check.h"
#include "store/export.h"
#include "store/merge.h"
#include "store/open.h"
#include "store/ratings.h"
#include "store/stats.h"
#include "temp_dir.h"

namespace {

namespace fs = std::filesystem;
namespace store = qm::store;

// The input as a database file, without the -wal and -shm files of the input before.
std::string input_file(const uint8_t* data, size_t size) {
  const std::string path = qm::fuzz::temp_dir() + "/input.db";
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path + suffix);
  std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(data), long(size));
  return path;
}

void read_as_every_command(store::Database& db) {
  store::compute_stats(db, store::StatsFilter{});
  store::RatingsRequest ratings;
  ratings.every_history = true;
  store::compute_ratings(db, ratings);
  qm::Replayer replayer;
  store::load_records(db, {}, 64, [](std::vector<store::StoredRecord>& chunk) {
    for (const store::StoredRecord& record : chunk) store::export_yaml(record);
  });
  store::replay_records(db, replayer, {}, {}, [](qm::Replay& r) { qm::report_json(r); });
  const std::string site = qm::fuzz::temp_dir() + "/site";
  fs::remove_all(site);
  qm::report::site::write_league_site(db, site, true);
  store::Database out = qm::fuzz::new_store("merged.db");
  store::merge_stores(out, {&db});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = input_file(data, size);
  try {
    store::check_store(path);
  } catch (const store::StoreError&) {
  }
  try {
    store::Database db = store::open_store(path, store::OpenMode::Read);
    read_as_every_command(db);
  } catch (const store::StoreError&) {
  }
  return 0;
}

// Fuzz target `site`: a record file imported into a new store, then the league site written
// from it (`qm report --db FILE --out DIR`) twice into one folder. The names a record brings
// (players, ids, rulesets) become file names: every page must stay inside the folder (a
// regular file, no link, no name that escapes), no two pages may share a name whatever the
// case, the manifest must list every page written, and the second run over the first (its
// own site) must succeed and give the same files. Anything else aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>

#include "new_store.h"
#include "record/unicode_text.h"
#include "replay/replay.h"
#include "report/site/league_site.h"
#include "report/site/site_folder.h"
#include "store/import.h"
#include "store/open.h"
#include "temp_dir.h"

namespace {

namespace fs = std::filesystem;
namespace store = qm::store;

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz_site: %s\n", what.c_str());
  std::abort();
}

// Every file under `root` (relative path, '/' between folders) and its size; aborts on
// anything that is not a regular file or a folder.
std::map<std::string, uintmax_t> files_under(const fs::path& root) {
  std::map<std::string, uintmax_t> files;
  std::set<std::string> folded;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(root)) {
    const std::string relative = fs::relative(entry.path(), root).generic_string();
    if (entry.is_symlink()) fail("a link in the site: " + relative);
    if (entry.is_directory()) continue;
    if (!entry.is_regular_file()) fail("not a file: " + relative);
    if (!folded.insert(qm::folded(relative)).second)
      fail("two files of one name but for the case: " + relative);
    files[relative] = entry.file_size();
  }
  return files;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static qm::Replayer replayer;
  const std::string text(reinterpret_cast<const char*>(data), size);
  store::Database db = qm::fuzz::new_store("site.db");
  try {
    store::import_texts(db, replayer, {{"fuzz.yaml", text}});
  } catch (const store::StoreError&) {
    return 0;  // two records of one id: nothing stored
  }
  const fs::path site = qm::fuzz::temp_dir() + "/site";
  fs::remove_all(site);
  const qm::report::site::SiteSummary first = qm::report::site::write_league_site(db, site);
  const std::map<std::string, uintmax_t> files = files_under(site);
  size_t pages = 0;
  for (const auto& [name, bytes] : files) pages += name.size() > 5 && name.ends_with(".html");
  if (pages != first.pages)
    fail(std::to_string(first.pages) + " pages written, " + std::to_string(pages) + " found");
  std::ifstream manifest(site / qm::report::site::SiteFolder::kMarker);
  size_t listed = 0;
  for (std::string line; std::getline(manifest, line);) {
    if (line.size() < 18 || line[16] != ' ' || line.find_first_not_of("0123456789abcdef") != 16)
      continue;
    ++listed;
    if (!files.count(line.substr(17))) fail("the manifest lists a page not written: " + line);
  }
  if (listed != pages) fail("the manifest lists " + std::to_string(listed) + " of the pages");
  const qm::report::site::SiteSummary second = qm::report::site::write_league_site(db, site);
  if (second.pages != first.pages || files_under(site) != files)
    fail("the site written again over itself is not the same");
  return 0;
}

// qm never touches what is not its own (issue 24), each case in a scratch folder:
//   - the league site: a sub-folder that is a link is refused before anything is written;
//     a page's name held by a user's file or a link is refused; only the pages its manifest
//     lists, unchanged since, are removed;
//   - `qm export --out`: a file holding something else (the record as imported, with its
//     comments) is not replaced unless --force; a link is never written through; a write
//     that fails (the file size limit of the process, as a full disk would) leaves the
//     previous file whole, says why, and the other records are still written (exit 3);
//     ids that differ only by case get files that differ by more; a 300-character id gets a
//     short name; `qm simulate --out` follows the same rules;
//   - `qm report RECORD --out FILE` replaces only a page qm wrote: never the record itself,
//     a database, or a link;
//   - file names keep the letters of every script, in NFC, unique whatever the case.
#include <fmt/format.h>
#include <signal.h>
#include <sys/resource.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <string>

#include "record/unicode_text.h"
#include "report/file_names.h"
#include "report/site/page_names.h"
#include "test_support.h"

using namespace qmtest;
namespace fs = std::filesystem;

namespace {

std::string loot_store(const TempDir& dir) {
  const std::string db = (dir.path() / "league.db").string();
  REQUIRE(run_qm({"import", "--db", db, "records/loot"}).exit_code <= 1);
  return db;
}

// The names of the files under `folder`, relative, '/' between folders.
std::set<std::string> files_under(const fs::path& folder) {
  std::set<std::string> names;
  for (const auto& entry : fs::recursive_directory_iterator(folder))
    if (!entry.is_directory()) names.insert(fs::relative(entry.path(), folder).generic_string());
  return names;
}

// Runs `qm` with the size of any file it writes limited to `bytes` (RLIMIT_FSIZE, which
// binds root too): a write past it fails with EFBIG, as one on a full disk fails with
// ENOSPC, half-way through the file. SIGXFSZ is ignored, so the write fails instead of
// killing the process.
RunResult run_qm_with_file_limit(const std::vector<std::string>& args, rlim_t bytes) {
  struct rlimit old_limit;
  REQUIRE(getrlimit(RLIMIT_FSIZE, &old_limit) == 0);
  struct rlimit limit = old_limit;
  limit.rlim_cur = bytes;
  void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
  REQUIRE(setrlimit(RLIMIT_FSIZE, &limit) == 0);
  RunResult r = run_qm(args);
  setrlimit(RLIMIT_FSIZE, &old_limit);
  signal(SIGXFSZ, old_handler);
  return r;
}

const char* const kSmall = R"(format: 1
game: loot
ruleset: loot/standard
id: small
players: [Anna, Bruno]
moves:
  - Anna draw
)";

}  // namespace

TEST_CASE("hostile files: a site whose players folder is a link is refused and nothing is deleted",
          "[hostile][files][site]") {
  TempDir dir;
  const std::string db = loot_store(dir);
  const fs::path site = dir.path() / "site";
  REQUIRE(run_qm({"report", "--db", db, "--out", site.string()}).exit_code == 0);
  // An unpacked copy of a site: players/ is a link to the user's own folder.
  const std::string cv = dir.write("mine/cv.html", "<p>my CV</p>");
  fs::remove_all(site / "players");
  fs::create_directory_symlink(dir.path() / "mine", site / "players");
  const RunResult r = run_qm({"report", "--db", db, "--out", site.string()});
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("is a symbolic link: qm never writes through a link") != std::string::npos);
  CHECK(file_text(cv) == "<p>my CV</p>");
  CHECK(files_under(dir.path() / "mine") == std::set<std::string>{"cv.html"});
}

TEST_CASE("hostile files: the site removes only pages its manifest lists that are unchanged",
          "[hostile][files][site]") {
  TempDir dir;
  const std::string db = loot_store(dir);
  const fs::path site = dir.path() / "site";
  REQUIRE(run_qm({"report", "--db", db, "--out", site.string()}).exit_code == 0);
  const std::set<std::string> pages = files_under(site);
  REQUIRE(pages.count("players/oskar.html") == 1);
  REQUIRE(pages.count("games/harbour-lane-2026-03-07-g1.html") == 1);
  // A file of the user's among the pages, and a page the user changed.
  dir.write("site/games/notes.html", "<p>my notes</p>");
  const fs::path changed = site / "games" / "harbour-lane-2026-03-14-g2.html";
  dir.write("site/games/harbour-lane-2026-03-14-g2.html", file_text(changed) + "<!-- mine -->");
  // Both records gone from the store: their pages are stale.
  REQUIRE(run_qm({"delete", "--db", db, "--id", "harbour-lane-2026-03-07-g1", "--id",
                  "harbour-lane-2026-03-14-g2"})
              .exit_code == 0);
  const RunResult r = run_qm({"report", "--db", db, "--out", site.string()});
  INFO(r.err);
  CHECK(r.exit_code == 0);
  const std::set<std::string> after = files_under(site);
  CHECK(after.count("games/harbour-lane-2026-03-07-g1.html") == 0);  // listed, unchanged
  CHECK(after.count("games/harbour-lane-2026-03-14-g2.html") == 1);  // changed since: kept
  CHECK(file_text(site / "games" / "notes.html") == "<p>my notes</p>");
  // The manifest lists the pages of the last run, not the user's files.
  const std::string manifest = file_text(site / ".qm-report");
  CHECK(manifest.find(" games/notes.html") == std::string::npos);
  CHECK(manifest.find(" index.html\n") != std::string::npos);
}

TEST_CASE("hostile files: a page's name held by a user's file or a link is refused",
          "[hostile][files][site]") {
  TempDir dir;
  const std::string db = loot_store(dir);
  const fs::path site = dir.path() / "site";
  REQUIRE(run_qm({"report", "--db", db, "--out", site.string()}).exit_code == 0);
  dir.write("site/players/oskar.html", "my own page");
  RunResult r = run_qm({"report", "--db", db, "--out", site.string()});
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("players/oskar.html' is there already and is not a page qm report wrote") !=
        std::string::npos);
  CHECK(file_text(site / "players" / "oskar.html") == "my own page");

  const std::string victim = dir.write("victim.html", "keep me");
  fs::remove(site / "players" / "oskar.html");
  fs::create_symlink(victim, site / "players" / "oskar.html");
  r = run_qm({"report", "--db", db, "--out", site.string()});
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("is a symbolic link") != std::string::npos);
  CHECK(file_text(victim) == "keep me");
}

TEST_CASE("hostile files: export into the records' own folder keeps them unless --force",
          "[hostile][files][export]") {
  TempDir dir;
  const std::string original =
      file_text(source_path("records/loot/harbour-lane-2026-03-07-g1.yaml"));
  const std::string record = dir.write("recs/harbour-lane-2026-03-07-g1.yaml", original);
  REQUIRE(original.find('#') != std::string::npos);  // it has comments to lose
  const std::string db = (dir.path() / "league.db").string();
  REQUIRE(run_qm({"import", "--db", db, (dir.path() / "recs").string()}).exit_code == 0);

  RunResult r = run_qm({"export", "--db", db, "--out", (dir.path() / "recs").string()});
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("is there already with other content") != std::string::npos);
  CHECK(r.err.find("--force replaces it") != std::string::npos);
  CHECK(r.out.find("0 record(s) written to") != std::string::npos);
  CHECK(file_text(record) == original);

  r = run_qm({"export", "--db", db, "--out", (dir.path() / "recs").string(), "--force"});
  CHECK(r.exit_code == 0);
  CHECK(file_text(record) != original);
  CHECK(files_under(dir.path() / "recs").size() == 1);  // no temporary file left
  // The same export again: the file holds it already.
  r = run_qm({"export", "--db", db, "--out", (dir.path() / "recs").string()});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("(1 there already, unchanged)") != std::string::npos);
}

TEST_CASE("hostile files: export never writes through a link", "[hostile][files][export]") {
  TempDir dir;
  const std::string db = (dir.path() / "league.db").string();
  REQUIRE(run_qm({"import", "--db", db, dir.write("small.yaml", kSmall)}).exit_code == 0);
  const std::string victim = dir.write("victim.txt", "keep me");
  fs::create_directories(dir.path() / "out");
  fs::create_symlink(victim, dir.path() / "out" / "small.yaml");
  for (bool force : {false, true}) {
    std::vector<std::string> args = {"export", "--db", db, "--out", (dir.path() / "out").string()};
    if (force) args.push_back("--force");
    const RunResult r = run_qm(args);
    CHECK(r.exit_code == 3);
    CHECK(r.err.find("small.yaml' is a symbolic link: not written") != std::string::npos);
    CHECK(file_text(victim) == "keep me");
    CHECK(fs::is_symlink(dir.path() / "out" / "small.yaml"));
  }
}

TEST_CASE("hostile files: a write that fails leaves the old file whole: says why and goes on",
          "[hostile][files][export]") {
  TempDir dir;
  // A record too big for the limit below, between two small ones.
  const std::string big =
      std::string(kSmall).replace(std::string(kSmall).find("id: small"), 9, "id: big") +
      "notes: " + std::string(100000, 'x') + "\n";
  const std::string db = (dir.path() / "league.db").string();
  // One game under three ids: kept, as it is the files that are tested here.
  REQUIRE(run_qm({"import", "--db", db, "--duplicates", "keep", dir.write("a.yaml", kSmall),
                  dir.write("b.yaml", big),
                  dir.write("c.yaml", std::string(kSmall).replace(
                                          std::string(kSmall).find("id: small"), 9, "id: zz"))})
              .exit_code == 0);
  const std::string out = (dir.path() / "out").string();
  const std::string previous = dir.write("out/big.yaml", "the previous good copy\n");

  // 64 KiB: SQLite's shared-memory file of the store (32 KiB) fits, the big record does not.
  const RunResult r =
      run_qm_with_file_limit({"export", "--db", db, "--out", out, "--force"}, 65536);
  INFO(r.out << r.err);
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("cannot write '" + out + "/big.yaml': the file would pass the size limit") !=
        std::string::npos);
  CHECK(file_text(previous) == "the previous good copy\n");
  // The records after it are written all the same.
  CHECK(fs::exists(fs::path(out) / "small.yaml"));
  CHECK(fs::exists(fs::path(out) / "zz.yaml"));
  CHECK(r.out.find("2 record(s) written to " + out + " (1 not written)") != std::string::npos);
  CHECK(files_under(out).size() == 3);  // no temporary file left
}

TEST_CASE("hostile files: ids differing by case and a 300-character id get files of their own",
          "[hostile][files][export]") {
  TempDir dir;
  const std::string long_id = std::string(300, 'a');
  std::vector<std::string> files;
  for (const std::string& id :
       {std::string("Anna"), std::string("ANNA"), long_id, std::string("zz")})
    files.push_back(dir.write(
        "recs/" + std::to_string(files.size()) + ".yaml",
        std::string(kSmall).replace(std::string(kSmall).find("id: small"), 9, "id: " + id)));
  const std::string db = (dir.path() / "league.db").string();
  // One game under four ids: kept, as it is the files that are tested here.
  REQUIRE(run_qm({"import", "--db", db, "--duplicates", "keep", (dir.path() / "recs").string()})
              .exit_code == 0);
  const fs::path out = dir.path() / "out";
  const RunResult r = run_qm({"export", "--db", db, "--out", out.string()});
  INFO(r.err);
  CHECK(r.exit_code == 0);
  const std::set<std::string> names = files_under(out);
  CHECK(names.size() == 4);
  std::set<std::string> folded;
  for (const std::string& name : names) {
    CHECK(name.size() <= 80);
    folded.insert(qm::folded(name));
  }
  CHECK(folded.size() == 4);  // apart on a case-insensitive file system too
  CHECK(names.count("anna.yaml") == 1);
  CHECK(names.count("zz.yaml") == 1);
  // Each file holds its own record.
  for (const std::string& name : names) {
    const std::vector<qm::Replay> replays = replay_file((out / name).string());
    REQUIRE(replays.size() == 1);
    REQUIRE(replays[0].record);
  }
}

TEST_CASE("hostile files: simulate --out keeps a file that holds another game",
          "[hostile][files][simulate]") {
  TempDir dir;
  const std::string out = (dir.path() / "sim").string();
  const std::vector<std::string> args = {
      "simulate", "--ruleset", "loot/standard", "--players", "3", "--games", "2",
      "--seed",   "5",         "--out",         out};
  REQUIRE(run_qm(args).exit_code == 0);
  RunResult r = run_qm(args);
  CHECK(r.exit_code == 0);  // the same games: unchanged
  dir.write("sim/00001.yaml", "my own file\n");
  r = run_qm(args);
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("00001.yaml' is there already with other content") != std::string::npos);
  CHECK(file_text(fs::path(out) / "00001.yaml") == "my own file\n");
  std::vector<std::string> forced = args;
  forced.push_back("--force");
  CHECK(run_qm(forced).exit_code == 0);
  CHECK(file_text(fs::path(out) / "00001.yaml") != "my own file\n");
}

TEST_CASE("hostile files: report --out replaces only a page qm wrote", "[hostile][files][report]") {
  TempDir dir;
  const std::string record = dir.write("g1.yaml", kSmall);
  const std::string db = (dir.path() / "league.db").string();
  REQUIRE(run_qm({"import", "--db", db, record}).exit_code == 0);
  const std::string db_bytes = file_text(db);

  RunResult r = run_qm({"report", record, "--out", record});
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("is one of the files this report reads") != std::string::npos);
  CHECK(file_text(record) == kSmall);

  r = run_qm({"report", record, "--out", db});
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("is there already and is not a page qm report wrote") != std::string::npos);
  CHECK(file_text(db) == db_bytes);

  const std::string victim = dir.write("victim.html", "keep me");
  fs::create_symlink(victim, dir.path() / "link.html");
  r = run_qm({"report", record, "--out", (dir.path() / "link.html").string()});
  CHECK(r.exit_code == 3);
  CHECK(r.err.find("is a symbolic link") != std::string::npos);
  CHECK(file_text(victim) == "keep me");

  // A new page, then the same page again over it: qm's own, replaced.
  const std::string page = (dir.path() / "page.html").string();
  CHECK(run_qm({"report", record, "--out", page}).exit_code == 0);
  CHECK(run_qm({"report", record, "--out", page}).exit_code == 0);
  CHECK(file_text(page).find("<meta name=\"generator\" content=\"qm report\">") !=
        std::string::npos);
}

TEST_CASE("hostile files: file names keep every script's letters and are unique whatever the case",
          "[hostile][files][names]") {
  using qm::report::file_stem;
  CHECK(file_stem("Zo\xc3\xab") == "zo\xc3\xab");        // Zoë
  CHECK(file_stem("Zoe\xcc\x88") == "zo\xc3\xab");       // Zoë with a combining mark
  CHECK(file_stem("J\xc3\xbcrgen") == "j\xc3\xbcrgen");  // Jürgen
  CHECK(file_stem("\xe5\xb0\x8f\xe6\x9e\x97") == "\xe5\xb0\x8f\xe6\x9e\x97");  // 小林
  CHECK(file_stem("Stra\xc3\x9f"
                  "e") == file_stem("STRASSE"));  // full case folding
  CHECK(file_stem("Anna_M") == "anna_m");
  CHECK(file_stem("a/../b") == "a-b");
  CHECK(file_stem(std::string(300, 'a')).size() == 60);
  CHECK(file_stem(std::string(100, '\xe5')).size() <= 180);  // not UTF-8: separators
  // 60 characters of a script of 3-byte letters stay under the byte cap.
  std::string han;
  for (int i = 0; i < 100; ++i) han += "\xe5\xb0\x8f";
  CHECK(file_stem(han).size() <= 180);

  qm::report::UniqueFileNames names;
  const std::string zoe = names.take("Zo\xc3\xab", ".html");
  const std::string zoe_nfd = names.take("Zoe\xcc\x88", ".html");
  const std::string jurgen = names.take("J\xc3\xbcrgen", ".html");
  const std::string kobayashi = names.take("\xe5\xb0\x8f\xe6\x9e\x97", ".html");
  const std::string strasse = names.take("STRASSE", ".html");
  const std::string strasse2 = names.take(
      "Stra\xc3\x9f"
      "e",
      ".html");
  CHECK(zoe == "zo\xc3\xab.html");
  CHECK(zoe_nfd != zoe);
  CHECK(jurgen == "j\xc3\xbcrgen.html");
  CHECK(kobayashi == "\xe5\xb0\x8f\xe6\x9e\x97.html");
  CHECK(strasse != strasse2);

  // The site names its pages so: Zoë, Jürgen and 小林 each get a readable page.
  qm::report::site::PageNames pages;
  pages.add_player("Zo\xc3\xab");
  pages.add_player("J\xc3\xbcrgen");
  pages.add_player("\xe5\xb0\x8f\xe6\x9e\x97");
  pages.add_player("x");
  CHECK(pages.player("Zo\xc3\xab") == "players/zo\xc3\xab.html");
  CHECK(pages.player("J\xc3\xbcrgen") == "players/j\xc3\xbcrgen.html");
  CHECK(pages.player("\xe5\xb0\x8f\xe6\x9e\x97") == "players/\xe5\xb0\x8f\xe6\x9e\x97.html");
  CHECK(pages.player("x") == "players/x.html");
}

TEST_CASE("hostile files: a site of an older qm without a manifest loses only qm's pages",
          "[hostile][files][site]") {
  TempDir dir;
  const std::string db = loot_store(dir);
  const fs::path site = dir.path() / "site";
  REQUIRE(run_qm({"report", "--db", db, "--out", site.string()}).exit_code == 0);
  // The marker an older qm wrote: no list of pages.
  dir.write("site/.qm-report",
            "This folder was written by `qm report --db FILE --out DIR` (a league site).\n"
            "qm report may replace or remove any .html file in it when it writes the site "
            "again.\n");
  dir.write("site/games/notes.html", "<p>my notes</p>");
  REQUIRE(run_qm({"delete", "--db", db, "--id", "harbour-lane-2026-03-07-g1"}).exit_code == 0);
  const RunResult r = run_qm({"report", "--db", db, "--out", site.string()});
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK(!fs::exists(site / "games" / "harbour-lane-2026-03-07-g1.html"));  // qm's mark
  CHECK(file_text(site / "games" / "notes.html") == "<p>my notes</p>");
  CHECK(file_text(site / ".qm-report").find("\npages:\n") != std::string::npos);
}

// What a league needs of the store (issue 13; schema/store-v5.sql):
//   - the totals stay exact after any sequence of import, import --replace and delete
//     (random sequences, each step compared with the totals rebuilt from the rows);
//   - qm delete: an unknown id exits 3 naming it and deletes nothing;
//   - qm import lists its unreadable records with their places, and --format json;
//   - simulated records are tagged and left out of the players' and seats' tables unless
//     --include-simulated;
//   - stats filters (--event, --from/--to, --player) give the figures of a store holding
//     only the records that pass; unknown names list the known ones;
//   - --format csv (RFC 4180);
//   - the store keeps each record's ruleset, so that validate --db works from anywhere.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <sstream>

#include "games/game.h"
#include "games/registry.h"
#include "replay/corpus.h"
#include "rules/ruleset.h"
#include "store/delete.h"
#include "store/import.h"
#include "store/open.h"
#include "store/stats.h"
#include "store/totals.h"
#include "test_support.h"

using namespace qmtest;
namespace store = qm::store;
namespace fs = std::filesystem;

namespace {

const std::string kRecords = std::string(QM_SOURCE_DIR) + "/records";

// Every row of the totals tables, one line each, in key order.
std::string totals_of(const store::Database& db) {
  std::string out;
  for (const char* table : {"player_stats", "seat_stats", "ruleset_stats", "length_stats",
                            "part_stats", "event_stats"}) {
    const int columns =
        int(db.query_integer(fmt::format("SELECT count(*) FROM pragma_table_info('{}')", table)));
    store::Statement s = db.prepare(fmt::format("SELECT * FROM {} ORDER BY 1, 2, 3, 4, 5", table));
    while (s.step()) {
      out += table;
      for (int i = 0; i < columns; ++i) {
        out += '|';
        out += s.text(i);
      }
      out += "\n";
    }
  }
  return out;
}

// The totals as rebuilding them from the rows gives (the database is left as it was).
std::string rebuilt_totals_of(store::Database& db) {
  db.exec("BEGIN");
  store::rebuild_totals(db);
  std::string out = totals_of(db);
  db.exec("ROLLBACK");
  return out;
}

// The records' texts, and a variant of each: the same id with its last moves cut, which
// changes its verdict and figures (unfinished, or a result that no longer matches).
struct Corpus {
  std::vector<std::string> names, texts, variants;
};

std::string cut_moves(const std::string& text, int cut) {
  std::vector<std::string> lines;
  std::stringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::vector<size_t> move_lines;
  bool in_moves = false;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("moves:", 0) == 0)
      in_moves = true;
    else if (in_moves && !lines[i].empty() && lines[i][0] != ' ' && lines[i][0] != '#')
      in_moves = false;
    else if (in_moves && lines[i].rfind("  - ", 0) == 0)
      move_lines.push_back(i);
  }
  std::string out;
  const size_t keep = move_lines.size() > size_t(cut) ? move_lines.size() - size_t(cut) : 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto pos = std::find(move_lines.begin(), move_lines.end(), i);
    if (pos != move_lines.end() && size_t(pos - move_lines.begin()) >= keep) continue;
    out += lines[i] + "\n";
  }
  return out;
}

Corpus load_corpus(const std::vector<std::string>& paths) {
  Corpus c;
  for (const std::string& file : qm::list_record_files(paths)) {
    const std::string text = file_text(file);
    c.names.push_back(fs::path(file).filename().string());
    c.texts.push_back(text);
    c.variants.push_back(cut_moves(text, 3));
  }
  return c;
}

std::vector<std::string> stored_ids(const store::Database& db) {
  std::vector<std::string> ids;
  store::Statement s = db.prepare("SELECT id FROM games ORDER BY game_id");
  while (s.step()) ids.push_back(s.text(0));
  return ids;
}

// A Loot record of two players' opening draws (valid, unfinished), under `ruleset`.
std::string short_loot(const std::string& id, const std::string& ruleset,
                       const std::string& extra = "") {
  return fmt::format(
      "format: 1\ngame: loot\nruleset: {}\nid: {}\n{}players: [Anna, Bruno]\nmoves:\n  - Anna "
      "draw\n  - Bruno draw\n",
      ruleset, id, extra);
}

}  // namespace

TEST_CASE("the totals stay exact after any sequence of import, replace and delete",
          "[league][store]") {
  TempDir dir;
  // Played records of every game, and simulated ones (whose players' totals are kept apart).
  std::vector<std::string> paths = {kRecords};
  for (const char* ruleset : {"loot/standard", "einauge/standard"}) {
    const std::string out = (dir.path() / "sim" / ruleset).string();
    RunResult sim =
        run_qm({"simulate", "--ruleset", ruleset, "--players", "3", "--games", "12", "--out", out});
    REQUIRE(sim.exit_code == 0);
    paths.push_back(out);
  }
  const Corpus corpus = load_corpus(paths);
  REQUIRE(corpus.texts.size() > 40);
  store::Database db =
      store::open_store((dir.path() / "league.db").string(), store::OpenMode::Create);
  qm::Replayer replayer;
  std::mt19937 rng(20261125);
  auto pick = [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng); };
  int replaced = 0, deleted = 0;
  for (int step = 0; step < 40; ++step) {
    INFO("step " << step);
    const size_t what = pick(3);
    if (what < 2) {
      // Import a few records, each as written or cut; with --replace half the time.
      std::vector<store::NamedText> batch;
      for (size_t n = 1 + pick(6); n > 0; --n) {
        const size_t i = pick(corpus.texts.size());
        batch.push_back({corpus.names[i], pick(2) ? corpus.texts[i] : corpus.variants[i]});
      }
      store::ImportOptions options;
      options.replace = what == 1;
      try {
        replaced += int(store::import_texts(db, replayer, batch, options).replaced);
      } catch (const store::StoreError& e) {
        // Without --replace, a stored id with other content stops the batch: nothing changed.
        CHECK(!options.replace);
        CHECK_THAT(e.what(), Catch::Contains("already in the database with different content"));
      }
    } else {
      std::vector<std::string> ids = stored_ids(db), doomed;
      for (size_t n = ids.empty() ? 0 : 1 + pick(4); n > 0; --n)
        doomed.push_back(ids[pick(ids.size())]);
      if (!doomed.empty()) deleted += int(store::delete_records(db, doomed));
    }
    REQUIRE(totals_of(db) == rebuilt_totals_of(db));
    // No player or ruleset is left that no record refers to.
    CHECK(db.query_integer("SELECT count(*) FROM players p WHERE NOT EXISTS (SELECT 1 FROM seats "
                           "s WHERE s.player_id = p.player_id)") == 0);
    CHECK(db.query_integer("SELECT count(*) FROM rulesets r WHERE NOT EXISTS (SELECT 1 FROM games "
                           "g WHERE g.ruleset_hash = r.hash)") == 0);
    CHECK(db.query_integer("SELECT count(*) FROM pragma_foreign_key_check") == 0);
  }
  // The sequence did replace and delete (else it tested little).
  CHECK(replaced > 0);
  CHECK(deleted > 0);
  // Deleting everything leaves empty totals.
  store::delete_records(db, stored_ids(db));
  CHECK(totals_of(db).empty());
  CHECK(db.query_integer("SELECT count(*) FROM players") == 0);
}

TEST_CASE("qm import --replace replaces a corrected record; qm delete removes records",
          "[league][cli]") {
  TempDir dir;
  const std::string db = (dir.path() / "l.db").string();
  const std::string first = dir.write("a/g1.yaml", short_loot("g1", "loot/standard"));
  REQUIRE(run_qm({"import", "--db", db, first}).exit_code == 0);
  // The corrected record (another date): without --replace the batch fails; with it, it
  // replaces the stored one.
  const std::string corrected =
      dir.write("b/g1.yaml", short_loot("g1", "loot/standard", "date: 2026-11-05\n"));
  RunResult refused = run_qm({"import", "--db", db, corrected});
  CHECK(refused.exit_code == 3);
  RunResult replaced = run_qm({"import", "--replace", "--db", db, corrected});
  CHECK(replaced.exit_code == 0);
  CHECK(replaced.out == "0 new, 1 replaced, 0 unchanged, 0 illegal, 0 unreadable\n");
  RunResult exported = run_qm({"export", "--db", db, "--id", "g1"});
  CHECK_THAT(exported.out, Catch::Contains("date: 2026-11-05"));

  // An unknown id: a usage error (exit 2, as every other --id) naming it, and nothing deleted.
  RunResult unknown = run_qm({"delete", "--db", db, "--id", "g1", "--id", "nope"});
  CHECK(unknown.exit_code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("'nope'") && Catch::Contains("nothing was deleted"));
  CHECK(run_qm({"export", "--db", db, "--id", "g1"}).exit_code == 0);
  RunResult gone = run_qm({"delete", "--db", db, "--id", "g1"});
  CHECK(gone.exit_code == 0);
  CHECK(gone.out == "1 deleted\n");
  CHECK(run_qm({"export", "--db", db, "--id", "g1"}).exit_code == 2);
}

TEST_CASE("qm import names each unreadable record with its place, in text and JSON",
          "[league][cli]") {
  TempDir dir;
  const std::string db = (dir.path() / "u.db").string();
  dir.write("in/good.yaml", short_loot("good", "loot/standard"));
  const std::string bad =
      dir.write("in/bad.yaml",
                "format: 1\ngame: loot\nruleset: loot/standard\nid: bad\nplayers: [Anna, "
                "Bruno]\nmoves:\n  - Anna draw\n  - Bruno fly away\n");
  const std::string empty = dir.write("in/empty.yaml", "# nothing here\n");
  const std::string in = (dir.path() / "in").string();
  RunResult text = run_qm({"import", "--db", db, in});
  CHECK(text.exit_code == 3);
  CHECK_THAT(text.out, Catch::Contains("2 unreadable"));
  CHECK_THAT(text.err, Catch::Contains(bad + ":8:"));
  CHECK_THAT(text.err, Catch::Contains(empty + ": holds no record"));

  RunResult json =
      run_qm({"import", "--db", (dir.path() / "v.db").string(), "--format", "json", in});
  CHECK(json.exit_code == 3);
  const qm::Json j = qm::Json::parse(json.out);
  CHECK(j["new"] == 2);  // the good record and the unreadable one (stored with its verdict)
  CHECK(j["unreadable"] == 2);
  REQUIRE(j["unreadable_records"].size() == 2);
  const qm::Json& record = j["unreadable_records"][0];
  CHECK(record["record"] == bad);
  CHECK(record["document"] == 1);
  CHECK(record["id"] == "bad");
  CHECK(record["error"]["file"] == bad);
  CHECK(record["error"]["line"] == 8);
  CHECK(record["error"]["column"].is_number());
  CHECK(record["error"]["message"].is_string());
  const qm::Json& file = j["unreadable_records"][1];
  CHECK(file["record"] == empty);
  CHECK(file["document"].is_null());
  CHECK(file["error"]["line"].is_null());
  CHECK(file["error"]["message"] == "holds no record");
}

TEST_CASE("simulated records are tagged and left out of the players' and seats' tables",
          "[league][stats]") {
  TempDir dir;
  const std::string sim = (dir.path() / "sim").string();
  REQUIRE(run_qm({"simulate", "--ruleset", "loot/standard", "--players", "3", "--games", "5",
                  "--out", sim})
              .exit_code == 0);
  const std::string db = (dir.path() / "s.db").string();
  REQUIRE(run_qm({"import", "--db", db, sim, kRecords + "/loot"}).exit_code != 2);
  {
    store::Database d = store::open_store(db, store::OpenMode::Existing);
    CHECK(d.query_integer("SELECT count(*) FROM games WHERE source = 'simulated'") == 5);
    CHECK(d.query_integer("SELECT count(*) FROM games WHERE source = 'played'") > 5);
    // The bots' names are some of the played records' names too: kept apart by default.
    store::StatsFilter filter;
    const store::Stats played = store::compute_stats(d, filter);
    filter.include_simulated = true;
    const store::Stats all = store::compute_stats(d, filter);
    REQUIRE(played.games.size() == 1);
    REQUIRE(all.games.size() == 1);
    long long played_games = 0, all_games = 0, played_seats = 0, all_seats = 0;
    for (const auto& p : played.games[0].players) played_games += p.wins.total;
    for (const auto& p : all.games[0].players) all_games += p.wins.total;
    for (const auto& s : played.games[0].seats) played_seats += s.wins.total;
    for (const auto& s : all.games[0].seats) all_seats += s.wins.total;
    CHECK(all_games - played_games == 5 * 3);
    CHECK(all_seats - played_seats == 5 * 3);
    // The other sections count every record.
    CHECK(played.games[0].finished == all.games[0].finished);
  }
}

TEST_CASE("stats filters give the figures of a store of only the records that pass",
          "[league][stats][cli]") {
  TempDir dir;
  const std::string all = (dir.path() / "all.db").string();
  REQUIRE(run_qm({"import", "--db", all, kRecords}).exit_code != 2);
  // Each filter, and the records that pass it, chosen here from the files.
  struct Case {
    std::vector<std::string> args;
    std::function<bool(const qm::Record&)> passes;
  };
  const std::vector<Case> cases = {
      {{"--event", "Thursday Night Loot League, round 1"},
       [](const qm::Record& r) { return r.event == "Thursday Night Loot League, round 1"; }},
      {{"--from", "2026-02-01", "--to", "2026-03-31"},
       [](const qm::Record& r) {
         return !r.date.empty() && r.date.substr(0, 10) >= "2026-02-01" &&
                r.date.substr(0, 10) <= "2026-03-31";
       }},
      {{"--player", "Anna"},
       [](const qm::Record& r) {
         return std::find(r.players.begin(), r.players.end(), "Anna") != r.players.end();
       }},
      {{"--player", "Anna", "--game", "loot", "--players", "4"},
       [](const qm::Record& r) {
         return std::find(r.players.begin(), r.players.end(), "Anna") != r.players.end();
       }},
  };
  for (size_t c = 0; c < cases.size(); ++c) {
    INFO("case " << c);
    // A store of only the records that pass: every record imported, the others deleted.
    const std::string only = (dir.path() / fmt::format("only{}.db", c)).string();
    REQUIRE(run_qm({"import", "--db", only, kRecords}).exit_code != 2);
    std::set<std::string> passing;
    qm::Replayer replayer;
    for (const std::string& file : qm::list_record_files({kRecords}))
      qm::replay_file(replayer, file, {}, [&](qm::Replay& r) {
        if (r.record && cases[c].passes(*r.record)) passing.insert(r.record->id);
      });
    REQUIRE(!passing.empty());
    {
      store::Database d = store::open_store(only, store::OpenMode::Existing);
      std::vector<std::string> others;
      for (const std::string& id : stored_ids(d))
        if (!passing.count(id)) others.push_back(id);
      REQUIRE(!others.empty());
      store::delete_records(d, others);
    }
    std::vector<std::string> filtered = {"stats", "--format", "json", "--db", all};
    filtered.insert(filtered.end(), cases[c].args.begin(), cases[c].args.end());
    std::vector<std::string> whole = {"stats", "--format", "json", "--db", only};
    for (size_t i = 0; i + 1 < cases[c].args.size(); i += 2)
      if (cases[c].args[i] == "--game" || cases[c].args[i] == "--players") {
        whole.push_back(cases[c].args[i]);
        whole.push_back(cases[c].args[i + 1]);
      }
    RunResult a = run_qm(filtered), b = run_qm(whole);
    REQUIRE(a.exit_code == 0);
    REQUIRE(b.exit_code == 0);
    CHECK(qm::Json::parse(a.out)["games"] == qm::Json::parse(b.out)["games"]);
  }
  // The filters leave nothing behind on the connection.
  store::Database d = store::open_store(all, store::OpenMode::Existing);
  store::StatsFilter anna;
  anna.player = "Anna";
  store::compute_stats(d, anna);
  CHECK(d.query_integer("SELECT count(*) FROM temp.sqlite_schema") == 0);
}

TEST_CASE("stats names the known games, rulesets, events and players on an unknown one",
          "[league][stats][cli]") {
  TempDir dir;
  const std::string db = (dir.path() / "k.db").string();
  REQUIRE(run_qm({"import", "--db", db, kRecords + "/einauge"}).exit_code != 2);
  RunResult game = run_qm({"stats", "--db", db, "--game", "lot"});
  CHECK(game.exit_code == 2);
  CHECK_THAT(game.err, Catch::Contains("--game") && Catch::Contains("'lot'") &&
                           Catch::Contains("its games: 'einauge'"));
  RunResult ruleset = run_qm({"stats", "--db", db, "--ruleset", "einauge/nope"});
  CHECK(ruleset.exit_code == 2);
  CHECK_THAT(ruleset.err, Catch::Contains("its rulesets: ") && Catch::Contains("einauge/standard"));
  RunResult event = run_qm({"stats", "--db", db, "--event", "Nowhere"});
  CHECK(event.exit_code == 2);
  CHECK_THAT(event.err, Catch::Contains("its events: ") && Catch::Contains("Kraken club"));
  RunResult player = run_qm({"stats", "--db", db, "--player", "Nobody"});
  CHECK(player.exit_code == 2);
  CHECK_THAT(player.err, Catch::Contains("its players: "));
  RunResult day = run_qm({"stats", "--db", db, "--from", "5 May"});
  CHECK(day.exit_code == 2);
  CHECK_THAT(day.err, Catch::Contains("YYYY-MM-DD"));
}

TEST_CASE("stats --format csv: one figure a row, quoted as RFC 4180 says", "[league][stats][cli]") {
  TempDir dir;
  const std::string db = (dir.path() / "c.db").string();
  // A finished record under a ruleset whose file name needs quoting in CSV.
  std::string record = file_text(kRecords + "/loot/tnll-2026-01-r1-t4.yaml");
  const std::string from = "ruleset: loot/standard\nid: tnll-2026-01-r1-t4";
  REQUIRE(record.find(from) != std::string::npos);
  record.replace(record.find(from), from.size(), "ruleset: 'a, \"b\".yaml'\nid: quoted");
  dir.write("in/q.yaml", record);
  dir.write("in/a, \"b\".yaml", "game: loot\nextends: loot/standard\n");
  REQUIRE(
      run_qm({"import", "--db", db, kRecords + "/loot", (dir.path() / "in").string()}).exit_code !=
      2);
  RunResult csv = run_qm({"stats", "--db", db, "--format", "csv"});
  REQUIRE(csv.exit_code == 0);
  CHECK(csv.out.rfind("section,game,ruleset,players,subject,measure,value,low,high\r\n", 0) == 0);
  CHECK_THAT(csv.out, Catch::Contains("\r\nrecords,loot,,,,valid,"));
  CHECK_THAT(csv.out, Catch::Contains("\r\nplayers,loot,,,player=Anna,wins,"));
  CHECK_THAT(csv.out, Catch::Contains("\r\nrulesets,loot,\"a, \"\"b\"\".yaml\",4,,games,1,,\r\n"));
  // Every line has nine fields outside quotes.
  std::stringstream lines(csv.out);
  int rows = 0;
  for (std::string line; std::getline(lines, line);) {
    REQUIRE(!line.empty());
    CHECK(line.back() == '\r');
    int commas = 0;
    bool quoted = false;
    for (char ch : line) {
      if (ch == '"') quoted = !quoted;
      if (ch == ',' && !quoted) ++commas;
    }
    CHECK(commas == 8);
    ++rows;
  }
  CHECK(rows > 50);
}

TEST_CASE("rulesets written back as content load to the same options and tables",
          "[league][rulesets]") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  for (const std::string& name : qm::RulesetLibrary::builtin_names()) {
    INFO(name);
    std::shared_ptr<const qm::Ruleset> original = library.get(name);
    const std::string content =
        qm::ruleset_content(*original, *qm::game_option_specs(original->game));
    std::shared_ptr<const qm::Ruleset> again = library.from_content(name, "h", "stored", content);
    CHECK(again->name == name);
    CHECK(again->game == original->game);
    CHECK(again->description == original->description);
    CHECK(again->options == original->options);
    CHECK(again->tables == original->tables);
  }
}

TEST_CASE("a database keeps its records' rulesets: validate --db works from anywhere",
          "[league][store][cli]") {
  TempDir dir;
  // A house ruleset extending another house file, both next to the record.
  dir.write("club/base.yaml",
            "game: loot\nextends: loot/standard\noptions:\n  end_resolves_captures: true\n");
  dir.write("club/house.yaml",
            "game: loot\nextends: base.yaml\ndescription: \"our house, \\\"v2\\\"\"\n");
  const std::string record = dir.write("club/g.yaml", short_loot("house-1", "house.yaml"));
  const std::string db = (dir.path() / "h.db").string();
  RunResult imported = run_qm({"import", "--db", db, record});
  INFO(imported.err);
  REQUIRE(imported.exit_code == 0);
  // The ruleset files are gone: the database alone replays its record.
  fs::remove_all(dir.path() / "club");
  RunResult after = run_qm({"validate", "--db", db});
  CHECK(after.exit_code == 0);
  CHECK_THAT(after.out, Catch::Contains("1 valid"));
  store::Database d = store::open_store(db, store::OpenMode::Existing);
  CHECK(d.query_integer("SELECT count(*) FROM rulesets") == 1);
  CHECK(d.query_text("SELECT content FROM rulesets").find("extends") == std::string::npos);
  CHECK(d.query_text("SELECT content FROM rulesets").find("end_resolves_captures: true") !=
        std::string::npos);
}

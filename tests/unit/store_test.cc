// The record store (src/store/, schema/store-v*.sql):
//   - opening: a new file gets the current schema (user_version, application_id, WAL,
//     foreign keys); a database at every earlier version migrates to the current schema;
//     a file that is not SQLite, an SQLite database of something else, a store from a newer
//     qm, a missing or empty file where a store must exist: a clear error, file unchanged;
//   - the YAML writer: every scalar and tree it writes reads back the same;
//   - import: every record of records/ stored once with its verdict, scores (and their
//     parts), events (each of a kind its game declares; Loot's are its captures) and moves
//     (player, verb, the rest of the line); a second import adds nothing; an id stored with
//     other content stops the whole batch with nothing changed; unreadable records kept as
//     their text;
//   - round trip: for every record of records/, import -> export -> replay and the replay
//     from the database's tables give the JSON of replaying the original (but for where the
//     record is: `record`, `document`, and `line`, which is null from a database);
//   - the CLI: import summary, export --out, replay/validate --db, usage errors;
//   - reliability: four `qm import` processes into one database at once lose and duplicate
//     nothing; `kill -9` mid-import leaves a database that passes integrity_check and holds
//     whole records only.
#include <fcntl.h>
#include <fmt/format.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "games/game.h"
#include "games/loot/loot_game_state.h"
#include "games/loot/options.h"
#include "games/loot/record_writer.h"
#include "games/registry.h"
#include "loot_sim_support.h"
#include "record/yaml_scalar.h"
#include "replay/corpus.h"
#include "report/file_names.h"
#include "store/batched_insert.h"
#include "store/export.h"
#include "store/import.h"
#include "store/open.h"
#include "store/record_rows.h"
#include "store/schema.h"
#include "store/stored_record.h"
#include "store/yaml_writer.h"
#include "test_support.h"

using namespace qmtest;
namespace fs = std::filesystem;
namespace store = qm::store;

namespace {

// The schema of a database: every table, index, view and trigger with its SQL, by name.
std::string schema_of(const store::Database& db) {
  store::Statement s =
      db.prepare("SELECT type, name, coalesce(sql, '') FROM sqlite_schema ORDER BY type, name");
  std::string out;
  while (s.step()) out += s.text(0) + " " + s.text(1) + ": " + s.text(2) + "\n";
  return out;
}

// The side a record's player plays for (seat_sides).
std::string side_of_player(const store::Database& db, long long game_id,
                           const std::string& player) {
  store::Statement s = db.prepare("SELECT side FROM seat_sides WHERE game_id = ?1 AND player = ?2");
  s.bind(1, game_id).bind(2, player);
  return s.step() ? s.text(0) : std::string();
}

// The message of the StoreError that `open_store` throws, "" when it opens.
std::string open_error(const std::string& path, store::OpenMode mode) {
  try {
    store::open_store(path, mode);
  } catch (const store::StoreError& e) {
    return e.what();
  }
  return "";
}

// A report without where the record is: `record`, `document` and every `line` (null from
// a database); the error's `file` and `column` go with its line.
qm::Json placeless(qm::Json j) {
  j.erase("record");
  j.erase("document");
  if (j["violation"].is_object()) j["violation"].erase("line");
  // Pirates' format 2: the lines of the `ruling` lines listed as unchecked, in the list and in
  // the caveats (`move 7 (line 44)`).
  if (j.contains("unchecked"))
    for (qm::Json& u : j["unchecked"]) u.erase("line");
  if (j.contains("caveats"))
    for (qm::Json& c : j["caveats"])
      c = std::regex_replace(c.get<std::string>(), std::regex(" \\(line [0-9]+\\)"), "");
  if (j["error"].is_object()) {
    j["error"].erase("line");
    j["error"].erase("column");
    j["error"].erase("file");
  }
  return j;
}

// The reports of replaying every record under `path` (files, directories), in order.
std::vector<qm::Json> reports_in(const std::string& path) {
  std::vector<qm::Json> reports;
  qm::Replayer replayer;
  for (const std::string& file : qm::list_record_files({path}))
    qm::replay_file(replayer, file, {},
                    [&](qm::Replay& r) { reports.push_back(qm::report_json(r)); });
  return reports;
}

// The same by record id (records/ gives every record an id).
std::map<std::string, qm::Json> reports_by_id(const std::string& path) {
  std::map<std::string, qm::Json> by_id;
  for (qm::Json& j : reports_in(path)) {
    const std::string id = j["id"].get<std::string>();
    by_id[id] = std::move(j);
  }
  return by_id;
}

store::ImportSummary import_paths(const std::string& db_path, const std::vector<std::string>& paths,
                                  bool keep_duplicates = false) {
  store::Database db = store::open_store(db_path, store::OpenMode::Create);
  qm::Replayer replayer;
  store::ImportOptions options;
  options.keep_duplicates = keep_duplicates;
  return store::import_records(db, replayer, paths, options);
}

std::optional<long long> optional_integer(const qm::Json& j) {
  if (!j.is_number_integer()) return std::nullopt;
  return j.get<long long>();
}

// Whole records only: every game has all its moves (1..move_count) and all its seats.
void require_whole_records(const store::Database& db) {
  CHECK(db.query_text("PRAGMA integrity_check") == "ok");
  CHECK(db.query_integer("SELECT count(*) FROM pragma_foreign_key_check") == 0);
  CHECK(db.query_integer(
            "SELECT count(*) FROM games g WHERE g.stored_as = 'tables' AND (g.move_count <> "
            "(SELECT count(*) FROM moves m WHERE m.game_id = g.game_id) OR g.move_count <> "
            "coalesce((SELECT max(ply) FROM moves m WHERE m.game_id = g.game_id), 0) OR NOT "
            "EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.game_id))") == 0);
}

// A record written inline (a finished-enough two-player game, one move in map form).
const char* kMapMoves = R"(format: 1
game: loot
ruleset: loot/standard
id: store-map-moves
date: 2026-11-05
event: "Store test: quoting, map moves"
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5
  - {player: Bruno, verb: attack, target: 1, card: gold-3}
  - Anna attack @1 blue-4
  - Bruno attack Anna.m5 gold-4
  - Anna admiral @1
  - Bruno draw
  - Anna draw
result: {Anna: 5, Bruno: +0}
notes: "two lines:\nthe second # not a comment"
)";

// --- spawning qm processes without Catch2 (whose macros are not for other threads) ---

pid_t spawn_qm(const std::vector<std::string>& args, const std::string& out_path) {
  std::vector<std::string> argv_store = {QM_BINARY};
  argv_store.insert(argv_store.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_store) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int in = open("/dev/null", O_RDONLY);
    if (out < 0 || in < 0) _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(out, 2);
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

int wait_exit(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
}

// Writes `games` simulated, valid three-player Loot records (distinct ids, seeds from
// `first_seed`) into files of `per_file` documents under `dir`; returns the files.
std::vector<std::string> write_sim_corpus(const TempDir& dir, const std::string& sub,
                                          uint64_t first_seed, int games, int per_file) {
  qm::Replayer replayer;
  const qm::loot::Options options =
      qm::loot::Options::from(replayer.rulesets().get("loot/standard")->options);
  std::vector<std::string> files;
  std::string text;
  for (int i = 0; i < games; ++i) {
    qmtest::LootSimGame game =
        qmtest::simulate_loot_game(options, {"Anna", "Bruno", "Carla"}, first_seed + uint64_t(i));
    if (!text.empty()) text += "---\n";
    text += qmtest::loot_record(game, "loot/standard", qm::loot::Visibility::Full);
    if ((i + 1) % per_file == 0 || i + 1 == games) {
      files.push_back(dir.write(fmt::format("{}/g{:05}.yaml", sub, i), text));
      text.clear();
    }
  }
  return files;
}

}  // namespace

// --- opening ---

TEST_CASE("a new store gets the current schema, WAL and foreign keys", "[store]") {
  TempDir dir;
  const std::string path = (dir.path() / "new.db").string();
  store::Database db = store::open_store(path, store::OpenMode::Create);
  CHECK(db.query_integer("PRAGMA user_version") == store::current_version());
  CHECK(db.query_integer("PRAGMA application_id") == store::kApplicationId);
  CHECK(db.query_text("PRAGMA journal_mode") == "wal");
  CHECK(db.query_integer("PRAGMA foreign_keys") == 1);
  for (const char* table :
       {"games", "players", "seats", "teams", "team_members", "moves", "claims", "scores", "events",
        "player_results", "player_stats", "violations_by_rule", "score_parts", "part_stats",
        "part_results", "event_stats", "event_results"})
    CHECK(db.query_integer(
              fmt::format("SELECT count(*) FROM sqlite_schema WHERE name = '{}'", table)) == 1);
  // Opening again changes nothing.
  const std::string before = schema_of(db);
  store::Database again = store::open_store(path, store::OpenMode::Existing);
  CHECK(schema_of(again) == before);
}

TEST_CASE("the schema steps are numbered 1..N and every version migrates to the current",
          "[store]") {
  const auto& steps = store::schema_steps();
  REQUIRE(!steps.empty());
  for (size_t i = 0; i < steps.size(); ++i) CHECK(steps[i].version == int(i) + 1);
  TempDir dir;
  const std::string fresh_path = (dir.path() / "fresh.db").string();
  const std::string fresh = schema_of(store::open_store(fresh_path, store::OpenMode::Create));
  for (int version = 1; version <= store::current_version(); ++version) {
    INFO("from version " << version);
    const std::string path = (dir.path() / fmt::format("v{}.db", version)).string();
    {
      store::Database old(path, true);
      store::apply_schema_steps(old, 0, version);
      CHECK(old.query_integer("PRAGMA user_version") == version);
    }
    store::Database db = store::open_store(path, store::OpenMode::Existing);
    CHECK(db.query_integer("PRAGMA user_version") == store::current_version());
    CHECK(schema_of(db) == fresh);
  }
}

TEST_CASE("a file that is not a quartermaster store is refused, unchanged", "[store]") {
  TempDir dir;
  SECTION("a text file") {
    const std::string path = dir.write("records.db", "format: 1\ngame: loot\n");
    for (auto mode : {store::OpenMode::Create, store::OpenMode::Existing}) {
      std::string error = open_error(path, mode);
      CHECK_THAT(error, Catch::Contains("is not a quartermaster database (not an SQLite file)"));
    }
    CHECK(file_text(path) == "format: 1\ngame: loot\n");
  }
  SECTION("an SQLite database of something else") {
    const std::string path = (dir.path() / "other.db").string();
    {
      store::Database other(path, true);
      other.exec("CREATE TABLE invoices (n INTEGER); INSERT INTO invoices VALUES (7)");
    }
    const std::string before = file_text(path);
    CHECK_THAT(open_error(path, store::OpenMode::Create),
               Catch::Contains("not a quartermaster database (an SQLite database of something"));
    CHECK(file_text(path) == before);
  }
  SECTION("a store from a newer qm") {
    const std::string path = (dir.path() / "newer.db").string();
    {
      store::Database db = store::open_store(path, store::OpenMode::Create);
      db.exec(fmt::format("PRAGMA user_version = {}", store::current_version() + 1));
    }
    for (auto mode : {store::OpenMode::Create, store::OpenMode::Existing})
      CHECK_THAT(open_error(path, mode),
                 Catch::Contains(fmt::format("was written by a newer qm (store version {}",
                                             store::current_version() + 1)));
  }
  SECTION("a missing or empty file where a store must exist") {
    const std::string missing = (dir.path() / "missing.db").string();
    CHECK_THAT(open_error(missing, store::OpenMode::Existing), Catch::Contains("no database"));
    CHECK(!fs::exists(missing));
    const std::string empty = dir.write("empty.db", "");
    CHECK_THAT(open_error(empty, store::OpenMode::Existing),
               Catch::Contains("not a quartermaster database (it is empty"));
    CHECK(open_error(empty, store::OpenMode::Create).empty());  // qm import may start it
  }
}

// --- the YAML writer ---

TEST_CASE("the YAML writer writes scalars that read back as the same text", "[store]") {
  const std::vector<std::string> texts = {"Anna",       "Anna attack @1 blue-3",
                                          "@1",         "m5",
                                          "-3",         "+17",
                                          "2026-11-05", "null",
                                          "Null",       "~",
                                          "",           " lead",
                                          "trail ",     "a: b",
                                          "a #b",       "#x",
                                          "- x",        "-",
                                          "---",        "...",
                                          "[x]",        "{x}",
                                          "a, b",       "it's",
                                          "say \"hi\"", "back\\slash",
                                          "two\nlines", "tab\there",
                                          "\x01",       "Müller",
                                          "東京",       "a  b",
                                          "*alias",     "&anchor",
                                          "!tag",       "%x",
                                          "|",          ">",
                                          "?",          "'q'",
                                          "yes",        "0x1F",
                                          "1e3",        ".5",
                                          "a:b",        "Anna.m5"};
  for (const std::string& text : texts) {
    INFO("scalar [" << text << "] written " << qm::yaml_scalar(text));
    qm::YNode root;
    root.kind = qm::YNode::Kind::Map;
    qm::YNode key, value;
    key.kind = value.kind = qm::YNode::Kind::Scalar;
    key.text = text.empty() ? "k" : text;
    value.text = text;
    root.items = {key, value};
    qm::YNode seq;
    seq.kind = qm::YNode::Kind::Sequence;
    seq.items = {value, value};
    qm::YNode moves_key;
    moves_key.kind = qm::YNode::Kind::Scalar;
    moves_key.text = "moves";
    root.items.push_back(moves_key);
    root.items.push_back(seq);
    const std::string yaml = store::write_yaml_document(root);
    int docs = 0;
    qm::parse_yaml_documents(yaml, [&](qm::YamlDocument& doc) {
      ++docs;
      INFO(yaml << doc.error);
      REQUIRE(doc.ok);
      REQUIRE(doc.root.map_size() == 2);
      CHECK(doc.root.key(0).text == key.text);
      CHECK(doc.root.value(0).is_scalar());
      CHECK(doc.root.value(0).text == text);
      REQUIRE(doc.root.value(1).items.size() == 2);
      CHECK(doc.root.value(1).items[1].text == text);
    });
    CHECK(docs == 1);
  }
}

TEST_CASE("the YAML writer round-trips random trees", "[store]") {
  std::mt19937 rng(20261122);
  const std::string alphabet = "aZ09 _-.@/+:#,[]{}'\"\\!&*?|>%`~\n\tü";
  auto random_text = [&] {
    std::string s;
    const int n = int(rng() % 8);
    for (int i = 0; i < n; ++i) {
      size_t at = rng() % alphabet.size();
      if (alphabet[at] == '\xc3') at = 0;  // never half of a UTF-8 sequence
      if (alphabet[at] == '\xbc') s += "\xc3";
      s += alphabet[at];
    }
    return s;
  };
  std::function<qm::YNode(int)> random_node = [&](int depth) {
    qm::YNode node;
    int kind = depth > 2 ? int(rng() % 2) : int(rng() % 4);
    if (kind == 0) return node;  // null
    if (kind == 1) {
      node.kind = qm::YNode::Kind::Scalar;
      node.text = random_text();
      return node;
    }
    node.kind = kind == 2 ? qm::YNode::Kind::Sequence : qm::YNode::Kind::Map;
    const int n = int(rng() % 4);
    for (int i = 0; i < n; ++i) {
      if (kind == 3) {
        qm::YNode key;
        key.kind = qm::YNode::Kind::Scalar;
        key.text = random_text() + std::to_string(i);  // distinct keys
        node.items.push_back(key);
      }
      node.items.push_back(random_node(depth + 1));
    }
    return node;
  };
  std::function<bool(const qm::YNode&, const qm::YNode&)> same = [&](const qm::YNode& a,
                                                                     const qm::YNode& b) {
    if (a.kind != b.kind || a.items.size() != b.items.size()) return false;
    if (a.kind == qm::YNode::Kind::Scalar && a.text != b.text) return false;
    for (size_t i = 0; i < a.items.size(); ++i)
      if (!same(a.items[i], b.items[i])) return false;
    return true;
  };
  for (int round = 0; round < 2000; ++round) {
    qm::YNode root;
    root.kind = qm::YNode::Kind::Map;
    for (const char* name : {"format", "moves", "deal", "x"}) {
      qm::YNode key;
      key.kind = qm::YNode::Kind::Scalar;
      key.text = name;
      root.items.push_back(key);
      root.items.push_back(random_node(0));
    }
    const std::string yaml = store::write_yaml_document(root);
    INFO("round " << round << ":\n" << yaml);
    int docs = 0;
    qm::parse_yaml_documents(yaml, [&](qm::YamlDocument& doc) {
      ++docs;
      INFO(doc.error);
      REQUIRE(doc.ok);
      CHECK(same(doc.root, root));
    });
    CHECK(docs == 1);
  }
}

// --- import ---

TEST_CASE("import stores every record of records/ once, with its verdict", "[store]") {
  TempDir dir;
  const std::string path = (dir.path() / "qm.db").string();
  const std::map<std::string, qm::Json> original = reports_by_id(source_path("records"));
  REQUIRE(original.size() >= 29);
  long long illegal = 0;
  for (const auto& [id, j] : original) illegal += j["status"] == "illegal";

  store::ImportSummary first = import_paths(path, {source_path("records")});
  CHECK(first.added == (long long)original.size());
  CHECK(first.present == 0);
  CHECK(first.illegal == illegal);
  CHECK(first.unreadable == 0);
  store::ImportSummary second = import_paths(path, {source_path("records")});
  CHECK(second.added == 0);
  CHECK(second.present == (long long)original.size());

  store::Database db = store::open_store(path, store::OpenMode::Existing);
  CHECK(db.query_integer("SELECT count(*) FROM games") == (long long)original.size());
  CHECK(db.query_integer("SELECT count(*) FROM games WHERE status = 'illegal'") == illegal);
  CHECK(db.query_integer("SELECT count(*) FROM games WHERE stored_as = 'tables'") ==
        (long long)original.size());
  require_whole_records(db);

  // The stored verdict, scores and captures are those of the replay.
  store::Statement games = db.prepare(
      "SELECT game_id, id, status, move_count, finished, complete, violation_move, "
      "violation_rule, violation_line FROM games");
  while (games.step()) {
    const qm::Json& j = original.at(games.text(1));
    INFO(j.dump());
    CHECK(games.text(2) == j["status"].get<std::string>());
    CHECK(games.integer(3) == j["moves"].get<long long>());
    CHECK(bool(games.integer(4)) == j["finished"].get<bool>());
    CHECK(bool(games.integer(5)) == j["complete"].get<bool>());
    if (j["violation"].is_object()) {
      CHECK(games.text(7) == j["violation"]["rule"].get<std::string>());
      CHECK(games.optional_integer(6) == optional_integer(j["violation"]["move"]));
      CHECK(games.optional_integer(8) == optional_integer(j["violation"]["line"]));
    }
    const long long game_id = games.integer(0);
    store::Statement scores =
        db.prepare("SELECT side, score, winner FROM scores WHERE game_id = ?1 ORDER BY side_no");
    scores.bind(1, game_id);
    qm::Json stored_scores = qm::Json::object();
    std::vector<std::string> winners;
    while (scores.step()) {
      stored_scores[scores.text(0)] = scores.integer(1);
      if (scores.integer(2)) winners.push_back(scores.text(0));
    }
    CHECK(stored_scores == j["scores"]);
    CHECK(qm::Json(winners) == j["winners"]);
    // Loot's captures are its events (loot_stats.h): by the owner's side or by attackers.
    store::Statement captures = db.prepare(
        "SELECT move, json_extract(detail, '$.merchant'), value, json_extract(detail, "
        "'$.owner'), side, kind FROM events WHERE game_id = ?1 AND kind LIKE 'capture %' ORDER "
        "BY seq");
    captures.bind(1, game_id);
    qm::Json stored_captures = qm::Json::array();
    while (captures.step()) {
      stored_captures.push_back(qm::Json{
          {"move", captures.is_null(0) ? qm::Json(nullptr) : qm::Json(captures.integer(0))},
          {"merchant", captures.text(1)},
          {"value", captures.integer(2)},
          {"owner", captures.text(3)},
          {"by", captures.text(4)}});
      const bool own = side_of_player(db, game_id, captures.text(3)) == captures.text(4);
      CHECK(captures.text(5) == (own ? "capture by owner" : "capture by attackers"));
    }
    CHECK(stored_captures == j.value("captures", qm::Json::array()));  // Loot only
  }
  // Every Loot move of records/ is read by the game: typed columns filled.
  CHECK(db.query_integer(
            "SELECT count(*) FROM moves WHERE verb IS NULL OR (player IS NULL AND verb <> "
            "'reveal')") == 0);  // an Einauge reveal has no player
  // An attack names a target and a card: the rest of its line is two words.
  CHECK(db.query_integer(
            "SELECT count(*) FROM moves WHERE verb = 'attack' AND (rest IS NULL OR rest NOT "
            "LIKE '_% _%')") == 0);
  // Every event is of a kind its game declares.
  store::Statement kinds = db.prepare(
      "SELECT DISTINCT g.game, e.kind FROM events e JOIN games g ON g.game_id = e.game_id");
  long long kinds_seen = 0;
  while (kinds.step()) {
    const qm::Game* game = qm::find_game(kinds.text(0));
    REQUIRE(game);
    std::vector<std::string> declared;
    for (const qm::EventKind& k : game->type().event_kinds) declared.push_back(k.name);
    CHECK(std::count(declared.begin(), declared.end(), kinds.text(1)) == 1);
    ++kinds_seen;
  }
  // Loot's two kinds of capture, Einauge's chest majorities, and the twenty kinds of
  // Pirates events that records/pirates/ shows (pirates_stats.h: four kinds of shot, gold
  // explored, unloaded, shared, boarded and out of the game, ship sunk, fleet, fleet won, end
  // home-gold; format 2's reef, Sargasso, whirlpool and mysterious rolls, an iceberg's hit,
  // a fort built and destroyed).
  CHECK(kinds_seen == 23);
  CHECK(db.query_integer("SELECT count(*) FROM player_results") > 0);
  // Every side's score is stored with its parts (GameState::score_parts), which add up to it.
  CHECK(db.query_integer(
            "SELECT count(*) FROM scores sc WHERE sc.score IS NOT (SELECT sum(value) FROM "
            "score_parts sp WHERE sp.game_id = sc.game_id AND sp.side_no = sc.side_no)") == 0);
  // Pirates: 3 (the gold in forts only in format 2 records with forts).
  CHECK(db.query_integer("SELECT count(DISTINCT part) FROM score_parts") == 9);
  CHECK(
      db.query_integer("SELECT count(*) FROM part_results") ==
      db.query_integer("SELECT count(*) FROM score_parts sp JOIN games g ON g.game_id = sp.game_id "
                       "WHERE g.status = 'valid'"));
}

TEST_CASE("an id stored with other content stops the whole batch, nothing changed", "[store]") {
  TempDir dir;
  const std::string path = (dir.path() / "qm.db").string();
  const std::string a = dir.write("a.yaml", kMapMoves);
  std::string changed = kMapMoves;
  changed.replace(changed.find("Anna draw"), 9, "Anna draw m8");
  std::string renamed = kMapMoves;
  renamed.replace(renamed.find("store-map-moves"), 15, "store-other-id");
  // Another game (a move more): the same game under another id would be a duplicate.
  renamed.replace(renamed.find("  - Anna draw\n"), 14, "  - Anna draw\n  - Bruno draw\n");
  const std::string other = dir.write("b/other.yaml", renamed);
  const std::string b = dir.write("b/z-changed.yaml", changed);
  REQUIRE(import_paths(path, {a}).added == 1);

  SECTION("against the database") {
    try {
      import_paths(path, {dir.path().string() + "/b"});
      FAIL("the import went through");
    } catch (const store::StoreError& e) {
      CHECK_THAT(std::string(e.what()),
                 Catch::Contains("'store-map-moves' is already in the database with "
                                 "different content; nothing was imported"));
      CHECK_THAT(std::string(e.what()), Catch::Contains("z-changed.yaml"));
    }
  }
  SECTION("within one batch") {
    const std::string path2 = (dir.path() / "qm2.db").string();
    CHECK_THROWS_AS(import_paths(path2, {other, a, b}), store::StoreError);
    store::Database db = store::open_store(path2, store::OpenMode::Existing);
    CHECK(db.query_integer("SELECT count(*) FROM games") == 0);
  }
  store::Database db = store::open_store(path, store::OpenMode::Existing);
  CHECK(db.query_integer("SELECT count(*) FROM games") == 1);
  CHECK(db.query_integer("SELECT count(*) FROM games WHERE id = 'store-other-id'") == 0);
  CHECK(db.query_integer("SELECT count(*) FROM players") == 2);
}

TEST_CASE("import on several threads stores what one thread stores, in the same order", "[store]") {
  TempDir dir;
  std::map<int, std::string> rows;
  for (int threads : {1, 2, 3}) {
    const std::string path = (dir.path() / fmt::format("t{}.db", threads)).string();
    store::Database db = store::open_store(path, store::OpenMode::Create);
    qm::Replayer replayer;
    store::ImportOptions options;
    options.threads = threads;
    size_t last_done = 0, calls = 0;
    options.progress = [&](size_t done, size_t total) {
      CHECK(done == last_done + 1);
      CHECK(total == qm::list_record_files({source_path("records/loot")}).size());
      last_done = done;
      ++calls;
    };
    store::ImportSummary s =
        store::import_records(db, replayer, {source_path("records/loot")}, options);
    CHECK(s.added == 29);
    CHECK(calls == last_done);
    store::Statement q = db.prepare(
        "SELECT g.game_id, g.id, g.content_hash, g.status, count(m.ply) FROM games g "
        "LEFT JOIN moves m ON m.game_id = g.game_id GROUP BY g.game_id ORDER BY g.game_id");
    std::string text;
    while (q.step())
      text += fmt::format("{} {} {} {} {}\n", q.integer(0), q.text(1), q.text(2), q.text(3),
                          q.integer(4));
    rows[threads] = text;
  }
  CHECK(rows[2] == rows[1]);
  CHECK(rows[3] == rows[1]);
}

TEST_CASE(
    "a source that does not fit in the read-ahead is read when its turn comes: the same rows, "
    "problems and order",
    "[store]") {
  // Files past ImportOptions::read_ahead_bytes are read on the writing thread, a batch of
  // records at a time, so that a file of 100,000 records is never held whole; whatever
  // reads what, the store and the summary must be the same.
  TempDir dir;
  const fs::path extra = dir.path() / "extra";
  fs::create_directories(extra);
  dir.write("extra/a-empty.yaml", "");
  dir.write("extra/b-ruleset.yaml", "game: loot\nextends: loot/standard\noptions: {}\n");
  dir.write("extra/c-unreadable.yaml", "format: 1\ngame: loot\nplayers: [Anna\n");
  std::string many;
  for (int i = 0; i < 1200; ++i)  // more than a batch written at once
    many += fmt::format(
        "---\nid: many-{}\nformat: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, "
        "Bruno]\nmoves:\n  - Anna merchant m{}\n",
        i, 2 + i % 5);
  dir.write("extra/d-many.yaml", many);
  auto summary_text = [](const store::ImportSummary& s) {
    std::string text = fmt::format("{} {} {} {}\n", s.added, s.present, s.illegal, s.unreadable);
    for (const std::string& f : s.unread_files) text += "unread " + f + "\n";
    for (const auto& f : s.skipped_files) text += "skipped " + f.path + " " + f.what + "\n";
    for (const store::ImportProblem& p : s.problems)
      text += fmt::format("problem {} {} {}\n", p.source, p.document, p.error.message);
    for (const store::Duplicate& d : s.duplicates) text += "duplicate " + d.id + "\n";
    return text;
  };
  std::map<std::string, std::string> results;
  for (int threads : {1, 2})
    for (size_t read_ahead : {size_t(4) << 20, size_t(0), size_t(3000)}) {
      const std::string path =
          (dir.path() / fmt::format("r{}-{}.db", threads, read_ahead)).string();
      store::Database db = store::open_store(path, store::OpenMode::Create);
      qm::Replayer replayer;
      store::ImportOptions options;
      options.threads = threads;
      options.read_ahead_bytes = read_ahead;
      options.keep_duplicates = true;  // the same few games over and over
      size_t calls = 0;
      options.progress = [&](size_t done, size_t) { CHECK(done == ++calls); };
      const store::ImportSummary s = store::import_records(
          db, replayer, {source_path("records/loot"), extra.string()}, options);
      CHECK(s.added == 29 + 1 + 1200);  // records/loot, the unreadable record, the many
      store::Statement q = db.prepare(
          "SELECT g.game_id, g.id, g.content_hash, g.status, count(m.ply) FROM games g "
          "LEFT JOIN moves m ON m.game_id = g.game_id GROUP BY g.game_id ORDER BY g.game_id");
      std::string text = summary_text(s);
      while (q.step())
        text += fmt::format("{} {} {} {} {}\n", q.integer(0), q.text(1), q.text(2), q.text(3),
                            q.integer(4));
      results[fmt::format("{} threads, read-ahead {}", threads, read_ahead)] = text;
    }
  const std::string first = results.begin()->second;
  CHECK(first.find("skipped ") != std::string::npos);
  CHECK(first.find("unread ") != std::string::npos);
  CHECK(first.find("problem ") != std::string::npos);
  for (const auto& [how, text] : results) {
    INFO(how);
    CHECK(text == first);
  }
}

TEST_CASE("rows inserted several a statement are the rows inserted one by one", "[store]") {
  TempDir dir;
  store::Database db((dir.path() / "rows.db").string(), true);
  db.exec("CREATE TABLE t (a INTEGER NOT NULL, b TEXT, PRIMARY KEY (a))");
  store::BatchedInsert insert(db, "t", {"a", "b"});
  std::string expected;
  long long next = 0;
  // Below, at and past the few rows that go one a statement, and past a full statement.
  for (size_t count : {0, 1, 7, 8, 64, 65, 200}) {
    insert.insert(count, [&](store::BatchedInsert::Row& row, size_t i) {
      std::optional<std::string> b;
      if (i % 3) b = fmt::format("r{}", i);
      row.bind(next).bind(b);
      expected += fmt::format("{} {}\n", next++, b.value_or("NULL"));
    });
  }
  store::Statement q = db.prepare("SELECT a, coalesce(b, 'NULL') FROM t ORDER BY a");
  std::string stored;
  while (q.step()) stored += fmt::format("{} {}\n", q.integer(0), q.text(1));
  CHECK(next == 345);
  CHECK(stored == expected);
}

TEST_CASE("an import writes rows that its store's CHECK constraints accept", "[store]") {
  // The import's writing is made without SQLite evaluating the CHECK constraints (the
  // writer makes the values they check): every row must still pass them. SQLite's
  // integrity_check checks every row against them.
  TempDir dir;
  store::Database db =
      store::open_store((dir.path() / "checks.db").string(), store::OpenMode::Create);
  qm::Replayer replayer;
  store::ImportOptions options;
  options.keep_duplicates = true;
  store::import_records(db, replayer, {source_path("records"), source_path("tests/bad_input")},
                        options);
  CHECK(db.query_integer("SELECT count(DISTINCT status) FROM games") == 3);
  CHECK(db.query_integer("SELECT count(*) FROM games WHERE stored_as = 'text'") > 0);
  CHECK(db.query_text("PRAGMA integrity_check") == "ok");
  // After the import the connection checks them again.
  CHECK_THROWS_AS(db.exec("UPDATE games SET status = 'unknown' WHERE game_id = 1"),
                  store::StoreError);
  CHECK(db.query_integer("SELECT count(*) FROM games WHERE status = 'unknown'") == 0);
}

TEST_CASE("import_texts stores record files held in memory", "[store]") {
  TempDir dir;
  store::Database db =
      store::open_store((dir.path() / "texts.db").string(), store::OpenMode::Create);
  qm::Replayer replayer;
  std::string renamed = kMapMoves;
  renamed.replace(renamed.find("store-map-moves"), 15, "store-other-id");
  // Another game (a move more): the same game under another id would be a duplicate.
  renamed.replace(renamed.find("  - Anna draw\n"), 14, "  - Anna draw\n  - Bruno draw\n");
  store::ImportSummary s = store::import_texts(
      db, replayer,
      {{"sim/a.yaml", fmt::format("{}---\n{}", kMapMoves, renamed)}, {"sim/empty.yaml", ""}});
  CHECK(s.added == 2);
  CHECK(s.unreadable == 1);
  REQUIRE(s.unread_files.size() == 1);
  CHECK(s.unread_files[0] == "sim/empty.yaml: holds no record");
  CHECK(db.query_integer("SELECT count(*) FROM games WHERE source_file = 'sim/a.yaml'") == 2);
  CHECK(db.query_integer("SELECT source_document FROM games WHERE id = 'store-other-id'") == 2);
}

TEST_CASE("map-form moves, quoting and claims survive the store", "[store]") {
  TempDir dir;
  const std::string path = (dir.path() / "qm.db").string();
  const std::string file = dir.write("map.yaml", kMapMoves);
  REQUIRE(import_paths(path, {file}).added == 1);
  store::Database db = store::open_store(path, store::OpenMode::Existing);
  store::Statement move = db.prepare(
      "SELECT notation, fields, player, verb, rest, source_line FROM moves WHERE ply = 2");
  REQUIRE(move.step());
  CHECK(move.is_null(0));
  CHECK(qm::Json::parse(move.text(1)) ==
        qm::Json{{"player", "Bruno"}, {"verb", "attack"}, {"target", "1"}, {"card", "gold-3"}});
  CHECK(move.text(2) == "Bruno");
  CHECK(move.text(3) == "attack");
  CHECK(move.text(4) == "@1 gold-3");
  CHECK(move.integer(5) == line_of(kMapMoves, "{player: Bruno"));
  store::Statement named = db.prepare("SELECT rest FROM moves WHERE ply = 4");
  REQUIRE(named.step());
  CHECK(named.text(0) == "Anna.m5 gold-4");
  CHECK(db.query_text("SELECT notes FROM games") == "two lines:\nthe second # not a comment");
  CHECK(db.query_integer("SELECT score FROM claims WHERE side = 'Anna'") == 5);
  CHECK(db.query_integer("SELECT count(*) FROM claims WHERE side = 'Bruno' AND score = 0") == 1);

  store::RowReader reader(db);
  const std::string yaml = store::export_yaml(reader.load(reader.find("store-map-moves")->game_id));
  INFO(yaml);
  CHECK_THAT(yaml, Catch::Contains("  - {player: Bruno, verb: attack, target: 1, card: gold-3}"));
  CHECK_THAT(yaml, Catch::Contains("event: \"Store test: quoting, map moves\""));
  CHECK_THAT(yaml, Catch::Contains("deal:\n  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]"));
  CHECK_THAT(yaml, Catch::Contains("result: {Anna: 5, Bruno: 0}"));
  const std::string again = dir.write("again/map.yaml", yaml);
  std::vector<qm::Replay> a = replay_file(file), b = replay_file(again);
  REQUIRE(a.size() == 1);
  REQUIRE(b.size() == 1);
  require_valid(b[0]);
  CHECK(placeless(qmtest::report(a[0])) == placeless(qmtest::report(b[0])));
  CHECK(import_paths(path, {again}).present == 1);
}

TEST_CASE("unreadable records are kept, as their text when the header is unreadable", "[store]") {
  TempDir dir;
  const std::string path = (dir.path() / "qm.db").string();
  const std::string bad = source_path("tests/bad_input/loot");
  const std::vector<qm::Json> original = reports_in(bad);
  long long unreadable = 0;
  for (const qm::Json& j : original) unreadable += j["status"] == "unreadable";
  REQUIRE(unreadable >= 50);
  // The corpus repeats some games under other ids on purpose: every record is kept.
  store::ImportSummary s = import_paths(path, {bad}, true);
  CHECK(s.unread_files.empty());
  CHECK(s.added + s.present == (long long)original.size());
  CHECK(s.unreadable == unreadable);
  store::Database db = store::open_store(path, store::OpenMode::Existing);
  // Every record read is in the database under its key, with its content and verdict; the
  // same record met twice (the multi-document files repeat some) is stored once.
  std::set<std::string> ids, unreadable_ids;
  {
    qm::Replayer replayer;
    store::RowReader reader(db);
    for (const std::string& file : qm::list_record_files({bad})) {
      std::vector<store::StoredRecord> records;
      std::string why;
      REQUIRE(store::read_record_file(replayer, file, records, why));
      for (const store::StoredRecord& record : records) {
        INFO(file << "#" << record.source_document);
        std::optional<store::StoredKey> key = reader.find(record.id);
        REQUIRE(key);
        CHECK(key->content_hash == record.content_hash);
        CHECK(db.query_text(fmt::format("SELECT status FROM games WHERE game_id = {}",
                                        key->game_id)) == qm::status_name(record.verdict.status));
        ids.insert(record.id);
        if (record.verdict.status == qm::Status::Unreadable) unreadable_ids.insert(record.id);
      }
    }
  }
  CHECK(db.query_integer("SELECT count(*) FROM games") == (long long)ids.size());
  CHECK(db.query_integer("SELECT count(*) FROM games WHERE status = 'unreadable'") ==
        (long long)unreadable_ids.size());
  CHECK(db.query_integer("SELECT count(*) FROM games WHERE stored_as = 'text'") > 10);
  CHECK(db.query_integer("SELECT count(*) FROM games WHERE stored_as = 'text' AND status <> "
                         "'unreadable'") == 0);
  require_whole_records(db);
  // The replay from the database gives the verdict (and error message) of the import.
  std::map<std::string, std::pair<std::string, std::string>> stored;
  store::Statement verdicts =
      db.prepare("SELECT id, status, coalesce(error_message, '') FROM games");
  while (verdicts.step()) stored[verdicts.text(0)] = {verdicts.text(1), verdicts.text(2)};
  qm::Replayer replayer;
  int replayed = 0;
  store::replay_records(db, replayer, {}, {}, [&](qm::Replay& r) {
    qm::Json j = qmtest::report(r);
    INFO(j.dump());
    const std::string id = r.record ? r.record->id : "";
    if (!stored.count(id)) return;  // an unreadable header: no id to match on
    ++replayed;
    CHECK(j["status"].get<std::string>() == stored[id].first);
    if (j["error"].is_object())
      CHECK(j["error"]["message"].get<std::string>() == stored[id].second);
  });
  CHECK(replayed > 10);
  int text_records = 0;
  store::RowReader reader(db);
  for (const store::StoredKey& key : store::select_records(db, {})) {
    store::StoredRecord record = reader.load(key.game_id);
    if (!record.as_text) continue;
    ++text_records;
    qm::Replay r = store::replay_stored(replayer, db, record);
    INFO(record.source_text);
    CHECK(r.status == qm::Status::Unreadable);
    CHECK(r.error->message == stored[record.id].second);
  }
  CHECK(text_records > 10);
  CHECK(import_paths(path, {bad}).added == 0);
}

// --- round trip ---

TEST_CASE("import -> export -> replay and replay --db give the JSON of the original", "[store]") {
  TempDir dir;
  const std::string path = (dir.path() / "qm.db").string();
  const std::map<std::string, qm::Json> original = reports_by_id(source_path("records"));
  import_paths(path, {source_path("records")});

  store::Database db = store::open_store(path, store::OpenMode::Existing);
  store::RowReader reader(db);
  const fs::path out = dir.path() / "exported";
  fs::create_directories(out);
  qm::Replayer replayer;
  int from_db = 0;
  store::replay_records(db, replayer, {}, {}, [&](qm::Replay& r) {
    ++from_db;
    qm::Json j = qmtest::report(r);
    INFO(j.dump());
    const qm::Json& o = original.at(j["id"].get<std::string>());
    CHECK(placeless(j) == placeless(o));
    CHECK(j["record"].get<std::string>() == path + "#" + j["id"].get<std::string>());
    if (j["violation"].is_object()) {
      CHECK(j["violation"]["line"].is_null());  // no file, no line
      if (o["violation"]["move"].is_number()) CHECK(o["violation"]["line"].is_number());
    }
  });
  CHECK(from_db == int(original.size()));
  // A record the caller keeps (its texts copied into the tree) and one it gives up (moved
  // into it, as replay_records does) replay alike, and the kept one is left whole.
  for (const store::StoredKey& key : store::select_records(db, {})) {
    const store::StoredRecord kept = reader.load(key.game_id);
    const qm::Json copied = qmtest::report(store::replay_stored(replayer, db, kept));
    CHECK(qmtest::report(store::replay_stored(replayer, db, reader.load(key.game_id))) == copied);
    CHECK(kept.id == key.id);
    CHECK(store::export_yaml(kept) == store::export_yaml(reader.load(key.game_id)));
  }
  qm::report::UniqueFileNames names;
  for (const store::StoredKey& key : store::select_records(db, {})) {
    std::ofstream(out / names.take(key.id, ".yaml"))
        << store::export_yaml(reader.load(key.game_id));
  }
  const std::map<std::string, qm::Json> exported = reports_by_id(out.string());
  REQUIRE(exported.size() == original.size());
  for (const auto& [id, j] : original) {
    INFO(id);
    REQUIRE(exported.count(id) == 1);
    CHECK(placeless(exported.at(id)) == placeless(j));
  }
  // Exported records are the same records: importing them adds nothing.
  store::ImportSummary again = import_paths(path, {out.string()});
  CHECK(again.added == 0);
  CHECK(again.present == (long long)original.size());
}

// --- the command line ---

TEST_CASE("qm import, export, replay --db and validate --db", "[store][cli]") {
  TempDir dir;
  const std::string db = (dir.path() / "cli.db").string();
  RunResult imported = run_qm({"import", "records/loot", "--db", db});
  INFO(imported.out << imported.err);
  CHECK(imported.exit_code == 1);  // the samples include disputes
  CHECK(imported.out == "29 new, 0 already present, 13 illegal, 0 unreadable\n");
  RunResult again = run_qm({"import", "records/loot", "--db", db});
  CHECK(again.out == "0 new, 29 already present, 13 illegal, 0 unreadable\n");

  RunResult validate = run_qm({"validate", "--db", db});
  INFO(validate.err);
  CHECK(validate.exit_code == 1);
  CHECK_THAT(validate.out, Catch::EndsWith("16 valid, 13 illegal, 0 unreadable\n"));
  CHECK_THAT(validate.out, Catch::Contains(db + "#tnll-2026-03-r4-t2  valid"));
  // Several threads, each with its own connection, print what one thread prints.
  for (const char* jobs : {"1", "3"}) {
    RunResult threads = run_qm({"validate", "--db", db, "-j", jobs, "--format", "json"});
    RunResult one = run_qm({"replay", "--db", db, "--format", "json"});
    CHECK(threads.out.substr(0, threads.out.rfind("{\"summary\"")) == one.out);
  }
  RunResult files = run_qm({"validate", "records/loot", "-j", "1"});
  CHECK(files.out.substr(files.out.rfind("\n", files.out.size() - 2)) ==
        validate.out.substr(validate.out.rfind("\n", validate.out.size() - 2)));

  RunResult one = run_qm({"replay", "--db", db, "--id", "tnll-2026-03-r4-t2", "--format", "json"});
  CHECK(one.exit_code == 0);
  RunResult file = run_qm({"replay", "records/loot/tnll-2026-03-r4-t2.yaml", "--format", "json"});
  CHECK(placeless(qm::Json::parse(one.out)) == placeless(qm::Json::parse(file.out)));

  RunResult all = run_qm({"replay", "--db", db, "--all", "--format", "json"});
  CHECK(all.exit_code == 1);
  CHECK(std::count(all.out.begin(), all.out.end(), '\n') == 29);

  RunResult exported = run_qm({"export", "--db", db, "--out", (dir.path() / "out").string()});
  CHECK(exported.exit_code == 0);
  CHECK(exported.out == fmt::format("29 record(s) written to {}\n", (dir.path() / "out").string()));
  CHECK(fs::exists(dir.path() / "out" / "tnll-2026-03-r4-t2.yaml"));
  RunResult revalidate = run_qm({"validate", (dir.path() / "out").string()});
  CHECK_THAT(revalidate.out, Catch::EndsWith("16 valid, 13 illegal, 0 unreadable\n"));

  RunResult stdout_export =
      run_qm({"export", "--db", db, "--id", "tnll-2026-03-r4-t2", "--id", "clb-2026-01-15-p1"});
  CHECK(stdout_export.exit_code == 0);
  const std::string two = dir.write("two.yaml", stdout_export.out);
  std::vector<qm::Replay> replays = replay_file(two);
  REQUIRE(replays.size() == 2);
  CHECK(replays[0].record->id == "tnll-2026-03-r4-t2");
  CHECK(replays[1].record->id == "clb-2026-01-15-p1");

  // audit and state read one record from the database as from its file.
  for (const std::vector<std::string>& command :
       {std::vector<std::string>{"audit", "--format", "json"},
        std::vector<std::string>{"state", "--at", "30", "--format", "json"}}) {
    INFO(command[0]);
    std::vector<std::string> from_db = command, from_file = command;
    from_db.insert(from_db.end(), {"--db", db, "--id", "tnll-2026-03-r4-t2"});
    from_file.push_back("records/loot/tnll-2026-03-r4-t2.yaml");
    RunResult a = run_qm(from_db), b = run_qm(from_file);
    CHECK(a.exit_code == 0);
    CHECK(b.exit_code == 0);
    qm::Json ja = qm::Json::parse(a.out), jb = qm::Json::parse(b.out);
    CHECK(ja["record"] == db + "#tnll-2026-03-r4-t2");
    if (command[0] == "audit") {
      CHECK(ja["audit"] == jb["audit"]);
    } else {
      CHECK(ja["table"] == jb["table"]);
    }
  }
  RunResult no_id = run_qm({"audit", "--db", db});
  CHECK(no_id.exit_code == 2);
  CHECK_THAT(no_id.err, Catch::Contains("--id"));
  RunResult unknown = run_qm({"state", "--db", db, "--id", "no-such-record"});
  CHECK(unknown.exit_code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("no-such-record"));
}

TEST_CASE("store usage errors and refused files on the command line", "[store][cli]") {
  TempDir dir;
  const std::string db = (dir.path() / "cli.db").string();
  REQUIRE(run_qm({"import", "records/loot/tnll-2026-03-r4-t2.yaml", "--db", db}).exit_code == 0);
  RunResult unknown = run_qm({"replay", "--db", db, "--id", "no-such-record"});
  CHECK(unknown.exit_code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("no record 'no-such-record'"));
  CHECK(run_qm({"export", "--db", db, "--id", "nope"}).exit_code == 2);
  CHECK(run_qm({"replay", "--db", db, "records/loot/tnll-2026-03-r4-t2.yaml"}).exit_code == 2);
  CHECK(run_qm({"replay", "--id", "x", "records/loot/tnll-2026-03-r4-t2.yaml"}).exit_code == 2);
  CHECK(run_qm({"replay"}).exit_code == 2);
  CHECK(run_qm({"validate"}).exit_code == 2);
  const std::string text = dir.write("notes.db", "just text\n");
  RunResult refused = run_qm({"import", "records", "--db", text});
  CHECK(refused.exit_code == 3);
  CHECK_THAT(refused.err, Catch::Contains("is not a quartermaster database"));
  CHECK(file_text(text) == "just text\n");
  RunResult missing = run_qm({"validate", "--db", (dir.path() / "none.db").string()});
  CHECK(missing.exit_code == 3);
  CHECK_THAT(missing.err, Catch::Contains("no database"));
  CHECK(!fs::exists(dir.path() / "none.db"));
}

// --- reliability ---

TEST_CASE("four qm import processes into one database lose and duplicate nothing",
          "[store][reliability]") {
  TempDir dir;
  const std::string db = (dir.path() / "shared.db").string();
  // Four overlapping batches: each takes records/, its own 40 games and 40 it shares with
  // the next batch.
  std::vector<std::vector<std::string>> own(4), shared(4);
  for (int p = 0; p < 4; ++p) {
    own[p] = write_sim_corpus(dir, fmt::format("own{}", p), 1000 + 100 * uint64_t(p), 40, 8);
    shared[p] = write_sim_corpus(dir, fmt::format("shared{}", p), 5000 + 100 * uint64_t(p), 40, 8);
  }
  std::vector<pid_t> pids;
  for (int p = 0; p < 4; ++p) {
    std::vector<std::string> args = {"import", "--db", db, source_path("records/loot")};
    for (const auto* list : {&own[p], &shared[p], &shared[(p + 1) % 4]})
      args.insert(args.end(), list->begin(), list->end());
    pids.push_back(spawn_qm(args, (dir.path() / fmt::format("out{}", p)).string()));
  }
  long long added = 0, present = 0;
  for (int p = 0; p < 4; ++p) {
    const int status = wait_exit(pids[size_t(p)]);
    const std::string out = file_text((dir.path() / fmt::format("out{}", p)).string());
    INFO("process " << p << ": " << out);
    CHECK(status == 1);  // records/ has disputes
    long long n = 0, a = 0, i = 0, u = 0;
    REQUIRE(sscanf(out.c_str(), "%lld new, %lld already present, %lld illegal, %lld unreadable", &n,
                   &a, &i, &u) == 4);
    CHECK(n + a == 29 + 120);
    added += n;
    present += a;
  }
  const long long distinct = 29 + 4 * 40 + 4 * 40;
  CHECK(added == distinct);
  CHECK(present == 4 * (29 + 120) - distinct);
  store::Database check = store::open_store(db, store::OpenMode::Existing);
  CHECK(check.query_integer("SELECT count(*) FROM games") == distinct);
  CHECK(check.query_integer("SELECT count(DISTINCT id) FROM games") == distinct);
  require_whole_records(check);
}

TEST_CASE("kill -9 mid-import leaves whole records only", "[store][reliability]") {
  TempDir dir;
  const std::vector<std::string> files = write_sim_corpus(dir, "corpus", 77, 600, 50);
  const long long total = 600;
  std::vector<std::string> args = {"import", "--db", ""};
  args.insert(args.end(), files.begin(), files.end());

  // How long a whole import takes, then kills at fractions of that. The write transaction
  // opens as the import starts and records are written as their files are read, so every
  // kill after the database is opened lands in it. Early fractions, so that a timing run
  // slowed by other work on the machine still leaves several kills before the end.
  args[2] = (dir.path() / "timing.db").string();
  const auto start = std::chrono::steady_clock::now();
  REQUIRE(wait_exit(spawn_qm(args, (dir.path() / "timing.out").string())) == 0);
  const auto whole = std::chrono::steady_clock::now() - start;
  {
    store::Database db = store::open_store(args[2], store::OpenMode::Existing);
    CHECK(db.query_integer("SELECT count(*) FROM games") == total);
  }
  int killed = 0, in_transaction = 0;
  for (double fraction : {0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9}) {
    INFO("killed after " << fraction << " of an import");
    args[2] = (dir.path() / fmt::format("kill-{}.db", int(fraction * 100))).string();
    const pid_t pid = spawn_qm(args, (dir.path() / "kill.out").string());
    std::this_thread::sleep_for(
        std::chrono::duration_cast<std::chrono::microseconds>(whole * fraction));
    kill(pid, SIGKILL);
    killed += wait_exit(pid) == -SIGKILL;
    if (!fs::exists(args[2])) continue;  // killed before it opened the database
    // Killed while writing: rows of the open transaction spilled into the WAL file.
    std::error_code ec;
    const auto wal = fs::file_size(args[2] + "-wal", ec);
    {
      store::Database db(args[2], false);
      CHECK(db.query_text("PRAGMA integrity_check") == "ok");
      if (db.query_integer("SELECT count(*) FROM sqlite_schema WHERE name = 'games'") == 0)
        continue;
      const long long games = db.query_integer("SELECT count(*) FROM games");
      CHECK((games == 0 || games == total));
      in_transaction += games == 0 && !ec && wal > 500000;
      require_whole_records(db);
    }
    // Still a store: it opens, and the next import completes it.
    CHECK(open_error(args[2], store::OpenMode::Create).empty());
  }
  CHECK(killed >= 3);

  // One kill that surely lands in the write transaction, whatever the machine's speed:
  // as soon as the transaction's rows spill into the WAL file.
  args[2] = (dir.path() / "kill-writing.db").string();
  const pid_t pid = spawn_qm(args, (dir.path() / "kill.out").string());
  std::error_code ec;
  const auto deadline = std::chrono::steady_clock::now() + whole * 20;
  auto writing = [&] {
    const auto size = fs::file_size(args[2] + "-wal", ec);  // (uintmax_t)-1 on error
    return !ec && size > 500000;
  };
  while (std::chrono::steady_clock::now() < deadline && !writing())
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  kill(pid, SIGKILL);
  REQUIRE(wait_exit(pid) == -SIGKILL);
  {
    store::Database db(args[2], false);
    CHECK(db.query_text("PRAGMA integrity_check") == "ok");
    const long long games = db.query_integer("SELECT count(*) FROM games");
    CHECK((games == 0 || games == total));
    in_transaction += games == 0;
    require_whole_records(db);
  }
  CHECK(open_error(args[2], store::OpenMode::Create).empty());
  CHECK(in_transaction >= 1);  // at least one kill landed in the write transaction
}

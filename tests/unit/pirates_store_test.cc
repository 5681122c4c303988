// Pirates in the record store, `qm stats` and `qm compare` (games/pirates/pirates_stats.h):
//   - the events of a small record (a position from the middle of a game: an explore, a
//     ram and a boarding, a shoot line that misses and sinks a derelict with its gold
//     shared, an unload at home that ends the game), each of a kind the game declares;
//   - the moves' words (player, verb, the rest of the line) in the store;
//   - the four `qm stats` sections over that record, against figures counted by hand,
//     and the shape of their JSON;
//   - import -> export -> import, and validate --db: the same verdicts and rows;
//   - over records/pirates and simulated games, the gold sections agree with the audits'
//     ledgers (the engine's Ledger, kept apart from its facts) and the shots with the
//     tables' counts;
//   - `qm compare` of pirates/standard and pirates/half-of-total on a record that goes on
//     after its standard end: the first divergence is the line after that end.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "games/game.h"
#include "games/pirates/pirates_stats.h"
#include "games/registry.h"
#include "pirates_support.h"
#include "store/export.h"
#include "store/import.h"
#include "store/open.h"
#include "store/stats.h"
#include "test_support.h"

using namespace qmtest;
namespace store = qm::store;
namespace pirates = qm::pirates;

namespace {

// The set-up of pirates_support.h with an id, without A1's crew and A2's helmsman, and a
// third ship for Bruno; the leading blank line keeps the record's line numbers.
std::string small_header() {
  std::string h = edit(kPiratesHeader, "ruleset: pirates/standard\n",
                       "ruleset: pirates/standard\nid: pirates-store-small\n");
  h = edit(h, "      - {id: A1a, nation: Spain, points: 3, ability: captain, ship: A1}\n", "");
  h = edit(h, ", abilities: [helmsman]", "");
  h = edit(
      h, "move: S+S, x: 920, y: 270, heading: 270}\n",
      "move: S+S, x: 920, y: 270, heading: 270}\n"
      "      - {id: B3, name: Gull, nation: England, points: 9, masts: [2S], cargo: 2, move: S}\n");
  return std::string("\n").append(h);
}

// Two players; Bruno's turn starts from a position. Anna's home gold goes from 2 to 4 with
// the share of B2's gold, then to 10 with A1's unload: more than half of her 15, the game
// ends (pirates/standard). Bruno: 1 at home, +1 share.
const std::string kSmall = small_header() + R"(start:
  player: Bruno
  ships:
    A1: {x: 290, y: 200, heading: 180, gold: [3, 3]}
    A2: {x: 560, y: 400, heading: 0, gold: [1]}
    B1: {x: 560, y: 270, heading: 270, docked: I2}
    B2: {x: 560, y: 460, heading: 90, lost: [1, 2], gold: [2, 1]}
    B3: {x: 660, y: 400, heading: 180}
  islands:
    I2: {treasure: [2, 3], explored: true}
    I5: {treasure: [2, 2], explored: true}
    I6: {treasure: [], explored: true}
  home: {Anna: [2], Bruno: [1]}
moves:
  - Bruno turn
  - Bruno explore B1 2
  - Bruno move B3 602,400
  - Bruno ram B3 A2 5h/2
  - Bruno board B3 A2 6 1 take 1
  - Anna turn
  - Anna shoot A2 1>B2:2m 3>B2:5h share 2
  - Anna move A1 270,200
  - Anna dock A1 I1 unload 3 3
result: {Anna: 10, Bruno: 2}
)";

// The same game going on after its standard end: valid and unfinished under
// pirates/half-of-total (Anna's 10 is not more than half of the 30 brought by both).
std::string longer_record() {
  std::string text = kSmall;
  const std::string last = "  - Anna dock A1 I1 unload 3 3\n";
  text.replace(text.find(last), last.size(), last + "  - Bruno turn\n  - Bruno move B1 560,330\n");
  text.replace(text.find("id: pirates-store-small"), 23, "id: pirates-store-longer");
  text.erase(text.find("result:"));
  return text;
}

// An event as "move side kind value" ("7 Anna shot L hit 4"; move 0: the end).
std::string event_text(const qm::GameEvent& e) {
  return fmt::format("{} {} {} {}", e.move, e.side, e.kind, e.value);
}

std::string import_file(const TempDir& dir, const std::string& file) {
  const std::string path = (dir.path() / "pirates.db").string();
  store::Database db = store::open_store(path, store::OpenMode::Create);
  qm::Replayer replayer;
  store::import_records(db, replayer, {file});
  return path;
}

}  // namespace

TEST_CASE("pirates events: a small record's facts, in the order they happened",
          "[pirates][store]") {
  const qm::Replay r = replay_yaml(kSmall);
  require_valid(r);
  const std::vector<qm::GameEvent> events = r.state->events();
  std::vector<std::string> got;
  for (const qm::GameEvent& e : events) got.push_back(event_text(e));
  const std::vector<std::string> expected = {
      "2 Bruno gold explored 2",  // B1 takes a coin of 2 from I2
      "5 Bruno gold boarded 1",   // B3 takes A2's coin of 1
      "7 Anna shot S miss 3",     // A2's mast 1 (3S): a 2 misses
      "7 Anna shot L hit 4",      // mast 3 (4L): a 5 hits the derelict B2...
      "7 Bruno ship sunk 3",      // ...which sinks with 2 + 1 gold aboard
      "7 Anna gold shared 2",     // Anna takes the 2
      "7 Bruno gold shared 1",    // Bruno the rest
      "9 Anna gold unloaded 6",   // A1 unloads 3 + 3 at home
      "0 Anna fleet 24",          // A1 9 + A2 12 + A2a 3
      "0 Bruno fleet 29",         // B1 10 + B2 8 + B3 9 + B1a 2
      "0 Anna fleet won 24",      //
      "0  end home-gold 1",       // two turn lines: one round
  };
  CHECK(got == expected);
  // Every kind is one the game declares, and the details say the rest.
  const qm::Game* game = qm::find_game("pirates");
  REQUIRE(game);
  std::vector<std::string> declared;
  for (const qm::EventKind& k : game->type().event_kinds) declared.push_back(k.name);
  for (const qm::GameEvent& e : events) {
    INFO(e.kind);
    CHECK(std::count(declared.begin(), declared.end(), e.kind) == 1);
  }
  CHECK(events[2].detail == qm::Json{{"ship", "A2"}, {"cannon", "3S"}, {"target", "B2"}});
  CHECK(events[4].detail == qm::Json{{"ship", "B2"}, {"how", "shot"}, {"by", "A2"}});
  CHECK(events[1].detail == qm::Json{{"ship", "B3"}, {"from", "A2"}});
  CHECK(events[11].detail["turns"] == 2);
  CHECK(events[11].detail["reason"] ==
        "Anna's home gold 10 is more than half of the 15 gold the player brought");
}

TEST_CASE("pirates events: format 2's forts, terrain and mysterious rolls",
          "[pirates][store][format2]") {
  // Each event of these kinds in a record (up to its violation, if any), as "move side kind
  // value detail".
  auto seen = [](const std::string& path, std::initializer_list<const char*> kinds) {
    std::vector<std::string> out;
    for (const qm::Replay& r : replay_file(source_path(path))) {
      REQUIRE(r.state);
      for (const qm::GameEvent& e : r.state->events())
        for (const char* k : kinds)
          if (e.kind == k) out.push_back(event_text(e) + " " + e.detail.dump());
    }
    return out;
  };
  // A fort built with 3 gold, its flags shot down, then destroyed with the 5 gold inside.
  CHECK(seen("records/pirates/kraken-2027-03-06-d20.yaml",
             {pirates::kFortBuilt, pirates::kFortDestroyed, pirates::kShotHitL}) ==
        std::vector<std::string>{
            R"(3 Alvilda fort built 3 {"fort":"FA","island":"I2","ship":"A1"})",
            R"(5 Bartolo shot L hit 3 {"ship":"B1","cannon":"3L","target":"FA"})",
            R"(5 Bartolo shot L hit 3 {"ship":"B1","cannon":"3L","target":"FA"})",
            R"(9 Bartolo shot L hit 3 {"ship":"B1","cannon":"3L","target":"FA"})",
            R"(9 Alvilda fort destroyed 5 {"fort":"FA","island":"I2","by":"B1"})"});
  // A reef's die that takes a mast; a Sargasso Sea that traps; a whirlpool's 5 (a mast).
  CHECK(seen("records/pirates/harbour-lane-2027-01-09-f1.yaml", {pirates::kReefRoll}) ==
        std::vector<std::string>{R"(3 Anna reef roll 1 {"ship":"A1","terrain":"T3","die":1})"});
  CHECK(seen("records/pirates/nordsee-2027-01-23-d14.yaml", {pirates::kSargassoRoll}) ==
        std::vector<std::string>{
            R"(3 Hauke sargasso roll 0 {"ship":"H1","terrain":"T4","die":3,"trapped":true})"});
  CHECK(
      seen("records/pirates/kueste-2027-01-30-d15.yaml", {pirates::kWhirlpoolRoll}) ==
      std::vector<std::string>{R"(3 Hauke whirlpool roll 1 {"ship":"H1","terrain":"T5","die":5})"});
  // A sea creature's shots say so.
  int creature_shots = 0;
  for (const qm::Replay& r : replay_file(source_path("records/pirates/kraken-2027-04-03-f2.yaml")))
    for (const qm::GameEvent& e : r.state->events())
      if (e.kind.rfind("shot ", 0) == 0 && e.detail["ship"] == "B9") {
        CHECK(e.detail["creature"] == true);
        ++creature_shots;
      }
  CHECK(creature_shots == 2);
}

TEST_CASE("pirates events: an unfinished game reports fleets but no winner nor end",
          "[pirates][store]") {
  const qm::Replay r = replay_under(longer_record(), "pirates/half-of-total");
  require_valid(r);
  std::vector<std::string> end;
  for (const qm::GameEvent& e : r.state->events())
    if (e.move == 0) end.push_back(event_text(e));
  CHECK(end == std::vector<std::string>{"0 Anna fleet 24", "0 Bruno fleet 29"});
}

TEST_CASE("pirates in the store: moves as words, events as rows", "[pirates][store]") {
  TempDir dir;
  const std::string db_path = import_file(dir, dir.write("small.yaml", kSmall));
  store::Database db = store::open_store(db_path, store::OpenMode::Existing);
  store::Statement moves =
      db.prepare("SELECT ply, player, verb, coalesce(rest, '') FROM moves ORDER BY ply");
  std::vector<std::string> words;
  while (moves.step())
    words.push_back(
        fmt::format("{}|{}|{}|{}", moves.integer(0), moves.text(1), moves.text(2), moves.text(3)));
  CHECK(words ==
        std::vector<std::string>{"1|Bruno|turn|", "2|Bruno|explore|B1 2", "3|Bruno|move|B3 602,400",
                                 "4|Bruno|ram|B3 A2 5h/2", "5|Bruno|board|B3 A2 6 1 take 1",
                                 "6|Anna|turn|", "7|Anna|shoot|A2 1>B2:2m 3>B2:5h share 2",
                                 "8|Anna|move|A1 270,200", "9|Anna|dock|A1 I1 unload 3 3"});
  CHECK(db.query_integer("SELECT count(*) FROM events") == 12);
  CHECK(db.query_text("SELECT detail FROM events WHERE kind = 'shot L hit'") ==
        R"({"ship":"A2","cannon":"4L","target":"B2"})");
  CHECK(db.query_integer("SELECT count(*) FROM events WHERE move IS NULL") == 4);
  CHECK(db.query_integer("SELECT sum(value_sum) FROM event_stats WHERE kind LIKE 'gold %'") ==
        2 + 1 + 3 + 6);
}

TEST_CASE("pirates stats sections: figures counted by hand for a small record",
          "[pirates][stats]") {
  TempDir dir;
  const std::string db_path = import_file(dir, dir.write("small.yaml", kSmall));
  store::Database db = store::open_store(db_path, store::OpenMode::Existing);
  const store::Stats stats = store::compute_stats(db, {});
  REQUIRE(stats.games.size() == 1);
  const store::GameStats& g = stats.games[0];
  CHECK(g.game == "pirates");
  CHECK(g.finished == 1);

  const std::vector<pirates::FleetPointsRow> fleets = pirates::fleet_points_rows(g.events);
  REQUIRE(fleets.size() == 2);
  CHECK(fleets[0].points_min == 21);  // Anna's 24
  CHECK(fleets[0].points_max == 25);
  CHECK(fleets[0].fleets == 1);
  CHECK(fleets[0].wins == 1);
  CHECK(fleets[1].points_min == 26);  // Bruno's 29
  CHECK(fleets[1].fleets == 1);
  CHECK(fleets[1].wins == 0);
  CHECK(fleets[1].points_sum == 29);

  long long fleet_count = 0;
  const std::vector<pirates::GoldSourceRow> gold = pirates::gold_source_rows(g.events, fleet_count);
  CHECK(fleet_count == 2);
  std::vector<std::string> sources;
  for (const pirates::GoldSourceRow& s : gold)
    sources.push_back(fmt::format("{} {} {}", s.source, s.events, s.gold));
  CHECK(sources == std::vector<std::string>{"gold explored 1 2", "gold boarded 1 1",
                                            "gold unloaded 1 6", "gold shared 2 3", "ship sunk 1 3",
                                            "gold out of the game 0 0"});

  const std::vector<pirates::ShotRow> shots = pirates::shot_rows(g.events);
  REQUIRE(shots.size() == 2);
  CHECK((shots[0].rank == 3 && shots[0].ruler == 'S' && shots[0].shots == 1 && shots[0].hits == 0));
  CHECK((shots[1].rank == 4 && shots[1].ruler == 'L' && shots[1].shots == 1 && shots[1].hits == 1));
  CHECK(pirates::expected_hit_rate(4) == Approx(3.0 / 6));
  CHECK(pirates::expected_hit_rate(1) == Approx(5.0 / 6));  // a 1 always misses
  CHECK(pirates::expected_hit_rate(7) == 0.0);

  const std::vector<pirates::GameEndRow> ends = pirates::game_end_rows(g.events);
  REQUIRE(ends.size() == 1);
  CHECK(ends[0].condition == "home-gold");
  CHECK(ends[0].games == 1);
  CHECK(ends[0].rounds_min == 1);
  CHECK(ends[0].rounds_max == 1);
}

TEST_CASE("qm stats shows the Pirates sections, text and JSON of one shape",
          "[pirates][stats][cli]") {
  TempDir dir;
  const std::string db = import_file(dir, dir.write("small.yaml", kSmall));
  RunResult text = run_qm({"stats", "--db", db});
  REQUIRE(text.exit_code == 0);
  INFO(text.out);
  for (const char* heading : {"Win rate by fleet points spent", "Gold by source, over 2 fleets",
                              "Shots by cannon (rank and ruler)", "How games ended", "mean gold"})
    CHECK(text.out.find(heading) != std::string::npos);
  CHECK(text.out.find("     4L      1      1    100.0%     50.0%") != std::string::npos);
  CHECK(text.out.find("  sink shares received        2      3      1.50") != std::string::npos);

  RunResult json = run_qm({"stats", "--db", db, "--format", "json"});
  REQUIRE(json.exit_code == 0);
  const qm::Json j = qm::Json::parse(json.out);
  REQUIRE(j["games"].size() == 1);
  const qm::Json& g = j["games"][0];
  CHECK(g["fleet_points"] ==
        qm::Json::parse(R"([{"points_min":21,"points_max":25,"fleets":1,"wins":1,"win_rate":1.0,
          "mean_points":24.0},{"points_min":26,"points_max":30,"fleets":1,"wins":0,
          "win_rate":0.0,"mean_points":29.0}])"));
  REQUIRE(g["gold_sources"].size() == 6);
  CHECK(g["gold_sources"][3] == qm::Json::parse(R"({"source":"shared","kind":"gold shared",
          "events":2,"gold":3,"fleets":2,"gold_per_fleet":1.5})"));
  REQUIRE(g["shots"].size() == 2);
  CHECK(g["shots"][1] == qm::Json::parse(R"({"rank":4,"ruler":"L","cannon":"4L","shots":1,
          "hits":1,"hit_rate":1.0,"expected":0.5})"));
  CHECK(g["game_ends"] == qm::Json::parse(R"([{"condition":"home-gold","games":1,
          "mean_rounds":1.0,"rounds_min":1,"rounds_max":1}])"));
  CHECK(g["captures"] == qm::Json::array());  // another game's section: there, and empty
}

TEST_CASE("pirates records: import -> export -> import and validate --db keep the verdicts",
          "[pirates][store][cli]") {
  TempDir dir;
  dir.write("in/small.yaml", kSmall);
  dir.write("in/longer.yaml", longer_record());
  const std::string in = (dir.path() / "in").string();
  const std::string db = (dir.path() / "a.db").string(), db2 = (dir.path() / "b.db").string();
  RunResult imported = run_qm({"import", "--db", db, in});
  CHECK(imported.out == "2 new, 0 already present, 1 illegal, 0 unreadable\n");
  RunResult from_files = run_qm({"validate", in});
  RunResult from_db = run_qm({"validate", "--db", db});
  CHECK(from_db.exit_code == from_files.exit_code);
  CHECK_THAT(from_db.out, Catch::Contains(db + "#pirates-store-small  valid  9 moves, finished; "
                                               "Anna 10, Bruno 2; winner Anna"));
  CHECK_THAT(from_db.out, Catch::Contains(db + "#pirates-store-longer  illegal  move 10, Bruno: "
                                               "game-over"));
  const std::string out = (dir.path() / "out").string();
  REQUIRE(run_qm({"export", "--db", db, "--out", out}).exit_code == 0);
  CHECK(run_qm({"import", "--db", db, out}).out ==
        "0 new, 2 already present, 1 illegal, 0 unreadable\n");
  run_qm({"import", "--db", db2, out});
  // The second store holds the same rows.
  auto rows = [](const std::string& path, const std::string& sql) {
    store::Database d = store::open_store(path, store::OpenMode::Existing);
    store::Statement s = d.prepare(sql);
    std::vector<std::string> all;
    while (s.step()) {
      std::string row;
      for (int c = 0; c < 7; ++c) row += (s.is_null(c) ? "null" : s.text(c)) + "|";
      all.push_back(row);
    }
    return all;
  };
  const std::string events =
      "SELECT g.id, e.seq, e.move, e.side, e.kind, e.value, e.detail FROM events e JOIN games g "
      "ON g.game_id = e.game_id ORDER BY g.id, e.seq";
  const std::string moves =
      "SELECT g.id, m.ply, m.player, m.verb, m.rest, m.notation, g.status FROM moves m JOIN "
      "games g ON g.game_id = m.game_id ORDER BY g.id, m.ply";
  CHECK(rows(db, events) == rows(db2, events));
  CHECK(rows(db, moves) == rows(db2, moves));
  CHECK(rows(db, events).size() == 12 + 12);  // the longer record stops at its game-over
}

TEST_CASE("qm compare: pirates/half-of-total goes on where pirates/standard has ended",
          "[pirates][compare][cli]") {
  TempDir dir;
  const std::string longer = dir.write("longer.yaml", longer_record());
  const std::string small = dir.write("small.yaml", kSmall);
  RunResult r = run_qm({"compare", "--ruleset", "pirates/standard", "--ruleset",
                        "pirates/half-of-total", "--format", "json", longer, small});
  INFO(r.out << r.err);
  CHECK(r.exit_code == 1);
  std::vector<qm::Json> lines;
  std::string rest = r.out;
  for (size_t at; (at = rest.find('\n')) != std::string::npos; rest.erase(0, at + 1))
    lines.push_back(qm::Json::parse(rest.substr(0, at)));
  REQUIRE(lines.size() == 2);  // the record that differs, then the summary
  const qm::Json& d = lines[0];
  CHECK(d["id"] == "pirates-store-longer");
  CHECK(d["a"]["violation"]["rule"] == "game-over");
  CHECK(d["b"]["status"] == "valid");
  CHECK(d["b"]["finished"] == false);
  CHECK(d["divergence"]["at"] == "move");
  CHECK(d["divergence"]["move"] == 10);  // the line after Anna's unload
  CHECK_THAT(d["divergence"]["why"].get<std::string>(),
             Catch::Contains("Anna's home gold 10 is more than half of the 15 gold the player "
                             "brought"));
  // The finished record is the same under both: its play and scores do not change (under
  // half-of-total it is merely unfinished).
  CHECK(lines[1]["summary"]["records"] == 2);
  CHECK(lines[1]["summary"]["differ"] == 1);
}

TEST_CASE("pirates entry_text: a ship, an island and a shot of the table in words",
          "[pirates][compare]") {
  qm::ReplayOptions options;
  options.stop_after = 7;  // after Anna's shoot line
  const qm::Replay r = replay_yaml(kSmall, options);
  REQUIRE(r.state);
  const qm::Game& game = *qm::find_game("pirates");
  const qm::Json table = r.state->table();
  CHECK(game.entry_text(table["ships"][1]) ==
        "A2 (Anna) at (560,400) heading 0, masts 3S, 3S lost, 4L, gold none");
  CHECK(game.entry_text(table["ships"][3]) ==
        "B2 (Bruno) at (560,460) heading 90, masts 2S lost, 3S lost, gold none, sunk");
  CHECK(game.entry_text(table["ships"][4]) ==
        "B3 (Bruno) at (602,400) heading 180, masts 2S, gold 1, stuck_on A2");
  CHECK(game.entry_text(table["islands"][1]) == "I2 at (560,200) r 50, coins 3, explored");
  CHECK(game.entry_text(table["islands"][0]) == "I1 at (200,200) r 50, home of Anna, coins none");
  CHECK(game.entry_text(table["last"]["shots"][1]) == "mast 3 (4L) at B2: d6 5, hit, sank it");
  CHECK(game.entry_text(table["last"]["shots"][0]) == "mast 1 (3S) at B2: d6 2, miss");
  CHECK(game.entry_text(qm::Json::array({1, 2})) == "[1,2]");
}

TEST_CASE("pirates stats over records/pirates and simulated games agree with the audits",
          "[pirates][stats][sim]") {
  TempDir dir;
  const std::string db_path = (dir.path() / "mixed.db").string();
  REQUIRE(run_qm({"import", "--db", db_path, "records/pirates"}).exit_code <= 1);
  for (const char* players : {"2", "3"})
    REQUIRE(run_qm({"simulate", "--ruleset", "pirates/standard", "--players", players, "--games",
                    "40", "--bot", "greedy", "--db", db_path})
                .exit_code == 0);
  store::Database db = store::open_store(db_path, store::OpenMode::Existing);
  // The same figures from the audits of the valid finished records, replayed from the store.
  long long fleets = 0, explored = 0, unloaded = 0, shared = 0, sunk = 0, boarded = 0, out = 0;
  long long games = 0, wins = 0, shots = 0, hits = 0;
  qm::Replayer replayer;
  store::replay_records(db, replayer, {}, {}, [&](qm::Replay& r) {
    if (r.status != qm::Status::Valid || !r.state->outcome().finished) return;
    ++games;
    const qm::Json a = r.state->audit();
    for (const qm::Json& p : a["players"]) {
      ++fleets;
      explored += p["explored"].get<long long>();
      unloaded += p["unloaded"].get<long long>();
      shared += p["shared_in"].get<long long>();
      sunk += p["lost_sunk"].get<long long>();
      boarded += p["boarded_in"].get<long long>();
    }
    out += a["gold"]["out_of_game"].get<long long>();
    wins += (long long)a["winners"].size();
    for (const qm::GameEvent& e : r.state->events())
      if (e.kind.rfind("shot ", 0) == 0) {
        ++shots;
        hits += e.kind.find(" hit") != std::string::npos;
      }
  });
  REQUIRE(games >= 80);
  const store::Stats stats = store::compute_stats(db, {});
  REQUIRE(stats.games.size() == 1);
  const store::GameStats& g = stats.games[0];
  CHECK(g.finished == games);
  long long counted = 0;
  std::map<std::string, long long> gold;
  for (const pirates::GoldSourceRow& row : pirates::gold_source_rows(g.events, counted))
    gold[row.source] = row.gold;
  CHECK(counted == fleets);
  CHECK(gold[pirates::kExploredEvent] == explored);
  CHECK(gold[pirates::kUnloadedEvent] == unloaded);
  CHECK(gold[pirates::kSharedEvent] == shared);
  CHECK(gold[pirates::kSunkEvent] == sunk);
  CHECK(gold[pirates::kBoardedEvent] == boarded);
  CHECK(gold[pirates::kOutOfGameEvent] == out);
  long long fleet_rows = 0, win_rows = 0;
  for (const pirates::FleetPointsRow& row : pirates::fleet_points_rows(g.events)) {
    fleet_rows += row.fleets;
    win_rows += row.wins;
  }
  CHECK(fleet_rows == fleets);
  CHECK(win_rows == wins);
  long long shot_rows = 0, hit_rows = 0;
  for (const pirates::ShotRow& row : pirates::shot_rows(g.events)) {
    shot_rows += row.shots;
    hit_rows += row.hits;
  }
  CHECK(shot_rows == shots);
  CHECK(hit_rows == hits);
  long long ended = 0;
  for (const pirates::GameEndRow& row : pirates::game_end_rows(g.events)) ended += row.games;
  CHECK(ended == games);
}

// Players are people, not names (store/people.h, store/players.h, issue 23): the identity a
// record gives its players (`player_ids:`), the store's people matched by identity and by
// name on import and merge, same-named players of different sources reported, and `qm
// players list|rename|alias|merge`. Records keep the names they were written with.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "games/json_text.h"
#include "test_support.h"

using namespace qmtest;

namespace {

// A result-only Loot record of `players` (their names, then scores), with `ids` as its
// player_ids field ("" for none).
std::string identity_game_of(const std::string& id, const std::string& date,
                             const std::string& players, const std::string& result,
                             const std::string& ids = "") {
  return fmt::format(
      "format: 1\ngame: loot\nruleset: loot/standard\nid: {}\ndate: {}\nplayers: [{}]\n{}result: "
      "{{{}}}\n",
      id, date, players, ids.empty() ? "" : "player_ids: {" + ids + "}\n", result);
}

qm::Json players_json(const std::string& db) {
  RunResult r = run_qm({"players", "list", "--db", db, "--format", "json"});
  REQUIRE(r.exit_code == 0);
  return qm::Json::parse(r.out)["players"];
}

std::vector<std::string> names_of(const qm::Json& players) {
  std::vector<std::string> names;
  for (const qm::Json& p : players) names.push_back(p["player"]);
  return names;
}

}  // namespace

TEST_CASE("player_ids: read, checked and exported with the record", "[players]") {
  const qm::Replay ok = replay_yaml(
      identity_game_of("g", "2026-01-01", "Zoë, Anna", "Zoë: 3, Anna: 2", "Zoë: club-a/17"));
  require_valid(ok);
  REQUIRE(ok.record);
  CHECK(ok.record->player_ids == std::vector<std::string>{"club-a/17", ""});
  require_unreadable(replay_yaml(identity_game_of("g", "2026-01-01", "Zoë, Anna", "Zoë: 3, Anna: 2",
                                                  "Zoe: club-a/17")),
                     7, "unknown player 'Zoe' in 'player_ids'");
  require_unreadable(replay_yaml(identity_game_of("g", "2026-01-01", "Zoë, Anna", "Zoë: 3, Anna: 2",
                                                  "Zoë: club-a/17, Anna: club-a/17")),
                     7, "two players of a game are two people");

  TempDir dir;
  const std::string db = (dir.path() / "l.db").string();
  const std::string file = dir.write(
      "g.yaml",
      identity_game_of("g", "2026-01-01", "Zoë, Anna", "Zoë: 3, Anna: 2", "Zoë: club-a/17"));
  REQUIRE(run_qm({"import", file, "--db", db}).exit_code == 0);
  RunResult exported = run_qm({"export", "--db", db, "--id", "g"});
  CHECK_THAT(exported.out, Catch::Contains("player_ids:") && Catch::Contains("club-a/17"));
  CHECK(run_qm({"import", file, "--db", db}).out ==
        "0 new, 1 already present, 0 illegal, 0 unreadable\n");
}

TEST_CASE("import: two players of one name with different identities are two people, said",
          "[players]") {
  TempDir dir;
  const std::string db = (dir.path() / "l.db").string();
  dir.write("a/1.yaml",
            identity_game_of("a1", "2026-01-01", "Zoë, Anna", "Zoë: 3, Anna: 2", "Zoë: club-a/17"));
  dir.write("b/1.yaml", identity_game_of("b1", "2026-01-02", "Zoë, Bruno", "Zoë: 3, Bruno: 2",
                                         "Zoë: club-b/4"));
  REQUIRE(run_qm({"import", (dir.path() / "a").string(), "--db", db}).exit_code == 0);
  RunResult b = run_qm({"import", (dir.path() / "b").string(), "--db", db});
  REQUIRE(b.exit_code == 0);
  CHECK_THAT(b.err, Catch::Contains("qm: players: 'Zoë' (club-b/4) is stored as the player "
                                    "'Zoë (club-b/4)'") &&
                        Catch::Contains("qm players merge"));
  const qm::Json players = players_json(db);
  CHECK(names_of(players) == std::vector<std::string>{"Anna", "Bruno", "Zoë", "Zoë (club-b/4)"});
  // A later record of club-b/4's goes to them by identity, whatever name it writes.
  dir.write("c/1.yaml", identity_game_of("c1", "2026-01-03", "Zoe, Bruno", "Zoe: 1, Bruno: 2",
                                         "Zoe: club-b/4"));
  RunResult c = run_qm({"import", (dir.path() / "c").string(), "--db", db});
  CHECK(c.err.empty());
  RunResult stats = run_qm({"stats", "--db", db, "--format", "json"});
  const qm::Json by_player = qm::Json::parse(stats.out)["games"][0]["players"];
  for (const qm::Json& p : by_player)
    if (p["player"] == "Zoë (club-b/4)") CHECK(p["games"] == 2);
  // The record keeps its names: exported as written.
  CHECK_THAT(run_qm({"export", "--db", db, "--id", "c1"}).out,
             Catch::Contains("players: [Zoe, Bruno]"));
}

TEST_CASE("merge: same-named players of two stores are reported; apart when asked", "[players]") {
  TempDir dir;
  const std::string a = (dir.path() / "club-a.db").string();
  const std::string b = (dir.path() / "club-b.db").string();
  REQUIRE(run_qm({"import",
                  dir.write("a/1.yaml",
                            identity_game_of("a1", "2026-01-01", "Zoë, Anna", "Zoë: 3, Anna: 2")),
                  "--db", a})
              .exit_code == 0);
  REQUIRE(run_qm({"import",
                  dir.write("b/1.yaml",
                            identity_game_of("b1", "2026-01-02", "Zoë, Bruno", "Zoë: 3, Bruno: 2")),
                  "--db", b})
              .exit_code == 0);
  const std::string joined = (dir.path() / "league.db").string();
  RunResult merged = run_qm({"merge", joined, a, b});
  CHECK(merged.exit_code == 0);
  CHECK_THAT(merged.err, Catch::Contains("'Zoë' of '" + b + "' and 'Zoë' of '" + a +
                                         "' are joined as one player") &&
                             Catch::Contains("--same-names apart"));
  CHECK(names_of(players_json(joined)) == std::vector<std::string>{"Anna", "Bruno", "Zoë"});

  const std::string apart = (dir.path() / "apart.db").string();
  RunResult kept_apart = run_qm({"merge", apart, a, b, "--same-names", "apart"});
  CHECK(kept_apart.exit_code == 0);
  CHECK(names_of(players_json(apart)) ==
        std::vector<std::string>{"Anna", "Bruno", "Zoë", "Zoë (club-b)"});
  CHECK(run_qm({"check", "--db", apart}).exit_code == 0);
}

TEST_CASE("qm players rename, alias and merge change who is who, not the records", "[players]") {
  TempDir dir;
  const std::string db = (dir.path() / "l.db").string();
  dir.write("r/1.yaml", identity_game_of("g1", "2026-01-01", "Zoe, Anna", "Zoe: 3, Anna: 2"));
  dir.write("r/2.yaml", identity_game_of("g2", "2026-01-02", "Zoë, Anna", "Zoë: 3, Anna: 4"));
  dir.write("r/3.yaml", identity_game_of("g3", "2026-01-03", "Zoë, Zoe", "Zoë: 3, Zoe: 1"));
  REQUIRE(run_qm({"import", (dir.path() / "r/1.yaml").string(), (dir.path() / "r/2.yaml").string(),
                  "--db", db})
              .exit_code == 0);
  // Merge: Zoe's record becomes Zoë's; Zoe is now an alias.
  RunResult merge = run_qm({"players", "merge", "--db", db, "Zoë", "Zoe"});
  CHECK(merge.exit_code == 0);
  CHECK(names_of(players_json(db)) == std::vector<std::string>{"Anna", "Zoë"});
  const qm::Json zoe = players_json(db)[1];
  CHECK(zoe["records"] == 2);
  CHECK(zoe["aliases"] == qm::Json::array({"Zoe"}));
  CHECK(zoe["written_as"] == qm::Json::array({"Zoe"}));
  CHECK_THAT(run_qm({"export", "--db", db, "--id", "g1"}).out,
             Catch::Contains("players: [Zoe, Anna]"));
  // Stats and ratings count them as one.
  RunResult ratings = run_qm({"ratings", "--db", db, "--history", "Zoë", "--format", "json"});
  CHECK(qm::Json::parse(ratings.out)["games"][0]["history"].size() == 2);
  // Two players of one record cannot be one person: refused, nothing changed.
  RunResult refused = run_qm({"players", "merge", "--db", db, "Anna", "Zoë"});
  CHECK(refused.exit_code == 2);
  CHECK_THAT(refused.err, Catch::Contains("both played the record"));
  // Rename: the old name stays an alias; a taken name is refused.
  CHECK(run_qm({"players", "rename", "--db", db, "Anna", "Anna_M"}).exit_code == 0);
  CHECK(run_qm({"players", "rename", "--db", db, "Anna_M", "Zoë"}).exit_code == 2);
  RunResult unknown = run_qm({"players", "rename", "--db", db, "Anna-M", "X"});
  CHECK(unknown.exit_code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("no player 'Anna-M'") && Catch::Contains("Anna_M"));
  // An alias: later records that write it are the player's.
  CHECK(run_qm({"players", "alias", "--db", db, "Anna_M", "AnnaM"}).exit_code == 0);
  dir.write("r/4.yaml", identity_game_of("g4", "2026-01-04", "AnnaM, Zoë", "AnnaM: 3, Zoë: 1"));
  REQUIRE(run_qm({"import", (dir.path() / "r/4.yaml").string(), "--db", db}).exit_code == 0);
  const qm::Json after = players_json(db);
  CHECK(names_of(after) == std::vector<std::string>{"Anna_M", "Zoë"});
  CHECK(after[0]["records"] == 3);
  CHECK(run_qm({"check", "--db", db}).exit_code == 0);
  // A record where Zoe plays beside Zoë: two people after all, said; the alias is dropped.
  RunResult both = run_qm({"import", (dir.path() / "r/3.yaml").string(), "--db", db});
  CHECK(both.exit_code == 0);
  CHECK_THAT(both.err, Catch::Contains("'Zoë' and 'Zoe' both play the record 'g3'"));
  CHECK(names_of(players_json(db)) == std::vector<std::string>{"Anna_M", "Zoe", "Zoë"});
  CHECK(run_qm({"check", "--db", db}).exit_code == 0);
  // The table for people.
  RunResult text = run_qm({"players", "list", "--db", db});
  CHECK_THAT(text.out, Catch::Contains("Anna_M") && Catch::Contains("AnnaM"));
  RunResult csv = run_qm({"players", "list", "--db", db, "--format", "csv"});
  CHECK(csv.out.rfind("player,records,played,identities,aliases,written_as\r\n", 0) == 0);
}

// Pirates simulation on a format 2 table (`qm simulate --table terrain,forts,creatures`): the
// deal adds terrain placed legally, a fort and a sea creature per fleet within its points
// (`abilities`: common card abilities and a Mutiny! event; the bots' lines for them, for forts
// and whirlpools counted at work);
// random, treasure-bot and search-bot games write
// every line the table owes (the iceberg roll and drifts, reef and Sargasso dice, fog
// entries and exits, escapes, forts built, forts' shots) and replay as valid with their scores; `qm
// compare
// --simulate` plays the same table under two format 2 rulesets.
#include <fmt/format.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "compare/paired_games.h"
#include "games/game.h"
#include "games/pirates/deal.h"
#include "games/pirates/pirates_game_state.h"
#include "games/pirates/setup_checks.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "sim/game_seeds.h"
#include "sim/simulator.h"
#include "test_support.h"

namespace {

using namespace qm::pirates;

#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr int kTableGames = 5;  // 3 no longer met a fort that shot (seed 33)
#else
constexpr int kTableGames = 20;
#endif

std::shared_ptr<const qm::Ruleset> table_ruleset(const std::string& name) {
  static qm::RulesetLibrary library(&qm::game_option_specs);
  return library.get(name);
}

std::unique_ptr<qm::sim::Simulator> table_simulator(const qm::Ruleset& rules, int players,
                                                    const std::string& bot,
                                                    std::vector<std::string> table) {
  const qm::sim::SimSpec spec{rules, players, bot, true, std::move(table)};
  return qm::sim::make_simulator("pirates", spec);
}

// How many lines of each verb the records hold (`P1 fog A1 exit 3` counts as "exit").
void count_table_verbs(const std::string& record, std::map<std::string, int>& seen) {
  for (const char* verb : {" iceberg ", " drift ", " reef ", " sargasso ", " escape ", " fog ",
                           " build ", " whirlpool "}) {
    for (size_t at = record.find(verb); at != std::string::npos; at = record.find(verb, at + 1))
      ++seen[verb];
  }
  for (size_t at = record.find(" exit "); at != std::string::npos;
       at = record.find(" exit ", at + 1))
    ++seen[" exit "];
  // A fort's shot: the simulated forts are FA, FB, ... and no ship's id begins with F.
  for (size_t at = record.find(" shoot F"); at != std::string::npos;
       at = record.find(" shoot F", at + 1))
    ++seen[" shoot F"];
}

}  // namespace

TEST_CASE("pirates deal --table: terrain, a fort and a creature per fleet, legally, format 2") {
  const Options o = Options::from(*table_ruleset("pirates/standard"));
  for (int players = 2; players <= 4; ++players)
    for (uint64_t seed = 0; seed < 30; ++seed) {
      INFO(players << " players, seed " << seed);
      qm::sim::Rng rng(seed);
      const Pieces p = deal_pieces(o, players, rng, TableExtras{true, true, true});
      CHECK(p.format == 2);
      CHECK(p.terrain.size() >= 3);
      CHECK(p.terrain.size() <= size_t(6 + players));  // circles, a current per fleet
      REQUIRE(p.forts.size() == size_t(players));
      for (const FortSpec& f : p.forts) {
        CHECK(f.cost >= 2);
        CHECK(f.cost <= 4);
        CHECK(!f.flags.empty());
      }
      int creatures = 0;
      for (const ShipSpec& s : p.ships) creatures += s.creature;
      CHECK(creatures == players);
      const State state(std::make_shared<const Pieces>(p), o);
      const std::optional<qm::Violation> v = check_setup(state);
      if (v) INFO(v->rule << ": " << v->message);
      CHECK_FALSE(v.has_value());
    }
  // Without the table, the deal is format 1's, draw for draw.
  qm::sim::Rng a(9), b(9);
  const Pieces plain = deal_pieces(o, 3, a);
  const Pieces none = deal_pieces(o, 3, b, TableExtras{});
  CHECK(plain.format == 1);
  CHECK(none.terrain.empty());
  CHECK(a.state() == b.state());
}

TEST_CASE("pirates simulate --table: unknown words are refused, the words are put in order") {
  const qm::Ruleset& rules = *table_ruleset("pirates/standard");
  CHECK_THROWS_AS(table_simulator(rules, 2, "random", {"volcanoes"}), std::invalid_argument);
  std::string a, b;
  table_simulator(rules, 2, "random", {"creatures", "forts", "terrain"})->play(5, &a);
  table_simulator(rules, 2, "random", {"terrain", "forts", "terrain", "creatures"})->play(5, &b);
  CHECK(a == b);
  CHECK(a.find("-terrain-forts-creatures\n") != std::string::npos);
  CHECK(a.find(", with terrain, forts, creatures\n") != std::string::npos);
  // Loot deals nothing extra.
  const qm::sim::SimSpec loot{*table_ruleset("loot/standard"), 3, "random", false, {"terrain"}};
  CHECK_THROWS_AS(qm::sim::make_simulator("loot", loot), std::invalid_argument);
}

TEST_CASE("pirates simulate --table: random, treasure-bot and search-bot games replay valid") {
  std::map<std::string, int> seen;
  const std::vector<std::vector<std::string>> tables = {{"terrain", "forts", "creatures"},
                                                        {"terrain"},
                                                        {"forts"},
                                                        {"creatures"},
                                                        {"abilities"},
                                                        {"forts", "abilities"}};
  int abilities_at_work = 0;  // rolls a dealt ability changed, shots an immunity voided
  for (const char* bot : {"random", "greedy", "ismcts:20"})
    for (const std::vector<std::string>& table : tables)
      for (int players = 2; players <= 4; ++players) {
        const bool search = std::string(bot).rfind("ismcts", 0) == 0;
        if (search && (players != 2 || table.size() != 3)) continue;  // slow: a few games
        const auto sim = table_simulator(*table_ruleset("pirates/standard"), players, bot, table);
        for (int i = 0; i < (search ? 2 : kTableGames); ++i) {
          INFO(bot << ", " << fmt::format("{}", fmt::join(table, ",")) << ", " << players
                   << " players, game " << i);
          std::string record;
          const qm::sim::SimOutcome out = sim->play(qm::sim::game_seed(33, uint64_t(i)), &record);
          const qm::Replay r = qmtest::replay_yaml(record);
          INFO(qmtest::describe(r) << "\n" << record);
          REQUIRE(r.status == qm::Status::Valid);
          CHECK(record.find("format: 2\n") != std::string::npos);
          CHECK(r.state->outcome().scores == out.scores);
          CHECK(int(r.record->moves.size()) == out.moves);
          count_table_verbs(record, seen);
          abilities_at_work += int(r.state->audit()["ability_uses"].size());
          for (const std::string& word : table) {
            INFO(word);
            CHECK(record.find(word == "forts"       ? "    forts:\n"
                              : word == "abilities" ? "abilities: [{"
                                                    : word + ":\n") != std::string::npos);
          }
        }
      }
  // The bots rolled with the dealt abilities, as the engine counts them.
  CHECK(abilities_at_work > 0);
  // Over these games, every line the table owes was written, forts were built and shot.
  for (const char* verb :
       {" iceberg ", " drift ", " reef ", " sargasso ", " fog ", " exit ", " build ", " shoot F"}) {
    INFO(verb);
    CHECK(seen[verb] > 0);
  }
}

namespace {

// The bots' format 2 lines beyond the table's own, counted in a record's moves: `extra`,
// `reveal`, `whirlpool`, a fog exit rolled again (`exit D1,D2`), a ship's shot at a fort
// (`shoot A1 1>FB:...`), the special shots (`!chain`, `!grape`, `!grapple`, `!fire`,
// `!firepot`), a board right after a grapple's hit, the `fire` lines (one in an enemy's turn:
// an every-turn fire), `use` lines (`take`, `cancel`) and an `extra` paid with a crew.
void count_ability_lines(const std::string& line, std::map<std::string, int>& seen) {
  // `- P2 fire A1 3`: the verb is the second word; the ship's letter names its owner (A: P1).
  const size_t dash = line.find("- P");
  if (dash == std::string::npos) return;
  const size_t verb = line.find(' ', dash + 2);
  if (line.compare(verb, 6, " fire ") == 0) {
    ++seen["fire line"];
    const int player = line[dash + 3] - '1', owner = line[verb + 6] - 'A';
    if (player != owner) ++seen["fire in an enemy's turn"];
  }
  for (size_t at = line.find("!fire"); at != std::string::npos; at = line.find("!fire", at + 1))
    ++seen[line.compare(at, 8, "!firepot") == 0 ? "!firepot" : "!fire"];
  if (line.compare(verb, 5, " use ") == 0)
    ++seen[line.find(" take ") != std::string::npos ? "use take" : "use cancel"];
  if (line.compare(verb, 7, " extra ") == 0 && line.find(" pay ") != std::string::npos)
    ++seen["extra pay"];
}

// The ids of the ships whose header entry carries `word` (`born-leader`, `shoot-move`).
std::vector<std::string> ships_with(const std::string& record, const std::string& word) {
  std::vector<std::string> out;
  for (size_t at = record.find("- {id: "); at != std::string::npos;
       at = record.find("- {id: ", at + 1)) {
    const size_t end = record.find('\n', at);
    if (record.substr(at, end - at).find(word) != std::string::npos)
      out.push_back(record.substr(at + 7, record.find(',', at) - at - 7));
  }
  return out;
}

// The lines of the abilities that change how a ship shoots, moves after shooting, boards and
// acts (bot_shots.h), in one record: `!stink`, `!exploding`, `!double` (its cannon fired again
// as the next shot), `!smoke` (a spare fog bank placed), `use SRC @N kill CREW` after it, an extra
// cannon `x1>`, a Broadsides Attack `B>`, a ram's and a boarding's die rolled again (a ram's,
// rarer: pirates_bot_shots_test.cc), `use SRC board-range T` and the board after it, a Born
// Leader's `extra` before any line names its ship and the second action of the first's kind it
// grants, the free move after a shoot action, a raider's load at an enemy home island.
void count_play_lines(const std::string& record, std::map<std::string, int>& seen) {
  const std::vector<std::string> leaders = ships_with(record, "born-leader");
  const std::vector<std::string> movers = ships_with(record, "shoot-move");
  auto has = [](const std::vector<std::string>& v, const std::string& id) {
    return std::find(v.begin(), v.end(), id) != v.end();
  };
  std::vector<std::string> named, granted;  // this turn
  std::map<std::string, int> actions;       // "A1 move": how many this turn
  std::vector<std::string> before;          // the words of the line before
  size_t at = record.find("moves:\n");
  for (size_t end;
       at != std::string::npos && (end = record.find('\n', at + 1)) != std::string::npos;
       at = end) {
    std::vector<std::string> w;  // `- P1 shoot A1 1>B2:4h`: "P1", "shoot", "A1", ...
    const size_t dash = record.find("- P", at);
    for (size_t k = dash == std::string::npos ? end : dash + 1; k < end;) {  // k: before a word
      const size_t next = std::min(record.find(' ', k + 1), end);
      w.push_back(record.substr(k + 1, next - k - 1));
      k = next;
    }
    if (w.size() < 2) continue;
    if (w[1] == "turn") {
      named.clear();
      granted.clear();
      actions.clear();
    }
    const std::string line = record.substr(at + 1, end - at - 1);
    for (const char* word : {"!stink", "!exploding", "!double", "!smoke", " x1>", " B>"})
      if (line.find(word) != std::string::npos) ++seen[word];
    if (const size_t d = line.find("!double "); d != std::string::npos) {
      const size_t mast = line.rfind(' ', d) + 1;  // ` 1>B2:4h!double 1>B2:5h`
      if (line.compare(d + 8, line.find('>', mast) - mast + 1, line, mast,
                       line.find('>', mast) - mast + 1) == 0)
        ++seen["double fired again"];
    }
    if (w.size() > 4 && w[1] == "ram" && w[4].find(',') != std::string::npos)
      ++seen["ram rolled again"];
    if (w.size() > 5 && w[1] == "board" &&
        (w[4].find(',') != std::string::npos || w[5].find(',') != std::string::npos))
      ++seen["board rolled again"];
    if (w.size() > 3 && w[1] == "use" && w[3] == "board-range") ++seen["use board-range"];
    // A shot's effect, right after the shoot line (or the `use` lines answering it).
    if (w.size() > 4 && w[1] == "use" && w[3][0] == '@' && w[4] == "kill" && before.size() > 1 &&
        (before[1] == "shoot" || before[1] == "use"))
      ++seen["use @N kill"];
    if (w.size() > 3 && w[1] == "board" && before.size() > 4 && before[1] == "use" &&
        before[3] == "board-range" && before[4] == w[3])
      ++seen["board after board-range"];
    if (w.size() > 4 && w[1] == "extra" && has(leaders, w[2]) && !has(named, w[2])) {
      ++seen["born-leader extra"];
      if (std::stoi(w[4]) >= 5) granted.push_back(w[2]);
    }
    if (w.size() > 2 && (w[1] == "move" || w[1] == "shoot") && ++actions[w[2] + " " + w[1]] == 2 &&
        has(granted, w[2]))
      ++seen["same action twice"];
    // A raid: a load right after its ship docked at another player's home island (`home: P2`,
    // the ship's letter naming its owner: A for P1).
    if (w.size() > 3 && w[1] == "load" && before.size() > 3 && before[1] == "dock" &&
        before[2] == w[2]) {
      const size_t island = record.find("- {id: " + before[3] + ",");
      const size_t home = record.find("home: P", island);
      if (island != std::string::npos && home < record.find('\n', island) &&
          record[home + 7] - '1' != w[2][0] - 'A')
        ++seen["raid load"];
    }
    if (w.size() > 2 && w[1] == "move" && before.size() > 2 && before[1] == "shoot" &&
        before[2] == w[2] && has(movers, w[2]))
      ++seen["move after shooting"];
    if (w.size() > 2) named.push_back(w[2]);
    before = w;
  }
}

void count_bot_lines(const std::string& record, std::map<std::string, int>& seen) {
  count_play_lines(record, seen);
  std::string before;  // the line before, for a board after a grapple
  size_t at = record.find("moves:\n");
  for (size_t end;
       at != std::string::npos && (end = record.find('\n', at + 1)) != std::string::npos;
       at = end) {
    const std::string line = record.substr(at + 1, end - at - 1);
    for (const char* word : {" extra ", " reveal ", " whirlpool ", "!chain", "!grape", "!grapple"})
      if (line.find(word) != std::string::npos) ++seen[word];
    const size_t shoot = line.find(" shoot ");
    if (shoot != std::string::npos && line.compare(shoot + 7, 1, "F") != 0 &&
        line.find(">F") != std::string::npos)
      ++seen["ship at fort"];
    const size_t exit = line.find(" exit ");
    if (exit != std::string::npos && line.find(',', exit) != std::string::npos)
      ++seen["exit again"];
    if (line.find(" board ") != std::string::npos && before.find("!grapple") != std::string::npos)
      ++seen["board after grapple"];
    count_ability_lines(line, seen);
    before = line;
  }
}

}  // namespace

TEST_CASE("pirates simulate --table: the bots shoot forts, jump whirlpools and use abilities") {
  // (fire shots and their `fire` lines, `use` lines taking and cancelling, crews paid for an
  // `extra`: bot_abilities.h; stink, exploding and double shots, extra cannons, Broadsides
  // Attacks, re-rolled ram and boarding dice, boarding from range, a Born Leader's act, the move
  // after shooting: bot_shots.h)
  // A few hundred games with a fixed seed: every line kind the bots write for the table's
  // pieces and the dealt abilities is found at work, and every game replays valid.
  std::map<std::string, int> seen;
  // In every build: the rarer lines need them all (2 s at -O1); the treasure bots' games, which
  // are shorter, board from range and roll boarding dice again more often.
  constexpr int kGames = 60, kGreedyGames = 200;
  int games = 0;
  for (const char* bot : {"random", "greedy"})
    for (int players = 2; players <= 4; ++players) {
      const auto sim = table_simulator(*table_ruleset("pirates/standard"), players, bot,
                                       {"terrain", "forts", "creatures", "abilities"});
      const int n = std::string(bot) == "greedy" ? kGreedyGames : kGames;
      for (int i = 0; i < n; ++i) {
        INFO(bot << ", " << players << " players, game " << i);
        std::string record;
        const qm::sim::SimOutcome out = sim->play(qm::sim::game_seed(39, uint64_t(i)), &record);
        const qm::Replay r = qmtest::replay_yaml(record);
        INFO(qmtest::describe(r) << "\n" << record);
        REQUIRE(r.status == qm::Status::Valid);
        CHECK(r.state->outcome().scores == out.scores);
        CHECK(record.find("name: Mutiny!") != std::string::npos);
        count_bot_lines(record, seen);
        ++games;
      }
    }
  INFO(games << " games");
  for (const char* kind : {" extra ",
                           " reveal ",
                           " whirlpool ",
                           "!chain",
                           "!grape",
                           "!grapple",
                           "ship at fort",
                           "board after grapple",
                           "!fire",
                           "!firepot",
                           "fire line",
                           "fire in an enemy's turn",
                           "use take",
                           "use cancel",
                           "extra pay",
                           "!stink",
                           "!exploding",
                           "!double",
                           "!smoke",
                           "use @N kill",
                           "double fired again",
                           " x1>",
                           " B>",
                           "board rolled again",
                           "use board-range",
                           "board after board-range",
                           "born-leader extra",
                           "same action twice",
                           "move after shooting",
                           "raid load"}) {
    INFO(kind);
    CHECK(seen[kind] > 0);
  }
}

TEST_CASE("pirates simulate --table terrain: the bots' moves take their trade current's S") {
  // The engine marks the S spent (current_used) only when a move needed it.
  const Options o = Options::from(*table_ruleset("pirates/standard"));
  int currents = 0, spent = 0;
  for (BotKind kind : {BotKind::Random, BotKind::Greedy})
    for (uint64_t seed = 0; seed < 40; ++seed) {
      INFO("seed " << seed);
      qm::sim::Rng chance(qm::sim::game_seed(39, seed));
      PiratesGameState game(o, 2 + int(seed % 3), chance, TableExtras{true, false, false});
      for (const TerrainSpec& t : game.state().pieces().terrain)
        currents += t.kind == TerrainKind::Current;
      while (game.to_move() >= 0) {
        REQUIRE_FALSE(game.apply_bot_line(kind, chance, nullptr).has_value());
        for (const Ship& x : game.state().ships()) spent += x.current_used;
      }
    }
  CHECK(currents > 0);
  CHECK(spent > 0);
}

TEST_CASE("pirates compare --simulate --table: the same tables under two format 2 rulesets") {
  // B makes every kind of terrain an obstacle: its bots sail round fog banks, reefs and
  // Sargasso Seas, and meet one only where a move ends touching it.
  qmtest::TempDir dir;
  const std::string blocked = dir.write("blocked.yaml",
                                        "game: pirates\nextends: pirates/standard\noptions:\n"
                                        "  terrain_blocks_move: [fog, iceberg, reef, sargasso, "
                                        "whirlpool]\n");
  qm::RulesetLibrary library(&qm::game_option_specs);
  const std::shared_ptr<const qm::Ruleset> a = library.get("pirates/standard");
  const std::shared_ptr<const qm::Ruleset> b = library.get(blocked);
  const auto sa = table_simulator(*a, 2, "greedy", {"terrain", "forts", "creatures"});
  const auto sb = table_simulator(*b, 2, "greedy", {"terrain", "forts", "creatures"});
  const qm::compare::PairedRun run =
      qm::compare::play_paired(*qm::find_game("pirates"), *sa, *sb, 7, 40, 2);
  REQUIRE(run.games.size() == 40);
  // The same deals: the games part where a ship under A sailed into terrain.
  int same = 0;
  for (const qm::compare::PairedGame& g : run.games) same += g.first_difference == 0;
  CHECK(same > 0);
  CHECK(same < 40);
  long long met_a = 0, met_b = 0;
  for (const char* verb : {"reef", "sargasso", "fog"}) {
    const size_t v =
        size_t(std::find(run.verbs.begin(), run.verbs.end(), verb) - run.verbs.begin());
    for (const qm::compare::PairedGame& g : run.games) {
      met_a += qm::compare::verb_count(g.verbs_a, v);
      met_b += qm::compare::verb_count(g.verbs_b, v);
    }
  }
  CHECK(met_a > met_b);
}

// The referee's rulings on an illegal move, for every game (docs/adjudication.md): "struck"
// goes on with the next move as if the move had not been written (the engines' guarantee:
// a refused move changes nothing on the table), and "stands" applies the move as played
// where the game's table can hold it, or says plainly why not. Table-driven: each case is
// a record whose illegal move is marked `# <-`. Then every rule id of each game's rules page
// (docs/rules-GAME.md): the ones that can stand have a case here; the others give a
// sentence of their own.
#include <algorithm>
#include <catch2/catch.hpp>

#include "docs_pages.h"
#include "einauge_support.h"
#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

struct RulingCase {
  std::string name;
  std::string yaml;  // the illegal move's line is marked `# <-`
  std::string rule;
  int move = 0;
  bool stands = false;  // whether the ruling "stands" is applied
};

qm::Replay replay_ruled(const RulingCase& c, qm::RulingKind kind) {
  qm::ReplayOptions options;
  options.rulings.push_back(qm::Ruling{c.move, kind, "", {}});
  return replay_yaml(c.yaml, options);
}

std::string without_marked_line(const std::string& yaml) {
  const size_t mark_at = yaml.find("# <-");
  const size_t start = yaml.rfind('\n', mark_at) + 1;
  return yaml.substr(0, start) + yaml.substr(yaml.find('\n', mark_at) + 1);
}

// A replay's data without the numbers that count moves or lines (a struck move keeps its
// number; the same record without the move does not), and without Loot's capture checks
// owed before the next move: a refused move has run them already (game.h, GameState::play).
qm::Json without_numbering(qm::Json j) {
  if (j.is_object()) {
    qm::Json out = qm::Json::object();
    for (auto& [key, value] : j.items())
      if (key != "move" && key != "put_to_sea" && key != "turn" && key != "moves" &&
          key != "line" && key != "last" && key != "id" && key != "record" &&
          key != "capture_checks_next")
        out[key] = without_numbering(value);
    return out;
  }
  if (j.is_array())
    for (qm::Json& e : j) e = without_numbering(e);
  return j;
}

// The verdict, outcome, the game's report fields and the table.
qm::Json comparable(const qm::Replay& r) {
  qm::Json j = qmtest::report(r);
  j.erase("rulings");
  j.erase("violation");
  j["rule"] = r.violation ? qm::Json(r.violation->rule) : qm::Json(nullptr);
  j["table"] = r.state ? r.state->table() : qm::Json(nullptr);
  return without_numbering(j);
}

void check_ruling_case(const RulingCase& c) {
  INFO(c.name);
  require_illegal(replay_yaml(c.yaml), c.rule, c.move, line_of(c.yaml, "# <-"));

  // Struck: the same as the record without the move.
  qm::Replay struck = replay_ruled(c, qm::RulingKind::Struck);
  REQUIRE(struck.rulings.size() == 1);
  CHECK(struck.rulings[0].applied);
  CHECK(struck.rulings[0].rule == c.rule);
  CHECK((!struck.violation || struck.violation->move > c.move || struck.violation->move == 0));
  CHECK(comparable(struck) == comparable(replay_yaml(without_marked_line(c.yaml))));

  // Stands: applied and play goes on, or refused with a sentence and the replay stops there.
  qm::Replay stood = replay_ruled(c, qm::RulingKind::Stands);
  REQUIRE(stood.rulings.size() == 1);
  CHECK(stood.rulings[0].rule == c.rule);
  CHECK(stood.rulings[0].applied == c.stands);
  if (c.stands) {
    CHECK(stood.rulings[0].why_not.empty());
    CHECK((!stood.violation || stood.violation->move > c.move || stood.violation->move == 0));
  } else {
    INFO(stood.rulings[0].why_not);
    CHECK(stood.rulings[0].why_not.size() > 20);
    require_illegal(stood, c.rule, c.move, line_of(c.yaml, "# <-"));
  }
}

std::string loot_two(const std::string& deal, const std::string& moves) {
  return "\nformat: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, Bruno]\n" + deal +
         "moves:\n" + moves;
}

const char* const kLootDeal =
    "deal:\n  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]\n"
    "  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]\n";

// Two players after 66 unseen draws: the pile is empty, Anna is to move (move 67).
std::string loot_pile_out(const std::string& after) {
  return loot_two("", Moves({"Anna", "Bruno"}).draws(66).yaml() + after);
}

std::vector<RulingCase> loot_cases() {
  return {
      {"turn-order stands: the move is Anna's turn",
       loot_two("", "  - Anna merchant m5\n  - Anna draw  # <-\n  - Bruno draw\n"), "turn-order", 2,
       true},
      {"one-action stands: the pass is the turn",
       loot_two("", "  - Anna merchant m5\n  - Bruno draw\n  - Anna pass  # <-\n  - Bruno draw\n"),
       "one-action", 3, true},
      {"discard-deck-not-empty stands",
       loot_two("", "  - Anna draw\n  - Bruno discard green-1  # <-\n  - Anna draw\n"),
       "discard-deck-not-empty", 2, true},
      {"discard-merchant stands",
       loot_pile_out("  - Anna discard m5  # <-\n  - Bruno discard blue-3\n"), "discard-merchant",
       67, true},
      {"attack-second-colour stands",
       loot_two(kLootDeal,
                "  - Anna merchant m5\n  - Bruno attack @1 gold-3\n  - Anna attack @1 blue-4\n"
                "  - Bruno attack @1 purple-2  # <-\n  - Anna draw\n"),
       "attack-second-colour", 4, true},
      {"captain-no-own-ship stands when the record names the captain",
       "\nformat: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, Bruno, Carla]\nmoves:\n"
       "  - Anna merchant m5\n  - Bruno attack @1 gold-3\n  - Carla captain @1 blue  # <-\n"
       "  - Anna draw\n  - Bruno draw\n  - Carla draw\n",
       "captain-no-own-ship", 3, true},
      {"captain-no-own-ship cannot stand when nothing names the captain's colour",
       "\nformat: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, Bruno, Carla]\nmoves:\n"
       "  - Anna merchant m5\n  - Bruno attack @1 gold-3\n  - Carla captain @1  # <-\n",
       "captain-no-own-ship", 3, false},
      {"admiral-not-own-merchant stands",
       loot_two("",
                "  - Anna merchant m5\n  - Bruno attack @1 gold-2\n  - Anna attack @1 blue-3\n"
                "  - Bruno admiral @1  # <-\n  - Anna draw\n  - Bruno draw\n"),
       "admiral-not-own-merchant", 4, true},
      {"card-not-held cannot stand",
       loot_two(kLootDeal, "  - Anna merchant m8  # <-\n  - Bruno draw\n"), "card-not-held", 1,
       false},
      {"attack-colour-taken cannot stand",
       "\nformat: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, Bruno, Carla]\nmoves:\n"
       "  - Anna merchant m5\n  - Bruno attack @1 gold-3\n  - Carla attack @1 gold-2  # <-\n",
       "attack-colour-taken", 3, false},
      {"a move that also breaks another rule cannot stand",
       loot_two(kLootDeal, "  - Anna draw\n  - Anna discard blue-2  # <-\n"), "turn-order", 2,
       false},
  };
}

std::vector<RulingCase> einauge_cases() {
  const std::string a1(kTurnA1), b1(kTurnB1);
  const std::string desk_full =
      a1 + b1 +
      "  - Anna buy blue-2\n  - Anna move yellow-3\n  - reveal red-6 green-2\n"
      "  - Bruno buy red-2\n  - Bruno move green-6\n  - reveal purple-5 yellow-4\n"
      "  - Anna buy green-2\n  - Anna move blue-8\n  - reveal red-3 blue-3\n";
  return {
      {"step-order stands: the sale after the buy",
       einauge_record("  - Anna buy blue-5\n  - Anna sell jewel  # <-\n  - Anna move green-3\n"
                      "  - reveal red-2 yellow-7\n"),
       "step-order", 2, true},
      {"step-order cannot stand when the steal also costs too many sabres",
       einauge_record(
           "  - Anna buy blue-5\n  - Anna move green-3\n  - Anna steal purple-4  # <-\n"),
       "step-order", 3, false},
      {"buy-twice stands",
       einauge_record("  - Anna buy blue-5\n  - Anna buy blue-8  # <-\n  - Anna move green-3\n"),
       "buy-twice", 2, true},
      {"sell-not-needed stands", einauge_record("  - Anna sell jewel  # <-\n  - Anna buy blue-5\n"),
       "sell-not-needed", 1, true},
      {"move-missing stands", einauge_record("  - Anna buy blue-5\n  - reveal red-2  # <-\n"),
       "move-missing", 2, true},
      {"move-desk-full stands",
       einauge_record(desk_full + "  - Bruno buy red-3\n  - Bruno move yellow-4  # <-\n"),
       "move-desk-full", 17, true},
      {"buy-missing cannot stand when the move is missing too",
       einauge_record("  - reveal  # <-\n  - Anna buy blue-5\n"), "buy-missing", 1, false},
      {"turn-order cannot stand",
       einauge_record("  - Bruno buy blue-5  # <-\n  - Anna buy blue-5\n"), "turn-order", 1, false},
      {"buy-not-in-display cannot stand",
       einauge_record("  - Anna buy red-7  # <-\n  - Anna buy blue-5\n"), "buy-not-in-display", 1,
       false},
  };
}

std::vector<RulingCase> pirates_cases() {
  const std::map<std::string, std::string> a1_at_sea = {{"A1", "{x: 400, y: 380, heading: 0}"}};
  const std::map<std::string, std::string> off_i2 = {{"A1", "{x: 560, y: 340, heading: 90}"}};
  return {
      {"move-too-far stands: the ship is where the line puts it",
       pirates_position(a1_at_sea, kAnna + "  - Anna move A1 486,380  # <-\n"), "move-too-far", 2,
       true},
      {"turn-order stands: Bruno's turn",
       pirates_position(a1_at_sea, "  - Bruno turn  # <-\n  - Anna turn\n"), "turn-order", 1, true},
      {"action-budget stands: a second move",
       pirates_position(a1_at_sea,
                        kAnna + "  - Anna move A1 485,380\n  - Anna move A1 560,380  # <-\n"),
       "action-budget", 3, true},
      {"dock-no-contact stands",
       pirates_position(off_i2, kAnna + "  - Anna move A1 560,290\n  - Anna dock A1 I2  # <-\n"),
       "dock-no-contact", 3, true},
      {"piece-not-own cannot stand",
       pirates_position(a1_at_sea, kAnna + "  - Anna move B1 850,250  # <-\n"), "piece-not-own", 2,
       false},
  };
}

}  // namespace

TEST_CASE("rulings: Loot, struck and stands", "[ruling][loot]") {
  for (const RulingCase& c : loot_cases()) check_ruling_case(c);
}

TEST_CASE("rulings: Einauge, struck and stands", "[ruling][einauge]") {
  for (const RulingCase& c : einauge_cases()) check_ruling_case(c);
}

TEST_CASE("rulings: Pirates, struck and stands", "[ruling][pirates]") {
  for (const RulingCase& c : pirates_cases()) check_ruling_case(c);
}

TEST_CASE("rulings: what a move that stands does to the table", "[ruling]") {
  // Loot turn-order: Anna's out-of-turn draw counts; Bruno moves next.
  qm::Replay loot = replay_ruled(loot_cases()[0], qm::RulingKind::Stands);
  require_valid(loot);
  CHECK(loot.state->table()["hands"][0]["size"] == 6);  // 6 - merchant + draw
  qm::Replay loot_struck = replay_ruled(loot_cases()[0], qm::RulingKind::Struck);
  CHECK(loot_struck.state->table()["hands"][0]["size"] == 5);
  // Captain on a merchant without a ship of Carla's: her captain leads @1; she captures it.
  qm::Replay captain = replay_ruled(loot_cases()[5], qm::RulingKind::Stands);
  require_valid(captain);
  CHECK(captures_of(captain) == std::vector<std::string>{"6:@1>Carla"});
  // Pirates: the ship is at the point the line names, 86 mm away.
  qm::Replay pirates = replay_ruled(pirates_cases()[0], qm::RulingKind::Stands);
  require_valid(pirates);
  const qm::Json table = pirates.state->table();  // kept: the loop reads into it
  for (const qm::Json& ship : table["ships"])
    if (ship["id"] == "A1") CHECK(ship["x"] == 486);
}

namespace {

// Every rule id of a game, split as the game decides (docs/adjudication.md).
struct RuleDecisions {
  std::string game;
  std::string record;  // a valid record: its first move is read before each stand()
  std::vector<std::string> can_stand, cannot_stand, not_moves;
};

std::vector<RuleDecisions> all_decisions() {
  const std::map<std::string, std::string> a1_at_sea = {{"A1", "{x: 400, y: 380, heading: 0}"}};
  return {
      {"loot",
       loot_two("", "  - Anna draw\n"),
       {"turn-order", "one-action", "discard-deck-not-empty", "discard-merchant",
        "attack-second-colour", "captain-no-own-ship", "admiral-not-own-merchant",
        "admiral-needs-attack"},
       {"game-over", "wrong-card-kind", "target-not-at-sea", "draw-empty-deck",
        "attack-colour-taken", "card-not-held", "draw-mismatch"},
       {"hand-mismatch", "result-mismatch"}},
      {"einauge",
       einauge_record(kTurnA1),
       {"step-order", "buy-twice", "steal-twice", "sell-not-needed", "move-desk-full",
        "column-full", "buy-missing", "move-missing"},
       {"game-over", "final-turn-steal-only", "turn-order", "sell-not-held", "buy-not-in-display",
        "steal-not-on-desk", "move-not-in-display", "vessel-no-column", "buy-unaffordable",
        "steal-too-few-sabres", "reveal-count", "card-not-available"},
       {"setup-removed-colours", "result-mismatch"}},
      {"pirates",
       pirates_position(a1_at_sea, kAnna),
       {"turn-order",         "action-budget",       "move-too-far",   "move-through-obstacle",
        "move-after-contact", "dock-no-contact",     "shoot-range",    "shoot-line-of-fire",
        "shoot-immune",       "ram-no-contact",      "tow-no-contact", "board-take",
        "cargo-not-docked",   "cargo-places",        "cargo-points",   "cargo-zero-point-crew",
        "fort-withdraw",      "explore-sea-contact", "use-trigger",    "use-target",
        "deny-broken",        "raid-leave"},
       {"game-over",
        "piece-unknown",
        "piece-not-own",
        "die-value",
        "move-derelict",
        "move-stuck",
        "move-turn-inside-segment",
        "dock-no-move",
        "dock-enemy-home",
        "unload-all-gold",
        "unload-not-home",
        "explore-not-docked",
        "explore-not-there",
        "explore-cargo",
        "shoot-cannon",
        "shoot-target",
        "shoot-docked-home",
        "shoot-reroll",
        "shoot-roll",
        "mast-choice",
        "sink-share",
        "ram-while-stuck",
        "ram-no-move",
        "ram-no-mast",
        "ram-target",
        "ram-roll",
        "board-no-ram",
        "tow-no-move",
        "tow-busy",
        "tow-not-derelict",
        "repair-not-home",
        "repair-nothing",
        "scuttle-not-derelict",
        "terrain-missing",
        "terrain-line",
        "reef-roll",
        "reroll-source",
        "terrain-stop",
        "sargasso-trapped",
        "sargasso-escape",
        "whirlpool-jump",
        "whirlpool-loss",
        "fog-entry",
        "fog-lost",
        "fog-exit",
        "iceberg-order",
        "iceberg-drift",
        "iceberg-hit",
        "ruling-impossible",
        "fort-build",
        "fort-pay",
        "fort-timing",
        "fort-action",
        "dock-enemy-fort",
        "creature-action",
        "cargo-place",
        "cargo-not-own",
        "cargo-not-there",
        "explore-sea-target",
        "unique-take",
        "mystery-order",
        "use-source",
        "use-once",
        "use-roll",
        "mystery-roll",
        "mystery-effect",
        "extra-source",
        "fire-roll"},
       {"fleet-cargo", "fleet-crew-points", "fleet-points", "fleet-treasure", "fleet-creature",
        "fleet-link", "fleet-unique", "fleet-zero-point-crew", "setup-island-distance",
        "setup-islands", "setup-position", "setup-terrain", "setup-treasure", "setup-table",
        "setup-face", "result-mismatch"}},
  };
}

}  // namespace

TEST_CASE("rulings: every rule id of each game's rules page is decided", "[ruling]") {
  for (const RuleDecisions& d : all_decisions()) {
    INFO("docs/rules-" << d.game << ".md");
    std::vector<std::string> documented = documented_rule_ids(d.game);
    REQUIRE(!documented.empty());
    std::vector<std::string> decided = d.can_stand;
    decided.insert(decided.end(), d.cannot_stand.begin(), d.cannot_stand.end());
    decided.insert(decided.end(), d.not_moves.begin(), d.not_moves.end());
    // The page lists every id decided here, and nothing else: a new rule id is documented
    // and decided, or this fails.
    std::sort(documented.begin(), documented.end());
    std::sort(decided.begin(), decided.end());
    CHECK(documented == decided);
    // The ids that cannot stand each give a sentence of the game's own.
    qm::ReplayOptions first_move;
    first_move.stop_after = 1;
    qm::Replay r = replay_yaml(d.record, first_move);
    REQUIRE(r.state);
    for (const std::string& rule : d.cannot_stand) {
      INFO(rule);
      qm::StandResult s = r.state->stand(r.record->moves[0], qm::Violation{rule, "", ""});
      CHECK_FALSE(s.applied);
      CHECK(s.why_not.size() > 20);
      CHECK_FALSE(contains_nocase(s.why_not, "cannot stand in"));
      CHECK_FALSE(contains_nocase(s.why_not, "not a line of play"));
    }
    for (const std::string& rule : d.not_moves) {
      INFO(rule);
      qm::StandResult s = r.state->stand(r.record->moves[0], qm::Violation{rule, "", ""});
      CHECK_FALSE(s.applied);
      CHECK(!s.why_not.empty());
    }
  }
}

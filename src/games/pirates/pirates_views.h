// Pirates' table (`qm state`, and the picture drawn from it) and scoring audit (`qm audit`)
// as typed values. PiratesGameState fills them (table_view, audit_view:
// pirates_views.cc), the text, the picture and the entries `qm compare` names read them
// (pirates_text.cc, pirates_svg.cc, pirates_entry_text.cc), and their JSON — `qm state
// --format json`, `qm audit --format json`, what `qm compare` compares — is made from them
// in one place (pirates_views_json.cc), in the order of the fields below. Lengths are mm,
// headings degrees, positions (x, y) on the table.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/pirates/action.h"
#include "games/pirates/geometry.h"
#include "games/pirates/state.h"
#include "games/view_json.h"

namespace qm::pirates {

// --- The table ---

// The ruleset's measures.
struct GeometryView {
  double ship_radius = 0, tolerance = 0, bow_arc = 0, ruler_S = 0, ruler_L = 0;
};

struct IslandView {
  std::string id;
  double x = 0, y = 0, r = 0;
  std::optional<std::string> home;  // the player whose home island it is
  std::vector<int> coins;           // a wild island's coins, face down until explored
  bool explored = false;
  std::vector<std::string> crew;  // format 2: crew ashore there (at home, left, in a fort)
  // Format 2: unique treasures there (in a wild island's treasure, at home, in a fort).
  std::vector<std::string> uniques;
};

// A terrain piece (format 2): a circle, or a current's strip from..to of width w.
struct TerrainView {
  std::string id, kind;        // "reef", ...
  bool placed = true;          // false: a spare piece, not on the table
  double x = 0, y = 0, r = 0;  // a current: x, y its `from`, r 0
  std::optional<int> value;    // a reef's value this turn
  bool frozen = false;         // an iceberg that touched an island: it drifts no more
  std::optional<Point> to;     // a current's `to`, and its width w
  double w = 0;
  std::vector<double> edges;  // fog banks and icebergs: edge k's direction (k-1), degrees
};

// A terrain line a move owes (the next one first).
struct OwedView {
  std::string ship, terrain, line;  // line: the verb and its first words, `reef A2 T3`
};

struct MastView {
  int mast = 0;        // 1 is nearest the bow
  std::string cannon;  // "3S": the rank a hit needs and the ruler
  int rank = 0;
  std::string range;  // "S" or "L"
  double reach = 0;   // the ruler's length
  bool standing = false;
  bool fire = false;  // format 2: a fire mast (down, burning); written only when true
};

struct ShipView {
  std::string id, name;
  std::string owner;  // who sails it now (a derelict taken in tow changes hands)
  std::string fleet;  // the player who brought it
  std::string nation;
  double x = 0, y = 0, heading = 0;
  std::vector<MastView> masts;
  bool derelict = false, sunk = false;
  std::optional<std::string> stuck_on, towing, towed_by;  // ships
  std::optional<std::string> docked;                      // an island
  bool scuttled = false;
  std::vector<int> gold;  // the coins aboard
  int places = 0;         // cargo places
  std::vector<std::string> crew, keywords;
  std::vector<std::string> uniques;       // format 2: unique treasures aboard; written when any
  std::optional<std::string> trapped_in;  // format 2: the Sargasso Sea; written only when set
  std::optional<std::string> in_fog;      // format 2: the fog bank it is lost in; the same
  // Format 2: a sea creature (its masts are its segments) and its disc's radius; a ship's
  // own `r` when it differs from the geometry's ship_radius, 0 when it does not. Written for a
  // creature and for a ship of its own radius.
  bool creature = false;
  double r = 0;
};

struct HomeView {
  std::string player;
  Gold gold = 0;  // on the home island
  int coins = 0;
};

// One shot of a `shoot` line.
struct ShotView {
  int mast = 0;
  std::string cannon, target;
  Point from, to;     // the shooter's and the target's centres
  std::string range;  // "S" or "L": the ruler measured
  double reach = 0;
  int die = 0;
  std::optional<int> reroll;  // a Cannoneer's second roll
  bool hit = false;
  std::optional<int> removed;  // the target's mast removed
  bool sank = false;
};

// The last line played; the fields after `verb` are its verb's (a `turn` line has none).
struct LastLineView {
  int move = 0;  // the line's number
  std::string line, player;
  Verb verb = Verb::Turn;
  std::string ship;                        // the acting ship
  Point from;                              // its centre before the line
  std::vector<Point> path;                 // move: from, then each point
  std::optional<std::string> island;       // dock, mystery; explore (nullopt when not docked)
  std::optional<std::vector<int>> unload;  // dock: the coins, nullopt without `unload`
  std::vector<int> coins;                  // explore
  std::vector<ShotView> shots;             // shoot
  std::optional<std::vector<int>> share;   // shoot: the coins, nullopt without `share`
  std::string target;                      // ram, tow: the other ship
  int die = 0;                             // ram, scuttle, mystery, extra (0: none)
  bool hit = false;                        // ram
  std::optional<int> removed;              // ram: the target's mast removed
  std::string other;                       // board: the other ship
  std::pair<int, int> dice;                // board
  std::optional<std::string> effect;       // board: "take 3", "kill C2"; nullopt: none
  std::optional<int> mast;                 // repair
};

// An island or ship in the way.
struct ObstacleView {
  std::string id;
  bool island = false;  // else a ship, or a terrain piece
  Point centre;
  double r = 0;
  bool terrain = false;  // format 2: an iceberg in a path, a fog bank across a line of fire
};

// The line that broke a rule, and the geometry that decided it; the fields after `kind`
// are its kind's.
struct FaultView {
  int move = 0;
  std::string line, rule, player;
  Verb verb = Verb::Turn;
  std::optional<std::string> ship;   // the acting ship
  FaultKind kind = FaultKind::None;  // None: a rule without geometry
  Point from, to;
  // path-through, path-contact, no-contact: the obstacle; line-of-fire: the blocker.
  std::optional<ObstacleView> obstacle;
  // path-through: the overlap; too-far: the length; no-contact: the gap; out-of-range: to
  // the target's edge; line-of-fire: from the blocker's centre to the line.
  double distance = 0;
  double reach = 0;             // too-far, out-of-range: the ruler
  double tolerance = 0;         // too-far, no-contact, out-of-range
  std::string shooter, target;  // out-of-range, line-of-fire
};

// A fort of format 2: its owner's, built on `island` (its circle is the island's) or not yet.
struct FortView {
  std::string id, owner;
  std::optional<std::string> island;  // nullopt: not built
  double x = 0, y = 0, r = 0;         // the island's circle, when built
  int cost = 0;
  std::vector<MastView> flags;
  bool abandoned = false, destroyed = false;
  std::vector<int> gold;  // inside
};

struct TableView {
  int move = 0;  // lines played
  int turn = 0;
  std::optional<std::string> to_move;  // nullopt before the first `turn` line
  std::string next;                    // who starts the next turn
  bool finished = false;
  std::optional<std::string> end;  // "home-gold", ...: why it ended
  // Why it ended; while it goes on, why its end by home gold is not decided (a start
  // position without every fleet's treasure), or nullopt.
  std::optional<std::string> end_reason;
  GeometryView geometry;
  std::vector<IslandView> islands;
  std::vector<TerrainView> terrain;  // format 2; written only when not empty
  std::vector<OwedView> owed;        // format 2; written only when not empty
  std::vector<FortView> forts;       // format 2; written only when the record has forts
  std::vector<ShipView> ships;
  std::vector<HomeView> home;  // per player, in turn order
  std::optional<LastLineView> last;
  // When the replay stopped on a violation (the table is the one before that line).
  std::optional<FaultView> fault;
};

// "path-through", ...; nullptr for FaultKind::None.
const char* fault_kind_name(FaultKind kind);

// --- The audit ---

struct PlayerAudit {
  std::string player;
  int fleet_points = 0, points_allowed = 0;
  std::vector<std::string> ships;  // of the fleet it brought
  std::optional<Gold> brought;     // nullopt when not known (State::brought_known)
  size_t coins_brought = 0;
  Gold explored = 0, unloaded = 0, shared_in = 0, lost_sunk = 0;
  int shared_out = 0;        // of lost_sunk, the gold shared between two players
  int lost_out_of_game = 0;  // the rest
  Gold boarded_in = 0, boarded_out = 0, start_home = 0;
  Gold ruled = 0;  // home gold changed by `ruling` lines; written only when not 0
  // Format 2, a record with forts: the gold inside the player's forts (in the score), what
  // was paid from home to build them and unloaded into them.
  std::optional<Gold> forts;
  Gold fort_paid = 0, fort_unloaded = 0;
  Gold fort_start = 0;  // in the forts at a `start:` position
  // Format 2's cargo lines: gold loaded from the player's forts, left on wild islands, taken
  // from derelicts at sea and lost to them; written only when not 0.
  Gold fort_withdrawn = 0, left = 0, derelict_in = 0, derelict_out = 0;
  // Slice raid: gold loaded by the player's raiders from enemy home islands, and taken from its
  // home island by enemy raiders; written only when not 0.
  Gold raided_in = 0, raided_out = 0;
  int aboard = 0;  // on its ships now
  Gold home = 0;
  // Format 2: the unique treasures it brought, and those it holds at home or in its forts
  // (worth 0 gold); written only when it brought or holds any.
  std::vector<std::string> uniques_brought, uniques_held;
  Gold aboard_counted = 0;  // in the score
  int pieces = 0;
  Gold total = 0;
  int rank = 0;
  std::optional<long long> claimed;  // the score claimed at the table
  // Slice h40b-coin: gold `stat {coin}` entries added at unloading (in `home`); written only
  // when not 0, with the entries that added it.
  Gold coin_bonus = 0;
  std::string coin_sources;
};

struct GoldAudit {
  std::optional<Gold> brought;  // nullopt when not known
  int placed = 0, on_islands = 0, aboard = 0, home = 0;
  Gold out_of_game = 0;
  std::optional<Gold> in_forts;  // format 2, a record with forts
};

struct AbilityView {
  std::string piece, ability;
  bool checked = false;     // the engine checks it
  bool works = false;       // it works now
  uint16_t unmodelled = 0;  // not checked: the areas it could change (abilities.h), else 0
  bool unverified = false;  // a label whose own rules, if any, are unconfirmed (not applied)
};

// An ability that worked on a legal line (ability_uses.h): the piece (or pieces: "A2 +1,
// A2a +1") and what it did.
struct AbilityUseView {
  int move = 0, line = 0;
  std::string piece, effect;
};

// A line applied without checking why: a `ruling` line (format 2), or a line an unmodelled
// ability could change (pirates_unmodelled.cc). `qm replay` lists them
// (`unchecked`), beside the verdict (the caveats) and in the audit.
struct UncheckedView {
  int move = 0, line = 0;            // the move's number, and its line in the file (0: none)
  std::optional<std::string> piece;  // the piece whose ability it is; nullopt for a ruling
  std::string text;                  // the line
  std::string area = "ruling";
  // The unmodelled ability (abilities.h) whose line it is: its text; nullopt for a ruling.
  std::optional<std::string> ability;
  // Slice h41-fortshots: a shot the rules leave open, as qm read it (shot_readings.h).
  std::optional<std::string> reading = std::nullopt;
};

// A roll on a mysterious island's table (format 2, rules_mystery.cc), for the audit.
struct MysteryView {
  int move = 0, line = 0;  // the move's number, and its line in the file
  std::string text;        // the line
  std::string row;         // "I2's table, roll 5,6"
  std::string effect;      // the row's effect as the header writes it
  std::vector<int> masts;  // the masts the ship lost
};

// A `reveal` line played (format 2, rules_event.cc): the target and the crew its dice killed.
struct RevealView {
  int move = 0, line = 0;  // the move's number, and its line in the file
  std::string text;        // the line
  std::string target;
  std::vector<std::string> killed;  // crew out of the game, in the order of the dice
};

// An event of a fleet (format 2), for the audit: its entry, where it stands, its reveals.
struct EventView {
  std::string id, player, name;
  int points = 0;
  std::string ability;  // the entry as the header writes it
  std::string status;   // "face down", "face up", "out of the game" (its uses spent)
  std::vector<RevealView> reveals;
};

struct AuditView {
  int points = 0;  // fleet points allowed
  std::vector<PlayerAudit> players;
  GoldAudit gold;
  std::vector<AbilityView> abilities;
  std::vector<AbilityUseView> ability_uses;    // written only when not empty
  std::vector<UncheckedView> unchecked;        // written only when not empty
  std::vector<MysteryView> mysteries;          // format 2; written only when not empty
  std::vector<EventView> events;               // format 2; written only when the record has any
  std::optional<std::string> end, end_reason;  // as TableView's
  bool finished = false;
  std::vector<std::string> winners;
};

Json to_json(const TableView& table);
Json to_json(const AuditView& audit);
Json to_json(const IslandView& island);
Json to_json(const ShipView& ship);
Json to_json(const ShotView& shot);
Json to_json(const UncheckedView& line);
// An entry read back (Game::entry_text); false when `entry` is not one. A point is [x, y].
using qm::read_value;  // and the lists, optionals and plain values (games/view_json.h)
bool read_value(const Json& entry, Point& point);
bool read_value(const Json& entry, IslandView& island);
bool read_value(const Json& entry, MastView& mast);
bool read_value(const Json& entry, ShipView& ship);
bool read_value(const Json& entry, ShotView& shot);

}  // namespace qm::pirates

// The pieces of a Pirates record as its header prints them (docs/format-pirates.md):
// islands, each player's fleet (ships with their printed figures, crew, the coins brought)
// and, for a record that starts from a position, that position. Read once by
// header_reader.h; the engine (state.h) refers to pieces by small integer indices.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/pirates/abilities.h"
#include "games/pirates/geometry.h"
#include "record/record_error.h"

namespace qm::pirates {

enum class Ruler : uint8_t { S, L };

// The keyword abilities record v1 checks (docs/rules-pirates.md, "Card data is the user's"), as
// bits of a mask.
enum Keyword : uint8_t {
  kHelmsman = 1,
  kCaptain = 2,
  kCannoneer = 4,
  kShipwright = 8,
  kExplorer = 16,
  kLinked = 32,
};
// The keyword's bit, 0 for any other word.
uint8_t keyword_bit(std::string_view word);

struct Cannon {
  uint8_t rank = 1;  // hits on a d6 at or above it
  Ruler ruler = Ruler::S;
};

constexpr int kMaxMasts = 16;  // masts are a bitmask of 16
constexpr int kNoPiece = -1;

struct ShipSpec {
  std::string id, name, nation;
  int owner = 0;  // the player whose fleet lists it
  int points = 0;
  std::vector<Cannon> masts;  // mast n is masts[n - 1]
  int cargo = 0;
  std::vector<Ruler> move;  // the base move's rulers, as printed
  std::vector<std::string> abilities;
  uint8_t keywords = 0;  // the checked keywords among abilities
  bool placed = false;   // x, y, heading given
  Point start;
  double heading = 0;
  SourcePos pos;  // its entry under `ships`
  // Format 2: a sea creature (`creatures:`), held as a ship whose masts are its segments: no
  // cargo, no heading, never docked (docs/rules-pirates.md, "Sea creatures"). Its disc's radius
  // r; for a ship its own `r` (format 2), 0 when it gives none: the ruleset's ship_radius.
  bool creature = false;
  double r = 0;
};

struct CrewSpec {
  std::string id, nation, ability;  // ability: the v1 keyword (format 2: the first in `abilities`)
  std::vector<std::string> more;    // format 2: the other keywords of `abilities`
  int owner = 0;
  int points = 0;
  uint8_t keyword = 0;  // the keywords' bits (format 2: one or more)
  int ship = kNoPiece;  // the ship it starts aboard; kNoPiece: on its owner's home island
  // Format 2: an equipment card (a fleet's `equipment:`), kept with the crew since it moves,
  // takes a place and counts its points as a crew does; it has no nation and is never killed.
  bool equipment = false;
  // Format 2: a unique treasure (a fleet's `treasure` entry `{id, name, abilities}`), kept
  // with the equipment (`equipment` is true too: it works aboard a ship of any nation and is
  // never killed) but it takes no cargo place, costs no points, is worth 0 gold and starts in
  // a wild island's treasure (IslandSpec::uniques), not aboard nor at home.
  bool unique = false;
  int value = 0;     // a unique treasure's gold (`stat {value: N}`; scoring.cc counts it)
  std::string name;  // a unique treasure's (fleet-unique)
  // Format 2: written `face: up` (setup-face).
  bool face_up = false;
  SourcePos pos;
};

// How long a mysterious row's effect lasts (the vocabulary's `for:`; none written: the rest of
// the game): until the ship's next move action ends; to the end of this turn; through its
// owner's next turn; until it docks again; until it docks at its home island.
enum class EffectFor : uint8_t { NextMove, Turn, NextTurn, Redock, UntilHome, Game };

// A row's effect qm applies for its duration (rules_effects.cc): one more ruler on the ship's
// moves (`{stat: {move: +L|+S}}`), or no explore of the rolled island (`{deny: {what: explore,
// at: here}}`).
struct TimedEffect {
  enum Kind : uint8_t { MoveRuler, DenyExplore } kind = MoveRuler;
  Ruler ruler = Ruler::S;  // MoveRuler's
  EffectFor lasts = EffectFor::Game;
  std::string text;  // the entry as the row writes it
};

// A row of a mysterious island's printed table (format 2's `table:`, mystery_table.h): the
// d6 results it covers, and what it does. The entries qm applies for their duration are
// `timed`; once rolled, each other ability entry is an unmodelled ability of the ship that
// rolled, for the rest of the game.
struct MysteryRow {
  enum Kind : uint8_t { Abilities, None, Ruling };
  uint8_t results = 0;  // a bit per d6 result (result n: bit n-1)
  Kind kind = None;
  int dice = 0;                            // `dice: k`: k more d6, each 4-6 removing a mast
  int kill_crew = 0;                       // `{kill-crew: N}`: N crew of the ship eliminated
  std::vector<UnmodelledAbility> effects;  // the ability entries (no carrier), or the ruling
  std::vector<TimedEffect> timed;          // the entries applied (rules_effects.cc)
  std::string text;                        // "roll 5-6" as messages name the row
};

struct IslandSpec {
  std::string id;
  Point centre;
  double r = 0;
  int home = kNoPiece;        // the owner of a home island
  std::vector<int> treasure;  // coins placed at set-up (wild islands)
  std::vector<int> uniques;   // format 2: unique treasures placed there (indices in crew)
  bool treasure_given = false;
  SourcePos pos;
  std::vector<MysteryRow> table;  // format 2: a mysterious island's table (empty: none)
};

// A terrain piece of format 2 (docs/format-pirates.md, "Format 2"): a circle, or a trade
// current's strip from..to of width w.
enum class TerrainKind : uint8_t { Fog, Iceberg, Reef, Sargasso, Whirlpool, Current };
const char* terrain_kind_name(TerrainKind k);  // "fog", ..., as records write it
const char* terrain_noun(TerrainKind k);       // "fog bank", ..., as sentences name it

struct TerrainSpec {
  std::string id;
  TerrainKind kind = TerrainKind::Reef;
  Point centre;  // a circle's
  double r = 0;  // a circle's radius; 0 for a current
  Point from, to;
  double w = 0;          // a current's
  int owner = kNoPiece;  // a current's
  double edges[6] = {};  // fog banks and icebergs: edge k's direction, degrees
  int gold = 0;          // an iceberg's gold number
  bool placed = true;    // false: a spare piece, placed later by a line
  bool frozen = false;   // an iceberg that touched an island after a drift (a State's copy)
  SourcePos pos, kind_pos;
};

// A fort a player owns (format 2's `forts:`): not on the table until a `build` line builds it
// on a wild island; its flags are its cannons, numbered from 1 in the order written.
struct FortSpec {
  std::string id, name;
  int owner = 0;
  int cost = 0;               // the gold it costs to build
  std::vector<Cannon> flags;  // flag n is flags[n - 1]
  SourcePos pos;              // its entry under `forts`
};

// An event of format 2 (a fleet's `events:`, rules_event.cc): held face down by its owner
// until a `reveal` line turns it up and applies its one entry. The entries qm applies: `{when:
// {event: reveal, when: turn-start, target: FILTER, effect: {kill-crew: {each: R} | N}, uses:
// N}}` (Mutiny!, Duel), `{when: {event: sink, effect: take-gold}}` (Divers), `{when: {event:
// sunk, effect: save-cargo}}` (Raft), and a `{ruling: …}` entry (applied by `ruling` lines);
// the header refuses any other.
enum class EventTrigger : uint8_t {
  TurnStart,  // among its owner's turn-start lines
  Sink,       // right after a line of its owner that sank an enemy ship
  Sunk,       // right after the line on which a ship of its owner sank
  Any         // a `ruling` entry: any line of its owner's turn
};
enum class EventEffect : uint8_t { KillEach, KillNamed, TakeGold, SaveCargo, Ruling };
struct EventSpec {
  std::string id, name;
  int owner = 0;
  int points = 0;
  EventTrigger trigger = EventTrigger::TurnStart;
  EventEffect effect = EventEffect::KillEach;
  uint16_t areas = 0;      // a `ruling` entry's `affects` (abilities.h's area bits)
  int kill_named = 0;      // kill-crew N: the reveal names N crew aboard the target
  int kill_each = 0;       // kill-crew {each: R}: a d6 per crew aboard, R or more kills it
  int uses = 0;            // `uses: N` (the card leaves the game after N); 0: no limit
  int8_t target_side = 0;  // target's `side`: 1 enemy, 2 friend, 0 any
  int8_t target_kind = 0;  // target's `kind`: 1 ship, 2 creature, 0 any
  std::string text;        // the entry as written, for the audit
  SourcePos pos;           // its entry under `events`
};

struct FleetSpec {
  std::vector<int> treasure;  // the coins the player brought
  bool treasure_given = false;
  SourcePos pos;  // the player's key under `fleets`
};

// One ship's entry of `start.ships`.
struct StartShip {
  int ship = kNoPiece;
  std::optional<Point> at;
  std::optional<double> heading;
  std::vector<int> lost;  // mast numbers, from 1
  std::vector<int> fire;  // format 2: the fire masts, mast numbers
  std::vector<int> gold;
  int docked = kNoPiece, stuck_on = kNoPiece, towing = kNoPiece, owner = kNoPiece;
  // Format 2: the fog bank it is lost in, or the Sargasso Sea that holds it (terrain
  // indices), and where the record says so.
  int in_fog = kNoPiece, trapped = kNoPiece;
  SourcePos pos, hold_pos;
  bool held = false;  // format 2: held by a chain shot through its owner's next turn
  // Format 2's `items`: every crew and equipment aboard, in the order they came aboard
  // (indices in Pieces::crew); without it, those the header puts aboard.
  std::vector<int> items;
  bool items_given = false;
};

struct StartIsland {
  int island = kNoPiece;
  std::vector<int> treasure;
  bool explored = false;
  uint8_t explored_by = 0;  // format 2's `explored_by`: a bit per player
  std::vector<int> items;   // format 2: crew and equipment left there (indices in crew)
  SourcePos pos;
};

// A record that starts from a position (`start:`).
// A fort at a `start:` position (format 2): built on `island` with its flags `lost` and the
// coins inside, or destroyed (it has left the game).
struct StartFort {
  int fort = kNoPiece;
  int island = kNoPiece;
  std::vector<int> lost;  // flag numbers, from 1
  std::vector<int> gold;
  bool destroyed = false;
  std::vector<int> uniques;  // rulebook slice: unique treasures inside (indices in crew)
};

// A terrain piece where a `start:` position puts it (format 2's `start.terrain`): a circle's
// centre (an iceberg `frozen` against an island), a trade current's strip; it is placed.
struct StartTerrain {
  int terrain = kNoPiece;
  Point centre, from, to;
  bool frozen = false;
};

struct StartPosition {
  int player = 0;
  std::vector<StartShip> ships;
  std::vector<int> sunk, crew_lost;
  std::vector<int> revealed;  // format 2: events revealed once (indices in Pieces::events)
  // Format 2: the events removed from the game (their `uses` spent), the items out of the
  // game (`out`, and crew, equipment or unique treasures in `removed`: indices in
  // Pieces::crew), the crew and equipment face up (read and checked; face changes no check).
  std::vector<int> removed_events, out, face_up;
  std::vector<StartIsland> islands;
  std::vector<StartFort> forts;
  std::vector<std::vector<int>> home;  // per player, the coins unloaded so far
  SourcePos pos;
  // Rulebook slice: the terrain pieces the position moves or places, and the unique
  // treasures on a home island (player, index in crew; `home` lists them among the coins).
  std::vector<StartTerrain> terrain;
  std::vector<std::pair<int, int>> home_uniques;
};

struct Pieces {
  int format = 1;  // the record's format: 2 adds terrain, rulings (format2.h)
  std::vector<std::string> players;
  int points = 40;
  std::vector<IslandSpec> islands;
  std::vector<FleetSpec> fleets;  // per player
  std::vector<ShipSpec> ships;    // fleets in the order of players, ships as written
  std::vector<CrewSpec> crew;
  std::vector<TerrainSpec> terrain;                // format 2's `terrain:`
  std::vector<FortSpec> forts;                     // format 2's fleets' `forts:`
  std::vector<EventSpec> events;                   // format 2's fleets' `events:`
  std::optional<std::pair<double, double>> table;  // format 2's `table: {w, h}`
  std::optional<StartPosition> start;
  AbilitySet abilities;   // beyond the six keywords: mods and unmodelled abilities (abilities.h)
  SourcePos islands_pos;  // the `islands:` key
  bool valued_uniques = false;  // some unique treasure is worth gold (CrewSpec::value)

  int ship_index(std::string_view id) const;     // kNoPiece when unknown
  int island_index(std::string_view id) const;   // kNoPiece when unknown
  int crew_index(std::string_view id) const;     // kNoPiece when unknown
  int terrain_index(std::string_view id) const;  // kNoPiece when unknown
  int fort_index(std::string_view id) const;     // kNoPiece when unknown
  int event_index(std::string_view id) const;    // kNoPiece when unknown
  double ruler(Ruler r, double s, double l) const { return r == Ruler::S ? s : l; }
};

// "3S" -> rank 3, ruler S; nullopt when the text is not a cannon.
std::optional<Cannon> parse_cannon(std::string_view text);
// "S+L" -> {S, L}; nullopt when the text is not a base move.
std::optional<std::vector<Ruler>> parse_base_move(std::string_view text);
const char* ruler_name(Ruler r);
// "3S": the cannon's rank and ruler, as a record writes it (the inverse of parse_cannon).
std::string cannon_text(const Cannon& cannon);

}  // namespace qm::pirates

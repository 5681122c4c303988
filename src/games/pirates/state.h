// The Pirates rules engine: the table, and one function that checks a line (an Action,
// action.h) against every rule and applies it.
//
// Notes on this implementation (docs/rules-pirates.md is the reading it follows):
// - Rule ids decided here, in the order the rule page lists them: game-over, turn-order,
//   piece-unknown, piece-not-own, die-value; then by verb (rules_<verb>.cc):
//   move: action-budget, move-derelict, move-stuck, move-turn-inside-segment, move-too-far,
//     move-through-obstacle, move-after-contact;
//   dock: dock-no-move, dock-no-contact, dock-enemy-home, unload-all-gold, unload-not-home;
//   explore: explore-not-docked, action-budget, explore-not-docked, action-budget,
//     explore-not-there, explore-cargo;
//   shoot: action-budget, then per shot shoot-cannon, piece-unknown, shoot-target,
//     shoot-docked-home, shoot-range, shoot-line-of-fire, shoot-immune, shoot-reroll, shoot-roll,
//     mast-choice; after the last shot sink-share;
//   ram: ram-while-stuck, ram-no-move, ram-no-mast, ram-target, ram-no-contact, ram-roll,
//     mast-choice;
//   board: board-no-ram, board-take; tow: tow-no-move, tow-busy, tow-not-derelict,
//   tow-no-contact; repair: action-budget, repair-not-home, repair-nothing, mast-choice;
//   scuttle: scuttle-not-derelict;
//   ruling (format 2): ruling-impossible (rules_ruling.cc);
//   load, unload, leave, transfer and explore at sea (format 2): cargo-not-docked,
//     cargo-place, cargo-not-own, cargo-not-there, fort-withdraw, cargo-places, cargo-points,
//     cargo-zero-point-crew; at sea explore-sea-target, fog-lost, action-budget,
//     explore-sea-contact first (rules_cargo.cc);
//   reef (format 2): terrain-line, reef-roll, reroll-source, mast-choice, terrain-stop;
//   sargasso: terrain-line, reroll-source, terrain-stop; escape: action-budget,
//     sargasso-escape, reroll-source (rules_terrain.cc); whirlpool: whirlpool-jump,
//     reroll-source, whirlpool-loss (rules_whirlpool.cc); fog: terrain-line, fog-entry,
//     terrain-stop, or for an exit fog-lost, fog-exit, reroll-source (rules_fog.cc);
//     iceberg: reroll-source; drift: iceberg-drift, reroll-source, iceberg-hit, mast-choice
//     (rules_iceberg.cc); mystery: mystery-roll, mystery-effect, mast-choice
//     (rules_mystery.cc); extra: the source's piece-unknown, die-value, fog-lost, extra-source
//     (rules_extra.cc); an island explore adds deny-broken after explore-cargo (a mysterious
//     row's effect, rules_effects.cc); on every line, right after turn-order: iceberg-order,
//     mystery-order, terrain-missing, fog-exit (the line after an exit is its ship's move); after
//     die-value, fog-lost for the verbs a lost ship may not take; move adds fog-exit after
//     action-budget and sargasso-trapped after move-stuck, and a trade current's S.
//   fleet-* and setup-* are setup_checks.h's; result-mismatch is the match's.
// - Options read: every one of options.h (the geometry through Geometry, the end through
//   scoring.h).
// - A shoot line applies each shot before checking the next; when a later shot breaks a
//   rule, the shots before it have been applied (the match keeps a copy to show the table
//   before the line).
// - "After a move" is any later line of the same turn after the ship's own move line;
//   "right after a ram" (board) is the very next line. Per-turn flags are reset by each
//   `turn` line, which also sinks the player's ships scuttled with a 5 or 6.
// - A Captain's ship may shoot after it moved in the same turn: its one second standard
//   action. Every other second standard action (a second explore included) is
//   action-budget; explore is free for an Explorer's ship, and for a ship that docked in
//   this turn at an island already explored.
// - The end conditions are tested after every line (scoring.h); once one holds, any
//   further line is game-over.
//
// For bots and the simulator: the pieces come from the header (header_reader.h
// read_pieces) or are built by hand (pieces.h); `State state(pieces, options)` is the
// table at the start; `state.play(action)` checks one line and applies it when legal (no
// strings, no allocation but the facts; keep_facts(false) turns those off); an Action is
// written as its line by notation.h format_action and read back by parse_action. A State
// copies as a value (a few small vectors; the pieces are shared): copy it to try a line,
// above all a shoot line, which is applied shot by shot.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/option_uses.h"
#include "games/pirates/action.h"
#include "games/pirates/geometry.h"
#include "games/pirates/options.h"
#include "games/pirates/pieces.h"
#include "games/random.h"
#include "games/violation.h"
#include "games/waiver.h"
#include "record/excerpt.h"

namespace qm::pirates {

using qm::Violation;

class MarginNotes;  // margins.h

// A sum of coins' gold: 64 bits, so that no sum a record can make overflows (limits.h
// bounds what one names: a few million at most).
using Gold = int64_t;

struct Ship {
  Point pos;
  double heading = 0;
  uint16_t masts = 0;  // a bit per mast the ship has (mast n: bit n-1)
  uint16_t lost = 0;   // a bit per mast lost
  int8_t owner = 0;    // changes when a derelict is taken in tow
  int16_t docked = kNoPiece, stuck_on = kNoPiece, towing = kNoPiece, towed_by = kNoPiece;
  bool sunk = false;
  bool scuttled = false;  // scuttled with a 5-6: sinks when its owner's next turn starts
  uint8_t keywords = 0;   // the keywords that work now (the ship's and its crew's)
  uint8_t crew_aboard = 0;
  uint8_t places = 0;  // cargo places: cargo + linked crew aboard
  Coins gold;          // coins aboard
  // This turn:
  uint8_t standard = 0;  // standard actions taken
  bool moved = false, rammed = false, explored = false, shot = false;
  bool docked_since_start = false;  // docked where it is since the turn began
  bool reroll_used = false;         // the Cannoneer's re-roll
  // Format 2: a second non-free action granted (a `ruling` line's `grant`); whether its
  // Captain's shot (part of its move action) was taken; the island it explored.
  uint8_t grants = 0;
  bool captain_shot = false;
  int16_t explored_at = kNoPiece;
  int16_t trapped_in = kNoPiece;  // the Sargasso Sea that holds it
  bool escaped = false;           // this turn: it rolled to escape (a standard action)
  bool whirled = false;           // this turn: it jumped from a whirlpool
  int16_t in_fog = kNoPiece;      // the fog bank it is lost in
  bool fogged = false;            // this turn: it entered a fog bank (its turn has ended)
  bool current_used = false;      // this turn: a trade current gave its move an extra S
  // A chain shot's hit (rules_shoot.cc): held through its owner's next turn (`hold_next` until
  // that turn begins, then `held`), by the ship that shot; it cannot move (deny-broken).
  bool hold_next = false, held = false;
  int16_t held_by = kNoPiece;
  // Once sunk (State::sink): the line it sank on; the coins that left the game with it (for
  // Divers and Raft, rules_event.cc; none when sink-share shared them, emptied when moved).
  int sunk_line = 0;
  Coins sunk_coins;
  // Format 2's fire masts (rules_fire.cc): a bit per fire mast, each also in `lost` (a fire mast
  // is not standing); per mast, the `shot` entry whose `fire:` it burns by (-1: the Fire Mast
  // Rules card's); this turn: its `fire` line is due, or was written.
  uint16_t fire = 0;
  bool fire_due = false, fire_rolled = false;
  std::array<int16_t, 16> fire_src{};
  // act slice (rules_act.cc), this turn: a line named it as its acting piece (an `act` of
  // `when: before-action` comes before); its grant is a `grant: same` (the second non-free
  // action of its first's kind, `first_action`).
  bool named = false;
  bool grant_same = false;
  Verb first_action = Verb::Turn;
  // Slice h40-immune (rules_immune.cc): this turn, an `immune {to: hit, first: turn}` ignored
  // a hit on it.
  bool hit_ignored = false;
  // `allow {shoot-move}` (rules_allow.cc): the free move its last shoot action gave, not made yet.
  bool shot_move_due = false;
  // Slice h41-range (rules_range.cc), this turn: the optional `stat {range}` entry (its index in
  // AbilitySet::ranges) its `use SRC range` line chose; kNoPiece: none.
  int16_t range_by = kNoPiece;
  // Slice h41-range: `allow {move-after-cargo}`: the free move its cargo line gave, not made yet;
  // whether one was given this turn (once a turn).
  bool cargo_move_due = false, cargo_move_given = false;
  bool explored_by_range = false;  // this turn: a `use SRC explore ISLAND` line of it

  bool derelict() const { return (lost & masts) == masts; }
  int standing() const { return __builtin_popcount(unsigned(masts & ~lost)); }
  bool mast_standing(int n) const { return n >= 1 && n <= 16 && ((masts & ~lost) >> (n - 1)) & 1; }
  int free_places() const { return int(places) - int(crew_aboard) - int(gold.size); }
  Gold gold_value() const;
};

struct Island {
  Coins coins;  // on a wild island
  bool explored = false;
  // A bit per player one of whose ships explored it (fort_explored_by: own); the start
  // position's `explored_by` sets them, a bare `explored: true` none.
  uint8_t explored_by = 0;
};

// A fort of format 2 (rules_fort.cc): built on `island` by a `build` line; a hit removes a
// flag; with none left it is abandoned; a hit then destroys it (it leaves the game).
struct Fort {
  int16_t island = kNoPiece;  // where it was built; kNoPiece: not built
  uint16_t flags = 0;         // a bit per flag the fort has (flag n: bit n-1)
  uint16_t lost = 0;          // a bit per flag lost
  bool destroyed = false;
  bool shot = false;  // this turn: it took its shoot action
  // The gold inside: the coins paid, the island's treasure, the gold unloaded there.
  std::vector<int16_t> gold;

  bool standing() const { return island >= 0 && !destroyed; }
  bool abandoned() const { return (lost & flags) == flags; }
  bool flag_standing(int n) const { return n >= 1 && n <= 16 && ((flags & ~lost) >> (n - 1)) & 1; }
  Gold gold_value() const {
    Gold v = 0;
    for (int16_t c : gold) v += c;
    return v;
  }
};

// Where a crew or an equipment is (format 2 moves them, rules_cargo.cc): aboard a ship, on a
// player's home island, left on a wild island, or inside a fort (`index`: the ship, the
// player, the island or the fort). Equipment may change hands: loaded from a wild island by
// any player's ship, it is unloaded at that player's home.
struct CrewPlace {
  enum Kind : uint8_t { Aboard, Home, Island, Fort } kind = Aboard;
  int16_t index = kNoPiece;
};

// Where gold went, per player (the audit's ledger).
struct Ledger {
  Gold brought = 0;    // the coins' gold the fleet brought
  Gold explored = 0;   // taken from islands by the player's ships
  Gold unloaded = 0;   // unloaded at home
  Gold shared_in = 0;  // sink shares received onto the home island
  Gold lost_sunk = 0;  // aboard the player's ships when they sank (shared or out of the game)
  Gold boarded_in = 0, boarded_out = 0;  // coins taken by boarding, and lost to it
  Gold start_home = 0;                   // on the home island at a `start:` position
  Gold ruled = 0;          // home gold added (or taken, below 0) by `ruling` lines (format 2)
  Gold fort_paid = 0;      // paid from home to build forts (format 2)
  Gold fort_unloaded = 0;  // unloaded into the player's forts (format 2)
  Gold fort_start = 0;     // in the player's forts at a `start:` position (format 2)
  // Format 2's cargo lines (rules_cargo.cc): loaded from the player's forts, left on wild
  // islands, and taken from (or lost to) derelicts explored at sea.
  Gold fort_withdrawn = 0, left = 0, derelict_in = 0, derelict_out = 0;
  // Slice h40b-coin: gold `stat {coin}` entries added to coins unloaded at home (rules_coin.cc).
  Gold coin_bonus = 0;
  // Slice raid (rules_raid.cc): loaded by the player's raiders from enemy home islands, and
  // taken from the player's home island by enemy raiders.
  Gold raided_in = 0, raided_out = 0;
};

// Why the game ended (scoring.h).
enum class EndCondition : uint8_t { None, HomeGold, CannotMove, AllUnloaded };

// The geometry that decided a violation, for the table's `fault` (pirates_views.cc).
enum class FaultKind : uint8_t {
  None,
  PathThrough,  // a move segment from..to overlaps `obstacle`
  PathContact,  // a point before the last (to) touches `obstacle`
  TooFar,       // a segment from..to longer than its ruler (reach) + tolerance
  NoContact,    // dock/ram/tow: `ship` does not touch `obstacle` (distance, reach)
  OutOfRange,   // a shot: distance to the target's edge beyond reach + tolerance
  LineOfFire,   // a shot from..to blocked by `obstacle`
};

struct Fault {
  FaultKind kind = FaultKind::None;
  Point from, to;
  int ship = kNoPiece;      // the acting ship (shooter, mover)
  int target = kNoPiece;    // a shot's, ram's or tow's target
  int obstacle = kNoPiece;  // an island or a ship index
  bool obstacle_island = false;
  double reach = 0, distance = 0;
  bool obstacle_terrain =
      false;  // format 2: `obstacle` is a terrain piece (an iceberg, a fog bank)
};

// One fact of the game for statistics and the store (pirates_stats.h events_of).
enum class FactKind : uint8_t {
  Shot,
  Explored,
  Unloaded,
  Shared,
  LostAtSea,
  Sunk,
  Boarded,
  FortBuilt,      // format 2: value the gold paid; ship the ship docked there; fort
  FortDestroyed,  // format 2: value the gold inside; player the fort's owner; fort
  Roll,           // format 2: a terrain or mysterious die: ship, die, value the masts lost
  Salvaged,       // format 2: gold an event (Divers, Raft) brought back; target the event
};
// (A sea creature eliminated is a Sunk fact whose ship is the creature, with no gold.)
// What a Roll fact rolled on: the terrain kind (its `terrain` piece), or a mysterious island
// (`island`); `hit` says a Sargasso Sea trapped the ship, or an escape freed it.
enum class RollOn : uint8_t { Reef, Sargasso, Escape, Whirlpool, Mystery, Iceberg };
struct Fact {
  int line = 0;  // the 1-based line it happened on
  FactKind kind = FactKind::Shot;
  int8_t player = -1;  // the acting player (for Shared: the receiver; LostAtSea: the owner)
  int16_t ship = -1;   // the acting ship, or the ship sunk
  int16_t target = -1;
  int value = 0;             // gold, or for a shot the cannon's rank
  bool hit = false;          // shots
  char ruler = 'S';          // shots
  int16_t fort = -1;         // format 2: the fort that shot (ship is then -1), built or destroyed
  RollOn on = RollOn::Reef;  // Roll: what was rolled on, the piece, the die
  int16_t piece = -1;  // Roll: the terrain piece, or the mysterious island; Shot: the fort shot at
  int8_t die = 0;      // Roll: the d6 that stood (0: none, an iceberg's hit)
};

// What the last line did, beyond the Action itself (the table's `last`).
struct LastLine {
  Point from;                      // the acting ship's position before the line
  int8_t removed[kMaxShots] = {};  // per shot: the mast removed, 0 none
  bool sank[kMaxShots] = {};       // per shot: the target sank
  int8_t ram_removed = 0;
};

// A mysterious row's effect at work (rules_effects.cc): the ship that rolled it, and the
// effect, row.timed[entry] of `island`'s table row `row` (the island it denies, for a deny).
struct ActiveEffect {
  int16_t ship = kNoPiece, island = kNoPiece;
  int8_t row = 0;  // a table has at most six rows
  int16_t entry = 0;
  bool next_turn_begun = false;  // for: next-turn: its owner's next turn has begun
};

// A terrain line a move owes (format 2): the piece that moved, and the terrain piece it met,
// in the order of the meeting points; whether the move ended at that meeting (terrain.h).
struct OwedLine {
  int16_t ship = kNoPiece, terrain = kNoPiece;
  bool ends_there = false;
};

class State {
 public:
  // The table at the start: the set-up the header gives, or its `start:` position
  // (setup_checks.h checks either). Throws RecordError for a start position that names a
  // ship twice or leaves one out.
  State(std::shared_ptr<const Pieces> pieces, const Options& options);

  // Checks `a` against every rule; applies it when legal. On a violation, `fault` (when
  // given) receives the geometry that decided it.
  std::optional<Violation> play(const Action& a, Fault* fault = nullptr);
  // The referee's ruling "stands" on `a`, which play() refused for `rule`: applies it as
  // played where the table can hold it, checking every other rule (stand.cc). Returns
  // nullopt when applied, else a plain sentence why not (the table is then unchanged).
  std::optional<std::string> stand(const Action& a, std::string_view rule);
  // Whether `rule` is checked now (every rule, except the one a "stands" ruling waives).
  bool enforced(std::string_view rule) const { return waiver_.enforced(rule); }
  // `qm replay --margins` (margins.h): the notes the checks of a legal line fill, or null
  // (nothing noted) unless asked for.
  MarginNotes* margins() const { return margins_; }
  void note_margins(MarginNotes* notes) { margins_ = notes; }

  const Pieces& pieces() const { return *pieces_; }
  const Options& options() const { return options_; }
  // How often the lines played so far read each counted option (options.h).
  const OptionCounts<kCountedOptions>& option_counts() const { return option_counts_; }
  const Geometry& geometry() const { return geo_; }
  int players() const { return int(pieces_->players.size()); }
  const std::vector<Ship>& ships() const { return ships_; }
  const Ship& ship(int i) const { return ships_[size_t(i)]; }
  const std::vector<Island>& islands() const { return islands_; }
  // Format 2's forts, per FortSpec; the fort standing on an island (kNoPiece: none).
  const std::vector<Fort>& forts() const { return forts_; }
  // Whether AbilitySet::rerolls[k] / shots[k] was used this turn (abilities.h).
  bool reroll_used(int k) const { return reroll_used_[size_t(k)]; }
  bool shot_used(int k) const { return shot_used_[size_t(k)]; }
  const Fort& fort(int f) const { return forts_[size_t(f)]; }
  int fort_on(int island) const {
    for (size_t f = 0; f < forts_.size(); ++f)
      if (forts_[f].island == island && !forts_[f].destroyed) return int(f);
    return kNoPiece;
  }
  const std::string& fort_id(int f) const { return pieces_->forts[size_t(f)].id; }
  // Re-deals, with `chance`, the coins lying face down on the islands nobody has explored
  // among them, each keeping its number of coins (pirates_hidden.cc).
  void redeal_coins(sim::Rng& chance);
  bool crew_lost(int c) const { return crew_lost_[size_t(c)]; }
  // Rulebook slice (rules_ruling.cc): a unique treasure's gold value and a card's face, as
  // the header (or `start:`) gives them until a ruling's `value` or `face` changes them.
  int unique_value(int c) const {
    return values_ ? (*values_)[size_t(c)] : pieces_->crew[size_t(c)].value;
  }
  bool valued_uniques() const { return values_ || pieces_->valued_uniques; }
  bool face_up(int c) const;
  // Whether a `cancel` (rules_use.cc) or a ruling's `off` (rules_ruling.cc) switched off the
  // carrier's entries now: a ship's own, or a crew's (an equipment's, a unique treasure's).
  bool cancelled(const AbilityCarrier& c) const {
    for (const SwitchedOff& o : cancelled_)
      if ((o.ship ? c.ship == o.index : c.crew == o.index) && o.from <= turns_) return true;
    return false;
  }
  // A carrier's entries switched off (true, ship) or (false, crew) from now until the `turn`
  // line that begins turn `until` (turn_number() counts them): the next one for a `cancel`.
  struct SwitchedOff {
    bool ship = false;
    int16_t index = kNoPiece;
    int until = 0;
    int from = 0;  // a stink shot's: from the `turn` line that begins turn `from`
  };
  // Where crew c is, and the ship it is aboard (kNoPiece when ashore).
  const CrewPlace& crew_place(int c) const { return crew_at_[size_t(c)]; }
  int crew_ship(int c) const {
    const CrewPlace& at = crew_at_[size_t(c)];
    return at.kind == CrewPlace::Aboard ? at.index : kNoPiece;
  }
  Gold home_gold(int p) const { return home_gold_[size_t(p)]; }
  int home_coins(int p) const { return home_coins_[size_t(p)]; }
  const Ledger& ledger(int p) const { return ledger_[size_t(p)]; }
  Gold gold_out_of_game() const { return gold_out_; }
  // The player whose turn it is (-1 before the first `turn` line), and the next one.
  int current() const { return current_; }
  int next_player() const { return next_; }
  int turn_number() const { return turns_; }  // `turn` lines played
  int lines() const { return lines_; }
  EndCondition ended() const { return ended_; }
  // The facts of the lines played, for statistics (pirates_stats.h events_of); a simulator
  // that needs none turns them off, so that copies of the table stay small.
  const std::vector<Fact>& facts() const { return facts_; }
  void keep_facts(bool on) { keep_facts_ = on; }
  // The table as it stands, to go back to when a line applied step by step (a shoot line,
  // shot by shot) or a ruling is refused half-way: a copy without the facts, which only
  // grow (a copy of them a line would cost the square of the record's length).
  State checkpoint();
  // Back to `saved`, a checkpoint of this table: the facts added since are dropped.
  void restore(State&& saved);
  const LastLine& last_line() const { return last_; }
  // Whether the next line may be ship i's boarding of t granted by a `use … board-range` (whose
  // target's boarding mods do not apply; rules_use_hit.cc).
  // Slice fear (rules_fear.cc): whether a Fear's 6 gives ship i base move S in this turn.
  bool fear_slowed(int i) const {
    for (const auto& [ship, begun] : fear_slowed_)
      if (ship == i && begun) return true;
    return false;
  }
  bool board_from_range(int i, int t) const {
    return board_range_line_ == lines_ && i == board_range_by_ && t == board_range_target_;
  }
  // Format 2's terrain: the lines the last move still owes (first: the next one due), and a
  // reef's value this turn (0: none rolled yet).
  const std::vector<OwedLine>& owed() const { return owed_; }
  // The terrain pieces as they lie now: the header's, but for the icebergs that have drifted
  // (shared, and copied only when one drifts).
  const std::vector<TerrainSpec>& terrain() const { return *terrain_; }
  // The icebergs whose drift line is due (the next one first); whether the turn's iceberg
  // roll is due.
  const std::vector<int16_t>& drifts_due() const { return drifts_due_; }
  bool iceberg_roll_due() const { return iceberg_roll_due_; }
  int reef_value(int terrain) const { return reef_value_[size_t(terrain)]; }
  // Format 2's mysterious islands (rules_mystery.cc): the ships whose roll the last dock
  // left due (the next one first), at island mystery_island(); the table effects rolled so
  // far, each an unmodelled ability of the ship that rolled it (for the rest of the game).
  const SmallList<int16_t, 2>& mysteries_due() const { return mystery_due_; }
  int mystery_island() const { return mystery_at_; }
  const std::vector<UnmodelledAbility>& rolled_effects() const;
  // Format 2's events (rules_event.cc): how often event e has been revealed (its entry's
  // uses), whether it is face up, whether it has left the game (its `uses` spent); the crew
  // aboard ship i in the order they came aboard (header order, then loading order).
  int event_uses(int e) const { return event_uses_[size_t(e)]; }
  bool event_revealed(int e) const { return event_uses_[size_t(e)] > 0; }
  bool event_removed(int e) const {
    const int uses = pieces_->events[size_t(e)].uses;
    return uses > 0 && event_uses_[size_t(e)] >= uses;
  }
  std::vector<int> crew_in_boarding_order(int ship) const;
  // The rows' effects qm applies, while they last (rules_effects.cc); what one of them is.
  const std::vector<ActiveEffect>& timed_effects() const { return timed_; }
  const TimedEffect& timed_effect(const ActiveEffect& e) const {
    return pieces_->islands[size_t(e.island)].table[size_t(e.row)].timed[size_t(e.entry)];
  }
  // The gold each player brought, as win_gold reads it (scoring.h).
  Gold gold_brought(int p) const { return ledger_[size_t(p)].brought; }
  Gold total_brought() const;
  // Whether the gold brought is known: always without `start:`; at a `start:` position,
  // when every fleet gives its `treasure`. A position states what the referee knows:
  // without them the end by home gold cannot be decided (scoring.h), and the audit says
  // the gold brought is unknown.
  bool brought_known() const { return brought_known_; }
  double reach(int ship, int mast) const;  // a cannon's ruler, mm
  double ruler(Ruler r) const { return r == Ruler::S ? options_.ruler_S : options_.ruler_L; }
  bool is_home_of(int island, int player) const {
    return pieces_->islands[size_t(island)].home == player;
  }
  // Format 2: whether piece s is a sea creature; its disc's radius (a ship's own `r`, else
  // ship_radius).
  bool creature(int s) const { return pieces_->ships[size_t(s)].creature; }
  double radius(int s) const {
    const double r = pieces_->ships[size_t(s)].r;
    return r > 0 ? r : options_.ship_radius;
  }
  // "ship" or "creature", as messages name the piece.
  const char* noun(int s) const { return creature(s) ? "creature" : "ship"; }
  // "has sunk", or for a creature "was eliminated": why piece s is off the table.
  const char* gone(int s) const { return creature(s) ? "was eliminated" : "has sunk"; }
  // A ship that is still on the table.
  bool in_play(int s) const { return s >= 0 && !ships_[size_t(s)].sunk; }
  const std::string& id(int s) const { return pieces_->ships[size_t(s)].id; }
  const std::string& island_id(int i) const { return pieces_->islands[size_t(i)].id; }
  const std::string& player_name(int p) const { return pieces_->players[size_t(p)]; }
  // The name as messages quote it (record/excerpt.h): a long name is not repeated whole.
  std::string quoted_name(int p) const { return excerpt(player_name(p)); }

 private:
  friend struct Rules;  // rules_*.cc
  void begin_turn(int player);
  void recompute_crew(int ship);
  void sink(int ship);  // frees what was stuck on it, ends its tows; its gold stays aboard
  void remove_mast(int ship, int mast);
  void place_behind(int tower);
  // Marks rerolls[k] (shots[k]) used this turn, with the equal expressions working on `ship`.
  void use_reroll(int k, int ship);
  void use_shot(int k, int ship);
  void update_end();  // the end conditions after a line, counting win_gold's test
  void start_in_terrain(const StartShip& e);  // a `start:` piece's in_fog or trapped
  // Crew (or equipment, unique treasure) c now aboard ship `ship`, last in boarding order.
  void put_aboard(int c, int ship) {
    crew_at_[size_t(c)] = CrewPlace{CrewPlace::Aboard, int16_t(ship)};
    boarded_[size_t(c)] = ++boardings_;
  }
  void switch_off(bool ship, int index, int until, int from = 0) {
    cancelled_.push_back({ship, int16_t(index), until, from});
  }
  void fact(const Fact& f) {
    if (keep_facts_) facts_.push_back(f);
  }
  // A Roll fact on the line being applied: ship rolled `die` on `piece` and lost `lost` masts;
  // `outcome`: trapped (a Sargasso Sea) or freed (an escape).
  void roll_fact(RollOn on, int ship, int piece, int die, int lost, bool outcome = false) {
    Fact f{lines_ + 1, FactKind::Roll, ships_[size_t(ship)].owner, int16_t(ship), -1,
           lost,       outcome};
    f.on = on;
    f.piece = int16_t(piece);
    f.die = int8_t(die);
    fact(f);
  }

  std::shared_ptr<const Pieces> pieces_;
  Options options_;
  OptionCounts<kCountedOptions> option_counts_;
  Waiver waiver_;  // the rule a "stands" ruling leaves unchecked (stand.cc)
  MarginNotes* margins_ = nullptr;
  Geometry geo_;
  std::vector<Ship> ships_;
  std::vector<Island> islands_;
  std::vector<uint8_t> crew_lost_;
  std::vector<CrewPlace> crew_at_;
  std::vector<uint32_t> boarded_;  // per crew: when it came aboard in play (0: at set-up)
  uint32_t boardings_ = 0;
  std::vector<uint8_t> event_uses_;  // per event: the times it was revealed
  // Events after a sinking (rules_event.cc): the line a run of `reveal` lines answers (the
  // last line that is not a reveal); this turn, a bit per player who revealed Divers, Raft.
  int trigger_line_ = 0;
  uint8_t divers_by_ = 0, raft_by_ = 0;
  bool acted_ = false;  // this turn: an action line (not a turn-start line) came
  std::vector<Gold> home_gold_;
  std::vector<int> home_coins_;
  std::vector<Ledger> ledger_;
  Gold gold_out_ = 0;  // gold out of the game (sinking with more than two players, scuttling)
  bool brought_known_ = true;
  int current_ = -1, next_ = 0, turns_ = 0, lines_ = 0;
  int ram_line_ = -1, ram_by_ = kNoPiece, ram_target_ = kNoPiece;  // the last ram
  // The last grapple shot's hit (rules_shoot.cc): its line, the shooter and its target.
  int grapple_line_ = -1, grapple_by_ = kNoPiece, grapple_target_ = kNoPiece;
  EndCondition ended_ = EndCondition::None;
  std::vector<Fact> facts_;
  size_t facts_at_checkpoint_ = 0;  // in a checkpoint: how many facts the table had
  bool keep_facts_ = true;
  LastLine last_;
  // Format 2's terrain (rules_terrain.cc); empty without terrain.
  std::vector<OwedLine> owed_;
  std::vector<uint8_t> reef_value_;                       // per terrain piece
  std::vector<std::pair<int16_t, int16_t>> reef_losses_;  // (ship, reef) that took masts this turn
  // The ship whose move the last lines were (the move, then its terrain lines): a whirlpool
  // line comes right after them.
  int16_t mover_ = kNoPiece;
  std::shared_ptr<const std::vector<TerrainSpec>> terrain_;
  bool iceberg_roll_due_ = false;
  std::vector<int16_t> drifts_due_;
  int16_t fog_exit_ = kNoPiece;  // the ship whose fog exit was the last line: its move is next
  // Format 2's mysterious islands (rules_mystery.cc); the effects rolled, shared and copied
  // only when a roll adds one.
  SmallList<int16_t, 2> mystery_due_;
  int16_t mystery_at_ = kNoPiece;
  std::shared_ptr<const std::vector<UnmodelledAbility>> rolled_;
  std::vector<ActiveEffect> timed_;
  // Format 2's `extra` lines (rules_extra.cc): the (ship, `act` expression) pairs used this
  // turn (cleared by each `turn` line) and, for `once: game`, in the game.
  std::vector<std::pair<int16_t, int16_t>> acts_turn_, acts_game_;
  // Format 2's `use … take` lines (rules_use.cc): the same, for `take` expressions.
  std::vector<std::pair<int16_t, int16_t>> takes_turn_, takes_game_, cancels_turn_, cancels_game_;
  // The carriers switched off (cancelled()), each until its `turn` line.
  std::vector<SwitchedOff> cancelled_;
  // Format 2's forts (rules_fort.cc); whether the player whose turn it is built one.
  std::vector<Fort> forts_;
  bool built_this_turn_ = false;
  // Per AbilitySet::rerolls / shots: used this turn (abilities.h; `once: turn`).
  std::vector<uint8_t> reroll_used_, shot_used_;
  bool fire_due_ = false;  // this turn: a ship's `fire` line may be due (rules_fire.cc)
  // Rulebook slice: the values and faces a ruling changed, per crew entry; shared, copied
  // only when a ruling changes one (null: the header's).
  std::shared_ptr<const std::vector<int16_t>> values_;
  std::shared_ptr<const std::vector<uint8_t>> faces_;
  // Special shots (rules_shots.cc): the fog banks smoke shots placed, each with the player
  // whose next `turn` line removes it.
  std::vector<std::pair<int16_t, int8_t>> smoke_;
  // when-other slice (rules_when.cc): the acting ship of line `trigger_actor_line_` (kNoPiece
  // for a line without one); the last boarding (its line, winner, loser; no winner on a tie);
  // the `when` abilities (ship * 64 + effect * 16 + count) that answered trigger line
  // `answered_line_`.
  int16_t trigger_actor_ = kNoPiece;
  int trigger_actor_line_ = 0;
  int board_line_ = 0;
  int16_t board_winner_ = kNoPiece, board_loser_ = kNoPiece;
  SmallList<int, 8> answered_;
  int answered_line_ = 0;
  // Format 2's `when {event: hit}` (rules_use_hit.cc): the shoot line whose hits the `use @N`
  // lines right after it answer (-1: none), its shooter, per shot the ship or creature hit
  // (kNoPiece: a miss; kHitFort: a fort), the effects due (per AbilitySet::hits expression: its
  // first source, the lines still owed, a bit per shot answered), and the (ship, expression)
  // pairs of `once: turn` used this turn.
  struct HitDue {
    int16_t ability = 0;
    uint8_t owed = 0;
    uint16_t answered = 0;
  };
  static constexpr int16_t kHitFort = -3;
  int hit_line_ = -1;
  int16_t hit_by_ = kNoPiece;
  SmallList<int16_t, kMaxShots> hit_targets_;
  SmallList<HitDue, 8> hits_due_;
  std::vector<std::pair<int16_t, int16_t>> hits_turn_;
  // `use … board-range` (rules_use_hit.cc): its line, the ship and the enemy it may board next.
  int board_range_line_ = -1;
  int16_t board_range_by_ = kNoPiece, board_range_target_ = kNoPiece;
  // Slice raid (rules_raid.cc): each raider docked at an enemy home island under `allow
  // {raid}`: the island, the turn it docked in (turn_number()), its owner then, and the coins
  // loaded there since; kept until the `turn` line that ends its owner's next turn.
  struct RaidDock {
    int16_t ship = kNoPiece, island = kNoPiece;
    int8_t owner = 0;
    int turn = 0;
    int loaded = 0;
  };
  std::vector<RaidDock> raids_;
  // Slice fear (rules_fear.cc): the ships whose Fear rolled this turn; the ships a Fear's 6 gives
  // base move S on their owner's next turn (`second`: that turn has begun).
  std::vector<int16_t> fear_rolled_;
  std::vector<std::pair<int16_t, bool>> fear_slowed_;
  // Slice fear (rules_explore_when.cc): the last explore line, and the island it explored (at an
  // island) or the ship (at sea).
  int explore_line_ = 0;
  int16_t explore_island_ = kNoPiece, explore_other_ = kNoPiece;
};

}  // namespace qm::pirates

// One line of a Pirates record as the engine reads it: the verb and its arguments with
// every piece resolved to its index in Pieces (pieces.h). notation.h reads a line into an
// Action and writes an Action back as a line; state.h checks and applies it. No strings:
// an id the record does not have is kUnknownPiece and its text is kept in `unknown` only
// for the message (`piece-unknown`, or `board-take` for a crew).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "games/pirates/abilities.h"
#include "games/pirates/geometry.h"

namespace qm::pirates {

// Ruling, Reef, Sargasso, Escape, Whirlpool, Fog, Iceberg and Drift are format 2's (a referee's
// ruling applied as written; the lines a move that met a reef or a Sargasso Sea owes; the escape
// from a Sargasso Sea; the jump from a whirlpool to another; a fog bank's entry and exit; the
// turn's iceberg roll and an iceberg's drift; a fort built, rules_fort.cc; the cargo lines,
// rules_cargo.cc; a mysterious island's roll after a dock, rules_mystery.cc); the verbs up to
// Scuttle are format 1's.
enum class Verb : uint8_t {
  Turn,
  Move,
  Dock,
  Explore,
  Shoot,
  Ram,
  Board,
  Tow,
  Repair,
  Scuttle,
  Ruling,
  Reef,
  Sargasso,
  Escape,
  Whirlpool,
  Fog,
  Iceberg,
  Drift,
  Build,
  Load,  // format 2's cargo lines (rules_cargo.cc)
  Unload,
  Transfer,
  Leave,
  Mystery,
  Reveal,  // an event turned face up and applied (rules_event.cc)
  Extra,   // an extra action granted by an `act` ability (rules_extra.cc)
  Fire,    // a ship's fire-mast dice (rules_fire.cc): `dice`, the spreads' `/N` in `losses`
  Use      // an ability used by a `use` line: a `take` or a `cancel` (rules_use.cc)
};
const char* verb_name(Verb v);

constexpr int kUnknownPiece = -2;  // named in the line, but not a piece of the record
constexpr int kMaxPoints = 8;      // points of one move line
constexpr int kMaxCoins = 16;      // coins of one line (unloaded, explored, shared)
constexpr int kMaxShots = 16;      // shots of one line

// A fixed-capacity list, so that an Action (and the table) copies without allocating.
template <typename T, int N>
struct SmallList {
  std::array<T, N> items{};
  uint8_t size = 0;
  bool full() const { return size == N; }
  void push_back(T v) { items[size++] = v; }
  const T* begin() const { return items.data(); }
  const T* end() const { return items.data() + size; }
  T* begin() { return items.data(); }
  T* end() { return items.data() + size; }
  const T& operator[](int i) const { return items[size_t(i)]; }
  T& operator[](int i) { return items[size_t(i)]; }
  bool empty() const { return size == 0; }
  void clear() { size = 0; }
};

using Coins = SmallList<int16_t, kMaxCoins>;

// The index of a coin worth `value` in `coins`, or -1.
inline int coin_at(const Coins& coins, int value) {
  for (int k = 0; k < coins.size; ++k)
    if (coins[k] == value) return k;
  return -1;
}

// Removes the coin at index k, keeping the others in their order.
inline void remove_coin(Coins& coins, int k) {
  for (int j = k; j + 1 < coins.size; ++j) coins[j] = coins[j + 1];
  --coins.size;
}

// A shot's `mast` for `B>` (format 2: a Broadsides Attack, rules_broadside.cc); its `/N,M,…`
// are the Action's `losses`. An extra cannon `xK>` (rules_special_cannon.cc) is mast -K.
constexpr int8_t kBroadsideMast = -128;

// `MAST>TARGET:D6[,D6]h|m[/N][!KIND]`
struct Shot {
  // The two 16-bit fields first: 12 bytes, no padding (Action copies 16 of them).
  int16_t target = -1;             // ship index, or kUnknownPiece
  int16_t crew = -1;               // a grape shot's `/CREW`: the crew lost, or kUnknownPiece
  int8_t mast = 0;                 // 1-based, as written
  uint8_t die = 0;                 // the first roll
  bool rerolled = false;           // a Cannoneer's second roll is written
  uint8_t reroll = 0;              // that roll, as written (die-value checks it)
  bool hit = false;                // `h` written (else `m`)
  int8_t choice = 0;               // `/N`: the mast the target's owner removes, 0: not written
  bool at_fort = false;            // format 2: `target` is a fort's index (its flag is removed)
  ShotKind kind = ShotKind::None;  // format 2: `!KIND`, a special shot (abilities.h)
  // Format 2: `xK>` (K = extra(), from 1) and `B>`.
  int extra() const { return mast < 0 && mast != kBroadsideMast ? -mast : 0; }
  bool broadside() const { return mast == kBroadsideMast; }
};
static_assert(sizeof(Shot) == 12);

enum class BoardEffect : uint8_t { None, Take, Kill };

// A ship a drifting iceberg hits (`hit A1/2`): the mast its owner chooses, 0: not written.
struct IcebergHit {
  int16_t ship = -1;  // or kUnknownPiece
  int8_t mast = 0;
};

// What a `use` line does (rules_use.cc): a `take`, or a `cancel`; a shot's effect (`@N`) or a
// boarding without a ram (`board-range TARGET`, `other`; rules_use_hit.cc); from TakeAll on
// (rules_when.cc), a `when`'s effect after its trigger: `take-all OTHER ITEM…`, `kill-all
// OTHER`, `repair MAST…` (the masts in `losses`), `kill OTHER CREW…`. Fear (rules_fear.cc, a
// turn-start line, before TakeAll: it answers no trigger): `SHIP:D6 …`, the ships in `items`
// and their dice in `dice`.
enum class UseEffect : uint8_t {
  Take,
  Cancel,
  Hit,
  BoardRange,
  Fear,
  // slice h41-range: `use SRC range`, `use SRC explore ISLAND` (before TakeAll: the `when`
  // effects come last)
  Range,
  Explore,
  TakeAll,
  KillAll,
  Repair,
  KillCrew,
  SwapCoin,    // slice fear: `swap COIN ISLAND COIN`, `coins` the two coins, `island` the other
  OwnDerelict  // slice fear: `own OTHER X,Y X,Y`, `points` the two ships' new centres
};

// What a whirlpool's d6 of 4-6 takes: `lose mast N`, `lose COIN`, `lose CREW`.
enum class WhirlpoolLoss : uint8_t { None, Mast, Coin, Crew };

// Where a coin of a `ruling` line is taken from or put: a ship, an island (a home island is
// its owner's home gold), the home island of the player writing the line, or out of the game.
struct CoinPlace {
  enum Kind : uint8_t { Ship, Island, Home, Out, Fort } kind = Out;
  int16_t index = -1;  // the ship, island or fort; kUnknownPiece for an id the record lacks
};

// One change of a `ruling` line (format 2), applied as written (rules_ruling.cc).
// Value: a unique treasure's gold (`coin`); Face: a crew's or equipment's face (`up`).
enum class ChangeKind : uint8_t {
  Mast,
  At,
  Item,
  Coin,
  Sink,
  Owner,
  Grant,
  Gold,
  Place,
  Off,
  Value,
  Face
};
struct RulingChange {
  ChangeKind kind = ChangeKind::Sink;
  int16_t piece = -1;  // the ship (mast, at, sink, owner, grant), the crew or equipment (item),
                       // the terrain piece (place); off: a crew (or a ship when `ship`)
  bool ship = false;   // off: the piece is a ship
  int8_t turns = 0;    // off: the `turn` lines it lasts through (1: this turn; 0: the game)
  int mast = 0;        // mast: the mast's number, lost (-) or restored (+)
  bool restore = false;
  Point at;  // at, place
  bool heading_given = false;
  double heading = 0;
  int coin = 0;        // coin: its gold; gold: the correction, + or -
  CoinPlace from, to;  // coin; item: `to` only
  int8_t player = -1;  // owner, gold
  std::string text;    // the change as written, for messages; an unknown id's text
  // Rulebook slice: `place` of a trade current gives its strip, `at` to `strip_to`; `face`.
  Point strip_to;
  bool strip = false;
  bool up = false;
};

// A `ruling` line: the referee's note and the changes, in order.
struct RulingLine {
  std::string note;
  std::string changes;  // as written after the note
  std::vector<RulingChange> list;
};

struct Action {
  Verb verb = Verb::Turn;
  int8_t player = -1;
  int16_t ship = -1;                    // the acting ship (all verbs but turn), or kUnknownPiece
  int16_t other = -1;                   // ram, board, tow: the other ship, or kUnknownPiece
  int16_t island = -1;                  // dock
  SmallList<Point, kMaxPoints> points;  // move
  Coins coins;                          // dock (unload), explore, shoot (share)
  bool unload = false;                  // dock: `unload` written
  bool share = false;                   // shoot: `share` written
  SmallList<Shot, kMaxShots> shots;     // shoot
  uint8_t die = 0, die2 = 0;            // ram, scuttle: die; board: die (the writer's), die2
  bool hit = false;                     // ram: `h` written
  int8_t mast = 0;                      // ram `/N`, repair N, whirlpool `lose mast N`
  BoardEffect effect = BoardEffect::None;
  int16_t take = 0;     // board: the coin taken; whirlpool: the coin lost
  int16_t crew = -1;    // board: the crew killed; whirlpool: the crew lost; or kUnknownPiece
  std::string unknown;  // the text of an id that is kUnknownPiece (the first one)
  std::shared_ptr<const RulingLine> ruling;  // a `ruling` line's (format 2)
  // Terrain lines (format 2): the terrain piece; `D1,D2` written (die2 the die that stands);
  // the masts chosen, `/N` each.
  int16_t terrain = -1;
  bool rerolled = false;
  SmallList<int8_t, 16> losses;
  // escape: the position written (points[0]) and the heading, when the piece is freed;
  // whirlpool: where the piece is placed, and whether a heading is written.
  bool placed = false;
  double heading = 0;
  // whirlpool (`terrain` is FROM): the whirlpool it jumps to; the loss written. A fog exit:
  // the fog bank it leaves by when one is named (`allow {fog-hop}`, slice h41-deny).
  int16_t to_terrain = -1;
  bool heading_given = false;
  WhirlpoolLoss loss = WhirlpoolLoss::None;
  // fog: `exit` written (the die is the exit's), else the entry's place (points[0]);
  // iceberg: the roll (die); drift: the edge's die, the new centre (points[0]), the ships hit.
  bool exit = false;
  SmallList<IcebergHit, 16> hits;
  // Forts (format 2, rules_fort.cc): the fort of a `build` line (with `island`, the docked
  // `ship` and the coins paid), or the fort that shoots (`ship` is then -1); kUnknownPiece
  // for a build's id the record lacks.
  int16_t fort = -1;
  bool other_fort = false;  // ram, board, tow: `other` is a fort's index (never allowed)
  // Cargo lines and explore at sea (format 2, rules_cargo.cc): the crew named (indices, or
  // kUnknownPiece for an id the record lacks) beside the coins; an explore at sea (`other` the
  // ship explored) also lists what SHIP gives after `give`.
  SmallList<int16_t, kMaxCoins> items;
  bool at_sea = false;
  SmallList<int16_t, kMaxCoins> give_items;
  Coins give_coins;
  // mystery (rules_mystery.cc; `island`, `die`): the row's extra dice (`dice 5,3,6`); its
  // choices `lose 2,1` (masts, in `losses`) and `lose A1a` (crew, in `items`). reveal: a die
  // per crew aboard the target (`other`, or a fort's index with `other_fort`).
  SmallList<uint8_t, 16> dice;
  // reveal (rules_event.cc): the event (index in Pieces::events), or kUnknownPiece.
  int16_t event = -1;
  // extra (rules_extra.cc; `ship` the piece granted, `die` 0 when none is written, the crew paid
  // in `items`): the source, a crew's or equipment's index in Pieces::crew or, with
  // `source_ship`, a ship's; kUnknownPiece for an id the record lacks (its text in `unknown`).
  int16_t source = -1;
  bool source_ship = false;
  // use (rules_use.cc; `source`, `source_ship` as for extra): a `take` from `other`, the crew
  // ids in `items` and the coins in `coins`, what is given back in `give_items`, `give_coins`.
  // The acting ship is the one carrying the source, found when the line is checked. A `cancel`
  // names its target in `other` (a ship) or `crew`, its d6 in `die` (0: none written).
  UseEffect use = UseEffect::Take;
  // use `@N` (rules_use_hit.cc): the shot of the shoot line before (1-based) whose hit the
  // effect follows, and the effect written: `kill CREW...` (in `items`), `cargo ITEM...` (in
  // `items`, `coins`), `mast [/M...]` (the owner's choices in `losses`).
  int8_t at_shot = 0;
  HitAbility::Effect hit_effect = HitAbility::KillCrew;
  // Slice h40-immune: board's re-rolled dice (`D1,D2`, the second stands), the writer's (`die`)
  // and the other ship's (`die2`); a ram's re-roll is `rerolled` and `die2`.
  bool board_rerolled = false, board_rerolled2 = false;
  uint8_t board_reroll = 0, board_reroll2 = 0;
};

}  // namespace qm::pirates

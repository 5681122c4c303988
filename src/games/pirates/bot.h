// Pirates players for simulated games: what every bot shares (the lines a ship may still
// play, found with the table geometry of geometry.h exactly as the engine tests it, and
// lines built so that the engine accepts them: dice drawn, hits and sinkings worked out),
// and the random bot. The treasure bot is greedy_bot.h.
//
// A bot plays a turn ship by ship, in the order of the fleet (pirates_game_state.h keeps
// the cursor). For the ship at the cursor it says, without drawing on chance, whether the
// ship has another line to play this turn (has_line), and then draws that line (line). Free
// actions due come first, in this order: board right after its ram, dock where it touches
// an island it may dock at after its move, explore free (an Explorer's ship, or after
// docking at an island explored before), ram an enemy its bow touches, tow a derelict
// whose bow it touches, a Captain's shoot after the move; then the ship's one standard
// action. Every flag a line sets (docked, explored, rammed, ...) rules that line out for
// the rest of the turn, so a turn always ends.
//
// The random bot (`--bot random`): a uniform choice among the standard actions the ship
// can take (move, shoot, explore, repair); a move of 1 to all of its rulers' segments, each
// ending at a random whole-millimetre point within its ruler, tried up to 8 times until no
// segment crosses an island or a ship, no point but the last touches one and the ship
// stays on the table (the islands' box and 1 L round it), else a move on the spot; shots at
// random targets in range with a clear line of fire; the coins it explores and shares at
// random; every free action due taken. Derelicts are never scuttled.
//
// Format 2 (`qm simulate --table`): every bot first writes what the table asks of the ship
// (table_lines.h: a fog bank's exit and the move after it, a Sargasso escape); a ship lost in
// a fog bank takes no other line and is nobody's target, icebergs are obstacles, fog banks
// block lines of fire, and a sea creature only moves and shoots. Ships shoot at enemy forts
// as at ships; a move counts the S of its owner's trade current it starts on; the dealt
// abilities are used: `extra` after the ship's action, special shots, an event's `reveal`
// at the start of the turn (see below), the `fire` lines due and `use` lines (bot_abilities.h).
#pragma once

#include <array>
#include <optional>

#include "games/pirates/action.h"
#include "games/pirates/state.h"
#include "games/random.h"

namespace qm::pirates {

// What the game state remembers of the turn for its bot.
struct TurnMemory {
  int rammed_last = kNoPiece;    // the ship whose ram was the line just played (board due)
  int ram_target = kNoPiece;     // the ship it rammed
  int scuttled_last = kNoPiece;  // the ship whose scuttle was the line just played (one a turn)
  int exited_last = kNoPiece;    // format 2: the ship that left a fog bank (its move is due)
  bool built = false;            // format 2: the line just played built a fort (turn is due)
  int moved_last = kNoPiece;     // format 2: the ship whose move was the line just played
  bool turn_start = false;       // format 2: only turn-start lines so far this turn (reveal)
  // Slice bots (bot_shots.h): the ship whose shoot line was the line just played (or answered
  // by the `use` lines since), and the piece each of its shots hit (kNoPiece: a miss or a fort).
  int shot_last = kNoPiece;
  std::array<int16_t, 16> hit_targets{};
  int hits = 0;
};

class PiratesBot {
 public:
  virtual ~PiratesBot() = default;
  // Whether `ship` (the current player's) has another line to play this turn; no chance.
  virtual bool has_line(const State& s, int ship, const TurnMemory& m) const = 0;
  // That line, legal in `s`; nullopt when none is found after all (a move with no room).
  virtual std::optional<Action> line(const State& s, int ship, const TurnMemory& m,
                                     sim::Rng& rng) const = 0;
  // That line with its choices drawn on `choice` and its dice on `dice` (the search bot's
  // policy, playout_bot.h); by default line() with both on `choice`.
  virtual std::optional<Action> line_with_dice(const State& s, int ship, const TurnMemory& m,
                                               sim::Rng& choice, sim::Rng&) const {
    return line(s, ship, m, choice);
  }
};

// --- What the bots share ---

enum class FreeLine : uint8_t { None, Board, Dock, Explore, Ram, Tow, CaptainShoot, Raid };
struct FreeChoice {
  FreeLine kind = FreeLine::None;
  int other = kNoPiece;  // the island docked at, the ship rammed or towed
};
// The first free line due for `ship`; `ram_and_tow`: whether the bot rams and tows at all.
// Format 2: a raider (`allow {raid}`, bot_shots.h) docks at an enemy home island holding
// coins and loads one (Raid).
FreeChoice free_line_due(const State& s, int ship, const TurnMemory& m, bool ram_and_tow);

// The standard actions `ship` can take now (bits of StandardLine).
enum StandardLine : uint8_t { kMove = 1, kShoot = 2, kExplore = 4, kRepair = 8 };
uint8_t standard_lines(const State& s, int ship);

// The rulers of the ship's move now (mm): its base move (S while towing), a Helmsman's S.
struct Rulers {
  std::array<double, kMaxPoints> mm{};
  int n = 0;
};
Rulers move_rulers(const State& s, int ship);

// The random bot's move (see the top of this file); nullopt when even a move on the spot
// would not do.
std::optional<Action> random_move_line(const State& s, int ship, sim::Rng& rng);

// Whether the segment from..to is a legal piece of `ship`'s move: it crosses no island and
// no ship in play (but its tow), and, unless it is the last, ends touching none.
bool segment_ok(const State& s, int ship, Point from, Point to, bool last);
// The first island `ship` touches, or kNoPiece.
int touching_island(const State& s, int ship);
// Whether `shooter` may fire at `target` but for range: an enemy in play, not docked at its
// home island, with a clear line of fire.
bool fair_target(const State& s, int shooter, int target);
// Whether one of its standing cannons reaches a fair target (format 2: or an enemy fort).
bool has_target(const State& s, int ship);
// Whether a cannon of `ruler` (a ship's or a fort's) may fire at the piece `target` and hit
// it: no working `immune` of the target refuses the shot or makes it miss (abilities.h).
bool cannon_may_hit(const State& s, int target, Ruler ruler);
bool cannon_may_hit(const State& s, RollPiece target, Ruler ruler);  // a ship's or a fort's
// Format 2: how far `ship` is from the circle of the island of the fort `fort` (a shot's
// range), and whether it may fire at that fort but for range: a standing enemy fort whose
// circle's nearest point no other island, no ship and no terrain that blocks fire hides.
double fort_range(const State& s, int ship, int fort);
bool fair_fort_target(const State& s, int ship, int fort);

// The table the bots keep to: the islands' box, with one L round it.
struct TableBox {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool holds(Point p) const { return p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1; }
};
TableBox table_box(const State& s);

inline uint8_t d6(sim::Rng& rng) { return uint8_t(1 + rng.below(6)); }

// Lines ready to play (dice drawn from `rng` where the line has some).
Action base_action(const State& s, int ship, Verb verb);
Action dock_line(const State& s, int ship, int island);  // unloads all gold at home
// The ship's shoot line: each standing cannon with a fair target in range fires at the one
// `pick` chooses (random, or the best for the treasure bot); dice, a Cannoneer's re-roll,
// hits, masts removed (highest standing; the random bot sometimes names one), sinkings and
// the two-player share worked out. Empty shots when no cannon has a target.
enum class Pick { Random, Best };
Action shoot_line(const State& s, int ship, Pick pick, sim::Rng& rng);
Action ram_line(const State& s, int ship, int target, sim::Rng& rng);
// Right after `ship`'s ram: both dice; the winner takes the loser's best coin when it has
// room, else removes a crew of the loser (random bot) or does nothing.
Action board_line(const State& s, int ship, int target, Pick pick, sim::Rng& rng);
// The island's coins the ship takes: as many as it has room for, the best or at random.
Action explore_line(const State& s, int ship, Pick pick, sim::Rng& rng);
// The line of the free choice `due` (free_line_due), dice drawn from `rng`; nullopt for none.
std::optional<Action> free_line(const State& s, int ship, const FreeChoice& due, Pick pick,
                                sim::Rng& rng);

// Format 2's abilities (`qm simulate --table abilities`, deal_table.h):
// - the `extra` line of `ship` now: after its one non-free action, with no grant yet, from
//   its own or a crew's `act {grant: extra}` that the engine accepts now (tried on a copy of
//   the table), its die drawn from `dice`; an act that costs a crew is paid with the ship's
//   crew of the fewest points, and only when the ship has an action to take after it; nullopt
//   when none;
bool extra_due(const State& s, int ship);
std::optional<Action> extra_line(const State& s, int ship, sim::Rng& dice);
// - the current player's `reveal` at the start of its turn (`m.turn_start`): its first
//   event face down whose target is an enemy ship with a crew aboard (the most crew, not lost
//   in a fog bank), a d6 per crew; nullopt when none.
bool reveal_due(const State& s, const TurnMemory& m);  // no chance
std::optional<Action> reveal_line(const State& s, const TurnMemory& m, sim::Rng& dice);

// Format 2: `move` as the free move after `ship`'s shoot action (`allow {shoot-move}`,
// bot_shots.h), when one is due and the engine accepts it (tried on a copy); else nullopt.
std::optional<Action> shoot_move_line(const State& s, int ship, std::optional<Action> move);

// Whether `ship` has a line to play for a bot that rams and tows: a free line due, or a
// standard action (the random and play-out bots' has_line).
bool has_any_line(const State& s, int ship, const TurnMemory& m);

class RandomBot : public PiratesBot {
 public:
  bool has_line(const State& s, int ship, const TurnMemory& m) const override;
  std::optional<Action> line(const State& s, int ship, const TurnMemory& m,
                             sim::Rng& rng) const override;
};

}  // namespace qm::pirates

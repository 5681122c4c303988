// The checks of each verb (rules_<verb>.cc), each in the order docs/rules-pirates.md lists, and
// the application of a legal line. Internal to the engine: State::play (state.cc) calls
// them after the checks every line shares.
#pragma once

#include <optional>
#include <string>

#include "games/pirates/state.h"

namespace qm::pirates {

// Whether a cannon's d6 `die` hits a cannon of `rank` with the mods `mod` at work: a 1 always
// misses, whatever the mods (abilities.h). The bots roll their shots with it too.
inline bool shot_hits(int die, int rank, int mod) { return die != 1 && die + mod >= rank; }

// A `use-target` violation: the piece an ability's line names is not one it may act on.
inline Violation use_target(std::string text) { return Violation{"use-target", std::move(text)}; }

struct Rules {
  static std::optional<Violation> move(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> dock(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> explore(State& s, const Action& a);
  static std::optional<Violation> shoot(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> ram(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> board(State& s, const Action& a);
  static std::optional<Violation> tow(State& s, const Action& a, Fault* fault);
  static std::optional<Violation> repair(State& s, const Action& a);
  static std::optional<Violation> scuttle(State& s, const Action& a);
  static std::optional<Violation> ruling(State& s, const Action& a);  // rules_ruling.cc
  static std::optional<Violation> move_coin(State& s, const Action& a, const RulingChange& c);
  static std::optional<Violation> move_item(State& s, const Action& a, const RulingChange& c);
  static std::optional<Violation> value_or_face(State& s, const RulingChange& c);
  static std::optional<Violation> place_ok(const State& s, const Action& a, const RulingChange& c,
                                           const CoinPlace& p);
  static std::optional<Violation> reef(State& s, const Action& a);  // rules_terrain.cc
  // mast-choice for a line on which ship `i` loses `count` masts (a reef, a mysterious roll),
  // naming some in `lose`: each named mast standing, and named once. `chosen` receives a bit
  // per mast lost: those named, then the highest-numbered standing ones.
  static std::optional<Violation> lost_masts(const State& s, int i, const Action& a, int count,
                                             uint16_t& chosen);
  static std::optional<Violation> sargasso(State& s, const Action& a);
  static std::optional<Violation> escape(State& s, const Action& a);
  static std::optional<Violation> whirlpool(State& s, const Action& a);  // rules_whirlpool.cc
  static std::optional<Violation> fog(State& s, const Action& a);        // rules_fog.cc
  // creature-action (format 2, rules_creature.cc): a sea creature as the acting piece of a
  // verb other than move and shoot, or as the other piece of a ram, board or tow. Checked
  // before fog-lost; a new verb a creature may not take adds its case there.
  static std::optional<Violation> creature_action(const State& s, const Action& a);
  // fog-lost for the acting piece (and the other piece of a ram, board or tow), before a
  // verb's own checks.
  static std::optional<Violation> fog_lost(const State& s, const Action& a);
  static std::optional<Violation> iceberg(State& s, const Action& a);  // rules_iceberg.cc
  static std::optional<Violation> drift(State& s, const Action& a);
  // iceberg-order: the turn's iceberg roll and the drifts it calls for come first.
  static std::optional<Violation> iceberg_order(const State& s, const Action& a);
  // rules_mystery.cc: the rolls a dock leaves due; the line that is not the next of them;
  // a `mystery` line.
  static void owe_mystery(State& s, const Action& dock);
  static std::optional<Violation> mystery_order(const State& s, const Action& a);
  static std::optional<Violation> mystery(State& s, const Action& a);
  // A mysterious row's effects while they last (rules_effects.cc): those a roll of ship i at
  // `island` (row `row`) starts; the extra rulers they give ship i's moves (appended to
  // `rulers` from `n`, and named in `text`); deny-broken for an explore they forbid; the
  // effects that end after a legal move or dock of a.ship, and at a `turn` line of `player`.
  static void start_effects(State& s, int i, int island, int row);
  static int effect_rulers(const State& s, int i, Ruler* rulers, int n, int cap, std::string& text);
  static std::optional<Violation> effect_denies_explore(const State& s, int i, int island);
  static void end_effects(State& s, const Action& a);
  static void end_effects_at_turn(State& s, int player);
  // A piece's own `stat` entries at work on ship i (format 2, rules_stat.cc): the `=` move
  // (for a derelict, only an `if: {derelict: true}` one), its index in AbilitySet::stats or -1;
  // its rulers (into `rulers`, at most `cap`; named in `text`); the rulers the `+S`/`+L` entries
  // add (appended from `n`, named in `text`); the cargo places the `cargo` entries add; whether
  // a `no-cargo: crew` entry works (the crew aboard take no place).
  static int stat_base(const State& s, int i, bool derelict);
  static int stat_set_rulers(const State& s, int k, Ruler* rulers, int cap, std::string& text);
  static int stat_rulers(const State& s, int i, Ruler* rulers, int n, int cap, std::string& text);
  static int stat_cargo(const State& s, int i);
  static bool stat_no_cargo_crew(const State& s, int i);
  // deny-broken (format 2, rules_deny.cc): a working `deny` of ship i forbids `what`.
  static std::optional<Violation> denied(const State& s, int i, DenyAbility::What what);
  // Slice h41-deny (rules_deny.cc): the crew among `items` that a working `deny {leave-ship}`
  // keeps aboard ship `from` (the table before the line); a crew a line put aboard (`boarded`,
  // onto the ship of `onto` with the same index) while a `deny {carry-crew}` works on it.
  static std::optional<Violation> denied_leave(const State& s,
                                               const SmallList<int16_t, kMaxCoins>& items,
                                               int from);
  static std::optional<Violation> denied_carry(const State& s,
                                               const SmallList<int16_t, 2 * kMaxCoins>& boarded,
                                               const SmallList<int16_t, 2 * kMaxCoins>& onto);
  // `extra` (format 2, rules_extra.cc): extra-source, then the grant.
  static std::optional<Violation> extra(State& s, const Action& a);
  // terrain-line for a terrain line of `kind`; reroll-source for a terrain die re-rolled
  // (`what`: "a reef's die").
  static std::optional<Violation> terrain_line(const State& s, const Action& a, TerrainKind kind);
  static std::optional<Violation> no_reroll(const State& s, const Action& a, const char* what);
  // terrain-missing: the line is not the first terrain line the last move owes.
  static std::optional<Violation> owed_first(const State& s, const Action& a);
  // After a legal move of `ship`: the terrain lines it owes.
  static void owe_terrain_lines(State& s, int ship, Point start, const Action& a);

  // Forts (format 2, rules_fort.cc): a `build` line; a line whose acting piece is a fort
  // (piece-not-own, die-value, fort-action, then its shots); a ram, board or tow that names
  // a fort as its other ship; a ship's shot at a fort (its target-side rules and the hit).
  static std::optional<Violation> build(State& s, const Action& a);
  static std::optional<Violation> fort_acts(State& s, const Action& a, Fault* fault);
  static Violation fort_not_a_ship(const State& s, const Action& a);
  // rules_shoot.cc, after a legal shot of ship i: the re-roll it used (`src` a `reroll`
  // entry, else the Cannoneer); a special shot's use and its `on-1` (abilities.h).
  static void use_rerolls(State& s, int i, const Shot& shot, int src);
  static void special_shot(State& s, int i, int src, int die);
  // Ship i's shoot action is spent (a Captain's shot after its move is noted).
  static void shoot_action_spent(State& s, int i);
  // A shot sinks ship t: its coins join the line's pool (sink-share shares it), its owner's
  // ledger and the facts record the gold lost, then it sinks.
  static void sink_by_shot(State& s, int t, SmallList<int16_t, 4 * kMaxCoins>& pool,
                           int& pool_gold);
  // sink-share after a shoot line by `me` (a ship index, or -1 for `fort`), over the coins
  // `pool` aboard the ships it sank.
  static std::optional<Violation> share(State& s, const Action& a, int me, int ship, int fort,
                                        const SmallList<int16_t, 4 * kMaxCoins>& pool,
                                        int pool_gold);
  // A shot that hit or missed the fort `shot.target` (shot k of the line): mast-choice for
  // its `/N`, then a flag removed, or an abandoned fort destroyed.
  // A shot k at a fort (its Shot fact `fired`, recorded once the shot is legal).
  static std::optional<Violation> hit_fort(State& s, const Shot& shot, int k, const Fact& fired);

  // Format 2's cargo lines (load, unload, transfer, leave) and the explore at sea
  // (rules_cargo.cc); State::play puts the table back when they return a violation.
  static std::optional<Violation> cargo(State& s, const Action& a);
  // Slice h41b-deny2: a `load|unload … @ISLAND` of an `allow {cargo-range}` (rules_cargo_range.cc).
  static std::optional<Violation> cargo_range(State& s, const Action& a);
  static std::optional<Violation> explore_at_sea(State& s, const Action& a, Fault* fault);

  // Events (format 2, rules_event.cc): a `reveal` line's event and target (piece-unknown),
  // then its own rules (use-source, use-trigger, use-once, use-roll, use-target) and effect.
  static std::optional<Violation> reveal_pieces(const State& s, const Action& a);
  static std::optional<Violation> reveal(State& s, const Action& a);
  static std::optional<Violation> reveal_trigger(const State& s, const Action& a,
                                                 const EventSpec& e);
  static std::optional<Violation> reveal_target(const State& s, const Action& a, const EventSpec& e,
                                                const std::string& target,
                                                const std::vector<int>& crew);
  static void apply_reveal(State& s, const Action& a, const EventSpec& e,
                           const std::vector<int>& crew);
  // `use` lines (format 2, rules_use.cc): the source and the other piece (piece-unknown), then
  // fog-lost, use-source, use-once, use-target and the effect's rules (a `take`: cargo-not-there,
  // cargo-places). use_ship: the ship the source works on now (its own, or the one it is
  // aboard), or -1.
  static std::optional<Violation> use_pieces(const State& s, const Action& a);
  // `use SRC @N ...` (rules_use_hit.cc): a `when {event: hit}` effect on shot N of the shoot
  // line before: use-source, use-trigger, use-once, use-target, then the effect (mast-choice for
  // its masts). note_hits, after a legal shoot line: the effects it makes due; hits_owed, on any
  // other line than a `use` or a `reveal`: use-trigger when one is still due.
  static std::optional<Violation> use_hit(State& s, const Action& a);
  static void note_hits(State& s, const Action& a);
  static std::optional<Violation> hits_owed(const State& s);
  // `use SRC board-range TARGET` (rules_use_hit.cc): use-source, use-trigger (with the ship's
  // move action: right after its move, or as its action), use-target; the next line may board.
  static std::optional<Violation> use_board_range(State& s, const Action& a);
  // Slice h41-range: `use SRC range` (rules_range.cc): use-source, use-trigger (before its
  // ship's shoot line this turn), use-once (once a turn); its optional `stat {range}` then holds
  // for the ship's shots to the end of the turn.
  static std::optional<Violation> use_range(State& s, const Action& a);
  // Slice h41-range: after a legal line that loads or unloads items of ship a.ship (`load`,
  // `unload`, a `dock` that unloads gold, an explore that takes treasure), the free move of its
  // working `allow {move-after-cargo}`, once a turn (rules_move.cc makes it).
  static void cargo_moved(State& s, const Action& a);
  // Slice h41-range: `use SRC explore ISLAND` (rules_range.cc): use-source, use-once (once a turn
  // for its ship), use-target (a wild island within the entry's ruler of the ship, edge to edge);
  // the island is then explored for the ship's owner only (Island::explored_by).
  static std::optional<Violation> use_explore(State& s, const Action& a);
  static std::optional<Violation> use(State& s, const Action& a);
  static int use_ship(const State& s, const Action& a);
  static std::optional<Violation> use_cancel(State& s, const Action& a, const CancelAbility& c,
                                             int i, const std::string& src);
  // rules_cargo.cc, for a line that moves items between two ships: each crew of `crew` and
  // coin of `coins` from ship `from` onto ship `to` (cargo-not-there, as they move; `boarded`,
  // `onto` receive the crew and the ship it went aboard); then, once all moved, cargo-places,
  // cargo-points and cargo-zero-point-crew for `ships`.
  static std::optional<Violation> move_aboard(State& s, const Action& a,
                                              const SmallList<int16_t, kMaxCoins>& crew,
                                              const Coins& coins, int from, int to,
                                              SmallList<int16_t, 2 * kMaxCoins>& boarded,
                                              SmallList<int16_t, 2 * kMaxCoins>& onto);
  static std::optional<Violation> after_move(const State& s, const SmallList<int16_t, 2>& ships,
                                             const SmallList<int16_t, 2 * kMaxCoins>& boarded,
                                             const SmallList<int16_t, 2 * kMaxCoins>& onto);
  // After items moved between ships i and o (an explore at sea, a take): both ships' crew
  // counted again, then after_move's rules for both.
  static std::optional<Violation> after_exchange(State& s, int i, int o,
                                                 const SmallList<int16_t, 2 * kMaxCoins>& boarded,
                                                 const SmallList<int16_t, 2 * kMaxCoins>& onto);
  // A turn-start line (part 2's "A turn"): `turn`, the iceberg roll, a drift, a reveal (every
  // reveal: Divers' and Raft's follow an action line anyway; a `ruling` event's reveal before
  // the actions counts among the turn-start lines too), a fire line. Any other line is an
  // action line.
  static bool turn_start_line(Verb v) {
    return v == Verb::Turn || v == Verb::Iceberg || v == Verb::Drift || v == Verb::Reveal ||
           v == Verb::Fire;
  }

  // Fire masts (format 2, rules_fire.cc): fire-roll on a line while a ship's `fire` line is due;
  // a `fire` line (fire-roll, mast-choice, then the dice applied); mast `mast` of ship t turned
  // into a fire mast that burns by shot entry `src` (-1: the Fire Mast Rules card's); at player
  // p's `turn` line, the ships that sink burning and the `fire` lines due; a dock at home or at
  // one's own fort puts out ship i's fire masts (they stay lost).
  static std::optional<Violation> fire_order(const State& s, const Action& a);
  static std::optional<Violation> fire(State& s, const Action& a);
  static void set_on_fire(State& s, int t, int mast, int src);
  static void fires_at_turn(State& s, int p);
  static void put_out_fires(State& s, int i) { s.ships_[size_t(i)].fire = 0; }
  static const FireRules& fire_rules(const State& s, int src);

  // Extra cannons and Broadsides Attacks (format 2, rules_special_cannon.cc): the entry (index
  // in AbilitySet::cannons) of ship `ship`'s extra cannon xK at work, or -1; shoot-cannon for
  // an extra cannon's shot (`fired`: a bit per xK fired in the line), `src` receiving its entry;
  // a `B>` line (Rules::shoot hands it over).
  static int extra_cannon(const State& s, int ship, int k);
  static std::optional<Violation> extra_cannon_fires(const State& s, int i, const Shot& shot,
                                                     uint32_t fired, int& src);
  static std::optional<Violation> broadside(State& s, const Action& a, Fault* fault);
  // A Broadsides Attack's one d6, at a ship or a fort: shoot-reroll (no ability re-rolls it),
  // then shoot-roll (a hit when greater than `top_rank`, the highest rank of its `volley`).
  static std::optional<Violation> broadside_die(const Shot& shot, int volley, int top_rank);
  // Special shots (format 2, rules_shots.cc): a smoke shot of ship i (use-target, then its fog
  // bank placed); a stink shot's hit on ship t; an exploding shot's hit on ship t (a fire mast,
  // then a crew eliminated); at player p's `turn` line, p's smoke fog banks removed and the
  // stink shots that begin.
  static std::optional<Violation> smoke_shot(State& s, const Action& a, int i);
  static void stink_hit(State& s, int t);
  static void exploding_hit(State& s, const Shot& shot, int t, int src, bool no_mast = false);
  static void shots_at_turn(State& s, int p);
  // act slice (rules_act.cc): after a legal line, its acting ship is marked as named this turn
  // (a `when: before-action` grant comes before) and its first non-free action's kind kept
  // (`standard` was `standard_before` before the line); whether an `extra` line's source grants
  // at turn start (the line is then a turn-start line); the `when`, `to` and kind of a grant.
  static void note_acting(State& s, const Action& a, int standard_before);
  static bool turn_start_extra(const State& s, const Action& a);
  static std::optional<Violation> act_when(const State& s, const Action& a, const ActAbility& act,
                                           const std::string& src);
  static std::optional<Violation> same_kind(const State& s, int ship, Verb verb);
  // when-other slice (rules_when.cc): a `use` line answering a `when` trigger (use-source,
  // use-trigger, use-once, use-target, then the effect); a boarding's result kept for it.
  static std::optional<Violation> use_when(State& s, const Action& a);
  static void note_board(State& s, int ship, int other, int mine, int theirs);
  static std::optional<Violation> when_trigger(const State& s, const WhenAbility& w, int ship,
                                               const std::string& src);

  // Slice raid (rules_raid.cc): the coins a working `allow {raid}` lets `ship` load per dock at
  // an enemy home island (0: all it can carry; -1: no raid at work); a raider's dock there
  // noted; a `load` of coins there (cargo-place for more than its count, cargo-not-there for
  // more than that home holds), taken from that home; raid-leave on the `turn` line that ends
  // a raider's owner's next turn.
  static int raid_count(const State& s, int ship);
  static void raid_docked(State& s, int ship, int island);
  static std::optional<Violation> raid_load(State& s, const Action& a, int home_of);
  static std::optional<Violation> raid_leave(State& s);

  // Slice fear (rules_fear.cc): whether `a` is a Fear's `use` line (a turn-start line); its
  // ships named (piece-unknown); the line (use-source, use-trigger, use-once, use-roll,
  // use-target, then the dice applied); use-roll on the turn's first action line (or the next
  // `turn` line) while a Fear of the player whose turn it is owes its line; at player p's `turn`
  // line, the rolls forgotten and the 6s that slow p's ships begun (those of the turn before end).
  static bool fear_line(const Action& a) { return a.verb == Verb::Use && a.use == UseEffect::Fear; }
  static std::optional<Violation> fear_pieces(const State& s, const Action& a);
  static std::optional<Violation> use_fear(State& s, const Action& a);
  static std::optional<Violation> fear_owed(const State& s, const Action& a);
  static void fear_at_turn(State& s, int p);
  // Slice fear (rules_explore_when.cc): after a legal explore line, what it explored; a `use`
  // line of `swap-coin` or `[own, dock-home]` (use-source, use-trigger, use-once, use-target, then
  // the effect's own rules).
  static void note_explore(State& s, const Action& a);
  static std::optional<Violation> use_explore_when(State& s, const Action& a);

  // Slice h41-crewloss (rules_crewloss.cc): crew c would be eliminated: it is, or a working
  // `immune {to: crew-loss}` keeps it aboard (Kept) or sends it home (Home); the caller
  // recomputes its ship's crew.
  static CrewFate eliminate_crew(State& s, int c);

  // `action-budget` for a standard action of `ship` (`verb`), or nullopt; then (slice h41-deny)
  // `deny-broken` for a working `deny {action}` of the ship.
  static std::optional<Violation> budget(const State& s, int ship, Verb verb);
  static std::optional<Violation> action_budget(const State& s, int ship, Verb verb);
  static std::string mm(double v);  // "97.3"
  // For two ships `gap` mm apart edge to edge (both of the ruleset's radius), how far that
  // measured radius could be off before they touch: "; it would touch if the ships' r were
  // 21.6 mm or more".
  // The radii at which ships i and t, `gap` mm apart edge to edge, would touch.
  static std::string ships_touch_if(const State& s, int i, int t, double gap);

  // Slice h41-fortshots (rules_fortshots.cc): a hit on the standing fort t removes its flag
  // `flag` (0: the highest-numbered standing), or destroys it when abandoned (shot k's effect);
  // a Broadsides Attack of a ship at a fort, after its use-source and use-once (`src`).
  static void fort_takes_hit(State& s, int t, int flag, int k);
  static std::optional<Violation> broadside_at_fort(State& s, const Action& a, int src);
};

}  // namespace qm::pirates

// The abilities of a Pirates record beyond the six keywords of record v1
// (docs/abilities-pirates.md): what the header reader makes of them, and what the engine asks of
// them.
//
// - A `mod` entry of format 2 (`{mod: {roll: cannon|board|ram, by: N, vs: {nation: X}}}`)
//   changes the roll it names: shoot-roll, ram-roll, board-take (roll_mod below). The same
//   expression from two sources of one ship counts once. Its `if:` may ask for a friendly or
//   enemy piece within R of the carrier, or (a fort's) a ship docked at the fort's island.
//   A fort's own `mod`s change its shots; shots between a ship and a fort take the mods and
//   immunities of both.
// - Every other ability, and every `mod` whose parameters the engine does not model yet, is
//   *unmodelled*: format 1's free text, format 2's `{ruling: "...", affects: [...]}`, and the
//   vocabulary's keywords and primitives not modelled yet. An unmodelled ability is listed by
//   the audit, and every verdict on a line it could change says so (pirates_unmodelled.cc): it
//   could change a line that names the ship carrying it (the ship itself, or the ship a crew
//   is aboard), in one of the areas it affects (format 2's `affects:`, or the areas of its
//   primitive; format 1's free text: every area).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace qm::pirates {

class State;
struct Action;
struct Pieces;

// The areas of the game an ability can change, a bit each (format 2's `affects:` words).
enum AbilityArea : uint16_t {
  kAreaMove = 1 << 0,
  kAreaShoot = 1 << 1,
  kAreaRam = 1 << 2,
  kAreaBoard = 1 << 3,
  kAreaTow = 1 << 4,
  kAreaExplore = 1 << 5,
  kAreaDock = 1 << 6,
  kAreaCargo = 1 << 7,
  kAreaRepair = 1 << 8,
  kAreaTerrain = 1 << 9,
  kAreaActions = 1 << 10,
  kAreaSetup = 1 << 11,
  kAreaScoring = 1 << 12,
  kAreaDice = 1 << 13,
  kAreaAll = (1 << 14) - 1,
};
// "move", ... as `affects:` writes them; area_bit: 0 for another word ("all" is kAreaAll).
const char* area_name(AbilityArea area);
uint16_t area_bit(std::string_view word);
// "board, dice" (every area: "all").
std::string areas_text(uint16_t areas);

// Whose ability it is: a ship's own, a crew's (which works on the ship it is aboard), or a
// fort's (which works while the fort stands).
struct AbilityCarrier {
  int ship = -1;  // the ship's own (index in Pieces::ships), or -1
  int crew = -1;  // a crew's (index in Pieces::crew), or -1
  int fort = -1;  // a fort's (index in Pieces::forts), or -1
};

// A piece that rolls or is rolled against: a ship (or creature), or a fort.
struct RollPiece {
  int index = -1;
  bool fort = false;
};

struct UnmodelledAbility {
  AbilityCarrier carrier;
  std::string text;           // as the record writes it
  uint16_t areas = kAreaAll;  // what it could change
  // Slice coverage: its `to:` reaches other pieces than its carrier's ship (`{any: R}`,
  // `{friends: R}`, the fleet): a line in its areas is involved whatever piece it names.
  bool others = false;
};

enum class ModRoll : uint8_t { Cannon, Board, Ram };

// A condition (`if:`) the engine checks: a piece of a side within a distance of the
// carrier's piece (edge to edge, within the tolerance), or a ship docked at the carrier
// fort's island (`docked: here`).
struct ModCondition {
  enum Kind : uint8_t { WithinFriend, WithinEnemy, DockedHere } kind = WithinFriend;
  int8_t ruler = -1;  // within: 0 S, 1 L (Ruler's values); -1: `mm`
  double mm = 0;
};

// A `mod` the engine applies: `by` added to the `roll` of the carrier's ship (to: self), or
// to the rolls of enemies against it (to: attackers); only against (or by) pieces whose
// nation passes the filter.
struct ModAbility {
  AbilityCarrier carrier;
  ModRoll roll = ModRoll::Cannon;
  int by = 0;
  bool attackers = false;                // to: attackers
  std::vector<std::string> nations;      // vs: {nation: X} (or a list); empty: any nation
  std::vector<std::string> not_nations;  // vs: {not-nation: X}; "own": the carrier's nation
  std::vector<ModCondition> conditions;  // if: all must hold
  std::string text;                      // the entry as the record writes it
  int fort_nation = -1;                  // its entry in AbilitySet::fort_nation, or -1
  std::string expression;                // canonical text: `to`, `roll`, `by`, `vs`, `if` sorted
  int expression_id = 0;                 // equal expressions (and `attackers`), equal ids
};

// An `immune` the engine applies to shots at the carrier's ship: none may be fired at it
// (to: shot: shoot-immune), or none hits it (to: hit: shoot-roll); from cannons of one ruler
// (`from: {range: S|L}`), or from any.
struct ImmuneAbility {
  AbilityCarrier carrier;
  bool shot = false;  // to: shot; else to: hit
  int8_t ruler = -1;  // 0: S, 1: L (Ruler's values), -1: any
  // Slice h40-immune (rules_immune.cc): what else it protects from, and its other forms. A ram
  // (`to: ram`) removes no mast of the carrier's ship; `to: pin`: it is never stuck after its
  // ram. A shot or a hit only from a shooter within R (`from: {within: R}`) or from a fort
  // (`from: {kind: fort}`); only while its ship is docked (`if: {docked: any}`); `to: hit` with
  // `first: turn, if: {masts: all}`: the first hit on it each turn, while every mast stands.
  enum What : uint8_t { ShotOrHit, Ram, Pin, CrewLoss, Sink, OnlyOn6 } what = ShotOrHit;
  bool within = false;  // from: {within: R}
  int8_t within_ruler = -1;
  double within_mm = 0;
  bool from_fort = false;   // from: {kind: fort}
  bool docked = false;      // if: {docked: any}
  bool first_turn = false;  // first: turn, if: {masts: all}
  // Slice h41-crewloss (rules_crewloss.cc): `to: crew-loss` (a crew of the carrier's ship, or
  // the carrier crew itself, is not eliminated; `instead: home`: it goes to its owner's home
  // island), `to: sink` (its ship does not sink as a derelict or with its last mast) and `{to:
  // hit, only-on: 6}` (a shot's hit below a natural 6 removes no mast of it).
  bool instead_home = false;
};

// An `act` the engine applies (`extra` lines, rules_extra.cc): `{act: {grant: extra, roll?: N,
// once?: turn|game, cost?: crew}}`, one more non-free action of the carrier's ship this turn
// when the line's d6 is N or more (no roll: always), paid with a crew of that ship when it costs
// one. Equal expressions of one ship share their `once`.
struct ActAbility {
  AbilityCarrier carrier;
  uint8_t roll = 0;  // 0: the source rolls no die
  enum Once : uint8_t { Unlimited, Turn, Game } once = Unlimited;
  bool cost_crew = false;
  std::string text;       // as the record writes it
  int expression_id = 0;  // equal expressions, equal ids
  // act slice (rules_act.cc): what it grants (`grant: same`: the second action of the first's
  // kind; `grant: two`: one more, as `extra`), to whom (`to: any-own`: a ship of its owner's
  // fleet the line names, else the carrier's ship), and when the line may come (`when:
  // before-action`: before any line of this turn names the ship as its acting piece;
  // `turn-start`: among the turn-start lines). `born-leader` is {grant: same, roll: 5, when:
  // before-action, once: turn}.
  enum Grant : uint8_t { Extra, Same, Two } grant = Extra;
  enum When : uint8_t { Any, BeforeAction, TurnStart } when = Any;
  bool any_own = false;
};

// A `{reroll: {die: any, once: turn}}` the engine applies to its ship's cannon dice and terrain
// dice (a `D1,D2` written: the second stands), once in each turn. Equal expressions on one
// ship share one use a turn (`expression_id`, as ModAbility's).
struct RerollAbility {
  AbilityCarrier carrier;
  int expression_id = 0;
};

// The special shots the engine applies (rules_shoot.cc, rules_shots.cc); the others stay
// refused when written. Broadside: a Broadsides Attack (`B>`, rules_special_cannon.cc), never
// written as `!KIND`. notation.cc reads `!KIND` in this order, Chain to Double.
enum class ShotKind : uint8_t {
  None,
  Chain,
  Grapple,
  Grape,
  Fire,
  Firepot,
  Stink,
  Smoke,
  Exploding,
  Double,
  Broadside
};
const char* shot_kind_name(ShotKind k);

// How a fire mast burns (a `shot`'s `fire:`, rules_fire.cc): a bit per d6 face (face f: bit
// f-1) that burns it out (`out`: it becomes a lost mast) or spreads it (`spread`: another
// standing mast becomes a fire mast); its `fire` line comes among every turn's turn-start lines
// (`every_turn`), else before its ship's first action line. Without `fire:`, the Fire Mast Rules
// card's {out: [5, 6], spread: [1, 2], when: before-action}.
struct FireRules {
  uint8_t out = 0b110000;
  uint8_t spread = 0b000011;
  bool every_turn = false;
};

// A `{shot: {kind: chain|grapple|grape, once?: turn, on-1?: remove}}` the engine applies: a
// `!chain` (`!grapple`, `!grape`) shot of its ship needs one; `once: turn` one such shot a turn
// (equal expressions on one ship share it); `on-1: remove` a natural 1 (the die that stands)
// removes the card from the game. A `fire` or `firepot` shot (rules_fire.cc) turns a mast of
// its target into a fire mast that burns by `fire`; `range: S` (`range_s`) wants its target
// within S of the ship (use-target). `stink`, `smoke`, `exploding` (burning by `fire` too) and
// `double`: rules_shots.cc.
struct ShotAbility {
  AbilityCarrier carrier;
  ShotKind kind = ShotKind::None;
  bool once_turn = false;
  bool on1_remove = false;
  int expression_id = 0;
  FireRules fire;
  bool range_s = false;
};

// A `build` entry the set-up checks apply (setup_checks.cc): `{build: {points: +N}}` on a ship,
// crew or equipment (its owner's fleet may cost N more points than the game's total, while the
// entry works at set-up), `{build: {face-up: true}}` on a crew or equipment (it is written
// `face: up`: setup-face), or `{build: {no-cargo: true}}` on a crew or equipment (it takes no
// cargo place while its entry works: abilities_build.cc), or `{build: {discount: {count: N|all,
// what: crew-aboard}}}` on a ship or crew (the other crew aboard the ship cost N less, not below
// 0, or nothing: fleet-points, fleet-crew-points, cargo-points). Every other `build` stays
// unmodelled.
struct BuildAbility {
  AbilityCarrier carrier;
  enum Kind : uint8_t { Points, FaceUp, NoCargo, Discount, Link, LinkChoice } kind = Points;
  int points = 0;  // Points: N; Discount: N less a crew (0: all, it costs nothing)
  // Slice allow/build: a crew's `{build: {link: NAME | [NAMES] | {nation: X}}}` (Link): one more
  // cargo place while it is aboard a ship of that name or nation, or a ship carrying a crew of
  // that name (abilities_build.cc), whatever its nation, as `linked`.
  std::vector<std::string> link_names;
  std::string link_nation;
  // Slice coverage: `{build: {no-cargo: true, if: {face: up}}}` (NoCargo) on a crew or
  // equipment: it takes no place only while face up ("when revealed").
  bool face_up_only = false;
  // Slice h41-deny: a crew's `{build: {link-choice: {nation: X}}}` (LinkChoice, `link_nation` X):
  // the crew of nation X its record entry's `link:` names (`link_crew`; -1: none chosen) is its
  // partner, as a crew named by `link` (setup_checks.cc checks the choice: fleet-link).
  int link_crew = -1;
};

// A `stat` the engine applies (rules_stat.cc) to the carrier's ship: its move (`+S`/`+L` one
// more ruler; `=S`, `=L`, `=S+S`… its base move becomes these rulers; with `if: {derelict: true}`
// the `=` move is the one a derelict may make, and only a derelict's) and its cargo places
// (`+N` / `-N`; `no-cargo: crew`: its crew take none). Equal expressions on one ship count once
// (`expression_id`).
struct StatAbility {
  AbilityCarrier carrier;
  enum Move : uint8_t { NoMove, Add, Set } move = NoMove;
  uint8_t rulers = 0;     // Add: one ruler, Set: up to 4; a bit per ruler, 1 for L (Ruler's values)
  uint8_t count = 0;      // how many rulers `rulers` holds (bit k: the k-th ruler)
  bool derelict = false;  // `if: {derelict: true}`
  int8_t cargo = 0;       // places added (negative: taken away)
  bool no_cargo_crew = false;  // `no-cargo: crew`: the crew aboard take no place
  std::string text;            // as the record writes it
  int expression_id = 0;
  // Slice h40-immune: a move entry's `if:` (rules_stat_when.cc): `{cargo: empty}` (no coin nor
  // unique treasure aboard), `{cargo: full}` (no free cargo place), `{masts: all}` (every
  // printed mast standing), `{crew: captain}` (a Captain crew at work aboard).
  // Slice h41b-apply: `{crew: none}` (no crew aboard at all; equipment and unique treasures are
  // no crew), on a `cargo` entry only.
  enum When : uint8_t {
    Always,
    CargoEmpty,
    CargoFull,
    MastsAll,
    CrewCaptain,
    CrewNone
  } when = Always;
  bool cannons_keep = false;  // `cannons: keep`: every printed cannon fires while a mast stands
  uint8_t hits_per_mast = 0;  // `hits-per-mast: N` (2-6): a mast falls to every Nth hit of a line
  // Slice h40b-coin (rules_coin.cc): `{coin: +N, count: K|all}` (N more gold for K coins, 0: all,
  // of each dock line that unloads at home) and `{derelict: sinks}` (sinks when its last mast
  // falls).
  uint8_t coin = 0;
  uint8_t coin_count = 0;
  bool derelict_sinks = false;
};

// A `deny` the engine applies (rules_deny.cc): the carrier's ship may not shoot (with
// `if: {laden: true}`: while a coin or a unique treasure is aboard), move, explore (at an
// island or at sea), or take an island's last coin with an explore (`last-coin`); a line that
// does is `deny-broken`.
struct DenyAbility {
  AbilityCarrier carrier;
  enum What : uint8_t {
    Shoot,
    Move,
    Explore,
    LastCoin,  // `last-coin`
    // Slice h41-deny (rules_deny.cc): `carry-crew` (no crew goes aboard the carrier's ship, at
    // set-up or by a line), `leave-ship` (this crew leaves its ship by no line), `action`
    // (rules.cc, Rules::budget).
    CarryCrew,
    LeaveShip,
    AnyAction,  // `action` without `for`: the ship takes no non-free action
  } what = Shoot;
  bool laden = false;  // if: {laden: true}
  std::string text;    // as the record writes it
};

// Slice h41b-deny2: `{deny: {what: only-ship, name: SHIP}}` of a crew: its entries work only
// aboard the ship of that name (or id).
struct OnlyShipDeny {
  int16_t crew = -1;
  std::string ship;
};

// A `take` the engine applies (`use SRC take OTHER ITEM ...`, rules_use.cc): `{take: {from:
// touching | {within: R} | {friend-within: R}, count?: N|all, what?: coin|unique, random?: true,
// once?: turn|game}}`: treasure moved without boarding from an enemy ship it touches (or within
// R of it), or from a friendly one within R, onto the carrier's ship. `swap`, `to`, `what: any`,
// `island-within` and the common parameters beyond `once` stay unmodelled (the line is refused).
struct TakeAbility {
  AbilityCarrier carrier;
  enum From : uint8_t { Touching, Within, FriendWithin } from = Touching;
  int8_t ruler = -1;  // within: 0 S, 1 L (Ruler's values); -1: `mm`
  double mm = 0;
  int count = 1;        // 0: all (as many as its free places allow)
  bool unique = false;  // what: unique (else coin)
  enum Once : uint8_t { Unlimited, Turn, Game } once = Unlimited;
  std::string text;       // as the record writes it
  int expression_id = 0;  // equal expressions, equal ids (two sources, one ability)
};

// A `cancel` the engine applies (`use SRC cancel TARGET [D6]`, rules_use.cc): `{cancel: {target:
// crew|ship|any|ship-and-crew, count?: 1, within?: R, roll?: N, for?: turn, once?: turn|game}}`:
// the target's entries stop working until the next `turn` line (a ship's: its own; a crew's:
// its own; ship-and-crew: the ship's and those of every crew aboard), when the line's d6 is N or
// more (no roll: always); with `for: next-turn`, through the user's next turn. `all-crew` and
// `count` above 1 stay unmodelled.
struct CancelAbility {
  AbilityCarrier carrier;
  enum Target : uint8_t { Crew, Ship, Any, ShipAndCrew } target = Any;
  bool within = false;  // a `within` written
  int8_t ruler = -1;    // within: 0 S, 1 L (Ruler's values); -1: `mm`
  double mm = 0;
  uint8_t roll = 0;  // 0: the source rolls no die
  enum Once : uint8_t { Unlimited, Turn, Game } once = Unlimited;
  std::string text;       // as the record writes it
  int expression_id = 0;  // equal expressions, equal ids
  // when-other slice: `for: next-turn`: the target's entries stay off through the next turn of
  // the player who used it (else to the end of this turn).
  bool next_turn = false;
};

// when-other slice: a `when` the engine applies (rules_when.cc), answered by a `use` line right
// after its trigger: after a boarding its ship won, `take-all` (`use SRC take-all OTHER ITEM…`:
// as many of the loser's coins and unique treasures as its places allow) or `kill-all` (`use SRC
// kill-all OTHER`: every crew aboard the loser); after a line of its ship sank an enemy ship,
// `{repair: N}` (`use SRC repair MAST…`: N lost masts of its ship restored); after its ship
// rammed and became stuck (`pinned`), `{kill-crew: N}` (`use SRC kill OTHER CREW…`: N crew
// aboard the rammed ship).
// Slice fear (rules_explore_when.cc): after its ship explored a wild island, `swap-coin` (`use SRC
// swap COIN ISLAND COIN`); after it explored a derelict at sea, `[own, dock-home]` (`use SRC own
// OTHER X,Y X,Y`).
struct WhenAbility {
  AbilityCarrier carrier;
  enum Event : uint8_t { BoardWin, Sink, Pinned, Explore, ExploreDerelict } event = BoardWin;
  enum Effect : uint8_t {
    TakeAll,
    KillAll,
    Repair,
    KillCrew,
    SwapCoin,
    OwnDockHome
  } effect = TakeAll;
  uint8_t count = 0;  // repair, kill-crew: N
  std::string text;   // as the record writes it
  // Slice h41b-apply: `effect: {pick: {k: 1, of: [take-all, kill-all]}}` (`effect` TakeAll): a
  // boarding it won is answered by one `take-all` line or one `kill-all` line, the winner's choice.
  bool pick_take_kill = false;
  // Whether a `use` line of effect `e` applies this entry.
  bool answers(Effect e) const {
    return effect == e || (pick_take_kill && (e == TakeAll || e == KillAll));
  }
};

// A `stat {cannon: RANK RULER}` the engine applies (rules_special_cannon.cc): one more cannon of
// the carrier's ship, written `xK`; `from: any-mast` fires whatever masts are lost (a derelict
// included), else while a mast stands; `fixed: true`: no mod applies to its roll.
struct ExtraCannonAbility {
  AbilityCarrier carrier;
  uint8_t rank = 3;
  uint8_t ruler = 0;  // Ruler's value: 0 S, 1 L
  bool any_mast = false;
  bool fixed = false;
  std::string text;  // as the record writes it
};

// A `when {event: hit}` the engine applies (`use SRC @N EFFECT ...`, rules_use_hit.cc): when a
// cannon of the carrier's ship hits a ship or a creature (`vs: {side: enemy}` or no `vs`), the
// effect on that piece: `{kill-crew: N}` (N crew aboard it named), `{kill-cargo: N}` (N items
// aboard it out of the game), `{extra-mast: N}` (N more masts lost), each due on the `use` line
// right after the shoot line; or `choose-mast` (the shot's `/N` is the shooter's choice: no line
// of its own). `once: turn` once in each turn (equal expressions of one ship share it).
struct HitAbility {
  AbilityCarrier carrier;
  enum Effect : uint8_t { KillCrew, KillCargo, ExtraMast, ChooseMast } effect = KillCrew;
  int8_t count = 1;  // N
  bool once_turn = false;
  std::string text;       // as the record writes it
  int expression_id = 0;  // equal expressions, equal ids
};

// An `{allow: {what: board-range, range: S|L}}` the engine applies (`use SRC board-range TARGET`,
// rules_use_hit.cc): with its move action, the carrier's ship starts a boarding against an enemy
// ship within the ruler, edge to edge, without ramming; the target's boarding mods do not apply.
struct BoardRangeAbility {
  AbilityCarrier carrier;
  int8_t ruler = 0;  // 0 S, 1 L (Ruler's values)
};

// Slice allow/build: a ship's own `{allow: {what: crew-nation, nation: X|any}}` (rules_allow.cc):
// crew of nation X (any nation) keep their abilities aboard it, as crew of its own nation do.
struct CrewNationAllow {
  AbilityCarrier carrier;  // a ship's own
  std::string nation;      // "any": every nation
};

// Slice h41-deny: `{allow: {what: terrain, except?: [kinds]}}` (rules_terrain_allow.cc): the
// moves of the carrier's ship meet no terrain piece of a kind not in `except` (a bit per
// TerrainKind): none owes it a line, blocks it, carries it (a trade current) or swallows it (a
// whirlpool).
struct TerrainAllow {
  AbilityCarrier carrier;
  uint8_t except = 0;
};

// Slice h41-range (rules_range.cc): a `{stat: {range: =S|=L|x2, hit-on?: 6, optional?: turn}}` of
// a ship, a crew or an equipment: every cannon of its ship but a `fixed: true` extra cannon reaches
// the ruler set (`=S`, `=L`) or twice its own (`x2`); with `hit-on: 6` such a shot hits only on a
// natural 6; with `optional: turn` only in a turn its `use SRC range` line chose it.
struct RangeAbility {
  AbilityCarrier carrier;
  enum Kind : uint8_t { Double, SetS, SetL } kind = Double;
  bool hit_on_6 = false;
  bool optional = false;
  std::string text;  // as the record writes it
};

// Slice h41-range (rules_range.cc): `{allow: {what: move-after-cargo, move: S|L, once?: turn}}`
// of a ship, a crew or an equipment: after a line of its ship that loads or unloads (a `load` or
// `unload` line, a `dock` line that unloads gold, an explore that takes treasure), one free move
// of that one ruler, once a turn.
struct CargoMoveAllow {
  AbilityCarrier carrier;
  int8_t ruler = 0;  // 0 S, 1 L (Ruler's values)
};

// Slice h41-range (rules_range.cc): `{allow: {what: explore-range, range: S|L, once?: turn}}` of
// a ship, a crew or an equipment: a `use SRC explore ISLAND` line marks a wild island within the
// ruler of its ship, edge to edge, explored for the ship's owner only; once a turn.
struct ExploreRangeAllow {
  AbilityCarrier carrier;
  int8_t ruler = 0;  // 0 S, 1 L (Ruler's values)
};

// One entry of a piece's `abilities:` as read, for the audit.
struct AbilityEntry {
  AbilityCarrier carrier;
  std::string text;
  bool modelled = false;
  uint16_t areas = 0;       // unmodelled: what it could change
  bool unverified = false;  // a label whose own rules, if any, are unconfirmed (a Galley)
};

// `allow {raid}` (slice raid): its carrier and the coins it may load per dock (0: all).
struct RaidAllow {
  AbilityCarrier carrier;
  int count = 0;
};

struct AbilitySet {
  std::vector<AbilityEntry> entries;  // every entry beyond the six keywords, in header order
  std::vector<ModAbility> mods;
  std::vector<ImmuneAbility> immune;
  std::vector<ActAbility> acts;
  std::vector<RerollAbility> rerolls;
  std::vector<ShotAbility> shots;
  std::vector<BuildAbility> builds;  // applied at set-up (setup_checks.cc)
  std::vector<StatAbility> stats;
  std::vector<DenyAbility> denies;
  std::vector<TakeAbility> takes;
  std::vector<CancelAbility> cancels;
  std::vector<UnmodelledAbility> unmodelled;
  // The cannon mods with a nation filter, in a game with forts: a record gives a fort no
  // nation, so such a mod is not applied to a shot between its ship and a fort, and that
  // line is unchecked (pirates_unmodelled.cc). Area: shoot.
  std::vector<UnmodelledAbility> fort_nation;
  // Extra cannons (`stat {cannon}`, the `musketeer` shorthand), in header order.
  std::vector<ExtraCannonAbility> cannons;
  // when-other slice: the `when` entries applied by `use` lines (rules_when.cc).
  std::vector<WhenAbility> whens;
  // `when {event: hit}` (rules_use_hit.cc).
  std::vector<HitAbility> hits;
  std::vector<BoardRangeAbility> board_ranges;  // `allow {board-range}` (rules_use_hit.cc)
  // Slice allow/build (rules_allow.cc).
  std::vector<CrewNationAllow> crew_nations;
  std::vector<AbilityCarrier> fire_through;  // `allow {fire-through}` of a ship or crew
  std::vector<AbilityCarrier> shoot_moves;   // `allow {shoot-move}` (rules_allow.cc)
  // Slice raid (rules_raid.cc): `{allow: {what: raid, count: N|all}}` of a ship or crew; the
  // coins it may load at an enemy home island per dock there (0: all it can carry).
  std::vector<RaidAllow> raids;
  // Slice h41-deny: `allow {terrain}` and `allow {fog-hop}` (rules_terrain_allow.cc).
  std::vector<TerrainAllow> terrain_allows;
  std::vector<AbilityCarrier> fog_hops;
  // Slice fear (rules_fear.cc): the `fear` keyword of a ship's own or of a crew's (an
  // equipment's), applied by `use SRC SHIP:D6 …` among its owner's turn-start lines.
  std::vector<AbilityCarrier> fears;
  // Slice h41-range (rules_range.cc): `stat {range}` entries.
  std::vector<RangeAbility> ranges;
  std::vector<CargoMoveAllow> cargo_moves;        // `allow {move-after-cargo}`
  std::vector<ExploreRangeAllow> explore_ranges;  // `allow {explore-range}`
  // Slice h41b-deny2 (abilities_deny2.cc): `{deny: {what: only-ship, name: SHIP}}` of a crew
  // (its entries work aboard that ship only) and a ship's own `{deny: abilities}` (the crew
  // aboard it use none).
  std::vector<OnlyShipDeny> only_ships;
  std::vector<AbilityCarrier> abilities_denies;
  // `{allow: {what: cargo-range, range: S|L}}` (rules_cargo_range.cc): a carrier and its ruler.
  std::vector<ExploreRangeAllow> cargo_ranges;
  bool empty() const { return entries.empty(); }
};

// The ship an ability works on now, or -1: a ship's own always; a crew's while it is aboard
// (not lost) and, for a modelled entry, of its ship's nation; a fort's never (working_piece).
int working_ship(const State& s, const AbilityCarrier& c, bool need_nation);
// Slice h41b-deny2 (abilities_deny2.cc): whether crew `crew`'s entries do not work aboard
// `ship` for a working `deny {only-ship}` of its own or a `deny abilities` of the ship's; why
// ("" when none forbids them); the same at set-up (the header's places, nothing switched off).
bool crew_denied(const State& s, int crew, int ship);
std::string crew_denied_text(const State& s, int crew, int ship);
bool setup_crew_denied(const Pieces& p, int crew, int ship);
// "A1a's abilities are switched off (…)" when a `cancel` or a ruling's `off` switched the
// carrier's entries off, else "": the reason every message about a source gives first.
std::string switched_off_text(const State& s, const AbilityCarrier& c);
// Why a source named by a line does not work now (working_ship returned -1), for its
// use-source: switched off, aboard no ship ("its `PRIMITIVE` works only aboard"), or a crew of
// another nation than its ship.
std::string not_at_work_text(const State& s, const AbilityCarrier& c, std::string_view primitive);
// The piece an ability works on now: working_ship's ship, or a fort's own while it stands
// (built, not destroyed); index -1 when none.
RollPiece working_piece(const State& s, const AbilityCarrier& c, bool need_nation);
// The carrier's id as the record writes it ("A1", "A1a", "F1").
const std::string& carrier_id(const Pieces& p, const AbilityCarrier& c);
// The player whose fleet lists the carrier.
int carrier_owner(const Pieces& p, const AbilityCarrier& c);

// The sum `roll` of `roller` gets against `other` from the mods at work (each distinct
// expression once): the roller's own (to: self) and the other's `to: attackers`, whose
// conditions hold. A nation filter never passes a fort (AbilitySet::fort_nation). `sources`
// (when given) receives "A1a +1" words for a message.
int roll_mod(const State& s, ModRoll roll, RollPiece roller, RollPiece other,
             std::string* sources = nullptr);
inline int roll_mod(const State& s, ModRoll roll, int roller, int other,
                    std::string* sources = nullptr) {
  return roll_mod(s, roll, RollPiece{roller, false}, RollPiece{other, false}, sources);
}

// The piece ("B2", "B2a", "F1") whose working `immune` protects `target` from a shot (to: shot
// when `shot`, else to: hit) of a cannon of `ruler` (0: S, 1: L) fired by `shooter`; "" when
// none does. An unknown shooter (index -1: a bot weighing a target) meets every `from` filter;
// a `first: turn` entry protects while its ship has every mast and no hit ignored this turn.
// `entry` (when given) receives the entry that protects (nullptr when none); a `first: turn`
// one only when no other does (the hit it ignores is then spent: Ship::hit_ignored).
std::string immune_source(const State& s, RollPiece target, bool shot, int ruler,
                          RollPiece shooter = {}, const ImmuneAbility** entry = nullptr);
// Why `im` protects, for a message: "L-range cannons cannot hit", "it cannot be shot at from
// within S", "a fort cannot hit it", ...
std::string immune_words(const ImmuneAbility& im, int ruler);
// The piece whose working `immune {to: ram}` (`to: pin`) protects ship `ship`; "" when none.
std::string immune_other_source(const State& s, int ship, ImmuneAbility::What what);

// The first working `reroll {die: any}` of `ship` not used this turn (its index in rerolls);
// kNoSource when none works, kSourceUsed when every working one was used this turn. `why`
// (when given) receives, when none works, the entries that could have allowed it and why they
// do not ("A2a is not aboard A2"); when all are used, "A2a's".
constexpr int kNoSource = -1, kSourceUsed = -2;
int reroll_source(const State& s, int ship, std::string* why = nullptr);
// The same for a `shot` of `kind`.
int shot_source(const State& s, int ship, ShotKind kind, std::string* why = nullptr);

// The cargo places the `stat {cargo}` entries add to ship `ship` at set-up (fleet-cargo): its
// own, and those of the crew placed on it that work there (rules_stat.cc).
int setup_stat_cargo(const Pieces& p, int ship);
// Whether a `stat`'s `if:` holds for ship `ship` now (slice h40-immune, rules_stat_when.cc).
bool stat_when_holds(const State& s, const StatAbility& st, int ship);
// Whether a working `stat {cannons: keep}` lets ship `ship` fire the cannon of its lost mast
// `mast` (not a fire mast): one of its masts stands (slice h40-immune).
bool stat_cannon_kept(const State& s, int ship, int mast);
// The `hits-per-mast: N` of a working `stat` of ship `ship` (the largest), 0 when none works;
// `source` (when given) receives "B2's {stat: {hits-per-mast: 2}}".
int stat_hits_per_mast(const State& s, int ship, std::string* source = nullptr);
// Slice h40b-coin (rules_coin.cc): the gold the working `stat {coin}` entries of ship `ship`
// add to `coins` coins it unloads at home; `sources` (when given) receives "B2's {stat: …}"
// for each entry that adds some.
int stat_coin_bonus(const State& s, int ship, int coins, std::string* sources = nullptr);
// Whether a working `stat {derelict: sinks}` of ship `ship` sinks it when its last mast falls.
bool stat_derelict_sinks(const State& s, int ship);
// Whether a `stat {no-cargo: crew}` of the ship or of a crew placed on it works there at set-up.
bool setup_no_cargo_crew(const Pieces& p, int ship);

// Slice allow/build (abilities_build.cc): whether crew `crew` takes no cargo place by its own
// `build {no-cargo: true}` (or `oarsman`): in play while the entry works on the ship it is aboard
// (of its nation, not switched off); at set-up aboard the ship it is placed on, of its nation.
bool crew_takes_no_place(const State& s, int crew);
bool setup_crew_takes_no_place(const Pieces& p, int crew);
// What crew `crew` costs aboard ship `ship` (kNoPiece: at home): its points, less the `build
// {discount}` of the ship and of the other crew aboard (each distinct N once; `all`: nothing)
// that work there, at set-up or in play (`s`). Equipment and unique treasures cost their points.
int setup_crew_cost(const Pieces& p, int crew, int ship);
// Whether crew `crew`'s `build {link}` gives ship `ship` one more place: its partner is the
// ship (by name or nation) or a crew aboard it (by name), at set-up or in play (`s`).
bool setup_link_place(const Pieces& p, int crew, int ship);
bool link_place(const State& s, int crew, int ship);
int crew_cost(const State& s, int crew, int ship);

// Slice allow/build (rules_allow.cc): whether the abilities of a crew of `nation` work aboard
// ship `ship`: a crew of its nation, or one a working `allow {crew-nation}` of the ship admits
// (in play; at set-up, the ship's own entry).
bool crew_nation_works(const State& s, int ship, const std::string& nation);
bool setup_crew_nation_works(const Pieces& p, int ship, const std::string& nation);
// Whether a working `allow {fire-through}` lets ship `ship` fire past other ships and creatures.
bool fires_through(const State& s, int ship);
// Whether a working `allow {shoot-move}` gives ship `ship` a free move after its shoot action.
bool moves_after_shooting(const State& s, int ship);

// Slice h41-deny (rules_terrain_allow.cc): the terrain kinds (a bit per TerrainKind) that ship
// `ship`'s moves ignore by a working `allow {terrain}`, 0 when none; `source` (when given)
// receives the carrier's id. Whether a working `allow {fog-hop}` lets it leave a fog bank by
// another one.
uint8_t terrain_ignored(const State& s, int ship, std::string* source = nullptr);
bool fog_hops(const State& s, int ship);

// Slice h41-range (rules_range.cc): the reach (mm) of a cannon of `ruler` fired by ship `ship`
// under its working `stat {range}` entries (a non-optional one, or the optional one its `use SRC
// range` line chose this turn): `=S`/`=L` set the ruler (the longer when two do), `x2` doubles it.
// `hit_on_6` receives whether one of them lets only a natural 6 hit; `sources` (when given)
// "A2a's {stat: …}" for a message. Without such an entry: the ruler's own reach, false.
double range_reach(const State& s, int ship, int ruler, bool& hit_on_6,
                   std::string* sources = nullptr);

// Slice h41-range: the ruler (0 S, 1 L) of the free move a working `allow {move-after-cargo}`
// gives ship `ship` after its cargo line (the longer when two do); -1 when none works.
int cargo_move_ruler(const State& s, int ship);

// The crew a grape shot's hit on ship `t` eliminates when no `/CREW` is written: the first crew
// (not an equipment nor a treasure, nor one a working `immune {to: crew-loss}` keeps: slice
// h41-crewloss) aboard, in header order, other than the `gone` ones (those
// the line's earlier shots eliminate, for a note read before the line); kNoPiece when none is.
int grape_victim(const State& s, int t, std::span<const int16_t> gone = {});

// Slice h41-crewloss (rules_crewloss.cc): what eliminating crew c would do now, under the
// working `immune {to: crew-loss}` entries that cover it: it is eliminated, it stays (`Kept`: a
// line may not name it as eliminated), or it goes to its owner's home island; `by` is the entry
// (null when eliminated).
struct CrewFate {
  enum Kind : uint8_t { Eliminated, Kept, Home } kind = Eliminated;
  const ImmuneAbility* by = nullptr;
};
CrewFate crew_fate(const State& s, int c);
// "A1b cannot be eliminated (A1's ability)", for a line that names a Kept crew as eliminated.
std::string crew_kept_text(const State& s, int c, const CrewFate& f);
// Whether a working `immune {to: sink}` keeps ship `ship` from sinking (a hit on it as a
// derelict does nothing; its last mast falls and it stays a derelict).
bool sink_immune(const State& s, int ship);
// The piece whose working `immune {to: hit, only-on: 6}` leaves a shot's hit of natural die
// `die` on ship `ship` removing no mast, else "".
std::string only_on6_source(const State& s, int ship, int die);

}  // namespace qm::pirates

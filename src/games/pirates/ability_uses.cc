#include "games/pirates/ability_uses.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/abilities.h"
#include "games/pirates/rules.h"
#include "games/pirates/state.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

// A piece of the table: the line is read before it is checked, and may name none.
bool piece(const State& s, int i) { return i >= 0 && i < int(s.ships().size()); }

// The Cannoneer that rolls `ship`'s misses again: a crew aboard with the keyword, else the
// ship's own.
std::string cannoneer_of(const State& s, int ship) {
  const Pieces& p = s.pieces();
  for (size_t c = 0; c < p.crew.size(); ++c)
    if ((p.crew[c].keyword & kCannoneer) && !s.crew_lost(int(c)) && s.crew_ship(int(c)) == ship)
      return p.crew[c].id;
  return s.id(ship);
}

// What a special shot's hit on a ship (not a derelict) does, after "a chain shot".
std::string special_hit(const State& s, int me, const Shot& shot,
                        const SmallList<int16_t, kMaxShots>& grape_gone) {
  const int t = shot.target;
  // Slice h41-fortshots: at a fort, and a fire shot at a creature, a plain shot (shot_readings.h).
  if (shot.at_fort && shot.kind != ShotKind::Double)
    return fmt::format(": read as a plain shot at the fort {}", s.fort_id(t));
  if ((shot.kind == ShotKind::Fire || shot.kind == ShotKind::Firepot ||
       shot.kind == ShotKind::Exploding) &&
      s.creature(t))
    return fmt::format(": read as a plain hit on the creature {}: a segment falls, nothing burns",
                       s.id(t));
  if (shot.kind == ShotKind::Chain)
    return fmt::format(": no mast falls; {} is held on its owner's next turn", s.id(t));
  if (shot.kind == ShotKind::Grapple)
    return fmt::format(": no mast falls; {} may board {} on the next line", s.id(me), s.id(t));
  if (shot.kind == ShotKind::Double) return ": its cannon fires again at once";
  if (shot.kind == ShotKind::Stink)
    return fmt::format(
        ": no mast falls; the crew aboard {} use no ability on its owner's next turn", s.id(t));
  if (shot.kind == ShotKind::Fire || shot.kind == ShotKind::Firepot ||
      shot.kind == ShotKind::Exploding) {
    // The mast chosen, else the highest-numbered standing (rules_shoot.cc).
    int mast = shot.choice;
    for (int n = int(s.pieces().ships[size_t(t)].masts.size()); n >= 1 && !mast; --n)
      if (s.ship(t).mast_standing(n)) mast = n;
    std::string text = fmt::format(": {}'s mast {} becomes a fire mast", s.id(t), mast);
    if (shot.kind != ShotKind::Exploding) return text;
    const int c = shot.crew >= 0 ? int(shot.crew) : grape_victim(s, t);
    return text + (c >= 0 ? fmt::format("; {} is eliminated", s.pieces().crew[size_t(c)].id)
                          : std::string("; no crew is aboard"));
  }
  const int c =
      shot.crew >= 0
          ? shot.crew
          : grape_victim(s, t, std::span<const int16_t>(grape_gone.begin(), grape_gone.end()));
  return c >= 0
             ? fmt::format(": no mast falls; {} aboard {} is eliminated",
                           s.pieces().crew[size_t(c)].id, s.id(t))
             : fmt::format(": no mast falls; no crew is aboard {}: nothing else happens", s.id(t));
}

void shots(const State& s, const Action& a, const AbilityUseView& at,
           std::vector<AbilityUseView>& out) {
  // The shooter: a ship, or a fort standing (a fort's shot may name one not built yet).
  const bool by_fort = a.fort >= 0;
  if (by_fort ? a.fort >= int(s.forts().size()) || !s.fort(a.fort).standing() : !piece(s, a.ship))
    return;
  const RollPiece shooter{by_fort ? int(a.fort) : int(a.ship), by_fort};
  const std::string& me = by_fort ? s.fort_id(a.fort) : s.id(a.ship);
  const std::vector<Cannon>& masts =
      by_fort ? s.pieces().forts[size_t(a.fort)].flags : s.pieces().ships[size_t(a.ship)].masts;
  bool cannoneer_spent = !by_fort && s.ship(a.ship).reroll_used;
  SmallList<int16_t, kMaxShots> grape_gone;   // the crew the line's grape shots eliminate
  SmallList<int16_t, kMaxShots> first_spent;  // the ships whose first hit this line ignored
  for (int k = 0; k < a.shots.size; ++k) {
    const Shot& shot = a.shots[k];
    const int t = shot.target;
    if (shot.kind == ShotKind::Smoke) {  // no target: the fog bank it places (rules_shots.cc)
      if (const int src = by_fort ? -1 : shot_source(s, a.ship, shot.kind);
          src >= 0 && a.terrain >= 0 && a.terrain < int(s.terrain().size()))
        out.push_back({at.move, at.line,
                       carrier_id(s.pieces(), s.pieces().abilities.shots[size_t(src)].carrier),
                       fmt::format("shot {}: a smoke shot places the fog bank {} at {} until "
                                   "{}'s next turn",
                                   k + 1, s.terrain()[size_t(a.terrain)].id, pt(a.points[0]),
                                   s.player_name(s.ship(a.ship).owner))});
      continue;
    }
    const bool fort_there =
        shot.at_fort && t >= 0 && t < int(s.forts().size()) && s.fort(t).standing();
    // An extra cannon `xK` or a Broadsides Attack `B` (rules_special_cannon.cc): its source.
    const int x = !by_fort && shot.extra() ? Rules::extra_cannon(s, a.ship, shot.extra()) : -1;
    if (!by_fort && shot.broadside() && (shot.at_fort ? fort_there : piece(s, t))) {
      int volley = 0, rank = 0;  // the cannons of standing masts, their highest rank
      for (int m = 1; m <= int(masts.size()); ++m)
        if (s.ship(a.ship).mast_standing(m)) {
          ++volley;
          rank = std::max(rank, int(masts[size_t(m - 1)].rank));
        }
      if (const int src = shot_source(s, a.ship, ShotKind::Broadside); src >= 0)
        out.push_back(
            {at.move, at.line,
             carrier_id(s.pieces(), s.pieces().abilities.shots[size_t(src)].carrier),
             fmt::format("shot {}: a Broadsides Attack at {}: {} cannon(s) as S-range, "
                         "d6 {} against rank {}: {}",
                         k + 1, shot.at_fort ? s.fort_id(t) : s.id(t), volley, int(shot.die), rank,
                         int(shot.die) > rank
                             ? fmt::format("{} hit(s), no other ability", volley + 1)
                             : std::string("a miss"))});
      continue;
    }
    if (!(shot.at_fort ? fort_there : piece(s, t)) ||
        (x < 0 && (shot.mast < 1 || shot.mast > int(masts.size()))))
      continue;
    const ExtraCannonAbility* xc = x >= 0 ? &s.pieces().abilities.cannons[size_t(x)] : nullptr;
    if (xc)
      out.push_back({at.move, at.line, carrier_id(s.pieces(), xc->carrier),
                     fmt::format("shot {}: fired by the extra cannon x{} ({}{})", k + 1,
                                 shot.extra(), cannon_text(Cannon{xc->rank, Ruler(xc->ruler)}),
                                 xc->fixed ? ", fixed: no mod" : "")});
    const RollPiece target{t, shot.at_fort};
    const std::string& them = shot.at_fort ? s.fort_id(t) : s.id(t);
    std::string sources;
    if (const int mod =
            xc && xc->fixed ? 0 : roll_mod(s, ModRoll::Cannon, shooter, target, &sources))
      out.push_back(
          {at.move, at.line, sources,
           fmt::format("shot {}: {:+} to {}'s cannon roll against {}", k + 1, mod, me, them)});
    const Cannon cannon = xc ? Cannon{xc->rank, Ruler(xc->ruler)} : masts[size_t(shot.mast - 1)];
    // Slice h41-range: the `stat {range}` entries at work on the shooter (rules_range.cc).
    if (!by_fort && !s.pieces().abilities.ranges.empty() && !(xc && xc->fixed)) {
      bool six = false;
      std::string by;
      const double reach = range_reach(s, a.ship, int(cannon.ruler), six, &by);
      if (!by.empty())
        out.push_back(
            {at.move, at.line, by,
             fmt::format("shot {}: {}'s {} cannon reaches {} mm{}", k + 1, me, cannon_text(cannon),
                         num(reach), six ? "; only a natural 6 hits" : "")});
    }
    const ImmuneAbility* shield = nullptr;
    std::string proof = immune_source(s, target, false, int(cannon.ruler), shooter, &shield);
    if (shield && shield->first_turn) {
      // Slice h40-immune: the first hit on it this turn only (the state is the line's before).
      const int die = shot.rerolled ? shot.reroll : shot.die;
      const int mod = xc && xc->fixed ? 0 : roll_mod(s, ModRoll::Cannon, shooter, target);
      const bool hits = die != 1 && die + mod >= cannon.rank;
      const bool spent =
          std::find(first_spent.begin(), first_spent.end(), int16_t(t)) != first_spent.end();
      if (!hits || spent) proof.clear();
      if (hits && !spent && !first_spent.full()) first_spent.push_back(int16_t(t));
    }
    if (!proof.empty())
      out.push_back({at.move, at.line, proof,
                     shield->ruler < 0
                         ? fmt::format("shot {}: {}: {}: a miss", k + 1, them,
                                       immune_words(*shield, int(cannon.ruler)))
                         : fmt::format("shot {}: {}-range cannons cannot hit {}: a miss", k + 1,
                                       ruler_name(cannon.ruler), them)});
    if (by_fort) continue;  // a fort neither rolls again nor fires a special shot
    // The re-roll's source as rules_shoot.cc picks it: the Cannoneer for a miss while it has
    // not rolled again this turn, else a `reroll {die: any}`.
    const int mod = xc && xc->fixed ? 0 : roll_mod(s, ModRoll::Cannon, shooter, target);
    const bool miss = shot.die == 1 || shot.die + mod < cannon.rank;
    if (shot.rerolled && (s.ship(a.ship).keywords & kCannoneer) && !cannoneer_spent && miss) {
      cannoneer_spent = true;
      out.push_back({at.move, at.line, cannoneer_of(s, a.ship),
                     fmt::format("shot {}: the miss rolled again (Cannoneer)", k + 1)});
    } else if (shot.rerolled) {
      if (const int r = reroll_source(s, a.ship); r >= 0)
        out.push_back({at.move, at.line,
                       carrier_id(s.pieces(), s.pieces().abilities.rerolls[size_t(r)].carrier),
                       fmt::format("shot {}: the d6 {} rolled again: {} stands (re-roll any die, "
                                   "once a turn)",
                                   k + 1, int(shot.die), int(shot.reroll))});
    }
    if (shot.kind != ShotKind::None)
      if (const int src = shot_source(s, a.ship, shot.kind); src >= 0)
        out.push_back({at.move, at.line,
                       carrier_id(s.pieces(), s.pieces().abilities.shots[size_t(src)].carrier),
                       fmt::format("shot {}: a {} shot{}", k + 1, shot_kind_name(shot.kind),
                                   shot.at_fort ? special_hit(s, a.ship, shot, grape_gone)
                                   : !shot.hit || s.ship(t).derelict()
                                       ? ""
                                       : special_hit(s, a.ship, shot, grape_gone))});
    if (shot.kind == ShotKind::Grape && shot.hit && !grape_gone.full()) {
      const int c =
          shot.crew >= 0
              ? shot.crew
              : grape_victim(s, t, std::span<const int16_t>(grape_gone.begin(), grape_gone.end()));
      if (c >= 0) grape_gone.push_back(int16_t(c));
    }
  }
}

// An `extra` line's source (rules_extra.cc): what its `act` grants, read before the line.
void extra(const State& s, const Action& a, const AbilityUseView& at,
           std::vector<AbilityUseView>& out) {
  const Pieces& p = s.pieces();
  if (!piece(s, a.ship) || a.source < 0 ||
      a.source >= int(a.source_ship ? p.ships.size() : p.crew.size()))
    return;
  for (const ActAbility& act : p.abilities.acts) {
    if (a.source_ship ? act.carrier.ship != a.source : act.carrier.crew != a.source) continue;
    const bool granted = !act.roll || a.die >= act.roll;
    std::string text =
        granted && act.grant == ActAbility::Same
            ? fmt::format("{} may take its non-free action twice this turn (the same kind)",
                          s.id(a.ship))
        : granted ? fmt::format("{} may take a second non-free action this turn", s.id(a.ship))
                  : fmt::format("d6 {}, below {}: no action granted", int(a.die), int(act.roll));
    if (granted && act.roll) text = fmt::format("d6 {}: {}", int(a.die), text);
    if (!a.items.empty() && a.items[0] >= 0)
      text += fmt::format(" ({} paid)", p.crew[size_t(a.items[0])].id);
    out.push_back(
        {at.move, at.line, a.source_ship ? s.id(a.source) : p.crew[size_t(a.source)].id, text});
    return;
  }
}

// A `use` line's source (rules_use.cc): the treasure its `take` moves, read before the line.
void use(const State& s, const Action& a, const AbilityUseView& at,
         std::vector<AbilityUseView>& out) {
  const Pieces& p = s.pieces();
  if (a.use == UseEffect::Explore) {  // slice h41-range (rules_range.cc)
    if (a.source < 0 || a.source >= int(a.source_ship ? p.ships.size() : p.crew.size()) ||
        a.island < 0)
      return;
    const int ship = a.source_ship ? int(a.source) : s.crew_ship(a.source);
    out.push_back({at.move, at.line, a.source_ship ? s.id(a.source) : p.crew[size_t(a.source)].id,
                   fmt::format("explore-range: {} explored for {} only", s.island_id(a.island),
                               piece(s, ship) ? s.player_name(s.ship(ship).owner)
                                              : std::string("its owner"))});
    return;
  }
  if (a.use == UseEffect::Range) {  // slice h41-range (rules_range.cc)
    if (a.source < 0 || a.source >= int(a.source_ship ? p.ships.size() : p.crew.size())) return;
    const int ship = a.source_ship ? int(a.source) : s.crew_ship(a.source);
    for (const RangeAbility& r : p.abilities.ranges)
      if (r.optional && (a.source_ship ? r.carrier.ship == a.source : r.carrier.crew == a.source))
        out.push_back(
            {at.move, at.line, carrier_id(p, r.carrier),
             fmt::format("range: {} for {}'s shots this turn ({})",
                         r.kind == RangeAbility::Double ? "every cannon's ruler doubled"
                         : r.kind == RangeAbility::SetS ? "every cannon reaches S"
                                                        : "every cannon reaches L",
                         piece(s, ship) ? s.id(ship) : carrier_id(p, r.carrier),
                         r.hit_on_6 ? "only a natural 6 hits" : "fixed extra cannons excepted")});
    return;
  }
  if (a.use == UseEffect::Repair && a.source >= 0 &&
      a.source < int(a.source_ship ? p.ships.size() : p.crew.size())) {  // rules_when.cc
    std::string masts;
    for (int8_t m : a.losses) masts += fmt::format("{}{}", masts.empty() ? "" : ", ", int(m));
    out.push_back({at.move, at.line, a.source_ship ? s.id(a.source) : p.crew[size_t(a.source)].id,
                   fmt::format("repair: mast(s) {} restored", masts)});
    return;
  }
  if (a.use == UseEffect::Hit && a.source >= 0) {  // a shot's effect (rules_use_hit.cc)
    std::string items;
    for (int16_t c : a.items)
      items += fmt::format("{}{}", items.empty() ? "" : ", ", c >= 0 ? p.crew[size_t(c)].id : "?");
    for (int16_t c : a.coins) items += fmt::format("{}coin {}", items.empty() ? "" : ", ", c);
    for (int8_t m : a.losses) items += fmt::format("{}mast {}", items.empty() ? "" : ", ", int(m));
    out.push_back({at.move, at.line, a.source_ship ? s.id(a.source) : p.crew[size_t(a.source)].id,
                   fmt::format("shot {}'s hit: {}", int(a.at_shot),
                               a.hit_effect == HitAbility::KillCrew    ? items + " eliminated"
                               : a.hit_effect == HitAbility::KillCargo ? items + " out of the game"
                               : items.empty() ? std::string("more masts lost")
                                               : "more masts lost (" + items + ")")});
    return;
  }
  if (a.use == UseEffect::Fear && a.source >= 0 &&
      a.source < int(a.source_ship ? p.ships.size() : p.crew.size())) {  // rules_fear.cc
    std::string rolls;
    for (int k = 0; k < a.items.size; ++k)
      if (piece(s, a.items[k]))
        rolls +=
            fmt::format("{}{} d6 {}{}", rolls.empty() ? "" : "; ", s.id(a.items[k]), int(a.dice[k]),
                        a.dice[k] == 5   ? ": its and its crew's abilities do not work this turn"
                        : a.dice[k] == 6 ? ": base move S on its next turn"
                                         : "");
    out.push_back({at.move, at.line, a.source_ship ? s.id(a.source) : p.crew[size_t(a.source)].id,
                   "fear: " + rolls});
    return;
  }
  if (a.use == UseEffect::SwapCoin && a.source >= 0 &&
      a.source < int(a.source_ship ? p.ships.size() : p.crew.size()) && a.island >= 0 &&
      a.coins.size == 2) {  // rules_explore_when.cc
    out.push_back({at.move, at.line, a.source_ship ? s.id(a.source) : p.crew[size_t(a.source)].id,
                   fmt::format("swap-coin: the coin of {} to {}, its coin of {} loaded", a.coins[0],
                               s.island_id(a.island), a.coins[1])});
    return;
  }
  if (a.source < 0 || a.source >= int(a.source_ship ? p.ships.size() : p.crew.size()) ||
      a.other_fort || (a.crew < 0 && !piece(s, a.other)))
    return;
  const std::string& src = a.source_ship ? s.id(a.source) : p.crew[size_t(a.source)].id;
  if (a.use == UseEffect::KillAll) {  // a `when`'s effect (rules_when.cc)
    out.push_back({at.move, at.line, src,
                   fmt::format("kill-all: every crew aboard {} eliminated", s.id(a.other))});
    return;
  }
  if (a.use == UseEffect::OwnDerelict) {  // rules_explore_when.cc
    out.push_back({at.move, at.line, src,
                   fmt::format("own, dock-home: {} becomes {}'s; both ships docked at home",
                               s.id(a.other), s.quoted_name(a.player))});
    return;
  }
  if (a.use == UseEffect::BoardRange) {
    const int ship = a.source_ship ? int(a.source) : s.crew_ship(a.source);
    out.push_back({at.move, at.line, src,
                   fmt::format("board-range: {} may board {} without ramming",
                               piece(s, ship) ? s.id(ship) : src, s.id(a.other))});
    return;
  }
  if (a.use == UseEffect::Cancel) {
    const std::string them = a.crew >= 0 ? p.crew[size_t(a.crew)].id : s.id(a.other);
    uint8_t roll = 0;
    bool next_turn = false;
    for (const CancelAbility& c : p.abilities.cancels)
      if (a.source_ship ? c.carrier.ship == a.source : c.carrier.crew == a.source) {
        roll = c.roll;
        next_turn = c.next_turn;
      }
    out.push_back(
        {at.move, at.line, src,
         roll && a.die < roll
             ? fmt::format("cancel: d6 {}, below {}: nothing cancelled", int(a.die), int(roll))
             : fmt::format("cancel: {}'s abilities do not work {}", them,
                           next_turn ? "through its user's next turn" : "this turn")});
    return;
  }
  std::string items;
  for (int16_t c : a.items)
    items += fmt::format("{}{}", items.empty() ? "" : ", ", c >= 0 ? p.crew[size_t(c)].id : "?");
  for (int16_t c : a.coins) items += fmt::format("{}coin {}", items.empty() ? "" : ", ", c);
  const int ship = a.source_ship ? int(a.source) : s.crew_ship(a.source);
  if (a.use == UseEffect::KillCrew) {
    out.push_back({at.move, at.line, src,
                   fmt::format("kill: {} aboard {} eliminated", items, s.id(a.other))});
    return;
  }
  out.push_back(
      {at.move, at.line, src,
       fmt::format("{}: {} from {} onto {}", a.use == UseEffect::TakeAll ? "take-all" : "take",
                   items, s.id(a.other), piece(s, ship) ? s.id(ship) : src)});
}

// Slice h40-immune: a ram's or a boarding's re-rolled dice (each by its ship's `reroll {die:
// any}`), a target's `immune {to: ram}` and a rammer's `immune {to: pin}`, read before the line.
void ram_board_uses(const State& s, const Action& a, const AbilityUseView& at,
                    std::vector<AbilityUseView>& out) {
  const auto reroll = [&](int ship, int first, int second, const char* what) {
    if (const int r = reroll_source(s, ship); r >= 0)
      out.push_back({at.move, at.line,
                     carrier_id(s.pieces(), s.pieces().abilities.rerolls[size_t(r)].carrier),
                     fmt::format("{}'s {} d6 {} rolled again: {} stands (re-roll any die, once a "
                                 "turn)",
                                 s.id(ship), what, first, second)});
  };
  if (a.verb == Verb::Board) {
    if (a.board_rerolled) reroll(a.ship, a.die, a.board_reroll, "boarding");
    if (a.board_rerolled2) reroll(a.other, a.die2, a.board_reroll2, "boarding");
    return;
  }
  if (a.rerolled) reroll(a.ship, a.die, a.die2, "ram");
  if (a.hit)
    if (std::string by = immune_other_source(s, a.other, ImmuneAbility::Ram); !by.empty())
      out.push_back({at.move, at.line, by,
                     fmt::format("{}'s ram removes no mast of {}", s.id(a.ship), s.id(a.other))});
  if (std::string by = immune_other_source(s, a.ship, ImmuneAbility::Pin); !by.empty())
    out.push_back(
        {at.move, at.line, by, fmt::format("{} is not stuck on {}", s.id(a.ship), s.id(a.other))});
}

}  // namespace

void note_ability_uses(const State& before, const Action& a, int move, int line,
                       std::vector<AbilityUseView>& out) {
  const AbilityUseView at{move, line, {}, {}};
  if (a.verb == Verb::Extra) return extra(before, a, at, out);
  if (a.verb == Verb::Use) return use(before, a, at, out);
  if (a.verb != Verb::Shoot && (!piece(before, a.ship) || !piece(before, a.other))) return;
  std::string sources;
  switch (a.verb) {
    case Verb::Shoot:
      shots(before, a, at, out);
      break;
    case Verb::Ram:
      if (const int mod = roll_mod(before, ModRoll::Ram, a.ship, a.other, &sources))
        out.push_back({move, line, sources,
                       fmt::format("{:+} to {}'s ram roll against {}", mod, before.id(a.ship),
                                   before.id(a.other))});
      ram_board_uses(before, a, at, out);  // slice h40-immune
      break;
    case Verb::Board:
      ram_board_uses(before, a, at, out);
      for (const auto& [me, other] : {std::pair{a.ship, a.other}, std::pair{a.other, a.ship}}) {
        if (me == a.other && before.board_from_range(a.ship, a.other)) continue;  // left out
        sources.clear();
        if (const int mod = roll_mod(before, ModRoll::Board, me, other, &sources))
          out.push_back({move, line, sources,
                         fmt::format("{:+} to {}'s boarding roll against {}", mod, before.id(me),
                                     before.id(other))});
      }
      break;
    default:
      break;
  }
}

}  // namespace qm::pirates

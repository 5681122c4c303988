// What Pirates shows of its table: the table (`qm state`, and the picture drawn from it)
// and the scoring audit (`qm audit`) as typed views (pirates_views.h), and the report's end
// (`qm replay`).
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "games/pirates/notation.h"
#include "games/pirates/pirates_game_state.h"
#include "games/pirates/pirates_stats.h"
#include "games/pirates/rules.h"
#include "games/pirates/scoring.h"
#include "games/pirates/terrain.h"
#include "games/result.h"

namespace qm::pirates {

namespace {

std::vector<int> coin_values(const Coins& c) {
  std::vector<int> list;
  for (int16_t v : c) list.push_back(v);
  return list;
}

// A ship's masts or a fort's flags, `standing` a bit per one standing (bit n-1 for number n).
std::vector<MastView> mast_views(const State& s, const std::vector<Cannon>& cannons,
                                 unsigned standing) {
  std::vector<MastView> out;
  for (size_t m = 0; m < cannons.size(); ++m)
    out.push_back({int(m + 1), cannon_text(cannons[m]), cannons[m].rank,
                   ruler_name(cannons[m].ruler), s.ruler(cannons[m].ruler),
                   ((standing >> m) & 1) != 0});
  return out;
}

std::optional<int> mast_or_none(int mast) { return mast ? std::optional<int>(mast) : std::nullopt; }

}  // namespace

void PiratesGameState::add_report_fields(Json& report) const {
  const EndCondition e = state_.ended();
  report["end"] = e == EndCondition::None ? Json(nullptr) : Json(end_name(e));
  if (!unchecked_.empty())
    report["unchecked"] = list_json(unchecked_, [](const UncheckedView& u) { return to_json(u); });
}

std::vector<std::string> PiratesGameState::caveats() const {
  std::vector<std::string> caveats;
  unmodelled_caveats(caveats);
  for (const UncheckedView& u : unchecked_)
    if (u.reading)  // slice h41-fortshots: a shot the rules leave open
      caveats.push_back(fmt::format("unchecked: move {}{}, `{}`: {}", u.move,
                                    u.line ? fmt::format(" (line {})", u.line) : "", u.text,
                                    *u.reading));
    else if (!u.ability)
      caveats.push_back(
          fmt::format("unchecked: move {}{}, `{}`, applied as the referee ruled, "
                      "without checking why",
                      u.move, u.line ? fmt::format(" (line {})", u.line) : "", u.text));
  if (state_.ended() != EndCondition::None) return caveats;
  std::string undecided = end_undecided(state_);
  if (!undecided.empty()) caveats.push_back(std::move(undecided));
  return caveats;
}

std::optional<LastLineView> PiratesGameState::last_view() const {
  if (!last_legal_) return std::nullopt;
  const Action& a = shown_;
  const State& s = state_;
  LastLineView j;
  j.move = state_.lines();
  j.line = format_action(shown_, state_.pieces());
  j.player = state_.pieces().players[size_t(a.player)];
  j.verb = a.verb;
  // A fort's shots (format 2): from the point of its circle nearest each target.
  const IslandSpec* fort_island = a.fort >= 0 && a.verb == Verb::Shoot
                                      ? &s.pieces().islands[size_t(s.fort(a.fort).island)]
                                      : nullptr;
  // Lines with no acting ship: turn, ruling, the iceberg roll, a drift and a build.
  if (a.ship < 0 && !fort_island) return j;
  j.ship = fort_island ? s.fort_id(a.fort) : s.id(a.ship);
  j.from = fort_island ? fort_island->centre : last_effects_.from;
  switch (a.verb) {
    case Verb::Move:
      j.path = {last_effects_.from};
      for (Point p : a.points) j.path.push_back(p);
      break;
    case Verb::Dock:
      j.island = s.island_id(a.island);
      if (a.unload) j.unload = coin_values(a.coins);
      break;
    case Verb::Explore:
      if (a.at_sea) {  // format 2: another ship explored; what SHIP takes
        j.other = s.id(a.other);
        j.coins = coin_values(a.coins);
        break;
      }
      if (s.ship(a.ship).docked >= 0) j.island = s.island_id(s.ship(a.ship).docked);
      j.coins = coin_values(a.coins);
      break;
    case Verb::Load:  // format 2's cargo lines: the island, the other ship, the coins moved
    case Verb::Unload:
    case Verb::Transfer:
    case Verb::Leave:
      if (s.ship(a.ship).docked >= 0) j.island = s.island_id(s.ship(a.ship).docked);
      if (a.verb == Verb::Transfer) j.other = s.id(a.other);
      j.coins = coin_values(a.coins);
      break;
    case Verb::Shoot:
      for (int k = 0; k < a.shots.size; ++k) {
        const Shot& sh = a.shots[k];
        if (sh.kind == ShotKind::Smoke) continue;  // no target: the terrain shows its fog bank
        // An extra cannon `xK` and a Broadsides Attack `B` have no mast (0): `cannon` names them.
        const int x = sh.extra() ? Rules::extra_cannon(s, a.ship, sh.extra()) : -1;
        const ExtraCannonAbility* xc = x >= 0 ? &s.pieces().abilities.cannons[size_t(x)] : nullptr;
        const Cannon c = xc                             ? Cannon{xc->rank, Ruler(xc->ruler)}
                         : sh.broadside() || sh.extra() ? Cannon{0, Ruler::S}
                         : fort_island
                             ? s.pieces().forts[size_t(a.fort)].flags[size_t(sh.mast - 1)]
                             : s.pieces().ships[size_t(a.ship)].masts[size_t(sh.mast - 1)];
        ShotView shot;
        shot.mast = sh.mast > 0 ? sh.mast : 0;
        shot.cannon = sh.broadside() ? std::string("Broadsides Attack")
                      : xc           ? fmt::format("x{} {}", sh.extra(), cannon_text(c))
                                     : cannon_text(c);
        shot.target = sh.at_fort ? s.fort_id(sh.target) : s.id(sh.target);
        shot.to = sh.at_fort ? s.pieces().islands[size_t(s.fort(sh.target).island)].centre
                             : s.ship(sh.target).pos;
        shot.from = fort_island ? point_towards(fort_island->centre, shot.to, fort_island->r)
                                : s.ship(a.ship).pos;
        shot.range = ruler_name(c.ruler);
        shot.reach = s.ruler(c.ruler);
        shot.die = sh.die;
        if (sh.rerolled) shot.reroll = sh.reroll;
        shot.hit = sh.hit;
        shot.removed = mast_or_none(last_effects_.removed[k]);
        shot.sank = last_effects_.sank[k];
        j.shots.push_back(std::move(shot));
      }
      if (a.share) j.share = coin_values(a.coins);
      break;
    case Verb::Ram:
      j.target = s.id(a.other);
      j.die = a.die;
      j.hit = a.hit;
      j.removed = mast_or_none(last_effects_.ram_removed);
      break;
    case Verb::Board:
      j.other = s.id(a.other);
      j.dice = {a.die, a.die2};
      if (a.effect == BoardEffect::Take) j.effect = fmt::format("take {}", a.take);
      if (a.effect == BoardEffect::Kill)
        j.effect = fmt::format("kill {}", state_.pieces().crew[size_t(a.crew)].id);
      break;
    case Verb::Tow:
      j.target = s.id(a.other);
      break;
    case Verb::Repair:
      j.mast = mast_or_none(a.mast);
      break;
    case Verb::Scuttle:
      j.die = a.die;
      break;
    case Verb::Mystery:  // format 2: the island rolled on, and the d6
      j.island = s.island_id(a.island);
      j.die = a.die;
      break;
    case Verb::Extra:  // format 2: the source's d6, when it rolls one
      j.die = a.die;
      break;
    case Verb::Fire:  // format 2: the fire-mast dice (the table shows the masts after them)
      if (!a.dice.empty()) j.die = a.dice[0];
      break;
    case Verb::Turn:
    case Verb::Ruling:
    case Verb::Reef:
    case Verb::Sargasso:
    case Verb::Escape:
    case Verb::Whirlpool:
    case Verb::Fog:
    case Verb::Iceberg:
    case Verb::Drift:
    case Verb::Build:
    case Verb::Reveal:
    case Verb::Use:
      break;
  }
  return j;
}

std::optional<FaultView> PiratesGameState::fault_view() const {
  if (!violation_) return std::nullopt;
  const Action& a = last_;
  const State& s = state_;
  FaultView j;
  j.move = played_;
  j.line = format_action(last_, state_.pieces());
  j.rule = violation_->rule;
  j.player = violation_->player;
  j.verb = a.verb;
  if (a.ship >= 0) j.ship = s.id(a.ship);
  const Fault& f = fault_;
  j.kind = f.kind;
  if (f.kind == FaultKind::None) return j;
  j.from = f.from;
  j.to = f.to;
  if (f.obstacle >= 0 && (f.kind == FaultKind::PathThrough || f.kind == FaultKind::PathContact ||
                          f.kind == FaultKind::NoContact || f.kind == FaultKind::LineOfFire)) {
    if (f.obstacle_terrain) {
      const TerrainSpec& t = s.terrain()[size_t(f.obstacle)];
      j.obstacle = ObstacleView{t.id, false, t.centre, t.r, true};
    } else if (f.obstacle_island) {
      const IslandSpec& is = state_.pieces().islands[size_t(f.obstacle)];
      j.obstacle = ObstacleView{is.id, true, is.centre, is.r};
    } else {
      j.obstacle =
          ObstacleView{s.id(f.obstacle), false, s.ship(f.obstacle).pos, s.radius(f.obstacle)};
    }
  }
  j.distance = f.distance;
  j.reach = f.reach;
  j.tolerance = s.geometry().tolerance;
  if (f.kind == FaultKind::OutOfRange || f.kind == FaultKind::LineOfFire) {
    j.shooter = s.id(f.ship);
    j.target = s.id(f.target);
  }
  return j;
}

namespace {

// Why the game ended; while it goes on, nullopt, or why its end by home gold is not decided
// (a start position without every fleet's treasure).
std::optional<std::string> end_reason_of(const State& s) {
  if (s.ended() != EndCondition::None) return end_reason(s);
  std::string undecided = end_undecided(s);
  if (undecided.empty()) return std::nullopt;
  return undecided;
}

std::optional<std::string> end_of(const State& s) {
  if (s.ended() == EndCondition::None) return std::nullopt;
  return end_name(s.ended());
}

// Slice h40b-coin: player pl's `stat {coin}` entries, for the audit's line of bonus gold.
std::string coin_bonus_sources(const Pieces& p, int pl) {
  std::string out;
  for (const StatAbility& st : p.abilities.stats)
    if (st.coin && carrier_owner(p, st.carrier) == pl)
      out += (out.empty() ? "" : ", ") + carrier_id(p, st.carrier) + "'s " + st.text;
  return out;
}

}  // namespace

Json PiratesGameState::table() const { return to_json(table_view()); }
Json PiratesGameState::audit() const { return to_json(audit_view()); }

TableView PiratesGameState::table_view() const {
  const State& s = state_;
  const Pieces& p = state_.pieces();
  TableView t;
  t.move = s.lines();
  t.turn = s.turn_number();
  if (s.current() >= 0) t.to_move = p.players[size_t(s.current())];
  t.next = p.players[size_t(s.next_player())];
  t.finished = s.ended() != EndCondition::None;
  t.end = end_of(s);
  t.end_reason = end_reason_of(s);
  const Options& o = s.options();
  t.geometry = {o.ship_radius, o.tolerance, o.bow_arc, o.ruler_S, o.ruler_L};
  for (size_t i = 0; i < p.islands.size(); ++i) {
    const IslandSpec& is = p.islands[i];
    IslandView island;
    island.id = is.id;
    island.x = is.centre.x;
    island.y = is.centre.y;
    island.r = is.r;
    if (is.home >= 0) island.home = p.players[size_t(is.home)];
    island.coins = coin_values(s.islands()[i].coins);
    island.explored = s.islands()[i].explored;
    for (size_t c = 0; c < p.crew.size(); ++c) {
      const CrewPlace& at = s.crew_place(int(c));
      const bool here = (at.kind == CrewPlace::Home && is.home == at.index) ||
                        (at.kind == CrewPlace::Island && at.index == int(i)) ||
                        (at.kind == CrewPlace::Fort && s.fort(at.index).island == int(i));
      if (here && !s.crew_lost(int(c)))
        (p.crew[c].unique ? island.uniques : island.crew).push_back(p.crew[c].id);
    }
    t.islands.push_back(std::move(island));
  }
  for (size_t k = 0; k < s.terrain().size(); ++k) {
    const TerrainSpec& x = s.terrain()[k];  // where it lies now: icebergs drift
    TerrainView v;
    v.id = x.id;
    v.kind = terrain_kind_name(x.kind);
    v.placed = x.placed;
    v.x = x.centre.x;
    v.y = x.centre.y;
    v.r = x.r;
    if (x.kind == TerrainKind::Reef && s.reef_value(int(k))) v.value = s.reef_value(int(k));
    v.frozen = x.frozen;
    if (x.kind == TerrainKind::Fog || x.kind == TerrainKind::Iceberg)
      v.edges.assign(std::begin(x.edges), std::end(x.edges));
    if (x.kind == TerrainKind::Current) {
      v.x = x.from.x;
      v.y = x.from.y;
      v.to = x.to;
      v.w = x.w;
    }
    t.terrain.push_back(std::move(v));
  }
  for (size_t f = 0; f < p.forts.size(); ++f) {
    const FortSpec& spec = p.forts[f];
    const Fort& x = s.fort(int(f));
    FortView v;
    v.id = spec.id;
    v.owner = p.players[size_t(spec.owner)];
    v.cost = spec.cost;
    if (x.island >= 0) {
      const IslandSpec& at = p.islands[size_t(x.island)];
      v.island = at.id;
      v.x = at.centre.x;
      v.y = at.centre.y;
      v.r = at.r;
    }
    v.flags = mast_views(s, spec.flags, x.flags & ~x.lost);
    v.abandoned = x.standing() && x.abandoned();
    v.destroyed = x.destroyed;
    v.gold.assign(x.gold.begin(), x.gold.end());
    t.forts.push_back(std::move(v));
  }
  for (const OwedLine& o : s.owed())
    t.owed.push_back({s.id(o.ship), p.terrain[size_t(o.terrain)].id,
                      fmt::format("{} {} {}", owed_verb(p.terrain[size_t(o.terrain)].kind),
                                  s.id(o.ship), p.terrain[size_t(o.terrain)].id)});
  auto ship_ref = [&](int k) {
    return k >= 0 ? std::optional<std::string>(s.id(k)) : std::nullopt;
  };
  for (size_t i = 0; i < p.ships.size(); ++i) {
    const ShipSpec& spec = p.ships[i];
    const Ship& x = s.ship(int(i));
    ShipView ship;
    ship.id = spec.id;
    ship.name = spec.name;
    ship.owner = p.players[size_t(x.owner)];
    ship.fleet = p.players[size_t(spec.owner)];
    ship.nation = spec.nation;
    ship.x = x.pos.x;
    ship.y = x.pos.y;
    ship.heading = x.heading;
    ship.masts = mast_views(s, spec.masts, x.masts & ~x.lost);
    for (MastView& m : ship.masts) m.fire = (x.fire >> (m.mast - 1)) & 1;
    ship.derelict = x.derelict();
    ship.sunk = x.sunk;
    ship.stuck_on = ship_ref(x.stuck_on);
    ship.towing = ship_ref(x.towing);
    ship.towed_by = ship_ref(x.towed_by);
    if (x.docked >= 0) ship.docked = s.island_id(x.docked);
    if (x.trapped_in >= 0) ship.trapped_in = p.terrain[size_t(x.trapped_in)].id;
    if (x.in_fog >= 0) ship.in_fog = p.terrain[size_t(x.in_fog)].id;
    ship.scuttled = x.scuttled;
    ship.creature = spec.creature;
    ship.r = spec.creature || s.radius(int(i)) != s.options().ship_radius ? s.radius(int(i)) : 0;
    ship.gold = coin_values(x.gold);
    ship.places = x.places;
    for (size_t c = 0; c < p.crew.size(); ++c)
      if (s.crew_ship(int(c)) == int(i) && !s.crew_lost(int(c)))
        (p.crew[c].unique ? ship.uniques : ship.crew).push_back(p.crew[c].id);
    const char* const names[] = {"helmsman", "captain", "cannoneer", "shipwright", "explorer"};
    for (int k = 0; k < 5; ++k)
      if (x.keywords & (1 << k)) ship.keywords.emplace_back(names[k]);
    t.ships.push_back(std::move(ship));
  }
  for (int pl = 0; pl < s.players(); ++pl)
    t.home.push_back({p.players[size_t(pl)], s.home_gold(pl), s.home_coins(pl)});
  t.last = last_view();
  t.fault = fault_view();
  return t;
}

AuditView PiratesGameState::audit_view() const {
  const State& s = state_;
  const Pieces& p = state_.pieces();
  const Outcome o = outcome();
  const std::vector<PlayerScore> sc = score(s);
  const std::vector<int> rank = ranks_of(o.scores);
  const std::vector<SunkGold> sunk = sunk_gold(s);
  AuditView a;
  a.points = p.points;
  int aboard_all = 0;
  for (int pl = 0; pl < s.players(); ++pl) {
    PlayerAudit entry;
    int points = 0, aboard = 0;
    for (size_t i = 0; i < p.ships.size(); ++i) {
      if (p.ships[i].owner == pl) {
        points += p.ships[i].points;
        entry.ships.push_back(p.ships[i].id);
      }
      if (s.ship(int(i)).owner == pl && !s.ship(int(i)).sunk) aboard += s.ship(int(i)).gold_value();
    }
    for (const CrewSpec& c : p.crew)
      if (c.owner == pl) points += c.points;
    for (const EventSpec& e : p.events)
      if (e.owner == pl) points += e.points;
    aboard_all += aboard;
    const Ledger& l = s.ledger(pl);
    const PlayerScore& x = sc[size_t(pl)];
    entry.player = p.players[size_t(pl)];
    entry.fleet_points = points;
    entry.points_allowed = p.points;
    if (s.brought_known()) entry.brought = l.brought;
    entry.coins_brought = p.fleets[size_t(pl)].treasure.size();
    entry.explored = l.explored;
    entry.unloaded = l.unloaded;
    entry.shared_in = l.shared_in;
    entry.lost_sunk = l.lost_sunk;
    entry.shared_out = sunk[size_t(pl)].shared_out;
    entry.lost_out_of_game = sunk[size_t(pl)].out_of_game;
    entry.boarded_in = l.boarded_in;
    entry.boarded_out = l.boarded_out;
    entry.start_home = l.start_home;
    entry.ruled = l.ruled;
    entry.coin_bonus = l.coin_bonus;  // slice h40b-coin
    if (l.coin_bonus) entry.coin_sources = coin_bonus_sources(p, pl);
    entry.fort_withdrawn = l.fort_withdrawn;
    for (size_t c = 0; c < p.crew.size(); ++c) {
      if (!p.crew[c].unique) continue;
      const CrewPlace& at = s.crew_place(int(c));
      if (p.crew[c].owner == pl) entry.uniques_brought.push_back(p.crew[c].id);
      const bool held = !s.crew_lost(int(c)) &&
                        ((at.kind == CrewPlace::Home && at.index == pl) ||
                         (at.kind == CrewPlace::Fort && p.forts[size_t(at.index)].owner == pl));
      if (held) entry.uniques_held.push_back(p.crew[c].id);
    }
    entry.left = l.left;
    entry.derelict_in = l.derelict_in;
    entry.derelict_out = l.derelict_out;
    entry.raided_in = l.raided_in;
    entry.raided_out = l.raided_out;
    if (!p.forts.empty()) {
      entry.forts = x.forts;
      entry.fort_paid = l.fort_paid;
      entry.fort_unloaded = l.fort_unloaded;
      entry.fort_start = l.fort_start;
    }
    entry.aboard = aboard;
    entry.home = x.home;
    entry.aboard_counted = x.aboard;
    entry.pieces = x.pieces;
    entry.total = x.total;
    entry.rank = rank[size_t(pl)];
    entry.claimed = claimed_score(claims_, entry.player);
    a.players.push_back(std::move(entry));
  }
  int placed = 0, on_islands = 0, home = 0;
  for (const IslandSpec& is : p.islands)
    for (int c : is.treasure) placed += c;
  for (const Island& is : s.islands())
    for (int16_t c : is.coins) on_islands += c;
  // The coins' gold: `stat {coin}` gold is no coin (slice h40b-coin; its own audit line).
  for (int pl = 0; pl < s.players(); ++pl) home += s.home_gold(pl) - s.ledger(pl).coin_bonus;
  if (s.brought_known()) a.gold.brought = s.total_brought();
  a.gold.placed = placed;
  a.gold.on_islands = on_islands;
  a.gold.aboard = aboard_all;
  a.gold.home = home;
  a.gold.out_of_game = s.gold_out_of_game();
  if (!p.forts.empty()) {
    Gold in_forts = 0;
    for (const Fort& f : s.forts())
      if (f.standing()) in_forts += f.gold_value();
    a.gold.in_forts = in_forts;
  }
  // Format 1's other words are unmodelled abilities (abilities.h): the rows say so.
  for (size_t i = 0; i < p.ships.size(); ++i)
    for (const std::string& k : p.ships[i].abilities)
      a.abilities.push_back({p.ships[i].id, k, keyword_bit(k) != 0 && k != "linked",
                             (s.ship(int(i)).keywords & keyword_bit(k)) != 0,
                             keyword_bit(k) ? uint16_t(0) : uint16_t(kAreaAll)});
  for (size_t c = 0; c < p.crew.size(); ++c) {
    const CrewSpec& cr = p.crew[c];
    if (cr.ability.empty()) continue;
    const int ship = s.crew_ship(int(c));  // format 2: ashore, it works for nothing
    // A row per keyword (format 2 gives a crew one or more).
    auto row = [&](const std::string& word) {
      const uint8_t bit = keyword_bit(word);
      const bool works =
          !s.crew_lost(int(c)) && bit != 0 && ship >= 0 &&
          (bit == kLinked || ((cr.equipment || crew_nation_works(s, ship, cr.nation)) &&
                              !crew_denied(s, int(c), ship)));
      a.abilities.push_back({cr.id, word, bit != 0, works, bit ? uint16_t(0) : uint16_t(kAreaAll)});
    };
    row(cr.ability);
    for (const std::string& word : cr.more) row(word);
  }
  // Format 2's entries beyond the keywords: mods, labels, unmodelled entries.
  for (const AbilityEntry& e : p.abilities.entries) {
    const std::string& id = carrier_id(p, e.carrier);
    const bool works = working_piece(s, e.carrier, e.modelled).index >= 0;
    a.abilities.push_back(
        {id, e.text, e.modelled, works, e.modelled ? uint16_t(0) : e.areas, e.unverified});
  }
  a.ability_uses = ability_uses_;
  a.unchecked = unchecked_;
  a.mysteries = mysteries_;
  for (size_t e = 0; e < p.events.size(); ++e) {
    const EventSpec& spec = p.events[e];
    EventView v{spec.id, p.players[size_t(spec.owner)], spec.name, spec.points, spec.text, "", {}};
    v.status = s.event_removed(int(e))    ? "out of the game"
               : s.event_revealed(int(e)) ? "face up"
                                          : "face down";
    if (e < reveals_.size()) v.reveals = reveals_[e];
    a.events.push_back(std::move(v));
  }
  a.end = end_of(s);
  a.end_reason = end_reason_of(s);
  a.finished = o.finished;
  a.winners = o.winners;
  return a;
}

}  // namespace qm::pirates

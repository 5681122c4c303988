#include "games/pirates/state.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/distance_options.h"
#include "games/pirates/rules.h"
#include "games/pirates/scoring.h"
#include "games/pirates/table_edge.h"
#include "games/pirates/terrain.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

Gold Ship::gold_value() const {
  Gold v = 0;
  for (int16_t c : gold) v += c;
  return v;
}

// A piece a `start:` position puts in a fog bank or a Sargasso Sea: where it stands must be
// where such a piece can be — inside the fog bank (its centre at most r - its own r +
// tolerance from the fog bank's), touching the Sargasso Sea — and not docked.
void State::start_in_terrain(const StartShip& e) {
  const int t = e.in_fog >= 0 ? e.in_fog : e.trapped;
  if (t < 0) return;
  Ship& s = ships_[size_t(e.ship)];
  const TerrainSpec& x = (*terrain_)[size_t(t)];  // where the position puts it
  const std::string& id = pieces_->ships[size_t(e.ship)].id;
  const double own = radius(e.ship), tol = options_.tolerance;
  if (s.docked >= 0)
    throw RecordError(e.hold_pos, fmt::format("{} is docked at {}: a docked piece is not {} {}", id,
                                              pieces_->islands[size_t(s.docked)].id,
                                              e.in_fog >= 0 ? "lost in" : "trapped in", x.id));
  if (e.in_fog >= 0) {
    const double d = geo_.dist(s.pos, x.centre);
    if (d > x.r - own + tol)
      throw RecordError(e.hold_pos,
                        fmt::format("{} at {} is {} mm from {}'s centre: a piece lost in a fog "
                                    "bank stands inside it, at most r {} - {} + {} = {} mm",
                                    id, pt(s.pos), Rules::mm(d), x.id, num(x.r), num(own), num(tol),
                                    num(x.r - own + tol)));
    s.in_fog = int16_t(t);
  } else {
    if (!terrain_touches(x, s.pos, own, geo_))
      throw RecordError(e.hold_pos, fmt::format("{} at {} does not touch the Sargasso Sea {}: a "
                                                "trapped piece touches it",
                                                id, pt(s.pos), x.id));
    s.trapped_in = int16_t(t);
  }
}

State::State(std::shared_ptr<const Pieces> pieces, const Options& options)
    : pieces_(std::move(pieces)), options_(options) {
  const Pieces& p = *pieces_;
  terrain_ = std::shared_ptr<const std::vector<TerrainSpec>>(pieces_, &p.terrain);
  geo_ = geometry_of(options, p);  // a torus under table_edge wraps
  const size_t n = p.players.size();
  home_gold_.assign(n, 0);
  home_coins_.assign(n, 0);
  ledger_.assign(n, Ledger{});
  crew_lost_.assign(p.crew.size(), 0);
  crew_at_.resize(p.crew.size());
  boarded_.assign(p.crew.size(), 0);
  event_uses_.assign(p.events.size(), 0);
  for (size_t c = 0; c < p.crew.size(); ++c)
    crew_at_[c] = p.crew[c].ship >= 0 ? CrewPlace{CrewPlace::Aboard, int16_t(p.crew[c].ship)}
                                      : CrewPlace{CrewPlace::Home, int16_t(p.crew[c].owner)};
  // A unique treasure starts in the treasure of the island that lists it (the first, if
  // several do: setup-treasure reports that); one no island lists is out of the game.
  for (size_t c = 0; c < p.crew.size(); ++c)
    if (p.crew[c].unique) crew_lost_[c] = 1;
  for (size_t i = p.islands.size(); i-- > 0;)
    for (int c : p.islands[i].uniques) {
      crew_at_[size_t(c)] = CrewPlace{CrewPlace::Island, int16_t(i)};
      crew_lost_[size_t(c)] = 0;
    }
  reef_value_.assign(p.terrain.size(), 0);
  for (size_t k = 0; k < n; ++k)
    for (int c : p.fleets[k].treasure) ledger_[k].brought += c;
  islands_.resize(p.islands.size());
  for (size_t i = 0; i < p.islands.size(); ++i)
    for (int c : p.islands[i].treasure)
      if (!islands_[i].coins.full()) islands_[i].coins.push_back(int16_t(c));
  forts_.resize(p.forts.size());
  reroll_used_.assign(p.abilities.rerolls.size(), 0);
  shot_used_.assign(p.abilities.shots.size(), 0);
  for (size_t f = 0; f < p.forts.size(); ++f)
    forts_[f].flags = uint16_t((1u << p.forts[f].flags.size()) - 1);
  ships_.resize(p.ships.size());
  for (size_t i = 0; i < p.ships.size(); ++i) {
    const ShipSpec& spec = p.ships[i];
    Ship& s = ships_[i];
    s.pos = spec.start;
    s.heading = spec.heading;
    s.masts = uint16_t((1u << spec.masts.size()) - 1);
    s.owner = int8_t(spec.owner);
    if (spec.creature) continue;  // a creature touches its home island but is never docked
    for (size_t k = 0; k < p.islands.size(); ++k)
      if (p.islands[k].home == spec.owner) s.docked = int16_t(k);
  }
  if (const std::optional<StartPosition>& st = p.start) {
    // Terrain the position moved or placed: the table's own copy, as a drift makes it.
    if (!st->terrain.empty()) {
      auto moved = std::make_shared<std::vector<TerrainSpec>>(p.terrain);
      for (const StartTerrain& e : st->terrain) {
        TerrainSpec& t = (*moved)[size_t(e.terrain)];
        if (t.kind == TerrainKind::Current) {
          t.from = e.from;
          t.to = e.to;
        } else {
          t.centre = e.centre;
        }
        t.frozen = e.frozen;
        t.placed = true;
      }
      terrain_ = std::move(moved);
    }
    for (ShipSpec const& spec : p.ships) {
      const int i = p.ship_index(spec.id);
      bool listed = false;
      for (const StartShip& e : st->ships) listed = listed || e.ship == i;
      for (int k : st->sunk) {
        if (k == i && listed)
          throw RecordError(st->pos,
                            fmt::format("ship {} is both in 'start.ships' and sunk", spec.id));
        listed = listed || k == i;
      }
      if (!listed)
        throw RecordError(st->pos, fmt::format("'start' must give {} {}: in '{}' when it is "
                                               "still in play, else in 'sunk'",
                                               spec.creature ? "creature" : "ship", spec.id,
                                               spec.creature ? "creatures" : "ships"));
    }
    for (int k : st->sunk) {
      ships_[size_t(k)].sunk = true;
      ships_[size_t(k)].docked = kNoPiece;
    }
    for (const StartShip& e : st->ships) {
      Ship& s = ships_[size_t(e.ship)];
      if (e.at)
        s.pos = geo_.reduce(*e.at);  // table_edge wraps: reduced into the table
      else if (!p.ships[size_t(e.ship)].placed)
        throw RecordError(e.pos, fmt::format("ship {} needs x and y", p.ships[size_t(e.ship)].id));
      if (e.heading) s.heading = *e.heading;
      for (int m : e.lost) s.lost |= uint16_t(1u << (m - 1));
      // Format 2's fire masts, down like lost ones; they burn by the Fire Mast Rules card's rules.
      for (int m : e.fire) {
        s.lost |= uint16_t(1u << (m - 1));
        s.fire |= uint16_t(1u << (m - 1));
        s.fire_src[size_t(m - 1)] = -1;
      }
      for (int c : e.gold)
        if (!s.gold.full()) s.gold.push_back(int16_t(c));
      s.docked = int16_t(e.docked);
      s.stuck_on = int16_t(e.stuck_on);
      if (e.owner >= 0) s.owner = int8_t(e.owner);
      s.hold_next = e.held;  // held from its owner's next `turn` line, through that turn
      if (e.towing >= 0) {
        s.towing = int16_t(e.towing);
        ships_[size_t(e.towing)].towed_by = int16_t(e.ship);
      }
      start_in_terrain(e);
    }
    for (const StartIsland& e : st->islands) {
      Island& is = islands_[size_t(e.island)];
      is.coins.clear();
      for (int c : e.treasure)
        if (!is.coins.full()) is.coins.push_back(int16_t(c));
      is.explored = e.explored;
      is.explored_by = e.explored_by;
    }
    for (const StartFort& e : st->forts) {
      Fort& f = forts_[size_t(e.fort)];
      f.destroyed = e.destroyed;
      if (e.destroyed) continue;
      f.island = int16_t(e.island);
      for (int m : e.lost) f.lost |= uint16_t(1u << (m - 1));
      f.gold.assign(e.gold.begin(), e.gold.end());
      islands_[size_t(e.island)].coins.clear();  // the fort took them
      Gold gold = 0;
      for (int c : e.gold) gold += c;
      ledger_[size_t(p.forts[size_t(e.fort)].owner)].fort_start += gold;
    }
    for (size_t k = 0; k < n; ++k)
      for (int c : st->home[k]) {
        home_gold_[k] += c;
        ++home_coins_[k];
        ledger_[k].start_home += c;
      }
    // Format 2's `items`: a ship that gives them carries those, in that order; the crew and
    // equipment the header put aboard it and no list names are at their owner's home.
    for (const StartShip& e : st->ships)
      if (e.items_given)
        for (size_t c = 0; c < p.crew.size(); ++c)
          if (crew_at_[c].kind == CrewPlace::Aboard && crew_at_[c].index == e.ship)
            crew_at_[c] = CrewPlace{CrewPlace::Home, int16_t(p.crew[c].owner)};
    for (const StartShip& e : st->ships)
      for (int c : e.items) {
        crew_at_[size_t(c)] = CrewPlace{CrewPlace::Aboard, int16_t(e.ship)};
        crew_lost_[size_t(c)] = 0;  // a unique treasure no island listed is in play
        boarded_[size_t(c)] = ++boardings_;
      }
    for (const StartIsland& e : st->islands)
      for (int c : e.items) {
        crew_at_[size_t(c)] = CrewPlace{CrewPlace::Island, int16_t(e.island)};
        crew_lost_[size_t(c)] = 0;
      }
    // Unique treasures at home and in forts; one the position does not name lies where the
    // header put it.
    for (const auto& [player, c] : st->home_uniques) {
      crew_at_[size_t(c)] = CrewPlace{CrewPlace::Home, int16_t(player)};
      crew_lost_[size_t(c)] = 0;
    }
    for (const StartFort& e : st->forts)
      for (int c : e.uniques) {
        crew_at_[size_t(c)] = CrewPlace{CrewPlace::Fort, int16_t(e.fort)};
        crew_lost_[size_t(c)] = 0;
      }
    for (int c : st->crew_lost) crew_lost_[size_t(c)] = 1;
    for (int c : st->out) crew_lost_[size_t(c)] = 1;
    for (int e : st->revealed) event_uses_[size_t(e)] = 1;
    for (int e : st->removed_events) event_uses_[size_t(e)] = uint8_t(p.events[size_t(e)].uses);
    next_ = st->player;
    // The position gives what the referee saw; what each player brought is known only
    // from every fleet's `treasure`.
    for (const FleetSpec& f : p.fleets) brought_known_ = brought_known_ && f.treasure_given;
  }
  for (size_t i = 0; i < ships_.size(); ++i) recompute_crew(int(i));
  for (Ship& s : ships_) s.docked_since_start = s.docked >= 0;
}

State State::checkpoint() {
  std::vector<Fact> facts = std::move(facts_);
  facts_.clear();
  State saved = *this;
  facts_ = std::move(facts);
  saved.facts_at_checkpoint_ = facts_.size();
  return saved;
}

void State::restore(State&& saved) {
  std::vector<Fact> facts = std::move(facts_);
  facts.resize(std::min(facts.size(), saved.facts_at_checkpoint_));
  *this = std::move(saved);
  facts_ = std::move(facts);
  facts_at_checkpoint_ = 0;
}

Gold State::total_brought() const {
  Gold t = 0;
  for (const Ledger& l : ledger_) t += l.brought;
  return t;
}

double State::reach(int ship, int mast) const {
  return ruler(pieces_->ships[size_t(ship)].masts[size_t(mast - 1)].ruler);
}

// The keywords that work (the ship's own, and each crew's aboard a ship of its nation), the
// crew aboard and the cargo places (linked crew adds one, whatever the nation).
void State::recompute_crew(int i) {
  const ShipSpec& spec = pieces_->ships[size_t(i)];
  Ship& s = ships_[size_t(i)];
  const bool off = !cancelled_.empty();  // a `cancel` this turn (rules_use.cc)
  s.keywords = off && cancelled(AbilityCarrier{i, -1, -1}) ? uint8_t(0) : spec.keywords;
  s.crew_aboard = 0;
  int places = spec.cargo;
  for (size_t c = 0; c < pieces_->crew.size(); ++c) {
    const CrewSpec& crew = pieces_->crew[c];
    if (crew_ship(int(c)) != i || crew_lost_[c]) continue;
    // A cancelled crew's keywords do not work; its `linked` place stays (it holds cargo).
    const uint8_t keywords = off && cancelled(AbilityCarrier{-1, int(c), -1})
                                 ? uint8_t(0)
                                 : uint8_t(crew.keyword & uint8_t(~kLinked));
    if (crew.unique) {  // takes no place; works aboard a ship of any nation
      s.keywords |= keywords;
      continue;
    }
    // Format 2: a crew whose `build {no-cargo}` works takes no place (abilities_build.cc).
    if (pieces_->abilities.builds.empty() || !crew_takes_no_place(*this, int(c))) ++s.crew_aboard;
    // Format 2: a `build {link}` whose partner is the ship or aboard it (abilities_build.cc).
    if ((crew.keyword & kLinked) ||
        (!pieces_->abilities.builds.empty() && link_place(*this, int(c), i)))
      ++places;
    // Equipment: any nation; a crew: its nation's ship, or one whose `allow {crew-nation}` admits
    // it (rules_allow.cc).
    if ((crew.equipment || crew.nation == spec.nation ||
         (!pieces_->abilities.crew_nations.empty() && crew_nation_works(*this, i, crew.nation))) &&
        !crew_denied(*this, int(c), i))  // slice h41b-deny2
      s.keywords |= keywords;
  }
  // Format 2: a `stat {cargo}` adds places or takes them away, and with `no-cargo: crew` its
  // crew take none (crew_aboard counts the places crew take; rules_stat.cc). A creature carries
  // nothing.
  if (!pieces_->abilities.stats.empty() && !spec.creature) {
    places += Rules::stat_cargo(*this, i);
    if (Rules::stat_no_cargo_crew(*this, i)) s.crew_aboard = 0;
  }
  s.places = uint8_t(std::clamp(places, 0, kMaxCoins));  // what a ship's gold list holds
}

std::vector<int> State::crew_in_boarding_order(int ship) const {
  std::vector<int> out;
  for (size_t c = 0; c < pieces_->crew.size(); ++c)
    if (crew_ship(int(c)) == ship && !crew_lost_[c] && !pieces_->crew[c].equipment)
      out.push_back(int(c));
  std::stable_sort(out.begin(), out.end(),
                   [&](int x, int y) { return boarded_[size_t(x)] < boarded_[size_t(y)]; });
  return out;
}

void State::begin_turn(int p) {
  std::fill(reef_value_.begin(), reef_value_.end(), uint8_t(0));
  reef_losses_.clear();
  drifts_due_.clear();
  fog_exit_ = kNoPiece;
  iceberg_roll_due_ = false;
  built_this_turn_ = false;
  acted_ = false;
  mystery_due_.clear();  // owed rolls end with the turn (mystery-order refused the turn line)
  acts_turn_.clear();
  takes_turn_.clear();
  cancels_turn_.clear();
  if (!cancelled_.empty()) {  // a `cancel` lasts to the end of the turn, an `off` as it says
    const int next = turns_ + 1;
    const size_t before = cancelled_.size();
    std::erase_if(cancelled_, [&](const SwitchedOff& o) { return o.until <= next; });
    if (cancelled_.size() != before)
      for (int i = 0; i < int(ships_.size()); ++i) recompute_crew(i);
  }
  Rules::end_effects_at_turn(*this, p);
  for (Fort& f : forts_) f.shot = false;
  std::fill(reroll_used_.begin(), reroll_used_.end(), uint8_t(0));
  std::fill(shot_used_.begin(), shot_used_.end(), uint8_t(0));
  hits_turn_.clear();
  for (const TerrainSpec& t : *terrain_)
    iceberg_roll_due_ = iceberg_roll_due_ || iceberg_can_drift(t);
  current_ = p;
  next_ = (p + 1) % players();
  ++turns_;
  Rules::shots_at_turn(*this, p);  // smoke fog banks removed, stink shots begun (rules_shots.cc)
  divers_by_ = raft_by_ = 0;
  if (!fear_rolled_.empty() || !fear_slowed_.empty()) Rules::fear_at_turn(*this, p);
  Rules::fires_at_turn(*this, p);  // before the scuttled ships sink: a burnt-out ship is one
  for (size_t i = 0; i < ships_.size(); ++i) {
    Ship& s = ships_[i];
    s.standard = 0;
    s.moved = s.rammed = s.explored = s.shot = s.reroll_used = s.captain_shot = false;
    s.grants = 0;
    s.named = s.grant_same = false;
    s.first_action = Verb::Turn;
    s.explored_at = kNoPiece;
    s.escaped = s.whirled = s.fogged = s.current_used = false;
    s.hit_ignored = false;  // slice h40-immune: `first: turn` protects again
    s.shot_move_due = false;
    s.range_by = kNoPiece;  // slice h41-range: an optional `stat {range}` is chosen per turn
    s.cargo_move_due = s.cargo_move_given = false;
    s.explored_by_range = false;
    // A chain shot's hold lasts through the owner's next turn.
    s.held = s.hold_next && s.owner == p;
    if (s.owner == p) s.hold_next = false;
    if (!s.held && !s.hold_next) s.held_by = kNoPiece;
    s.docked_since_start = s.docked >= 0;
    if (s.scuttled && !s.sunk && s.owner == p) {
      // Crew and treasure aboard go out of the game.
      ledger_[size_t(s.owner)].lost_sunk += s.gold_value();
      gold_out_ += s.gold_value();
      fact(Fact{lines_ + 1, FactKind::Sunk, int8_t(p), int16_t(i), -1,
                int(s.gold_value())});  // 16 coins at most
      s.sunk_coins = s.gold;
      s.gold.clear();
      sink(int(i));
    }
  }
}

namespace {

// Two sources, one ability (abilities.h): entry k of `list` is spent, and with it every equal
// expression at work on the same ship.
template <class Ability>
void spend_equal_expressions(const State& s, const std::vector<Ability>& list,
                             std::vector<uint8_t>& used, int k, int ship) {
  for (size_t j = 0; j < list.size(); ++j)
    if (list[j].expression_id == list[size_t(k)].expression_id &&
        working_ship(s, list[j].carrier, true) == ship)
      used[j] = 1;
  used[size_t(k)] = 1;
}

}  // namespace

void State::use_reroll(int k, int ship) {
  spend_equal_expressions(*this, pieces_->abilities.rerolls, reroll_used_, k, ship);
}

void State::use_shot(int k, int ship) {
  spend_equal_expressions(*this, pieces_->abilities.shots, shot_used_, k, ship);
}

void State::sink(int i) {
  Ship& s = ships_[size_t(i)];
  s.sunk = true;
  s.sunk_line = lines_ + 1;
  s.scuttled = false;
  s.docked = kNoPiece;
  s.stuck_on = kNoPiece;
  for (Ship& o : ships_)
    if (o.stuck_on == i) o.stuck_on = kNoPiece;
  if (s.towing >= 0) ships_[size_t(s.towing)].towed_by = kNoPiece;
  if (s.towed_by >= 0) ships_[size_t(s.towed_by)].towing = kNoPiece;
  s.towing = s.towed_by = kNoPiece;
}

void State::remove_mast(int i, int mast) {
  Ship& s = ships_[size_t(i)];
  s.lost |= uint16_t(1u << (mast - 1));
  if (s.derelict())
    for (Ship& o : ships_)
      if (o.stuck_on == i) o.stuck_on = kNoPiece;
  // A sea creature whose last segment falls is eliminated at once: never a derelict.
  if (s.derelict() && creature(i) && !s.sunk) {
    fact(Fact{lines_ + 1, FactKind::Sunk, s.owner, int16_t(i), -1, 0});
    sink(i);
  }
  // Slice h40b-coin: a ship whose `stat {derelict: sinks}` works sinks with its last mast; what
  // is aboard goes out of the game (a shot's sinking shares it instead: rules_shoot.cc).
  if (s.derelict() && !s.sunk && !creature(i) && stat_derelict_sinks(*this, i)) {
    ledger_[size_t(s.owner)].lost_sunk += s.gold_value();
    gold_out_ += s.gold_value();
    fact(Fact{lines_ + 1, FactKind::Sunk, s.owner, int16_t(i), -1, int(s.gold_value())});
    s.sunk_coins = s.gold;
    s.gold.clear();
    sink(i);
  }
}

void State::place_behind(int tower) {
  const Ship& t = ships_[size_t(tower)];
  Ship& towed = ships_[size_t(t.towing)];
  towed.pos = geo_.reduce(step(t.pos, t.heading + 180, radius(tower) + radius(t.towing)));
  towed.heading = t.heading;
  towed.docked = t.docked;
}

void State::update_end() {
  ended_ = end_condition(*this);
  if (!brought_known()) return;
  const bool fort_gold = options_.fort_gold_ends;
  option_counts_.count(kWinGoldOption, home_gold_ends(*this, WinGold::HalfOfOwn, fort_gold) !=
                                           home_gold_ends(*this, WinGold::HalfOfTotal, fort_gold));
  if (forts_hold_gold(*this))
    option_counts_.count(kFortGoldEndsOption, home_gold_ends(*this, options_.win_gold, false) !=
                                                  home_gold_ends(*this, options_.win_gold, true));
}

std::optional<Violation> State::play(const Action& a, Fault* fault) {
  const int line = lines_ + 1;
  if (ended_ != EndCondition::None)
    return Violation{"game-over", fmt::format("the game is over: {}", end_reason(*this))};
  const int p = a.player;
  if (a.verb == Verb::Turn) {
    if (p != next_ && enforced("turn-order"))
      return Violation{"turn-order", fmt::format("it is {}'s turn next, not {}'s",
                                                 quoted_name(next_), quoted_name(p))};
  } else if (current_ < 0 && enforced("turn-order")) {
    return Violation{"turn-order",
                     fmt::format("the record starts with {}'s `turn` line", quoted_name(next_))};
  } else if (p != current_ && current_ >= 0 && enforced("turn-order")) {
    const bool board_after_ram = a.verb == Verb::Board && ram_line_ == line - 1 && a.ship >= 0 &&
                                 (a.ship == ram_by_ || a.ship == ram_target_) &&
                                 ships_[size_t(a.ship)].owner == p;
    // Raft answers the sinking of its owner's ship in another player's turn (rules_event.cc
    // checks the rest: use-source, use-trigger).
    const bool raft = a.verb == Verb::Reveal && a.event >= 0 &&
                      pieces_->events[size_t(a.event)].trigger == EventTrigger::Sunk;
    // A `when`'s effect answers a trigger of the line before (rules_when.cc: use-trigger).
    const bool answers = a.verb == Verb::Use && a.use >= UseEffect::TakeAll;
    if (!board_after_ram && !raft && !answers)
      return Violation{"turn-order", fmt::format("it is {}'s turn, not {}'s", quoted_name(current_),
                                                 quoted_name(p))};
  }
  if (iceberg_roll_due_ || !drifts_due_.empty() || a.verb == Verb::Iceberg)
    if (auto v = Rules::iceberg_order(*this, a)) return v;
  if (!mystery_due_.empty() || a.verb == Verb::Mystery)
    if (auto v = Rules::mystery_order(*this, a)) return v;
  if (!owed_.empty())
    if (auto v = Rules::owed_first(*this, a)) return v;
  if (fog_exit_ >= 0 && !(a.verb == Verb::Move && a.ship == fog_exit_) && enforced("fog-exit"))
    return Violation{"fog-exit", fmt::format("{} left the fog bank on the line before: its move "
                                             "comes next",
                                             id(fog_exit_))};
  if (built_this_turn_ && a.verb != Verb::Build && a.verb != Verb::Turn && enforced("fort-timing"))
    return Violation{"fort-timing", fmt::format("{} built a fort this turn: forts are built last, "
                                                "and only another `build` or the next `turn` "
                                                "line may follow",
                                                quoted_name(current_))};
  if (!hits_due_.empty() && a.verb != Verb::Use && a.verb != Verb::Reveal)  // rules_use_hit.cc
    if (auto v = Rules::hits_owed(*this)) return v;
  if (a.fort >= 0 && a.verb != Verb::Build) {  // a fort acts (rules_fort.cc)
    if (auto v = Rules::fort_acts(*this, a, fault)) return v;
    count_distance_options(*pieces_, a, option_counts_);
    mover_ = fog_exit_ = kNoPiece;
    hit_line_ = -1;
    hits_due_.clear();
    acted_ = true;
    trigger_line_ = line;
    lines_ = line;
    update_end();
    return std::nullopt;
  }
  if (fire_due_)  // a ship's `fire` line is due (rules_fire.cc)
    if (auto v = Rules::fire_order(*this, a)) return v;
  if (!acted_ && current_ >= 0 && !pieces_->abilities.fears.empty())  // rules_fear.cc
    if (auto v = Rules::fear_owed(*this, a)) return v;
  const bool no_ship = a.verb == Verb::Turn || a.verb == Verb::Ruling || a.verb == Verb::Iceberg ||
                       a.verb == Verb::Drift || a.verb == Verb::Build || a.verb == Verb::Reveal ||
                       a.verb == Verb::Use;
  if (!no_ship) {
    auto unknown = [&](int s) -> std::optional<Violation> {
      if (s < 0 || s >= int(ships_.size()))
        return Violation{"piece-unknown", fmt::format("the record has no ship {}", a.unknown)};
      if (s >= 0 && ships_[size_t(s)].sunk)
        return Violation{"piece-unknown", fmt::format("{} {}", id(s), gone(s))};
      return std::nullopt;
    };
    if (auto v = unknown(a.ship)) return v;
    // A `fire` line is written by the player whose turn it is, for any ship.
    if (ships_[size_t(a.ship)].owner != p && a.verb != Verb::Fire)
      return Violation{"piece-not-own",
                       fmt::format("{} is {}'s, not {}'s", id(a.ship),
                                   quoted_name(ships_[size_t(a.ship)].owner), quoted_name(p))};
    if (a.other_fort && !a.at_sea) return Rules::fort_not_a_ship(*this, a);
    // An `extra` line's source: a card of the record still in play (extra-source checks the rest).
    if (a.verb == Verb::Extra && (a.source < 0 || (a.source_ship ? ships_[size_t(a.source)].sunk
                                                                 : crew_lost_[size_t(a.source)])))
      return Violation{"piece-unknown",
                       a.source < 0    ? fmt::format("the record has no card {}", a.unknown)
                       : a.source_ship ? fmt::format("{} {}", id(a.source), gone(a.source))
                                       : fmt::format("{} has left the game",
                                                     pieces_->crew[size_t(a.source)].id)};
    if (a.verb == Verb::Ram || a.verb == Verb::Board || a.verb == Verb::Tow ||
        a.verb == Verb::Transfer || (a.at_sea && !a.other_fort))
      if (auto v = unknown(a.other)) return v;
  }
  if (a.verb == Verb::Reveal)  // the event, then its target (rules_event.cc)
    if (auto v = Rules::reveal_pieces(*this, a)) return v;
  if (a.verb == Verb::Use)  // the source, then the other piece (rules_use.cc)
    if (auto v = Rules::use_pieces(*this, a)) return v;
  for (const IcebergHit& h : a.hits) {
    if (h.ship < 0)
      return Violation{"piece-unknown", fmt::format("the record has no ship {}", a.unknown)};
    if (ships_[size_t(h.ship)].sunk)
      return Violation{"piece-unknown", fmt::format("{} {}", id(h.ship), gone(h.ship))};
  }
  auto die_ok = [](int d) { return d >= 1 && d <= 6; };
  auto bad_die = [](int d) {
    return Violation{"die-value", fmt::format("a d6 shows 1 to 6, not {}", d)};
  };
  switch (a.verb) {
    case Verb::Shoot:
      for (const Shot& s : a.shots) {
        if (s.kind == ShotKind::Smoke) continue;  // no die
        if (!die_ok(s.die)) return bad_die(s.die);
        if (s.rerolled && !die_ok(s.reroll)) return bad_die(s.reroll);
      }
      break;
    case Verb::Ram:
    case Verb::Scuttle:
      if (!die_ok(a.die)) return bad_die(a.die);
      if (a.rerolled && !die_ok(a.die2)) return bad_die(a.die2);  // a ram's `D1,D2`
      break;
    case Verb::Board:
      if (!die_ok(a.die)) return bad_die(a.die);
      if (!die_ok(a.die2)) return bad_die(a.die2);
      if (a.board_rerolled && !die_ok(a.board_reroll)) return bad_die(a.board_reroll);
      if (a.board_rerolled2 && !die_ok(a.board_reroll2)) return bad_die(a.board_reroll2);
      break;
    case Verb::Reef:  // its die may be left out (0): the reef's value stands
      if (a.die && !die_ok(a.die)) return bad_die(a.die);
      if (a.rerolled && !die_ok(a.die2)) return bad_die(a.die2);
      break;
    case Verb::Sargasso:
    case Verb::Escape:
    case Verb::Whirlpool:
    case Verb::Fog:
    case Verb::Iceberg:
    case Verb::Drift:  // a written die, 0 included (a fog entry has none)
      if ((a.verb != Verb::Fog || a.exit) && !die_ok(a.die)) return bad_die(a.die);
      if (a.rerolled && !die_ok(a.die2)) return bad_die(a.die2);
      break;
    case Verb::Extra:  // 0: no die written
    case Verb::Use:
      if (a.die && !die_ok(a.die)) return bad_die(a.die);
      for (uint8_t d : a.dice)  // a Fear's (rules_fear.cc)
        if (!die_ok(d)) return bad_die(d);
      break;
    case Verb::Mystery:
      if (!die_ok(a.die)) return bad_die(a.die);
      for (uint8_t d : a.dice)
        if (!die_ok(d)) return bad_die(d);
      break;
    case Verb::Reveal:
    case Verb::Fire:
      for (uint8_t d : a.dice)
        if (!die_ok(d)) return bad_die(d);
      break;
    default:
      break;
  }
  if (!no_ship)
    if (auto v = Rules::creature_action(*this, a)) return v;
  if (!no_ship && a.verb != Verb::Fog && !a.at_sea)  // at sea: after explore-sea-target
    if (auto v = Rules::fog_lost(*this, a)) return v;
  if (a.ship >= 0) last_.from = ships_[size_t(a.ship)].pos;
  // A terrain die re-rolled by a working `reroll {die: any}` of the ship (abilities.h): the
  // line is checked with the die that stands, and spends the source once it holds. Without
  // one, the line's own check says reroll-source (or use-once) in its place.
  std::optional<Action> standing;
  int reroll_src = kNoSource;
  if (a.rerolled && a.ship >= 0 && a.verb != Verb::Iceberg && a.verb != Verb::Drift &&
      (reroll_src = reroll_source(*this, a.ship)) >= 0) {
    standing = a;
    standing->die = a.die2;
    standing->rerolled = false;
  }
  const Action& b = standing ? *standing : a;
  const int standard_before =
      a.ship >= 0 && a.ship < int(ships_.size()) ? ships_[size_t(a.ship)].standard : 0;
  std::optional<Violation> v;
  switch (a.verb) {
    case Verb::Turn:
      if (!raids_.empty()) v = Rules::raid_leave(*this);  // after the turn-start rules
      if (!v) begin_turn(p);
      break;
    case Verb::Move:
      v = Rules::move(*this, a, fault);
      break;
    case Verb::Dock:
      v = Rules::dock(*this, a, fault);
      if (!v) Rules::owe_mystery(*this, a);
      break;
    case Verb::Explore:
      if (!a.at_sea) {
        v = Rules::explore(*this, a);
        break;
      }
      [[fallthrough]];
    case Verb::Load:
    case Verb::Unload:
    case Verb::Transfer:
    case Verb::Leave: {
      // The items move as they are checked (rules_cargo.cc): back to the table before the line
      // when one cannot.
      State before = checkpoint();
      v = a.at_sea ? Rules::explore_at_sea(*this, a, fault) : Rules::cargo(*this, a);
      if (v) restore(std::move(before));
      break;
    }
    case Verb::Shoot:
      v = Rules::shoot(*this, a, fault);
      break;
    case Verb::Ram:
      v = Rules::ram(*this, b, fault);  // b: a re-rolled ram die's standing one
      if (!v) {
        ram_line_ = line;
        ram_by_ = a.ship;
        ram_target_ = a.other;
      }
      break;
    case Verb::Board:
      v = Rules::board(*this, a);
      break;
    case Verb::Tow:
      v = Rules::tow(*this, a, fault);
      break;
    case Verb::Repair:
      v = Rules::repair(*this, a);
      break;
    case Verb::Scuttle:
      v = Rules::scuttle(*this, a);
      break;
    case Verb::Ruling: {
      // Its changes apply one by one: back to the table before it when one cannot.
      State before = checkpoint();
      v = Rules::ruling(*this, a);
      if (v) restore(std::move(before));
      break;
    }
    case Verb::Reef:
      v = Rules::reef(*this, b);
      break;
    case Verb::Sargasso:
      v = Rules::sargasso(*this, b);
      break;
    case Verb::Escape:
      v = Rules::escape(*this, b);
      break;
    case Verb::Whirlpool:
      v = Rules::whirlpool(*this, b);
      break;
    case Verb::Fog:
      v = Rules::fog(*this, b);
      break;
    case Verb::Iceberg:
      v = Rules::iceberg(*this, a);
      break;
    case Verb::Drift:
      v = Rules::drift(*this, a);
      break;
    case Verb::Build:
      v = Rules::build(*this, a);
      break;
    case Verb::Mystery:
      v = Rules::mystery(*this, a);
      break;
    case Verb::Reveal:
      v = Rules::reveal(*this, a);
      break;
    case Verb::Extra:
      v = Rules::extra(*this, a);
      break;
    case Verb::Fire:
      v = Rules::fire(*this, a);
      break;
    case Verb::Use: {
      // Its items move as they are checked: back to the table before it when one cannot.
      State before = checkpoint();
      v = Rules::use(*this, a);
      if (v) restore(std::move(before));
      break;
    }
  }
  if (v) return v;
  Rules::note_acting(*this, a, standard_before);
  if (a.verb == Verb::Explore) Rules::note_explore(*this, a);  // rules_explore_when.cc
  if (!pieces_->abilities.cargo_moves.empty()) Rules::cargo_moved(*this, a);  // rules_range.cc
  if (a.verb == Verb::Move || a.verb == Verb::Dock) Rules::end_effects(*this, a);
  if (standing) use_reroll(reroll_src, a.ship);
  count_distance_options(*pieces_, a, option_counts_);
  if (a.verb == Verb::Move)
    mover_ = a.ship;
  else if (a.verb != Verb::Reef && a.verb != Verb::Sargasso)
    mover_ = kNoPiece;
  fog_exit_ = a.verb == Verb::Fog && a.exit ? a.ship : kNoPiece;
  if (a.verb == Verb::Shoot) {  // its hits' effects come on the `use` lines after it
    Rules::note_hits(*this, a);
  } else if (a.verb != Verb::Use && a.verb != Verb::Reveal) {
    hit_line_ = -1;
    hits_due_.clear();
  }
  acted_ = acted_ || !(Rules::turn_start_line(a.verb) || Rules::turn_start_extra(*this, a) ||
                       Rules::fear_line(a));
  // (several `use` lines of `when` effects in a row answer the same trigger)
  if (a.verb != Verb::Reveal && !(a.verb == Verb::Use && a.use >= UseEffect::TakeAll))
    trigger_line_ = line;
  lines_ = line;
  update_end();
  return std::nullopt;
}

// A card's face: a ruling's `face` last, else `start.face_up` at a position, else `face:`.
bool State::face_up(int c) const {
  if (faces_) return (*faces_)[size_t(c)];
  if (pieces_->start) {
    const std::vector<int>& up = pieces_->start->face_up;
    return std::find(up.begin(), up.end(), c) != up.end();
  }
  return pieces_->crew[size_t(c)].face_up;
}

}  // namespace qm::pirates

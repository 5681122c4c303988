#include "games/pirates/pirates_match.h"

#include <fmt/format.h>

#include "games/pirates/notation.h"
#include "games/pirates/pirates_stats.h"
#include "games/pirates/scoring.h"
#include "games/result.h"

namespace qm::pirates {

namespace {

Json xy(Point p) { return Json::array({p.x, p.y}); }

Json coins_json(const Coins& c) {
  Json list = Json::array();
  for (int16_t v : c) list.push_back(v);
  return list;
}

std::string cannon_text(const Cannon& c) { return std::to_string(c.rank) + ruler_name(c.ruler); }

const char* fault_kind(FaultKind k) {
  switch (k) {
    case FaultKind::PathThrough:
      return "path-through";
    case FaultKind::PathContact:
      return "path-contact";
    case FaultKind::TooFar:
      return "too-far";
    case FaultKind::NoContact:
      return "no-contact";
    case FaultKind::OutOfRange:
      return "out-of-range";
    case FaultKind::LineOfFire:
      return "line-of-fire";
    case FaultKind::None:
      break;
  }
  return nullptr;
}

}  // namespace

PiratesMatch::PiratesMatch(const Record& record, const Options& options, Pieces pieces)
    : pieces_(std::make_shared<const Pieces>(std::move(pieces))),
      claims_(record.result),
      state_(pieces_, options) {
  setup_ = check_setup(state_);
}

std::optional<Violation> PiratesMatch::setup_violation() const { return setup_; }

std::optional<Violation> PiratesMatch::play(const RawMove& raw) {
  last_read_ = false;
  violation_.reset();  // a line after a refused one: the referee struck that one
  last_ = parse_action(raw, *pieces_);
  last_read_ = true;
  last_line_ = format_action(last_, *pieces_);
  ++played_;
  if (setup_) return setup_;
  // A shoot line applies shot by shot: keep the table before it, to show on a violation.
  std::optional<State> before;
  if (last_.verb == Verb::Shoot) before = state_.checkpoint();
  const Point from = last_.ship >= 0 ? state_.ship(last_.ship).pos : Point{};
  Fault fault;
  std::optional<Violation> v = state_.play(last_, &fault);
  if (!v) {
    last_legal_ = true;
    shown_ = last_;
    shown_line_ = last_line_;
    last_effects_ = state_.last_line();
    return std::nullopt;
  }
  if (before) state_.restore(std::move(*before));
  fault_ = fault;
  fault_from_ = from;
  violation_ = Violation{v->rule, std::move(v->message), pieces_->players[size_t(last_.player)]};
  return violation_;
}

// The line play() refused is last_, read already.
StandResult PiratesMatch::stand(const RawMove&, const Violation& violation) {
  if (setup_) return {false, "the set-up breaks a rule: no line can be applied to it"};
  if (std::optional<std::string> why_not = state_.stand(last_, violation.rule))
    return {false, std::move(*why_not)};
  violation_.reset();
  last_legal_ = true;
  shown_ = last_;
  shown_line_ = last_line_;
  last_effects_ = state_.last_line();
  return {true, ""};
}

std::optional<Violation> PiratesMatch::close() {
  if (setup_) return setup_;
  return check_claimed_result(claims_, outcome(), "gold as if it ended now");
}

Outcome PiratesMatch::outcome() const {
  const std::vector<PlayerScore> s = score(state_);
  Outcome o;
  o.finished = state_.ended() != EndCondition::None;
  o.sides = pieces_->players;
  for (const PlayerScore& x : s) o.scores.push_back(x.total);
  for (int p : winners(s)) o.winners.push_back(pieces_->players[size_t(p)]);
  return o;
}

std::vector<std::vector<ScorePart>> PiratesMatch::score_parts() const {
  std::vector<std::vector<ScorePart>> parts;
  for (const PlayerScore& x : score(state_))
    parts.push_back({{"gold at home", x.home}, {"gold aboard", x.aboard}});
  return parts;
}

void PiratesMatch::add_report_fields(Json& report) const {
  const EndCondition e = state_.ended();
  report["end"] = e == EndCondition::None ? Json(nullptr) : Json(end_name(e));
}

std::vector<std::string> PiratesMatch::caveats() const {
  if (state_.ended() != EndCondition::None) return {};
  std::string undecided = end_undecided(state_);
  if (undecided.empty()) return {};
  return {std::move(undecided)};
}

void PiratesMatch::read_move(const RawMove& raw) const { parse_action(raw, *pieces_); }

MoveWords PiratesMatch::last_move_words() const {
  if (!last_read_) return {};
  return action_words(last_, *pieces_);
}

std::vector<GameEvent> PiratesMatch::events() const { return events_of(state_, outcome()); }

Json PiratesMatch::last_json() const {
  if (!last_legal_) return nullptr;
  const Action& a = shown_;
  const State& s = state_;
  Json j{{"move", state_.lines()},
         {"line", shown_line_},
         {"player", pieces_->players[size_t(a.player)]},
         {"verb", verb_name(a.verb)}};
  if (a.verb == Verb::Turn) return j;
  j["ship"] = s.id(a.ship);
  j["from"] = xy(last_effects_.from);
  switch (a.verb) {
    case Verb::Move: {
      Json path = Json::array({xy(last_effects_.from)});
      for (Point p : a.points) path.push_back(xy(p));
      j["path"] = std::move(path);
      break;
    }
    case Verb::Dock:
      j["island"] = s.island_id(a.island);
      j["unload"] = a.unload ? coins_json(a.coins) : Json(nullptr);
      break;
    case Verb::Explore:
      j["island"] =
          s.ship(a.ship).docked >= 0 ? Json(s.island_id(s.ship(a.ship).docked)) : Json(nullptr);
      j["coins"] = coins_json(a.coins);
      break;
    case Verb::Shoot: {
      Json shots = Json::array();
      for (int k = 0; k < a.shots.size; ++k) {
        const Shot& sh = a.shots[k];
        const Cannon& c = pieces_->ships[size_t(a.ship)].masts[size_t(sh.mast - 1)];
        shots.push_back(Json{
            {"mast", sh.mast},
            {"cannon", cannon_text(c)},
            {"target", s.id(sh.target)},
            {"from", xy(s.ship(a.ship).pos)},
            {"to", xy(s.ship(sh.target).pos)},
            {"reach", s.ruler(c.ruler)},
            {"die", sh.die},
            {"reroll", sh.rerolled ? Json(sh.reroll) : Json(nullptr)},
            {"hit", sh.hit},
            {"removed", last_effects_.removed[k] ? Json(last_effects_.removed[k]) : Json(nullptr)},
            {"sank", last_effects_.sank[k]}});
      }
      j["shots"] = std::move(shots);
      j["share"] = a.share ? coins_json(a.coins) : Json(nullptr);
      break;
    }
    case Verb::Ram:
      j["target"] = s.id(a.other);
      j["die"] = a.die;
      j["hit"] = a.hit;
      j["removed"] = last_effects_.ram_removed ? Json(last_effects_.ram_removed) : Json(nullptr);
      break;
    case Verb::Board:
      j["other"] = s.id(a.other);
      j["dice"] = Json::array({a.die, a.die2});
      j["effect"] = a.effect == BoardEffect::Take ? Json(fmt::format("take {}", a.take))
                    : a.effect == BoardEffect::Kill
                        ? Json(fmt::format("kill {}", pieces_->crew[size_t(a.crew)].id))
                        : Json(nullptr);
      break;
    case Verb::Tow:
      j["target"] = s.id(a.other);
      break;
    case Verb::Repair:
      j["mast"] = a.mast ? Json(a.mast) : Json(nullptr);
      break;
    case Verb::Scuttle:
      j["die"] = a.die;
      break;
    case Verb::Turn:
      break;
  }
  return j;
}

Json PiratesMatch::fault_json() const {
  if (!violation_) return nullptr;
  const Action& a = last_;
  const State& s = state_;
  Json j{{"move", played_},           {"line", last_line_},
         {"rule", violation_->rule},  {"player", violation_->player},
         {"verb", verb_name(a.verb)}, {"ship", a.ship >= 0 ? Json(s.id(a.ship)) : Json(nullptr)}};
  const Fault& f = fault_;
  const char* kind = fault_kind(f.kind);
  j["kind"] = kind ? Json(kind) : Json(nullptr);
  if (!kind) return j;
  auto obstacle = [&](const char* key) {
    if (f.obstacle < 0) return;
    if (f.obstacle_island) {
      const IslandSpec& is = pieces_->islands[size_t(f.obstacle)];
      j[key] = is.id;
      j["obstacle_kind"] = "island";
      j["centre"] = xy(is.centre);
      j["r"] = is.r;
    } else {
      j[key] = s.id(f.obstacle);
      j["obstacle_kind"] = "ship";
      j["centre"] = xy(s.ship(f.obstacle).pos);
      j["r"] = s.geometry().ship_radius;
    }
  };
  j["from"] = xy(f.from);
  j["to"] = xy(f.to);
  const double tol = s.geometry().tolerance;
  switch (f.kind) {
    case FaultKind::PathThrough:
      obstacle("obstacle");
      j["overlap"] = f.distance;
      break;
    case FaultKind::PathContact:
      obstacle("obstacle");
      break;
    case FaultKind::TooFar:
      j["length"] = f.distance;
      j["reach"] = f.reach;
      j["tolerance"] = tol;
      break;
    case FaultKind::NoContact:
      obstacle("obstacle");
      j["gap"] = f.distance;
      j["tolerance"] = tol;
      break;
    case FaultKind::OutOfRange:
      j["shooter"] = s.id(f.ship);
      j["target"] = s.id(f.target);
      j["reach"] = f.reach;
      j["distance"] = f.distance;
      j["tolerance"] = tol;
      break;
    case FaultKind::LineOfFire:
      j["shooter"] = s.id(f.ship);
      j["target"] = s.id(f.target);
      obstacle("blocker");
      j["distance"] = f.distance;
      break;
    case FaultKind::None:
      break;
  }
  return j;
}

namespace {

// Why the game ended; while it goes on, null, or why its end by home gold is not decided
// (a start position without every fleet's treasure).
Json end_reason_json(const State& s) {
  if (s.ended() != EndCondition::None) return end_reason(s);
  const std::string undecided = end_undecided(s);
  return undecided.empty() ? Json(nullptr) : Json(undecided);
}

}  // namespace

Json PiratesMatch::table() const {
  const State& s = state_;
  const Pieces& p = *pieces_;
  Json t;
  t["move"] = s.lines();
  t["turn"] = s.turn_number();
  t["to_move"] = s.current() >= 0 ? Json(p.players[size_t(s.current())]) : Json(nullptr);
  t["next"] = p.players[size_t(s.next_player())];
  t["finished"] = s.ended() != EndCondition::None;
  t["end"] = s.ended() == EndCondition::None ? Json(nullptr) : Json(end_name(s.ended()));
  t["end_reason"] = end_reason_json(s);
  const Options& o = s.options();
  t["geometry"] = Json{{"ship_radius", o.ship_radius},
                       {"tolerance", o.tolerance},
                       {"bow_arc", o.bow_arc},
                       {"ruler_S", o.ruler_S},
                       {"ruler_L", o.ruler_L}};
  Json islands = Json::array();
  for (size_t i = 0; i < p.islands.size(); ++i) {
    const IslandSpec& is = p.islands[i];
    islands.push_back(
        Json{{"id", is.id},
             {"x", is.centre.x},
             {"y", is.centre.y},
             {"r", is.r},
             {"home", is.home >= 0 ? Json(p.players[size_t(is.home)]) : Json(nullptr)},
             {"coins", coins_json(s.islands()[i].coins)},
             {"explored", s.islands()[i].explored}});
  }
  t["islands"] = std::move(islands);
  Json ships = Json::array();
  auto ship_ref = [&](int k) { return k >= 0 ? Json(s.id(k)) : Json(nullptr); };
  for (size_t i = 0; i < p.ships.size(); ++i) {
    const ShipSpec& spec = p.ships[i];
    const Ship& x = s.ship(int(i));
    Json masts = Json::array();
    for (size_t m = 0; m < spec.masts.size(); ++m)
      masts.push_back(Json{{"mast", m + 1},
                           {"cannon", cannon_text(spec.masts[m])},
                           {"rank", spec.masts[m].rank},
                           {"range", ruler_name(spec.masts[m].ruler)},
                           {"reach", s.ruler(spec.masts[m].ruler)},
                           {"standing", x.mast_standing(int(m + 1))}});
    Json crew = Json::array();
    for (size_t c = 0; c < p.crew.size(); ++c)
      if (p.crew[c].ship == int(i) && !s.crew_lost(int(c))) crew.push_back(p.crew[c].id);
    Json keywords = Json::array();
    const char* const names[] = {"helmsman", "captain", "cannoneer", "shipwright", "explorer"};
    for (int k = 0; k < 5; ++k)
      if (x.keywords & (1 << k)) keywords.push_back(names[k]);
    ships.push_back(Json{{"id", spec.id},
                         {"name", spec.name},
                         {"owner", p.players[size_t(x.owner)]},
                         {"fleet", p.players[size_t(spec.owner)]},
                         {"nation", spec.nation},
                         {"x", x.pos.x},
                         {"y", x.pos.y},
                         {"heading", x.heading},
                         {"masts", std::move(masts)},
                         {"derelict", x.derelict()},
                         {"sunk", x.sunk},
                         {"stuck_on", ship_ref(x.stuck_on)},
                         {"towing", ship_ref(x.towing)},
                         {"towed_by", ship_ref(x.towed_by)},
                         {"docked", x.docked >= 0 ? Json(s.island_id(x.docked)) : Json(nullptr)},
                         {"scuttled", x.scuttled},
                         {"gold", coins_json(x.gold)},
                         {"places", x.places},
                         {"crew", std::move(crew)},
                         {"keywords", std::move(keywords)}});
  }
  t["ships"] = std::move(ships);
  Json home = Json::object();
  for (int pl = 0; pl < s.players(); ++pl)
    home[p.players[size_t(pl)]] = Json{{"gold", s.home_gold(pl)}, {"coins", s.home_coins(pl)}};
  t["home"] = std::move(home);
  t["last"] = last_json();
  t["fault"] = fault_json();
  return t;
}

Json PiratesMatch::audit() const {
  const State& s = state_;
  const Pieces& p = *pieces_;
  const Outcome o = outcome();
  const std::vector<PlayerScore> sc = score(s);
  const std::vector<int> rank = ranks_of(o.scores);
  const std::vector<SunkGold> sunk = sunk_gold(s);
  Json a;
  a["points"] = p.points;
  Json players = Json::array();
  int aboard_all = 0;
  for (int pl = 0; pl < s.players(); ++pl) {
    int points = 0, aboard = 0;
    Json ships = Json::array();
    for (size_t i = 0; i < p.ships.size(); ++i) {
      if (p.ships[i].owner == pl) {
        points += p.ships[i].points;
        ships.push_back(p.ships[i].id);
      }
      if (s.ship(int(i)).owner == pl && !s.ship(int(i)).sunk) aboard += s.ship(int(i)).gold_value();
    }
    for (const CrewSpec& c : p.crew)
      if (c.owner == pl) points += c.points;
    aboard_all += aboard;
    const Ledger& l = s.ledger(pl);
    const PlayerScore& x = sc[size_t(pl)];
    const std::string& name = p.players[size_t(pl)];
    players.push_back(Json{{"player", name},
                           {"fleet_points", points},
                           {"points_allowed", p.points},
                           {"ships", std::move(ships)},
                           {"brought", s.brought_known() ? Json(l.brought) : Json(nullptr)},
                           {"coins_brought", p.fleets[size_t(pl)].treasure.size()},
                           {"explored", l.explored},
                           {"unloaded", l.unloaded},
                           {"shared_in", l.shared_in},
                           {"lost_sunk", l.lost_sunk},
                           {"shared_out", sunk[size_t(pl)].shared_out},
                           {"lost_out_of_game", sunk[size_t(pl)].out_of_game},
                           {"boarded_in", l.boarded_in},
                           {"boarded_out", l.boarded_out},
                           {"start_home", l.start_home},
                           {"aboard", aboard},
                           {"home", x.home},
                           {"aboard_counted", x.aboard},
                           {"pieces", x.pieces},
                           {"total", x.total},
                           {"rank", rank[size_t(pl)]},
                           {"claimed", claimed_score(claims_, name)}});
  }
  a["players"] = std::move(players);
  int placed = 0, on_islands = 0, home = 0;
  for (const IslandSpec& is : p.islands)
    for (int c : is.treasure) placed += c;
  for (const Island& is : s.islands())
    for (int16_t c : is.coins) on_islands += c;
  for (int pl = 0; pl < s.players(); ++pl) home += s.home_gold(pl);
  a["gold"] = Json{{"brought", s.brought_known() ? Json(s.total_brought()) : Json(nullptr)},
                   {"placed", placed},
                   {"on_islands", on_islands},
                   {"aboard", aboard_all},
                   {"home", home},
                   {"out_of_game", s.gold_out_of_game()}};
  Json abilities = Json::array();
  for (size_t i = 0; i < p.ships.size(); ++i)
    for (const std::string& k : p.ships[i].abilities)
      abilities.push_back(Json{{"piece", p.ships[i].id},
                               {"ability", k},
                               {"checked", keyword_bit(k) != 0 && k != "linked"},
                               {"works", (s.ship(int(i)).keywords & keyword_bit(k)) != 0}});
  for (size_t c = 0; c < p.crew.size(); ++c) {
    const CrewSpec& cr = p.crew[c];
    if (cr.ability.empty()) continue;
    const bool linked = cr.keyword == kLinked;
    const bool works = !s.crew_lost(int(c)) && cr.keyword != 0 &&
                       (linked || cr.nation == p.ships[size_t(cr.ship)].nation);
    abilities.push_back(Json{
        {"piece", cr.id}, {"ability", cr.ability}, {"checked", cr.keyword != 0}, {"works", works}});
  }
  a["abilities"] = std::move(abilities);
  a["end"] = s.ended() == EndCondition::None ? Json(nullptr) : Json(end_name(s.ended()));
  a["end_reason"] = end_reason_json(s);
  a["finished"] = o.finished;
  a["winners"] = o.winners;
  return a;
}

}  // namespace qm::pirates

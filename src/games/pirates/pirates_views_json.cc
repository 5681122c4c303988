// The JSON of Pirates' views (pirates_views.h), the one place it is made: `qm state
// --format json`, `qm audit --format json` and what `qm compare` compares; and the entries
// `qm compare` names, read back. The keys follow the fields, in their order; a point is
// [x, y].
#include "games/pirates/pirates_views.h"

namespace qm::pirates {

const char* fault_kind_name(FaultKind k) {
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

namespace {

Json xy(Point p) { return Json::array({p.x, p.y}); }

Json mast_json(const MastView& m) {
  Json j{{"mast", m.mast},   {"cannon", m.cannon}, {"rank", m.rank},
         {"range", m.range}, {"reach", m.reach},   {"standing", m.standing}};
  if (m.fire) j["fire"] = true;
  return j;
}

Json last_json(const LastLineView& l) {
  Json j{{"move", l.move}, {"line", l.line}, {"player", l.player}, {"verb", verb_name(l.verb)}};
  if (l.verb == Verb::Turn || l.verb == Verb::Ruling) return j;
  j["ship"] = l.ship;
  j["from"] = xy(l.from);
  switch (l.verb) {
    case Verb::Move:
      j["path"] = list_json(l.path, xy);
      break;
    case Verb::Dock:
      j["island"] = or_null(l.island);
      j["unload"] = or_null(l.unload);
      break;
    case Verb::Explore:
      j["island"] = or_null(l.island);
      j["coins"] = l.coins;
      if (!l.other.empty()) j["other"] = l.other;  // format 2: at sea
      break;
    case Verb::Load:  // format 2's cargo lines
    case Verb::Unload:
    case Verb::Transfer:
    case Verb::Leave:
      j["island"] = or_null(l.island);
      j["coins"] = l.coins;
      if (!l.other.empty()) j["other"] = l.other;
      break;
    case Verb::Shoot:
      j["shots"] = list_json(l.shots, [](const ShotView& s) { return to_json(s); });
      j["share"] = or_null(l.share);
      break;
    case Verb::Ram:
      j["target"] = l.target;
      j["die"] = l.die;
      j["hit"] = l.hit;
      j["removed"] = or_null(l.removed);
      break;
    case Verb::Board:
      j["other"] = l.other;
      j["dice"] = Json::array({l.dice.first, l.dice.second});
      j["effect"] = or_null(l.effect);
      break;
    case Verb::Tow:
      j["target"] = l.target;
      break;
    case Verb::Repair:
      j["mast"] = or_null(l.mast);
      break;
    case Verb::Scuttle:
      j["die"] = l.die;
      break;
    case Verb::Mystery:
      j["island"] = or_null(l.island);
      j["die"] = l.die;
      break;
    case Verb::Extra:  // 0: the source rolls no die
      j["die"] = l.die;
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
    case Verb::Fire:
    case Verb::Use:
      break;
  }
  return j;
}

// The obstacle (or the blocker, under `key`): its id, kind, centre and radius.
void add_obstacle(Json& j, const char* key, const std::optional<ObstacleView>& o) {
  if (!o) return;
  j[key] = o->id;
  j["obstacle_kind"] = o->island ? "island" : o->terrain ? "terrain" : "ship";
  j["centre"] = xy(o->centre);
  j["r"] = o->r;
}

Json fault_json(const FaultView& f) {
  Json j{{"move", f.move},
         {"line", f.line},
         {"rule", f.rule},
         {"player", f.player},
         {"verb", verb_name(f.verb)},
         {"ship", or_null(f.ship)}};
  const char* kind = fault_kind_name(f.kind);
  j["kind"] = kind ? Json(kind) : Json(nullptr);
  if (!kind) return j;
  j["from"] = xy(f.from);
  j["to"] = xy(f.to);
  switch (f.kind) {
    case FaultKind::PathThrough:
      add_obstacle(j, "obstacle", f.obstacle);
      j["overlap"] = f.distance;
      break;
    case FaultKind::PathContact:
      add_obstacle(j, "obstacle", f.obstacle);
      break;
    case FaultKind::TooFar:
      j["length"] = f.distance;
      j["reach"] = f.reach;
      j["tolerance"] = f.tolerance;
      break;
    case FaultKind::NoContact:
      add_obstacle(j, "obstacle", f.obstacle);
      j["gap"] = f.distance;
      j["tolerance"] = f.tolerance;
      break;
    case FaultKind::OutOfRange:
      j["shooter"] = f.shooter;
      j["target"] = f.target;
      j["reach"] = f.reach;
      j["distance"] = f.distance;
      j["tolerance"] = f.tolerance;
      break;
    case FaultKind::LineOfFire:
      j["shooter"] = f.shooter;
      j["target"] = f.target;
      add_obstacle(j, "blocker", f.obstacle);
      j["distance"] = f.distance;
      break;
    case FaultKind::None:
      break;
  }
  return j;
}

Json player_json(const PlayerAudit& p) {
  Json j{{"player", p.player},
         {"fleet_points", p.fleet_points},
         {"points_allowed", p.points_allowed},
         {"ships", p.ships},
         {"brought", or_null(p.brought)},
         {"coins_brought", p.coins_brought},
         {"explored", p.explored},
         {"unloaded", p.unloaded},
         {"shared_in", p.shared_in},
         {"lost_sunk", p.lost_sunk},
         {"shared_out", p.shared_out},
         {"lost_out_of_game", p.lost_out_of_game},
         {"boarded_in", p.boarded_in},
         {"boarded_out", p.boarded_out},
         {"start_home", p.start_home},
         {"aboard", p.aboard},
         {"home", p.home},
         {"aboard_counted", p.aboard_counted},
         {"pieces", p.pieces},
         {"total", p.total},
         {"rank", p.rank},
         {"claimed", or_null(p.claimed)}};
  if (p.ruled) j["ruled"] = p.ruled;
  if (p.coin_bonus) j["coin_bonus"] = p.coin_bonus;              // slice h40b-coin
  if (p.fort_withdrawn) j["fort_withdrawn"] = p.fort_withdrawn;  // format 2's cargo lines
  if (p.left) j["left"] = p.left;
  if (p.derelict_in) j["derelict_in"] = p.derelict_in;
  if (p.derelict_out) j["derelict_out"] = p.derelict_out;
  if (p.raided_in) j["raided_in"] = p.raided_in;  // slice raid
  if (p.raided_out) j["raided_out"] = p.raided_out;
  if (!p.uniques_brought.empty() || !p.uniques_held.empty()) {  // format 2
    j["uniques_brought"] = p.uniques_brought;
    j["uniques_held"] = p.uniques_held;
  }
  if (p.forts) {
    j["forts"] = *p.forts;
    j["fort_paid"] = p.fort_paid;
    j["fort_unloaded"] = p.fort_unloaded;
    if (p.fort_start) j["fort_start"] = p.fort_start;
  }
  return j;
}

}  // namespace

Json to_json(const IslandView& i) {
  Json j{{"id", i.id},
         {"x", i.x},
         {"y", i.y},
         {"r", i.r},
         {"home", or_null(i.home)},
         {"coins", i.coins},
         {"explored", i.explored}};
  if (!i.crew.empty()) j["crew"] = i.crew;  // format 2: crew ashore
  if (!i.uniques.empty()) j["uniques"] = i.uniques;
  return j;
}

Json to_json(const ShipView& s) {
  Json j{{"id", s.id},
         {"name", s.name},
         {"owner", s.owner},
         {"fleet", s.fleet},
         {"nation", s.nation},
         {"x", s.x},
         {"y", s.y},
         {"heading", s.heading},
         {"masts", list_json(s.masts, mast_json)},
         {"derelict", s.derelict},
         {"sunk", s.sunk},
         {"stuck_on", or_null(s.stuck_on)},
         {"towing", or_null(s.towing)},
         {"towed_by", or_null(s.towed_by)},
         {"docked", or_null(s.docked)},
         {"scuttled", s.scuttled},
         {"gold", s.gold},
         {"places", s.places},
         {"crew", s.crew},
         {"keywords", s.keywords}};
  if (s.trapped_in) j["trapped_in"] = *s.trapped_in;
  if (s.in_fog) j["in_fog"] = *s.in_fog;
  if (!s.uniques.empty()) j["uniques"] = s.uniques;
  if (s.creature) {
    j["kind"] = "creature";
    j["r"] = s.r;
  } else if (s.r > 0) {
    j["r"] = s.r;  // a ship of its own radius
  }
  return j;
}

Json to_json(const ShotView& s) {
  return Json{{"mast", s.mast},     {"cannon", s.cannon},
              {"target", s.target}, {"from", xy(s.from)},
              {"to", xy(s.to)},     {"reach", s.reach},
              {"die", s.die},       {"reroll", or_null(s.reroll)},
              {"hit", s.hit},       {"removed", or_null(s.removed)},
              {"sank", s.sank}};
}

Json to_json(const TableView& t) {
  Json j;
  j["move"] = t.move;
  j["turn"] = t.turn;
  j["to_move"] = or_null(t.to_move);
  j["next"] = t.next;
  j["finished"] = t.finished;
  j["end"] = or_null(t.end);
  j["end_reason"] = or_null(t.end_reason);
  const GeometryView& g = t.geometry;
  j["geometry"] = Json{{"ship_radius", g.ship_radius},
                       {"tolerance", g.tolerance},
                       {"bow_arc", g.bow_arc},
                       {"ruler_S", g.ruler_S},
                       {"ruler_L", g.ruler_L}};
  j["islands"] = list_json(t.islands, [](const IslandView& i) { return to_json(i); });
  if (!t.terrain.empty())
    j["terrain"] = list_json(t.terrain, [](const TerrainView& x) {
      Json e{{"id", x.id}, {"kind", x.kind}, {"placed", x.placed},       {"x", x.x},
             {"y", x.y},   {"r", x.r},       {"value", or_null(x.value)}};
      if (x.frozen) e["frozen"] = true;
      if (!x.edges.empty()) e["edges"] = x.edges;
      if (x.to) {  // a current: from (x, y), to, w
        e["to"] = Json::array({x.to->x, x.to->y});
        e["w"] = x.w;
      }
      return e;
    });
  if (!t.owed.empty())
    j["owed"] = list_json(t.owed, [](const OwedView& o) {
      return Json{{"ship", o.ship}, {"terrain", o.terrain}, {"line", o.line}};
    });
  if (!t.forts.empty())
    j["forts"] = list_json(t.forts, [](const FortView& f) {
      Json flags = list_json(f.flags, [](const MastView& m) {
        return Json{{"flag", m.mast}, {"cannon", m.cannon}, {"standing", m.standing}};
      });
      return Json{{"id", f.id},
                  {"owner", f.owner},
                  {"island", or_null(f.island)},
                  {"cost", f.cost},
                  {"flags", std::move(flags)},
                  {"abandoned", f.abandoned},
                  {"destroyed", f.destroyed},
                  {"gold", f.gold}};
    });
  j["ships"] = list_json(t.ships, [](const ShipView& s) { return to_json(s); });
  Json home = Json::object();
  for (const HomeView& h : t.home) home[h.player] = Json{{"gold", h.gold}, {"coins", h.coins}};
  j["home"] = std::move(home);
  j["last"] = t.last ? last_json(*t.last) : Json(nullptr);
  j["fault"] = t.fault ? fault_json(*t.fault) : Json(nullptr);
  return j;
}

Json to_json(const UncheckedView& u) {
  Json j{{"move", u.move},
         {"line", u.line ? Json(u.line) : Json(nullptr)},
         {"piece", or_null(u.piece)},
         {"text", u.text},
         {"area", u.area}};
  if (u.ability) j["ability"] = *u.ability;
  if (u.reading) j["reading"] = *u.reading;
  return j;
}

Json to_json(const AuditView& a) {
  Json j;
  j["points"] = a.points;
  j["players"] = list_json(a.players, player_json);
  const GoldAudit& g = a.gold;
  j["gold"] = Json{{"brought", or_null(g.brought)},
                   {"placed", g.placed},
                   {"on_islands", g.on_islands},
                   {"aboard", g.aboard},
                   {"home", g.home},
                   {"out_of_game", g.out_of_game}};
  if (g.in_forts) j["gold"]["in_forts"] = *g.in_forts;
  j["abilities"] = list_json(a.abilities, [](const AbilityView& k) {
    Json j{{"piece", k.piece}, {"ability", k.ability}, {"checked", k.checked}, {"works", k.works}};
    if (k.unmodelled) j["unmodelled"] = areas_text(k.unmodelled);  // what it could change
    if (k.unverified) j["unverified"] = true;  // a label whose own rules are not applied
    return j;
  });
  if (!a.ability_uses.empty())
    j["ability_uses"] = list_json(a.ability_uses, [](const AbilityUseView& u) {
      return Json{{"move", u.move}, {"line", u.line}, {"piece", u.piece}, {"effect", u.effect}};
    });
  if (!a.unchecked.empty())
    j["unchecked"] = list_json(a.unchecked, [](const UncheckedView& u) { return to_json(u); });
  if (!a.mysteries.empty())
    j["mysteries"] = list_json(a.mysteries, [](const MysteryView& m) {
      return Json{{"move", m.move}, {"line", m.line},     {"text", m.text},
                  {"row", m.row},   {"effect", m.effect}, {"masts_lost", m.masts}};
    });
  if (!a.events.empty())
    j["events"] = list_json(a.events, [](const EventView& e) {
      return Json{{"id", e.id},
                  {"player", e.player},
                  {"name", e.name},
                  {"points", e.points},
                  {"ability", e.ability},
                  {"status", e.status},
                  {"reveals", list_json(e.reveals, [](const RevealView& r) {
                     return Json{{"move", r.move},
                                 {"line", r.line},
                                 {"text", r.text},
                                 {"target", r.target},
                                 {"killed", r.killed}};
                   })}};
    });
  j["end"] = or_null(a.end);
  j["end_reason"] = or_null(a.end_reason);
  j["finished"] = a.finished;
  j["winners"] = a.winners;
  return j;
}

// --- read back ---

bool read_value(const Json& v, Point& p) {
  return v.is_array() && v.size() == 2 && read_value(v[0], p.x) && read_value(v[1], p.y);
}

bool read_value(const Json& entry, IslandView& i) {
  return EntryReader(entry)
             .read("id", i.id)
             .read("x", i.x)
             .read("y", i.y)
             .read("r", i.r)
             .read("home", i.home)
             .read("coins", i.coins)
             .read("explored", i.explored)
             .ok() &&
         (!entry.contains("crew") || read_value(entry["crew"], i.crew)) &&  // format 2
         (!entry.contains("uniques") || read_value(entry["uniques"], i.uniques));
}

bool read_value(const Json& entry, MastView& m) {
  if (const auto it = entry.find("fire"); it != entry.end())
    m.fire = it->is_boolean() && it->get<bool>();
  return EntryReader(entry)
      .read("mast", m.mast)
      .read("cannon", m.cannon)
      .read("rank", m.rank)
      .read("range", m.range)
      .read("reach", m.reach)
      .read("standing", m.standing)
      .ok();
}

bool read_value(const Json& entry, ShipView& s) {
  const bool ok = EntryReader(entry)
                      .read("id", s.id)
                      .read("name", s.name)
                      .read("owner", s.owner)
                      .read("fleet", s.fleet)
                      .read("nation", s.nation)
                      .read("x", s.x)
                      .read("y", s.y)
                      .read("heading", s.heading)
                      .read("masts", s.masts)
                      .read("derelict", s.derelict)
                      .read("sunk", s.sunk)
                      .read("stuck_on", s.stuck_on)
                      .read("towing", s.towing)
                      .read("towed_by", s.towed_by)
                      .read("docked", s.docked)
                      .read("scuttled", s.scuttled)
                      .read("gold", s.gold)
                      .read("places", s.places)
                      .read("crew", s.crew)
                      .read("keywords", s.keywords)
                      .ok();
  // Format 2's, written only when set.
  if (ok && entry.contains("trapped_in") && !read_value(entry["trapped_in"], s.trapped_in))
    return false;
  if (ok && entry.contains("in_fog") && !read_value(entry["in_fog"], s.in_fog)) return false;
  if (ok && entry.contains("uniques") && !read_value(entry["uniques"], s.uniques)) return false;
  if (ok && entry.contains("kind")) {
    std::string kind;
    if (!read_value(entry["kind"], kind) || kind != "creature") return false;
    s.creature = true;
    return entry.contains("r") && read_value(entry["r"], s.r);
  }
  if (ok && entry.contains("r") && !read_value(entry["r"], s.r)) return false;
  return ok;
}

bool read_value(const Json& entry, ShotView& s) {
  return EntryReader(entry)
      .read("mast", s.mast)
      .read("cannon", s.cannon)
      .read("target", s.target)
      .read("from", s.from)
      .read("to", s.to)
      .read("reach", s.reach)
      .read("die", s.die)
      .read("reroll", s.reroll)
      .read("hit", s.hit)
      .read("removed", s.removed)
      .read("sank", s.sank)
      .ok();
}

}  // namespace qm::pirates

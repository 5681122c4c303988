#include "games/pirates/deal_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

#include "games/pirates/abilities_reader.h"
#include "games/pirates/event_reader.h"
#include "games/pirates/terrain.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

namespace {

int draw_between(sim::Rng& rng, int lo, int hi) {
  return lo + int(rng.below(uint64_t(hi - lo + 1)));
}

struct TerrainDraw {
  TerrainKind kind;
  int r_lo, r_hi;
};
// Two whirlpools: a jump goes from one to another.
constexpr std::array<TerrainDraw, 6> kTerrainDraws = {{{TerrainKind::Fog, 45, 65},
                                                       {TerrainKind::Reef, 25, 40},
                                                       {TerrainKind::Sargasso, 35, 50},
                                                       {TerrainKind::Iceberg, 25, 35},
                                                       {TerrainKind::Whirlpool, 25, 35},
                                                       {TerrainKind::Whirlpool, 25, 35}}};

// Whether `t` may lie where it is: clear of islands and terrain by S + 1 mm, of ships too.
bool terrain_fits(const Pieces& p, const Options& o, const TerrainSpec& t) {
  const double least = o.ruler_S + 1;
  for (const IslandSpec& is : p.islands)
    if (terrain_gap(t, is.centre) - is.r < least) return false;
  for (const TerrainSpec& u : p.terrain)
    if (terrain_gap(u, t.centre) - t.r < least) return false;
  const double ship = o.ship_radius + o.tolerance + 1;
  for (const ShipSpec& s : p.ships)
    if (terrain_gap(t, s.start) < std::max(ship, s.r + o.tolerance + 1)) return false;
  return true;
}

// Whether the current `t` may lie where it is: its strip `least` mm or more from every island
// and terrain piece (another current measured along its strip, every millimetre, with 2 mm to
// spare), clear of every ship.
bool current_fits(const Pieces& p, const Options& o, const TerrainSpec& t, double least) {
  for (const IslandSpec& is : p.islands)
    if (terrain_gap(t, is.centre) - is.r < least) return false;
  const double len = distance(t.from, t.to);
  for (const TerrainSpec& u : p.terrain) {
    if (u.kind != TerrainKind::Current) {
      if (terrain_gap(t, u.centre) - u.r < least) return false;
      continue;
    }
    for (double d = 0; d <= len + 0.5; d += 1) {
      const Point q = step(t.from, direction_degrees(t.from, t.to), std::min(d, len));
      if (terrain_gap(u, q) - t.w / 2 < least + 2) return false;
    }
  }
  const double ship = o.ship_radius + o.tolerance + 1;
  for (const ShipSpec& s : p.ships)
    if (terrain_gap(t, s.start) < std::max(ship, s.r + o.tolerance + 1)) return false;
  return true;
}

}  // namespace

void place_terrain(Pieces& p, const Options& o, sim::Rng& rng) {
  double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
  for (const IslandSpec& is : p.islands) {
    x0 = std::min(x0, is.centre.x - is.r);
    y0 = std::min(y0, is.centre.y - is.r);
    x1 = std::max(x1, is.centre.x + is.r);
    y1 = std::max(y1, is.centre.y + is.r);
  }
  int n = 0;
  for (const TerrainDraw& k : kTerrainDraws) {
    TerrainSpec t;
    t.kind = k.kind;
    t.r = draw_between(rng, k.r_lo, k.r_hi);
    bool placed = false;
    for (int tries = 0; tries < 400 && !placed; ++tries) {
      t.centre = {double(draw_between(rng, int(x0), int(x1))),
                  double(draw_between(rng, int(y0), int(y1)))};
      placed = terrain_fits(p, o, t);
    }
    if (!placed) continue;
    t.id = fmt::format("T{}", ++n);
    if (t.kind == TerrainKind::Fog || t.kind == TerrainKind::Iceberg) {
      const double one = 22.5 * draw_between(rng, 0, 15);
      for (int e = 0; e < 6; ++e) t.edges[e] = std::fmod(one + 60.0 * e, 360.0);
    }
    if (t.kind == TerrainKind::Iceberg) t.gold = draw_between(rng, 1, 6);
    p.terrain.push_back(std::move(t));
  }
  // A trade current per fleet, after the circles: a strip 20 mm wide, S to L long, at one of
  // 16 headings, as far from the other pieces as a circle.
  const double least = o.ruler_S + 1;
  for (int player = 0; player < int(p.players.size()); ++player) {
    TerrainSpec t;
    t.kind = TerrainKind::Current;
    t.owner = player;
    t.w = 20;
    bool placed = false;
    for (int tries = 0; tries < 400 && !placed; ++tries) {
      t.from = {double(draw_between(rng, int(x0), int(x1))),
                double(draw_between(rng, int(y0), int(y1)))};
      const double len = draw_between(rng, int(o.ruler_S), int(o.ruler_L));
      const double a = 22.5 * draw_between(rng, 0, 15);
      const Point u = step(Point{}, a, 1);
      t.to = {std::round(t.from.x + u.x * len), std::round(t.from.y + u.y * len)};
      placed = t.to.x >= x0 && t.to.x <= x1 && t.to.y >= y0 && t.to.y <= y1 &&
               current_fits(p, o, t, least);
    }
    if (!placed) continue;
    t.id = fmt::format("T{}", ++n);
    p.terrain.push_back(std::move(t));
  }
}

void give_forts(Pieces& p, sim::Rng& rng) {
  for (int player = 0; player < int(p.players.size()); ++player) {
    FortSpec f;
    f.id = fmt::format("F{}", char('A' + player));
    f.name = fmt::format("Fort {}", p.players[size_t(player)]);
    f.owner = player;
    f.cost = draw_between(rng, 2, 4);
    const int flags = draw_between(rng, 1, 3);
    for (int k = 0; k < flags; ++k) {
      Cannon c;
      c.rank = uint8_t(draw_between(rng, 2, 4));
      c.ruler = rng.below(5) < 2 ? Ruler::L : Ruler::S;
      f.flags.push_back(c);
    }
    p.forts.push_back(std::move(f));
  }
}

int creature_points(sim::Rng& rng) { return draw_between(rng, 4, 6); }

void add_creature(Pieces& p, int player, int points, const Options& o, sim::Rng& rng) {
  constexpr std::array<const char*, 4> kNames = {"Kraken", "Leviathan", "Sea Serpent",
                                                 "Giant Squid"};
  ShipSpec c;
  c.creature = true;
  c.owner = player;
  c.id = fmt::format("{}K", char('A' + player));
  c.name = kNames[size_t(rng.below(kNames.size()))];
  c.nation = "Cursed";
  c.points = points;
  const int segments = draw_between(rng, 1, 3);
  for (int k = 0; k < segments; ++k) {
    Cannon cannon;
    cannon.rank = uint8_t(draw_between(rng, 2, 4));
    cannon.ruler = rng.below(2) == 0 ? Ruler::L : Ruler::S;
    c.masts.push_back(cannon);
  }
  c.move =
      rng.below(2) == 0 ? std::vector<Ruler>{Ruler::L} : std::vector<Ruler>{Ruler::S, Ruler::S};
  c.r = o.creature_radius;
  c.placed = true;
  p.ships.push_back(std::move(c));
}

namespace {

// The common abilities a simulated ship may get, as a record writes them (abilities.h
// applies each); read once.
const std::vector<YNode>& common_abilities() {
  static const std::vector<YNode> entries = [] {
    std::vector<YNode> out;
    parse_yaml_documents(
        "[{mod: {roll: board, by: 1}}, {mod: {roll: cannon, by: 1}}, {mod: {roll: ram, by: 1}}, "
        "{immune: {to: hit, from: {range: L}}}, {reroll: {die: any, once: turn}}, "
        "{act: {grant: extra, roll: 5, once: turn}}, {shot: {kind: chain, once: turn}}, "
        "{shot: {kind: grape, once: turn}}, {shot: {kind: grapple, once: turn}}]",
        [&](YamlDocument& doc) {
          if (!doc.ok) throw std::logic_error("the common abilities do not parse: " + doc.error);
          out = doc.root.items;
        });
    return out;
  }();
  return entries;
}

// The abilities that ask the bots for lines of their own (bot_abilities.h): fire shots and
// their `fire` lines (the Fire Mast Rules card's, and Firepot Specialist's every-turn fire), a
// `take` and a `cancel` used by a `use` line, an `extra` paid with a crew. Read once.
const std::vector<YNode>& line_abilities() {
  static const std::vector<YNode> entries = [] {
    std::vector<YNode> out;
    parse_yaml_documents(
        "[{shot: {kind: fire, once: turn}}, {shot: {kind: fire, once: turn, fire: {out: [5, 6], "
        "spread: [1, 2], when: every-turn}}}, {shot: {kind: firepot, range: S, once: turn, fire: "
        "{out: [6], spread: [1, 2, 3], when: every-turn}}}, {take: {from: {within: L}, count: 1, "
        "once: turn}}, {cancel: {target: ship, within: L, roll: 4, once: turn}}, {act: {grant: "
        "extra, cost: crew, once: turn}}]",
        [&](YamlDocument& doc) {
          if (!doc.ok) throw std::logic_error("the line abilities do not parse: " + doc.error);
          out = doc.root.items;
        });
    return out;
  }();
  return entries;
}

// The abilities that change how the bots shoot, move after shooting, board and act
// (bot_shots.h): the stink, exploding and double shots, a Musketeer's extra cannon, a
// Broadsides Attack, a free move after shooting, boarding from S without a ram, a Born Leader's
// second action of the same kind, a raid of one coin per dock at an enemy home island, a smoke
// shot (with a spare fog bank), a crew of the ship hit eliminated (`when {event: hit}`: the bots
// write its `use … @N` line). Read once.
const std::vector<YNode>& play_abilities() {
  static const std::vector<YNode> entries = [] {
    std::vector<YNode> out;
    parse_yaml_documents(
        "[{shot: {kind: stink, once: turn}}, {shot: {kind: exploding, once: turn}}, {shot: "
        "{kind: double, once: turn}}, musketeer, broadsides-attack, {allow: shoot-move}, {allow: "
        "{what: board-range, range: S}}, born-leader, {allow: {what: raid, count: 1}}, {shot: "
        "{kind: smoke, once: turn}}, {when: {event: hit, vs: {side: enemy}, effect: {kill-crew: "
        "1}, once: turn}}]",
        [&](YamlDocument& doc) {
          if (!doc.ok) throw std::logic_error("the play abilities do not parse: " + doc.error);
          out = doc.root.items;
        });
    return out;
  }();
  return entries;
}

void give_entry(Pieces& p, size_t ship, const YNode& entry) {
  read_ability_entry(entry, AbilityCarrier{int(ship), -1}, 2, p.abilities);
  p.ships[ship].abilities.push_back(entry_text(entry));
}

}  // namespace

void give_abilities(Pieces& p, sim::Rng& rng) {
  const std::vector<YNode>& entries = common_abilities();
  const std::vector<YNode>& more = line_abilities();
  const std::vector<YNode>& play = play_abilities();
  std::vector<bool> given(p.players.size());
  for (size_t i = 0; i < p.ships.size(); ++i) {
    const ShipSpec& s = p.ships[i];
    if (s.creature || (given[size_t(s.owner)] && draw_between(rng, 0, 2) != 0)) continue;
    given[size_t(s.owner)] = true;
    const int first = draw_between(rng, 0, int(entries.size()) - 1);
    give_entry(p, i, entries[size_t(first)]);
    // And a second one, of the abilities with lines of their own; never a second `act` (an
    // `extra` line names its source, and one source carries one `act`).
    const int second = draw_between(rng, 0, int(more.size()) - 1);
    auto is_act = [](const YNode& e) {
      return entry_text(e).rfind("{act:", 0) == 0 || entry_text(e) == "born-leader";
    };
    bool act = is_act(entries[size_t(first)]);
    if (!act || !is_act(more[size_t(second)])) {
      give_entry(p, i, more[size_t(second)]);
      act = act || is_act(more[size_t(second)]);
    }
    // And a third, of the abilities that change how the bots play a line.
    const YNode& third = play[size_t(draw_between(rng, 0, int(play.size()) - 1))];
    if (!act || !is_act(third)) give_entry(p, i, third);
    // A smoke shot brings its spare fog bank (r 40, off the table: `placed: false`).
    if (entry_text(third).find("smoke") != std::string::npos) {
      TerrainSpec fog;
      fog.kind = TerrainKind::Fog;
      fog.id = fmt::format("T{}", p.terrain.size() + 1);
      fog.r = 40;
      fog.placed = false;
      for (int e = 0; e < 6; ++e) fog.edges[e] = 60.0 * e;
      p.terrain.push_back(std::move(fog));
    }
  }
}

void give_events(Pieces& p, const std::vector<int>& points) {
  static const YNode mutiny = [] {
    YNode out;
    parse_yaml_documents(
        "[{when: {event: reveal, when: turn-start, target: {side: enemy, kind: ship}, effect: "
        "{kill-crew: {each: 6}}, uses: 1}}]",
        [&](YamlDocument& doc) {
          if (!doc.ok) throw std::logic_error("Mutiny! does not parse: " + doc.error);
          out = doc.root;
        });
    return out;
  }();
  for (int player = 0; player < int(p.players.size()); ++player) {
    EventSpec e;
    e.id = fmt::format("E{}", char('A' + player));
    e.name = "Mutiny!";
    e.owner = player;
    e.points = points[size_t(player)];
    read_event_ability(mutiny, e);
    p.events.push_back(std::move(e));
  }
}

}  // namespace qm::pirates

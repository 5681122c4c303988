#include "games/pirates/record_writer.h"

#include <fmt/format.h>

#include "games/pirates/scoring.h"

namespace qm::pirates {

namespace {

template <typename Seq>
std::string flow_list(const Seq& items) {
  return fmt::format("[{}]", fmt::join(items, ", "));
}

std::string cannons(const std::vector<Cannon>& masts) {
  std::vector<std::string> out;
  for (const Cannon& c : masts)
    out.push_back(fmt::format("{}{}", int(c.rank), ruler_name(c.ruler)));
  return flow_list(out);
}

std::string base_move(const std::vector<Ruler>& move) {
  std::string s;
  for (Ruler r : move) s += fmt::format("{}{}", s.empty() ? "" : "+", ruler_name(r));
  return s;
}

}  // namespace

std::string pieces_yaml(const Pieces& p) {
  std::string out = fmt::format("points: {}\nislands:\n", p.points);
  for (const IslandSpec& is : p.islands) {
    out += fmt::format("  - {{id: {}, x: {}, y: {}, r: {}", is.id, is.centre.x, is.centre.y, is.r);
    if (is.home >= 0)
      out += fmt::format(", home: {}", p.players[size_t(is.home)]);
    else
      out += fmt::format(", treasure: {}", flow_list(is.treasure));
    out += "}\n";
  }
  if (!p.terrain.empty()) out += "terrain:\n";
  for (const TerrainSpec& t : p.terrain) {
    if (t.kind == TerrainKind::Current) {  // a strip
      out += fmt::format(
          "  - {{id: {}, kind: current, owner: {}, from: [{}, {}], to: [{}, {}], w: {}}}\n", t.id,
          p.players[size_t(t.owner)], t.from.x, t.from.y, t.to.x, t.to.y, t.w);
      continue;
    }
    if (!t.placed) {  // a spare piece, placed later by a line (a smoke shot's fog bank)
      out += fmt::format("  - {{id: {}, kind: {}, r: {}, one: {}, placed: false}}\n", t.id,
                         terrain_kind_name(t.kind), t.r, t.edges[0]);
      continue;
    }
    out += fmt::format("  - {{id: {}, kind: {}, x: {}, y: {}, r: {}", t.id,
                       terrain_kind_name(t.kind), t.centre.x, t.centre.y, t.r);
    if (t.kind == TerrainKind::Iceberg) out += fmt::format(", gold: {}", t.gold);
    if (t.kind == TerrainKind::Fog || t.kind == TerrainKind::Iceberg)
      out += fmt::format(", one: {}", t.edges[0]);
    out += "}\n";
  }
  out += "fleets:\n";
  for (size_t player = 0; player < p.players.size(); ++player) {
    out += fmt::format("  {}:\n    treasure: {}\n    ships:\n", p.players[player],
                       flow_list(p.fleets[player].treasure));
    for (const ShipSpec& s : p.ships) {
      if (s.owner != int(player) || s.creature) continue;
      out += fmt::format(
          "      - {{id: {}, name: {}, nation: {}, points: {}, masts: {}, cargo: {}, move: {}",
          s.id, s.name, s.nation, s.points, cannons(s.masts), s.cargo, base_move(s.move));
      if (!s.abilities.empty()) out += fmt::format(", abilities: {}", flow_list(s.abilities));
      out += fmt::format(", x: {}, y: {}, heading: {}}}\n", s.start.x, s.start.y, s.heading);
    }
    bool creatures = false;
    for (const ShipSpec& c : p.ships) {
      if (c.owner != int(player) || !c.creature) continue;
      if (!creatures) out += "    creatures:\n";
      creatures = true;
      out += fmt::format(
          "      - {{id: {}, name: {}, nation: {}, points: {}, segments: {}, move: {}, r: {}, x: "
          "{}, y: {}}}\n",
          c.id, c.name, c.nation, c.points, cannons(c.masts), base_move(c.move), c.r, c.start.x,
          c.start.y);
    }
    bool forts = false;
    for (const FortSpec& f : p.forts) {
      if (f.owner != int(player)) continue;
      if (!forts) out += "    forts:\n";
      forts = true;
      out += fmt::format("      - {{id: {}, name: {}, cost: {}, flags: {}}}\n", f.id, f.name,
                         f.cost, cannons(f.flags));
    }
    bool any = false;
    for (const CrewSpec& c : p.crew) {
      if (c.owner != int(player)) continue;
      if (!any) out += "    crew:\n";
      any = true;
      out += fmt::format("      - {{id: {}, nation: {}, points: {}, ability: {}, {}}}\n", c.id,
                         c.nation, c.points, c.ability,
                         c.ship >= 0 ? "ship: " + p.ships[size_t(c.ship)].id : "at: home");
    }
    bool events = false;  // format 2 (`--table abilities`)
    for (const EventSpec& e : p.events) {
      if (e.owner != int(player)) continue;
      if (!events) out += "    events:\n";
      events = true;
      out += fmt::format("      - {{id: {}, name: {}, points: {}, abilities: [{}]}}\n", e.id,
                         e.name, e.points, e.text);
    }
  }
  return out;
}

std::string result_yaml(const State& state) {
  const std::vector<PlayerScore> scores = score(state);
  std::vector<std::string> claims;
  for (int p = 0; p < state.players(); ++p)
    claims.push_back(fmt::format("{}: {}", state.player_name(p), scores[size_t(p)].total));
  return fmt::format("result: {{{}}}\n", fmt::join(claims, ", "));
}

}  // namespace qm::pirates

#include "games/pirates/pirates_svg.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "games/pirates/pirates_game.h"
#include "games/pirates/pirates_game_state.h"
#include "games/pirates/svg_writer.h"
#include "record/columns.h"

namespace qm::pirates {

namespace {

constexpr const char* kRed = "#d62728";  // only what broke a rule
constexpr const char* kInk = "#222222";
constexpr const char* kFire = "#ff7f0e";  // a fire mast (format 2)
constexpr const char* kGold = "#9a7400";
constexpr const char* kGrey = "#8c8c8c";
constexpr const char* kSand = "#eadcae";
constexpr const char* kShore = "#8a6d3b";
constexpr const char* kSea = "#eef5fa";
constexpr double kPi = 3.14159265358979323846;

// Owner colours by seat (turn order); no red, which marks what broke a rule.
const char* seat_colour(size_t seat) {
  static const char* const palette[] = {"#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e",
                                        "#8c564b", "#17becf", "#e377c2", "#7f7f7f"};
  return palette[seat % 8];
}

// --- table coordinates (mm, +y up) ---

struct TablePoint {
  double x = 0, y = 0;
};

TablePoint xy_of(Point p) { return {p.x, p.y}; }
template <class Piece>  // IslandView, ShipView
TablePoint centre_of(const Piece& piece) {
  return {piece.x, piece.y};
}
TablePoint along(TablePoint c, double degrees, double length) {
  const double a = degrees * kPi / 180;
  return {c.x + length * std::cos(a), c.y + length * std::sin(a)};
}
TablePoint midpoint(TablePoint a, TablePoint b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }
// The point of segment a-b nearest to c.
TablePoint nearest_on_segment(TablePoint a, TablePoint b, TablePoint c) {
  const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  if (len2 == 0) return a;
  const double t = std::clamp(((c.x - a.x) * dx + (c.y - a.y) * dy) / len2, 0.0, 1.0);
  return {a.x + t * dx, a.y + t * dy};
}

std::string svg_mm(double v) { return svg_number(std::round(v * 10) / 10); }
std::string coin_words(const std::vector<int>& coins) {
  return fmt::format("{}", fmt::join(coins, " "));
}

// --- what the picture covers ---

struct Extent {
  double min_x = std::numeric_limits<double>::infinity(), min_y = min_x;
  double max_x = -min_x, max_y = -min_x;
  void add(TablePoint p, double r = 0) {
    min_x = std::min(min_x, p.x - r);
    max_x = std::max(max_x, p.x + r);
    min_y = std::min(min_y, p.y - r);
    max_y = std::max(max_y, p.y + r);
  }
  bool empty() const { return min_x > max_x; }
};

// Everything drawn: islands, ships, the last line's path and ranges, the fault's geometry.
Extent extent_of(const TableView& t) {
  const double ship_r = t.geometry.ship_radius, tol = t.geometry.tolerance;
  Extent e;
  for (const IslandView& i : t.islands) e.add(centre_of(i), i.r);
  for (const TerrainView& x : t.terrain) {
    if (!x.placed) continue;
    e.add({x.x, x.y}, x.to ? x.w / 2 : x.r);
    if (x.to) e.add(xy_of(*x.to), x.w / 2);
  }
  for (const ShipView& s : t.ships) e.add(centre_of(s), s.r > 0 ? s.r : ship_r);
  // The disc of the piece of that id (its own radius, else the ruleset's).
  auto disc_of = [&](const std::string& id) {
    for (const ShipView& s : t.ships)
      if (s.id == id && s.r > 0) return s.r;
    return ship_r;
  };
  if (t.last) {
    for (Point p : t.last->path) e.add(xy_of(p), disc_of(t.last->ship));
    for (const ShotView& s : t.last->shots) e.add(xy_of(s.from), s.reach + tol);
  }
  if (t.fault && t.fault->kind != FaultKind::None) {
    const FaultView& f = *t.fault;
    e.add(xy_of(f.from), f.ship ? disc_of(*f.ship) : ship_r);
    e.add(xy_of(f.to), f.ship ? disc_of(*f.ship) : ship_r);
    if (f.kind == FaultKind::TooFar || f.kind == FaultKind::OutOfRange)  // they have a reach
      e.add(xy_of(f.from), f.reach + tol);
    if (f.obstacle) e.add(xy_of(f.obstacle->centre), f.obstacle->r);
  }
  if (e.empty()) e.add({0, 0}, 100);
  return e;
}

// Splits `text` into lines of at most `width` characters, at spaces.
std::vector<std::string> wrap(const std::string& text, size_t width) {
  std::vector<std::string> lines;
  std::string line;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      lines.push_back(line);
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += word;
    start = end + 1;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

// --- the picture being drawn ---

// Where a label's text lies on the picture, estimated from its characters (the picture is
// laid out before any browser measures it): a sans-serif letter is at most about 0.62 of
// the font size wide, a bold one 0.68.
struct LabelBox {
  double left = 0, right = 0, top = 0, bottom = 0;
  bool overlaps(const LabelBox& o) const {
    return left < o.right && o.left < right && top < o.bottom && o.top < bottom;
  }
};

struct Heading {
  std::vector<std::string> title, state, verdict;  // wrapped lines
};

struct Picture {
  explicit Picture(const TableView& table) : t(table) {}
  const TableView& t;
  double ship_r = 20, tol = 2, bow_arc = 90;
  double font = 10;   // text size, mm
  double left = 0;    // table x at the picture's left edge
  double top = 0;     // table y at the map's top edge
  double header = 0;  // height of the heading band above the map
  double map_h = 0;   // height of the map
  double width = 0, height = 0;
  // The disputed geometry again below the map, magnified (large tables only): the table's
  // region it shows, and how much it magnifies.
  Extent inset;
  double zoom = 1;
  std::map<std::string, size_t> seats;  // player -> seat, for colours
  std::map<std::string, const ShipView*> ships;
  std::vector<LabelBox> labels;  // the map's labels placed so far
  SvgWriter w;

  SvgPoint at(TablePoint p) const { return {p.x - left, header + (top - p.y)}; }
  const char* colour(const std::string& player) const {
    auto it = seats.find(player);
    return it == seats.end() ? kGrey : seat_colour(it->second);
  }
  // A piece's disc: its own radius (a creature's, a ship's own `r`), else the ruleset's.
  double disc(const ShipView& s) const { return s.r > 0 ? s.r : ship_r; }
  double disc(const ShipView* s) const { return s ? disc(*s) : ship_r; }
  // The ship of that id; nullptr for none.
  const ShipView* ship(const std::string& id) const {
    auto it = ships.find(id);
    return it == ships.end() ? nullptr : it->second;
  }
  double thin() const { return font * 0.1; }
  double thick() const { return font * 0.25; }
  std::string dash() const { return svg_number(font * 0.6) + " " + svg_number(font * 0.4); }
  std::string dots() const { return svg_number(font * 0.15) + " " + svg_number(font * 0.3); }
};

// --- styles (attribute lists) ---

std::string outline(const char* colour, double width, const std::string& dash = "") {
  std::string s =
      fmt::format(" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"", colour, svg_number(width));
  if (!dash.empty()) s += fmt::format(" stroke-dasharray=\"{}\"", dash);
  return s;
}

std::string filled(const char* fill, double opacity = 1, const char* stroke = nullptr,
                   double width = 0, const std::string& dash = "") {
  std::string s = fmt::format(" fill=\"{}\"", fill);
  if (opacity < 1) s += fmt::format(" fill-opacity=\"{}\"", svg_number(opacity));
  if (stroke) s += fmt::format(" stroke=\"{}\" stroke-width=\"{}\"", stroke, svg_number(width));
  if (!dash.empty()) s += fmt::format(" stroke-dasharray=\"{}\"", dash);
  return s;
}

std::string lettering(double size, const char* colour = kInk, const char* anchor = "middle",
                      bool bold = false) {
  return fmt::format(" font-size=\"{}\" fill=\"{}\" text-anchor=\"{}\"{}", svg_number(size), colour,
                     anchor, bold ? " font-weight=\"bold\"" : "");
}

// A label of the map at `at`, moved up or down by whole lines when it would overlap one
// already placed (the first free place nearest `at`, within four lines; else where it was
// asked); a label that marks a place (`movable` false) stays. Labels are placed in drawing
// order: islands, terrain, forts, ships, the last line, what broke the rule.
void label(Picture& p, SvgPoint at, std::string_view text, double size, const char* colour = kInk,
           const char* anchor = "middle", bool bold = false, bool movable = true) {
  const double w = size * (bold ? 0.68 : 0.62) * count_chars(text);
  const double left = std::string_view(anchor) == "middle" ? at.x - w / 2
                      : std::string_view(anchor) == "end"  ? at.x - w
                                                           : at.x;
  auto box_at = [&](double y) { return LabelBox{left, left + w, y - size * 0.8, y + size * 0.25}; };
  double y = at.y;
  for (int step = 0; movable && step <= 8; ++step) {
    const double tried = at.y + size * 1.1 * ((step + 1) / 2) * (step % 2 ? 1 : -1);
    const LabelBox box = box_at(tried);
    if (std::none_of(p.labels.begin(), p.labels.end(),
                     [&](const LabelBox& o) { return box.overlaps(o); })) {
      y = tried;
      break;
    }
  }
  p.labels.push_back(box_at(y));
  p.w.text({at.x, y}, text,
           lettering(size, colour, anchor, bold) + markup::attribute("class", "label"));
}

// --- islands ---

// The gold on `player`'s home island.
Gold home_gold(const TableView& t, const std::string& player) {
  for (const HomeView& h : t.home)
    if (h.player == player) return h.gold;
  return 0;
}

void draw_island(Picture& p, const IslandView& island) {
  const SvgPoint c = p.at(centre_of(island));
  const bool home = island.home.has_value();
  p.w.open_group(markup::attribute("class", home ? "island home" : "island") +
                 markup::attribute("data-id", island.id));
  p.w.circle(c, island.r,
             filled(kSand, 1, home ? p.colour(*island.home) : kShore, home ? p.thick() : p.thin()));
  const double f = p.font * 0.8;
  label(p, {c.x, c.y - f * 0.4}, island.id, p.font, kInk, "middle", true);
  std::string second, third;
  if (home) {
    second = "home of " + *island.home;
    third = fmt::format("gold {}", home_gold(p.t, *island.home));
  } else {
    second = island.coins.empty() ? "no coins" : "coins " + coin_words(island.coins);
    third = island.explored ? "explored" : "unexplored";
  }
  label(p, {c.x, c.y + f * 0.9}, second, f);
  label(p, {c.x, c.y + f * 2.0}, third, f, home ? kGold : kInk);
  p.w.close_group();
}

// --- terrain (format 2) ---

const char* terrain_colour(const std::string& kind) {
  if (kind == "fog") return "#9aa5b1";
  if (kind == "iceberg") return "#bfe3f2";
  if (kind == "reef") return "#d9a38a";
  if (kind == "sargasso") return "#8fb27a";
  if (kind == "whirlpool") return "#5b7fa6";
  return "#7fb8d9";  // current
}

const char* terrain_words(const std::string& kind) {
  if (kind == "fog") return "fog bank";
  if (kind == "sargasso") return "Sargasso Sea";
  if (kind == "current") return "trade current";
  return kind == "iceberg" ? "iceberg" : kind == "reef" ? "reef" : "whirlpool";
}

// A circle (a strip for a current), its id and kind, a reef's value or a frozen iceberg, and
// the numbered edges of fog banks and icebergs.
void draw_terrain(Picture& p, const TerrainView& x) {
  if (!x.placed) return;
  const char* colour = terrain_colour(x.kind);
  p.w.open_group(markup::attribute("class", "terrain " + x.kind) +
                 markup::attribute("data-id", x.id));
  const TablePoint c{x.x, x.y};
  SvgPoint middle = p.at(c);
  if (x.to) {
    p.w.line(p.at(c), p.at(xy_of(*x.to)),
             fmt::format(" stroke=\"{}\" stroke-opacity=\"0.5\" stroke-width=\"{}\" "
                         "stroke-linecap=\"round\"",
                         colour, svg_number(x.w)));
    middle = p.at(midpoint(c, xy_of(*x.to)));
  } else {
    p.w.circle(p.at(c), x.r, filled(colour, 0.45, colour, p.thin(), p.dash()));
  }
  std::string words = fmt::format("{} {}", x.id, terrain_words(x.kind));
  if (x.value) words += fmt::format(", value {}", *x.value);
  if (x.frozen) words += ", frozen";
  // The edges' numbers first: they mark their edge and stay there; the name moves off them.
  for (size_t k = 0; k < x.edges.size(); ++k) {
    const SvgPoint at = p.at(along(c, x.edges[k], x.r + p.font * 0.6));
    label(p, {at.x, at.y + p.font * 0.3}, std::to_string(k + 1), p.font * 0.7, kInk, "middle", true,
          false);
  }
  label(p, {middle.x, middle.y + p.font * 0.35}, words, p.font * 0.8);
  p.w.close_group();
}

// --- forts (format 2) ---

// A fort standing on its island: a square in its owner's colour over the island's centre,
// its id, flags standing of all, and the gold inside; an abandoned fort is dashed.
void draw_fort(Picture& p, const FortView& f) {
  if (!f.island || f.destroyed) return;
  p.w.open_group(markup::attribute("class", f.abandoned ? "fort abandoned" : "fort") +
                 markup::attribute("data-id", f.id));
  const SvgPoint c = p.at({f.x, f.y});
  const double half = f.r * 0.45;
  p.w.rect({c.x - half, c.y - half}, 2 * half, 2 * half,
           filled(kSand, 0.6, p.colour(f.owner), p.thick(), f.abandoned ? p.dash() : ""));
  int standing = 0;
  for (const MastView& m : f.flags) standing += m.standing;
  std::string words = fmt::format("fort {}: flags {}/{}", f.id, standing, f.flags.size());
  if (f.abandoned) words += ", abandoned";
  label(p, {c.x, c.y - half - p.font * 0.3}, words, p.font * 0.8, kInk, "middle", true);
  const int gold = [&] {
    int g = 0;
    for (int v : f.gold) g += v;
    return g;
  }();
  label(p, {c.x, c.y + half + p.font}, fmt::format("gold {}", gold), p.font * 0.8, kGold);
  p.w.close_group();
}

// --- ships ---

// The bow: the arc of the disc within ±bow_arc/2 of the heading, and an arrow along it.
void draw_bow(Picture& p, TablePoint c, double r, double heading, const char* colour) {
  const SvgPoint a = p.at(along(c, heading - p.bow_arc / 2, r));
  const SvgPoint b = p.at(along(c, heading + p.bow_arc / 2, r));
  // Counter-clockwise on the table is counter-clockwise on the picture too (y is flipped
  // once): sweep flag 0.
  p.w.path(
      fmt::format("M {} {} A {} {} 0 {} 0 {} {}", svg_number(a.x), svg_number(a.y), svg_number(r),
                  svg_number(r), p.bow_arc > 180 ? 1 : 0, svg_number(b.x), svg_number(b.y)),
      outline(colour, p.thick()));
  p.w.line(p.at(c), p.at(along(c, heading, r * 1.15)), outline(colour, p.thin() * 1.5));
  p.w.polygon({p.at(along(c, heading, r * 1.5)),
               p.at(along(along(c, heading, r * 1.1), heading + 90, r * 0.22)),
               p.at(along(along(c, heading, r * 1.1), heading - 90, r * 0.22))},
              filled(colour));
}

// Masts along the keel, mast 1 nearest the bow: filled standing, hollow and crossed lost, orange
// burning (a fire mast).
void draw_masts(Picture& p, TablePoint c, double r, double heading,
                const std::vector<MastView>& masts) {
  const size_t n = masts.size();
  const double span = r * 0.9;
  const double dot = n > 1 ? std::min(r * 0.15, span / double(n - 1) / 2.6) : r * 0.15;
  for (size_t k = 0; k < n; ++k) {
    const double offset = n > 1 ? span / 2 - span * double(k) / double(n - 1) : 0;
    const TablePoint m = along(c, heading, offset);
    if (masts[k].standing) {
      p.w.circle(p.at(m), dot, filled(kInk));
    } else if (masts[k].fire) {  // format 2: a fire mast, an orange dot
      p.w.circle(p.at(m), dot, filled(kFire, 1, kInk, p.thin() * 0.6));
    } else {
      p.w.circle(p.at(m), dot, filled("#ffffff", 1, kInk, p.thin() * 0.6));
      p.w.line(p.at(along(m, 45, dot * 1.4)), p.at(along(m, 225, dot * 1.4)),
               outline(kInk, p.thin() * 0.6));
    }
  }
}

std::string ship_notes(const ShipView& s) {
  std::vector<std::string> notes;
  if (s.derelict) notes.push_back("derelict");
  if (s.stuck_on) notes.push_back("stuck on " + *s.stuck_on);
  if (s.towing) notes.push_back("towing " + *s.towing);
  if (s.towed_by) notes.push_back("towed by " + *s.towed_by);
  if (s.docked) notes.push_back("docked at " + *s.docked);
  if (s.scuttled) notes.push_back("scuttled");
  if (s.trapped_in) notes.push_back("trapped in " + *s.trapped_in);
  if (s.in_fog) notes.push_back("lost in " + *s.in_fog);
  return fmt::format("{}", fmt::join(notes, ", "));
}

void draw_ship_labels(Picture& p, const ShipView& s, SvgPoint c) {
  const double r = p.disc(s), f = p.font * 0.75;
  label(p, {c.x, c.y - r - p.font * 0.35}, s.id + " " + s.name, p.font * 0.85, kInk, "middle",
        true);
  double y = c.y + r + f * 1.1;
  if (!s.gold.empty()) {
    label(p, {c.x, y}, "gold " + coin_words(s.gold), f, kGold, "middle", true);
    y += f * 1.15;
  }
  const std::string notes = ship_notes(s);
  if (!notes.empty()) label(p, {c.x, y}, notes, f);
}

void draw_sunk_ship(Picture& p, const ShipView& s) {
  const SvgPoint c = p.at(centre_of(s));
  p.w.circle(c, p.disc(s), outline(kGrey, p.thin(), p.dots()));
  label(p, {c.x, c.y + p.font * 0.3}, s.id + " sunk", p.font * 0.75, kGrey);
}

// A sea creature (format 2): a scalloped disc of its own radius, no bow, its segments as
// dots round the inside, segment 1 at the top and the others counter-clockwise.
void draw_creature(Picture& p, const ShipView& s) {
  p.w.open_group(markup::attribute("class", s.sunk ? "creature sunk" : "creature") +
                 markup::attribute("data-id", s.id));
  const TablePoint c = centre_of(s);
  const SvgPoint sc = p.at(c);
  const double r = s.r;
  if (s.sunk) {
    p.w.circle(sc, r, outline(kGrey, p.thin(), p.dots()));
    label(p, {sc.x, sc.y + p.font * 0.3}, s.id + " eliminated", p.font * 0.75, kGrey);
    p.w.close_group();
    return;
  }
  const char* colour = p.colour(s.owner);
  std::vector<SvgPoint> outline_points;
  for (int k = 0; k < 24; ++k)
    outline_points.push_back(p.at(along(c, 15.0 * k, k % 2 ? r * 0.82 : r)));
  p.w.polygon(outline_points, filled(colour, 0.3, colour, p.thin() * 1.5));
  const size_t n = s.masts.size();
  const double dot = std::min(r * 0.14, n > 1 ? r * 2.2 / double(n) : r * 0.14);
  for (size_t k = 0; k < n; ++k) {
    const TablePoint m = along(c, 90 + 360.0 * double(k) / double(n), r * 0.55);
    if (s.masts[k].standing) {
      p.w.circle(p.at(m), dot, filled(kInk));
    } else {
      p.w.circle(p.at(m), dot, filled("#ffffff", 1, kInk, p.thin() * 0.6));
      p.w.line(p.at(along(m, 45, dot * 1.4)), p.at(along(m, 225, dot * 1.4)),
               outline(kInk, p.thin() * 0.6));
    }
  }
  const double f = p.font * 0.75;
  label(p, {sc.x, sc.y - r - p.font * 0.35}, s.id + " " + s.name, p.font * 0.85, kInk, "middle",
        true);
  const std::string notes = ship_notes(s);
  label(p, {sc.x, sc.y + r + f * 1.1}, notes.empty() ? "sea creature" : "sea creature, " + notes,
        f);
  p.w.close_group();
}

void draw_ship(Picture& p, const ShipView& s) {
  if (s.creature) return draw_creature(p, s);
  p.w.open_group(markup::attribute("class", s.sunk ? "ship sunk" : "ship") +
                 markup::attribute("data-id", s.id));
  if (s.sunk) {
    draw_sunk_ship(p, s);
    p.w.close_group();
    return;
  }
  const TablePoint c = centre_of(s);
  const SvgPoint sc = p.at(c);
  const double heading = s.heading, r = p.disc(s);
  const char* colour = p.colour(s.owner);
  const bool derelict = s.derelict;
  p.w.circle(sc, r,
             derelict ? filled("#c8c8c8", 0.7, colour, p.thin() * 1.5, p.dash())
                      : filled(colour, 0.3, colour, p.thin() * 1.5));
  if (derelict) {
    p.w.line(p.at(along(c, 45, r * 0.7)), p.at(along(c, 225, r * 0.7)),
             outline(kGrey, p.thin() * 2));
    p.w.line(p.at(along(c, 135, r * 0.7)), p.at(along(c, 315, r * 0.7)),
             outline(kGrey, p.thin() * 2));
  }
  if (s.stuck_on) p.w.circle(sc, r + p.font * 0.3, outline(kInk, p.thin() * 1.5, p.dots()));
  draw_bow(p, c, r, heading, colour);
  draw_masts(p, c, r, heading, s.masts);
  draw_ship_labels(p, s, sc);
  p.w.close_group();
}

// A tow: a line between the tower and the ship it tows.
void draw_tows(Picture& p) {
  for (const ShipView& s : p.t.ships) {
    const ShipView* towed = s.towing ? p.ship(*s.towing) : nullptr;
    if (!towed || s.sunk) continue;
    p.w.line(
        p.at(centre_of(s)), p.at(centre_of(*towed)),
        outline(p.colour(s.owner), p.thin() * 2, p.dots()) + markup::attribute("class", "tow"));
  }
}

// --- the last line played ---

void draw_path(Picture& p, const LastLineView& last, const char* colour) {
  std::vector<SvgPoint> points;
  for (Point q : last.path) points.push_back(p.at(xy_of(q)));
  if (points.empty()) return;
  p.w.circle(points.front(), p.disc(p.ship(last.ship)),
             outline(colour, p.thin(), p.dash()) + markup::attribute("class", "path-start"));
  p.w.polyline(points,
               outline(colour, p.thin() * 2, p.dash()) + markup::attribute("class", "path"));
  for (const SvgPoint& q : points) p.w.circle(q, p.font * 0.2, filled(colour));
}

void draw_shots(Picture& p, const LastLineView& last) {
  std::vector<double> reaches;  // one range circle per ruler
  for (const ShotView& s : last.shots) {
    const double reach = s.reach;
    if (std::find(reaches.begin(), reaches.end(), reach) != reaches.end()) continue;
    reaches.push_back(reach);
    const TablePoint from = xy_of(s.from);
    p.w.circle(p.at(from), reach + p.tol,
               outline("#4a7fb0", p.thin(), p.dash()) + markup::attribute("class", "range"));
    const SvgPoint top = p.at({from.x, from.y + reach + p.tol});
    label(p, {top.x, top.y - p.font * 0.25},
          fmt::format("{} range {} + {} mm", s.range, svg_mm(reach), svg_mm(p.tol)), p.font * 0.7,
          "#4a7fb0");
  }
  int k = 0;
  for (const ShotView& s : last.shots) {
    const TablePoint from = xy_of(s.from), to = xy_of(s.to);
    const bool hit = s.hit;
    p.w.line(p.at(from), p.at(to),
             outline(kInk, p.thin() * (hit ? 2 : 1.5), hit ? "" : p.dash()) +
                 markup::attribute("class", hit ? "shot hit" : "shot miss"));
    std::string note = fmt::format(
        "{} at {}: {} {}", s.mast ? fmt::format("mast {} ({})", s.mast, s.cannon) : s.cannon,
        s.target, s.die, hit ? "hit" : "miss");
    // Slice h41-fortshots: a fort hit while abandoned is destroyed, not sunk.
    const bool fort = std::any_of(p.t.forts.begin(), p.t.forts.end(),
                                  [&](const FortView& f) { return f.id == s.target; });
    if (s.sank) note += fort ? ", destroyed" : ", sank";
    const SvgPoint m = p.at(midpoint(from, to));
    label(p, {m.x, m.y - p.font * 0.3 + p.font * 0.9 * k++}, note, p.font * 0.7);
  }
}

void draw_last(Picture& p) {
  if (!p.t.last || p.t.last->verb == Verb::Turn) return;
  const LastLineView& last = *p.t.last;
  const char* colour = p.colour(last.player);
  p.w.open_group(markup::attribute("class", "last"));
  if (last.verb == Verb::Move) draw_path(p, last, colour);
  if (last.verb == Verb::Shoot) draw_shots(p, last);
  const ShipView* ship = p.ship(last.ship);
  // The other ship of a ram, a tow or a boarding.
  const ShipView* other = last.verb == Verb::Ram || last.verb == Verb::Tow ? p.ship(last.target)
                          : last.verb == Verb::Board                       ? p.ship(last.other)
                                                                           : nullptr;
  if (ship && other)
    p.w.line(p.at(centre_of(*ship)), p.at(centre_of(*other)), outline(colour, p.thick()));
  if (ship)
    p.w.circle(p.at(centre_of(*ship)), p.disc(*ship) + p.font * 0.6, outline(colour, p.thin()));
  p.w.close_group();
}

// --- what broke the rule (red) ---

void draw_fault_figures(Picture& p, const FaultView& f) {
  const FaultKind kind = f.kind;
  const TablePoint from = xy_of(f.from), to = xy_of(f.to);
  const std::string red_line = outline(kRed, p.thick());
  const std::string red_dashed = outline(kRed, p.thin() * 1.5, p.dash());
  const double lf = p.font * 0.8;
  // The acting piece's disc, and the target's of a shot out of range (each its own radius).
  const double own = p.disc(f.ship ? p.ship(*f.ship) : nullptr), aim = p.disc(p.ship(f.target));
  auto note = [&](TablePoint at, const std::string& text) {
    const SvgPoint s = p.at(at);
    label(p, {s.x, s.y + p.ship_r + lf * 2.4}, text, lf, kRed, "middle", true);
  };
  const std::string obstacle = f.obstacle ? f.obstacle->id : "";
  if (f.obstacle)
    p.w.circle(p.at(xy_of(f.obstacle->centre)), f.obstacle->r,
               outline(kRed, p.thick()) + markup::attribute("class", kind == FaultKind::LineOfFire
                                                                         ? "fault-blocker"
                                                                         : "fault-obstacle"));
  if (kind == FaultKind::PathThrough || kind == FaultKind::PathContact ||
      kind == FaultKind::TooFar) {
    p.w.line(p.at(from), p.at(to), red_line + markup::attribute("class", "fault-segment"));
    p.w.circle(p.at(from), own, red_dashed);
  }
  switch (kind) {
    case FaultKind::PathThrough: {
      if (!f.obstacle) break;
      const TablePoint q = nearest_on_segment(from, to, xy_of(f.obstacle->centre));
      p.w.circle(p.at(q), own, red_dashed + markup::attribute("class", "fault-disc"));
      note(q, fmt::format("overlaps {} by {} mm", obstacle, svg_mm(f.distance)));
      break;
    }
    case FaultKind::PathContact:
      p.w.circle(p.at(to), own, red_dashed + markup::attribute("class", "fault-disc"));
      note(to, fmt::format("touches {} before its last point", obstacle));
      break;
    case FaultKind::TooFar:
      p.w.circle(p.at(from), f.reach + f.tolerance,
                 red_dashed + markup::attribute("class", "fault-reach"));
      note(to, fmt::format("{} mm > {} + {} mm", svg_mm(f.distance), svg_mm(f.reach),
                           svg_mm(f.tolerance)));
      break;
    case FaultKind::NoContact:
      p.w.line(p.at(from), p.at(to), red_dashed + markup::attribute("class", "fault-segment"));
      note(from, fmt::format("{} mm from {} (tolerance {} mm)", svg_mm(f.distance), obstacle,
                             svg_mm(f.tolerance)));
      break;
    case FaultKind::OutOfRange: {
      const double reach = f.reach + f.tolerance;
      p.w.circle(p.at(from), reach, red_line + markup::attribute("class", "fault-range"));
      p.w.line(p.at(from), p.at(to), red_dashed + markup::attribute("class", "fault-line"));
      p.w.circle(p.at(to), aim, red_dashed + markup::attribute("class", "fault-disc"));
      // Below the range circle, clear of the target's labels.
      note({from.x, from.y - reach + p.ship_r},
           fmt::format("{} mm to the edge > {} + {} mm", svg_mm(f.distance), svg_mm(f.reach),
                       svg_mm(f.tolerance)));
      break;
    }
    case FaultKind::LineOfFire:
      p.w.line(p.at(from), p.at(to), red_line + markup::attribute("class", "fault-line"));
      if (f.obstacle)
        note(xy_of(f.obstacle->centre),
             fmt::format("{} blocks: {} mm from the line", obstacle, svg_mm(f.distance)));
      break;
    case FaultKind::None:
      break;
  }
}

void draw_fault(Picture& p) {
  if (!p.t.fault) return;
  const FaultView& f = *p.t.fault;
  p.w.open_group(markup::attribute("class", "fault") + markup::attribute("data-rule", f.rule));
  if (const ShipView* ship = f.ship ? p.ship(*f.ship) : nullptr)
    p.w.circle(p.at(centre_of(*ship)), p.disc(*ship) + p.font * 0.6, outline(kRed, p.thick()));
  if (f.kind != FaultKind::None) draw_fault_figures(p, f);
  p.w.close_group();
}

// --- heading, scale bar, legend ---

constexpr double kLine = 1.35;  // line height, in font sizes

void draw_heading(Picture& p, const Heading& h) {
  p.w.open_group(markup::attribute("class", "heading"));
  double y = p.font * 1.2;
  const double x = p.font;
  for (const std::string& line : h.title) {
    p.w.text({x, y}, line, lettering(p.font, kInk, "start", true));
    y += p.font * kLine;
  }
  for (const std::string& line : h.state) {
    p.w.text({x, y}, line, lettering(p.font * 0.85, kInk, "start"));
    y += p.font * kLine;
  }
  for (const std::string& line : h.verdict) {
    p.w.text({x, y}, line, lettering(p.font * 0.85, kRed, "start", true));
    y += p.font * kLine;
  }
  p.w.close_group();
}

constexpr double kScaleRows = 3;

// 100 mm in 10 mm steps, and the two rulers, to scale.
void draw_scale(Picture& p, double top) {
  const GeometryView& g = p.t.geometry;
  p.w.open_group(markup::attribute("class", "scale"));
  const double x0 = p.font * 9, h = p.font * 0.5;
  const struct {
    std::string label;
    double length;
  } rows[] = {{"100 mm", 100},
              {"S ruler " + svg_mm(g.ruler_S) + " mm", g.ruler_S},
              {"L ruler " + svg_mm(g.ruler_L) + " mm", g.ruler_L}};
  double y = top + p.font;
  for (const auto& row : rows) {
    p.w.text({x0 - p.font * 0.5, y}, row.label, lettering(p.font * 0.8, kInk, "end"));
    if (row.length == 100) {
      for (int k = 0; k < 10; ++k)
        p.w.rect({x0 + 10.0 * k, y - h}, 10, h,
                 filled(k % 2 ? "#ffffff" : kInk, 1, kInk, p.thin() * 0.5));
    } else {
      p.w.rect({x0, y - h}, row.length, h, filled("#4a7fb0", 1, kInk, p.thin() * 0.5));
    }
    y += p.font * 1.6;
  }
  p.w.close_group();
}

enum class Symbol {
  Ship,
  HomeIsland,
  WildIsland,
  Terrain,
  Bow,
  MastStanding,
  MastLost,
  MastFire,  // format 2: listed only when a ship has a fire mast
  Gold,
  Derelict,
  Stuck,
  Sunk,
  Path,
  Hit,
  Miss,
  Range,
  Broken
};

struct LegendEntry {
  Symbol symbol;
  std::string label;
  const char* colour = kInk;
};

std::vector<LegendEntry> legend_entries(const Picture& p) {
  std::vector<LegendEntry> e;
  // Players in seat order, not name order.
  std::vector<std::pair<size_t, std::string>> players;
  for (const auto& [player, seat] : p.seats) players.push_back({seat, player});
  std::sort(players.begin(), players.end());
  for (const auto& [seat, player] : players)
    e.push_back({Symbol::Ship, "ship of " + player, seat_colour(seat)});
  e.push_back({Symbol::HomeIsland, "home island: owner, gold at home"});
  e.push_back({Symbol::WildIsland, "wild island: coins, explored"});
  if (!p.t.terrain.empty()) e.push_back({Symbol::Terrain, "terrain: id, kind, numbered edges"});
  e.push_back({Symbol::Bow, "bow and heading"});
  e.push_back({Symbol::MastStanding, "mast standing"});
  e.push_back({Symbol::MastLost, "mast lost"});
  for (const ShipView& s : p.t.ships)
    if (std::any_of(s.masts.begin(), s.masts.end(), [](const MastView& m) { return m.fire; })) {
      e.push_back({Symbol::MastFire, "fire mast (burning)"});
      break;
    }
  e.push_back({Symbol::Gold, "gold aboard"});
  e.push_back({Symbol::Derelict, "derelict (no mast)"});
  e.push_back({Symbol::Stuck, "stuck after a ram"});
  e.push_back({Symbol::Sunk, "sunk"});
  e.push_back({Symbol::Path, "last move: path from its start"});
  e.push_back({Symbol::Hit, "shot: hit"});
  e.push_back({Symbol::Miss, "shot: miss"});
  e.push_back({Symbol::Range, "cannon range (ruler + tolerance)"});
  e.push_back({Symbol::Broken, "what broke the rule", kRed});
  return e;
}

void draw_symbol(Picture& p, const LegendEntry& e, SvgPoint c) {
  const double r = p.font * 0.55, t = p.thin();
  switch (e.symbol) {
    case Symbol::Ship:
      p.w.circle(c, r, filled(e.colour, 0.3, e.colour, t * 1.5));
      break;
    case Symbol::HomeIsland:
      p.w.circle(c, r, filled(kSand, 1, kInk, p.thick()));
      break;
    case Symbol::WildIsland:
      p.w.circle(c, r, filled(kSand, 1, kShore, t));
      break;
    case Symbol::Terrain:
      p.w.circle(c, r, filled(terrain_colour("fog"), 0.45, terrain_colour("fog"), t, p.dash()));
      break;
    case Symbol::Bow:
      p.w.path(fmt::format("M {} {} A {} {} 0 0 0 {} {}", svg_number(c.x + r * 0.7),
                           svg_number(c.y + r * 0.7), svg_number(r), svg_number(r),
                           svg_number(c.x + r * 0.7), svg_number(c.y - r * 0.7)),
               outline(kInk, p.thick()));
      p.w.polygon(
          {{c.x + r * 1.4, c.y}, {c.x + r * 0.9, c.y - r * 0.3}, {c.x + r * 0.9, c.y + r * 0.3}},
          filled(kInk));
      p.w.line({c.x - r, c.y}, {c.x + r, c.y}, outline(kInk, t * 1.5));
      break;
    case Symbol::MastStanding:
      p.w.circle(c, r * 0.4, filled(kInk));
      break;
    case Symbol::MastLost:
      p.w.circle(c, r * 0.4, filled("#ffffff", 1, kInk, t * 0.6));
      break;
    case Symbol::MastFire:
      p.w.circle(c, r * 0.4, filled(kFire, 1, kInk, t * 0.6));
      break;
    case Symbol::Gold:
      p.w.text({c.x, c.y + r * 0.5}, "3 2", lettering(p.font * 0.75, kGold, "middle", true));
      break;
    case Symbol::Derelict:
      p.w.circle(c, r, filled("#c8c8c8", 0.7, kInk, t, p.dots()));
      break;
    case Symbol::Stuck:
      p.w.circle(c, r, outline(kInk, t * 1.5, p.dots()));
      break;
    case Symbol::Sunk:
      p.w.circle(c, r, outline(kGrey, t, p.dots()));
      break;
    case Symbol::Path:
      p.w.polyline({{c.x - r * 1.2, c.y + r * 0.5}, {c.x, c.y - r * 0.5}, {c.x + r * 1.2, c.y}},
                   outline(kInk, t * 2, p.dash()));
      break;
    case Symbol::Hit:
      p.w.line({c.x - r * 1.2, c.y}, {c.x + r * 1.2, c.y}, outline(kInk, t * 2));
      break;
    case Symbol::Miss:
      p.w.line({c.x - r * 1.2, c.y}, {c.x + r * 1.2, c.y}, outline(kInk, t * 1.5, p.dash()));
      break;
    case Symbol::Range:
      p.w.circle(c, r, outline("#4a7fb0", t, p.dash()));
      break;
    case Symbol::Broken:
      p.w.line({c.x - r * 1.2, c.y}, {c.x + r * 1.2, c.y}, outline(kRed, p.thick()));
      break;
  }
}

constexpr double kLegendColumn = 20;  // font sizes
constexpr double kLegendRow = 1.6;

size_t legend_columns(const Picture& p) {
  return std::max<size_t>(1, size_t((p.width - p.font) / (p.font * kLegendColumn)));
}

void draw_legend(Picture& p, double top) {
  const std::vector<LegendEntry> entries = legend_entries(p);
  const size_t columns = legend_columns(p);
  p.w.open_group(markup::attribute("class", "legend"));
  for (size_t k = 0; k < entries.size(); ++k) {
    const double x = p.font + double(k % columns) * p.font * kLegendColumn;
    const double y = top + p.font + double(k / columns) * p.font * kLegendRow;
    draw_symbol(p, entries[k], {x + p.font * 0.9, y - p.font * 0.35});
    p.w.text({x + p.font * 2.4, y}, entries[k].label,
             lettering(p.font * 0.8, entries[k].colour, "start"));
  }
  p.w.close_group();
}

// --- putting it together ---

Heading heading_lines(const TableView& t, const PictureCaption& caption, size_t chars) {
  Heading h;
  h.title = wrap(caption.title, chars);
  std::string state = fmt::format("Turn {}", t.turn);
  if (t.finished)
    state += ": the game is over (" + t.end_reason.value_or("") + ").";
  else if (t.to_move)
    state += ", " + *t.to_move + " to move.";
  else
    state += ".";
  state += t.last ? fmt::format(" Last line: move {}, {}", t.last->move, t.last->line)
                  : std::string(" No line played yet.");
  h.state = wrap(state, size_t(double(chars) / 0.85));
  if (!caption.verdict.empty()) h.verdict = wrap(caption.verdict, size_t(double(chars) / 0.85));
  return h;
}

// Everything on the table, in the picture's coordinates.
void draw_map(Picture& p) {
  const TableView& table = p.t;
  p.labels.clear();  // the map, then the inset, each keeps its own labels apart
  p.w.open_group(markup::attribute("class", "islands"));
  for (const IslandView& island : table.islands) draw_island(p, island);
  p.w.close_group();
  if (!table.terrain.empty()) {
    p.w.open_group(markup::attribute("class", "terrain"));
    for (const TerrainView& x : table.terrain) draw_terrain(p, x);
    p.w.close_group();
  }
  if (!table.forts.empty()) {
    p.w.open_group(markup::attribute("class", "forts"));
    for (const FortView& f : table.forts) draw_fort(p, f);
    p.w.close_group();
  }
  draw_last(p);
  p.w.open_group(markup::attribute("class", "ships"));
  draw_tows(p);
  for (const ShipView& ship : table.ships) draw_ship(p, ship);
  p.w.close_group();
  draw_fault(p);
}

// --- the inset: the disputed geometry at a readable scale ---

// A map wider than this (mm) is large: the few millimetres a dispute turns on are lost when
// the whole table is shown on a screen or a page.
constexpr double kLargeTable = 600;
constexpr double kMaxZoom = 4;
// The least region an inset shows (mm), so that the notes beside the figures fit in it.
constexpr double kInsetMinW = 200, kInsetMinH = 120;

// The region of the table around what broke the rule, with room for its notes, and how much
// an inset as wide as the picture magnifies it; an empty region when no inset is drawn: no
// geometry broke a rule, the table is not large, or it would barely magnify.
void plan_inset(Picture& p, double map_w) {
  if (!p.t.fault || p.t.fault->kind == FaultKind::None || map_w <= kLargeTable) return;
  const FaultView& f = *p.t.fault;
  Extent e;
  e.add(xy_of(f.from), p.ship_r);
  e.add(xy_of(f.to), p.ship_r);
  if (f.obstacle) e.add(xy_of(f.obstacle->centre), f.obstacle->r);
  const double room = p.font * 4;  // the notes under the figures
  e.min_x -= room;
  e.max_x += room;
  e.min_y -= room;
  e.max_y += room;
  const double cx = (e.min_x + e.max_x) / 2, cy = (e.min_y + e.max_y) / 2;
  const double w = std::max(e.max_x - e.min_x, kInsetMinW);
  const double h = std::max(e.max_y - e.min_y, kInsetMinH);
  const double zoom = std::min(kMaxZoom, (p.width - 2 * p.font) / w);
  if (zoom < 1.5) return;
  p.inset = Extent{cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2};
  p.zoom = zoom;
}

// The inset under the map, from `top`: a caption, then the region drawn again at p.zoom in a
// nested <svg> (which clips it), its text and lines kept near the map's size. Marks the
// region on the map. Returns where the next part of the picture begins.
double draw_inset(Picture& p, double top) {
  const Extent& e = p.inset;
  const double w = e.max_x - e.min_x, h = e.max_y - e.min_y;
  const SvgPoint corner = p.at({e.min_x, e.max_y});
  p.w.rect(corner, w, h,
           outline(kInk, p.thin() * 2, p.dash()) + markup::attribute("class", "inset-mark"));
  p.w.text({corner.x + p.font * 0.3, corner.y - p.font * 0.3}, "inset",
           lettering(p.font * 0.8, kInk, "start"));
  p.w.text({p.font, top + p.font * 1.2},
           fmt::format("Inset: the marked region around what broke the rule, {}x",
                       svg_number(std::round(p.zoom * 10) / 10)),
           lettering(p.font, kInk, "start"));
  const double x = (p.width - w * p.zoom) / 2, y = top + p.font * 1.8;
  p.w.raw(
      fmt::format("<svg class=\"inset\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
                  "viewBox=\"{} {} {} {}\">",
                  svg_number(x), svg_number(y), svg_number(w * p.zoom), svg_number(h * p.zoom),
                  svg_number(corner.x), svg_number(corner.y), svg_number(w), svg_number(h)));
  p.w.rect(corner, w, h, filled(kSea, 1, kInk, p.thin()));
  const double font = p.font;
  p.font = font * 1.5 / p.zoom;  // text 1.5 times the map's, not the zoom's
  draw_map(p);
  p.font = font;
  p.w.raw("</svg>");
  return y + h * p.zoom + p.font * 0.6;
}

void set_up(Picture& p, const PictureCaption& caption, Heading& h) {
  const TableView& t = p.t;
  p.ship_r = t.geometry.ship_radius;
  p.tol = t.geometry.tolerance;
  p.bow_arc = t.geometry.bow_arc;
  size_t seat = 0;
  for (const HomeView& home : t.home) p.seats[home.player] = seat++;
  for (const ShipView& s : t.ships) p.ships[s.id] = &s;

  const Extent e = extent_of(t);
  p.font = std::clamp((e.max_x - e.min_x) / 80, 7.0, 16.0);
  const double margin = p.font * 3;
  const double map_w = e.max_x - e.min_x + 2 * margin;
  p.map_h = e.max_y - e.min_y + 2 * margin;
  p.left = e.min_x - margin;
  p.top = e.max_y + margin;
  p.width = std::max({map_w, p.font * 10 + 110, p.font * (kLegendColumn + 2)});
  h = heading_lines(t, caption, size_t((p.width - 2 * p.font) / (p.font * 0.6)));
  p.header = p.font * (0.8 + kLine * double(h.title.size() + h.state.size() + h.verdict.size()));
  const size_t rows = (legend_entries(p).size() + legend_columns(p) - 1) / legend_columns(p);
  p.height = p.header + p.map_h + p.font * (1.6 * kScaleRows + 1) +
             p.font * (kLegendRow * double(rows) + 1);
  plan_inset(p, map_w);
  if (!p.inset.empty()) p.height += (p.inset.max_y - p.inset.min_y) * p.zoom + p.font * 2.4;
}

}  // namespace

std::string draw_table_svg(const TableView& table, const PictureCaption& caption) {
  Picture p(table);
  Heading h;
  set_up(p, caption, h);
  p.w.raw(fmt::format("<title>{}</title>", markup::escape(caption.title)));
  p.w.rect({0, 0}, p.width, p.height, filled("#ffffff"));
  p.w.rect({0, p.header}, p.width, p.map_h,
           filled(kSea, 1, "#b5cde0", p.thin()) + markup::attribute("class", "sea"));
  draw_heading(p, h);
  draw_map(p);
  double footer = p.header + p.map_h;
  if (!p.inset.empty()) footer = draw_inset(p, footer);
  draw_scale(p, footer);
  draw_legend(p, footer + p.font * (1.6 * kScaleRows + 0.5));
  return fmt::format(
             "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}mm\" height=\"{1}mm\" "
             "viewBox=\"0 0 {0} {1}\" font-family=\"sans-serif\">\n",
             svg_number(p.width), svg_number(p.height)) +
         p.w.str() + "</svg>\n";
}

std::optional<std::string> PiratesGame::table_svg(const ReplaySummary& r,
                                                  const GameState& state) const {
  const TableView t = own_state<PiratesGameState>(state).table_view();
  PictureCaption caption;
  const std::string who = fmt::format("{} ({})", r.label, r.record.id);
  if (t.fault)
    caption.title = fmt::format("{}: the table before move {} of {}, which breaks {}", who,
                                t.fault->move, r.record.moves.size(), t.fault->rule);
  else
    caption.title =
        fmt::format("{}: the table after move {} of {}", who, t.move, r.record.moves.size());
  if (r.verdict != "valid") caption.verdict = r.verdict;
  return draw_table_svg(t, caption);
}

}  // namespace qm::pirates

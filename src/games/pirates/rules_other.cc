// `tow` (tow-no-move, tow-busy, tow-not-derelict, tow-no-contact), `repair`
// (action-budget, repair-not-home, repair-nothing, mast-choice) and `scuttle`
// (scuttle-not-derelict), in the rule page's order.
#include <fmt/format.h>

#include "games/pirates/margins.h"
#include "games/pirates/rules.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

std::optional<Violation> Rules::tow(State& s, const Action& a, Fault* fault) {
  const int i = a.ship, t = a.other;
  const Ship& x = s.ship(i);
  const Ship& y = s.ship(t);
  const Geometry& g = s.geometry();
  if (!x.moved)
    return Violation{"tow-no-move", fmt::format("{} has not moved this turn; a tow comes after a "
                                                "move",
                                                s.id(i))};
  if (x.towing >= 0)
    return Violation{"tow-busy",
                     fmt::format("{} tows {} already: one tow per ship", s.id(i), s.id(x.towing))};
  if (!y.derelict())
    return Violation{"tow-not-derelict", fmt::format("{} has {} mast(s) standing; only a derelict "
                                                     "is towed",
                                                     s.id(t), y.standing())};
  // Touching the derelict's bow: the tower lies within the bow arc seen from the derelict.
  // Each ship's own disc (format 2: a ship's `r`).
  const double ri = s.radius(i), rt = s.radius(t);
  if (!g.bow_touches(y.pos, rt, y.heading, x.pos, ri) && s.enforced("tow-no-contact")) {
    const double gap = g.dist(x.pos, y.pos) - ri - rt;
    if (fault) *fault = Fault{FaultKind::NoContact, x.pos, y.pos, i, t, t, false, g.tolerance, gap};
    if (!g.discs_touch(x.pos, ri, y.pos, rt))
      return Violation{
          "tow-no-contact",
          fmt::format("{} is {} mm from {}'s disc; a tow needs contact ({} mm){}", s.id(i), mm(gap),
                      s.id(t), num(g.tolerance), ships_touch_if(s, i, t, gap))};
    return Violation{"tow-no-contact",
                     fmt::format("{} lies {}° off {}'s heading {}°; a tow takes the bow (±{}°)",
                                 s.id(i), num(angle_between(g.direction(y.pos, x.pos), y.heading)),
                                 s.id(t), num(y.heading), num(g.bow_arc / 2))};
  }
  if (MarginNotes* notes = s.margins()) {
    notes->contact("tow-no-contact", s.id(i), ri, s.id(t), rt, g.dist(x.pos, y.pos), g.tolerance);
    notes->bow("tow-no-contact (bow)", s.id(t), s.id(i),
               angle_between(g.direction(y.pos, x.pos), y.heading), g.bow_arc);
  }
  Ship& tower = s.ships_[size_t(i)];
  Ship& towed = s.ships_[size_t(t)];
  if (towed.towed_by >= 0) s.ships_[size_t(towed.towed_by)].towing = kNoPiece;
  towed.towed_by = int16_t(i);
  tower.towing = int16_t(t);
  if (towed.owner != tower.owner) towed.scuttled = false;  // towed away from its owner
  towed.owner = tower.owner;
  towed.stuck_on = kNoPiece;
  s.place_behind(i);
  return std::nullopt;
}

std::optional<Violation> Rules::repair(State& s, const Action& a) {
  const int i = a.ship;
  const Ship& x = s.ship(i);
  if (auto v = budget(s, i, Verb::Repair)) return v;
  // Format 2: docked at one's own fort (abandoned or not) is as good as home.
  const int fort = x.docked >= 0 ? s.fort_on(x.docked) : kNoPiece;
  const bool own_fort = fort >= 0 && s.pieces().forts[size_t(fort)].owner == x.owner;
  if (!(x.keywords & kShipwright) && !(x.docked >= 0 && s.is_home_of(x.docked, x.owner)) &&
      !own_fort)
    return Violation{"repair-not-home",
                     x.docked >= 0
                         ? fmt::format("{} is docked at {}, not at {}'s home island", s.id(i),
                                       s.island_id(x.docked), s.quoted_name(x.owner))
                         : fmt::format("{} is not docked; it repairs docked at {}'s home island",
                                       s.id(i), s.quoted_name(x.owner))};
  // Format 2: a fire mast is down but not lost (rules_fire.cc): it is not repaired.
  const uint16_t lost = uint16_t(x.lost & ~x.fire);
  if ((lost & x.masts) == 0)
    return Violation{"repair-nothing",
                     x.fire
                         ? fmt::format("{} has lost no mast (a fire mast is not repaired)", s.id(i))
                         : fmt::format("{} has lost no mast", s.id(i))};
  int mast = a.mast;
  if (mast) {
    if (mast > int(s.pieces().ships[size_t(i)].masts.size()) || !((lost >> (mast - 1)) & 1))
      return Violation{"mast-choice",
                       fmt::format("{}'s mast {} is not a lost mast{}", s.id(i), mast,
                                   (x.fire >> (mast - 1)) & 1 ? " (a fire mast)" : "")};
  } else {
    while (!((lost >> mast) & 1)) ++mast;
    ++mast;
  }
  Ship& m = s.ships_[size_t(i)];
  m.lost &= uint16_t(~(1u << (mast - 1)));
  ++m.standard;
  if (m.towed_by >= 0) {  // a repaired ship leaves its tow
    s.ships_[size_t(m.towed_by)].towing = kNoPiece;
    m.towed_by = kNoPiece;
  }
  return std::nullopt;
}

std::optional<Violation> Rules::scuttle(State& s, const Action& a) {
  const int i = a.ship;
  if (!s.ship(i).derelict())
    return Violation{"scuttle-not-derelict", fmt::format("{} has {} mast(s) standing; only a "
                                                         "derelict is scuttled",
                                                         s.id(i), s.ship(i).standing())};
  if (a.die >= 5) s.ships_[size_t(i)].scuttled = true;
  return std::nullopt;
}

}  // namespace qm::pirates

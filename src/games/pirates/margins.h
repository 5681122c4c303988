// `qm replay --margins` (docs/adjudication.md, "How near a legal line came to failing"): the
// measured checks of a legal line note how much they had to spare, and which measured radius
// would have flipped them. Each check keeps its tightest case of the line (of each shot, for
// a shoot line): the longest segment against its ruler, the nearest obstacle of the path,
// the range, the nearest piece along the line of fire, the contact of a dock, ram, tow or
// explore at sea.
//
// The checks note only when a State has notes to fill (State::margins()): a replay without
// --margins, a simulation and the bots pay one null test per check.
#pragma once

#include <string>
#include <vector>

#include "games/game_state.h"
#include "games/pirates/geometry.h"

namespace qm::pirates {

class MarginNotes {
 public:
  void clear() {
    notes_.clear();
    groups_.clear();
  }
  const std::vector<Margin>& notes() const { return notes_; }

  // A segment of `length` mm against a ruler of `reach` mm (+ tolerance).
  void segment(Point from, Point to, double length, double reach, double tolerance);
  // A path (disc of radius `own` from `from` to `to`) passing an obstacle `id` of radius r
  // round `centre`: it may come to r + own - tolerance.
  void path(Point from, Point to, double own, const std::string& id, Point centre, double r,
            double tolerance);
  // A shot's range: `range` mm from the shooter's edge to the target's, whose radius (or its
  // island's) `whose` measures `r`; the cannon reaches `reach` (+ tolerance).
  void range(int shot, const std::string& shooter, const std::string& target,
             const std::string& whose, double r, double range, double reach, double tolerance);
  // A line of fire passing `d` mm from the centre of an obstacle `what` of radius r (whose
  // radius `whose` measures): it must clear r - tolerance.
  void line_of_fire(int shot, const std::string& what, const std::string& whose, double r, double d,
                    double tolerance);
  // A contact (`rule`): the discs of `a` (radius ra) and `b` (radius rb, an island's when
  // `b` is one) `d` mm apart centre to centre; they touch up to ra + rb + tolerance.
  void contact(const char* rule, const std::string& a, double ra, const std::string& b, double rb,
               double d, double tolerance);
  // A bow contact (`rule`): `b` lies `angle` degrees off `a`'s heading; the bow spans
  // `arc` degrees.
  void bow(const char* rule, const std::string& a, const std::string& b, double angle, double arc);

 private:
  // Keeps `m` unless this line has a tighter note of the same rule and group.
  void offer(Margin m, int group);
  std::vector<Margin> notes_;
  std::vector<int> groups_;  // per note: the shot it belongs to (-1: the whole line)
};

}  // namespace qm::pirates

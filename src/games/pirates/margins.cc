#include "games/pirates/margins.h"

#include <fmt/format.h>

#include <cmath>

#include "games/pirates/rules.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

std::string shot_prefix(int shot) { return fmt::format("shot {}: ", shot + 1); }

}  // namespace

void MarginNotes::offer(Margin m, int group) {
  m.spare = std::round(m.spare * 10) / 10 + 0.0;  // as the sentence gives it
  for (size_t k = 0; k < notes_.size(); ++k)
    if (groups_[k] == group && notes_[k].rule == m.rule) {
      if (m.spare < notes_[k].spare) notes_[k] = std::move(m);
      return;
    }
  notes_.push_back(std::move(m));
  groups_.push_back(group);
}

void MarginNotes::segment(Point from, Point to, double length, double reach, double tolerance) {
  const double spare = reach + tolerance - length;
  offer({"move-too-far", spare, "mm",
         fmt::format("the segment from {} to {} is {} mm; its ruler reaches {} mm + {} mm: {} mm "
                     "to spare",
                     pt(from), pt(to), Rules::mm(length), Rules::mm(reach), num(tolerance),
                     Rules::mm(spare))},
        -1);
}

void MarginNotes::path(Point from, Point to, double own, const std::string& id, Point centre,
                       double r, double tolerance) {
  const double d = point_segment_distance(centre, from, to);
  const double spare = d - (r + own - tolerance);
  offer({"move-through-obstacle", spare, "mm",
         fmt::format("the path from {} to {} passes {} mm from the centre of {} (r {}); it may "
                     "come to r + {} mm - {} mm ({} mm): {} mm to spare; it would cross {} if its "
                     "r were more than {} mm",
                     pt(from), pt(to), Rules::mm(d), id, num(r), num(own), num(tolerance),
                     Rules::mm(r + own - tolerance), Rules::mm(spare), id, Rules::mm(r + spare))},
        -1);
}

void MarginNotes::range(int shot, const std::string& shooter, const std::string& target,
                        const std::string& whose, double r, double range, double reach,
                        double tolerance) {
  const double spare = reach + tolerance - range;
  const std::string flip =
      r - spare > 0 ? fmt::format("it would be out of range if {}'s r were less than {} mm", whose,
                                  Rules::mm(r - spare))
                    : fmt::format("no radius of {} would put it out of range", whose);
  offer({"shoot-range", spare, "mm",
         shot_prefix(shot) + fmt::format("{} is {} mm from {}'s edge; its cannon reaches {} mm + "
                                         "{} mm: {} mm to spare; {}",
                                         shooter, Rules::mm(range), target, Rules::mm(reach),
                                         num(tolerance), Rules::mm(spare), flip)},
        shot);
}

void MarginNotes::line_of_fire(int shot, const std::string& what, const std::string& whose,
                               double r, double d, double tolerance) {
  const double spare = d - (r - tolerance);
  offer({"shoot-line-of-fire", spare, "mm",
         shot_prefix(shot) + fmt::format("the line of fire passes {} mm from the centre of {} (r "
                                         "{}): it must clear r - {} mm ({} mm): {} mm to spare; "
                                         "it would be blocked if {}'s r were more than {} mm",
                                         Rules::mm(d), what, num(r), num(tolerance),
                                         Rules::mm(r - tolerance), Rules::mm(spare), whose,
                                         Rules::mm(r + spare))},
        shot);
}

void MarginNotes::contact(const char* rule, const std::string& a, double ra, const std::string& b,
                          double rb, double d, double tolerance) {
  const double spare = ra + rb + tolerance - d;
  const std::string flip = rb - spare > 0
                               ? fmt::format("they would not touch if {}'s r were less than {} mm",
                                             b, Rules::mm(rb - spare))
                               : fmt::format("no radius of {} would part them", b);
  offer({rule, spare, "mm",
         fmt::format("{} is {} mm from {}'s edge; touching allows {} mm: {} mm to spare; {}", a,
                     Rules::mm(d - ra - rb), b, num(tolerance), Rules::mm(spare), flip)},
        -1);
}

void MarginNotes::bow(const char* rule, const std::string& a, const std::string& b, double angle,
                      double arc) {
  const double spare = arc / 2 - angle;
  offer({rule, spare, "degrees",
         fmt::format("{} lies {} degrees off {}'s heading; the bow spans {} degrees each side: {} "
                     "degrees to spare",
                     b, Rules::mm(angle), a, num(arc / 2), Rules::mm(spare))},
        -1);
}

}  // namespace qm::pirates

// One entry of PiratesGameState::table() in words, for `qm compare` and `qm adjudicate` when
// two replays' tables differ: a ship, its masts, an island, or a shot of the last line, each
// read back into its view (pirates_views.h); anything else as compact JSON.
#include <fmt/format.h>

#include "games/pirates/pirates_game.h"
#include "games/pirates/pirates_views.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

std::string coins_or_none(const std::vector<int>& list) {
  return list.empty() ? "none" : fmt::format("{}", fmt::join(list, " "));
}

std::string ship_text(const ShipView& s) {
  std::vector<std::string> masts;
  for (const MastView& m : s.masts)
    masts.push_back(m.cannon + (m.standing ? "" : m.fire ? " fire" : " lost"));
  if (s.creature)  // format 2: no heading, no gold; eliminated rather than sunk
    return fmt::format("{} ({}) sea creature r {} at {}, segments {}{}", s.id, s.owner, num(s.r),
                       pt({s.x, s.y}), fmt::join(masts, ", "), s.sunk ? ", eliminated" : "");
  std::string out =
      fmt::format("{} ({}) at {} heading {}, masts {}, gold {}", s.id, s.owner, pt({s.x, s.y}),
                  num(s.heading), fmt::join(masts, ", "), coins_or_none(s.gold));
  if (s.sunk) return out + ", sunk";
  if (s.derelict) out += ", derelict";
  const std::pair<const char*, const std::optional<std::string>*> places[] = {
      {"docked", &s.docked},
      {"stuck_on", &s.stuck_on},
      {"towing", &s.towing},
      {"towed_by", &s.towed_by}};
  for (const auto& [word, ship] : places)
    if (*ship) out += fmt::format(", {} {}", word, **ship);
  return out;
}

std::string island_text(const IslandView& i) {
  return fmt::format("{} at {} r {}{}, coins {}{}", i.id, pt({i.x, i.y}), num(i.r),
                     i.home ? ", home of " + *i.home : "", coins_or_none(i.coins),
                     i.explored ? ", explored" : "");
}

std::string shot_text(const ShotView& s) {
  std::string die = std::to_string(s.die);
  if (s.reroll) die = fmt::format("{},{}", die, *s.reroll);
  // An extra cannon or a Broadsides Attack has mast 0: its cannon text names it.
  const std::string from = s.mast ? fmt::format("mast {} ({})", s.mast, s.cannon) : s.cannon;
  std::string out = fmt::format("{} at {}: d6 {}, {}", from, s.target, die, s.hit ? "hit" : "miss");
  if (s.sank) return out + ", sank it";
  if (s.removed) out += fmt::format(", mast {} lost", *s.removed);
  return out;
}

// A ship's masts as "2 standing (3S 2L; lost: 1L)".
std::string masts_text(const std::vector<MastView>& masts) {
  std::vector<std::string> standing, lost;
  for (const MastView& m : masts) (m.standing ? standing : lost).push_back(m.cannon);
  std::string out = fmt::format("{} standing", standing.size());
  if (!standing.empty()) out += fmt::format(" ({}", fmt::join(standing, " "));
  if (!lost.empty())
    out += fmt::format("{}lost: {}", standing.empty() ? " (" : "; ", fmt::join(lost, " "));
  return out + ")";
}

}  // namespace

std::string PiratesGame::entry_text(const Json& e) const {
  if (std::vector<MastView> masts; read_value(e, masts) && !masts.empty()) return masts_text(masts);
  if (ShipView ship; read_value(e, ship)) return ship_text(ship);
  if (IslandView island; read_value(e, island)) return island_text(island);
  if (ShotView shot; read_value(e, shot)) return shot_text(shot);
  return e.dump();
}

}  // namespace qm::pirates

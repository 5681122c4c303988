// One entry of PiratesGameState::table() in words, for `qm compare` and `qm adjudicate` when two
// replays' tables differ: a ship, its masts, an island, or a shot of the last line; anything
// else as compact JSON.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "games/pirates/pirates_game.h"

namespace qm::pirates {

namespace {

std::string entry_number(const Json& v) {
  if (!v.is_number()) return v.dump();
  const double r = std::round(v.get<double>() * 10) / 10 + 0.0;
  return r == std::floor(r) ? fmt::format("{}", (long long)r) : fmt::format("{:.1f}", r);
}

std::string entry_coins(const Json& list) {
  std::vector<std::string> c;
  for (const Json& v : list) c.push_back(v.dump());
  return c.empty() ? "none" : fmt::format("{}", fmt::join(c, " "));
}

std::string ship_text(const Json& s) {
  std::vector<std::string> masts;
  for (const Json& m : s["masts"])
    masts.push_back(m["cannon"].get<std::string>() + (m["standing"].get<bool>() ? "" : " lost"));
  std::string out =
      fmt::format("{} ({}) at ({},{}) heading {}, masts {}, gold {}", s["id"].get<std::string>(),
                  s["owner"].get<std::string>(), entry_number(s["x"]), entry_number(s["y"]),
                  entry_number(s["heading"]), fmt::join(masts, ", "), entry_coins(s["gold"]));
  if (s["sunk"].get<bool>()) return out + ", sunk";
  if (s["derelict"].get<bool>()) out += ", derelict";
  for (const char* key : {"docked", "stuck_on", "towing", "towed_by"})
    if (s[key].is_string()) out += fmt::format(", {} {}", key, s[key].get<std::string>());
  return out;
}

std::string island_text(const Json& i) {
  return fmt::format("{} at ({},{}) r {}{}, coins {}{}", i["id"].get<std::string>(),
                     entry_number(i["x"]), entry_number(i["y"]), entry_number(i["r"]),
                     i["home"].is_string() ? ", home of " + i["home"].get<std::string>() : "",
                     entry_coins(i["coins"]), i["explored"].get<bool>() ? ", explored" : "");
}

std::string shot_text(const Json& s) {
  std::string die = s["die"].dump();
  if (!s["reroll"].is_null()) die = fmt::format("{},{}", die, s["reroll"].dump());
  std::string out =
      fmt::format("mast {} ({}) at {}: d6 {}, {}", s["mast"].dump(), s["cannon"].get<std::string>(),
                  s["target"].get<std::string>(), die, s["hit"].get<bool>() ? "hit" : "miss");
  if (s["sank"].get<bool>()) return out + ", sank it";
  if (!s["removed"].is_null()) out += fmt::format(", mast {} lost", s["removed"].dump());
  return out;
}

// A ship's masts (its "masts" list) as "2 standing (3S 2L; lost: 1L)".
bool is_mast_list(const Json& e) {
  return e.is_array() && !e.empty() && std::all_of(e.begin(), e.end(), [](const Json& m) {
           return m.is_object() && m.contains("cannon") && m.contains("standing");
         });
}

std::string masts_text(const Json& masts) {
  std::vector<std::string> standing, lost;
  for (const Json& m : masts)
    (m["standing"].get<bool>() ? standing : lost).push_back(m["cannon"].get<std::string>());
  std::string out = fmt::format("{} standing", standing.size());
  if (!standing.empty()) out += fmt::format(" ({}", fmt::join(standing, " "));
  if (!lost.empty())
    out += fmt::format("{}lost: {}", standing.empty() ? " (" : "; ", fmt::join(lost, " "));
  return out + ")";
}

}  // namespace

std::string PiratesGame::entry_text(const Json& e) const {
  if (is_mast_list(e)) return masts_text(e);
  if (!e.is_object()) return e.dump();
  if (e.contains("masts") && e.contains("owner")) return ship_text(e);
  if (e.contains("r") && e.contains("explored")) return island_text(e);
  if (e.contains("mast") && e.contains("cannon") && e.contains("die")) return shot_text(e);
  return e.dump();
}

}  // namespace qm::pirates

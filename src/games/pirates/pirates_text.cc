// Pirates' table and audit for people, from the JSON of PiratesGameState::table() and audit().
#include <fmt/format.h>

#include "games/audit_text.h"
#include "games/game_state.h"
#include "games/pirates/pirates_game.h"
#include "games/text_table.h"

namespace qm::pirates {

namespace {

std::string mm(const Json& v) {
  const double d = v.get<double>();
  const double r = std::round(d * 10) / 10 + 0.0;
  return r == std::floor(r) ? fmt::format("{}", (long long)r) : fmt::format("{:.1f}", r);
}

std::string coins(const Json& list) {
  if (list.empty()) return "-";
  std::string s;
  for (const Json& c : list) {
    s += s.empty() ? "" : " ";
    s += c.dump();
  }
  return s;
}

std::string masts(const Json& ms) {
  std::string s;
  for (const Json& m : ms) {
    s += s.empty() ? "" : " ";
    s += m["cannon"].get<std::string>() + (m["standing"].get<bool>() ? "" : "(lost)");
  }
  return s.empty() ? "-" : s;
}

std::string ship_state(const Json& s) {
  std::vector<std::string> parts;
  if (s["sunk"].get<bool>()) return "sunk";
  if (s["derelict"].get<bool>()) parts.push_back("derelict");
  if (!s["docked"].is_null())
    parts.push_back(fmt::format("docked at {}", s["docked"].get<std::string>()));
  if (!s["stuck_on"].is_null())
    parts.push_back(fmt::format("stuck on {}", s["stuck_on"].get<std::string>()));
  if (!s["towing"].is_null())
    parts.push_back(fmt::format("towing {}", s["towing"].get<std::string>()));
  if (!s["towed_by"].is_null())
    parts.push_back(fmt::format("towed by {}", s["towed_by"].get<std::string>()));
  if (s["scuttled"].get<bool>()) parts.push_back("scuttled");
  if (parts.empty()) return "at sea";
  return fmt::format("{}", fmt::join(parts, ", "));
}

}  // namespace

std::string PiratesGame::table_text(const ReplaySummary& r, const GameState& state) const {
  const Json t = state.table();
  std::string out =
      fmt::format("{} after move {} of {}", r.label, t["move"].get<int>(), r.record.moves.size());
  if (t["finished"].get<bool>())
    out += fmt::format(" (the game is over: {})\n", t["end_reason"].get<std::string>());
  else if (t["to_move"].is_null())
    out += fmt::format(" (before the first turn; {} starts)\n", t["next"].get<std::string>());
  else
    out += fmt::format(" (turn {}: {}'s turn)\n", t["turn"].get<int>(),
                       t["to_move"].get<std::string>());
  if (!t["finished"].get<bool>() && t["end_reason"].is_string())  // the end is not decided
    out += fmt::format("Note: {}.\n", t["end_reason"].get<std::string>());
  out += "\nIslands\n";
  TextTable islands({"island", "centre", "r", "home of", "coins", "explored"}, TextStyle::Plain);
  for (const Json& i : t["islands"])
    islands.add({i["id"].get<std::string>(), fmt::format("({},{})", mm(i["x"]), mm(i["y"])),
                 mm(i["r"]), str(i["home"]), coins(i["coins"]),
                 i["explored"].get<bool>() ? "yes" : "no"});
  out += islands.render();
  out += "\nShips\n";
  TextTable ships({"ship", "owner", "at", "heading", "masts", "gold", "crew", "state"},
                  TextStyle::Plain);
  for (const Json& s : t["ships"])
    ships.add({s["id"].get<std::string>(), s["owner"].get<std::string>(),
               fmt::format("({},{})", mm(s["x"]), mm(s["y"])), mm(s["heading"]), masts(s["masts"]),
               coins(s["gold"]), s["crew"].empty() ? "-" : join(s["crew"], " "), ship_state(s)});
  out += ships.render();
  out += "\nGold at home:";
  for (const auto& [player, h] : t["home"].items())
    out += fmt::format(" {} {}", player, h["gold"].get<int>());
  out += "\n";
  if (!t["last"].is_null())
    out += fmt::format("Last line: {}\n", t["last"]["line"].get<std::string>());
  if (!t["fault"].is_null()) {
    const Json& f = t["fault"];
    out += fmt::format("Stopped at move {}: {} ({})\n", f["move"].get<int>(),
                       f["line"].get<std::string>(), f["rule"].get<std::string>());
  }
  return out;
}

std::string PiratesGame::audit_text(const ReplaySummary& r, const GameState& state,
                                    TextStyle style) const {
  const Json a = state.audit();
  std::string out =
      audit_head(r, a, "Pirates", fmt::format("{} points", a["points"].get<int>()), style);
  out += heading("Fleets", style);
  TextTable fleets({"player", "points", "allowed", "ships"}, style);
  for (const Json& p : a["players"])
    fleets.add({p["player"].get<std::string>(), p["fleet_points"].dump(),
                p["points_allowed"].dump(), join(p["ships"], " ")});
  out += fleets.render() + "\n";
  out += heading("Gold ledger", style);
  TextTable ledger({"player", "brought", "explored", "boarded in", "boarded out", "unloaded",
                    "shared in", "lost sunk", "shared out", "aboard", "home"},
                   style);
  const auto brought = [](const Json& p) {
    return p["brought"].is_null()
               ? std::string("unknown")
               : fmt::format("{} ({} coins)", p["brought"].dump(), p["coins_brought"].dump());
  };
  for (const Json& p : a["players"])
    ledger.add({p["player"].get<std::string>(), brought(p), p["explored"].dump(),
                p["boarded_in"].dump(), p["boarded_out"].dump(), p["unloaded"].dump(),
                p["shared_in"].dump(), p["lost_sunk"].dump(), p["shared_out"].dump(),
                p["aboard"].dump(), p["home"].dump()});
  out += ledger.render();
  out +=
      "\n(lost sunk: the gold aboard the player's ships when they sank; shared out: the part "
      "of it shared between the two players, the rest left the game)\n";
  const Json& g = a["gold"];
  if (g["brought"].is_null())  // a start position: what the table shows, nothing invented
    out += fmt::format(
        "\nAll gold: the gold brought is unknown (the start position does not give every "
        "fleet's treasure); {} placed on wild islands, {} still there, {} aboard, {} at home, "
        "{} out of the game since the start\n\n",
        g["placed"].get<int>(), g["on_islands"].get<int>(), g["aboard"].get<int>(),
        g["home"].get<int>(), g["out_of_game"].get<int>());
  else
    out += fmt::format(
        "\nAll gold: {} brought, {} placed on wild islands, {} still there, {} aboard, "
        "{} at home, {} out of the game\n\n",
        g["brought"].get<int>(), g["placed"].get<int>(), g["on_islands"].get<int>(),
        g["aboard"].get<int>(), g["home"].get<int>(), g["out_of_game"].get<int>());
  if (!a["abilities"].empty()) {
    out += heading("Abilities", style);
    TextTable abilities({"piece", "ability", "checked in v1", "works"}, style);
    for (const Json& k : a["abilities"])
      abilities.add({k["piece"].get<std::string>(), k["ability"].get<std::string>(),
                     k["checked"].get<bool>() ? "yes" : "no (kept, changes nothing)",
                     k["works"].get<bool>() ? "yes" : "no"});
    out += abilities.render() + "\n";
  }
  std::string end = "the game has not ended";
  if (!a["end"].is_null())
    end = fmt::format("{} ({})", a["end"].get<std::string>(), a["end_reason"].get<std::string>());
  else if (a["end_reason"].is_string())  // the end by home gold is not decided
    end += "; " + a["end_reason"].get<std::string>();
  out += fmt::format("End: {}\n\n", end);
  out += heading("Scores", style);
  TextTable scores({"rank", "player", "home", "aboard (counted)", "pieces", "total", "claimed"},
                   style);
  ClaimedColumn claimed;
  for (const Json& p : by_rank(a["players"]))
    scores.add({p["rank"].dump(), p["player"].get<std::string>(), p["home"].dump(),
                p["aboard_counted"].dump(), p["pieces"].dump(), p["total"].dump(),
                claimed.cell(p)});
  out += scores.render() + "\n";
  return out + claimed.closing_lines(a);
}

}  // namespace qm::pirates

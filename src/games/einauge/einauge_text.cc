// Einauge's table and audit for people, from the JSON of EinaugeGameState::table() and audit().
#include <fmt/format.h>

#include "games/audit_text.h"
#include "games/einauge/einauge_game.h"
#include "games/game_state.h"
#include "games/text_table.h"

namespace qm::einauge {

namespace {

std::string columns_line(const Json& columns) {
  std::string s;
  for (const Json& c : columns)
    s += fmt::format("{}{}: {} ({} chest(s); pays {}s {}d {}j)", s.empty() ? "" : "; ",
                     c["colour"].is_null() ? "vessels" : c["colour"].get<std::string>(),
                     join(c["cards"], " "), c["chests"].get<int>(), c["pays"]["sabres"].get<int>(),
                     c["pays"]["ducats"].get<int>(), c["pays"]["jewels"].get<int>());
  return s.empty() ? "no cards" : s;
}

std::string treasure(const Json& t) {
  std::string s;
  for (const char* k : {"sabres", "ducats", "jewels"})
    if (t[k].get<int>()) s += fmt::format("{}{} {}", s.empty() ? "" : ", ", t[k].get<int>(), k);
  return s.empty() ? "nothing" : s;
}

}  // namespace

std::string EinaugeGame::table_text(const ReplaySummary& r, const GameState& state) const {
  const Json t = state.table();
  std::string out =
      fmt::format("{} after move {} of {}", r.label, t["move"].get<int>(), r.record.moves.size());
  const std::string phase = t["phase"].get<std::string>();
  if (phase == "over")
    out += " (the game is over)\n";
  else if (phase == "final turn")
    out += fmt::format(" (final turn: {} may steal or pass)\n", str(t["to_move"]));
  else
    out += fmt::format(" (turn {}: {} to {}{})\n", t["turn"].get<int>(), str(t["to_move"]),
                       str(t["step"]), t["last_round"].get<bool>() ? "; the last round" : "");
  out += fmt::format("Display: {}\n", t["display"].empty() ? "empty" : join(t["display"], " "));
  out += fmt::format("Desk ({}): {}\n", t["desk"].size(),
                     t["desk"].empty() ? "empty" : join(t["desk"], " "));
  out += fmt::format("Draw pile: {} island cards, then {} vessels\n\nPlayers\n",
                     t["pile"]["island_cards"].get<int>(), t["pile"]["vessels"].get<int>());
  for (const Json& p : t["players"]) {
    out += fmt::format("  {} {:>2} sabres {:>3} ducats {:>2} jewels\n",
                       pad_to_width(p["player"].get<std::string>(), 12), p["sabres"].get<int>(),
                       p["ducats"].get<int>(), p["jewels"].get<int>());
    out += fmt::format("      {}\n", columns_line(p["columns"]));
  }
  return out;
}

std::string EinaugeGame::audit_text(const ReplaySummary& r, const GameState& state,
                                    TextStyle style) const {
  const Json a = state.audit();
  std::string out = audit_head(r, a, "Einauge",
                               fmt::format("scoring: {}", a["scoring"].get<std::string>()), style);
  out += heading("Turn by turn", style);
  TextTable moves({"move", "player", "action", "paid", "received"}, style);
  for (const Json& e : a["events"]) {
    const std::string verb = e["verb"].get<std::string>();
    std::string action, paid = "-", received = "-";
    if (verb == "reveal") {
      action = "turned " + (e["cards"].empty() ? std::string("nothing") : join(e["cards"], " "));
    } else if (verb == "sell") {
      action = "sold " + e["sold"].get<std::string>();
      received = treasure(e["received"]);
    } else if (verb == "buy" || verb == "steal") {
      action = fmt::format("{} {} onto {} column ({} card(s))", verb == "buy" ? "bought" : "stole",
                           e["card"].get<std::string>(), e["column"].get<std::string>(),
                           e["column_cards"].get<int>());
      paid = verb == "buy" ? fmt::format("{} ducats", e["paid"]["ducats"].get<int>())
                           : fmt::format("{} sabres", e["paid"]["sabres"].get<int>());
      received = treasure(e["received"]);
    } else if (verb == "move") {
      action = "moved " + e["card"].get<std::string>() + " to the desk";
    } else {
      action = "passed";
    }
    moves.add({e["move"].dump(), e["player"].get<std::string>(), action, paid, received});
  }
  out += moves.render() + "\n";

  out += heading("Columns at the end", style);
  for (const Json& p : a["players"])
    out += fmt::format("  {}: {}\n", p["player"].get<std::string>(), columns_line(p["columns"]));
  out += "\n";

  out += heading("Sabres, ducats and jewels", style);
  TextTable coins(
      {"player", "sabres", "x3 ducats", "ducats", "jewels from ducats", "lost", "jewels held"},
      style);
  for (const Json& p : a["players"])
    coins.add({p["player"].get<std::string>(), p["sabres"].dump(), p["sabre_ducats"].dump(),
               p["ducats"].dump(), p["ducat_jewels"].dump(), p["ducats_lost"].dump(),
               p["jewels_held"].dump()});
  out += coins.render() + "\n";

  const bool chests = a["scoring"] == "chests";
  if (chests) {
    out += heading("Chest majorities (7/4/1 jewels; ties share a rank)", style);
    std::vector<std::string> header = {"colour"};
    for (const Json& p : a["players"]) header.push_back(p["player"].get<std::string>());
    TextTable ranks(header, style);
    for (const Json& c : a["chests"]) {
      std::vector<std::string> row = {c["colour"].get<std::string>()};
      for (const Json& e : c["ranking"])
        row.push_back(e["rank"].is_null()
                          ? fmt::format("{} chests", e["chests"].get<int>())
                          : fmt::format("{} chests, #{}: {} jewels", e["chests"].get<int>(),
                                        e["rank"].get<int>(), e["jewels"].get<int>()));
      ranks.add(row);
    }
    out += ranks.render() + "\n";
  } else {
    out += heading("Colour bonus (3->3, 4->6, 5->10, 6->15, 7->21, 8->28)", style);
    TextTable bonus({"player", "colours", "jewels"}, style);
    for (const Json& p : a["players"])
      bonus.add({p["player"].get<std::string>(), p["colours"].dump(), p["colour_jewels"].dump()});
    out += bonus.render() + "\n";
  }

  out += heading("Scores", style);
  TextTable scores(
      {"rank", "player", "held", "from ducats", chests ? "chests" : "colours", "total", "claimed"},
      style);
  ClaimedColumn claimed;
  for (const Json& p : by_rank(a["players"])) {
    scores.add({p["rank"].dump(), p["player"].get<std::string>(), p["jewels_held"].dump(),
                p["ducat_jewels"].dump(),
                chests ? p["chest_jewels"].dump() : p["colour_jewels"].dump(), p["total"].dump(),
                claimed.cell(p)});
  }
  out += scores.render() + "\n";
  return out + claimed.closing_lines(a);
}

}  // namespace qm::einauge

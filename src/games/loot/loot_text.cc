// Loot's table and audit for people, from the JSON of LootGameState::table() and audit().
#include <fmt/format.h>

#include "games/audit_text.h"
#include "games/loot/loot_game.h"
#include "games/text_table.h"

namespace qm::loot {

std::string LootGame::table_text(const ReplaySummary& r, const Json& t) const {
  std::string out;
  out +=
      fmt::format("{} after move {} of {}", r.label, t["move"].get<int>(), r.record.moves.size());
  out += t["game_over"].get<bool>() ? " (the game is over)\n"
                                    : fmt::format(" ({} to move)\n", str(t["to_move"]));
  out += fmt::format("Draw pile: {} cards\n\nHands\n", t["deck"].get<int>());
  for (const Json& h : t["hands"]) {
    std::string known = join(h["known"]);
    int unknown = h["unknown"].get<int>();
    std::string cards = known.empty() ? "" : known;
    if (unknown) cards += fmt::format("{}{} unknown", cards.empty() ? "" : " + ", unknown);
    if (cards.empty()) cards = "no cards";
    out += fmt::format("  {} {:>2} cards: {}\n", pad_to_width(h["player"].get<std::string>(), 12),
                       h["size"].get<int>(), cards);
  }
  out += "\nAt sea\n";
  if (t["at_sea"].empty()) out += "  nothing\n";
  for (const Json& m : t["at_sea"]) {
    out += fmt::format("  {} {} of {} (put to sea at move {}): leader {} ({})\n",
                       m["merchant"].get<std::string>(), m["card"].get<std::string>(),
                       m["owner"].get<std::string>(), m["put_to_sea"].get<int>(), str(m["leader"]),
                       m["why"].get<std::string>());
    for (const Json& a : m["attackers"]) {
      std::string ships;
      for (const Json& s : a["ships"])
        ships += fmt::format("{}{} ({}, move {})", ships.empty() ? "" : ", ",
                             s["card"].get<std::string>(), s["player"].get<std::string>(),
                             s["move"].get<int>());
      out += fmt::format("      {} {} strength {}: {}\n", a["side"].get<std::string>(),
                         a["colour"].get<std::string>(), a["strength"].get<int>(), ships);
    }
    if (!m["captain_or_admiral"].is_null())
      out += fmt::format("      {} played by {} at move {}\n",
                         m["captain_or_admiral"]["card"].get<std::string>(),
                         m["captain_or_admiral"]["player"].get<std::string>(),
                         m["captain_or_admiral"]["move"].get<int>());
  }
  out += "\nCaptured\n";
  for (const Json& c : t["captured"]) {
    std::string pile;
    for (const Json& m : c["merchants"])
      pile += fmt::format("{}{} m{}", pile.empty() ? "" : ", ", m["merchant"].get<std::string>(),
                          m["value"].get<int>());
    out += fmt::format("  {} {:>3} gold{}\n", pad_to_width(c["side"].get<std::string>(), 12),
                       c["gold"].get<int>(), pile.empty() ? "" : ": " + pile);
  }
  if (!t["capture_checks_next"].empty())
    out += fmt::format("\nBefore the next move, captures are checked for: {}\n",
                       join(t["capture_checks_next"]));
  return out;
}

std::string LootGame::audit_text(const ReplaySummary& r, const Json& a, TextStyle style) const {
  std::string out = audit_head(r, a, "Loot", "", style);
  out += heading("Captures", style);
  if (a["captures"].empty()) {
    out += "No merchant was captured.\n";
  } else {
    TextTable captures({"move", "merchant", "value", "owner", "captured by", "why"}, style);
    for (const Json& c : a["captures"])
      captures.add({c["move"].is_null() ? "end" : c["move"].dump(),
                    c["merchant"].get<std::string>(), c["value"].dump(),
                    c["owner"].get<std::string>(), c["by"].get<std::string>(),
                    c["why"].get<std::string>()});
    out += captures.render();
  }
  if (!a["discarded_at_end"].empty()) {
    std::string list;
    for (const Json& m : a["discarded_at_end"])
      list +=
          fmt::format("{}{} (m{}, {})", list.empty() ? "" : ", ", m["merchant"].get<std::string>(),
                      m["value"].get<int>(), m["owner"].get<std::string>());
    out += "\nDiscarded at the end, scored by nobody: " + list + "\n";
  }
  out += "\n" + heading("Scores", style);
  TextTable scores({"rank", "side", "captured", "merchants in hand", "total", "claimed"}, style);
  ClaimedColumn claimed;
  for (const Json& s : by_rank(a["sides"])) {
    std::string hand;
    for (const Json& h : s["in_hand"]) {
      std::string cards = join(h["merchants"], " ");
      int unknown = h["unknown_cards"].get<int>();
      std::string part = cards.empty() ? "" : cards;
      if (unknown) part += fmt::format("{}{} unknown", part.empty() ? "" : " + ", unknown);
      if (part.empty()) part = "none";
      if (s["in_hand"].size() > 1) part = h["player"].get<std::string>() + ": " + part;
      hand += fmt::format("{}{}", hand.empty() ? "" : "; ", part);
    }
    if (!a["finished"].get<bool>())
      hand = "not counted (unfinished)";
    else if (s["in_hand_gold"].get<int>() > 0)
      hand += fmt::format(" (-{})", s["in_hand_gold"].get<int>());
    std::string total = s["total"].dump();
    if (!s["bounds"].is_null() && s["bounds"][0] != s["bounds"][1])
      total += fmt::format(" [{} to {}]", s["bounds"][0].get<int>(), s["bounds"][1].get<int>());
    scores.add({s["rank"].dump(), s["side"].get<std::string>(), s["captured"].dump(), hand, total,
                claimed.cell(s)});
  }
  out += scores.render();
  out += "\n";
  return out + claimed.closing_lines(a);
}

// A capture (of the report's "captures") as "@3 (5 gold, Bruno's) to Anna before move 12".
std::string LootGame::entry_text(const Json& e) const {
  if (e.is_object() && e.contains("merchant") && e.contains("by") && e.contains("value")) {
    std::string when = e["move"].is_null() ? std::string("at the end")
                                           : fmt::format("before move {}", e["move"].dump());
    return fmt::format("{} ({} gold, {}'s) to {} {}", e["merchant"].get<std::string>(),
                       e["value"].dump(), e.value("owner", std::string("?")),
                       e["by"].get<std::string>(), when);
  }
  return e.dump();
}

}  // namespace qm::loot

// Loot's table and audit for people, from the data of games/loot/loot_game.cc.
#include <fmt/format.h>

#include <algorithm>

#include "replay/present.h"
#include "replay/text_table.h"

namespace qm {

std::string loot_table_text(const Replay& r, const Json& t) {
  std::string out;
  out += fmt::format("{} after move {} of {}", record_label(r), t["move"].get<int>(),
                     r.record->moves.size());
  out += t["game_over"].get<bool>() ? " (the game is over)\n"
                                    : fmt::format(" ({} to move)\n", str(t["to_move"]));
  out += fmt::format("Draw pile: {} cards\n\nHands\n", t["deck"].get<int>());
  for (const Json& h : t["hands"]) {
    std::string known = join(h["known"]);
    int unknown = h["unknown"].get<int>();
    std::string cards = known.empty() ? "" : known;
    if (unknown) cards += fmt::format("{}{} unknown", cards.empty() ? "" : " + ", unknown);
    if (cards.empty()) cards = "no cards";
    out += fmt::format("  {:<12} {:>2} cards: {}\n", h["player"].get<std::string>(),
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
    out += fmt::format("  {:<12} {:>3} gold{}\n", c["side"].get<std::string>(),
                       c["gold"].get<int>(), pile.empty() ? "" : ": " + pile);
  }
  if (!t["capture_checks_next"].empty())
    out += fmt::format("\nBefore the next move, captures are checked for: {}\n",
                       join(t["capture_checks_next"]));
  return out;
}

std::string loot_audit_text(const Replay& r, const Json& a, TextStyle style) {
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
  bool any_claim = false, claims_agree = true;
  std::vector<Json> by_rank(a["sides"].begin(), a["sides"].end());
  std::stable_sort(by_rank.begin(), by_rank.end(),
                   [](const Json& x, const Json& y) { return x["rank"] < y["rank"]; });
  for (const Json& s : by_rank) {
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
    std::string claimed = "-";
    if (!s["claimed"].is_null()) {
      any_claim = true;
      bool agrees = s["bounds"].is_null()
                        ? s["claimed"] == s["total"]
                        : s["claimed"] >= s["bounds"][0] && s["claimed"] <= s["bounds"][1];
      claims_agree &= agrees;
      claimed = s["claimed"].dump() + (agrees ? " (agrees)" : " (differs)");
    }
    scores.add({s["rank"].dump(), s["side"].get<std::string>(), s["captured"].dump(), hand, total,
                claimed});
  }
  out += scores.render();
  out += "\n";
  const Json& winners = a["winners"];
  if (winners.empty())
    out += "Winner: open: the hidden cards could still change the order.\n";
  else
    out += fmt::format("{}: {}{}\n", winners.size() == 1 ? "Winner" : "Shared win", join(winners),
                       a["finished"].get<bool>() ? "" : " (so far: the game is unfinished)");
  if (any_claim)
    out += claims_agree ? "The result claimed at the table agrees with the record.\n"
                        : "The result claimed at the table does not agree with the record.\n";
  return out;
}

}  // namespace qm

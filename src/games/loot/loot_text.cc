// Loot's table and audit for people, from the typed views of LootGameState (loot_views.h).
#include <fmt/format.h>

#include "games/audit_text.h"
#include "games/loot/loot_game.h"
#include "games/loot/loot_game_state.h"
#include "games/text_table.h"

namespace qm::loot {

namespace {

// "@3 m5, @7 m2"
std::string pile_text(const std::vector<MerchantRef>& merchants) {
  std::string pile;
  for (const MerchantRef& m : merchants)
    pile += fmt::format("{}{} m{}", pile.empty() ? "" : ", ", m.merchant, m.value);
  return pile;
}

// "m5 m2 + 3 unknown", or `none` when nothing.
std::string cards_text(const std::vector<std::string>& known, int unknown, const char* sep,
                       const char* none) {
  std::string cards = join(known, sep);
  if (unknown) cards += fmt::format("{}{} unknown", cards.empty() ? "" : " + ", unknown);
  return cards.empty() ? none : cards;
}

void add_at_sea(std::string& out, const AtSeaView& m) {
  out += fmt::format("  {} {} of {} (put to sea at move {}): leader {} ({})\n", m.merchant.merchant,
                     m.card, m.merchant.owner, m.put_to_sea, text_or_dash(m.leader), m.why);
  for (const AttackerView& a : m.attackers) {
    std::string ships;
    for (const CardPlayed& s : a.ships)
      ships +=
          fmt::format("{}{} ({}, move {})", ships.empty() ? "" : ", ", s.card, s.player, s.move);
    out += fmt::format("      {} {} strength {}: {}\n", a.side, a.colour, a.strength, ships);
  }
  if (m.captain_or_admiral)
    out += fmt::format("      {} played by {} at move {}\n", m.captain_or_admiral->card,
                       m.captain_or_admiral->player, m.captain_or_admiral->move);
}

// The merchants a side holds at the end, per player when it has several.
std::string in_hand_text(const SideAudit& s, bool finished) {
  if (!finished) return "not counted (unfinished)";
  std::string hand;
  for (const HandMerchants& h : s.in_hand) {
    std::string part = cards_text(h.merchants, h.unknown_cards, " ", "none");
    if (s.in_hand.size() > 1) part = h.player + ": " + part;
    hand += fmt::format("{}{}", hand.empty() ? "" : "; ", part);
  }
  if (s.in_hand_gold > 0) hand += fmt::format(" (-{})", s.in_hand_gold);
  return hand;
}

}  // namespace

std::string LootGame::table_text(const ReplaySummary& r, const GameState& state) const {
  const TableView t = own_state<LootGameState>(state).table_view();
  std::string out;
  out += fmt::format("{} after move {} of {}", r.label, t.move, r.record.moves.size());
  out += t.game_over ? " (the game is over)\n"
                     : fmt::format(" ({} to move)\n", text_or_dash(t.to_move));
  out += fmt::format("Draw pile: {} cards\n\nHands\n", t.deck);
  for (const HandView& h : t.hands)
    out += fmt::format("  {} {:>2} cards: {}\n", pad_to_width(h.player, 12), h.size,
                       cards_text(h.known, h.unknown, ", ", "no cards"));
  out += "\nAt sea\n";
  if (t.at_sea.empty()) out += "  nothing\n";
  for (const AtSeaView& m : t.at_sea) add_at_sea(out, m);
  out += "\nCaptured\n";
  for (const CapturedPile& c : t.captured) {
    const std::string pile = pile_text(c.merchants);
    out += fmt::format("  {} {:>3} gold{}\n", pad_to_width(c.side, 12), c.gold,
                       pile.empty() ? "" : ": " + pile);
  }
  if (!t.capture_checks_next.empty())
    out += fmt::format("\nBefore the next move, captures are checked for: {}\n",
                       join(t.capture_checks_next));
  return out;
}

std::string LootGame::audit_text(const ReplaySummary& r, const GameState& state,
                                 TextStyle style) const {
  const AuditView a = own_state<LootGameState>(state).audit_view();
  std::string out = audit_head(r, a.finished, "Loot", "", style);
  out += heading("Captures", style);
  if (a.captures.empty()) {
    out += "No merchant was captured.\n";
  } else {
    TextTable captures({"move", "merchant", "value", "owner", "captured by", "why"}, style);
    for (const CaptureAudit& c : a.captures)
      captures.add({c.capture.move ? std::to_string(*c.capture.move) : "end",
                    c.capture.merchant.merchant, std::to_string(c.capture.merchant.value),
                    c.capture.merchant.owner, c.capture.by, c.why});
    out += captures.render();
  }
  if (!a.discarded_at_end.empty()) {
    std::string list;
    for (const MerchantRef& m : a.discarded_at_end)
      list += fmt::format("{}{} (m{}, {})", list.empty() ? "" : ", ", m.merchant, m.value, m.owner);
    out += "\nDiscarded at the end, scored by nobody: " + list + "\n";
  }
  out += "\n" + heading("Scores", style);
  TextTable scores({"rank", "side", "captured", "merchants in hand", "total", "claimed"}, style);
  ClaimedColumn claimed;
  for (const SideAudit* s : by_rank(a.sides)) {
    std::string total = std::to_string(s->total);
    if (s->bounds && s->bounds->first != s->bounds->second)
      total += fmt::format(" [{} to {}]", s->bounds->first, s->bounds->second);
    scores.add({std::to_string(s->rank), s->side, std::to_string(s->captured),
                in_hand_text(*s, a.finished), total,
                claimed.cell(s->total, s->claimed, s->bounds)});
  }
  out += scores.render();
  out += "\n";
  return out + claimed.closing_lines(a.finished, a.winners);
}

// A capture (of the report's "captures") as "@3 (5 gold, Bruno's) to Anna before move 12".
std::string LootGame::entry_text(const Json& e) const {
  CaptureView c;
  if (!read_value(e, c)) return e.dump();
  const std::string when =
      c.move ? fmt::format("before move {}", *c.move) : std::string("at the end");
  return fmt::format("{} ({} gold, {}'s) to {} {}", c.merchant.merchant, c.merchant.value,
                     c.merchant.owner, c.by, when);
}

}  // namespace qm::loot

// Einauge's table and audit for people, from the typed views of EinaugeGameState
// (einauge_views.h).
#include <fmt/format.h>

#include "games/audit_text.h"
#include "games/einauge/einauge_game.h"
#include "games/einauge/einauge_game_state.h"
#include "games/text_table.h"

namespace qm::einauge {

namespace {

std::string columns_line(const std::vector<ColumnView>& columns) {
  std::string s;
  for (const ColumnView& c : columns)
    s += fmt::format("{}{}: {} ({} chest(s); pays {}s {}d {}j)", s.empty() ? "" : "; ",
                     c.colour.value_or("vessels"), join(c.cards, " "), c.chests, c.pays.sabres,
                     c.pays.ducats, c.pays.jewels);
  return s.empty() ? "no cards" : s;
}

std::string treasure(const Payout& t) {
  std::string s;
  const std::pair<int, const char*> parts[] = {
      {t.sabres, "sabres"}, {t.ducats, "ducats"}, {t.jewels, "jewels"}};
  for (const auto& [count, name] : parts)
    if (count) s += fmt::format("{}{} {}", s.empty() ? "" : ", ", count, name);
  return s.empty() ? "nothing" : s;
}

std::string cards_or(const std::vector<std::string>& cards, const char* none) {
  return cards.empty() ? none : join(cards, " ");
}

// A move of the audit's "Turn by turn": what was done, paid and received.
std::vector<std::string> event_row(const EventView& e) {
  std::string action, paid = "-", received = "-";
  switch (e.verb) {
    case Verb::Reveal:
      action = "turned " + cards_or(e.cards, "nothing");
      break;
    case Verb::Sell:
      action = "sold " + e.sold;
      received = treasure(e.received);
      break;
    case Verb::Buy:
    case Verb::Steal: {
      const bool buy = e.verb == Verb::Buy;
      action = fmt::format("{} {} onto {} column ({} card(s))", buy ? "bought" : "stole", e.card,
                           e.column, e.column_cards);
      paid =
          buy ? fmt::format("{} ducats", e.paid_ducats) : fmt::format("{} sabres", e.paid_sabres);
      received = treasure(e.received);
      break;
    }
    case Verb::Move:
      action = "moved " + e.card + " to the desk";
      break;
    case Verb::Pass:
      action = "passed";
      break;
  }
  return {std::to_string(e.move), e.player, action, paid, received};
}

// A colour's chest majority: each player's chests and, when ranked, rank and jewels.
std::vector<std::string> chest_row(const ChestView& c) {
  std::vector<std::string> row = {c.colour};
  for (const ChestPlace& e : c.ranking)
    row.push_back(e.rank ? fmt::format("{} chests, #{}: {} jewels", e.chests, *e.rank, e.jewels)
                         : fmt::format("{} chests", e.chests));
  return row;
}

}  // namespace

std::string EinaugeGame::table_text(const ReplaySummary& r, const GameState& state) const {
  const TableView t = own_state<EinaugeGameState>(state).table_view();
  std::string out = fmt::format("{} after move {} of {}", r.label, t.move, r.record.moves.size());
  if (t.phase == Phase::Over)
    out += " (the game is over)\n";
  else if (t.phase == Phase::FinalTurn)
    out += fmt::format(" (final turn: {} may steal or pass)\n", text_or_dash(t.to_move));
  else
    out += fmt::format(" (turn {}: {} to {}{})\n", t.turn, text_or_dash(t.to_move),
                       text_or_dash(t.step), t.last_round ? "; the last round" : "");
  out += fmt::format("Display: {}\n", cards_or(t.display, "empty"));
  out += fmt::format("Desk ({}): {}\n", t.desk.size(), cards_or(t.desk, "empty"));
  out += fmt::format("Draw pile: {} island cards, then {} vessels\n\nPlayers\n",
                     t.pile.island_cards, t.pile.vessels);
  for (const SeatView& p : t.players) {
    out += fmt::format("  {} {:>2} sabres {:>3} ducats {:>2} jewels\n", pad_to_width(p.player, 12),
                       p.sabres, p.ducats, p.jewels);
    out += fmt::format("      {}\n", columns_line(p.columns));
  }
  return out;
}

std::string EinaugeGame::audit_text(const ReplaySummary& r, const GameState& state,
                                    TextStyle style) const {
  const AuditView a = own_state<EinaugeGameState>(state).audit_view();
  std::string out = audit_head(r, a.finished, "Einauge",
                               fmt::format("scoring: {}", scoring_name(a.scoring)), style);
  out += heading("Turn by turn", style);
  TextTable moves({"move", "player", "action", "paid", "received"}, style);
  for (const EventView& e : a.events) moves.add(event_row(e));
  out += moves.render() + "\n";

  out += heading("Columns at the end", style);
  for (const PlayerAudit& p : a.players)
    out += fmt::format("  {}: {}\n", p.player, columns_line(p.columns));
  out += "\n";

  out += heading("Sabres, ducats and jewels", style);
  TextTable coins(
      {"player", "sabres", "x3 ducats", "ducats", "jewels from ducats", "lost", "jewels held"},
      style);
  for (const PlayerAudit& p : a.players)
    coins.add({p.player, std::to_string(p.sabres), std::to_string(p.sabre_ducats),
               std::to_string(p.ducats), std::to_string(p.ducat_jewels),
               std::to_string(p.ducats_lost), std::to_string(p.jewels_held)});
  out += coins.render() + "\n";

  const bool chests = a.scoring == Scoring::Chests;
  if (chests) {
    out += heading("Chest majorities (7/4/1 jewels; ties share a rank)", style);
    std::vector<std::string> header = {"colour"};
    for (const PlayerAudit& p : a.players) header.push_back(p.player);
    TextTable ranks(header, style);
    for (const ChestView& c : a.chests) ranks.add(chest_row(c));
    out += ranks.render() + "\n";
  } else {
    out += heading("Colour bonus (3->3, 4->6, 5->10, 6->15, 7->21, 8->28)", style);
    TextTable bonus({"player", "colours", "jewels"}, style);
    for (const PlayerAudit& p : a.players)
      bonus.add({p.player, std::to_string(p.colours), std::to_string(p.colour_jewels)});
    out += bonus.render() + "\n";
  }

  out += heading("Scores", style);
  TextTable scores(
      {"rank", "player", "held", "from ducats", chests ? "chests" : "colours", "total", "claimed"},
      style);
  ClaimedColumn claimed;
  for (const PlayerAudit* p : by_rank(a.players))
    scores.add({std::to_string(p->rank), p->player, std::to_string(p->jewels_held),
                std::to_string(p->ducat_jewels),
                std::to_string(chests ? p->chest_jewels : p->colour_jewels),
                std::to_string(p->total), claimed.cell(p->total, p->claimed)});
  out += scores.render() + "\n";
  return out + claimed.closing_lines(a.finished, a.winners);
}

}  // namespace qm::einauge

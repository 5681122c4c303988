// Pirates' table and audit for people, from the typed views of PiratesGameState
// (pirates_views.h).
#include <fmt/format.h>

#include <algorithm>

#include "games/audit_text.h"
#include "games/pirates/pirates_game.h"
#include "games/pirates/pirates_game_state.h"
#include "games/pirates/text_figures.h"
#include "games/text_table.h"

namespace qm::pirates {

namespace {

// "3 2 1", or "-" for none.
std::string coins_or_dash(const std::vector<int>& list) {
  return list.empty() ? "-" : fmt::format("{}", fmt::join(list, " "));
}

std::string masts(const std::vector<MastView>& ms) {
  std::string s;
  for (const MastView& m : ms) {
    s += s.empty() ? "" : " ";
    s += m.cannon + (m.standing ? "" : m.fire ? "(fire)" : "(lost)");
  }
  return s.empty() ? "-" : s;
}

std::string ship_state(const ShipView& s) {
  std::vector<std::string> parts;
  if (s.sunk) return s.creature ? "eliminated" : "sunk";
  if (s.creature) parts.push_back(fmt::format("sea creature, r {}", s.r));
  const bool own_r = !s.creature && s.r > 0;  // format 2: a ship of its own radius
  if (own_r) parts.push_back(fmt::format("r {}", s.r));
  if (s.derelict) parts.push_back("derelict");
  if (s.docked) parts.push_back(fmt::format("docked at {}", *s.docked));
  if (s.stuck_on) parts.push_back(fmt::format("stuck on {}", *s.stuck_on));
  if (s.towing) parts.push_back(fmt::format("towing {}", *s.towing));
  if (s.towed_by) parts.push_back(fmt::format("towed by {}", *s.towed_by));
  if (s.scuttled) parts.push_back("scuttled");
  if (s.trapped_in) parts.push_back(fmt::format("trapped in {}", *s.trapped_in));
  if (s.in_fog) parts.push_back(fmt::format("lost in {}", *s.in_fog));
  if (parts.empty()) return "at sea";
  if (own_r && parts.size() == 1) parts.push_back("at sea");
  return fmt::format("{}", fmt::join(parts, ", "));
}

std::string all_gold_line(const GoldAudit& g) {
  if (!g.brought)  // a start position: what the table shows, nothing invented
    return fmt::format(
        "\nAll gold: the gold brought is unknown (the start position does not give every "
        "fleet's treasure); {} placed on wild islands, {} still there, {} aboard, {} at home, "
        "{}{} out of the game since the start\n\n",
        g.placed, g.on_islands, g.aboard, g.home,
        g.in_forts ? fmt::format("{} in forts, ", *g.in_forts) : std::string(), g.out_of_game);
  return fmt::format(
      "\nAll gold: {} brought, {} placed on wild islands, {} still there, {} aboard, "
      "{} at home, {}{} out of the game\n\n",
      *g.brought, g.placed, g.on_islands, g.aboard, g.home,
      g.in_forts ? fmt::format("{} in forts, ", *g.in_forts) : std::string(), g.out_of_game);
}

std::string end_line(const AuditView& a) {
  std::string end = "the game has not ended";
  if (a.end)
    end = fmt::format("{} ({})", *a.end, a.end_reason.value_or(""));
  else if (a.end_reason)  // the end by home gold is not decided
    end += "; " + *a.end_reason;
  return fmt::format("End: {}\n\n", end);
}

}  // namespace

std::string PiratesGame::table_text(const ReplaySummary& r, const GameState& state) const {
  const TableView t = own_state<PiratesGameState>(state).table_view();
  std::string out = fmt::format("{} after move {} of {}", r.label, t.move, r.record.moves.size());
  if (t.finished)
    out += fmt::format(" (the game is over: {})\n", t.end_reason.value_or(""));
  else if (!t.to_move)
    out += fmt::format(" (before the first turn; {} starts)\n", t.next);
  else
    out += fmt::format(" (turn {}: {}'s turn)\n", t.turn, *t.to_move);
  if (!t.finished && t.end_reason)  // the end is not decided
    out += fmt::format("Note: {}.\n", *t.end_reason);
  out += "\nIslands\n";
  TextTable islands({"island", "centre", "r", "home of", "coins", "explored"}, TextStyle::Plain);
  for (const IslandView& i : t.islands)
    islands.add({i.id, pt({i.x, i.y}), num(i.r), text_or_dash(i.home), coins_or_dash(i.coins),
                 i.explored ? "yes" : "no"});
  out += islands.render();
  for (const IslandView& i : t.islands)  // format 2: crew ashore
    if (!i.crew.empty()) out += fmt::format("Crew on {}: {}\n", i.id, fmt::join(i.crew, ", "));
  for (const IslandView& i : t.islands)  // format 2
    if (!i.uniques.empty())
      out += fmt::format("Unique treasures on {}: {}\n", i.id, fmt::join(i.uniques, ", "));
  if (!t.terrain.empty()) {
    out += "\nTerrain\n";
    TextTable terrain({"piece", "kind", "centre", "r", "this turn"}, TextStyle::Plain);
    for (const TerrainView& x : t.terrain) {
      std::string where = x.placed ? pt({x.x, x.y}) : std::string("not placed");
      if (x.placed && x.to) where += " to " + pt(*x.to);  // a current's strip
      terrain.add({x.id, x.kind, where, x.to ? fmt::format("w {}", num(x.w)) : num(x.r),
                   x.value    ? fmt::format("value {}", *x.value)
                   : x.frozen ? std::string("frozen")
                              : std::string("-")});
    }
    out += terrain.render();
  }
  for (const OwedView& o : t.owed) out += fmt::format("Owed: `{}`\n", o.line);
  out += "\nShips\n";
  TextTable ships({"ship", "owner", "at", "heading", "masts", "gold", "crew", "state"},
                  TextStyle::Plain);
  for (const ShipView& s : t.ships)
    ships.add({s.id, s.owner, pt({s.x, s.y}), s.creature ? std::string("-") : num(s.heading),
               masts(s.masts), coins_or_dash(s.gold), s.crew.empty() ? "-" : join(s.crew, " "),
               ship_state(s)});
  out += ships.render();
  for (const ShipView& s : t.ships)  // format 2
    if (!s.uniques.empty())
      out += fmt::format("Unique treasures aboard {}: {}\n", s.id, fmt::join(s.uniques, ", "));
  out += "\nGold at home:";
  for (const HomeView& h : t.home) out += fmt::format(" {} {}", h.player, h.gold);
  out += "\n";
  if (t.last) out += fmt::format("Last line: {}\n", t.last->line);
  if (t.fault)
    out +=
        fmt::format("Stopped at move {}: {} ({})\n", t.fault->move, t.fault->line, t.fault->rule);
  return out;
}

std::string PiratesGame::audit_text(const ReplaySummary& r, const GameState& state,
                                    TextStyle style) const {
  const AuditView a = own_state<PiratesGameState>(state).audit_view();
  std::string out = audit_head(r, a.finished, "Pirates", fmt::format("{} points", a.points), style);
  out += heading("Fleets", style);
  TextTable fleets({"player", "points", "allowed", "ships"}, style);
  for (const PlayerAudit& p : a.players)
    fleets.add({p.player, std::to_string(p.fleet_points), std::to_string(p.points_allowed),
                join(p.ships, " ")});
  out += fleets.render() + "\n";
  out += heading("Gold ledger", style);
  TextTable ledger({"player", "brought", "explored", "boarded in", "boarded out", "unloaded",
                    "shared in", "lost sunk", "shared out", "aboard", "home"},
                   style);
  for (const PlayerAudit& p : a.players)
    ledger.add({p.player,
                p.brought ? fmt::format("{} ({} coins)", *p.brought, p.coins_brought)
                          : std::string("unknown"),
                std::to_string(p.explored), std::to_string(p.boarded_in),
                std::to_string(p.boarded_out), std::to_string(p.unloaded),
                std::to_string(p.shared_in), std::to_string(p.lost_sunk),
                std::to_string(p.shared_out), std::to_string(p.aboard), std::to_string(p.home)});
  out += ledger.render();
  out +=
      "\n(lost sunk: the gold aboard the player's ships when they sank; shared out: the part "
      "of it shared between the two players, the rest left the game)\n";
  std::string ruled;
  for (const PlayerAudit& p : a.players)
    if (p.ruled)
      ruled +=
          fmt::format("{} {}{}", ruled.empty() ? "" : ", ", p.player, fmt::format("{:+}", p.ruled));
  if (!ruled.empty())
    out += "(home gold changed by ruling lines, in the home column: " + ruled + ")\n";
  std::string bonus;  // slice h40b-coin
  for (const PlayerAudit& p : a.players)
    if (p.coin_bonus)
      bonus += fmt::format("{}{} +{} ({})", bonus.empty() ? "" : ", ", p.player, p.coin_bonus,
                           p.coin_sources);
  if (!bonus.empty())
    out += "(gold added at unloading by abilities, in the home column: " + bonus + ")\n";
  std::string forts;
  for (const PlayerAudit& p : a.players)
    if (p.forts)
      forts += fmt::format(
          "{}{} {} ({}{} paid from home, {} unloaded there)", forts.empty() ? "" : ", ", p.player,
          *p.forts,
          p.fort_start ? fmt::format("{} inside at the start, ", p.fort_start) : std::string(),
          p.fort_paid, p.fort_unloaded);
  if (!forts.empty()) out += "(gold in forts, counted in the total: " + forts + ")\n";
  std::string cargo;  // format 2's cargo lines
  for (const PlayerAudit& p : a.players)
    if (p.fort_withdrawn || p.left || p.derelict_in || p.derelict_out)
      cargo += fmt::format(
          "{}{}: {} loaded from forts, {} left on wild islands, {} taken from "
          "derelicts at sea, {} lost to them",
          cargo.empty() ? "" : "; ", p.player, p.fort_withdrawn, p.left, p.derelict_in,
          p.derelict_out);
  if (!cargo.empty()) out += "(gold moved by cargo lines: " + cargo + ")\n";
  std::string raids;  // slice raid: gold loaded at enemy home islands
  for (const PlayerAudit& p : a.players)
    if (p.raided_in || p.raided_out)
      raids += fmt::format("{}{}: {} loaded from enemy home islands, {} taken from home by raiders",
                           raids.empty() ? "" : "; ", p.player, p.raided_in, p.raided_out);
  if (!raids.empty())
    out += "(gold moved by raids, in the home and aboard columns: " + raids + ")\n";
  for (const PlayerAudit& p : a.players)  // format 2
    if (!p.uniques_brought.empty() || !p.uniques_held.empty())
      out += fmt::format(
          "(unique treasures, worth 0 gold: {} brought {}, holds {} at home or in "
          "forts)\n",
          p.player, p.uniques_brought.empty() ? "none" : join(p.uniques_brought, " "),
          p.uniques_held.empty() ? "none" : join(p.uniques_held, " "));
  out += all_gold_line(a.gold);
  if (!a.abilities.empty()) {
    out += heading("Abilities", style);
    TextTable abilities({"piece", "ability", "checked in v1", "works"}, style);
    for (const AbilityView& k : a.abilities)
      abilities.add({k.piece, k.ability,
                     k.unverified   ? std::string("a label: its own rules, if any, unverified")
                     : k.checked    ? std::string("yes")
                     : k.unmodelled ? "no: unmodelled, could change " + areas_text(k.unmodelled)
                                    : std::string("no"),
                     k.works ? "yes" : "no"});
    out += abilities.render() + "\n";
  }
  if (!a.ability_uses.empty()) {
    out += heading("Abilities at work (which worked on which line)", style);
    TextTable uses({"move", "line", "piece", "what it did"}, style);
    for (const AbilityUseView& u : a.ability_uses)
      uses.add({std::to_string(u.move), std::to_string(u.line), u.piece, u.effect});
    out += uses.render() + "\n";
  }
  if (!a.unchecked.empty()) {
    const bool abilities = std::any_of(a.unchecked.begin(), a.unchecked.end(),
                                       [](const UncheckedView& u) { return bool(u.ability); });
    // Slice h41-fortshots: shots the rules leave open, as qm read them.
    const bool readings = std::any_of(a.unchecked.begin(), a.unchecked.end(),
                                      [](const UncheckedView& u) { return bool(u.reading); });
    if (!abilities && !readings) {
      out += heading("Unchecked (rulings applied as written)", style);
      TextTable lines({"move", "line", "ruling"}, style);
      for (const UncheckedView& u : a.unchecked)
        lines.add({std::to_string(u.move), u.line ? std::to_string(u.line) : "-", u.text});
      out += lines.render() + "\n";
    } else {
      std::string what = "rulings applied as written; lines an unmodelled ability could change";
      if (readings) {  // what the list holds
        const bool rulings =
            std::any_of(a.unchecked.begin(), a.unchecked.end(),
                        [](const UncheckedView& u) { return !u.ability && !u.reading; });
        what = rulings ? "rulings applied as written; " : "";
        if (abilities) what += "lines an unmodelled ability could change; ";
        what += "shots the rules leave open, as qm read them";
      }
      out += heading("Unchecked (" + what + ")", style);
      TextTable lines({"move", "line", "text", "why"}, style);
      for (const UncheckedView& u : a.unchecked)
        lines.add({std::to_string(u.move), u.line ? std::to_string(u.line) : "-", u.text,
                   u.reading   ? *u.reading
                   : u.ability ? fmt::format("{}'s ability '{}' ({})", u.piece.value_or("?"),
                                             excerpt(*u.ability), u.area)
                               : std::string("ruling")});
      out += lines.render() + "\n";
    }
  }
  if (!a.mysteries.empty()) {
    out += heading("Mysterious islands (rolls on their tables)", style);
    TextTable rolls({"move", "line", "text", "row", "effect", "masts lost"}, style);
    for (const MysteryView& m : a.mysteries)
      rolls.add({std::to_string(m.move), std::to_string(m.line), m.text, m.row, excerpt(m.effect),
                 m.masts.empty() ? "-" : fmt::format("{}", fmt::join(m.masts, ", "))});
    out += rolls.render() + "\n";
  }
  if (!a.events.empty()) {
    out += heading("Events", style);
    TextTable events({"event", "player", "points", "status", "revealed", "target", "killed"},
                     style);
    for (const EventView& e : a.events) {
      const std::string id = e.name.empty() ? e.id : fmt::format("{} ({})", e.id, excerpt(e.name));
      if (e.reveals.empty())
        events.add({id, e.player, std::to_string(e.points), e.status, "-", "-", "-"});
      for (const RevealView& r : e.reveals)
        events.add({id, e.player, std::to_string(e.points), e.status,
                    fmt::format("move {}, line {}", r.move, r.line), r.target,
                    r.killed.empty() ? "none" : fmt::format("{}", fmt::join(r.killed, ", "))});
    }
    out += events.render() + "\n";
  }
  out += end_line(a);
  out += heading("Scores", style);
  TextTable scores({"rank", "player", "home", "aboard (counted)", "pieces", "total", "claimed"},
                   style);
  ClaimedColumn claimed;
  for (const PlayerAudit* p : by_rank(a.players))
    scores.add({std::to_string(p->rank), p->player, std::to_string(p->home),
                std::to_string(p->aboard_counted), std::to_string(p->pieces),
                std::to_string(p->total), claimed.cell(p->total, p->claimed)});
  out += scores.render() + "\n";
  return out + claimed.closing_lines(a.finished, a.winners);
}

}  // namespace qm::pirates

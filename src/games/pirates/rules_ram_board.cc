// `ram` (ram-while-stuck, ram-no-move, ram-no-mast, ram-target, ram-no-contact, reroll-source,
// ram-roll, mast-choice) and `board` (board-no-ram, reroll-source, board-take), in the rule
// page's order. Format 2: a ram or boarding die re-rolled by a `reroll {die: any}`; a target's
// `immune {to: ram}` and a rammer's `immune {to: pin}` (rules_immune.cc).
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/margins.h"
#include "games/pirates/rules.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

std::optional<Violation> Rules::ram(State& s, const Action& a, Fault* fault) {
  const int i = a.ship, t = a.other;
  const Ship& x = s.ship(i);
  const Ship& y = s.ship(t);
  const Geometry& g = s.geometry();
  if (x.stuck_on >= 0)
    return Violation{"ram-while-stuck",
                     fmt::format("{} is stuck on {}", s.id(i), s.id(x.stuck_on))};
  if (!x.moved)
    return Violation{"ram-no-move", fmt::format("{} has not moved this turn; a ram comes after a "
                                                "move",
                                                s.id(i))};
  if (x.rammed)
    return Violation{"ram-no-move", fmt::format("{} has rammed once since its move", s.id(i))};
  // Reachable only when an ability lets a derelict move (`stat {move: =S, if: {derelict: true}}`).
  if (x.standing() == 0)
    return Violation{"ram-no-mast",
                     fmt::format("{} has no mast standing; a ram needs one", s.id(i))};
  if (y.owner == x.owner)
    return Violation{"ram-target",
                     fmt::format("{} is {}'s own ship", s.id(t), s.quoted_name(x.owner))};
  if (y.standing() == 0)
    return Violation{"ram-target", fmt::format("{} has no mast standing", s.id(t))};
  // Each ship's own disc (format 2: a ship's `r`).
  const double ri = s.radius(i), rt = s.radius(t);
  if (!g.bow_touches(x.pos, ri, x.heading, y.pos, rt) && s.enforced("ram-no-contact")) {
    const double gap = g.dist(x.pos, y.pos) - ri - rt;
    if (fault) *fault = Fault{FaultKind::NoContact, x.pos, y.pos, i, t, t, false, g.tolerance, gap};
    if (!g.discs_touch(x.pos, ri, y.pos, rt))
      return Violation{
          "ram-no-contact",
          fmt::format("{} is {} mm from {}'s disc; a ram needs contact ({} mm){}", s.id(i), mm(gap),
                      s.id(t), num(g.tolerance), ships_touch_if(s, i, t, gap))};
    return Violation{"ram-no-contact",
                     fmt::format("{} lies {}° off {}'s heading {}°; its bow is ±{}°", s.id(t),
                                 num(angle_between(g.direction(x.pos, y.pos), x.heading)), s.id(i),
                                 num(x.heading), num(g.bow_arc / 2))};
  }
  if (MarginNotes* notes = s.margins()) {
    notes->contact("ram-no-contact", s.id(i), ri, s.id(t), rt, g.dist(x.pos, y.pos), g.tolerance);
    notes->bow("ram-no-contact (bow)", s.id(i), s.id(t),
               angle_between(g.direction(x.pos, y.pos), x.heading), g.bow_arc);
  }
  // A ram die re-rolled with no working source left (with one, `a` holds the die that stands).
  if (auto v = no_reroll(s, a, "its ram die")) return v;
  const int mod = roll_mod(s, ModRoll::Ram, i, t);  // abilities.h
  const bool hit = a.die + mod > y.standing();
  if (hit != a.hit)
    return Violation{"ram-roll",
                     fmt::format("d6 {}{} against {}'s {} mast(s) standing: a {}, not a {}",
                                 int(a.die), mod ? fmt::format("{:+}", mod) : "", s.id(t),
                                 y.standing(), hit ? "hit" : "miss", hit ? "miss" : "hit")};
  if (a.mast) {
    if (!hit)
      return Violation{"mast-choice", fmt::format("a miss removes no mast; /{} is not written "
                                                  "with it",
                                                  int(a.mast))};
    if (!y.mast_standing(a.mast))
      return Violation{"mast-choice",
                       fmt::format("{}'s mast {} is not standing", s.id(t), int(a.mast))};
  }
  // Slice h40-immune: `immune {to: ram}` of the target (rules_immune.cc): the hit removes none.
  const std::string shield = hit ? immune_other_source(s, t, ImmuneAbility::Ram) : "";
  if (a.mast && !shield.empty())
    return Violation{"mast-choice", fmt::format("a ram removes no mast of {} ({}'s ability); /{} "
                                                "is not written",
                                                s.id(t), shield, int(a.mast))};
  Ship& rammer = s.ships_[size_t(i)];
  rammer.rammed = true;
  s.last_.ram_removed = 0;
  if (hit && shield.empty()) {
    int mast = a.mast;
    for (int n = int(s.pieces().ships[size_t(t)].masts.size()); n >= 1 && !mast; --n)
      if (y.mast_standing(n)) mast = n;
    s.last_.ram_removed = int8_t(mast);
    s.remove_mast(t, mast);
  }
  // Stuck unless the target became derelict (a miss leaves it stuck too).
  // Slice h40-immune: a rammer whose `immune {to: pin}` works is never stuck.
  rammer.stuck_on = s.ship(t).derelict() || !immune_other_source(s, i, ImmuneAbility::Pin).empty()
                        ? int16_t(kNoPiece)
                        : int16_t(t);
  return std::nullopt;
}

std::optional<Violation> Rules::board(State& s, const Action& a) {
  const int i = a.ship, t = a.other;
  const bool after_ram = s.ram_line_ == s.lines_ && ((i == s.ram_by_ && t == s.ram_target_) ||
                                                     (i == s.ram_target_ && t == s.ram_by_));
  // Format 2: or a grapple shot's hit by this ship on that one (rules_shoot.cc).
  const bool after_grapple =
      s.grapple_line_ == s.lines_ && i == s.grapple_by_ && t == s.grapple_target_;
  // Format 2: or a `use … board-range` of this ship against that one (rules_use_hit.cc), after
  // which the target's boarding mods do not apply.
  const bool after_range = s.board_range_line_ == s.lines_ && i == s.board_range_by_ &&
                           t == s.board_range_target_ && !after_ram && !after_grapple;
  if (!after_ram && !after_grapple && !after_range)
    return Violation{
        "board-no-ram",
        fmt::format("the line before is not a ram between {} and {}{}", s.id(i), s.id(t),
                    s.pieces().abilities.shots.empty()
                        ? ""
                        : fmt::format(", nor a grapple shot's hit by {} on {}", s.id(i), s.id(t)))};
  // Slice h40-immune: each side may roll its own die again with a working `reroll {die: any}`
  // of its ship (reroll-source, use-once); the second die stands.
  int src_mine = kNoSource, src_theirs = kNoSource;
  for (const bool writer : {true, false}) {
    if (!(writer ? a.board_rerolled : a.board_rerolled2)) continue;
    const int ship = writer ? i : t;
    std::string why;
    const int src = reroll_source(s, ship, &why);
    if (src == kSourceUsed)
      return Violation{"use-once", fmt::format("{}'s re-roll of any die ({}) is once a turn, and "
                                               "was used already this turn",
                                               s.id(ship), why)};
    if (src < 0)
      return Violation{"reroll-source",
                       fmt::format("nothing of {} re-rolls its boarding die: it has no working "
                                   "`{{reroll: {{die: any}}}}` (its own, or a crew of its nation "
                                   "aboard){}",
                                   s.id(ship), why.empty() ? "" : ": " + why)};
    (writer ? src_mine : src_theirs) = src;
  }
  const int die = a.board_rerolled ? a.board_reroll : a.die;
  const int die2 = a.board_rerolled2 ? a.board_reroll2 : a.die2;
  // Each side: die + masts standing + its boarding mods (abilities.h).
  const int my_mod = roll_mod(s, ModRoll::Board, i, t),
            their_mod = after_range ? 0 : roll_mod(s, ModRoll::Board, t, i);
  const int mine = die + s.ship(i).standing() + my_mod;
  const int theirs = die2 + s.ship(t).standing() + their_mod;
  note_board(s, i, t, mine, theirs);  // a `board-win` trigger (rules_when.cc)
  // The re-rolls are spent once the line holds (a violation below leaves them unspent).
  auto spend = [&] {
    if (src_mine >= 0) s.use_reroll(src_mine, i);
    if (src_theirs >= 0) s.use_reroll(src_theirs, t);
  };
  if (a.effect == BoardEffect::None) {
    spend();
    return std::nullopt;
  }
  // A tie does nothing; ruled "stands" (the rule waived), the line's ship wins it as played.
  if (mine == theirs && s.enforced("board-take"))
    return Violation{
        "board-take",
        fmt::format("a tie ({}+{}{} against {}+{}{}) does nothing", die, s.ship(i).standing(),
                    my_mod ? fmt::format("{:+}", my_mod) : "", die2, s.ship(t).standing(),
                    their_mod ? fmt::format("{:+}", their_mod) : "")};
  const int winner = mine >= theirs ? i : t, loser = mine >= theirs ? t : i;
  Ship& w = s.ships_[size_t(winner)];
  Ship& l = s.ships_[size_t(loser)];
  if (a.effect == BoardEffect::Take && !a.take) {
    // Format 2: a unique treasure taken ("a treasure"); it takes no cargo place.
    const int c = a.crew;
    if (c < 0 || !s.pieces().crew[size_t(c)].unique || s.crew_ship(c) != loser || s.crew_lost(c))
      return Violation{"board-take",
                       fmt::format("{} carries no unique treasure {}", s.id(loser),
                                   c < 0 ? a.unknown : s.pieces().crew[size_t(c)].id)};
    s.put_aboard(c, winner);
    s.recompute_crew(winner);
    s.recompute_crew(loser);
    spend();
    return std::nullopt;
  }
  if (a.effect == BoardEffect::Take) {
    auto it = std::find(l.gold.begin(), l.gold.end(), a.take);
    if (it == l.gold.end())
      return Violation{"board-take",
                       fmt::format("{} carries no coin of {}", s.id(loser), int(a.take))};
    if (w.free_places() < 1)
      return Violation{"board-take",
                       fmt::format("{} has no free cargo place for the coin", s.id(winner))};
    *it = l.gold[l.gold.size - 1];
    --l.gold.size;
    w.gold.push_back(a.take);
    s.ledger_[size_t(w.owner)].boarded_in += a.take;
    s.ledger_[size_t(l.owner)].boarded_out += a.take;
    s.fact(Fact{s.lines_ + 1, FactKind::Boarded, w.owner, int16_t(winner), int16_t(loser), a.take});
    spend();
    return std::nullopt;
  }
  const int c = a.crew;
  if (c >= 0 && s.pieces().crew[size_t(c)].equipment)  // format 2: never killed nor taken
    return Violation{
        "board-take",
        fmt::format("{} is {}: boarding removes a crew, never an equipment or a "
                    "treasure",
                    s.pieces().crew[size_t(c)].id,
                    s.pieces().crew[size_t(c)].unique ? "a unique treasure" : "an equipment")};
  if (c < 0 || s.crew_ship(c) != loser || s.crew_lost(c))
    return Violation{"board-take",
                     fmt::format("{} is not aboard {}",
                                 c < 0 ? a.unknown : s.pieces().crew[size_t(c)].id, s.id(loser))};
  // Slice h41-crewloss: a crew a working `immune {to: crew-loss}` keeps is not killed.
  if (const CrewFate f = crew_fate(s, c); f.kind == CrewFate::Kept && s.enforced("board-take"))
    return Violation{"board-take", crew_kept_text(s, c, f)};
  eliminate_crew(s, c);
  s.recompute_crew(loser);
  spend();
  return std::nullopt;
}

}  // namespace qm::pirates

// The referee's ruling "stands" in Einauge (State::stand, state.h): which rule ids the
// table can hold when a move that breaks them is applied as played, and for the others the
// plain sentence why not.
//
// Stands: step-order (the step is taken where the record has it), buy-twice and steal-twice
// (the second card joins the player's columns, paid for), sell-not-needed (the sale is
// made), move-desk-full (the desk takes one more card), column-full (the column takes one
// more card), buy-missing and move-missing (the turn ends without them).
// Cannot stand: game-over, final-turn-steal-only, turn-order, sell-not-held,
// buy-not-in-display, steal-not-on-desk, move-not-in-display, vessel-no-column,
// buy-unaffordable, steal-too-few-sabres, reveal-count, card-not-available;
// setup-removed-colours and result-mismatch are not moves (the header, the end).
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "games/einauge/state.h"

namespace qm::einauge {

namespace {

constexpr std::array<std::string_view, 8> kEinaugeCanStand = {
    "step-order",     "buy-twice",   "steal-twice", "sell-not-needed",
    "move-desk-full", "column-full", "buy-missing", "move-missing"};

// Why the table cannot hold a move that breaks `rule` (a rule not in kEinaugeCanStand).
std::string einauge_cannot_stand(std::string_view rule) {
  if (rule == "game-over") return "the game is over: nothing played after its end can count";
  if (rule == "final-turn-steal-only")
    return "in the final turn the display is on the desk: only a steal or a pass has a place";
  if (rule == "turn-order")
    return "a turn's steps belong to the player whose turn it is: the table cannot run two "
           "players' turns at once";
  if (rule == "sell-not-held") return "the player does not have what is sold: nothing to sell";
  if (rule == "buy-not-in-display" || rule == "move-not-in-display")
    return "the card is not in the display: there is no card to take";
  if (rule == "steal-not-on-desk") return "the card is not on the desk: there is no card to take";
  if (rule == "vessel-no-column")
    return "the player has no column of that colour: there is nowhere to put the vessel";
  if (rule == "buy-unaffordable")
    return "the player cannot pay ducats they do not have: the table holds no debt";
  if (rule == "steal-too-few-sabres")
    return "the player cannot pay sabres they do not have: the table holds no debt";
  if (rule == "reveal-count")
    return "the display is refilled to its five places from the pile: the table cannot take "
           "another count of cards";
  if (rule == "card-not-available")
    return "the card cannot come from the draw pile: the table cannot show a card the pile "
           "does not have";
  if (rule == "setup-removed-colours" || rule == "result-mismatch")
    return fmt::format("{} is not a move: a ruling applies to a move", rule);
  return fmt::format("{} cannot stand in Einauge", rule);
}

}  // namespace

std::optional<std::string> State::stand(const Move& move, std::string_view rule) {
  if (std::find(kEinaugeCanStand.begin(), kEinaugeCanStand.end(), rule) == kEinaugeCanStand.end())
    return einauge_cannot_stand(rule);
  if (move.verb == Verb::Pass && phase_ == Phase::Turns)
    return "`pass` belongs to the final turn: in a turn there is nothing for the table to apply";
  waiver_.waive(rule);
  std::optional<Violation> also = check(move);
  waiver_.clear();
  if (also) return fmt::format("it also breaks {}: {}", also->rule, also->message);
  apply(move);
  return std::nullopt;
}

}  // namespace qm::einauge

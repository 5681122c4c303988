// The referee's ruling "stands" in Loot (State::stand, state.h): which rule ids the table
// can hold when a move that breaks them is applied as played, and for the others the plain
// sentence why not.
//
// Stands: turn-order (the move is the mover's turn; play goes on from the next player after
// them), one-action (a pass: the turn goes by with no action), discard-deck-not-empty and
// discard-merchant (the card leaves the hand), attack-second-colour (the side attacks the
// merchant with both colours), captain-no-own-ship (the captain leads the merchant for its
// side), admiral-not-own-merchant and admiral-needs-attack (the admiral leads it for the
// player's side).
// Cannot stand: game-over, wrong-card-kind, target-not-at-sea, draw-empty-deck,
// attack-colour-taken, card-not-held, draw-mismatch; hand-mismatch, result-mismatch and
// capture are not moves (checked at the end, or by the table itself).
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "games/loot/state.h"

namespace qm::loot {

namespace {

constexpr std::array<std::string_view, 8> kCanStand = {"turn-order",
                                                       "one-action",
                                                       "discard-deck-not-empty",
                                                       "discard-merchant",
                                                       "attack-second-colour",
                                                       "captain-no-own-ship",
                                                       "admiral-not-own-merchant",
                                                       "admiral-needs-attack"};

// Why the table cannot hold a move that breaks `rule` (a rule not in kCanStand).
std::string cannot_stand(std::string_view rule) {
  if (rule == "game-over") return "the game is over: nothing played after its end can count";
  if (rule == "wrong-card-kind")
    return "a card of another kind has no place on the table for this verb: a pirate ship "
           "cannot sail as a merchant, nor a merchant attack";
  if (rule == "target-not-at-sea")
    return "the merchant it names is not at sea: there is no ship to play the card on";
  if (rule == "draw-empty-deck") return "the draw pile is empty: there is no card to draw";
  if (rule == "attack-colour-taken")
    return "a colour at a merchant belongs to one side: the table cannot count the same ships "
           "for two sides";
  if (rule == "card-not-held")
    return "the player cannot hold that card, so it cannot be put on the table";
  if (rule == "draw-mismatch")
    return "the draw pile cannot give that card: the table cannot deal a card the pile does "
           "not have";
  if (rule == "hand-mismatch" || rule == "result-mismatch")
    return fmt::format("{} is checked after the last move: a ruling applies to a move", rule);
  return fmt::format("{} cannot stand in Loot", rule);
}

}  // namespace

std::optional<std::string> State::stand(const Move& move, std::string_view rule) {
  if (std::find(kCanStand.begin(), kCanStand.end(), rule) == kCanStand.end())
    return cannot_stand(rule);
  if (rule == "captain-no-own-ship" && !move.colour && !move.card) {
    const SeaMerchant* m = merchant(target_number(move));
    bool own = false;
    for (int c = 0; m && c < kColours; ++c) own |= m->colour_side[c] == setup_.side_of[move.player];
    if (!own)
      return fmt::format(
          "the record does not name the captain's colour and {} has no ship at "
          "the merchant to give it",
          name(move.player));
  }
  State before = *this;
  if (rule == "turn-order") to_move_ = move.player;
  waiver_.waive(rule);
  std::optional<Violation> also = check(move);
  waiver_.clear();
  if (also) {
    *this = std::move(before);
    return fmt::format("it also breaks {}: {}", also->rule, also->message);
  }
  apply(move);
  return std::nullopt;
}

}  // namespace qm::loot

// The referee's ruling "stands" in Pirates (State::stand, state.h): which rule ids the table
// can hold when a line that breaks them is applied as played, and for the others the plain
// sentence why not.
//
// Stands: turn-order (the line is played for its player in the turn it is written in),
// action-budget (the ship takes one more action this turn), move-too-far,
// move-through-obstacle and move-after-contact (the ship is where the line puts it),
// dock-no-contact (it docks), shoot-range, shoot-line-of-fire and shoot-immune (the shot is
// resolved as rolled), ram-no-contact (the ram is resolved as rolled), tow-no-contact (the tow is
// made), board-take for a tie (the line's ship wins it, as played: an ability qm does not model
// may break the tie; a coin or crew the loser does not have still cannot be taken); format 2's
// cargo-not-docked (but for a ship docked nowhere), cargo-places, cargo-points,
// cargo-zero-point-crew, fort-withdraw and explore-sea-contact (the items move as written),
// deny-broken (the explore a mysterious row forbids is made as written), raid-leave (the raider
// stays docked). Cannot
// stand: everything else (see pirates_cannot_stand); the fleet-*, setup-*, half-of-* and
// result-mismatch ids are not lines (the header, the end, the scoring).
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "games/pirates/state.h"

namespace qm::pirates {

namespace {

constexpr std::array<std::string_view, 22> kPiratesCanStand = {
    "turn-order", "action-budget", "move-too-far", "move-through-obstacle", "move-after-contact",
    "dock-no-contact", "shoot-range", "shoot-line-of-fire", "shoot-immune", "ram-no-contact",
    "tow-no-contact", "board-take",
    // Format 2's cargo lines: the items move as written (rules_cargo.cc).
    "cargo-not-docked", "cargo-places", "cargo-points", "cargo-zero-point-crew", "fort-withdraw",
    "explore-sea-contact",
    // Events (rules_event.cc): a reveal after the turn's first action, or on a piece its
    // target filter does not allow, applies as written.
    "use-trigger", "use-target",
    // A mysterious row's deny (rules_effects.cc) and a held piece's move (a chain shot's hold,
    // rules_move.cc) are made as written.
    "deny-broken",
    // A raider still docked at the enemy home island stays there (rules_raid.cc).
    "raid-leave"};

// Why the table cannot hold a line that breaks `rule` (a rule not in kPiratesCanStand).
std::string pirates_cannot_stand(std::string_view rule) {
  if (rule == "game-over") return "the game is over: nothing played after its end can count";
  if (rule == "piece-unknown")
    return "the line names a ship that is not on the table: there is nothing to move";
  if (rule == "piece-not-own")
    return "the ship belongs to another player: the table cannot let one player sail another's "
           "ship";
  if (rule == "die-value") return "a d6 shows 1 to 6: the table cannot resolve another number";
  if (rule == "move-derelict" || rule == "move-stuck" || rule == "sargasso-trapped")
    return "the ship cannot sail (no mast standing, stuck on the ship it rammed, or trapped in a "
           "Sargasso Sea): the table cannot move it";
  if (rule == "move-turn-inside-segment")
    return "the line has more segments than the ship has rulers: the table cannot measure the "
           "extra ones";
  if (rule == "dock-no-move" || rule == "ram-no-move" || rule == "tow-no-move")
    return "the ship has not moved this turn: the table has no move for this line to follow";
  if (rule == "dock-enemy-home" || rule == "unload-not-home" || rule == "unload-all-gold" ||
      rule == "repair-not-home")
    return "a home island takes only its owner's ships and all their gold: the table cannot "
           "hold it otherwise";
  if (rule == "explore-not-docked" || rule == "explore-not-there" || rule == "explore-cargo")
    return "the ship cannot take the coins (not docked there, nothing there, or no room): "
           "there is nothing to load";
  if (rule == "shoot-cannon" || rule == "shoot-reroll" || rule == "shoot-target" ||
      rule == "shoot-docked-home" || rule == "shoot-roll" || rule == "mast-choice" ||
      rule == "sink-share" || rule == "ram-while-stuck" || rule == "ram-target" ||
      rule == "ram-no-mast" || rule == "ram-roll" || rule == "board-no-ram" ||
      rule == "repair-nothing")
    return "the dice or the masts do not allow what the line says happened: the table cannot "
           "show a result the roll did not give";
  if (rule == "tow-busy" || rule == "tow-not-derelict")
    return "a ship tows one derelict at a time: the table cannot hold this tow";
  if (rule == "terrain-missing" || rule == "terrain-line" || rule == "reef-roll" ||
      rule == "reroll-source" || rule == "terrain-stop" || rule == "sargasso-escape")
    return "the terrain line does not follow from the move and its dice: the table cannot show "
           "a result the roll did not give";
  if (rule == "whirlpool-jump" || rule == "whirlpool-loss")
    return "the jump does not follow from the move, or the loss from its die: the table cannot "
           "show a result the roll did not give";
  if (rule == "fog-entry" || rule == "fog-lost" || rule == "fog-exit")
    return "a ship lost in a fog bank takes only its exit and its move, placed as the rules "
           "place it: the table cannot hold it elsewhere or acting";
  if (rule == "iceberg-order" || rule == "iceberg-drift" || rule == "iceberg-hit")
    return "the iceberg's roll, drift and hits do not follow from the dice and the table: the "
           "table cannot show a drift the roll did not give";
  if (rule == "ruling-impossible")
    return "the ruling changes a piece, mast, crew or coin the table does not have: there is "
           "nothing to apply it to";
  if (rule == "fort-build" || rule == "fort-pay" || rule == "fort-timing")
    return "the fort cannot be built there, then or with that gold: the table cannot hold a "
           "fort the rules do not let the player build";
  if (rule == "fort-action" || rule == "dock-enemy-fort")
    return "a fort only shoots while a flag stands, and no ship docks at an enemy fort: the "
           "table cannot hold it otherwise";
  if (rule == "creature-action")
    return "a sea creature only moves and shoots: the table cannot dock, load, ram, board or "
           "tow it";
  if (rule == "cargo-place" || rule == "cargo-not-own" || rule == "cargo-not-there" ||
      rule == "explore-sea-target")
    return "the items are not there, not the player's, or cannot go where the line puts them: "
           "the table cannot move them";
  if (rule == "unique-take")
    return "every explore takes the unique treasures of the island: the table cannot leave one "
           "behind";
  // A re-roll, a special shot or an event: what the line shows came from the ability.
  if (rule == "use-source" || rule == "use-once" || rule == "use-roll")
    return "no working ability or event of the player gives what the line shows (none at work, "
           "used up, or other dice than it rolls): the table cannot show a result no ability "
           "gave";
  if (rule == "scuttle-not-derelict")
    return "only a derelict is scuttled: the table cannot sink a ship with a mast standing";
  if (rule == "mystery-order" || rule == "mystery-roll" || rule == "mystery-effect")
    return "a mysterious island's roll comes right after the dock, and its losses follow from "
           "the table's row and the dice: the table cannot hold another";
  if (rule == "extra-source")
    return "the source named cannot grant the ship an action now: the table cannot hold a "
           "grant no ability gives";
  if (rule == "fire-roll")
    return "a ship's fire masts roll one die each when the rules call for it: "
           "the table cannot burn masts at another time or with other dice";
  return fmt::format("{} is not a line of play: a ruling applies to a move", rule);
}

}  // namespace

std::optional<std::string> State::stand(const Action& a, std::string_view rule) {
  if (std::find(kPiratesCanStand.begin(), kPiratesCanStand.end(), rule) == kPiratesCanStand.end())
    return pirates_cannot_stand(rule);
  State before = checkpoint();
  waiver_.waive(rule);
  std::optional<Violation> also = play(a);
  waiver_.clear();
  if (also) {
    restore(std::move(before));
    return fmt::format("it also breaks {}: {}", also->rule, also->message);
  }
  return std::nullopt;
}

}  // namespace qm::pirates

// The end of a Pirates game and its scores (docs/rules-pirates.md, "End and scoring"): the end
// conditions, tested after every line; the gold each player counts; the winners with the
// pieces tiebreak.
#pragma once

#include <string>
#include <vector>

#include "games/pirates/state.h"

namespace qm::pirates {

// The first end condition that holds now: a player's home gold above half of the gold
// they brought (win_gold half-of-own) or of all gold brought (half-of-total), when that is
// known (State::brought_known); half or more of the players with every ship derelict or
// sunk; no coin left on a wild island or aboard a ship in play.
EndCondition end_condition(const State& s);
// Whether a player's home gold (with `fort_gold`, their forts' gold too) is above the limit
// of `rule` (the gold brought is known).
bool home_gold_ends(const State& s, WinGold rule, bool fort_gold);
// The gold that counts toward the home-gold end: on the home island, and in the player's
// standing forts under the option fort_gold_ends.
Gold end_gold(const State& s, int player, bool with_forts);
// Whether some standing fort holds gold (fort_gold_ends can then decide the end).
bool forts_hold_gold(const State& s);
// While the game goes on and the gold brought is not known: the sentence that says the end
// by home gold is not decided; else "".
std::string end_undecided(const State& s);
// The condition in words, with its figures ("Anna's home gold 9 is more than half of the
// 15 she brought").
std::string end_reason(const State& s);
const char* end_name(EndCondition e);  // "home-gold", "cannot-move", "all-unloaded", "none"

struct PlayerScore {
  Gold home = 0;    // gold on the home island
  Gold aboard = 0;  // with more than two players: aboard ships neither derelict nor sunk
  Gold forts = 0;   // format 2: inside the player's forts (abandoned ones too)
  Gold total = 0;
  int pieces = 0;  // ships owned that have not sunk (the tiebreak)
};

std::vector<PlayerScore> score(const State& s);
// Most gold wins; a tie goes to more pieces still in play; players still tied all win.
std::vector<int> winners(const std::vector<PlayerScore>& scores);

}  // namespace qm::pirates

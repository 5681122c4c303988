// The parts every game's scoring audit (`qm audit`) shares, around the game's own sections.
// They read the keys every game's GameState::audit() gives: "finished" and "winners", and per
// side an entry with "rank", "total", "claimed" (null when the side claimed nothing) and,
// when hidden cards leave the score open, "bounds" ([min, max], or null).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/game_facts.h"
#include "games/replay_summary.h"

namespace qm {

// The head every game's audit starts with: the title ("<game_title> scoring audit: ID"),
// event and date, record, ruleset (followed by ` (<ruleset_note>)` when there is one),
// players, and the verdict with the moves played and whether the game finished (the
// audit's "finished").
std::string audit_head(const ReplaySummary& replay, const Json& audit, std::string_view game_title,
                       const std::string& ruleset_note, TextStyle style);

// The side entries in the order of their "rank" (ties in the game's order).
std::vector<Json> by_rank(const Json& sides);

// The "claimed" column of the scores table: each cell, and whether every claim agrees.
class ClaimedColumn {
 public:
  // "-" when the side claimed nothing; else e.g. "17 (agrees)" or "17 (differs)": the
  // claim agrees when it is the "total", or within the "bounds" when there are any.
  std::string cell(const Json& side);
  // The closing lines of the audit: the winners (or that the hidden cards leave them
  // open), then, when anybody claimed a score, whether the claimed result agrees.
  std::string closing_lines(const Json& audit) const;

 private:
  bool any_claim_ = false, all_agree_ = true;
};

}  // namespace qm

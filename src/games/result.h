// What every game decides the same way once the scores are known: each side's rank, the
// winners, and whether the result claimed at the table (the record's `result`) is the one
// computed (`result-mismatch`).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/game.h"

namespace qm {

// Each side's rank by score: 1 + the number of sides that scored more (ties share a rank).
std::vector<int> ranks_of(const std::vector<long long>& scores);

// The score `side` claimed at the table (the last claim naming it), or null.
Json claimed_score(const std::vector<Claim>& claims, std::string_view side);

// Refuses (RecordError at the claim) a claim that names none of `sides`: "unknown
// <side_word> 'X' in 'result'", side_word being "player" or "team", say.
void check_claimed_sides(const std::vector<Claim>& claims, const std::vector<std::string>& sides,
                         std::string_view side_word);

// `result-mismatch`: every claimed score must be the computed one, or within the side's
// bounds when the outcome is not complete. The message lists both; when the game is not
// finished it adds "(the game is unfinished: <unfinished_note>)", which says what the
// scores so far are.
std::optional<Violation> check_claimed_result(const std::vector<Claim>& claims,
                                              const Outcome& outcome,
                                              std::string_view unfinished_note);

}  // namespace qm

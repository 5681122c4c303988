#include "games/result.h"

#include <fmt/format.h>

#include "record/excerpt.h"

#include <algorithm>

namespace qm {

std::vector<int> ranks_of(const std::vector<long long>& scores) {
  std::vector<int> rank(scores.size(), 1);
  for (size_t i = 0; i < scores.size(); ++i)
    for (size_t j = 0; j < scores.size(); ++j)
      if (scores[j] > scores[i]) ++rank[i];
  return rank;
}

std::vector<std::string> winners_of(const Outcome& o) {
  std::vector<std::string> winners;
  if (o.sides.empty()) return winners;
  if (o.complete) {
    long long best = o.scores[0];
    for (long long s : o.scores) best = std::max(best, s);
    for (size_t i = 0; i < o.sides.size(); ++i)
      if (o.scores[i] == best) winners.push_back(o.sides[i]);
    return winners;
  }
  for (size_t i = 0; i < o.sides.size(); ++i) {
    bool sure = true;
    for (size_t j = 0; j < o.sides.size(); ++j)
      if (j != i && o.bounds[j].second >= o.bounds[i].first) sure = false;
    if (sure) winners.push_back(o.sides[i]);
  }
  return winners;
}

Json claimed_score(const std::vector<Claim>& claims, std::string_view side) {
  Json claimed = nullptr;
  for (const Claim& claim : claims)
    if (claim.side == side) claimed = claim.score;
  return claimed;
}

void check_claimed_sides(const std::vector<Claim>& claims, const std::vector<std::string>& sides,
                         std::string_view side_word) {
  for (const Claim& claim : claims)
    if (std::find(sides.begin(), sides.end(), claim.side) == sides.end())
      throw RecordError(claim.pos,
                        fmt::format("unknown {} '{}' in 'result'", side_word, excerpt(claim.side)));
}

std::optional<Violation> check_claimed_result(const std::vector<Claim>& claims, const Outcome& o,
                                              std::string_view unfinished_note) {
  if (claims.empty()) return std::nullopt;
  std::string claimed, computed;
  bool mismatch = false;
  for (const Claim& claim : claims) {
    // Game::open refuses a claim that names no side (check_claimed_sides).
    const size_t side =
        size_t(std::find(o.sides.begin(), o.sides.end(), claim.side) - o.sides.begin());
    const bool ok =
        o.complete ? claim.score == o.scores[side]
                   : claim.score >= o.bounds[side].first && claim.score <= o.bounds[side].second;
    mismatch |= !ok;
    claimed += fmt::format("{}{} {}", claimed.empty() ? "" : ", ", claim.side, claim.score);
    computed += fmt::format(
        "{}{} {}", computed.empty() ? "" : ", ", claim.side,
        o.complete ? fmt::format("{}", o.scores[side])
                   : fmt::format("{} to {}", o.bounds[side].first, o.bounds[side].second));
  }
  if (!mismatch) return std::nullopt;
  return Violation{
      "result-mismatch",
      fmt::format("the table claimed {}; the record gives {}{}", claimed, computed,
                  o.finished ? "" : fmt::format(" (the game is unfinished: {})", unfinished_note)),
      ""};
}

}  // namespace qm

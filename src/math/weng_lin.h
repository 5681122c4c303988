// The Weng-Lin Bayesian rating for games of several players and teams (R. C. Weng and
// C.-J. Lin, "A Bayesian Approximation Method for Online Ranking", JMLR 12 (2011)), with the
// Plackett-Luce model of a game's ranking: their Algorithm 4, as the openskill libraries
// implement it (openskill.py, openskill.js), so that its figures can be checked against theirs.
//
// A player's skill is a normal belief N(mu, sigma²). A team's strength is the sum of its
// players' (mu and sigma² add up); a player alone is a team of one. One game, given each
// team's rank (1 first; teams that tie share a rank), moves every mu towards the result and
// shrinks every sigma:
//   before the game each sigma grows to sqrt(sigma² + tau²) (skill drifts between games);
//   c = sqrt(sum over teams of (sigma_i² + beta²));
//   for each team q, S_q = sum of exp(mu_s / c) over the teams s with rank(s) >= rank(q);
//   A_q = the number of teams that share q's rank;
//   for team i, over the teams q with rank(q) <= rank(i), p = exp(mu_i / c) / S_q:
//     Omega_i = sigma_i² / c   * sum ((q == i ? 1 : 0) - p) / A_q
//     Delta_i = gamma_i * sigma_i² / c² * sum p (1 - p) / A_q,   gamma_i = sigma_i / c;
//   a player j of team i: mu_j += sigma_j² / sigma_i² * Omega_i,
//                         sigma_j *= sqrt(max(1 - sigma_j² / sigma_i² * Delta_i, kappa)).
// The ordinal mu - 3 sigma is the conservative figure to rank players by: their skill is
// above it with 99.9% belief, so a newcomer starts at 0 and climbs by playing.
//
// No dependencies of its own; knows nothing of games or stores.
#pragma once

#include <vector>

namespace qm::math {

struct WengLinParams {
  double mu = 25.0;           // a newcomer's mean skill
  double sigma = 25.0 / 3.0;  // a newcomer's uncertainty
  double beta = 25.0 / 6.0;   // the spread of one game's performance around the skill
  double kappa = 0.0001;      // the floor of the factor that shrinks sigma
  double tau = 25.0 / 300.0;  // the drift of skill added to sigma before each game
};

struct SkillRating {
  double mu = 25.0;
  double sigma = 25.0 / 3.0;
  // mu - z sigma; z = 3 by default (openskill's ordinal).
  double ordinal(double z = 3.0) const { return mu - z * sigma; }
};

// A newcomer's rating under `params`.
SkillRating initial_rating(const WengLinParams& params);

// The ratings after one game. `teams[i]` are the players of team i (at least one each),
// `ranks[i]` its place (lower is better; equal ranks are a tie; any numbers, only their
// order counts). Returns the updated ratings in the same shape. Fewer than two teams: the
// ratings are returned unchanged (nobody was beaten). Throws std::invalid_argument when
// `ranks` has another size than `teams` or a team is empty.
std::vector<std::vector<SkillRating>> plackett_luce_update(
    const std::vector<std::vector<SkillRating>>& teams, const std::vector<double>& ranks,
    const WengLinParams& params = {});

}  // namespace qm::math

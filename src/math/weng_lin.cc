#include "math/weng_lin.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace qm::math {

SkillRating initial_rating(const WengLinParams& params) {
  return SkillRating{params.mu, params.sigma};
}

std::vector<std::vector<SkillRating>> plackett_luce_update(
    const std::vector<std::vector<SkillRating>>& teams, const std::vector<double>& ranks,
    const WengLinParams& params) {
  if (ranks.size() != teams.size()) throw std::invalid_argument("one rank per team is needed");
  for (const auto& team : teams)
    if (team.empty()) throw std::invalid_argument("a team has no players");
  std::vector<std::vector<SkillRating>> out = teams;
  const size_t k = teams.size();
  if (k < 2) return out;

  // Skill drifts between games: every sigma grows by tau first.
  const double tau_sq = params.tau * params.tau;
  for (auto& team : out)
    for (SkillRating& r : team) r.sigma = std::sqrt(r.sigma * r.sigma + tau_sq);

  // Team strengths: the sums of the players' means and variances.
  std::vector<double> team_mu(k, 0.0), team_var(k, 0.0);
  double c_sq = 0;
  for (size_t i = 0; i < k; ++i) {
    for (const SkillRating& r : out[i]) {
      team_mu[i] += r.mu;
      team_var[i] += r.sigma * r.sigma;
    }
    c_sq += team_var[i] + params.beta * params.beta;
  }
  const double c = std::sqrt(c_sq);

  std::vector<double> strength(k), sum_q(k, 0.0);
  std::vector<int> sharing(k, 0);
  for (size_t i = 0; i < k; ++i) strength[i] = std::exp(team_mu[i] / c);
  for (size_t q = 0; q < k; ++q)
    for (size_t s = 0; s < k; ++s) {
      if (ranks[s] >= ranks[q]) sum_q[q] += strength[s];
      if (ranks[s] == ranks[q]) ++sharing[q];
    }

  for (size_t i = 0; i < k; ++i) {
    double omega = 0, delta = 0;
    for (size_t q = 0; q < k; ++q) {
      if (ranks[q] > ranks[i]) continue;
      const double p = strength[i] / sum_q[q];
      delta += p * (1 - p) / sharing[q];
      omega += ((q == i ? 1.0 : 0.0) - p) / sharing[q];
    }
    const double gamma = std::sqrt(team_var[i]) / c;
    omega *= team_var[i] / c;
    delta *= gamma * team_var[i] / c_sq;
    for (SkillRating& r : out[i]) {
      const double share = r.sigma * r.sigma / team_var[i];
      r.mu += share * omega;
      r.sigma *= std::sqrt(std::max(1 - share * delta, params.kappa));
    }
  }
  return out;
}

}  // namespace qm::math

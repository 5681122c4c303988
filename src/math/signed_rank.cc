#include "math/signed_rank.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "math/distributions.h"

namespace qm::math {

namespace {

constexpr long long kExactBelow = 50;  // R's default: the exact p-value below 50 differences

// Doubles mapped to unsigned integers in the order of their values, and back: a bisection
// over these integers visits every double between two values in 64 steps.
uint64_t ordered_key(double v) {
  const uint64_t u = std::bit_cast<uint64_t>(v), sign = uint64_t(1) << 63;
  return (u & sign) ? ~u : (u | sign);
}

double key_value(uint64_t k) {
  const uint64_t sign = uint64_t(1) << 63;
  return std::bit_cast<double>((k & sign) ? (k & ~sign) : ~k);
}

// The number of Walsh sums x_i + x_j (i <= j) of the sorted x that are at most t: for each
// i, the js with x_i + x_j <= t end at a bound that falls as i rises (one pass).
long long walsh_sums_at_most(const std::vector<double>& x, double t) {
  long long count = 0;
  size_t end = x.size();
  for (size_t i = 0; i < x.size(); ++i) {
    while (end > i && x[i] + x[end - 1] > t) --end;
    if (end <= i) break;
    count += (long long)(end - i);
  }
  return count;
}

// The k-th smallest Walsh sum (k from 1) of the sorted x: the smallest double t with at
// least k sums at most t.
double walsh_sum(const std::vector<double>& x, long long k) {
  uint64_t lo = ordered_key(x.front() + x.front()), hi = ordered_key(x.back() + x.back());
  while (lo < hi) {
    const uint64_t mid = lo + (hi - lo) / 2;
    if (walsh_sums_at_most(x, key_value(mid)) >= k)
      hi = mid;
    else
      lo = mid + 1;
  }
  return key_value(lo) + 0.0;  // -0 + 0 = +0: a sum of zero is never shown as "-0"
}

}  // namespace

SignedRankDistribution::SignedRankDistribution(int n)
    : max_((long long)n * (n + 1) / 2), total_(std::ldexp(1.0, n)) {
  std::vector<double> count(size_t(max_) + 1, 0.0);
  count[0] = 1;
  for (long long rank = 1; rank <= n; ++rank)
    for (long long s = rank * (rank + 1) / 2; s >= rank; --s)
      count[size_t(s)] += count[size_t(s - rank)];
  cumulative_.resize(count.size());
  double sum = 0;
  for (size_t s = 0; s < count.size(); ++s) cumulative_[s] = sum += count[s];
}

double SignedRankDistribution::cdf(double v) const {
  const double s = std::floor(v + 1e-7);  // R's psignrank
  if (s < 0) return 0;
  if (s >= double(max_)) return 1;
  return cumulative_[size_t(s)] / total_;
}

double SignedRankDistribution::upper(double v) const {
  const double s = std::ceil(v - 1e-7) - 1;  // P(V >= v) = 1 - P(V <= s)
  if (s < 0) return 1;
  if (s >= double(max_)) return 0;
  return (total_ - cumulative_[size_t(s)]) / total_;
}

long long SignedRankDistribution::quantile(double p) const {
  const double eps = 10 * std::numeric_limits<double>::epsilon();
  if (p <= 0.5) {
    const double target = (p - eps) * total_;
    long long q = 0;
    while (q < max_ && cumulative_[size_t(q)] < target) ++q;
    return q;
  }
  // From the top, as R does: the distribution is symmetric about n(n+1)/4.
  const double target = (1 - p + eps) * total_;
  long long q = 0;
  while (q < max_ && cumulative_[size_t(q)] <= target) ++q;
  return max_ - q;
}

SignedRankTest signed_rank_test(std::vector<double> d, bool correct) {
  SignedRankTest r;
  if (d.empty()) {
    r.undefined = Undefined::no_pairs;
    return r;
  }
  const auto zeros = std::remove(d.begin(), d.end(), 0.0);
  r.zeros = (long long)(d.end() - zeros);
  d.erase(zeros, d.end());
  r.n = (long long)d.size();
  if (r.n == 0) {
    r.undefined = Undefined::no_difference;
    return r;
  }
  std::sort(d.begin(), d.end(), [](double x, double y) { return std::fabs(x) < std::fabs(y); });
  // Ranks by absolute value; a group of ties shares the mean of its ranks.
  double ties = 0;  // sum of t^3 - t over the groups
  for (size_t i = 0; i < d.size();) {
    size_t j = i + 1;
    while (j < d.size() && std::fabs(d[j]) == std::fabs(d[i])) ++j;
    const double rank = (double(i + 1) + double(j)) / 2, t = double(j - i);
    for (size_t k = i; k < j; ++k)
      if (d[k] > 0) r.v += rank;
    ties += t * t * t - t;
    i = j;
  }
  const double n = double(r.n), mean = n * (n + 1) / 4;
  r.exact = r.n < kExactBelow && ties == 0 && r.zeros == 0;
  if (r.exact) {
    const SignedRankDistribution null(int(r.n));
    r.p_greater = null.upper(r.v);
    r.p_less = null.cdf(r.v);
    r.p = std::min(1.0, 2 * (r.v > mean ? r.p_greater : r.p_less));
    return r;
  }
  const double sigma = std::sqrt(n * (n + 1) * (2 * n + 1) / 24 - ties / 48);
  const double shift = r.v - mean, half = correct ? 0.5 : 0;
  r.z = (shift - (shift > 0 ? half : shift < 0 ? -half : 0)) / sigma;
  r.p = 2 * normal_upper(std::fabs(r.z));
  r.p_greater = normal_upper((shift - half) / sigma);
  r.p_less = normal_cdf((shift + half) / sigma);
  return r;
}

Interval hodges_lehmann(std::vector<double> d, double confidence) {
  if (d.empty()) return {};
  std::sort(d.begin(), d.end());
  const long long n = (long long)d.size(), count = n * (n + 1) / 2;
  const auto average = [&d](long long k) { return walsh_sum(d, k) / 2; };
  const double centre =
      count % 2 ? average((count + 1) / 2) : (average(count / 2) + average(count / 2 + 1)) / 2;
  const double alpha = 1 - confidence;
  long long k = 0;
  if (n < kExactBelow) {
    k = SignedRankDistribution(int(n)).quantile(alpha / 2);
  } else {
    const double nn = double(n), sigma = std::sqrt(nn * (nn + 1) * (2 * nn + 1) / 24);
    k = (long long)std::ceil(nn * (nn + 1) / 4 - 0.5 + normal_quantile(alpha / 2) * sigma);
  }
  k = std::clamp(k, 1LL, count);
  return {centre, average(k), average(count + 1 - k)};
}

}  // namespace qm::math

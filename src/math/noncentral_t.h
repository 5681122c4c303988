// The noncentral t distribution, for the power of the t-test (math/detectable_difference.h):
// algorithm AS 243 (R. V. Lenth, "Cumulative distribution function of the non-central t
// distribution", Applied Statistics 38, 1989, 185-189), as R's pt(t, df, ncp) computes it,
// with its normal approximation (Abramowitz & Stegun 26.7.10) for df > 4e5 or ncp > 37.62.
#pragma once

namespace qm::math {

// P(T <= t) for the noncentral t with `df` degrees of freedom (df > 0) and noncentrality
// `ncp`.
double noncentral_t_cdf(double t, double df, double ncp);

}  // namespace qm::math

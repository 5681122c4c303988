// Distribution functions the tests of math/ need: the normal, Student's t, chi-square with
// one degree of freedom, beta and binomial distributions. Double precision throughout, no
// dependencies; accurate in the tails (a p-value of 1e-12 is computed, not 1 - 0.999...),
// and for the sizes `qm` meets (binomial n and t degrees of freedom up to 10^7 and more).
//
// - The regularized incomplete beta function: its continued fraction (Numerical Recipes,
//   3rd ed., section 6.4, by the modified Lentz method), with log B(a, b) computed without
//   cancellation for large a and b (the Stirling correction, as R's lbeta does).
// - The binomial probability: Loader's saddle-point form (C. Loader, "Fast and accurate
//   computation of binomial probabilities", 2000; R's dbinom), exact to a few ulps at any n.
// - Quantiles: bisection on the distribution function, to full double precision.
#pragma once

namespace qm::math {

// The regularized incomplete beta function I_x(a, b), a, b > 0.
double incomplete_beta(double x, double a, double b);
// The x with I_x(a, b) = p.
double beta_quantile(double p, double a, double b);
// log B(a, b) = log Γ(a) + log Γ(b) - log Γ(a + b), a, b > 0.
double log_beta(double a, double b);

// Φ(z), and 1 - Φ(z) computed directly (no cancellation in the upper tail).
double normal_cdf(double z);
double normal_upper(double z);
// The z with Φ(z) = p, 0 < p < 1.
double normal_quantile(double p);

// P(T <= t) for Student's t with `df` degrees of freedom (df > 0).
double student_t_cdf(double t, double df);
// The t with P(T <= t) = p, 0 < p < 1.
double student_t_quantile(double p, double df);

// P(X >= x) for chi-square with one degree of freedom.
double chi_square_1_upper(double x);

// P(X = k), P(X <= k) and P(X >= k) for X ~ Binomial(n, p).
double binomial_pmf(long long k, long long n, double p);
double binomial_cdf(long long k, long long n, double p);
double binomial_upper(long long k, long long n, double p);

}  // namespace qm::math

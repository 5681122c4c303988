#include "compare/figure_sentence.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace qm::compare {

namespace {

// The decimals a sentence gives an amount of the size of `scale`: the figure's usual ones (1
// for points, 2 else), more when fewer would leave `scale` without `digits` significant
// digits (at most 6): one for an interval's half-width, two for a single amount.
int decimals_for(const Metric& m, double scale, int digits) {
  const int usual = m.percent ? 1 : 2;
  if (m.percent) scale *= 100;
  if (!(scale > 0)) return usual;
  return std::clamp(digits - 1 - int(std::floor(std::log10(scale))), usual, 6);
}

// A difference as the sentence writes it: points for rates and shares, else the figure's own
// unit; always signed.
std::string signed_amount(const Metric& m, double x, int decimals) {
  return fmt::format("{:+.{}f}", m.percent ? 100 * x : x, decimals);
}

std::string amount(const Metric& m, double x, int decimals) {
  return fmt::format("{:.{}f}{}", m.percent ? 100 * x : x, decimals, m.percent ? " points" : "");
}

}  // namespace

std::string grouped(long long n) {
  std::string digits = std::to_string(std::llabs(n)), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? "-" + out : out;
}

std::string games_phrase(long long n) { return n == 1 ? "1 game" : grouped(n) + " games"; }

std::string figure_sentence(const Metric& m) {
  if (m.pairs == 0) return "not measured: no game to count";
  if (m.pooled && (m.of_a == 0 || m.of_b == 0))
    return fmt::format("no rate under {}: nothing to count", m.of_a == m.of_b ? "either ruleset"
                                                             : m.of_a == 0    ? "A"
                                                                              : "B");
  if (m.changed == 0)
    return m.pairs == 1 ? "the same in the one game"
                        : "the same in every one of the " + games_phrase(m.pairs);
  if (!m.tested()) return fmt::format("too few games to say ({})", games_phrase(m.pairs));
  const math::Interval& d = m.difference;
  const int decimals = decimals_for(m, (d.high - d.low) / 2, 1);
  if (m.undefined == math::Undefined::constant_difference)
    return fmt::format("B changes it by {}{} in every game",
                       signed_amount(m, d.value, decimals_for(m, std::fabs(d.value), 2)),
                       m.percent ? " points" : "");
  if (m.significant())
    return fmt::format("B changes it by {}{} [{}, {}]", signed_amount(m, d.value, decimals),
                       m.percent ? " points" : "", signed_amount(m, d.low, decimals),
                       signed_amount(m, d.high, decimals));
  if (m.detectable)
    return fmt::format("no effect larger than ±{} could be missed with {} paired {}",
                       amount(m, *m.detectable, decimals_for(m, *m.detectable, 2)),
                       grouped(m.pairs), m.pairs == 1 ? "game" : "games");
  return fmt::format("no significant difference in {}", games_phrase(m.pairs));
}

}  // namespace qm::compare

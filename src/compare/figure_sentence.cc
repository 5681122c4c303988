#include "compare/figure_sentence.h"

#include <fmt/format.h>

#include <cmath>

namespace qm::compare {

namespace {

// A difference as the sentence writes it: points for rates and shares, else the figure's own
// unit; always signed.
std::string signed_amount(const Metric& m, double x) {
  return m.percent ? fmt::format("{:+.1f}", 100 * x) : fmt::format("{:+.2f}", x);
}

std::string amount(const Metric& m, double x) {
  return m.percent ? fmt::format("{:.1f} points", 100 * x) : fmt::format("{:.2f}", x);
}

std::string games_phrase(long long n) { return n == 1 ? "1 game" : grouped(n) + " games"; }

}  // namespace

std::string grouped(long long n) {
  std::string digits = std::to_string(std::llabs(n)), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? "-" + out : out;
}

std::string figure_sentence(const Metric& m) {
  if (m.pairs == 0) return "not measured: no game to count";
  if (m.changed == 0)
    return m.pairs == 1 ? "the same in the one game"
                        : "the same in every one of the " + games_phrase(m.pairs);
  if (!m.tested()) return fmt::format("too few games to say ({})", games_phrase(m.pairs));
  const math::Interval& d = m.difference;
  if (m.undefined == math::Undefined::constant_difference)
    return fmt::format("B changes it by {}{} in every game", signed_amount(m, d.value),
                       m.percent ? " points" : "");
  if (m.significant())
    return fmt::format("B changes it by {}{} [{}, {}]", signed_amount(m, d.value),
                       m.percent ? " points" : "", signed_amount(m, d.low),
                       signed_amount(m, d.high));
  if (m.detectable)
    return fmt::format("no effect larger than ±{} could be missed with {} paired {}",
                       amount(m, *m.detectable), grouped(m.pairs), m.pairs == 1 ? "game" : "games");
  return fmt::format("no significant difference in {}", games_phrase(m.pairs));
}

}  // namespace qm::compare

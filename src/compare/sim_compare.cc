#include "compare/sim_compare.h"

#include <fmt/format.h>

#include <algorithm>

#include "math/interval_json.h"

namespace qm::compare {

namespace {

struct Figures {
  std::vector<double> seat_wins;
  double ties = 0;
  math::Sample margin, length;
  std::vector<math::Sample> figures;
  std::vector<GameFigure> figure_kinds;
};

Figures tally(const std::vector<sim::SimOutcome>& games) {
  Figures f;
  for (const sim::SimOutcome& g : games) {
    f.seat_wins.resize(g.side_of_seat.size());
    for (size_t seat = 0; seat < g.side_of_seat.size(); ++seat)
      if (std::find(g.winners.begin(), g.winners.end(), g.side_of_seat[seat]) != g.winners.end())
        f.seat_wins[seat] += 1;
    if (g.winners.size() > 1) f.ties += 1;
    std::vector<long long> scores = g.scores;
    std::sort(scores.rbegin(), scores.rend());
    f.margin.add(scores.size() > 1 ? double(scores[0] - scores[1]) : 0.0);
    f.length.add(g.moves);
    f.figures.resize(g.figures.size());
    f.figure_kinds.resize(g.figures.size());
    for (size_t i = 0; i < g.figures.size(); ++i) {
      f.figure_kinds[i] = g.figures[i];
      f.figures[i].add(g.figures[i].value);
    }
  }
  return f;
}

Metric proportion(std::string name, double xa, double xb, double n) {
  Metric m;
  m.name = std::move(name);
  m.proportion = m.percent = true;
  m.count_a = (long long)xa;
  m.count_b = (long long)xb;
  m.of = (long long)n;
  m.a = math::wilson_interval(xa, n);
  m.b = math::wilson_interval(xb, n);
  m.difference = math::newcombe_difference(xa, n, xb, n);
  m.test = math::two_proportion_z(xb, n, xa, n);
  return m;
}

Metric mean(std::string name, const math::Sample& a, const math::Sample& b, bool percent = false) {
  Metric m;
  m.name = std::move(name);
  m.percent = percent;
  m.a = math::mean_interval(a);
  m.b = math::mean_interval(b);
  m.difference = math::welch_difference(a, b);
  m.test = math::welch_t(b, a);
  return m;
}

// "41.2% [38.0, 44.5]" or "3.10 [2.95, 3.25]"; `signed_value`: "+" before a positive value
// (a difference).
std::string value_text(const Metric& m, const math::Interval& i, bool signed_value = false) {
  const char* plus = signed_value && i.value > 0 ? "+" : "";
  if (m.percent)
    return fmt::format("{}{:.1f}% [{:.1f}, {:.1f}]", plus, 100 * i.value, 100 * i.low,
                       100 * i.high);
  return fmt::format("{}{:.2f} [{:.2f}, {:.2f}]", plus, i.value, i.low, i.high);
}

Json side_json(const Metric& m, long long count, const math::Interval& i) {
  return m.proportion ? math::rate_json(count, m.of, i) : math::interval_json(i);
}

}  // namespace

std::vector<std::string> figure_names(const std::vector<sim::SimOutcome>& games) {
  std::vector<std::string> names;
  if (!games.empty())
    for (const GameFigure& f : games.front().figures) names.push_back(f.name);
  return names;
}

std::vector<Metric> compare_outcomes(const std::vector<sim::SimOutcome>& a,
                                     const std::vector<sim::SimOutcome>& b) {
  const Figures fa = tally(a), fb = tally(b);
  const double n = double(a.size());
  std::vector<Metric> metrics;
  for (size_t seat = 0; seat < fa.seat_wins.size() && seat < fb.seat_wins.size(); ++seat)
    metrics.push_back(proportion(fmt::format("win rate, seat {}", seat + 1), fa.seat_wins[seat],
                                 fb.seat_wins[seat], n));
  metrics.push_back(proportion("ties (shared wins)", fa.ties, fb.ties, n));
  metrics.push_back(mean("winning margin (points)", fa.margin, fb.margin));
  metrics.push_back(mean("game length (moves)", fa.length, fb.length));
  for (size_t i = 0; i < fa.figures.size() && i < fb.figures.size(); ++i) {
    metrics.push_back(
        mean(fa.figure_kinds[i].name, fa.figures[i], fb.figures[i], fa.figure_kinds[i].share));
  }
  std::vector<double> p;
  for (const Metric& m : metrics) p.push_back(m.test.p);
  const std::vector<double> adjusted = math::holm_adjust(p);
  for (size_t i = 0; i < metrics.size(); ++i) metrics[i].p_holm = adjusted[i];
  return metrics;
}

std::string sim_legend(const std::vector<std::string>& figures, size_t count) {
  std::string means = "margin, length";
  for (const std::string& f : figures) means += ", " + f;
  return fmt::format(
      "Intervals are 95%: Wilson score intervals for rates, mean +- t(0.975, n-1) s/sqrt(n) "
      "for means; for the difference B - A, Newcombe's hybrid score interval for rates and "
      "Welch's interval for means. Rates (win rates, ties) are tested with the "
      "two-proportion z-test (pooled), means ({}) with Welch's t-test; both two-sided. "
      "The p-values are adjusted for testing {} figures at once with Holm's method (column "
      "'Holm'); '*' marks an adjusted p < 0.05. Both rulesets play the same deals with the "
      "same bots; the tests treat the two runs as independent samples, which is "
      "conservative.",
      means, count);
}

Json sim_comparison_json(const SimComparison& c) {
  Json j;
  j["rulesets"] = {c.a, c.b};
  j["games"] = c.games;
  j["players"] = c.players;
  j["seed"] = c.seed;
  j["bot"] = c.bot;
  Json metrics = Json::array();
  for (const Metric& m : c.metrics)
    metrics.push_back(Json{{"name", m.name},
                           {"kind", m.proportion ? "rate" : "mean"},
                           {"a", side_json(m, m.count_a, m.a)},
                           {"b", side_json(m, m.count_b, m.b)},
                           {"difference", math::interval_json(m.difference)},
                           {"test", m.proportion ? "two-proportion z-test" : "Welch's t-test"},
                           {"statistic", m.test.statistic},
                           {"df", m.proportion ? Json(nullptr) : Json(m.test.df)},
                           {"p", m.test.p},
                           {"p_holm", m.p_holm},
                           {"significant", m.significant()}});
  j["metrics"] = std::move(metrics);
  j["significant"] = std::count_if(c.metrics.begin(), c.metrics.end(),
                                   [](const Metric& m) { return m.significant(); });
  j["correction"] = "Holm";
  j["legend"] = sim_legend(c.figures, c.metrics.size());
  return j;
}

std::string sim_comparison_text(const SimComparison& c) {
  std::string out =
      fmt::format("{} game{}, {} players, seed {}, {} bots: {} (A) against {} (B)\n\n", c.games,
                  c.games == 1 ? "" : "s", c.players, c.seed, c.bot, c.a, c.b);
  out += fmt::format("{:<26} {:<24} {:<24} {:<26} {:>7} {:>9} {:>9}\n", "", "A", "B", "B - A",
                     "stat", "p", "Holm");
  int significant = 0;
  for (const Metric& m : c.metrics) {
    significant += m.significant();
    out += fmt::format("{:<26} {:<24} {:<24} {:<26} {:>7.2f} {:>9.3g} {:>9.3g}{}\n", m.name,
                       value_text(m, m.a), value_text(m, m.b), value_text(m, m.difference, true),
                       m.test.statistic, m.test.p, m.p_holm, m.significant() ? " *" : "");
  }
  out += fmt::format("\n{} of {} differences significant at p < 0.05 after Holm's correction.\n",
                     significant, c.metrics.size());
  out += "Legend: " + sim_legend(c.figures, c.metrics.size()) + "\n";
  return out;
}

}  // namespace qm::compare

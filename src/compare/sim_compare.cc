#include "compare/sim_compare.h"

#include <fmt/format.h>

#include <algorithm>

namespace qm::compare {

namespace {

struct Figures {
  std::vector<double> seat_wins;
  double ties = 0;
  math::Sample margin, length;
  std::vector<math::Sample> figures;
  std::vector<sim::SimFigure> figure_kinds;
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
  return {std::move(name),
          true,
          true,
          math::wilson_interval(xa, n),
          math::wilson_interval(xb, n),
          math::two_proportion_z(xa, n, xb, n)};
}

Metric mean(std::string name, const math::Sample& a, const math::Sample& b, bool percent = false) {
  return {std::move(name),    false, percent, math::mean_interval(a), math::mean_interval(b),
          math::welch_t(a, b)};
}

std::string value_text(const Metric& m, const math::Interval& i) {
  if (m.percent)
    return fmt::format("{:.1f}% [{:.1f}, {:.1f}]", 100 * i.value, 100 * i.low, 100 * i.high);
  return fmt::format("{:.2f} [{:.2f}, {:.2f}]", i.value, i.low, i.high);
}

Json interval_json(const math::Interval& i) {
  return Json{{"value", i.value}, {"low", i.low}, {"high", i.high}};
}

}  // namespace

std::vector<std::string> figure_names(const std::vector<sim::SimOutcome>& games) {
  std::vector<std::string> names;
  if (!games.empty())
    for (const sim::SimFigure& f : games.front().figures) names.push_back(f.name);
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
  return metrics;
}

std::string sim_legend(const std::vector<std::string>& figures) {
  std::string means = "margin, length";
  for (const std::string& f : figures) means += ", " + f;
  return fmt::format(
      "Intervals are 95%: Wilson score intervals for rates, mean +- t(0.975, n-1) s/sqrt(n) "
      "for means. Rates (win rates, ties) are tested with the two-proportion z-test "
      "(pooled), means ({}) with Welch's t-test; both two-sided. '*' marks p < 0.05. Both "
      "rulesets play the same deals with the same bots; the tests treat the two runs as "
      "independent samples, which is conservative.",
      means);
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
                           {"a", interval_json(m.a)},
                           {"b", interval_json(m.b)},
                           {"test", m.proportion ? "two-proportion z-test" : "Welch's t-test"},
                           {"statistic", m.test.statistic},
                           {"df", m.proportion ? Json(nullptr) : Json(m.test.df)},
                           {"p", m.test.p},
                           {"significant", m.significant()}});
  j["metrics"] = std::move(metrics);
  j["significant"] = std::count_if(c.metrics.begin(), c.metrics.end(),
                                   [](const Metric& m) { return m.significant(); });
  j["legend"] = sim_legend(c.figures);
  return j;
}

std::string sim_comparison_text(const SimComparison& c) {
  std::string out = fmt::format("{} games, {} players, seed {}, {} bots: {} (A) against {} (B)\n\n",
                                c.games, c.players, c.seed, c.bot, c.a, c.b);
  out += fmt::format("{:<26} {:<26} {:<26} {:>8} {:>9}\n", "", "A", "B", "stat", "p");
  int significant = 0;
  for (const Metric& m : c.metrics) {
    significant += m.significant();
    out += fmt::format("{:<26} {:<26} {:<26} {:>8.2f} {:>9.3g}{}\n", m.name, value_text(m, m.a),
                       value_text(m, m.b), m.test.statistic, m.test.p, m.significant() ? " *" : "");
  }
  out += fmt::format("\n{} of {} differences significant at p < 0.05.\n", significant,
                     c.metrics.size());
  out += "Legend: " + sim_legend(c.figures) + "\n";
  return out;
}

}  // namespace qm::compare

#include "compare/sim_compare.h"

#include <fmt/format.h>

#include <algorithm>

#include "compare/figure_sentence.h"
#include "math/interval_json.h"

namespace qm::compare {

namespace {

// `x` as printed with `decimals`, without the sign of a value that rounds to zero ("-0.00").
std::string fixed(double x, int decimals) {
  const std::string text = fmt::format("{:.{}f}", x, decimals);
  return text.find_first_not_of("-0.") == std::string::npos && text[0] == '-' ? text.substr(1)
                                                                              : text;
}

// "41.2% [38.0, 44.5]" or "3.10 [2.95, 3.25]"; `signed_value`: "+" before a positive value
// (a difference).
std::string figure_cell(const Metric& m, const math::Interval& i, bool signed_value = false) {
  const int decimals = m.percent ? 1 : 2;
  const double scale = m.percent ? 100 : 1;
  std::string value = fixed(scale * i.value, decimals);
  if (signed_value && value[0] != '-' && value.find_first_not_of("0.") != std::string::npos)
    value = "+" + value;
  return fmt::format("{}{} [{}, {}]", value, m.percent ? "%" : "", fixed(scale * i.low, decimals),
                     fixed(scale * i.high, decimals));
}

// The short name of a test in the table.
std::string test_column(const Metric& m) {
  if (m.test == "McNemar's test") return "McNemar";
  if (m.test == "exact sign test") return "exact";
  if (m.test == "paired t-test") return "paired t";
  if (m.test == "paired t-test of a pooled rate") return "pooled t";
  return "-";
}

Json side_json(const Metric& m, long long count, long long of, const math::Interval& i) {
  return m.proportion || m.pooled ? math::rate_json(count, of, i) : math::interval_json(i);
}

Json optional_json(bool present, double value) { return present ? Json(value) : Json(nullptr); }

Json metric_json(const Metric& m) {
  return Json{{"name", m.name},
              {"kind", m.proportion ? "rate"
                       : m.pooled   ? "pooled rate"
                                    : "mean"},
              {"pairs", m.pairs},
              {"a", side_json(m, m.count_a, m.of_a, m.a)},
              {"b", side_json(m, m.count_b, m.of_b, m.b)},
              {"difference", math::interval_json(m.difference)},
              {"changed", m.changed},
              {"test", m.tested() ? Json(m.test) : Json(nullptr)},
              {"statistic", optional_json(m.tested() && m.has_statistic, m.result.statistic)},
              {"df", optional_json(m.tested() && m.result.df > 0, m.result.df)},
              {"p", optional_json(m.tested(), m.result.p)},
              {"p_holm", optional_json(m.tested(), m.p_holm)},
              {"significant", m.significant()},
              {"wilcoxon_p", optional_json(m.wilcoxon_p.has_value(), m.wilcoxon_p.value_or(0))},
              {"detectable", optional_json(m.detectable.has_value(), m.detectable.value_or(0))},
              {"sentence", figure_sentence(m)}};
}

size_t tested_count(const SimComparison& c) {
  return size_t(std::count_if(c.metrics.begin(), c.metrics.end(),
                              [](const Metric& m) { return m.tested(); }));
}

size_t significant_count(const SimComparison& c) {
  return size_t(std::count_if(c.metrics.begin(), c.metrics.end(),
                              [](const Metric& m) { return m.significant(); }));
}

}  // namespace

SimComparison compare_run(const PairedRun& run, const std::vector<OptionSetting>& settings) {
  SimComparison c;
  c.games = run.games.size();
  c.play = summarize_play(run);
  c.options = summarize_options(run, settings);
  c.metrics = paired_figures(run);
  c.figures = figure_names(run);
  return c;
}

std::string sim_legend(const SimComparison& c) {
  std::string means = "margin, length", pooled;
  for (const std::string& f : c.figures) {
    const auto m = std::find_if(c.metrics.begin(), c.metrics.end(),
                                [&](const Metric& x) { return x.name == f; });
    std::string& list = m != c.metrics.end() && m->pooled ? pooled : means;
    list += (list.empty() ? "" : ", ") + f;
  }
  std::string out = fmt::format(
      "Game i is played from the same seed under both rulesets, so each game is a pair and "
      "B - A is measured within pairs. Intervals are 95%: Wilson score intervals for rates "
      "and mean +- t(0.975, n-1) s/sqrt(n) for means; for B - A, Newcombe's interval for "
      "paired rates and the paired t interval for means. Rates (win rates, ties) are tested "
      "with McNemar's test (continuity-corrected), or exactly (the sign test on the games "
      "whose result changed) when fewer than {} changed; means ({}, moves and events per "
      "game) with the paired t-test (the JSON adds the Wilcoxon signed-rank test); all "
      "two-sided. ",
      kExactBelow, means);
  if (!pooled.empty())
    out += fmt::format(
        "Pooled rates ({}) are the run's counts over its totals (each thing counted weighs "
        "the same, not each game), with the intervals and paired t-test of a ratio over "
        "games (linearized). ",
        pooled);
  return out + fmt::format(
                   "A figure the same in every game is not tested. The p-values of the {} "
                   "figures tested are adjusted with Holm's method (column 'Holm'); '*' marks "
                   "an adjusted p < 0.05. 'No effect larger than x could be missed': a "
                   "difference of x would be found with 80% power.",
                   tested_count(c));
}

Json sim_comparison_json(const SimComparison& c) {
  Json j;
  j["rulesets"] = {c.a, c.b};
  j["games"] = c.games;
  j["players"] = c.players;
  j["seed"] = c.seed;
  j["bot"] = c.bot;
  j["play"] = play_json(c.play);
  j["options"] = options_json(c.options);
  Json metrics = Json::array();
  for (const Metric& m : c.metrics) metrics.push_back(metric_json(m));
  j["metrics"] = std::move(metrics);
  j["tested"] = tested_count(c);
  j["significant"] = significant_count(c);
  j["correction"] = "Holm";
  j["legend"] = sim_legend(c);
  return j;
}

std::string sim_comparison_text(const SimComparison& c) {
  std::string out =
      fmt::format("{} paired game{}, {} players, seed {}, {} bots: {} (A) against {} (B)\n\n",
                  c.games, c.games == 1 ? "" : "s", c.players, c.seed, c.bot, c.a, c.b);
  out += play_text(c.play) + "\n";
  if (!c.options.empty()) out += options_text(c.options) + "\n";
  size_t name_width = 26;  // wider for a long name ("'capture by attackers' events per game")
  for (const Metric& m : c.metrics) name_width = std::max(name_width, m.name.size());
  out += fmt::format("{:<{}} {:<24} {:<24} {:<26} {:<8} {:>7} {:>9} {:>9}\n", "", name_width, "A",
                     "B", "B - A (paired)", "test", "stat", "p", "Holm");
  for (const Metric& m : c.metrics) {
    const std::string difference =
        m.changed == 0 ? "none: same in every game" : figure_cell(m, m.difference, true);
    const std::string stat =
        m.tested() && m.has_statistic ? fmt::format("{:.2f}", m.result.statistic) : "-";
    const std::string p = m.tested() ? fmt::format("{:.3g}", m.result.p) : "-";
    const std::string holm = m.tested() ? fmt::format("{:.3g}", m.p_holm) : "-";
    out += fmt::format("{:<{}} {:<24} {:<24} {:<26} {:<8} {:>7} {:>9} {:>9}{}\n", m.name,
                       name_width, figure_cell(m, m.a), figure_cell(m, m.b), difference,
                       test_column(m), stat, p, holm, m.significant() ? " *" : "");
  }
  const size_t tested = tested_count(c);
  const auto same = std::count_if(c.metrics.begin(), c.metrics.end(),
                                  [](const Metric& m) { return m.changed == 0; });
  out += fmt::format(
      "\n{} of {} figures tested differ significantly (p < 0.05 after Holm's "
      "correction)",
      significant_count(c), tested);
  if (same > 0)
    out += fmt::format("; {} {} the same in every game", same, same == 1 ? "was" : "were");
  out += ".\n";
  if (!c.play.never_came_into_play()) {
    out += "\nWhat it means (B against A):\n";
    for (const Metric& m : c.metrics) out += fmt::format("  {}: {}.\n", m.name, figure_sentence(m));
  }
  out += "\nLegend: " + sim_legend(c) + "\n";
  return out;
}

int sim_exit_status(const SimComparison& c) { return significant_count(c) > 0 ? 1 : 0; }

}  // namespace qm::compare

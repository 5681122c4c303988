#include "compare/paired_figures.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "math/detectable_difference.h"
#include "math/paired_t.h"
#include "math/paired_wins.h"
#include "math/signed_rank.h"

namespace qm::compare {

namespace {

bool has_winner(const sim::SimOutcome& g, int side) {
  return std::find(g.winners.begin(), g.winners.end(), side) != g.winners.end();
}

bool seat_won(const sim::SimOutcome& g, size_t seat) {
  return seat < g.side_of_seat.size() && has_winner(g, g.side_of_seat[seat]);
}

double winning_margin(const sim::SimOutcome& g) {
  std::vector<long long> scores = g.scores;
  std::sort(scores.rbegin(), scores.rend());
  return scores.size() > 1 ? double(scores[0] - scores[1]) : 0.0;
}

double figure_value(const sim::SimOutcome& g, size_t i) {
  return i < g.figures.size() ? g.figures[i].value : 0.0;
}

// Whether a test of means could be made: every difference the same non-zero amount is a
// finding too (p = 0), nothing differing or too few pairs is not.
bool testable(math::Undefined why) {
  return why == math::Undefined::none || why == math::Undefined::constant_difference;
}

// A pooled figure's count and total in each pair.
std::vector<math::RatioPair> pooled_pairs(const std::vector<const PairedGame*>& games, size_t i) {
  std::vector<math::RatioPair> pairs;
  pairs.reserve(games.size());
  for (const PairedGame* g : games) {
    const auto of = [i](const sim::SimOutcome& o) {
      return i < o.figures.size() ? o.figures[i].of : 0.0;
    };
    pairs.push_back({figure_value(g->a, i), of(g->a), figure_value(g->b, i), of(g->b)});
  }
  return pairs;
}

template <typename Value>
Metric paired_mean_of(std::string name, const std::vector<const PairedGame*>& games, Value value,
                      bool percent = false) {
  std::vector<double> a, b;
  a.reserve(games.size());
  b.reserve(games.size());
  for (const PairedGame* g : games) {
    a.push_back(value(g->a));
    b.push_back(value(g->b));
  }
  return paired_mean(std::move(name), a, b, percent);
}

// A paired t-test's result on `m` (a pooled rate's or a mean's): no t without spread.
void set_t_test(Metric& m, const char* test, math::Undefined undefined, math::TestResult result,
                const math::Detectable& detectable) {
  m.test = test;
  m.has_statistic = undefined == math::Undefined::none;
  m.result = result;
  if (detectable.undefined == math::Undefined::none) m.detectable = detectable.difference;
}

}  // namespace

Metric paired_rate(std::string name, const std::vector<std::pair<bool, bool>>& pairs) {
  math::PairedWins wins;
  for (const auto& [under_a, under_b] : pairs) wins.add(under_a, under_b);
  Metric m;
  m.name = std::move(name);
  m.proportion = m.percent = true;
  m.pairs = wins.pairs();
  m.count_a = wins.both + wins.only_a;
  m.count_b = wins.both + wins.only_b;
  m.of_a = m.of_b = m.pairs;
  m.changed = wins.discordant();
  m.a = math::wilson_interval(double(m.count_a), double(m.pairs));
  m.b = math::wilson_interval(double(m.count_b), double(m.pairs));
  m.difference = math::paired_rate_difference(wins);
  const math::McNemarTest t = math::mcnemar_test(wins);
  m.undefined = t.undefined;
  if (t.undefined != math::Undefined::none) return m;
  if (m.changed < kExactBelow) {
    m.test = "exact sign test";
    m.has_statistic = false;
    m.result.p = t.p_exact;
  } else {
    m.test = "McNemar's test";
    m.result = {t.chi2, 0, t.p};
  }
  const math::Detectable d = math::detectable_rate_difference(wins);
  if (d.undefined == math::Undefined::none) m.detectable = d.difference;
  return m;
}

Metric paired_pooled(std::string name, const std::vector<math::RatioPair>& pairs) {
  const math::PairedRatio r = math::paired_ratio_test(pairs);
  Metric m;
  m.name = std::move(name);
  m.pooled = m.percent = true;
  m.pairs = r.n;
  m.count_a = (long long)r.count_a;
  m.of_a = (long long)r.of_a;
  m.count_b = (long long)r.count_b;
  m.of_b = (long long)r.of_b;
  for (const math::RatioPair& p : pairs) m.changed += p.count_a != p.count_b || p.of_a != p.of_b;
  m.a = r.a;
  m.b = r.b;
  m.difference = r.difference;
  m.undefined = r.undefined;
  if (!testable(r.undefined)) return m;
  set_t_test(m, "paired t-test of a pooled rate", r.undefined, {r.t, r.df, r.p},
             math::detectable_mean_difference(r.sd, double(r.n)));
  return m;
}

Metric paired_mean(std::string name, const std::vector<double>& a, const std::vector<double>& b,
                   bool percent) {
  Metric m;
  m.name = std::move(name);
  m.percent = percent;
  m.pairs = (long long)a.size();
  math::Sample sa, sb, differences;
  std::vector<double> d;
  d.reserve(a.size());
  for (size_t i = 0; i < a.size(); ++i) {
    sa.add(a[i]);
    sb.add(b[i]);
    differences.add(b[i] - a[i]);
    d.push_back(b[i] - a[i]);
    m.changed += b[i] != a[i];
  }
  m.a = math::mean_interval(sa);
  m.b = math::mean_interval(sb);
  const math::PairedTTest t = math::paired_t_test(differences);
  m.difference = t.interval;
  m.undefined = t.undefined;
  if (!testable(t.undefined)) return m;
  set_t_test(m, "paired t-test", t.undefined, {t.t, t.df, t.p},
             math::detectable_mean_difference(differences));
  m.wilcoxon_p = math::signed_rank_test(std::move(d)).p;
  return m;
}

void adjust_holm(std::vector<Metric>& metrics) {
  std::vector<double> p;
  for (const Metric& m : metrics)
    if (m.tested()) p.push_back(m.result.p);
  const std::vector<double> adjusted = math::holm_adjust(p);
  size_t next = 0;
  for (Metric& m : metrics) m.p_holm = m.tested() ? adjusted[next++] : 1;
}

std::vector<std::string> figure_names(const PairedRun& run) {
  std::vector<std::string> names;
  if (!run.games.empty())
    for (const auto& f : run.games.front().a.figures) names.push_back(f.name);
  return names;
}

std::vector<Metric> paired_figures(const PairedRun& run) {
  std::vector<const PairedGame*> games, finished;  // every pair; those ended by the rules
  for (const PairedGame& g : run.games) {
    games.push_back(&g);
    if (g.a.finished && g.b.finished) finished.push_back(&g);
  }
  std::vector<Metric> metrics;
  // Who won, and by how much, only where both games ended by the rules (play_summary.h
  // says how many did not).
  if (!finished.empty()) {
    const size_t seats = finished.front()->a.side_of_seat.size();
    for (size_t seat = 0; seat < seats; ++seat) {
      std::vector<std::pair<bool, bool>> won;
      for (const PairedGame* g : finished)
        won.emplace_back(seat_won(g->a, seat), seat_won(g->b, seat));
      metrics.push_back(paired_rate(fmt::format("win rate, seat {}", seat + 1), won));
    }
    std::vector<std::pair<bool, bool>> ties;
    for (const PairedGame* g : finished)
      ties.emplace_back(g->a.winners.size() > 1, g->b.winners.size() > 1);
    metrics.push_back(paired_rate("ties (shared wins)", ties));
    metrics.push_back(paired_mean_of("winning margin (points)", finished, winning_margin));
  }
  metrics.push_back(paired_mean_of("game length (moves)", games,
                                   [](const sim::SimOutcome& g) { return g.moves; }));
  if (!games.empty()) {
    const auto& kinds = games.front()->a.figures;
    for (size_t i = 0; i < kinds.size(); ++i) {
      if (kinds[i].pooled) {
        metrics.push_back(paired_pooled(kinds[i].name, pooled_pairs(games, i)));
        continue;
      }
      metrics.push_back(paired_mean_of(
          kinds[i].name, games, [i](const sim::SimOutcome& g) { return figure_value(g, i); },
          kinds[i].share));
    }
  }
  for (size_t v = 0; v < run.verbs.size(); ++v) {
    std::vector<double> a, b;
    for (const PairedGame* g : games) {
      a.push_back(verb_count(g->verbs_a, v));
      b.push_back(verb_count(g->verbs_b, v));
    }
    metrics.push_back(paired_mean(fmt::format("'{}' moves per game", run.verbs[v]), a, b));
  }
  // The mix of events: each kind the game reports that happened under A or B.
  for (size_t k = 0; k < run.event_kinds.size(); ++k) {
    std::vector<double> a, b;
    bool happened = false;
    for (const PairedGame* g : games) {
      a.push_back(verb_count(g->events_a, k));
      b.push_back(verb_count(g->events_b, k));
      happened |= a.back() > 0 || b.back() > 0;
    }
    if (happened)
      metrics.push_back(paired_mean(fmt::format("'{}' events per game", run.event_kinds[k]), a, b));
  }
  adjust_holm(metrics);
  return metrics;
}

}  // namespace qm::compare

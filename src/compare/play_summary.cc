#include "compare/play_summary.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "compare/figure_sentence.h"

namespace qm::compare {

namespace {

// The quantile `q` of sorted `x` by linear interpolation (R's type 7, its default).
double quantile(const std::vector<int>& x, double q) {
  if (x.empty()) return 0;
  const double at = q * double(x.size() - 1);
  const size_t low = size_t(std::floor(at));
  const size_t high = std::min(low + 1, x.size() - 1);
  return x[low] + (at - double(low)) * (x[high] - x[low]);
}

bool ended_alike(const sim::SimOutcome& a, const sim::SimOutcome& b) {
  if (a.scores != b.scores || a.winners != b.winners || a.finished != b.finished ||
      a.figures.size() != b.figures.size())
    return false;
  for (size_t i = 0; i < a.figures.size(); ++i)
    if (a.figures[i].value != b.figures[i].value) return false;
  return true;
}

std::string move_number(double x) {
  return x == std::floor(x) ? fmt::format("{}", x) : fmt::format("{:.1f}", x);
}

// The loud line about the games the simulation stopped; "" when every game ended by the rules.
std::string stopped_text(const PlaySummary& s) {
  if (s.stopped_a == 0 && s.stopped_b == 0) return "";
  std::string out = fmt::format(
      "!! {} of {} games under A and {} under B did not end by the rules: the simulation "
      "stopped them (a cap on their length, or a position the rules leave open), and their "
      "scores are the table's then. ",
      grouped(s.stopped_a), grouped(s.games), grouped(s.stopped_b));
  if (s.finished_both == 0)
    return out +
           "No game ended by the rules under both rulesets: no win rate, tie or margin "
           "is given.\n";
  return out + fmt::format(
                   "Win rates, ties and margins count only the {} game{} that ended by the "
                   "rules under both.\n",
                   grouped(s.finished_both), s.finished_both == 1 ? "" : "s");
}

// How the plays parted.
std::string parting_text(const PlaySummary& s) {
  if (s.never_came_into_play())
    return fmt::format(
        "Every game played the same under both rulesets, move for move, with the same "
        "result: the difference between them never came into play in {} game{}.\n",
        grouped(s.games), s.games == 1 ? "" : "s");
  std::string out;
  if (s.parted > 0)
    out += fmt::format(
        "{} of {} games played differently under B, from move {} on (median; quartiles {} "
        "and {}); {} played the same move for move.\n",
        grouped(s.parted), grouped(s.games), move_number(s.first_median), move_number(s.first_q1),
        move_number(s.first_q3), grouped(s.games - s.parted));
  else
    out += fmt::format("Every game played the same under both rulesets, move for move.\n");
  if (s.same_play_other_result > 0)
    out += fmt::format("{} game{} played the same but ended with other scores or winners.\n",
                       grouped(s.same_play_other_result), s.same_play_other_result == 1 ? "" : "s");
  return out;
}

}  // namespace

PlaySummary summarize_play(const PairedRun& run) {
  PlaySummary s;
  s.games = (long long)run.games.size();
  std::vector<int> first;
  for (const PairedGame& g : run.games) {
    s.stopped_a += !g.a.finished;
    s.stopped_b += !g.b.finished;
    s.finished_both += g.a.finished && g.b.finished;
    if (g.first_difference > 0)
      first.push_back(g.first_difference);
    else if (!ended_alike(g.a, g.b))
      ++s.same_play_other_result;
  }
  s.parted = (long long)first.size();
  std::sort(first.begin(), first.end());
  s.first_q1 = quantile(first, 0.25);
  s.first_median = quantile(first, 0.5);
  s.first_q3 = quantile(first, 0.75);
  return s;
}

std::string play_text(const PlaySummary& s) { return stopped_text(s) + parting_text(s); }

nlohmann::ordered_json play_json(const PlaySummary& s) {
  nlohmann::ordered_json first = nullptr;
  if (s.parted > 0) first = {{"median", s.first_median}, {"q1", s.first_q1}, {"q3", s.first_q3}};
  return {{"games", s.games},
          {"played_differently", s.parted},
          {"first_different_move", first},
          {"same_play_other_result", s.same_play_other_result},
          {"never_came_into_play", s.never_came_into_play()},
          {"stopped", {{"a", s.stopped_a}, {"b", s.stopped_b}}},
          {"ended_by_the_rules_under_both", s.finished_both}};
}

}  // namespace qm::compare

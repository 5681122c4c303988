#include "report/site/ruling_sections.h"

#include <fmt/format.h>

#include <algorithm>

#include "report/html.h"
#include "report/record_section.h"
#include "store/export.h"

namespace qm::report::site {

namespace {

constexpr std::string_view kSiteBound = "the site replays its records a bounded number of times";

// The section of a ruled record the site could not afford to replay.
std::string rulings_not_replayed(size_t rulings) {
  return element("h2", "", "The referee's rulings") + "\n<div" + attribute("class", "rulings") +
         attribute("id", "rulings-1") + ">\n" +
         element("p", attribute("class", "meta"),
                 fmt::format("The store keeps {} of the referee for this record; {} not shown "
                             "here ({}): `qm report RECORD` or `qm adjudicate RECORD` shows {}.",
                             rulings == 1 ? "1 ruling" : fmt::format("{} rulings", rulings),
                             rulings == 1 ? "it is" : "they are", kSiteBound,
                             rulings == 1 ? "it" : "them")) +
         "\n</div>\n";
}

}  // namespace

RulingSections::RulingSections(store::Database& db, size_t budget)
    : db_(db), reader_(db), budget_(budget) {
  for (store::Statement s = db.prepare("SELECT game_id, count(*) FROM rulings GROUP BY game_id");
       s.step();)
    rulings_[s.integer(0)] = size_t(s.integer(1));
}

std::string RulingSections::section(const GameRow& g) {
  const auto ruled = rulings_.find(g.game_id);
  if (ruled == rulings_.end()) return "";
  // The record's own replay, counted as one of the three each outcome takes.
  const size_t replay_cost = size_t(std::max(g.move_count, 0LL)) + ruled->second + 1;
  if (replay_cost > budget_) return rulings_not_replayed(ruled->second);
  budget_ -= replay_cost;
  const Replay r = store::replay_stored(replayer_, db_, reader_.load(g.game_id));
  if (r.rulings.empty()) return "";
  ReplayOptions options;
  options.ruleset = r.ruleset;  // the one the store keeps for it, as the replay above used
  // A page's own bound (record_section.h), within what the site has left.
  size_t page_budget = std::min(budget_, kMaxRulingMoves);
  const size_t before = page_budget;
  const std::vector<Adjudication> outcomes = rulings_outcomes(replayer_, r, options, page_budget);
  budget_ -= before - page_budget;
  const bool site_bound = before < kMaxRulingMoves && outcomes.size() < kMaxRulingOutcomes;
  return site_bound ? rulings_html(r, outcomes, 1, 2, kSiteBound) : rulings_html(r, outcomes, 1, 2);
}

}  // namespace qm::report::site

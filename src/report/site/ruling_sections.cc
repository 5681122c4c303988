#include "report/site/ruling_sections.h"

#include "report/record_section.h"
#include "store/export.h"

namespace qm::report::site {

RulingSections::RulingSections(store::Database& db) : db_(db), reader_(db) {
  for (store::Statement s = db.prepare("SELECT DISTINCT game_id FROM rulings"); s.step();)
    ruled_.insert(s.integer(0));
}

std::string RulingSections::section(const GameRow& g) {
  if (!ruled_.count(g.game_id)) return "";
  const Replay r = store::replay_stored(replayer_, db_, reader_.load(g.game_id));
  if (r.rulings.empty()) return "";
  ReplayOptions options;
  options.ruleset = r.ruleset;      // the one the store keeps for it, as the replay above used
  size_t budget = kMaxRulingMoves;  // a page's (record_section.h)
  return rulings_html(r, rulings_outcomes(replayer_, r, options, budget), 1, 2);
}

}  // namespace qm::report::site

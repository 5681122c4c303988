// The referee's rulings on a record's page of the league site, as the one-record
// `qm report` page shows them: each ruling as applied and, for each, what it leads to if it
// stands and if it is struck (report/record_section.h rulings_html). The site reads the
// store without replaying, so a record the store keeps rulings for is replayed from the
// store here, with its rulings, while its page is written; the others are not replayed.
#pragma once

#include <string>
#include <unordered_set>

#include "replay/replay.h"
#include "report/site/league_data.h"
#include "store/record_rows.h"

namespace qm::report::site {

class RulingSections {
 public:
  explicit RulingSections(store::Database& db);
  // The section of `game`'s page with its rulings; "" when the store keeps none for it.
  std::string section(const GameRow& game);

 private:
  store::Database& db_;
  store::RowReader reader_;
  Replayer replayer_;
  std::unordered_set<long long> ruled_;  // the game_ids the store keeps rulings for
};

}  // namespace qm::report::site

// The referee's rulings on a record's page of the league site, as the one-record
// `qm report` page shows them: each ruling as applied and, for each, what it leads to if it
// stands and if it is struck (report/record_section.h rulings_html). The site reads the
// store without replaying, so a record the store keeps rulings for is replayed from the
// store here, with its rulings, while its page is written; the others are not replayed.
//
// The site's replays for rulings are bounded all pages together, not only page by page:
// kMaxSiteRulingMoves moves replayed (a record's replay, and the three replays of each
// ruling's outcome, counted as record_section.h counts them). Twenty ruled records of 8,000
// moves took 30 s, and a site holds up to 10,000. Past the bound a page says that it leaves
// outcomes to `qm adjudicate`, or, when even the record's own replay does not fit in what
// is left, that its rulings are not shown.
#pragma once

#include <string>
#include <unordered_map>

#include "replay/replay.h"
#include "report/site/league_data.h"
#include "store/record_rows.h"

namespace qm::report::site {

constexpr size_t kMaxSiteRulingMoves = 2'000'000;

class RulingSections {
 public:
  explicit RulingSections(store::Database& db, size_t budget = kMaxSiteRulingMoves);
  // The section of `game`'s page with its rulings; "" when the store keeps none for it.
  std::string section(const GameRow& game);

 private:
  store::Database& db_;
  store::RowReader reader_;
  Replayer replayer_;
  std::unordered_map<long long, size_t> rulings_;  // how many the store keeps, by game_id
  size_t budget_;                                  // moves the site may still replay
};

}  // namespace qm::report::site

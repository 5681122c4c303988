// The filters on the records themselves that the statistics totals do not keep: an event,
// days from and to, a player. `qm stats` (--event, --from/--to, --player) and `qm ratings`
// (--event, --from/--to) choose records by them, matched the same way in one place:
// the event as the record names it; the days inclusive, compared with the first ten
// characters of `date` (an undated record passes no date bound); the player among the
// record's seats.
#pragma once

#include <string>
#include <vector>

#include "store/sqlite.h"

namespace qm::store {

// The conditions of the filters given, over `main.games` named `g`.
struct RecordConditions {
  std::string sql;                  // " AND ..." per filter given; "" when none is
  std::vector<std::string> values;  // the conditions' parameters, in order

  // Binds the values from parameter `first` on; returns the index of the next parameter.
  int bind(Statement& s, int first) const;
};

// "" for a filter not given.
RecordConditions record_conditions(const std::string& event, const std::string& from,
                                   const std::string& to, const std::string& player);

}  // namespace qm::store

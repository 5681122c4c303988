#include "store/record_filter.h"

namespace qm::store {

int RecordConditions::bind(Statement& s, int first) const {
  for (const std::string& v : values) s.bind(first++, v);
  return first;
}

RecordConditions record_conditions(const std::string& event, const std::string& from,
                                   const std::string& to, const std::string& player) {
  RecordConditions c;
  auto add = [&c](const char* sql, const std::string& value) {
    if (value.empty()) return;
    c.sql += sql;
    c.values.push_back(value);
  };
  add(" AND g.event = ?", event);
  add(" AND substr(g.date, 1, 10) >= ?", from);
  add(" AND substr(g.date, 1, 10) <= ?", to);
  add(" AND EXISTS (SELECT 1 FROM main.seats s JOIN main.players p ON p.player_id = "
      "s.player_id WHERE s.game_id = g.game_id AND p.name = ?)",
      player);
  return c;
}

}  // namespace qm::store

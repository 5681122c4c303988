#include "store/seat_sides.h"

#include <map>
#include <unordered_map>

#include "store/record_rows.h"

namespace qm::store {

void for_each_seat_side(Database& db, const std::function<void(const SeatSide&)>& visit) {
  std::unordered_map<long long, std::string> names;
  for (Statement s = db.prepare("SELECT player_id, name FROM players"); s.step();)
    names.emplace(s.integer(0), s.text(1));
  std::map<std::pair<long long, long long>, std::string> team_of_seat;  // (game_id, seat)
  for (Statement s =
           db.prepare("SELECT tm.game_id, tm.seat, t.name FROM team_members tm "
                      "JOIN teams t ON t.game_id = tm.game_id AND t.team_no = tm.team_no");
       s.step();)
    team_of_seat.emplace(std::make_pair(s.integer(0), s.integer(1)), s.text(2));
  for (Statement s =
           db.prepare("SELECT game_id, seat, player_id, name FROM seats ORDER BY game_id, seat");
       s.step();) {
    const long long game_id = s.integer(0), seat = s.integer(1);
    // A seat of no player is a store another program changed: a sentence, not an exception.
    auto name = names.find(s.integer(2));
    if (name == names.end()) throw unknown_player_of_seat(db);
    const std::string written = s.text(3);
    auto team = team_of_seat.find({game_id, seat});
    visit(SeatSide{game_id, int(seat), name->second,
                   team != team_of_seat.end() ? team->second : written});
  }
}

}  // namespace qm::store

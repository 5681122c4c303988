// The picture of the table on a record's page of the league site, for the games that draw
// one (Game::table_svg), as the one-record `qm report` page shows it: the table
// before the illegal move of a disputed record, at the end of a valid one. The site reads
// the store without replaying, so the records of those games are replayed from the store
// here, one at a time while their pages are written; a game that draws no picture is found
// out on its first record and none of its records is replayed again.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "replay/replay.h"
#include "report/site/league_data.h"
#include "store/record_rows.h"

namespace qm::report::site {

class TablePictures {
 public:
  explicit TablePictures(store::Database& db);
  // The section of `game`'s page with its picture (a heading, the SVG inline); "" when its
  // game draws none, or it has no table (unreadable, or of the result only).
  std::string section(const GameRow& game);

 private:
  store::Database& db_;
  store::RowReader reader_;
  Replayer replayer_;
  std::map<std::string, bool> draws_;     // by game: whether it draws a picture
  std::map<std::string, int> undecided_;  // by game: records that could not be replayed
  static constexpr int kMaxUndecided = 20;
};

}  // namespace qm::report::site

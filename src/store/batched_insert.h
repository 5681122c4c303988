// Rows inserted into one table several at a time: `INSERT INTO t (a, b) VALUES (?, ?),
// (?, ?), ...`, up to kRowsPerStatement rows a statement. SQLite's work for each statement
// (opening the table, its indexes and the tables its foreign keys name, then closing them)
// is then shared by the rows: a record's million moves are stored in about half the time.
// A few rows go one a statement: a statement of several rows keeps a copy of every page it
// changes (to undo them should a later row fail), which costs more than it saves for two
// or three rows (a record's seats, scores).
//
//   BatchedInsert moves(db, "moves", {"game_id", "ply", ...});
//   moves.insert(record.moves.size(), [&](BatchedInsert::Row& row, size_t i) {
//     row.bind(game_id).bind(i + 1)...;  // the i-th row's values, in column order
//   });
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "store/sqlite.h"

namespace qm::store {

class BatchedInsert {
 public:
  static constexpr size_t kRowsPerStatement = 64;
  static constexpr size_t kFewRows = 8;  // fewer go one a statement

  BatchedInsert(const Database& db, std::string table, std::vector<std::string> columns);

  // The values of one row, bound in column order.
  class Row {
   public:
    Row(Statement& statement, int first) : statement_(statement), next_(first) {}
    template <typename T>
    Row& bind(const T& value) {
      statement_.bind(next_++, value);
      return *this;
    }

   private:
    Statement& statement_;
    int next_;  // the parameter the next value goes to
  };

  // Inserts `count` rows; `bind_row(row, i)` binds the values of the i-th.
  template <typename BindRow>
  void insert(size_t count, BindRow&& bind_row) {
    for (size_t first = 0; first < count;) {
      const size_t left = count - first;
      const size_t rows = left < kFewRows ? 1 : std::min(kRowsPerStatement, left);
      Statement& statement = statement_for(rows);
      for (size_t k = 0; k < rows; ++k) {
        Row row(statement, int(k * columns_.size()) + 1);
        bind_row(row, first + k);
      }
      statement.run();
      first += rows;
    }
  }

 private:
  Statement& statement_for(size_t rows);  // prepared once for each number of rows

  const Database& db_;
  std::string table_;
  std::vector<std::string> columns_;
  std::vector<std::unique_ptr<Statement>> statements_;  // by number of rows - 1
};

}  // namespace qm::store

#include "store/batched_insert.h"

#include <fmt/format.h>

namespace qm::store {

BatchedInsert::BatchedInsert(const Database& db, std::string table,
                             std::vector<std::string> columns)
    : db_(db),
      table_(std::move(table)),
      columns_(std::move(columns)),
      statements_(kRowsPerStatement) {}

Statement& BatchedInsert::statement_for(size_t rows) {
  std::unique_ptr<Statement>& statement = statements_[rows - 1];
  if (!statement) {
    std::vector<std::string> values(
        rows, fmt::format("({})", fmt::join(std::vector<std::string>(columns_.size(), "?"), ", ")));
    statement = std::make_unique<Statement>(
        db_.prepare(fmt::format("INSERT INTO {} ({}) VALUES {}", table_, fmt::join(columns_, ", "),
                                fmt::join(values, ", "))));
  }
  return *statement;
}

}  // namespace qm::store

#include "store/import_writer.h"

#include <fmt/format.h>

#include "store/delete.h"

namespace qm::store {

namespace {

std::string where(const StoredRecord& r) {
  return r.source_document > 1 ? fmt::format("{}#{}", r.source_file, r.source_document)
                               : r.source_file;
}

ImportProblem problem_of(const StoredRecord& r) {
  const StoredVerdict& v = r.verdict;
  ReadError error{v.error_file.value_or(r.source_file),
                  SourcePos{int(v.error_line.value_or(0)), int(v.error_column.value_or(0))},
                  v.error_message.value_or("")};
  std::vector<ReadError> errors = r.read_errors;
  if (errors.empty()) errors.push_back(error);
  return ImportProblem{r.source_file,    r.source_document, r.id,
                       std::move(error), std::move(errors), r.read_errors_left_off};
}

}  // namespace

ImportWriter::ImportWriter(Database& db, const ImportOptions& options, long long first_game_id,
                           ImportSummary& summary)
    : db_(db),
      options_(options),
      first_game_id_(first_game_id),
      summary_(summary),
      reader_(db),
      writer_(db),
      verdict_(db.prepare(
          "SELECT status, coalesce(violation_rule, ''), coalesce(violation_move, 0), "
          "coalesce(violation_message, ''), coalesce(error_message, ''), move_count, finished, "
          "complete, coalesce(ruleset_hash, ''), (SELECT coalesce(group_concat(side || '=' || "
          "score || '/' || winner, ';'), '') FROM (SELECT side, score, winner FROM scores s "
          "WHERE s.game_id = g.game_id ORDER BY side_no)) FROM games g WHERE game_id = ?1")),
      duplicate_of_(
          db.prepare("SELECT id FROM games WHERE game_hash = ?1 ORDER BY game_id LIMIT 1")) {}

// Its status, where and why it stopped, its scores and the ruleset content it was replayed
// under. (For --replace of a record stored with the same content: nothing to replace when
// it is.)
bool ImportWriter::same_verdict(long long game_id, const StoredRecord& r) {
  const StoredVerdict& v = r.verdict;
  std::string scores;
  for (const StoredScore& s : v.scores)
    scores +=
        fmt::format("{}{}={}/{}", scores.empty() ? "" : ";", s.side, s.score, s.winner ? 1 : 0);
  verdict_.bind(1, game_id);
  const bool same =
      verdict_.step() && verdict_.text(0) == status_name(v.status) &&
      verdict_.text(1) == v.violation_rule.value_or("") &&
      verdict_.integer(2) == v.violation_move.value_or(0) &&
      verdict_.text(3) == v.violation_message.value_or("") &&
      verdict_.text(4) == v.error_message.value_or("") && verdict_.integer(5) == v.move_count &&
      (verdict_.integer(6) != 0) == v.finished && (verdict_.integer(7) != 0) == v.complete &&
      verdict_.text(8) == writer_.ruleset_key(r.replayed_under).value_or("") &&
      verdict_.text(9) == scores;
  verdict_.reset();
  return same;
}

void ImportWriter::unread(const std::string& name, const std::string& why, std::string problem) {
  summary_.problems.push_back(
      ImportProblem{name, 0, "", ReadError{name, {}, why}, {ReadError{name, {}, why}}});
  summary_.unread_files.push_back(std::move(problem));
  ++summary_.unreadable;
}

void ImportWriter::store(const StoredRecord& r) {
  if (r.verdict.status == Status::Illegal) ++summary_.illegal;
  if (r.verdict.status == Status::Unreadable) {
    ++summary_.unreadable;
    summary_.problems.push_back(problem_of(r));
  }
  if (std::optional<StoredKey> key = reader_.find(r.id)) {
    // Rulings are not part of the content (a referee adds them later): a record ruled on
    // since it was stored is replaced on purpose only.
    const bool same_content =
        key->content_hash == r.content_hash &&
        (key->as_text || same_rulings(reader_.rulings(key->game_id), r.rulings));
    // Stored as it is, judged as it was: there is nothing to replace. (Judged otherwise now,
    // under a changed ruleset file or a newer qm: --replace stores the new verdict.)
    if (same_content && (!options_.replace || same_verdict(key->game_id, r))) {
      ++summary_.present;
      return;
    }
    if (options_.replace) {
      delete_record(db_, key->game_id, key->game_id < first_game_id_);
      writer_.insert(r);
      ++summary_.replaced;
      return;
    }
    if (key->content_hash != r.content_hash)
      throw StoreError(fmt::format(
          "{}: the record '{}' is already in the database with different content; nothing was "
          "imported (a corrected record replaces the stored one with qm import --replace; "
          "another record needs another id)",
          where(r), r.id));
    throw StoreError(fmt::format(
        "{}: the record '{}' is already in the database with other rulings; nothing was "
        "imported (qm import --replace stores the record with its new rulings)",
        where(r), r.id));
  }
  if (!r.game_hash.empty()) {
    duplicate_of_.bind(1, r.game_hash);
    const std::optional<std::string> same_as =
        duplicate_of_.step() ? std::optional<std::string>(duplicate_of_.text(0)) : std::nullopt;
    duplicate_of_.reset();
    if (same_as) {
      summary_.duplicates.push_back(Duplicate{where(r), r.id, *same_as, options_.keep_duplicates});
      if (!options_.keep_duplicates) return;
    }
  }
  writer_.insert(r);
  ++summary_.added;
}

}  // namespace qm::store

// The sentences a user reads when SQLite fails: each names the database file, says in
// words what went wrong and what to do. SQLite's own wording and the statement stay in
// StoreError::detail().
#include <fmt/format.h>

#include "store/sqlite.h"

namespace qm::store {

bool is_damage(int code) {
  const int primary = code & 0xff;
  return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
}

std::string store_failure_sentence(const std::string& path, int code) {
  switch (code) {
    case SQLITE_READONLY_DBMOVED:
      return fmt::format("'{}' was moved or deleted while qm had it open; run the command again",
                         path);
    case SQLITE_IOERR_NOMEM:
      return fmt::format("not enough memory to work on '{}'", path);
    case SQLITE_CANTOPEN_ISDIR:
      return fmt::format("'{}' is a directory, not a database", path);
    default:
      break;
  }
  switch (code & 0xff) {
    case SQLITE_READONLY:
      return fmt::format(
          "'{}' cannot be written: the file or its folder is read-only (qm writes the database "
          "and the -wal and -shm files beside it); make them writable, or copy the database to "
          "a folder you can write to",
          path);
    case SQLITE_FULL:
      return fmt::format(
          "'{}' cannot grow: the disk is full; nothing of this command was stored: free some "
          "space and run it again",
          path);
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
    case SQLITE_PROTOCOL:
      return fmt::format(
          "'{}' is locked: another program kept it busy for longer than qm waits; run the "
          "command again when that program has finished",
          path);
    case SQLITE_NOTADB:
      return fmt::format(
          "'{}' is damaged or not a database at all: its first page is not SQLite's; restore it "
          "from a backup, or import the records again into a new database",
          path);
    case SQLITE_CORRUPT:
      return fmt::format(
          "'{}' is damaged: a page of the file is not what SQLite wrote there; stop writing to "
          "it, run 'qm check --db {}' to see what is wrong, and restore it from a backup or "
          "import the records again into a new database",
          path, path);
    case SQLITE_IOERR:
      return fmt::format(
          "'{}' could not be read or written: the disk reported an error (removed, failing or "
          "full); check the disk and run the command again",
          path);
    case SQLITE_CANTOPEN:
      return fmt::format(
          "'{}' cannot be opened: check that its folder exists and that you may read it (and, to "
          "change it, write to the folder)",
          path);
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return fmt::format(
          "'{}': permission denied; check that you may read the file (and, to change it, write "
          "to it and its folder)",
          path);
    case SQLITE_NOMEM:
      return fmt::format("not enough memory to work on '{}'", path);
    case SQLITE_INTERRUPT:
      return fmt::format("the work on '{}' was interrupted; nothing of it was stored", path);
    case SQLITE_TOOBIG:
      return fmt::format("a record is too big to store in '{}'", path);
    case SQLITE_CONSTRAINT:
    case SQLITE_MISMATCH:
    case SQLITE_SCHEMA:
    case SQLITE_ERROR:
      return fmt::format(
          "'{}' does not hold what a quartermaster database should (it was changed by another "
          "program); run 'qm check --db {}' to see what is wrong",
          path, path);
    default:
      return fmt::format(
          "'{}': unexpected database failure (SQLite code {}); run 'qm check --db {}' to see "
          "what is wrong",
          path, code, path);
  }
}

}  // namespace qm::store

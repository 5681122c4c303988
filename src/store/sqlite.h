// A thin RAII layer over the SQLite C API: a connection, prepared statements with typed
// binding and reading, and a write transaction that rolls back unless committed. Nothing
// here knows the schema. Every failure throws StoreError: a sentence for the user that names
// the database file and says what to do (store/failure_sentence.cc), SQLite's extended result
// code, and SQLite's own message with the statement (detail(), never shown to a user).
//
// Invariants: a Statement never outlives its Database; a Transaction is BEGIN IMMEDIATE, so
// the write lock is taken when it starts (waiting up to the busy timeout, then retrying),
// never half-way through, and concurrent writers queue instead of failing.
#pragma once

#include <sqlite3.h>

#include <concepts>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace qm::store {

class StoreError : public std::runtime_error {
 public:
  explicit StoreError(const std::string& message, int code = 0, std::string detail = {})
      : std::runtime_error(message), code_(code), detail_(std::move(detail)) {}
  int code() const { return code_; }  // SQLite's extended result code; 0 when not from SQLite
  int primary_code() const { return code_ & 0xff; }
  // What SQLite said, with the statement: for a developer (tests, a debugger), not a user.
  const std::string& detail() const { return detail_; }

 private:
  int code_;
  std::string detail_;
};

// The sentence a user reads when SQLite fails with `code` on the database at `path`: what
// went wrong in words (read-only, disk full, locked, not a database, damaged...) and what to
// do; never SQL or SQLite's own wording.
std::string store_failure_sentence(const std::string& path, int code);

// True for the codes that say the file is damaged or not a database (SQLITE_CORRUPT,
// SQLITE_NOTADB).
bool is_damage(int code);

class Database;
class Statement;

// A column's value kept after its statement has moved on to the next row (a copy, whatever
// its type), to be bound to another statement: rows copied between stores several a
// statement (qm merge).
class KeptValue {
 public:
  ~KeptValue() { sqlite3_value_free(value_); }
  KeptValue(KeptValue&& other) noexcept : value_(other.value_) { other.value_ = nullptr; }
  KeptValue& operator=(KeptValue&&) = delete;
  KeptValue(const KeptValue&) = delete;

 private:
  friend class Statement;
  explicit KeptValue(sqlite3_value* value) : value_(value) {}
  sqlite3_value* value_;
};

class Statement {
 public:
  Statement(const Database& db, std::string_view sql);
  ~Statement();
  Statement(Statement&& other) noexcept;
  Statement& operator=(Statement&&) = delete;
  Statement(const Statement&) = delete;

  // Parameters are 1-based, as in SQLite.
  Statement& bind_null(int index);
  Statement& bind(int index, std::string_view text);
  Statement& bind(int index, const std::string& text) {
    return bind(index, std::string_view(text));
  }
  Statement& bind(int index, const char* text) { return bind(index, std::string_view(text)); }
  template <std::integral T>
  Statement& bind(int index, T value) {
    return bind_integer(index, static_cast<long long>(value));
  }
  Statement& bind(int index, const std::optional<std::string>& text);
  Statement& bind(int index, const std::optional<long long>& value);
  // Binds the value in column `column` of `from`'s current row, whatever its type.
  Statement& bind_column(int index, const Statement& from, int column);
  Statement& bind(int index, const KeptValue& value);

  bool step();   // true: a row is ready to read; false: done
  void run();    // steps to the end (a statement that returns no rows), then resets
  void reset();  // ready to run again; clears the bindings

  // Columns are 0-based, as in SQLite.
  bool is_null(int column) const;
  long long integer(int column) const;
  std::string text(int column) const;
  std::optional<long long> optional_integer(int column) const;
  std::optional<std::string> optional_text(int column) const;
  // The value in `column`, kept beyond the current row.
  KeptValue keep(int column) const;

 private:
  Statement& bind_integer(int index, long long value);
  void check(int rc, const char* what) const;
  sqlite3* db_;
  std::string path_;  // the database's, for messages
  sqlite3_stmt* stmt_ = nullptr;
};

// How a connection may use its file. ReadOnly still takes part in WAL's shared memory (the
// -shm file beside the database, created when missing); Immutable (SQLite's immutable=1
// URI) reads the file alone, with no lock and no -shm, for a database on read-only media:
// nothing may change it while it is open.
enum class Access { ReadWrite, ReadOnly, Immutable };

class Database {
 public:
  // Opens `path` read-write; creates it when `create`. Foreign keys on, a busy timeout of
  // `busy_ms`, extended result codes.
  Database(const std::string& path, bool create, int busy_ms = 60000);
  // Opens an existing `path` with `access`.
  Database(const std::string& path, Access access, int busy_ms = 60000);
  ~Database();
  Database(Database&& other) noexcept;
  Database& operator=(Database&&) = delete;
  Database(const Database&) = delete;

  const std::string& path() const { return path_; }
  Access access() const { return access_; }
  sqlite3* handle() const { return db_; }

  void exec(std::string_view sql);  // runs a script of statements
  Statement prepare(std::string_view sql) const { return Statement(*this, sql); }
  long long query_integer(std::string_view sql) const;  // the first column of the first row
  std::string query_text(std::string_view sql) const;
  bool in_transaction() const { return sqlite3_get_autocommit(db_) == 0; }
  // The rowid of the last row an INSERT on this connection added. (Cheaper than RETURNING,
  // which SQLite runs through a temporary table: a third of an import's writing.)
  long long last_insert_rowid() const { return sqlite3_last_insert_rowid(db_); }

 private:
  void open(int flags, const std::string& name, int busy_ms);
  std::string path_;
  Access access_ = Access::ReadWrite;
  sqlite3* db_ = nullptr;
};

// `path` as an SQLite URI ("file:...", the characters a URI reserves percent-encoded),
// followed by `query` ("immutable=1").
std::string sqlite_uri(const std::string& path, const std::string& query);

// BEGIN IMMEDIATE on construction, ROLLBACK on destruction unless commit() was called.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool open_ = false;
};

// A read transaction (BEGIN ... COMMIT) when none is open: every query inside sees one
// snapshot of the database, and the file is locked once rather than at every statement.
class ReadTransaction {
 public:
  explicit ReadTransaction(Database& db);
  ~ReadTransaction();
  ReadTransaction(const ReadTransaction&) = delete;
  ReadTransaction& operator=(const ReadTransaction&) = delete;

 private:
  Database& db_;
  bool open_ = false;
};

// Runs `sql` again while SQLite answers SQLITE_BUSY (after its own busy timeout), up to
// `attempts` times with a growing pause; throws StoreError after that.
void exec_retrying_busy(Database& db, std::string_view sql, int attempts = 20);

}  // namespace qm::store

// A thin RAII layer over the SQLite C API: a connection, prepared statements with typed
// binding and reading, and a write transaction that rolls back unless committed. Nothing
// here knows the schema. Every failure throws StoreError with SQLite's message and code.
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
  explicit StoreError(const std::string& message, int code = 0)
      : std::runtime_error(message), code_(code) {}
  int code() const { return code_; }  // SQLite's extended result code; 0 when not from SQLite

 private:
  int code_;
};

class Statement {
 public:
  Statement(sqlite3* db, std::string_view sql);
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

  bool step();   // true: a row is ready to read; false: done
  void run();    // steps to the end (a statement that returns no rows), then resets
  void reset();  // ready to run again; clears the bindings

  // Columns are 0-based, as in SQLite.
  bool is_null(int column) const;
  long long integer(int column) const;
  std::string text(int column) const;
  std::optional<long long> optional_integer(int column) const;
  std::optional<std::string> optional_text(int column) const;

 private:
  Statement& bind_integer(int index, long long value);
  void check(int rc, const char* what) const;
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

class Database {
 public:
  // Opens `path` read-write; creates it when `create`. Foreign keys on, a busy timeout of
  // `busy_ms`, extended result codes.
  Database(const std::string& path, bool create, int busy_ms = 60000);
  ~Database();
  Database(Database&& other) noexcept;
  Database& operator=(Database&&) = delete;
  Database(const Database&) = delete;

  const std::string& path() const { return path_; }
  sqlite3* handle() const { return db_; }

  void exec(std::string_view sql);  // runs a script of statements
  Statement prepare(std::string_view sql) const { return Statement(db_, sql); }
  long long query_integer(std::string_view sql) const;  // the first column of the first row
  std::string query_text(std::string_view sql) const;
  bool in_transaction() const { return sqlite3_get_autocommit(db_) == 0; }

 private:
  std::string path_;
  sqlite3* db_ = nullptr;
};

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

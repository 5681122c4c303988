#include "store/sqlite.h"

#include <fmt/format.h>

#include <chrono>
#include <mutex>
#include <thread>

namespace qm::store {

namespace {

// Throws the StoreError of SQLite's last failure on `db` (`rc` when there is no connection):
// the sentence for the user, and for a developer what failed (`what`) with SQLite's message.
[[noreturn]] void fail(sqlite3* db, int rc, const std::string& path, std::string_view what) {
  int code = db ? sqlite3_extended_errcode(db) : rc;
  if (code == SQLITE_OK) code = rc;
  const char* message = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
  throw StoreError(store_failure_sentence(path, code), code, fmt::format("{}: {}", what, message));
}

}  // namespace

// --- Statement ---

Statement::Statement(const Database& db, std::string_view sql)
    : db_(db.handle()), path_(db.path()) {
  int rc = sqlite3_prepare_v2(db_, sql.data(), int(sql.size()), &stmt_, nullptr);
  if (rc != SQLITE_OK) {
    sqlite3_finalize(stmt_);
    stmt_ = nullptr;
    fail(db_, rc, path_, fmt::format("preparing '{}'", sql));
  }
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement::Statement(Statement&& other) noexcept
    : db_(other.db_), path_(std::move(other.path_)), stmt_(other.stmt_) {
  other.stmt_ = nullptr;
}

void Statement::check(int rc, const char* what) const {
  if (rc != SQLITE_OK) fail(db_, rc, path_, what);
}

Statement& Statement::bind_null(int index) {
  check(sqlite3_bind_null(stmt_, index), "cannot bind a parameter");
  return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
  check(sqlite3_bind_text(stmt_, index, text.data(), int(text.size()), SQLITE_TRANSIENT),
        "cannot bind a parameter");
  return *this;
}

Statement& Statement::bind_integer(int index, long long value) {
  check(sqlite3_bind_int64(stmt_, index, value), "cannot bind a parameter");
  return *this;
}

Statement& Statement::bind(int index, const std::optional<std::string>& text) {
  return text ? bind(index, std::string_view(*text)) : bind_null(index);
}

Statement& Statement::bind(int index, const std::optional<long long>& value) {
  return value ? bind_integer(index, *value) : bind_null(index);
}

Statement& Statement::bind_column(int index, const Statement& from, int column) {
  check(sqlite3_bind_value(stmt_, index, sqlite3_column_value(from.stmt_, column)),
        "cannot bind a parameter");
  return *this;
}

Statement& Statement::bind(int index, const KeptValue& value) {
  check(sqlite3_bind_value(stmt_, index, value.value_), "cannot bind a parameter");
  return *this;
}

bool Statement::step() {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  std::string sql = sqlite3_sql(stmt_) ? sqlite3_sql(stmt_) : "";
  sqlite3_reset(stmt_);
  fail(db_, rc, path_, fmt::format("'{}' failed", sql));
}

void Statement::run() {
  while (step()) {
  }
  reset();
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

bool Statement::is_null(int column) const {
  return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

long long Statement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }

std::string Statement::text(int column) const {
  const unsigned char* p = sqlite3_column_text(stmt_, column);
  int n = sqlite3_column_bytes(stmt_, column);
  return p ? std::string(reinterpret_cast<const char*>(p), size_t(n)) : std::string();
}

std::optional<long long> Statement::optional_integer(int column) const {
  if (is_null(column)) return std::nullopt;
  return integer(column);
}

std::optional<std::string> Statement::optional_text(int column) const {
  if (is_null(column)) return std::nullopt;
  return text(column);
}

KeptValue Statement::keep(int column) const {
  sqlite3_value* copy = sqlite3_value_dup(sqlite3_column_value(stmt_, column));
  if (!copy) fail(db_, SQLITE_NOMEM, path_, "cannot keep a value");
  return KeptValue(copy);
}

// --- Database ---

std::string sqlite_uri(const std::string& path, const std::string& query) {
  std::string uri = "file:";
  for (unsigned char c : path) {
    if (c == '%' || c == '?' || c == '#' || c < 0x20 || c == 0x7f)
      uri += fmt::format("%{:02X}", c);
    else
      uri += char(c);
  }
  return query.empty() ? uri : uri + "?" + query;
}

Database::Database(const std::string& path, bool create, int busy_ms) : path_(path) {
  open(SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0), path, busy_ms);
}

Database::Database(const std::string& path, Access access, int busy_ms)
    : path_(path), access_(access) {
  switch (access) {
    case Access::ReadWrite:
      open(SQLITE_OPEN_READWRITE, path, busy_ms);
      break;
    case Access::ReadOnly:
      open(SQLITE_OPEN_READONLY, path, busy_ms);
      break;
    case Access::Immutable:
      open(SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, sqlite_uri(path, "immutable=1"), busy_ms);
      break;
  }
}

namespace {

// SQLite counts the memory it allocates, under a global mutex, at every allocation (a few
// hundred times a record an import writes); qm never reads the count (sqlite3_status).
// Switched off before SQLite starts, once.
void configure_sqlite() {
  static std::once_flag once;
  std::call_once(once, [] { sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); });
}

}  // namespace

void Database::open(int flags, const std::string& name, int busy_ms) {
  configure_sqlite();
  // NOMUTEX: a connection is used by one thread at a time, so SQLite's own locking of every
  // call is pure cost (each thread that reads in parallel opens its own connection).
  int rc = sqlite3_open_v2(name.c_str(), &db_, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    const int code = db_ ? sqlite3_extended_errcode(db_) : rc;
    std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw StoreError(store_failure_sentence(path_, code), code,
                     fmt::format("opening '{}': {}", name, message));
  }
  sqlite3_extended_result_codes(db_, 1);
  sqlite3_busy_timeout(db_, busy_ms);
}

Database::~Database() { sqlite3_close_v2(db_); }

Database::Database(Database&& other) noexcept
    : path_(std::move(other.path_)), access_(other.access_), db_(other.db_) {
  other.db_ = nullptr;
}

void Database::exec(std::string_view sql) {
  std::string owned(sql);
  char* message = nullptr;
  int rc = sqlite3_exec(db_, owned.c_str(), nullptr, nullptr, &message);
  if (rc != SQLITE_OK) {
    std::string text = message ? message : sqlite3_errstr(rc);
    sqlite3_free(message);
    int code = sqlite3_extended_errcode(db_);
    if (code == SQLITE_OK) code = rc;
    throw StoreError(store_failure_sentence(path_, code), code,
                     fmt::format("'{}' failed: {}", sql, text));
  }
}

long long Database::query_integer(std::string_view sql) const {
  Statement s = prepare(sql);
  return s.step() ? s.integer(0) : 0;
}

std::string Database::query_text(std::string_view sql) const {
  Statement s = prepare(sql);
  return s.step() ? s.text(0) : std::string();
}

// --- Transaction ---

void exec_retrying_busy(Database& db, std::string_view sql, int attempts) {
  for (int attempt = 1;; ++attempt) {
    try {
      db.exec(sql);
      return;
    } catch (const StoreError& e) {
      bool busy = (e.code() & 0xff) == SQLITE_BUSY || (e.code() & 0xff) == SQLITE_LOCKED;
      if (!busy || attempt >= attempts) throw;
      std::this_thread::sleep_for(std::chrono::milliseconds(10 * attempt));
    }
  }
}

Transaction::Transaction(Database& db) : db_(db) {
  exec_retrying_busy(db_, "BEGIN IMMEDIATE");
  open_ = true;
}

Transaction::~Transaction() {
  if (open_ && db_.in_transaction())
    sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  exec_retrying_busy(db_, "COMMIT");
  open_ = false;
}

ReadTransaction::ReadTransaction(Database& db) : db_(db) {
  if (db_.in_transaction()) return;
  db_.exec("BEGIN");
  open_ = true;
}

ReadTransaction::~ReadTransaction() {
  if (!open_) return;
  try {
    db_.exec("COMMIT");
  } catch (const StoreError&) {
    // A read transaction has nothing to lose; SQLite ends it with the connection anyway.
  }
}

}  // namespace qm::store

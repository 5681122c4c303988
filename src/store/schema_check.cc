#include "store/schema_check.h"

#include <fmt/format.h>

#include <map>
#include <mutex>

#include "record/excerpt.h"
#include "store/open.h"

namespace qm::store {

namespace {

struct SchemaObject {
  std::string type, name;
  // A table: its columns and foreign keys; a view, index or trigger: its SQL, spaces
  // collapsed.
  std::string shape;
};

// By "TYPE NAME".
using SchemaObjects = std::map<std::string, SchemaObject>;

bool is_sqlite_own_table(const std::string& name) {
  return name == "sqlite_stat1" || name == "sqlite_stat2" || name == "sqlite_stat3" ||
         name == "sqlite_stat4" || name == "sqlite_sequence";
}

std::string collapsed(const std::string& sql) {
  std::string out;
  bool space = false;
  for (char c : sql) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

std::string table_shape(const Database& db, const std::string& table) {
  std::string shape;
  Statement columns = db.prepare(
      "SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM pragma_table_xinfo(?1) "
      "ORDER BY cid");
  columns.bind(1, table);
  while (columns.step())
    shape += fmt::format("{} {} {} {} {} {};", columns.text(0), columns.text(1), columns.integer(2),
                         columns.optional_text(3).value_or("NULL"), columns.integer(4),
                         columns.integer(5));
  Statement keys = db.prepare(
      "SELECT id, seq, \"table\", \"from\", \"to\", on_update, on_delete FROM "
      "pragma_foreign_key_list(?1) ORDER BY id, seq");
  keys.bind(1, table);
  while (keys.step())
    shape += fmt::format("fk {} {} {} {} {} {} {};", keys.integer(0), keys.integer(1), keys.text(2),
                         keys.text(3), keys.optional_text(4).value_or("NULL"), keys.text(5),
                         keys.text(6));
  return shape;
}

SchemaObjects describe_schema(const Database& db) {
  SchemaObjects objects;
  Statement s = db.prepare("SELECT type, name, sql FROM sqlite_schema");
  while (s.step()) {
    SchemaObject object{s.text(0), s.text(1), collapsed(s.text(2))};
    if (object.type == "table" && is_sqlite_own_table(object.name)) continue;
    // A table made by CREATE TABLE is described by its columns (a virtual table, whose
    // columns a module would have to say, by its SQL: never qm's).
    if (object.type == "table" && object.shape.rfind("CREATE TABLE", 0) == 0)
      object.shape = table_shape(db, object.name);
    objects.emplace(object.type + " " + object.name, std::move(object));
  }
  return objects;
}

// The schema qm makes at `version`: made once per version and process, in memory.
const SchemaObjects& reference(int version) {
  static std::mutex mutex;
  static std::map<int, SchemaObjects> made;
  std::lock_guard<std::mutex> lock(mutex);
  auto known = made.find(version);
  if (known != made.end()) return known->second;
  Database db(":memory:", true);
  apply_schema_steps(db, 0, version);
  return made.emplace(version, describe_schema(db)).first->second;
}

// fmt rather than "'" + ...: GCC 12 warns wrongly about `const char* + std::string&&` (-Wrestrict).
std::string quoted_name(const std::string& name) { return fmt::format("'{}'", excerpt(name, 40)); }

std::string with_article(const std::string& type) {
  return (type == "index" ? "an " : "a ") + type;
}

bool is_automatic_index(const std::string& name) { return name.rfind("sqlite_autoindex_", 0) == 0; }

}  // namespace

std::optional<std::string> schema_difference(const Database& db, int version) {
  if (version < 1 || version > current_version()) return std::nullopt;  // said elsewhere
  const SchemaObjects& ours = reference(version);
  const SchemaObjects theirs = describe_schema(db);
  // The most telling first: a name qm uses, for something else (a view in place of a table).
  for (const auto& [key, own] : ours) {
    if (theirs.count(key)) continue;
    for (const auto& [_, object] : theirs)
      if (object.name == own.name)
        return fmt::format("it holds {} {} where qm keeps {}", with_article(object.type),
                           quoted_name(object.name), with_article(own.type));
  }
  // Then what was added (SQLite's automatic indexes last: they come with a table added).
  for (bool automatic : {false, true})
    for (const auto& [key, object] : theirs)
      if (!ours.count(key) && is_automatic_index(object.name) == automatic)
        return fmt::format("it holds {} {} that qm did not make", with_article(object.type),
                           quoted_name(object.name));
  for (const auto& [key, own] : ours) {
    auto found = theirs.find(key);
    if (found == theirs.end())
      return fmt::format("it has no {} {}, which qm makes", own.type, quoted_name(own.name));
    if (found->second.shape == own.shape) continue;
    if (own.type == "table")
      return fmt::format("its table {} has other columns or references than qm's",
                         quoted_name(own.name));
    return fmt::format("its {} {} is not the one qm made", own.type, quoted_name(own.name));
  }
  return std::nullopt;
}

void require_own_schema(const Database& db, int version) {
  if (std::optional<std::string> difference = schema_difference(db, version))
    throw StoreError(fmt::format(
        "'{}' is not a store as qm makes it: {}; qm reads no store whose schema it did not "
        "make (a view or trigger added by hand or by another program could make it run for "
        "ever, or change what it counts): use a store qm wrote, or import the records again "
        "into a new one",
        db.path(), *difference));
}

}  // namespace qm::store

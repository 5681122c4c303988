#include "store/merge.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

#include "record/excerpt.h"
#include "replay/corpus.h"
#include "store/record_rows.h"
#include "store/result_check.h"
#include "store/totals.h"

namespace qm::store {

namespace {

// How one table of the store is copied. Every table but the totals (added up afterwards)
// belongs to a record through its game_id, is `players` (matched by name), or is keyed by
// the hash of its content (`rulesets`: a row with the same hash is the same row).
struct TablePlan {
  std::string name;
  std::vector<std::string> columns;
  int game_column = -1;             // game_id: renumbered
  std::vector<int> player_columns;  // references to players: matched by name
  bool by_content = false;          // keyed by `hash`: copied whole, rows already there kept
};

std::vector<TablePlan> plan_tables(Database& db) {
  std::vector<TablePlan> plans;
  Statement tables = db.prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%' "
      "ORDER BY rowid");
  const std::vector<std::string>& totals = totals_tables();
  while (tables.step()) {
    TablePlan plan{tables.text(0), {}, -1, {}, false};
    if (std::find(totals.begin(), totals.end(), plan.name) != totals.end()) continue;
    Statement columns = db.prepare("SELECT name, pk, type FROM pragma_table_info(?1) ORDER BY cid");
    columns.bind(1, plan.name);
    std::vector<std::string> keys;  // the primary key's columns
    while (columns.step()) {
      if (columns.text(0) == "game_id") plan.game_column = int(plan.columns.size());
      if (columns.integer(1) > 0) keys.push_back(columns.text(0));
      plan.columns.push_back(columns.text(0));
    }
    Statement refs =
        db.prepare("SELECT \"from\" FROM pragma_foreign_key_list(?1) WHERE \"table\" = 'players'");
    refs.bind(1, plan.name);
    while (refs.step()) {
      auto at = std::find(plan.columns.begin(), plan.columns.end(), refs.text(0));
      if (at != plan.columns.end()) plan.player_columns.push_back(int(at - plan.columns.begin()));
    }
    if (plan.name == "players") {
      plans.insert(plans.begin(), plan);  // first: the records' rows refer to it
      continue;
    }
    if (plan.game_column < 0 && keys == std::vector<std::string>{"hash"}) {
      plan.by_content = true;  // before the records, which refer to it
      plans.insert(plans.begin() + (!plans.empty() && plans.front().name == "players"), plan);
      continue;
    }
    // A table of its own numbering (a key of its own other than game_id) or belonging to no
    // record would need a rule of its own here.
    const bool own_numbering = keys.size() == 1 && keys[0] != "game_id";
    if (plan.game_column < 0 || own_numbering)
      throw StoreError(fmt::format(
          "'{}': qm merge does not know how to copy the table '{}' of this store version",
          db.path(), plan.name));
    plans.push_back(plan);
  }
  return plans;
}

std::string insert_sql(const TablePlan& plan) {
  const char* verb = plan.by_content ? "INSERT OR IGNORE" : "INSERT";
  std::string names, values;
  for (size_t i = 0; i < plan.columns.size(); ++i) {
    names += fmt::format("{}\"{}\"", i ? ", " : "", plan.columns[i]);
    values += fmt::format("{}?{}", i ? ", " : "", i + 1);
  }
  return fmt::format("{} INTO main.\"{}\" ({}) VALUES ({})", verb, plan.name, names, values);
}

std::string select_sql(const TablePlan& plan) {
  std::string names;
  for (size_t i = 0; i < plan.columns.size(); ++i)
    names += fmt::format("{}\"{}\"", i ? ", " : "", plan.columns[i]);
  return fmt::format("SELECT {} FROM main.\"{}\"", names, plan.name);
}

// A record's rulings as one JSON text, by move: the same text in two stores when the
// record has the same rulings in both.
constexpr const char* kRulingsOf =
    "SELECT json_group_array(json_array(move, ruling, note)) FROM (SELECT move, ruling, note "
    "FROM rulings WHERE game_id = ?1 ORDER BY move)";

std::string query_rulings(Statement& rulings_of, long long game_id) {
  rulings_of.bind(1, game_id);
  const std::string text = rulings_of.step() ? rulings_of.text(0) : "[]";
  rulings_of.reset();
  return text;
}

// One input merged into `out` (inside the caller's write transaction).
class InputMerge {
 public:
  InputMerge(Database& out, Database& in, const std::vector<TablePlan>& plans, long long& next_id,
             MergeSummary& summary)
      : out_(out), in_(in), plans_(plans), next_id_(next_id), summary_(summary) {}

  void run() {
    choose_records();
    if (new_ids_.empty()) return;
    verify_records();
    for (const TablePlan& plan : plans_)
      if (plan.name != "players") copy(plan);
  }

 private:
  // Which records of the input are new to `out`, and their game ids there.
  void choose_records() {
    Statement keys =
        in_.prepare("SELECT game_id, id, content_hash, status FROM games ORDER BY game_id");
    Statement find = out_.prepare("SELECT content_hash, game_id FROM games WHERE id = ?1");
    Statement rulings_in = in_.prepare(kRulingsOf), rulings_out = out_.prepare(kRulingsOf);
    while (keys.step()) {
      const std::string status = keys.text(3);
      summary_.illegal += status == "illegal";
      summary_.unreadable += status == "unreadable";
      find.bind(1, keys.text(1));
      if (find.step()) {
        const bool same = find.text(0) == keys.text(2);
        const long long out_id = find.integer(1);
        find.reset();
        if (!same)
          throw StoreError(fmt::format(
              "'{}': the record '{}' is already in '{}' with different content; nothing was "
              "merged (give one of them another id)",
              in_.path(), keys.text(1), out_.path()));
        if (query_rulings(rulings_in, keys.integer(0)) != query_rulings(rulings_out, out_id))
          throw StoreError(fmt::format(
              "'{}': the record '{}' is already in '{}' with other rulings; nothing was merged "
              "(qm delete --id removes the record from the store whose rulings are wrong)",
              in_.path(), keys.text(1), out_.path()));
        ++summary_.present;
        continue;
      }
      find.reset();
      new_ids_[keys.integer(0)] = next_id_++;
      new_keys_.push_back(StoredKey{keys.integer(0), keys.text(1), keys.text(2), false});
      ++summary_.added;
    }
  }

  // Every record taken in is replayed first: what the input holds of its result must be
  // what its replay gives (store/result_check.h), or nothing is merged.
  void verify_records() {
    std::optional<std::string> refused;
    check_results(in_, new_keys_, default_threads(),
                  [&](const StoredKey& key, const std::string& difference) {
                    refused = fmt::format(
                        "'{}': the record '{}' {}; nothing was merged (its rows were changed "
                        "after qm stored them, or a qm that judged it otherwise stored it: export "
                        "the record from there and import the file instead)",
                        in_.path(), excerpt(key.id, 60), difference);
                    return false;
                  });
    if (refused) throw StoreError(*refused);
  }

  // The id in `out` of the input's player `id`, stored there when new.
  long long player_id(long long id) {
    if (auto it = player_ids_.find(id); it != player_ids_.end()) return it->second;
    Statement name = in_.prepare("SELECT name FROM players WHERE player_id = ?1");
    name.bind(1, id);
    if (!name.step())
      throw StoreError(
          fmt::format("'{}' refers to a player #{} it does not hold; run 'qm check "
                      "--db {}'",
                      in_.path(), id, in_.path()));
    Statement add = out_.prepare("INSERT INTO players (name) VALUES (?1) ON CONFLICT DO NOTHING");
    add.bind(1, name.text(0)).run();
    Statement found = out_.prepare("SELECT player_id FROM players WHERE name = ?1");
    found.bind(1, name.text(0));
    found.step();
    return player_ids_[id] = found.integer(0);
  }

  void copy(const TablePlan& plan) {
    Statement rows = in_.prepare(select_sql(plan));
    Statement insert = out_.prepare(insert_sql(plan));
    while (rows.step()) {
      long long game_id = 0;  // in `out`
      if (!plan.by_content) {
        auto id = new_ids_.find(rows.integer(plan.game_column));
        if (id == new_ids_.end()) continue;  // a record `out` holds already
        game_id = id->second;
      }
      for (int c = 0; c < int(plan.columns.size()); ++c) {
        if (c == plan.game_column)
          insert.bind(c + 1, game_id);
        else if (std::find(plan.player_columns.begin(), plan.player_columns.end(), c) !=
                     plan.player_columns.end() &&
                 !rows.is_null(c))
          insert.bind(c + 1, player_id(rows.integer(c)));
        else
          insert.bind_column(c + 1, rows, c);
      }
      insert.run();
    }
  }

  Database& out_;
  Database& in_;
  const std::vector<TablePlan>& plans_;
  long long& next_id_;
  MergeSummary& summary_;
  std::unordered_map<long long, long long> new_ids_;     // game ids: input -> out
  std::vector<StoredKey> new_keys_;                      // the records new to out, in order
  std::unordered_map<long long, long long> player_ids_;  // player ids: input -> out
};

}  // namespace

MergeSummary merge_stores(Database& out, const std::vector<Database*>& inputs) {
  MergeSummary summary;
  Transaction tx(out);
  const std::vector<TablePlan> plans = plan_tables(out);
  const long long first_new = out.query_integer("SELECT coalesce(max(game_id), 0) + 1 FROM games");
  long long next_id = first_new;
  for (Database* in : inputs) {
    if (in->query_integer("PRAGMA user_version") != out.query_integer("PRAGMA user_version"))
      throw StoreError(
          fmt::format("'{}' and '{}' are at different store versions", in->path(), out.path()));
    ReadTransaction snapshot(*in);
    InputMerge(out, *in, plans, next_id, summary).run();
  }
  add_to_totals(out, first_new);
  tx.commit();
  return summary;
}

}  // namespace qm::store

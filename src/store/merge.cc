#include "store/merge.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <unordered_map>
#include <unordered_set>
#include <variant>

#include "record/excerpt.h"
#include "replay/corpus.h"
#include "store/batched_insert.h"
#include "store/people.h"
#include "store/record_rows.h"
#include "store/result_check.h"
#include "store/totals.h"

namespace qm::store {

namespace {

// How one table of the store is copied. Every table but the totals (added up afterwards)
// belongs to a record through its game_id, is `players` or belongs to a player (their
// identities and aliases: people are matched, store/people.h), or is keyed by the hash of
// its content (`rulesets`: a row with the same hash is the same row).
struct TablePlan {
  std::string name;
  std::vector<std::string> columns;
  int game_column = -1;             // game_id: renumbered
  std::vector<int> player_columns;  // references to players: matched as people
  bool by_content = false;          // keyed by `hash`: copied whole, rows already there kept
  bool of_people = false;           // players and what belongs to them: matched, not copied
};

std::vector<TablePlan> plan_tables(Database& db) {
  std::vector<TablePlan> plans;
  Statement tables = db.prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%' "
      "ORDER BY rowid");
  const std::vector<std::string>& totals = totals_tables();
  while (tables.step()) {
    TablePlan plan{tables.text(0), {}, -1, {}, false, false};
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
    if (plan.name == "players" || (plan.game_column < 0 && !plan.player_columns.empty())) {
      plan.of_people = true;
      plans.insert(plans.begin(), plan);  // first: the records' rows refer to them
      continue;
    }
    if (plan.game_column < 0 && keys == std::vector<std::string>{"hash"}) {
      plan.by_content = true;  // before the records, which refer to it
      plans.insert(
          std::find_if(plans.begin(), plans.end(), [](const TablePlan& p) { return !p.of_people; }),
          plan);
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

// A value of a row copied into `out`: the game or player id it is renumbered to there, or
// the input's value as it is.
using CopiedCell = std::variant<long long, KeptValue>;

// A table keyed by its content: a row is inserted unless `out` holds it already.
std::string insert_or_ignore_sql(const TablePlan& plan) {
  std::string names, values;
  for (size_t i = 0; i < plan.columns.size(); ++i) {
    names += fmt::format("{}\"{}\"", i ? ", " : "", plan.columns[i]);
    values += fmt::format("{}?{}", i ? ", " : "", i + 1);
  }
  return fmt::format("INSERT OR IGNORE INTO main.\"{}\" ({}) VALUES ({})", plan.name, names,
                     values);
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

// Whether the player has records played at a table (not simulated) in `db`.
bool has_played_records(Database& db, long long player_id) {
  Statement s = db.prepare(
      "SELECT 1 FROM seats s JOIN games g ON g.game_id = s.game_id WHERE s.player_id = ?1 AND "
      "g.source = 'played' LIMIT 1");
  s.bind(1, player_id);
  return s.step();
}

std::vector<std::string> column_texts(Database& db, const char* sql, long long id) {
  Statement s = db.prepare(sql);
  s.bind(1, id);
  std::vector<std::string> out;
  while (s.step()) out.push_back(s.text(0));
  return out;
}

// The people of `out` as the merge goes: who came from which store (for the notes).
struct MergedPeople {
  People people;
  std::unordered_map<long long, std::string> origin;  // made by the merge: the input's path
  explicit MergedPeople(Database& out) : people(out) {}
};

// One input merged into `out` (inside the caller's write transaction).
class InputMerge {
 public:
  InputMerge(Database& out, Database& in, const std::vector<TablePlan>& plans, long long& next_id,
             MergeSummary& summary, MergedPeople& people, const MergeOptions& options)
      : out_(out),
        in_(in),
        plans_(plans),
        next_id_(next_id),
        summary_(summary),
        people_(people),
        options_(options) {}

  void run() {
    choose_records();
    if (new_ids_.empty()) return;
    verify_records();
    for (const TablePlan& plan : plans_)
      if (!plan.of_people) copy(plan);
  }

 private:
  // Which records of the input are new to `out`, and their game ids there.
  void choose_records() {
    Statement keys = in_.prepare(
        "SELECT game_id, id, content_hash, status, game_hash FROM games ORDER BY game_id");
    Statement find = out_.prepare("SELECT content_hash, game_id FROM games WHERE id = ?1");
    Statement same_game =
        out_.prepare("SELECT id FROM games WHERE game_hash = ?1 ORDER BY game_id LIMIT 1");
    std::unordered_map<std::string, std::string> chosen_games;  // game hash -> id, this input
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
      if (!keys.is_null(4)) {  // the same game under another id
        const std::string hash = keys.text(4);
        std::optional<std::string> same_as;
        if (auto chosen = chosen_games.find(hash); chosen != chosen_games.end())
          same_as = chosen->second;
        same_game.bind(1, hash);
        if (!same_as && same_game.step()) same_as = same_game.text(0);
        same_game.reset();
        if (same_as) {
          summary_.duplicates.push_back(
              Duplicate{in_.path(), keys.text(1), *same_as, options_.keep_duplicates});
          if (!options_.keep_duplicates) continue;
        }
        chosen_games.emplace(hash, keys.text(1));
      }
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

  // The person in `out` of the input's player `id`: by an identity they share, else by
  // name (store/people.h), made when new; their identities and aliases go with them.
  long long player_id(long long id) {
    if (auto it = player_ids_.find(id); it != player_ids_.end()) return it->second;
    Statement name = in_.prepare("SELECT name FROM players WHERE player_id = ?1");
    name.bind(1, id);
    if (!name.step())
      throw StoreError(
          fmt::format("'{}' refers to a player #{} it does not hold; run 'qm check "
                      "--db {}'",
                      in_.path(), id, in_.path()));
    const std::string player = name.text(0);
    const std::vector<std::string> ids = column_texts(
        in_, "SELECT identity FROM player_identities WHERE player_id = ?1 ORDER BY identity", id);
    People& people = people_.people;
    std::optional<long long> found;
    for (const std::string& identity : ids)
      if ((found = people.by_identity(identity))) break;
    if (!found) found = same_name(id, player, ids);
    for (const std::string& identity : ids) people.add_identity(*found, identity);
    for (const std::string& alias :
         column_texts(in_, "SELECT name FROM player_aliases WHERE player_id = ?1", id))
      if (!people.by_name(alias)) {
        Statement add =
            out_.prepare("INSERT INTO player_aliases (name, player_id) VALUES (?1, ?2)");
        add.bind(1, alias).bind(2, *found).run();
      }
    return player_ids_[id] = *found;
  }

  // The person of `out` for the input's player `id` named `player` (identities `ids`, none
  // known in `out`): the player of that name, or a new one; the notes say which.
  long long same_name(long long id, const std::string& player,
                      const std::vector<std::string>& ids) {
    People& people = people_.people;
    const std::optional<long long> same = people.by_name(player);
    const std::string input = std::filesystem::path(in_.path()).stem().string();
    if (!same) {
      const long long made = people.create(player, "");
      people_.origin.emplace(made, in_.path());
      return made;
    }
    auto origin = people_.origin.find(*same);
    const std::string theirs = origin != people_.origin.end() ? origin->second : out_.path();
    if (theirs == in_.path()) return *same;
    // Two stores name a player so: are they one person?
    const std::vector<std::string> known = people.identities_of(*same);
    if (!ids.empty() || options_.same_names_apart) {
      const long long made = people.create(player, ids.empty() ? input : ids.front());
      people_.origin.emplace(made, in_.path());
      people.note(fmt::format(
          "'{}' of '{}' ({}) is stored as the player '{}', apart from '{}' of '{}'{}; if they "
          "are one person, 'qm players merge' joins them",
          excerpt(player), in_.path(), ids.empty() ? "no identity" : excerpt_list(ids),
          excerpt(people.name_of(made)), excerpt(people.name_of(*same)), theirs,
          ids.empty() ? " (--same-names apart)" : ""));
      return made;
    }
    if (has_played_records(in_, id) && has_played_records(out_, *same))
      people.note(fmt::format(
          "'{}' of '{}' and '{}' of '{}' are joined as one player: no identity tells them "
          "apart{}; if they are two people, merge again with --same-names apart, or give the "
          "records' players their identities (player_ids)",
          excerpt(player), in_.path(), excerpt(people.name_of(*same)), theirs,
          known.empty() ? ""
                        : fmt::format(" (the one of '{}' is {})", theirs, excerpt_list(known))));
    return *same;
  }

  void copy(const TablePlan& plan) {
    Statement rows = in_.prepare(select_sql(plan));
    if (plan.by_content) {  // a few rows, each inserted unless `out` holds it already
      Statement insert = out_.prepare(insert_or_ignore_sql(plan));
      while (rows.step()) {
        for (int c = 0; c < int(plan.columns.size()); ++c) insert.bind_column(c + 1, rows, c);
        insert.run();
      }
      return;
    }
    // Several rows a statement (store/batched_insert.h): a statement a row took about half
    // of the merge of 100,000 small records (opening the table, its indexes and the tables
    // its foreign keys name at every row, and the CHECK of games' `status IN (...)` building
    // a table).
    std::vector<std::string> columns;
    for (const std::string& column : plan.columns) columns.push_back(fmt::format("\"{}\"", column));
    BatchedInsert insert(out_, fmt::format("main.\"{}\"", plan.name), columns);
    const size_t width = plan.columns.size();
    std::vector<CopiedCell> pending;  // the rows not yet inserted, `width` cells each
    pending.reserve(width * BatchedInsert::kRowsPerStatement);
    auto insert_pending = [&] {
      insert.insert(pending.size() / width, [&](BatchedInsert::Row& row, size_t r) {
        for (size_t c = 0; c < width; ++c)
          std::visit([&](const auto& value) { row.bind(value); }, pending[r * width + c]);
      });
      pending.clear();
    };
    while (rows.step()) {
      auto id = new_ids_.find(rows.integer(plan.game_column));
      if (id == new_ids_.end()) continue;  // a record `out` holds already
      for (int c = 0; c < int(width); ++c) {
        if (c == plan.game_column)
          pending.emplace_back(id->second);
        else if (std::find(plan.player_columns.begin(), plan.player_columns.end(), c) !=
                     plan.player_columns.end() &&
                 !rows.is_null(c))
          pending.emplace_back(player_id(rows.integer(c)));
        else
          pending.emplace_back(rows.keep(c));
      }
      if (pending.size() == width * BatchedInsert::kRowsPerStatement) insert_pending();
    }
    insert_pending();
  }

  Database& out_;
  Database& in_;
  const std::vector<TablePlan>& plans_;
  long long& next_id_;
  MergeSummary& summary_;
  MergedPeople& people_;
  const MergeOptions& options_;
  std::unordered_map<long long, long long> new_ids_;     // game ids: input -> out
  std::vector<StoredKey> new_keys_;                      // the records new to out, in order
  std::unordered_map<long long, long long> player_ids_;  // player ids: input -> out
};

}  // namespace

MergeSummary merge_stores(Database& out, const std::vector<Database*>& inputs,
                          const MergeOptions& options) {
  MergeSummary summary;
  Transaction tx(out);
  MergedPeople people(out);
  const std::vector<TablePlan> plans = plan_tables(out);
  const long long first_new = out.query_integer("SELECT coalesce(max(game_id), 0) + 1 FROM games");
  long long next_id = first_new;
  for (Database* in : inputs) {
    if (in->query_integer("PRAGMA user_version") != out.query_integer("PRAGMA user_version"))
      throw StoreError(
          fmt::format("'{}' and '{}' are at different store versions", in->path(), out.path()));
    ReadTransaction snapshot(*in);
    InputMerge(out, *in, plans, next_id, summary, people, options).run();
  }
  add_to_totals(out, first_new);
  tx.commit();
  summary.player_notes = people.people.notes();
  return summary;
}

}  // namespace qm::store

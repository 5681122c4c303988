#include "store/record_rows.h"

#include <algorithm>

#include <fmt/format.h>

#include "games/registry.h"
#include "record/canonical.h"
#include "record/excerpt.h"
#include "rules/ruleset.h"

namespace qm::store {

// --- writing ---

ScorePartWriter::ScorePartWriter(Database& db)
    : part_(db, "score_parts", {"game_id", "side_no", "part_no", "part", "value"}) {}

void ScorePartWriter::insert(long long game_id, const std::vector<StoredScore>& scores) {
  std::vector<std::pair<size_t, size_t>> parts;  // (side, part), in order
  for (size_t side = 0; side < scores.size(); ++side)
    for (size_t i = 0; i < scores[side].parts.size(); ++i) parts.emplace_back(side, i);
  part_.insert(parts.size(), [&](BatchedInsert::Row& row, size_t k) {
    const auto [side, i] = parts[k];
    const ScorePart& part = scores[side].parts[i];
    row.bind(game_id).bind(side).bind(i).bind(part.name).bind(part.value);
  });
}

EventWriter::EventWriter(Database& db)
    : event_(db, "events", {"game_id", "seq", "move", "side", "kind", "value", "detail"}) {}

void EventWriter::insert(long long game_id, const std::vector<StoredEvent>& events) {
  event_.insert(events.size(), [&](BatchedInsert::Row& row, size_t i) {
    const StoredEvent& e = events[i];
    row.bind(game_id).bind(i).bind(e.move).bind(e.side).bind(e.kind).bind(e.value).bind(e.detail);
  });
}

RulesetWriter::RulesetWriter(Database& db)
    : insert_(db.prepare(
          "INSERT INTO rulesets (hash, game, name, content) VALUES (?1, ?2, ?3, ?4) ON CONFLICT "
          "DO NOTHING")) {}

std::string RulesetWriter::hash(const std::string& game, const std::string& name,
                                const std::string& content) {
  std::string key = short_hash(content);
  insert_.bind(1, key).bind(2, game).bind(3, name).bind(4, content).run();
  return key;
}

std::optional<std::string> RulesetWriter::key(const std::shared_ptr<const Ruleset>& ruleset) {
  if (!ruleset) return std::nullopt;
  if (auto known = hashes_.find(ruleset.get()); known != hashes_.end()) return known->second;
  if (auto known = keys_.find(ruleset.get()); known != keys_.end()) return known->second;
  const RulesSpec* spec = game_option_specs(ruleset->game);
  if (!spec) return std::nullopt;
  std::string key = short_hash(ruleset_content(*ruleset, *spec));
  keys_.emplace(ruleset.get(), key);
  kept_.push_back(ruleset);
  return key;
}

std::optional<std::string> RulesetWriter::hash(const std::shared_ptr<const Ruleset>& ruleset) {
  if (!ruleset) return std::nullopt;
  if (auto known = hashes_.find(ruleset.get()); known != hashes_.end()) return known->second;
  const RulesSpec* spec = game_option_specs(ruleset->game);
  if (!spec) return std::nullopt;
  std::string key = hash(ruleset->game, ruleset->name, ruleset_content(*ruleset, *spec));
  hashes_.emplace(ruleset.get(), key);
  kept_.push_back(ruleset);
  return key;
}

RowWriter::RowWriter(Database& db)
    : db_(db),
      people_(db),
      game_(db.prepare(
          "INSERT INTO games (id, id_given, content_hash, stored_as, source_text, game, ruleset, "
          "date, event, notes, has_teams, has_result, game_fields, source_file, source_document, "
          "status, replay_ruleset, move_count, finished, complete, violation_move, "
          "violation_line, violation_player, violation_rule, violation_message, error_file, "
          "error_line, error_column, error_message, player_count, source, ruleset_hash, "
          "result_only, game_hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, "
          "?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, "
          "?30, ?31, ?32, ?33, ?34)")),
      team_(db.prepare("INSERT INTO teams (game_id, team_no, name) VALUES (?1, ?2, ?3)")),
      member_(db.prepare(
          "INSERT INTO team_members (game_id, team_no, member_no, seat) VALUES (?1, ?2, ?3, ?4)")),
      claim_(db.prepare(
          "INSERT INTO claims (game_id, position, side, score) VALUES (?1, ?2, ?3, ?4)")),
      ruling_(db.prepare(
          "INSERT INTO rulings (game_id, position, move, ruling, note) VALUES (?1, ?2, ?3, ?4, "
          "?5)")),
      seat_(db, "seats", {"game_id", "seat", "player_id", "name", "identity"}),
      move_(db, "moves",
            {"game_id", "ply", "notation", "fields", "player", "verb", "rest", "source_line"}),
      score_(db, "scores",
             {"game_id", "side_no", "side", "score", "score_min", "score_max", "winner"}),
      parts_(db),
      events_(db),
      rulesets_(db) {}

long long RowWriter::insert(const StoredRecord& r) {
  const StoredVerdict& v = r.verdict;
  game_.bind(1, r.id)
      .bind(2, r.id_given ? 1 : 0)
      .bind(3, r.content_hash)
      .bind(4, std::string_view(r.as_text ? "text" : "tables"))
      .bind(5, r.as_text ? std::optional<std::string>(r.source_text) : std::nullopt)
      .bind(6, non_empty(r.game))
      .bind(7, non_empty(r.ruleset))
      .bind(8, non_empty(r.date))
      .bind(9, non_empty(r.event))
      .bind(10, non_empty(r.notes))
      .bind(11, r.has_teams ? 1 : 0)
      .bind(12, r.has_result ? 1 : 0)
      .bind(13, r.as_text ? std::optional<std::string>() : r.game_fields)
      .bind(14, r.source_file)
      .bind(15, r.source_document)
      .bind(16, status_name(v.status))
      .bind(17, v.replay_ruleset)
      .bind(18, v.move_count)
      .bind(19, v.finished ? 1 : 0)
      .bind(20, v.complete ? 1 : 0)
      .bind(21, v.violation_move)
      .bind(22, v.violation_line)
      .bind(23, v.violation_player)
      .bind(24, v.violation_rule)
      .bind(25, v.violation_message)
      .bind(26, v.error_file)
      .bind(27, v.error_line)
      .bind(28, v.error_column)
      .bind(29, v.error_message);
  if (r.as_text)
    game_.bind_null(30);
  else
    game_.bind(30, r.players.size());
  game_.bind(31, std::string_view(r.simulated ? "simulated" : "played"));
  game_.bind(32, rulesets_.hash(r.replayed_under));
  game_.bind(33, r.result_only ? 1 : 0);
  game_.bind(34, non_empty(r.game_hash));
  game_.run();
  const long long game_id = db_.last_insert_rowid();

  // Seats are stored 1-based, as people count them (seat 1 moves first); in memory they
  // are indexes into the players.
  const std::vector<long long> persons = people_.seats(r.players, r.player_ids, r.id);
  seat_.insert(r.players.size(), [&](BatchedInsert::Row& row, size_t seat) {
    const std::string identity = seat < r.player_ids.size() ? r.player_ids[seat] : "";
    row.bind(game_id)
        .bind(seat + 1)
        .bind(persons[seat])
        .bind(r.players[seat])
        .bind(non_empty(identity));
  });
  for (size_t t = 0; t < r.teams.size(); ++t) {
    team_.bind(1, game_id).bind(2, t).bind(3, r.teams[t].name).run();
    for (size_t m = 0; m < r.teams[t].seats.size(); ++m)
      member_.bind(1, game_id).bind(2, t).bind(3, m).bind(4, r.teams[t].seats[m] + 1).run();
  }
  move_.insert(r.moves.size(), [&](BatchedInsert::Row& row, size_t i) {
    const StoredMove& m = r.moves[i];
    row.bind(game_id)
        .bind(i + 1)
        .bind(m.notation)
        .bind(m.fields ? std::optional<std::string>(*m.fields) : std::nullopt)
        .bind(non_empty(m.columns.player))
        .bind(non_empty(m.columns.verb))
        .bind(non_empty(m.columns.rest))
        .bind(m.source_line);
  });
  for (size_t i = 0; i < r.claims.size(); ++i)
    claim_.bind(1, game_id).bind(2, i).bind(3, r.claims[i].first).bind(4, r.claims[i].second).run();
  if (!r.as_text)  // a record kept as text has its rulings in its text
    for (size_t i = 0; i < r.rulings.size(); ++i)
      ruling_.bind(1, game_id)
          .bind(2, i)
          .bind(3, r.rulings[i].move)
          .bind(4, ruling_name(r.rulings[i].kind))
          .bind(5, non_empty(r.rulings[i].note))
          .run();
  score_.insert(v.scores.size(), [&](BatchedInsert::Row& row, size_t i) {
    const StoredScore& s = v.scores[i];
    row.bind(game_id).bind(i).bind(s.side).bind(s.score).bind(s.min).bind(s.max).bind(s.winner ? 1
                                                                                               : 0);
  });
  parts_.insert(game_id, v.scores);
  events_.insert(game_id, v.events);
  return game_id;
}

// --- reading ---

namespace {

// Whether `text` is a JSON object, as qm stores the game's fields and a move's map form. A
// store is a file anyone can change: what the rows hold is checked before it is rebuilt.
bool is_json_object(const std::string& text) {
  return !text.empty() && text.front() == '{' && Json::accept(text);
}

[[noreturn]] void not_as_stored(const Database& db, const std::string& id,
                                const std::string& what) {
  throw StoreError(fmt::format(
      "'{}': the record '{}' is not stored as qm stores records: {} (the store was changed by "
      "another program, or is damaged); run 'qm check --db {}'",
      db.path(), excerpt(id, 60), what, db.path()));
}

}  // namespace

RowReader::RowReader(Database& db)
    : db_(db),
      find_(db.prepare(
          "SELECT game_id, id, content_hash, stored_as = 'text' FROM games WHERE id = ?1")),
      game_(db.prepare(
          "SELECT g.id, g.id_given, g.content_hash, g.stored_as, g.source_text, g.game, "
          "g.ruleset, g.date, g.event, g.notes, g.has_teams, g.has_result, g.game_fields, "
          "g.source_file, g.source_document, "
          "g.source, r.content, r.hash, g.result_only, g.game_hash, g.move_count "
          "FROM games g LEFT JOIN rulesets r ON r.hash = g.ruleset_hash WHERE g.game_id = ?1")),
      seats_(db.prepare("SELECT name, identity FROM seats WHERE game_id = ?1 ORDER BY seat")),
      teams_(db.prepare("SELECT name FROM teams WHERE game_id = ?1 ORDER BY team_no")),
      members_(
          db.prepare("SELECT team_no, seat FROM team_members WHERE game_id = ?1 ORDER BY team_no, "
                     "member_no")),
      moves_(db.prepare("SELECT ply, notation, fields FROM moves WHERE game_id = ?1 ORDER BY ply")),
      claims_(db.prepare("SELECT side, score FROM claims WHERE game_id = ?1 ORDER BY position")),
      rulings_(db.prepare(
          "SELECT move, ruling, note FROM rulings WHERE game_id = ?1 ORDER BY position")) {}

StoreError unknown_player_of_seat(const Database& db) {
  return StoreError(
      fmt::format("'{}' has a seat of a player it does not hold (a broken reference: the file is "
                  "damaged or was changed by another program); run 'qm check --db {}'",
                  db.path(), db.path()));
}

std::optional<StoredKey> RowReader::find(const std::string& id) {
  find_.bind(1, id);
  std::optional<StoredKey> key;
  if (find_.step())
    key = StoredKey{find_.integer(0), find_.text(1), find_.text(2), find_.integer(3) != 0};
  find_.reset();
  return key;
}

std::vector<StoredKey> RowReader::all() {
  Statement s = db_.prepare(
      "SELECT game_id, id, content_hash, stored_as = 'text' FROM games ORDER BY game_id");
  std::vector<StoredKey> keys;
  while (s.step()) keys.push_back(StoredKey{s.integer(0), s.text(1), s.text(2), s.integer(3) != 0});
  return keys;
}

StoredRecord RowReader::load(long long game_id) {
  StoredRecord r;
  game_.bind(1, game_id);
  if (!game_.step()) {
    game_.reset();
    throw StoreError(fmt::format("no record #{} in the database", game_id));
  }
  r.id = game_.text(0);
  r.id_given = game_.integer(1) != 0;
  r.content_hash = game_.text(2);
  r.as_text = game_.text(3) == "text";
  r.source_text = game_.text(4);
  r.game = game_.text(5);
  r.ruleset = game_.text(6);
  r.date = game_.text(7);
  r.event = game_.text(8);
  r.notes = game_.text(9);
  r.has_teams = game_.integer(10) != 0;
  r.has_result = game_.integer(11) != 0;
  r.game_fields = game_.is_null(12) ? "{}" : game_.text(12);
  r.source_file = game_.text(13);
  r.source_document = int(game_.integer(14));
  r.simulated = game_.text(15) == "simulated";
  r.ruleset_content = game_.optional_text(16);
  r.ruleset_hash = game_.text(17);
  r.result_only = game_.integer(18) != 0;
  r.game_hash = game_.text(19);
  // The moves replayed, for room for the rows (a hint: a damaged store may say anything).
  const long long moves_hint = std::clamp(game_.optional_integer(20).value_or(0), 0LL, 65536LL);
  game_.reset();
  if (r.as_text) return r;
  r.game_fields_tree = json_object_tree(r.game_fields);
  if (!r.game_fields_tree) not_as_stored(db_, r.id, "its game fields are not a JSON object");

  seats_.bind(1, game_id);
  bool any_identity = false;
  while (seats_.step()) {
    r.players.push_back(seats_.text(0));
    r.player_ids.push_back(seats_.text(1));
    any_identity |= !seats_.is_null(1);
  }
  seats_.reset();
  if (!any_identity) r.player_ids.clear();
  teams_.bind(1, game_id);
  while (teams_.step()) r.teams.push_back(StoredTeam{teams_.text(0), {}});
  teams_.reset();
  members_.bind(1, game_id);
  while (members_.step()) {
    long long team = members_.integer(0);
    if (team < 0 || team >= (long long)r.teams.size()) {
      members_.reset();
      throw StoreError(fmt::format("record '{}': team_members names team {}", r.id, team));
    }
    const long long seat = members_.integer(1);  // stored 1-based
    if (seat < 1 || seat > (long long)r.players.size()) {
      members_.reset();
      not_as_stored(db_, r.id, fmt::format("a partner sits at seat {}", seat));
    }
    r.teams[size_t(team)].seats.push_back(int(seat) - 1);
  }
  members_.reset();
  r.moves.reserve(size_t(moves_hint));
  moves_.bind(1, game_id);
  while (moves_.step()) {
    if (moves_.integer(0) != (long long)r.moves.size() + 1) {
      moves_.reset();
      throw StoreError(fmt::format("record '{}': move {} is missing from the database", r.id,
                                   r.moves.size() + 1));
    }
    StoredMove& m = r.moves.emplace_back();  // filled in place: a move costs a copy less
    m.notation = moves_.optional_text(1);
    if (std::optional<std::string> fields = moves_.optional_text(2)) m.fields = std::move(*fields);
    if (m.notation.has_value() == m.fields.has_value() ||
        (m.fields && !is_json_object(*m.fields))) {
      moves_.reset();
      not_as_stored(db_, r.id,
                    fmt::format("its move {} is neither a line nor a JSON object", r.moves.size()));
    }
  }
  moves_.reset();
  claims_.bind(1, game_id);
  while (claims_.step()) r.claims.emplace_back(claims_.text(0), claims_.integer(1));
  claims_.reset();
  r.rulings = rulings(game_id);
  return r;
}

std::vector<Ruling> RowReader::rulings(long long game_id) {
  std::vector<Ruling> out;
  rulings_.bind(1, game_id);
  while (rulings_.step()) {
    Ruling ruling;
    ruling.move = int(rulings_.integer(0));
    const std::string word = rulings_.text(1);
    std::optional<RulingKind> kind = parse_ruling_kind(word);
    if (!kind) {  // the table's CHECK allows no other word: a damaged or altered store
      rulings_.reset();
      throw StoreError(fmt::format(
          "record #{}: a stored ruling is '{}', neither 'stands' nor 'struck'", game_id, word));
    }
    ruling.kind = *kind;
    ruling.note = rulings_.text(2);
    out.push_back(std::move(ruling));
  }
  rulings_.reset();
  return out;
}

}  // namespace qm::store

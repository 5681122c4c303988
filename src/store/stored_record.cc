#include "store/stored_record.h"

#include <algorithm>
#include <stdexcept>

#include "games/simulated_record.h"
#include "record/canonical.h"
#include "record/input_checks.h"

namespace qm::store {

namespace {

YNode scalar(std::string text) {
  YNode node;
  node.kind = YNode::Kind::Scalar;
  node.text = std::move(text);
  return node;
}

YNode of_kind(YNode::Kind kind) {
  YNode node;
  node.kind = kind;
  return node;
}

void add(YNode& map, std::string key, YNode value) {
  map.items.push_back(scalar(std::move(key)));
  map.items.push_back(std::move(value));
}

// The record's rulings, without where the file wrote them.
std::vector<Ruling> stored_rulings(const Record& rec) {
  std::vector<Ruling> rulings = rec.rulings;
  for (Ruling& ruling : rulings) ruling.pos = SourcePos{};
  return rulings;
}

// The content rows of a readable record. Throws (std::invalid_argument, or nlohmann's
// errors for text that is not UTF-8) when the record cannot be held in the tables.
void fill_content(const Record& rec, StoreObserver& seen, StoredRecord& s) {
  s.game = rec.game;
  s.ruleset = rec.ruleset;
  s.date = rec.date;
  s.event = rec.event;
  s.notes = rec.notes;
  s.players = rec.players;
  s.player_ids = rec.player_ids;
  s.has_teams = rec.has_teams;
  for (const Team& team : rec.teams) {
    StoredTeam t{team.name, {}};
    for (const std::string& member : team.members) t.seats.push_back(rec.player_index(member));
    s.teams.push_back(std::move(t));
  }
  s.moves = std::move(seen.moves);  // with the columns the replay saw
  s.moves.resize(rec.moves.size());
  for (size_t i = 0; i < rec.moves.size(); ++i) {
    const RawMove& move = rec.moves[i];
    StoredMove& m = s.moves[i];
    if (move.fields)
      m.fields = yaml_to_json(*move.fields).dump();
    else
      m.notation = move.text;
    if (move.pos.line) m.source_line = move.pos.line;
  }
  s.result_only = rec.result_only;
  s.has_result = rec.has_result;
  s.rulings = stored_rulings(rec);
  for (const Claim& claim : rec.result) s.claims.emplace_back(claim.side, claim.score);
  Json fields = yaml_to_json(rec.game_fields);
  // A later format than 1 is kept among the game's fields, which never have a `format` of
  // their own (the record reader takes it): document_tree puts it back in its place.
  if (rec.format != 1) fields["format"] = rec.format;
  s.game_fields = fields.dump();
  // Every text must survive JSON (the game fields did above), as UTF-8: check the rest.
  auto require_utf8 = [](const std::string& text) {
    if (!is_utf8(text)) throw std::invalid_argument("a text that is not UTF-8");
  };
  for (const std::string* text : {&s.game, &s.ruleset, &s.date, &s.event, &s.notes})
    require_utf8(*text);
  for (const std::string& text : s.players) require_utf8(text);
  for (const std::string& text : s.player_ids) require_utf8(text);
  for (const StoredMove& m : s.moves)
    if (m.notation) require_utf8(*m.notation);
  for (const StoredTeam& t : s.teams) require_utf8(t.name);
  for (const auto& claim : s.claims) require_utf8(claim.first);
  for (const Ruling& ruling : s.rulings) require_utf8(ruling.note);
}

// verdict_of, taking the events (an import's are not copied).
StoredVerdict verdict_with_events(const Replay& r, std::vector<StoredEvent> events) {
  StoredVerdict v;
  v.status = r.status;
  v.events = std::move(events);
  if (r.ruleset)
    v.replay_ruleset = r.ruleset->name;
  else if (r.record)
    v.replay_ruleset = r.record->ruleset;
  v.move_count = r.record ? (long long)r.record->moves.size() : 0;
  if (r.violation) {
    const Violation& at = *r.violation;
    if (at.move) v.violation_move = at.move;
    if (at.line) v.violation_line = at.line;
    if (!at.player.empty()) v.violation_player = at.player;
    v.violation_rule = at.rule;
    v.violation_message = at.message;
  }
  if (r.error) {
    v.error_file = r.error->file;
    if (r.error->pos.line) v.error_line = r.error->pos.line;
    if (r.error->pos.column) v.error_column = r.error->pos.column;
    v.error_message = r.error->message;
  }
  const std::optional<Outcome> outcome = replay_outcome(r);
  if (!outcome) return v;
  const Outcome& o = *outcome;
  // A result-only record has no parts: nothing was played to score them.
  std::vector<std::vector<ScorePart>> parts =
      r.state ? r.state->score_parts() : std::vector<std::vector<ScorePart>>{};
  v.finished = o.finished;
  v.complete = o.complete;
  for (size_t i = 0; i < o.sides.size(); ++i) {
    StoredScore score;
    score.side = o.sides[i];
    score.score = o.scores[i];
    if (!o.complete && i < o.bounds.size()) {
      score.min = o.bounds[i].first;
      score.max = o.bounds[i].second;
    }
    for (const std::string& w : o.winners) score.winner |= w == o.sides[i];
    if (i < parts.size()) score.parts = std::move(parts[i]);
    v.scores.push_back(std::move(score));
  }
  return v;
}

}  // namespace

StoredVerdict verdict_of(const Replay& r, const StoreObserver& seen) {
  return verdict_with_events(r, seen.events);
}

std::string game_hash_of(const StoredRecord& record) {
  return record.as_text ? "" : game_hash(document_tree(record));
}

bool same_rulings(std::vector<Ruling> a, std::vector<Ruling> b) {
  auto by_move = [](const Ruling& x, const Ruling& y) { return x.move < y.move; };
  std::sort(a.begin(), a.end(), by_move);
  std::sort(b.begin(), b.end(), by_move);
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Ruling& x, const Ruling& y) {
    return x.move == y.move && x.kind == y.kind && x.note == y.note;
  });
}

Json yaml_to_json(const YNode& node) {
  switch (node.kind) {
    case YNode::Kind::Null:
      return nullptr;
    case YNode::Kind::Scalar:
      return node.text;
    case YNode::Kind::Sequence: {
      Json array = Json::array();
      for (const YNode& item : node.items) array.push_back(yaml_to_json(item));
      return array;
    }
    case YNode::Kind::Map: {
      Json object = Json::object();
      for (size_t i = 0; i < node.map_size(); ++i) {
        if (!node.key(i).is_scalar()) throw std::invalid_argument("a map key that is not a scalar");
        object[node.key(i).text] = yaml_to_json(node.value(i));
      }
      return object;
    }
  }
  return nullptr;
}

namespace {

// Builds the YAML tree straight from JSON text, without a JSON object in between (that
// copy took a tenth of the time of a replay from the database).
class TreeFromJson {
 public:
  YNode root;

  bool null() { return put(YNode{}); }
  bool boolean(bool b) { return put(scalar(b ? "true" : "false")); }
  bool number_integer(Json::number_integer_t n) { return put(scalar(std::to_string(n))); }
  bool number_unsigned(Json::number_unsigned_t n) { return put(scalar(std::to_string(n))); }
  bool number_float(Json::number_float_t, const std::string& text) { return put(scalar(text)); }
  bool string(std::string& text) { return put(scalar(std::move(text))); }
  bool binary(Json::binary_t&) { return false; }
  bool key(std::string& text) {
    open_.back().items.push_back(scalar(std::move(text)));
    return true;
  }
  bool start_object(std::size_t) { return open(YNode::Kind::Map); }
  bool start_array(std::size_t) { return open(YNode::Kind::Sequence); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) {
    error = e.what();
    return false;
  }
  std::string error;  // why the text is not JSON

 private:
  bool put(YNode node) {
    (open_.empty() ? root : open_.back().items.emplace_back()) = std::move(node);
    return true;
  }
  bool open(YNode::Kind kind) {
    open_.push_back(of_kind(kind));
    return true;
  }
  bool close() {
    YNode done = std::move(open_.back());
    open_.pop_back();
    return put(std::move(done));
  }
  std::vector<YNode> open_;  // the arrays and objects not yet closed, outermost first
};

}  // namespace

void StoreObserver::header(const Record& record) {
  moves.assign(record.moves.size(), StoredMove{});
  events.clear();
  header_seen_ = true;
}

void StoreObserver::move(const ObservedMove& m) {
  if (!m.words || m.number < 1 || size_t(m.number) > moves.size()) return;
  moves[size_t(m.number - 1)].columns = MoveColumns{m.words->player, m.words->verb, m.words->rest};
}

void StoreObserver::end(const Replay&, const std::vector<GameEvent>& game_events) {
  if (!header_seen_) moves.clear();  // a record whose header could not be read
  header_seen_ = false;
  events = stored_events(game_events);
}

std::vector<StoredEvent> stored_events(const std::vector<GameEvent>& game_events) {
  std::vector<StoredEvent> events;
  events.reserve(game_events.size());
  for (const GameEvent& e : game_events)
    events.push_back(StoredEvent{
        e.move > 0 ? std::optional<long long>(e.move) : std::nullopt, non_empty(e.side), e.kind,
        e.value, e.detail.is_null() ? std::nullopt : std::optional<std::string>(e.detail.dump())});
  return events;
}

YNode yaml_from_json(std::string_view json_text) {
  TreeFromJson tree;
  if (!Json::sax_parse(json_text, &tree))
    throw std::invalid_argument("stored JSON cannot be read: " + tree.error);
  return std::move(tree.root);
}

std::optional<YNode> json_object_tree(std::string_view json_text) {
  if (json_text.empty() || json_text.front() != '{') return std::nullopt;
  TreeFromJson tree;
  if (!Json::sax_parse(json_text, &tree)) return std::nullopt;
  return std::move(tree.root);
}

namespace {

// A text of the record for its tree: copied from a record that stays, moved out of one that
// is being used up (a replay from the database reads each record once).
std::string take(const std::string& text) { return text; }
std::string take(std::string& text) { return std::move(text); }
YNode take(const YNode& tree) { return tree; }
YNode take(YNode& tree) { return std::move(tree); }

// document_tree, for a `const StoredRecord` (copies) or a `StoredRecord` (moves).
template <class StoredRecordT>
YNode tree_of(StoredRecordT& s) {
  YNode root = of_kind(YNode::Kind::Map);
  YNode fields = s.game_fields_tree ? take(*s.game_fields_tree) : yaml_from_json(s.game_fields);
  std::string format = "1";
  for (size_t i = 0; i < fields.map_size(); ++i)
    if (fields.key(i).text == "format") {
      format = fields.value(i).text;
      fields.items.erase(fields.items.begin() + std::ptrdiff_t(2 * i),
                         fields.items.begin() + std::ptrdiff_t(2 * i + 2));
      break;
    }
  add(root, "format", scalar(format));
  add(root, "game", scalar(take(s.game)));
  add(root, "ruleset", scalar(take(s.ruleset)));
  add(root, "id", scalar(take(s.id)));
  if (!s.date.empty()) add(root, "date", scalar(take(s.date)));
  if (!s.event.empty()) add(root, "event", scalar(take(s.event)));
  YNode players = of_kind(YNode::Kind::Sequence);
  for (const std::string& p : s.players) players.items.push_back(scalar(p));
  add(root, "players", std::move(players));
  if (!s.player_ids.empty()) {
    YNode ids = of_kind(YNode::Kind::Map);
    for (size_t i = 0; i < s.players.size() && i < s.player_ids.size(); ++i)
      if (!s.player_ids[i].empty()) add(ids, s.players[i], scalar(s.player_ids[i]));
    if (!ids.items.empty()) add(root, "player_ids", std::move(ids));
  }
  if (s.has_teams) {
    YNode teams = of_kind(YNode::Kind::Map);
    for (const StoredTeam& t : s.teams) {
      YNode members = of_kind(YNode::Kind::Sequence);
      for (int seat : t.seats) members.items.push_back(scalar(s.players.at(size_t(seat))));
      add(teams, t.name, std::move(members));
    }
    add(root, "teams", std::move(teams));
  }
  for (YNode& item : fields.items) root.items.push_back(std::move(item));
  if (!s.rulings.empty()) {
    YNode rulings = of_kind(YNode::Kind::Sequence);
    for (const Ruling& r : s.rulings) {
      YNode entry = of_kind(YNode::Kind::Map);
      add(entry, "move", scalar(std::to_string(r.move)));
      add(entry, "ruling", scalar(std::string(ruling_name(r.kind))));
      if (!r.note.empty()) add(entry, "note", scalar(r.note));
      rulings.items.push_back(std::move(entry));
    }
    add(root, "rulings", std::move(rulings));
  }
  if (!s.result_only) {
    YNode moves = of_kind(YNode::Kind::Sequence);
    moves.items.reserve(s.moves.size());
    for (auto& m : s.moves)
      moves.items.push_back(m.notation ? scalar(take(*m.notation)) : yaml_from_json(*m.fields));
    add(root, "moves", std::move(moves));
  }
  if (s.has_result) {
    YNode result = of_kind(YNode::Kind::Map);
    for (const auto& [side, score] : s.claims) add(result, side, scalar(std::to_string(score)));
    add(root, "result", std::move(result));
  }
  if (!s.notes.empty()) add(root, "notes", scalar(take(s.notes)));
  return root;
}

}  // namespace

YNode document_tree(const StoredRecord& record) { return tree_of(record); }

YNode document_tree(StoredRecord&& record) { return tree_of(record); }

StoredRecord stored_from_replay(Replay& r, const YamlDocument& doc,
                                const std::string& document_text, StoreObserver& seen) {
  StoredRecord s;
  s.source_file = r.source;
  s.source_document = r.document;
  s.verdict = verdict_with_events(r, std::move(seen.events));
  s.read_errors = r.errors;
  s.read_errors_left_off = r.errors_left_off;
  s.replayed_under = r.ruleset;
  if (r.record) s.simulated = is_simulated_event(r.record->event);
  if (r.record) {
    try {
      fill_content(*r.record, seen, s);
      r.state.reset();  // it may share the moves (a game that looks ahead)
      r.record->moves = MoveList();
      s.id = r.record->id;
      s.id_given = r.record->id_given;
      const YNode tree = document_tree(s);
      s.content_hash = canonical_id(tree);
      s.game_hash = game_hash(tree);
      return s;
    } catch (const std::exception&) {
      // Not representable in the tables (a map key that is not a word, text that is not
      // UTF-8): kept as text below.
      StoredRecord text;
      text.source_file = s.source_file;
      text.source_document = s.source_document;
      text.verdict = std::move(s.verdict);
      text.read_errors = std::move(s.read_errors);
      text.read_errors_left_off = s.read_errors_left_off;
      text.replayed_under = s.replayed_under;
      text.simulated = s.simulated;
      text.rulings = stored_rulings(*r.record);
      s = std::move(text);
    }
  }
  s.as_text = true;
  s.source_text = document_text;
  s.game = r.game;
  // An import drops each tree once its document is replayed: read the text again (the
  // same tree, but for the positions, which the hash leaves out).
  const YNode* root = &doc.root;
  YamlDocument again;
  if (doc.ok && doc.root.kind == YNode::Kind::Null)
    parse_yaml_documents(document_text, [&](YamlDocument& d) {
      if (d.index == 1 && d.ok) again = std::move(d);
    });
  if (again.ok) root = &again.root;
  s.content_hash = doc.ok ? canonical_id(*root) : short_hash(document_text);
  const YNode* id = doc.ok && root->is_map() ? root->find("id") : nullptr;
  if (r.record) {
    s.id = r.record->id;
    s.id_given = r.record->id_given;
  } else if (id && id->is_scalar() && !id->text.empty()) {
    s.id = id->text;
    s.id_given = true;
  } else {
    s.id = s.content_hash;
  }
  return s;
}

}  // namespace qm::store

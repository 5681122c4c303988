#include <charconv>

#include "record/canonical.h"
#include "record/excerpt.h"
#include "record/record.h"
#include "record/unicode_text.h"

namespace qm {

int Record::player_index(std::string_view name) const {
  for (size_t i = 0; i < players.size(); ++i)
    if (players[i] == name) return static_cast<int>(i);
  return -1;
}

bool parse_integer(std::string_view text, long long& value) {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  if (text.empty()) return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size();
}

namespace {

const YNode& require(const YNode& root, std::string_view field, std::string_view what) {
  const YNode* node = root.find(field);
  if (!node)
    throw RecordError(root.pos, "the record has no '" + std::string(field) + "' field (" +
                                    std::string(what) + ")");
  return *node;
}

const std::string& scalar(const YNode& node, std::string_view field, std::string_view what) {
  if (!node.is_scalar() || node.text.empty())
    throw RecordError(node.pos, "'" + std::string(field) + "' must be " + std::string(what) +
                                    ", not " + node.describe());
  return node.text;
}

// Where `field` is written in `map` (its key), or the map itself.
SourcePos key_pos(const YNode& map, std::string_view field) {
  for (size_t i = 0; i < map.map_size(); ++i)
    if (map.key(i).text == field) return map.key(i).pos;
  return map.pos;
}

bool is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

bool is_iso_date(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (s[i] < '0' || s[i] > '9') return false;
  int y = std::stoi(std::string(s.substr(0, 4)));
  int m = std::stoi(std::string(s.substr(5, 2)));
  int d = std::stoi(std::string(s.substr(8, 2)));
  static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= days[m - 1] + (m == 2 && is_leap(y) ? 1 : 0);
}

// A name must print as itself: one that holds a character nobody sees ("Anna" and a
// zero-width space) would be another player who looks like Anna on every page. The column
// is the character's own where the name is written plainly on one line.
void check_visible_name(const YNode& node, std::string_view what) {
  const std::optional<HiddenCharacter> hidden = find_hidden_character(node.text);
  if (!hidden) return;
  SourcePos at = node.pos;
  if (!node.quoted && at.column > 0) at.column += int(hidden->index);
  const std::string before = node.text.substr(0, hidden->offset);
  throw RecordError(
      at, "the " + std::string(what) + " '" + excerpt(node.text) +
              "' holds an invisible character, " + describe_code_point(hidden->code) +
              (before.empty() ? std::string(" at its start") : " after '" + excerpt(before) + "'") +
              ": a name must print as itself (remove the character; a name may hold letters of any "
              "script)");
}

void check_player_name(const YNode& node) {
  if (node.is_scalar() && node.text.empty())
    throw RecordError(node.pos, "a player name may not be empty");
  const std::string& name = scalar(node, "players", "a list of player names");
  for (char c : name)
    if (c == ' ' || c == '\t' || c == '#')
      throw RecordError(node.pos,
                        "the player name '" + excerpt(name) +
                            "' contains a space or '#': write it as one word, e.g. Anna_M");
  check_visible_name(node, "player name");
  if (name.front() == '@' || name.find('.') != std::string::npos)
    throw RecordError(node.pos, "the player name '" + excerpt(name) +
                                    "' may not start with '@' or contain '.' (moves use them to "
                                    "name things on the table, as in '@1')");
}

void read_players(const YNode& node, SourcePos key_pos, Record& r) {
  if (!node.is_sequence() || node.items.empty())
    throw RecordError(
        node.pos, "'players' must be a list of player names in turn order, not " + node.describe());
  r.players_pos = key_pos;
  for (const YNode& item : node.items) {
    check_player_name(item);
    int earlier = r.player_index(item.text);
    if (earlier >= 0)
      throw RecordError(item.pos, "duplicate player name '" + excerpt(item.text) +
                                      "' (also at line " +
                                      std::to_string(r.player_pos[earlier].line) + ")");
    r.players.push_back(item.text);
    r.player_pos.push_back(item.pos);
  }
}

// `player_ids:` maps players of the record to who they are ("club-a/17"); two players are
// never one person.
void read_player_ids(const YNode& node, SourcePos key_pos, Record& r) {
  if (!node.is_map())
    throw RecordError(node.pos,
                      "'player_ids' must map players to who they are (e.g. Zoë: "
                      "club-a/17), not " +
                          node.describe());
  r.player_ids_pos = key_pos;
  r.player_ids.assign(r.players.size(), "");
  for (size_t i = 0; i < node.map_size(); ++i) {
    const std::string& name = scalar(node.key(i), "player_ids", "a player name");
    const int p = r.player_index(name);
    if (p < 0)
      throw RecordError(node.key(i).pos,
                        "unknown player '" + excerpt(name) +
                            "' in 'player_ids' (players: " + excerpt_list(r.players) + ")");
    const std::string& id =
        scalar(node.value(i), "player_ids", "who the player is, e.g. club-a/17");
    for (size_t other = 0; other < r.player_ids.size(); ++other)
      if (r.player_ids[other] == id)
        throw RecordError(node.value(i).pos, "'" + excerpt(name) + "' and '" +
                                                 excerpt(r.players[other]) +
                                                 "' are given the same identity '" + excerpt(id) +
                                                 "': two players of a game are two people");
    r.player_ids[size_t(p)] = id;
  }
}

void read_teams(const YNode& node, SourcePos key_pos, Record& r) {
  if (!node.is_map())
    throw RecordError(
        node.pos, "'teams' must map each team name to its two partners, not " + node.describe());
  r.has_teams = true;
  r.teams_pos = key_pos;
  std::vector<int> team_of(r.players.size(), -1);
  for (size_t i = 0; i < node.map_size(); ++i) {
    Team team;
    team.name = scalar(node.key(i), "teams", "a team name");
    check_visible_name(node.key(i), "team name");
    team.pos = node.key(i).pos;
    const YNode& members = node.value(i);
    if (!members.is_sequence())
      throw RecordError(members.pos, "team '" + excerpt(team.name) +
                                         "' must list its partners, not " + members.describe());
    for (const YNode& m : members.items) {
      const std::string& name = scalar(m, "teams", "a player name");
      int p = r.player_index(name);
      if (p < 0)
        throw RecordError(
            m.pos, "unknown player '" + excerpt(name) + "' in team '" + excerpt(team.name) + "'");
      // (The team being read is not in r.teams yet.)
      if (team_of[p] == static_cast<int>(r.teams.size()))
        throw RecordError(m.pos, "player '" + excerpt(name) + "' is listed twice in team '" +
                                     excerpt(team.name) + "'");
      if (team_of[p] >= 0)
        throw RecordError(m.pos, "player '" + excerpt(name) + "' is in two teams ('" +
                                     excerpt(r.teams[team_of[p]].name) + "' and '" +
                                     excerpt(team.name) + "')");
      team_of[p] = static_cast<int>(r.teams.size());
      team.members.push_back(name);
    }
    if (r.player_index(team.name) >= 0)
      throw RecordError(team.pos,
                        "the team name '" + excerpt(team.name) + "' is also a player's name");
    r.teams.push_back(std::move(team));
  }
}

// Each move as written; `layouts` gives a plain move line its comment and later lines. A
// move that is neither a line nor a map is a problem, and the other moves are still read.
// `used_up` is `node` itself when the caller gives the tree up: the texts are moved out.
void read_moves(const YNode& node, Record& r, const std::vector<PlainTextLayout>* layouts,
                std::vector<RecordError>& problems, YNode* used_up) {
  if (!node.is_sequence())
    throw RecordError(node.pos, "'moves' must be a list of moves, not " + node.describe());
  r.moves_pos = node.pos;
  r.moves.reserve(node.items.size());
  size_t next_layout = 0;  // layouts are in the order of the file, as the moves
  for (size_t k = 0; k < node.items.size(); ++k) {
    const YNode& item = node.items[k];
    RawMove move;
    move.pos = item.pos;
    if (item.is_scalar() && !item.text.empty()) {
      if (used_up)
        move.text = std::move(used_up->items[k].text);
      else
        move.text = item.text;
      move.quoted = item.quoted;
      if (layouts && !item.quoted) {
        auto before = [](const SourcePos& a, const SourcePos& b) {
          return a.line < b.line || (a.line == b.line && a.column < b.column);
        };
        while (next_layout < layouts->size() && before((*layouts)[next_layout].pos, item.pos))
          ++next_layout;
        if (next_layout < layouts->size() && !before(item.pos, (*layouts)[next_layout].pos))
          move.layout = (*layouts)[next_layout];
      }
    } else if (item.is_map()) {
      move.fields = item;
    } else {
      problems.emplace_back(item.pos,
                            "a move must be a line such as 'Anna draw' or a map such as "
                            "{player: Anna, verb: draw}, not " +
                                item.describe());
    }
    r.moves.push_back(std::move(move));
  }
}

void read_result(const YNode& node, Record& r) {
  if (!node.is_map())
    throw RecordError(node.pos,
                      "'result' must map each player (or team) to a score, not " + node.describe());
  r.has_result = true;
  r.result_pos = node.pos;
  for (size_t i = 0; i < node.map_size(); ++i) {
    Claim claim;
    claim.side = scalar(node.key(i), "result", "a player or team name");
    claim.pos = node.value(i).pos;
    if (!node.value(i).is_scalar() || !parse_integer(node.value(i).text, claim.score))
      throw RecordError(node.value(i).pos, "the score of '" + excerpt(claim.side) +
                                               "' in 'result' must be a whole number, not " +
                                               node.value(i).describe());
    r.result.push_back(std::move(claim));
  }
}

// A node of `root` to read; when `used_up` (the root itself, which the caller gives up), the
// same node writable, so that its texts are moved out rather than copied.
YNode* writable(const YNode& node, YNode* used_up) {
  return used_up ? const_cast<YNode*>(&node) : nullptr;
}

Record read_record_from(const YNode& root, const std::string& source, int document,
                        std::vector<RecordError>& problems,
                        const std::vector<PlainTextLayout>* layouts, YNode* used_up) {
  Record r;
  r.source = source;
  r.document = document;
  r.start = root.pos;
  if (!root.is_map()) {
    // A text YAML folded from several lines (`qm replay /etc/passwd`) is quoted by its first.
    std::string what = root.describe();
    if (layouts && root.is_scalar() && !root.quoted)
      for (const PlainTextLayout& layout : *layouts)
        if (layout.pos.line == root.pos.line && layout.pos.column == root.pos.column &&
            !layout.pieces.empty() && layout.pieces.front().offset > 0) {
          std::string first =
              excerpt(std::string_view(root.text).substr(0, layout.pieces.front().offset - 1));
          if (first.size() < 3 || first.compare(first.size() - 3, 3, "…") != 0) first += "…";
          what = "the text '" + first + "'";
        }
    problems.emplace_back(root.pos,
                          "a record must be a map of fields (format, game, ruleset, players, "
                          "moves, ...), not " +
                              what);
    return r;
  }
  // Each field is read even after a problem in another, as a compiler reads on.
  auto attempt = [&](auto&& read) {
    try {
      read();
      return true;
    } catch (const RecordError& e) {
      problems.push_back(e);
      return false;
    }
  };
  attempt([&] {
    const YNode& format = require(root, "format", "expected 'format: 1'");
    r.format_pos = format.pos;
    long long version = 0;
    if (!format.is_scalar() || !parse_integer(format.text, version))
      throw RecordError(format.pos,
                        "'format' must be the number 1 (or 2), not " + format.describe());
    if (version != 1 && version != 2)
      throw RecordError(
          format.pos, "format " + format.text + " is not supported: this qm reads formats 1 and 2");
    r.format = int(version);
  });
  attempt([&] {
    const YNode& game =
        require(root, "game", "expected the name of the game played; qm rulesets lists the games");
    r.game_pos = game.pos;
    r.game = scalar(game, "game", "the name of a game (qm rulesets lists them)");
  });
  attempt([&] {
    const YNode& ruleset = require(
        root, "ruleset", "expected e.g. 'ruleset: GAME/standard', or a path to a ruleset file");
    r.ruleset_pos = ruleset.pos;
    r.ruleset = scalar(ruleset, "ruleset", "a ruleset name or a path to a ruleset file");
  });
  const bool players_read = attempt([&] {
    read_players(require(root, "players", "expected the player names in turn order"),
                 key_pos(root, "players"), r);
  });
  if (!players_read) {  // a list read half-way would make later moves' players unknown
    r.players.clear();
    r.player_pos.clear();
  }
  attempt([&] {
    // No `moves:` but a `result:`: a game recorded by its result only.
    if (!root.find("moves") && root.find("result")) {
      r.result_only = true;
      return;
    }
    const YNode& moves = require(root, "moves", "expected the list of moves, in the order played");
    read_moves(moves, r, layouts, problems, writable(moves, used_up));
  });

  r.game_fields.kind = YNode::Kind::Map;
  r.game_fields.pos = root.pos;
  for (size_t i = 0; i < root.map_size(); ++i) {
    const YNode& key = root.key(i);
    const YNode& value = root.value(i);
    const std::string& name = key.text;
    if (!key.is_scalar()) {
      problems.emplace_back(key.pos, "a field name must be a word, not " + key.describe());
      continue;
    }
    if (name == "format" || name == "game" || name == "ruleset" || name == "players" ||
        name == "moves") {
      continue;
    } else if (name == "id") {
      attempt([&] {
        r.id = scalar(value, "id", "a non-empty text");
        r.id_given = true;
      });
    } else if (name == "date") {
      attempt([&] {
        r.date = scalar(value, "date", "an ISO date such as 2026-11-05");
        if (!is_iso_date(r.date))
          throw RecordError(value.pos, "'date' must be an ISO date such as 2026-11-05, not '" +
                                           excerpt(r.date) + "'");
      });
    } else if (name == "event") {
      attempt([&] { r.event = scalar(value, "event", "a text"); });
    } else if (name == "notes") {
      attempt([&] { r.notes = scalar(value, "notes", "a text"); });
    } else if (name == "player_ids") {
      // Identities name players: with the players unread, each would be a problem too.
      if (players_read) attempt([&] { read_player_ids(value, key.pos, r); });
    } else if (name == "teams") {
      // Teams name players: with the players unread, each partner would be a problem too.
      if (players_read) attempt([&] { read_teams(value, key.pos, r); });
    } else if (name == "result") {
      attempt([&] { read_result(value, r); });
    } else if (name == "rulings") {
      attempt([&] {
        r.rulings = read_rulings(value, int(r.moves.size()));
        r.rulings_pos = key.pos;
      });
    } else {
      for (const YNode* field : {&key, &value}) {
        if (used_up)
          r.game_fields.items.push_back(std::move(*writable(*field, used_up)));
        else
          r.game_fields.items.push_back(*field);
      }
    }
  }
  if (!r.id_given) r.id = canonical_id(root);
  return r;
}

}  // namespace

Record read_record(const YNode& root, const std::string& source, int document,
                   std::vector<RecordError>& problems,
                   const std::vector<PlainTextLayout>* layouts) {
  return read_record_from(root, source, document, problems, layouts, nullptr);
}

Record read_record_using_up(YNode& root, const std::string& source, int document,
                            std::vector<RecordError>& problems,
                            const std::vector<PlainTextLayout>* layouts) {
  // Without an id, the record's id is the hash of the whole tree, taken last: nothing is
  // moved out of it before.
  const YNode* id = root.is_map() ? root.find("id") : nullptr;
  const bool has_id = id && id->is_scalar() && !id->text.empty();
  return read_record_from(root, source, document, problems, layouts, has_id ? &root : nullptr);
}

Record read_record(const YNode& root, const std::string& source, int document) {
  std::vector<RecordError> problems;
  Record r = read_record(root, source, document, problems);
  if (!problems.empty()) throw problems.front();
  return r;
}

}  // namespace qm

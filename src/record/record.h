// The record model: one game as written down, before any rule is applied.
//
// The header fields every game shares are read here; a game's own header fields (a deal,
// the cards dealt to each hand, say) are kept as YAML nodes in `game_fields` and read by
// that game's engine. Moves keep their source position so that a violation names the line.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record/boxed.h"
#include "record/record_error.h"
#include "record/yaml_tree.h"

namespace qm {

// One move as written: a one-line string `PLAYER VERB ARGS...`, or the same as a map.
// 64 bytes and the text: a record may hold a million (the rare parts are boxed).
struct RawMove {
  SourcePos pos;        // where the move starts (line 0 when read from a database)
  bool quoted = false;  // string form written in quotes (columns shift by one)
  std::string text;     // string form
  Boxed<YNode> fields;  // map form
  // A comment after the line, or the later lines it runs on to (yaml_tree.h); only for
  // moves read from a file, and only when it has either.
  Boxed<PlainTextLayout> layout;
};

// A record's moves, shared by the record's copies (each Replay keeps a copy of the record
// it replayed, and qm adjudicate replays one record three times): a record of a million
// moves is held once. Read as a vector; adding to a list that is shared copies it first.
class MoveList {
 public:
  size_t size() const { return moves_ ? moves_->size() : 0; }
  bool empty() const { return size() == 0; }
  const RawMove& operator[](size_t i) const { return (*moves_)[i]; }
  const RawMove* begin() const { return moves_ ? moves_->data() : nullptr; }
  const RawMove* end() const { return moves_ ? moves_->data() + moves_->size() : nullptr; }
  void reserve(size_t n) { own().reserve(n); }
  void push_back(RawMove move) { own().push_back(std::move(move)); }

 private:
  std::vector<RawMove>& own() {
    if (!moves_)
      moves_ = std::make_shared<std::vector<RawMove>>();
    else if (moves_.use_count() > 1)
      moves_ = std::make_shared<std::vector<RawMove>>(*moves_);
    return *moves_;
  }
  std::shared_ptr<std::vector<RawMove>> moves_;
};

struct Team {
  std::string name;
  std::vector<std::string> members;
  SourcePos pos;
};

struct Claim {
  std::string side;  // a player, or a team in partnership games
  long long score = 0;
  SourcePos pos;
};

// A referee's ruling on a move that broke a rule (docs/adjudication.md): it stands (applied
// as played, where the table can hold it) or it is struck (void; play goes on).
enum class RulingKind { Stands, Struck };
std::string_view ruling_name(RulingKind kind);                  // "stands", "struck"
std::optional<RulingKind> parse_ruling_kind(std::string_view);  // nullopt: neither word

struct Ruling {
  int move = 0;  // 1-based move number
  RulingKind kind = RulingKind::Struck;
  std::string note;  // the referee's words, when the record gives them
  SourcePos pos;     // where the record writes it (line 0: from the command line)
};

struct Record {
  std::string source;  // the file it came from ("" for other sources)
  int document = 1;    // its position among the documents of that file
  SourcePos start;     // where its content starts

  // The record format (`format:`): 1, or 2 for a game that defines it
  // (GameType::max_format; docs/format.md).
  int format = 1;
  SourcePos format_pos;
  std::string game;
  SourcePos game_pos;
  std::string ruleset;
  SourcePos ruleset_pos;
  std::string id;  // as written, or the hash of the canonical form
  bool id_given = false;
  std::string date, event, notes;

  std::vector<std::string> players;
  std::vector<SourcePos> player_pos;
  SourcePos players_pos;
  // Who each player is beyond their name (the `player_ids:` header field, an addition to
  // format 1: `{Zoë: club-a/17}`): per player in `players`' order, "" for none. Empty when
  // the record gives none.
  std::vector<std::string> player_ids;
  SourcePos player_ids_pos;
  std::vector<Team> teams;
  bool has_teams = false;
  SourcePos teams_pos;

  MoveList moves;
  SourcePos moves_pos;
  // A record of the result only (an addition to format 1): players and `result:`, no
  // `moves:` at all. Nothing is replayed; the result is the outcome (replay/result_only.h).
  bool result_only = false;
  std::vector<Ruling> rulings;  // the `rulings:` header field (an addition to format 1)
  SourcePos rulings_pos;
  std::vector<Claim> result;
  bool has_result = false;
  SourcePos result_pos;

  YNode game_fields;  // a map: the header fields this layer does not know, for the game

  int player_index(std::string_view name) const;  // -1 when not a player
};

// Reads the shared header of a record document. Throws RecordError on a malformed header
// (its first problem); unknown top-level fields are left in `game_fields` for the game to
// accept or refuse.
Record read_record(const YNode& root, const std::string& source, int document);

// Reads the `rulings:` header field: a list of {move: N, ruling: stands|struck, note: TEXT}
// (rulings_reader.cc). Throws RecordError.
std::vector<Ruling> read_rulings(const YNode& node, int moves);

// The same, reading every field even after a problem: each problem is added to `problems`
// in the order read (the first is the one the overload above throws), and the record keeps
// what could be read. `layouts` (YamlDocument::layouts) gives the move lines their comments
// and later lines, for messages.
Record read_record(const YNode& root, const std::string& source, int document,
                   std::vector<RecordError>& problems,
                   const std::vector<PlainTextLayout>* layouts = nullptr);
// The same, for a caller that drops the tree afterwards: the move texts and the game's
// fields are moved out of `root` rather than copied (a tenth of reading a record).
Record read_record_using_up(YNode& root, const std::string& source, int document,
                            std::vector<RecordError>& problems,
                            const std::vector<PlainTextLayout>* layouts = nullptr);

// Parses a whole integer ("17", "-3"); false when `text` is anything else.
bool parse_integer(std::string_view text, long long& value);

}  // namespace qm

// Helpers shared by the unit tests: replaying a record written inline as a YAML string,
// building long move lists, running the `qm` binary, and scratch files.
//
// Records in the tests are C++ raw strings. `record_text` drops the one newline that follows
// `R"(`, so that line 1 of the record is the line after the opening quote: the lines a
// violation or an error reports are then the lines as one reads them in the test.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "replay/replay.h"

namespace qmtest {

// --- records in-process ---

// The record as it is parsed: `yaml` without its first character when that is a newline.
std::string record_text(std::string_view yaml);

// The 1-based line of the first line of record_text(yaml) that contains `needle`; 0 when none.
int line_of(std::string_view yaml, std::string_view needle);

// Replays the first document of `yaml` (as record_text) in-process, with a fresh Replayer.
qm::Replay replay_yaml(std::string_view yaml, const qm::ReplayOptions& options = {},
                       const std::string& source = "inline.yaml");
// Replays it under another ruleset (a name or a path): ReplayOptions::ruleset_override.
qm::Replay replay_under(std::string_view yaml, const std::string& ruleset);
// Replays every document of `yaml`, in order.
std::vector<qm::Replay> replay_documents(std::string_view yaml,
                                         const std::string& source = "inline.yaml");
// Replays the documents of a file on disk, as `qm replay` reads it.
std::vector<qm::Replay> replay_file(const std::string& path);

// report_json of the replay (docs/format.md).
qm::Json report(const qm::Replay& replay);
// One line saying what the replay found, for INFO() when a check fails.
std::string describe(const qm::Replay& replay);
// The verdict as a record's `# expect:` line states it (records/, and the records the docs
// show): "valid", "illegal RULE at move N", "illegal RULE after the last move", "illegal
// RULE before the first move" (a header at fault) or "unreadable".
std::string expect_line(const qm::Replay& replay);

// Checks (Catch2 REQUIREs) that the replay is valid.
void require_valid(const qm::Replay& replay);
// Checks that the replay is illegal at `move` (1-based; 0 after the last move) on `line`
// (0: none) by rule `rule`.
void require_illegal(const qm::Replay& replay, std::string_view rule, int move, int line);
// Checks that the replay is unreadable with the error on `line` (0: not checked) and the
// message containing `message` (case-insensitive).
void require_unreadable(const qm::Replay& replay, int line, std::string_view message);

// True when `text` contains `part`, ignoring ASCII case.
bool contains_nocase(std::string_view text, std::string_view part);

// The captures of a Loot replay as "move:@N>by" strings ("7:@1>Anna"; move 0 is the end of
// the game), in order: compact to compare.
std::vector<std::string> captures_of(const qm::Replay& replay);
// The score of one side (player, or team) at the end; fails when there is no such side.
long long score_of(const qm::Replay& replay, const std::string& side);

// --- long move lists ---

// The `moves:` items of a record in turn order, for records too long to write out (running
// the draw pile out takes dozens of draws). Each action is written for the player to move;
// `as` names the player, for turn orders that skip someone.
class Moves {
 public:
  explicit Moves(std::vector<std::string> players);
  // `action` for the next player in turn order, e.g. play("merchant m2"); may end in a
  // YAML comment ("discard m5  # illegal").
  Moves& play(const std::string& action);
  // `action` for `player`; the turn then passes to the seat after them.
  Moves& as(const std::string& player, const std::string& action);
  // The next `n` players in turn order draw an unseen card, one each.
  Moves& draws(int n);
  int count() const { return int(lines_.size()); }
  // The items, one per line: "  - Anna draw\n".
  std::string yaml() const;

 private:
  std::vector<std::string> players_;
  size_t next_ = 0;
  std::vector<std::string> lines_;
};

// A five-player game (Anna, Bruno, Carla, Dario, Elena; every hand unseen) that runs the
// 48-card pile out: Anna plays merchants (m2 x5, then m3s) and draws only when her hand is
// empty; the others draw. The moves stop after move 56: Anna has just put her last card, an
// m3 (@9), to sea; she has captured @1-@8 (19 gold); the pile holds one card, so Bruno's
// draw at move 57 ends the game (the pile is empty and Anna's hand is).
Moves five_players_to_last_card();
// The header of that game's record under `ruleset`, up to `moves:`.
std::string five_players_header(const std::string& ruleset = "loot/standard");

// The `deck:` line of a record with `players` players: the whole draw pile (78 - 6 *
// players cards), `top` first, then the rest of the deck in a fixed order (m2 ... m8, then
// each colour's pirates 1-4 and captain, then the admiral); the cards left over are the
// unseen hands.
std::string deck_field(int players, const std::vector<std::string>& top);

// --- the qm binary ---

struct RunResult {
  int exit_code = -1;  // the exit status; -1 when killed by a signal or timed out
  int signal = 0;      // the signal that killed it, 0 when none
  bool timed_out = false;
  std::string out, err;
  double seconds = 0;       // wall time, from start to exit
  double cpu_seconds = 0;   // user and system time (the machine's load does not add to it)
  double user_seconds = 0;  // user time alone: qm's own work, without the kernel's
  long max_rss_kb = 0;      // the largest resident set it reached (getrusage's ru_maxrss)
};

// Runs QM_BINARY with `args` (working directory: QM_SOURCE_DIR), capturing stdout and
// stderr; kills it after `timeout_seconds`.
RunResult run_qm(const std::vector<std::string>& args, int timeout_seconds = 60);

// The absolute path of a file of the repository (QM_SOURCE_DIR).
std::string source_path(const std::string& relative);

// The whole content of a file ("" when it cannot be read).
std::string file_text(const std::filesystem::path& path);

// --- scratch files ---

// A fresh directory under the system's temporary directory, removed with the object.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  // Writes `content` to `name` (subdirectories created) and returns the file's path.
  std::string write(const std::string& name, std::string_view content) const;

 private:
  std::filesystem::path path_;
};

}  // namespace qmtest

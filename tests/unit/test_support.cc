#include "test_support.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>

#include <fmt/format.h>

#include "record/yaml_tree.h"
#include "replay/corpus.h"

namespace qmtest {

namespace fs = std::filesystem;

std::string record_text(std::string_view yaml) {
  if (!yaml.empty() && yaml.front() == '\n') yaml.remove_prefix(1);
  return std::string(yaml);
}

int line_of(std::string_view yaml, std::string_view needle) {
  std::istringstream in(record_text(yaml));
  std::string line;
  for (int n = 1; std::getline(in, line); ++n)
    if (line.find(needle) != std::string::npos) return n;
  return 0;
}

qm::Replay replay_yaml(std::string_view yaml, const qm::ReplayOptions& options,
                       const std::string& source) {
  std::vector<qm::Replay> all;
  qm::Replayer replayer;
  std::string text = record_text(yaml);
  qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) {
    if (all.empty()) all.push_back(replayer.replay(doc, source, options));
  });
  if (all.empty()) FAIL("the test's record holds no YAML document");
  return std::move(all.front());
}

qm::Replay replay_under(std::string_view yaml, const std::string& ruleset) {
  qm::ReplayOptions options;
  options.ruleset_override = ruleset;
  return replay_yaml(yaml, options);
}

std::vector<qm::Replay> replay_documents(std::string_view yaml, const std::string& source) {
  std::vector<qm::Replay> all;
  qm::Replayer replayer;
  std::string text = record_text(yaml);
  qm::parse_yaml_documents(
      text, [&](qm::YamlDocument& doc) { all.push_back(replayer.replay(doc, source)); });
  return all;
}

std::vector<qm::Replay> replay_file(const std::string& path) {
  std::vector<qm::Replay> all;
  qm::Replayer replayer;
  qm::replay_file(replayer, path, {}, [&](qm::Replay& r) { all.push_back(std::move(r)); });
  return all;
}

qm::Json report(const qm::Replay& replay) { return qm::report_json(replay); }

std::string describe(const qm::Replay& r) {
  std::string s = std::string(qm::status_name(r.status));
  if (r.violation)
    s += " at move " + std::to_string(r.violation->move) + " line " +
         std::to_string(r.violation->line) + ": " + r.violation->rule + ": " + r.violation->message;
  if (r.error)
    s += " at " + r.error->file + ":" + std::to_string(r.error->pos.line) + ":" +
         std::to_string(r.error->pos.column) + ": " + r.error->message;
  if (r.state) s += "  report: " + qm::report_json(r).dump();
  return s;
}

std::string expect_line(const qm::Replay& r) {
  if (r.status == qm::Status::Valid) return "valid";
  if (r.status == qm::Status::Unreadable) return "unreadable";
  const qm::Violation& v = *r.violation;
  return "illegal " + v.rule + (v.phase == qm::Phase::Move ? " at " : " ") + qm::place_words(v);
}

void require_valid(const qm::Replay& replay) {
  INFO(describe(replay));
  REQUIRE(replay.status == qm::Status::Valid);
  REQUIRE_FALSE(replay.violation);
  REQUIRE_FALSE(replay.error);
}

void require_illegal(const qm::Replay& replay, std::string_view rule, int move, int line) {
  INFO(describe(replay));
  REQUIRE(replay.status == qm::Status::Illegal);
  REQUIRE(replay.violation);
  CHECK(replay.violation->rule == rule);
  CHECK(replay.violation->move == move);
  CHECK(replay.violation->line == line);
  CHECK_FALSE(replay.violation->message.empty());
}

void require_unreadable(const qm::Replay& replay, int line, std::string_view message) {
  INFO(describe(replay));
  REQUIRE(replay.status == qm::Status::Unreadable);
  REQUIRE(replay.error);
  if (line > 0) CHECK(replay.error->pos.line == line);
  CHECK(contains_nocase(replay.error->message, message));
}

bool contains_nocase(std::string_view text, std::string_view part) {
  auto lower = [](std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
  };
  return lower(text).find(lower(part)) != std::string::npos;
}

std::vector<std::string> captures_of(const qm::Replay& replay) {
  std::vector<std::string> out;
  if (!replay.state) return out;
  qm::Json j = qm::report_json(replay);
  for (const qm::Json& c : j["captures"])
    out.push_back((c["move"].is_null() ? std::string("0") : std::to_string(c["move"].get<int>())) +
                  ":" + c["merchant"].get<std::string>() + ">" + c["by"].get<std::string>());
  return out;
}

long long score_of(const qm::Replay& replay, const std::string& side) {
  INFO(describe(replay));
  REQUIRE(replay.state);
  qm::Outcome o = replay.state->outcome();
  for (size_t i = 0; i < o.sides.size(); ++i)
    if (o.sides[i] == side) return o.scores[i];
  FAIL("no side " << side);
  return 0;
}

// --- Moves ---

Moves::Moves(std::vector<std::string> players) : players_(std::move(players)) {}

Moves& Moves::play(const std::string& action) {
  lines_.push_back(players_[next_] + " " + action);
  next_ = (next_ + 1) % players_.size();
  return *this;
}

Moves& Moves::as(const std::string& player, const std::string& action) {
  for (size_t i = 0; i < players_.size(); ++i)
    if (players_[i] == player) {
      next_ = i;
      return play(action);
    }
  FAIL("Moves::as: no player " << player);
  return *this;
}

Moves& Moves::draws(int n) {
  for (int i = 0; i < n; ++i) play("draw");
  return *this;
}

std::string Moves::yaml() const {
  std::string out;
  for (const std::string& line : lines_) out += "  - " + line + "\n";
  return out;
}

Moves five_players_to_last_card() {
  Moves m({"Anna", "Bruno", "Carla", "Dario", "Elena"});
  for (const char* card : {"m2", "m2", "m2", "m2", "m2", "m3"})  // moves 1-30: pile 48 -> 24
    m.play(std::string("merchant ") + card).draws(4);
  m.play("draw").draws(4).play("merchant m3").draws(4);  // moves 31-40: pile 15
  m.play("draw").draws(4).play("merchant m3").draws(4);  // moves 41-50: pile 6
  m.play("draw").draws(4).play("merchant m3");           // moves 51-56: pile 1
  REQUIRE(m.count() == 56);
  return m;
}

std::string five_players_header(const std::string& ruleset) {
  return "format: 1\ngame: loot\nruleset: " + ruleset +
         "\nplayers: [Anna, Bruno, Carla, Dario, Elena]\nmoves:\n";
}

std::string deck_field(int players, const std::vector<std::string>& top) {
  std::vector<std::string> all;
  const int merchants[] = {5, 6, 5, 5, 2, 1, 1};
  for (int v = 2; v <= 8; ++v)
    for (int k = 0; k < merchants[v - 2]; ++k) all.push_back(fmt::format("m{}", v));
  const int pirates[] = {2, 4, 4, 2};
  for (const char* colour : {"blue", "green", "purple", "gold"}) {
    for (int s = 1; s <= 4; ++s)
      for (int k = 0; k < pirates[s - 1]; ++k)
        all.push_back(std::string(colour) + "-" + std::to_string(s));
    all.push_back(std::string(colour) + "-captain");
  }
  all.push_back("admiral");
  REQUIRE(all.size() == 78);
  const size_t size = 78 - 6 * size_t(players);
  std::vector<std::string> deck = top;
  for (const std::string& t : top) {
    auto it = std::find(all.begin(), all.end(), t);
    REQUIRE(it != all.end());
    all.erase(it);
  }
  for (size_t i = 0; deck.size() < size; ++i) deck.push_back(all[i]);
  std::string out = "deck: [";
  for (size_t i = 0; i < deck.size(); ++i) {
    if (i) out += ", ";
    out += deck[i];
  }
  return out + "]\n";
}

// --- the qm binary ---

std::string source_path(const std::string& relative) {
  return (fs::path(QM_SOURCE_DIR) / relative).string();
}

std::string file_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

RunResult run_qm(const std::vector<std::string>& args, int timeout_seconds) {
  TempDir scratch;
  const fs::path out_path = scratch.path() / "stdout";
  const fs::path err_path = scratch.path() / "stderr";
  std::vector<std::string> argv_store;
  argv_store.push_back(QM_BINARY);
  argv_store.insert(argv_store.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_store) argv.push_back(a.data());
  argv.push_back(nullptr);

  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int in = open("/dev/null", O_RDONLY);
    if (out < 0 || err < 0 || in < 0) _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    if (chdir(QM_SOURCE_DIR) != 0) _exit(127);
    execv(argv[0], argv.data());
    _exit(127);
  }
  RunResult result;
  int status = 0;
  rusage usage{};
  const auto started = std::chrono::steady_clock::now();
  const auto deadline = started + std::chrono::seconds(timeout_seconds);
  for (;;) {
    pid_t done = wait4(pid, &status, WNOHANG, &usage);
    if (done == pid) break;
    if (std::chrono::steady_clock::now() > deadline) {
      kill(pid, SIGKILL);
      wait4(pid, &status, 0, &usage);
      result.timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  result.cpu_seconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                       double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  result.user_seconds = double(usage.ru_utime.tv_sec) + double(usage.ru_utime.tv_usec) / 1e6;
  result.max_rss_kb = usage.ru_maxrss;
  if (!result.timed_out) {
    if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  }
  result.out = file_text(out_path);
  result.err = file_text(err_path);
  return result;
}

// --- TempDir ---

TempDir::TempDir() {
  static std::atomic<unsigned> counter{0};
  std::random_device rd;
  for (;;) {
    path_ = fs::temp_directory_path() /
            ("qm-tests-" + std::to_string(getpid()) + "-" + std::to_string(counter++) + "-" +
             std::to_string(rd() % 100000));
    std::error_code ec;
    if (fs::create_directory(path_, ec)) break;
  }
}

TempDir::~TempDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

std::string TempDir::write(const std::string& name, std::string_view content) const {
  fs::path file = path_ / name;
  fs::create_directories(file.parent_path());
  std::ofstream out(file, std::ios::binary);
  out << content;
  return file.string();
}

}  // namespace qmtest

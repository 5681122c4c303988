// qm import PATH... [--db FILE] : replays records (files, directories recursively) and
// stores each with its verdict in the record store; prints `N new, N already present, N
// illegal, N unreadable`. A progress bar on a terminal.
#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <iostream>

#include "cli/commands.h"
#include "store/import.h"
#include "store/open.h"

namespace qm::cli {

namespace {

// Redraws the bar on stderr at most ten times a second, and at the end.
class ProgressBar {
 public:
  void show(size_t done, size_t total) {
    const auto now = std::chrono::steady_clock::now();
    if (done < total && now - drawn_ < std::chrono::milliseconds(100)) return;
    drawn_ = now;
    const int width = 30;
    const int filled = total ? int(double(done) / double(total) * width) : width;
    std::string line =
        fmt::format("\rimporting [{}{}] {}/{} files", std::string(size_t(filled), '#'),
                    std::string(size_t(width - filled), '.'), done, total);
    if (line == last_) return;
    last_ = line;
    std::cerr << line << std::flush;
  }
  void clear() {
    if (!last_.empty()) std::cerr << "\r" << std::string(last_.size(), ' ') << "\r" << std::flush;
  }

 private:
  std::string last_;
  std::chrono::steady_clock::time_point drawn_;
};

}  // namespace

void add_import(CLI::App& app, int& exit_code) {
  struct Args {
    std::vector<std::string> paths;
    std::string db = "quartermaster.db";
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "import", "Replay records and store them, with their verdicts, in a database");
  cmd->add_option("paths", args->paths,
                  "Record files or directories (searched recursively for *.yaml, *.yml)")
      ->required();
  cmd->add_option("--db", args->db, "The database (created when missing)")->capture_default_str();
  cmd->callback([args, &exit_code] {
    store::Database db = store::open_store(args->db, store::OpenMode::Create);
    Replayer replayer;
    store::ImportOptions options;
    ProgressBar bar;
    if (isatty(STDERR_FILENO))
      options.progress = [&bar](size_t done, size_t total) { bar.show(done, total); };
    store::ImportSummary s;
    try {
      s = store::import_records(db, replayer, args->paths, options);
    } catch (...) {
      bar.clear();
      throw;
    }
    bar.clear();
    for (const std::string& problem : s.unread_files) std::cerr << "qm: " << problem << "\n";
    std::cout << fmt::format("{} new, {} already present, {} illegal, {} unreadable\n", s.added,
                             s.present, s.illegal, s.unreadable);
    exit_code = exit_status(s.illegal > 0, s.unreadable > 0);
  });
}

}  // namespace qm::cli

// qm import PATH... [--db FILE] : replays records (files, directories recursively) and
// stores each with its verdict in the record store; prints `N new, N already present, N
// illegal, N unreadable`. Files are read and replayed on -j threads and written in file
// order; a progress bar on a terminal counts the files stored.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "cli/progress_bar.h"
#include "replay/corpus.h"
#include "store/import.h"
#include "store/open.h"

namespace qm::cli {

void add_import(CLI::App& app, int& exit_code) {
  struct Args {
    std::vector<std::string> paths;
    std::string db = "quartermaster.db";
    int jobs = 0;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "import", "Replay records and store them, with their verdicts, in a database");
  cmd->add_option("paths", args->paths,
                  "Record files or directories (searched recursively for *.yaml, *.yml)")
      ->required();
  cmd->add_option("--db", args->db, "The database (created when missing)")->capture_default_str();
  add_jobs_option(cmd, args->jobs, "Threads reading and replaying");
  cmd->callback([args, &exit_code] {
    if (record_files_of(args->paths).empty()) {  // nothing at all to import
      exit_code = 3;
      return;
    }
    store::Database db = store::open_store(args->db, store::OpenMode::Create);
    Replayer replayer;
    store::ImportOptions options;
    options.threads = args->jobs > 0 ? args->jobs : default_threads();
    ProgressBar bar("files stored");
    if (bar.active())
      options.progress = [&bar](size_t done, size_t total) { bar.show(done, total); };
    const store::ImportSummary s = store::import_records(db, replayer, args->paths, options);
    bar.clear();
    for (const std::string& problem : s.unread_files) std::cerr << "qm: " << problem << "\n";
    std::cout << fmt::format("{} new, {} already present, {} illegal, {} unreadable\n", s.added,
                             s.present, s.illegal, s.unreadable);
    exit_code = exit_status(s.illegal > 0, s.unreadable > 0);
  });
}

}  // namespace qm::cli

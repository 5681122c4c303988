// qm validate PATH... : one line per record and a summary, over files and directories
// (recursive), checked on -j threads and printed in input order. `--db FILE [--id ID... |
// --all]` checks records of a database instead, from its own tables.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "games/json_text.h"
#include "games/registry.h"
#include "replay/corpus.h"
#include "replay/present.h"
#include "store/export.h"
#include "store/open.h"

namespace qm::cli {

void add_validate(CLI::App& app, int& exit_code) {
  struct Args {
    std::vector<std::string> paths;
    std::string format = "text";
    std::string ruleset;
    int jobs = 0;
    DbArgs db;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "validate", "Check every record under files and directories; print a summary");
  CLI::Option* paths = cmd->add_option(
      "paths", args->paths, "Record files or directories (searched recursively for *.yaml, *.yml)");
  add_db_options(cmd, paths, args->db);
  cmd->add_option("--format", args->format,
                  "text or json (one object per line, then a summary object)")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_option("--ruleset", args->ruleset, "Replay under this ruleset instead of each record's");
  add_jobs_option(cmd, args->jobs);
  cmd->callback([args, &exit_code] {
    if (args->db.file.empty() && args->paths.empty())
      throw CLI::RequiredError("paths (or --db FILE)");
    check_ruleset_option("--ruleset", args->ruleset);
    std::vector<std::string> files = record_files_of(args->paths);
    if (args->db.file.empty() && files.empty()) {  // nothing at all to check
      exit_code = 3;
      return;
    }
    const int threads = args->jobs > 0 ? args->jobs : default_threads();
    const bool json = args->format == "json";
    auto rulesets = std::make_shared<RulesetLibrary>(&game_option_specs);
    ReplayOptions options;
    options.ruleset_override = args->ruleset;
    Tally total;
    std::mutex tally_mutex;
    ordered_parallel(
        files.size(), threads,
        [&](size_t i) {
          Replayer replayer(rulesets);
          std::string out;
          Tally tally;
          replay_file(
              replayer, files[i], options,
              [&](Replay& r) {
                tally.add(r.status);
                out += json ? json_text(report_json(r)) : verdict_line(r);
                out += "\n";
              },
              [&](const std::string& what) {
                ++tally.skipped;
                out += json ? json_text(Json{{"record", files[i]}, {"skipped", what}})
                            : skipped_file_text(files[i], what);
                out += "\n";
              });
          std::lock_guard<std::mutex> lock(tally_mutex);
          total.add(tally);
          return out;
        },
        [](std::string& out) { std::cout << out; });
    if (!args->db.file.empty()) {
      store::Database db = store::open_store(args->db.file, store::OpenMode::Read);
      try {
        // Each thread reads with its own connection and replays what it read.
        store::replay_records_parallel(
            db, args->db.ids, threads, rulesets, options,
            [&](Replay& r) {
              std::string out = (json ? json_text(report_json(r)) : verdict_line(r)) + "\n";
              std::lock_guard<std::mutex> lock(tally_mutex);
              total.add(r.status);
              return out;
            },
            [](std::string& out) { std::cout << out; });
      } catch (const store::UnknownRecord& e) {
        throw UsageError(e.what());
      }
    }
    if (json)
      std::cout << Json{{"summary",
                         {{"valid", total.valid},
                          {"illegal", total.illegal},
                          {"unreadable", total.unreadable},
                          {"skipped", total.skipped}}}}
                       .dump()
                << "\n";
    else
      std::cout << fmt::format("{} valid, {} illegal, {} unreadable{}\n", total.valid,
                               total.illegal, total.unreadable, skipped_summary(total.skipped));
    std::cout.flush();
    exit_code = total.exit_status();
  });
}

}  // namespace qm::cli

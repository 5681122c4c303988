// qm replay RECORD... : each record's verdict; `--format json` prints the objects of
// docs/format.md, one per line. `--db FILE [--id ID... | --all]` replays records of a
// database instead, from its own tables.
#include <iostream>

#include "cli/commands.h"
#include "games/json_text.h"
#include "replay/corpus.h"
#include "replay/present.h"
#include "store/export.h"
#include "store/open.h"

namespace qm::cli {

void add_replay(CLI::App& app, int& exit_code) {
  struct Args {
    std::vector<std::string> records;
    std::string format = "text";
    std::string ruleset;
    DbArgs db;
    std::vector<std::string> rulings;
    bool margins = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "replay", "Replay records and say whether each is valid; name the first illegal move");
  CLI::Option* records = cmd->add_option("records", args->records,
                                         "Record files (YAML, several documents per file allowed)");
  add_db_options(cmd, records, args->db);
  cmd->add_option("--format", args->format, "text or json (one object per line)")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_option("--ruleset", args->ruleset, "Replay under this ruleset instead of the record's");
  add_ruling_option(cmd, args->rulings);
  cmd->add_flag("--margins", args->margins,
                "Say how near each measured check of a legal move came to failing (in a game "
                "with a measured table: rulers, paths, ranges, lines of fire, contacts), and "
                "which measured radius would flip it");
  cmd->callback([args, &exit_code] {
    check_ruleset_option("--ruleset", args->ruleset);
    Replayer replayer;
    ReplayOptions options;
    options.ruleset_override = args->ruleset;
    options.rulings = rulings_of(args->rulings);
    options.margins = args->margins;
    Tally tally;
    auto print = [&](Replay& r) {
      tally.add(r.status);
      if (args->format == "json")
        std::cout << json_text(report_json(r)) << "\n";
      else
        std::cout << verdict_text(r);
    };
    if (!args->db.file.empty()) {
      store::Database db = store::open_store(args->db.file, store::OpenMode::Read);
      try {
        store::replay_records(db, replayer, args->db.ids, options, print);
      } catch (const store::UnknownRecord& e) {
        throw UsageError(e.what());
      }
    } else {
      if (args->records.empty()) throw CLI::RequiredError("records (or --db FILE)");
      for (const std::string& path : args->records) replay_file(replayer, path, options, print);
    }
    std::cout.flush();
    exit_code = tally.exit_status();
  });
}

}  // namespace qm::cli

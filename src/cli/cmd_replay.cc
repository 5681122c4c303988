// qm replay RECORD... : each record's verdict; `--format json` prints the objects of
// format/record-v1.md, one per line.
#include <iostream>

#include "cli/commands.h"
#include "replay/corpus.h"
#include "replay/present.h"

namespace qm::cli {

void add_replay(CLI::App& app, int& exit_code) {
  struct Args {
    std::vector<std::string> records;
    std::string format = "text";
    std::string ruleset;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "replay", "Replay records and say whether each is valid; name the first illegal move");
  cmd->add_option("records", args->records,
                  "Record files (YAML, several documents per file allowed)")
      ->required();
  cmd->add_option("--format", args->format, "text or json (one object per line)")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_option("--ruleset", args->ruleset, "Replay under this ruleset instead of the record's");
  cmd->callback([args, &exit_code] {
    Replayer replayer;
    ReplayOptions options;
    options.ruleset_override = args->ruleset;
    Tally tally;
    for (const std::string& path : args->records) {
      replay_file(replayer, path, options, [&](Replay& r) {
        tally.add(r.status);
        if (args->format == "json")
          std::cout << report_json(r).dump() << "\n";
        else
          std::cout << verdict_text(r);
      });
    }
    std::cout.flush();
    exit_code = tally.exit_status();
  });
}

}  // namespace qm::cli

// qm audit RECORD : the scoring audit a tournament director hands out.
#include <iostream>

#include "cli/commands.h"
#include "replay/present.h"

namespace qm::cli {

void add_audit(CLI::App& app, int& exit_code) {
  struct Args {
    std::string record;
    int document = 1;
    std::string format = "text";
    std::string ruleset;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "audit", "Where every point came from: captures, hands, totals, ranks, the claimed result");
  cmd->add_option("record", args->record, "A record file")->required();
  cmd->add_option("--document", args->document, "Which record of the file (1 = the first)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--format", args->format, "text, markdown or json")
      ->check(CLI::IsMember({"text", "markdown", "json"}));
  cmd->add_option("--ruleset", args->ruleset, "Replay under this ruleset instead of the record's");
  cmd->callback([args, &exit_code] {
    Replayer replayer;
    ReplayOptions options;
    options.ruleset_override = args->ruleset;
    std::optional<Replay> r = replay_one(replayer, args->record, args->document, options);
    if (!r) {
      exit_code = 2;
      return;
    }
    if (!r->match) {
      std::cerr << verdict_line(*r) << "\n";
      exit_code = exit_status_of(*r);
      return;
    }
    if (args->format == "json") {
      Json j = report_json(*r);
      j["audit"] = r->match->audit();
      std::cout << j.dump(2) << "\n";
    } else {
      std::cout << audit_text(*r,
                              args->format == "markdown" ? TextStyle::Markdown : TextStyle::Plain);
    }
    exit_code = exit_status_of(*r);
  });
}

}  // namespace qm::cli

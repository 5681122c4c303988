// qm audit RECORD (or --db FILE --id ID): the scoring audit a tournament director hands out.
#include <iostream>

#include "cli/commands.h"
#include "games/game.h"
#include "games/json_text.h"
#include "replay/present.h"
#include "replay/result_only.h"

namespace qm::cli {

void add_audit(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<OneRecordArgs>();
  CLI::App* cmd = app.add_subcommand(
      "audit",
      "Where every point came from: the scoring step by step, totals, ranks, the claimed result");
  add_one_record_options(cmd, *args, {"text", "markdown", "json"});
  add_ruling_option(cmd, args->rulings);
  cmd->callback([args, &exit_code] {
    std::optional<Replay> r = replay_for_display(*args, -1, exit_code);
    if (!r) return;
    if (args->format == "json") {
      Json j = report_json(*r);
      j["audit"] = r->state ? r->state->audit() : result_only_audit_json(*r);
      std::cout << json_text(j, 2) << "\n";
    } else {
      std::cout << audit_text(*r,
                              args->format == "markdown" ? TextStyle::Markdown : TextStyle::Plain);
    }
    exit_code = exit_status_of(*r);
  });
}

}  // namespace qm::cli

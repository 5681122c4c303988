// qm state RECORD --at N : the table after move N.
#include <iostream>

#include "cli/commands.h"
#include "replay/present.h"

namespace qm::cli {

void add_state(CLI::App& app, int& exit_code) {
  struct Args {
    std::string record;
    int at = -1;
    int document = 1;
    std::string format = "text";
    std::string ruleset;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "state", "The table after move N: draw pile, hands, merchants at sea, captures, whose turn");
  cmd->add_option("record", args->record, "A record file")->required();
  cmd->add_option("--at", args->at, "After this many moves (0: the deal; default: all)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--document", args->document, "Which record of the file (1 = the first)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--format", args->format, "text or json")->check(CLI::IsMember({"text", "json"}));
  cmd->add_option("--ruleset", args->ruleset, "Replay under this ruleset instead of the record's");
  cmd->callback([args, &exit_code] {
    Replayer replayer;
    ReplayOptions options;
    options.ruleset_override = args->ruleset;
    options.stop_after = args->at;
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
    if (args->at > int(r->record->moves.size())) {
      std::cerr << "qm: " << record_label(*r) << " has " << r->record->moves.size()
                << " moves; --at " << args->at << " is past its end\n";
      exit_code = 2;
      return;
    }
    // The table stops before an illegal move: say so rather than show a table past it.
    if (r->violation && r->violation->move)
      std::cerr << "qm: the replay stops at move " << r->violation->move << " ("
                << r->violation->violation.rule << "): the table is the one before it\n";
    if (args->format == "json") {
      Json j{{"record", r->source},
             {"document", r->document},
             {"id", r->record->id},
             {"status", status_name(r->status)}};
      j["violation"] = r->violation ? report_json(*r)["violation"] : Json(nullptr);
      j["table"] = r->match->table();
      std::cout << j.dump(2) << "\n";
    } else {
      std::cout << table_text(*r);
    }
    exit_code = exit_status_of(*r);
  });
}

}  // namespace qm::cli

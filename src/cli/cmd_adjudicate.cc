// qm adjudicate RECORD [--move N]: what a referee's ruling on an illegal move changes, the
// record replayed with the move standing and struck, side by side (replay/adjudicate.h).
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "games/json_text.h"
#include "replay/adjudicate.h"

namespace qm::cli {

void add_adjudicate(CLI::App& app, int& exit_code) {
  struct Args {
    OneRecordArgs record;
    int move = 0;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "adjudicate",
      "What a ruling changes: the first illegal move (or --move N) standing and struck");
  add_one_record_options(cmd, args->record, {"text", "json"});
  cmd->add_option("--move", args->move,
                  "Rule on this move (1-based) instead of the first illegal one")
      ->check(whole_number(1, kMaxIndex));
  cmd->callback([args, &exit_code] {
    std::optional<Replay> read = replay_for_display(args->record, -1, exit_code);
    if (!read) return;
    const Record& record = *read->record;
    if (args->move > int(record.moves.size()))
      throw UsageError(fmt::format("adjudicate: --move {}: the record has {} moves", args->move,
                                   record.moves.size()));
    Replayer replayer;
    ReplayOptions options;
    options.ruleset_override = args->record.ruleset;
    Adjudication a = adjudicate(replayer, record, args->move, options);
    if (args->record.format == "json")
      std::cout << json_text(adjudication_json(a), 2) << "\n";
    else
      std::cout << adjudication_text(a);
    // Adjudicated: 0. Nothing to rule on: the record's own verdict (0 valid, 1 illegal after
    // the last move or in its header).
    exit_code = a.move > 0 ? 0 : exit_status_of(a.as_recorded);
  });
}

}  // namespace qm::cli

#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "replay/corpus.h"
#include "replay/present.h"

namespace qm::cli {

void add_one_record_options(CLI::App* cmd, OneRecordArgs& args,
                            const std::vector<std::string>& formats) {
  cmd->add_option("record", args.record, "A record file")->required();
  cmd->add_option("--document", args.document, "Which record of the file (1 = the first)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--format", args.format, fmt::format("{}", fmt::join(formats, ", ")))
      ->check(CLI::IsMember(formats));
  cmd->add_option("--ruleset", args.ruleset, "Replay under this ruleset instead of the record's");
}

std::optional<Replay> replay_for_display(const OneRecordArgs& args, int stop_after,
                                         int& exit_code) {
  Replayer replayer;
  ReplayOptions options;
  options.ruleset_override = args.ruleset;
  options.stop_after = stop_after;
  std::optional<Replay> found;
  int seen = 0;
  replay_file(replayer, args.record, options, [&](Replay& r) {
    ++seen;
    if (r.document == args.document) found = std::move(r);
  });
  if (!found) {
    std::cerr << "qm: " << args.record << " holds " << seen << " record(s), not a record #"
              << args.document << "\n";
    exit_code = 2;
    return std::nullopt;
  }
  if (!found->match) {
    std::cerr << verdict_line(*found) << "\n";
    exit_code = exit_status_of(*found);
    return std::nullopt;
  }
  return found;
}

int exit_status_of(const Replay& replay) {
  return exit_status(replay.status == Status::Illegal, replay.status == Status::Unreadable);
}

}  // namespace qm::cli

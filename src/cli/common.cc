#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "replay/corpus.h"
#include "replay/present.h"
#include "store/export.h"
#include "store/open.h"

namespace qm::cli {

void add_one_record_options(CLI::App* cmd, OneRecordArgs& args,
                            const std::vector<std::string>& formats) {
  CLI::Option* record = cmd->add_option("record", args.record, "A record file");
  cmd->add_option("--document", args.document, "Which record of the file (1 = the first)")
      ->check(CLI::PositiveNumber)
      ->needs(record);
  CLI::Option* db =
      cmd->add_option("--db", args.db, "Read the record from this database instead of a file");
  db->excludes(record);
  cmd->add_option("--id", args.id, "With --db: the record's id")->needs(db);
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
  if (!args.db.empty()) {
    if (args.id.empty()) throw CLI::RequiredError("--id (the record to read from --db)");
    store::Database db = store::open_store(args.db, store::OpenMode::Read);
    try {
      store::replay_records(db, replayer, {args.id}, options,
                            [&](Replay& r) { found = std::move(r); });
    } catch (const store::UnknownRecord& e) {
      std::cerr << "qm: " << e.what() << "\n";
      exit_code = 2;
      return std::nullopt;
    }
  } else {
    if (args.record.empty()) throw CLI::RequiredError("record (or --db FILE --id ID)");
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

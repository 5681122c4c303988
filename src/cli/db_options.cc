// The `--db FILE [--id ID... | --all]` options of the commands that replay records
// (replay, validate): read the records from a database instead of files.
#include "cli/commands.h"

namespace qm::cli {

void add_db_options(CLI::App* cmd, CLI::Option* files, DbArgs& db) {
  CLI::Option* file =
      cmd->add_option("--db", db.file, "Read the records from this database instead of files");
  file->excludes(files);
  CLI::Option* ids =
      cmd->add_option("--id", db.ids, "With --db: the records to read (default: all)");
  ids->needs(file);
  cmd->add_flag("--all", db.all, "With --db: every record, in import order (the default)")
      ->needs(file)
      ->excludes(ids);
}

}  // namespace qm::cli

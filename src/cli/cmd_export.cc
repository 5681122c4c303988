// qm export --db FILE [--id ID...] [--out DIR [--force]] : writes stored records back as
// YAML v1, to standard output (one document each, `---` between) or one file per record in
// DIR, named as the league site names its pages (report/file_names.h) and written as
// cli/output_files.h says: a file that holds something else is replaced only with --force,
// a link never; a file that cannot be written is said with its reason and the export goes
// on with the others (exit status 3 at the end).
#include <iostream>

#include "cli/commands.h"
#include "cli/output_files.h"
#include "report/file_names.h"
#include "report/output_folder.h"
#include "store/export.h"
#include "store/open.h"

namespace qm::cli {

void add_export(CLI::App& app, int& exit_code) {
  struct Args {
    std::string db;
    std::vector<std::string> ids;
    std::string out;
    bool force = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("export", "Write records of a database back as YAML");
  cmd->add_option("--db", args->db, "The database")->required();
  cmd->add_option("--id", args->ids, "The records to write (default: all, in import order)");
  cmd->add_option("--out", args->out,
                  "A directory: one file per record, named after its id (default: standard "
                  "output)");
  cmd->add_flag("--force", args->force,
                "With --out: replace a file there that holds something else (never a link)");
  cmd->callback([args, &exit_code] {
    store::Database db = store::open_store(args->db, store::OpenMode::Read);
    // One snapshot for the whole export: the records as they were together, and the file
    // locked once, not at each of a record's queries (100,000 records made 1.4 million
    // fcntl and 900,000 stat calls, most of the export's time).
    store::ReadTransaction snapshot(db);
    std::vector<store::StoredKey> keys;
    try {
      keys = store::select_records(db, args->ids);
    } catch (const store::UnknownRecord& e) {
      throw UsageError(e.what());
    }
    store::RowReader reader(db);
    if (args->out.empty()) {
      for (size_t i = 0; i < keys.size(); ++i) {
        if (i) std::cout << "---\n";
        std::cout << store::export_yaml(reader.load(keys[i].game_id));
      }
      std::cout.flush();
      return;
    }
    make_output_folder("--out", args->out);
    const report::OutputFolder folder = report::OutputFolder::open(args->out, false);
    report::UniqueFileNames names;  // the site's rule: unique whatever the case
    OutputTally tally;
    for (const store::StoredKey& key : keys) {
      std::string why;
      const FileOutcome outcome =
          write_output_file(folder, names.take(key.id, ".yaml"),
                            store::export_yaml(reader.load(key.game_id)), args->force, why);
      if (outcome == FileOutcome::Refused) std::cerr << "qm: " << why << "\n";
      tally.add(outcome);
    }
    folder.sync_all();
    std::cout << tally.summary("record(s)", args->out) << "\n";
    exit_code = tally.refused > 0 ? 3 : 0;
  });
}

}  // namespace qm::cli

// qm delete --db FILE --id ID... : deletes stored records with every row that belongs to
// them, and takes them out of the statistics totals, in one transaction. An id that is not
// stored is a usage error (exit 2) naming it, and nothing is deleted.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "store/delete.h"
#include "store/export.h"
#include "store/open.h"

namespace qm::cli {

void add_delete(CLI::App& app, int& exit_code) {
  struct Args {
    std::string db = "quartermaster.db";
    std::vector<std::string> ids;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("delete", "Delete records from a database, by id");
  cmd->add_option("--db", args->db, "The database")->capture_default_str();
  cmd->add_option("--id", args->ids, "The records to delete (one or more ids)")->required();
  cmd->callback([args, &exit_code] {
    store::Database db = store::open_store(args->db, store::OpenMode::Existing);
    try {
      const long long deleted = store::delete_records(db, args->ids);
      std::cout << fmt::format("{} deleted\n", deleted);
      exit_code = 0;
    } catch (const store::UnknownRecord& e) {
      throw UsageError(e.what());
    }
  });
}

}  // namespace qm::cli

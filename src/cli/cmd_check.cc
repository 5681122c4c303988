// qm check --db FILE : whether a database is sound (store/check.h). Prints one line per
// problem, then a verdict; exit status 0 when sound, 3 when not.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "store/check.h"
#include "store/open.h"

namespace qm::cli {

void add_check(CLI::App& app, int& exit_code) {
  auto db = std::make_shared<std::string>("quartermaster.db");
  CLI::App* cmd = app.add_subcommand(
      "check", "Check that a database is sound: its pages, its version, its totals");
  cmd->add_option("--db", *db, "The database")->capture_default_str();
  cmd->callback([db, &exit_code] {
    const store::CheckReport report = store::check_store(*db);
    for (const std::string& problem : report.problems) std::cout << problem << "\n";
    if (report.problems.empty()) {
      std::cout << fmt::format("'{}' is sound: store version {}, {} record(s)", *db, report.version,
                               report.records);
      if (report.version < store::current_version())
        std::cout << fmt::format(
            " (pages checked; the next 'qm import' upgrades it to version {}, then its totals "
            "can be checked)",
            store::current_version());
      std::cout << "\n";
      exit_code = 0;
    } else {
      std::cout << fmt::format("'{}' is not sound: {} problem(s)\n", *db, report.problems.size());
      exit_code = 3;
    }
  });
}

}  // namespace qm::cli

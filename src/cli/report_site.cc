// qm report --db FILE --out DIR (cli/report_site.h).
#include <fmt/format.h>

#include <iostream>

#include "cli/report_site.h"
#include "report/site/league_site.h"
#include "report/site/site_folder.h"
#include "store/open.h"

namespace qm::cli {

int report_league_site(const std::string& db_path, const std::string& out_dir,
                       const report::site::SiteOptions& options) {
  // A store that cannot be opened throws StoreError: main says why, exit status 3.
  store::Database db = store::open_store(db_path, store::OpenMode::Read);
  try {
    const report::site::SiteSummary summary = report::site::write_league_site(db, out_dir, options);
    std::cout << fmt::format("{} pages written to {}: {} records, {} players, {} rulesets\n",
                             summary.pages, out_dir, summary.records, summary.players,
                             summary.rulesets);
  } catch (const report::site::SiteError& e) {
    std::cerr << "qm: " << e.what() << "\n";
    return 3;
  }
  return 0;
}

}  // namespace qm::cli

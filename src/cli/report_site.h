// `qm report --db FILE --out DIR`: the league site of a record store
// (report/site/league_site.h), the mode of `qm report` (cmd_report.cc) that reads a store
// instead of record files.
#pragma once

#include <string>

#include "report/site/league_site.h"

namespace qm::cli {

// Writes the site as `options` say and says how many pages it wrote; returns the exit
// status: 0, or 3 when the folder cannot be used (said on stderr). A store that cannot be
// read throws StoreError (main: exit status 3).
int report_league_site(const std::string& db_path, const std::string& out_dir,
                       const report::site::SiteOptions& options);

}  // namespace qm::cli

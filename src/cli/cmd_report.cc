// qm report RECORD... --out FILE.html : one self-contained HTML page for a batch of records
// (report/record_page.h): each verdict, the record with the offending line marked, the
// table at the disputed move, the scoring audit and a chart of the scores move by move.
// qm report --db FILE --out DIR [--include-simulated] [--rank-by CRITERION] [--min-games N] :
// the league site of a record store (cli/report_site.h).
#include <iostream>

#include "cli/commands.h"
#include "cli/report_site.h"
#include "replay/corpus.h"
#include "report/output_file.h"
#include "report/record_page.h"
#include "rules/ruleset.h"

namespace qm::cli {

void add_report(CLI::App& app, int& exit_code) {
  struct Args {
    std::vector<std::string> records;
    std::string out;
    std::string ruleset;
    std::string db;
    bool include_simulated = false;
    std::string rank_by{store::criterion_name(store::kDefaultCriterion)};
    long long min_games = store::kDefaultMinGames;
    std::vector<std::string> rulings;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "report", "Write a page to open in a browser: verdicts, marked lines, tables, charts");
  CLI::Option* records =
      cmd->add_option("records", args->records,
                      "Record files or directories (searched recursively for *.yaml, *.yml)");
  cmd->add_option("--out", args->out,
                  "The HTML file to write (new, or a page qm report wrote: replaced whole, never "
                  "half-written); with --db, the folder of the site")
      ->required();
  CLI::Option* ruleset = cmd->add_option("--ruleset", args->ruleset,
                                         "Replay under this ruleset instead of each record's");
  CLI::Option* ruling = add_ruling_option(cmd, args->rulings);
  CLI::Option* db =
      cmd->add_option("--db", args->db,
                      "A league site of this record store instead: standings, players, rulesets, "
                      "disputes and a page per record, written into the --out folder")
          ->excludes(records)
          ->excludes(ruleset)
          ->excludes(ruling);
  cmd->add_flag("--include-simulated", args->include_simulated,
                "With --db: count simulated records (qm simulate's) in the standings, ratings "
                "and head-to-head too")
      ->needs(db);
  cmd->add_option("--rank-by", args->rank_by,
                  "With --db: how the standings are ranked, as qm standings --rank-by: win-rate "
                  "(among players with at least --min-games games), points, rating or wins")
      ->check(CLI::IsMember({"win-rate", "points", "rating", "wins"}))
      ->capture_default_str()
      ->needs(db);
  cmd->add_option("--min-games", args->min_games,
                  "With --db and --rank-by win-rate: the games a player needs to be ranked")
      ->check(whole_number(1, 1'000'000'000))
      ->capture_default_str()
      ->needs(db);
  cmd->footer(
      "The page needs nothing but itself: no network, no script; it prints on A4.\n"
      "Exit status as replay's: 0 all valid, 1 some illegal, 3 some unreadable (the page is\n"
      "written all the same), 2 usage; a page that cannot be written, or a file at --out that\n"
      "is not a page qm report wrote (a record, a database): 3, nothing written.\n"
      "With --db: 0 the site is written; 3 the store cannot be read, or the folder is not\n"
      "empty and not one qm report wrote before, or cannot be written.");
  cmd->callback([args, &exit_code] {
    if (!args->db.empty()) {
      report::site::SiteOptions options;
      options.include_simulated = args->include_simulated;
      options.criterion = *store::parse_criterion(args->rank_by);
      options.min_games = args->min_games;
      exit_code = report_league_site(args->db, args->out, options);
      return;
    }
    if (args->records.empty()) throw CLI::RequiredError("records");
    check_ruleset_option("--ruleset", args->ruleset);
    const std::vector<std::string> files = record_files_of(args->records);
    if (files.empty()) {  // nothing at all to report; record_files_of said why
      exit_code = 3;
      return;
    }
    // Checked before anything is replayed: a file that is not a page of qm's (the record
    // itself, a database) is never replaced, nor a file the report reads.
    std::vector<std::string> inputs = files;
    if (is_ruleset_path(args->ruleset)) inputs.push_back(args->ruleset);
    std::string why;
    if (!report::may_write_page_at(args->out, inputs, why)) {
      std::cerr << "qm: " << why << "\n";
      exit_code = 3;
      return;
    }
    ReplayOptions options;
    options.ruleset_override = args->ruleset;
    options.rulings = rulings_of(args->rulings);
    const report::RecordsPage page = report::records_page(files, options);
    for (const auto& [path, what] : page.skipped)
      std::cerr << "qm: " << skipped_file_text(path, what) << "\n";
    if (!report::write_file_atomically(args->out, page.html, why)) {
      std::cerr << "qm: " << why << "\n";
      exit_code = 3;
      return;
    }
    exit_code = page.tally.exit_status();
  });
}

}  // namespace qm::cli

// qm import PATH... [--db FILE] [--replace] [--format text|json] : replays records (files,
// directories recursively) and stores each with its verdict in the record store; prints `N
// new, N already present, N illegal, N unreadable`, after each unreadable record or file
// on stderr with its problems, each at its file:line:column, as `qm replay` lists them
// (JSON: the counts and those records, each with `error` and, when several, `errors`).
// Files are read and replayed on -j threads and written in file order; a progress bar on a
// terminal counts the files stored.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "cli/progress_bar.h"
#include "cli/store_notes.h"
#include "replay/corpus.h"
#include "replay/error_json.h"
#include "replay/present.h"
#include "store/import.h"
#include "store/open.h"

namespace qm::cli {

namespace {

// "FILE:LINE:COLUMN: message" (the place as far as it is known), after the record when the
// error is in another file (its ruleset) or the file holds several records; then the
// record's other problems, one indented line each. Ends with a newline.
std::string problem_text(const store::ImportProblem& p) {
  std::string place = p.error.file;
  if (p.error.pos.line > 0) place += fmt::format(":{}", p.error.pos.line);
  if (p.error.pos.column > 0) place += fmt::format(":{}", p.error.pos.column);
  std::string record;
  if (p.document > 1 || (p.document > 0 && p.error.file != p.source))
    record = fmt::format("{} (document {}{}): ", p.source, p.document,
                         p.id.empty() ? "" : fmt::format(", id {}", p.id));
  // The other problems each on an indented line, as `qm replay` lists them.
  return fmt::format("{}{}: {}\n", record, place, p.error.message) +
         later_errors_text(p.errors, p.errors_left_off, p.source, "  ");
}

// The record (null document and id for a file that gave none) and its `error` object, as
// `qm replay --format json` writes it (docs/format.md), with `errors` when several.
Json problem_json(const store::ImportProblem& p) {
  Json j{{"record", p.source},
         {"document", p.document > 0 ? Json(p.document) : Json(nullptr)},
         {"id", p.id.empty() ? Json(nullptr) : Json(p.id)},
         {"error", error_json(p.error)}};
  add_errors_json(j, p.errors, p.errors_left_off);  // only when there are several
  return j;
}

}  // namespace

void add_import(CLI::App& app, int& exit_code) {
  struct Args {
    std::vector<std::string> paths;
    std::string db = "quartermaster.db";
    int jobs = 0;
    bool replace = false;
    std::string duplicates = "skip";
    std::string format = "text";
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "import", "Replay records and store them, with their verdicts, in a database");
  cmd->add_option("paths", args->paths,
                  "Record files or directories (searched recursively for *.yaml, *.yml)")
      ->required();
  cmd->add_option("--db", args->db, "The database (created when missing)")->capture_default_str();
  add_jobs_option(cmd, args->jobs, "Threads reading and replaying");
  cmd->add_flag("--replace", args->replace,
                "A record whose id is stored already replaces the stored one (a corrected record)");
  cmd->add_option("--duplicates", args->duplicates,
                  "A record of a game stored already under another id (the same game, players "
                  "and moves or deal): skip it (said on stderr), or keep it too")
      ->check(CLI::IsMember({"skip", "keep"}))
      ->capture_default_str();
  cmd->add_option("--format", args->format,
                  "text, or json: the counts and every unreadable record with its error")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->callback([args, &exit_code] {
    if (record_files_of(args->paths).empty()) {  // nothing at all to import
      exit_code = 3;
      return;
    }
    store::Database db = store::open_store(args->db, store::OpenMode::Create);
    Replayer replayer;
    store::ImportOptions options;
    options.threads = args->jobs > 0 ? args->jobs : default_threads();
    options.replace = args->replace;
    options.keep_duplicates = args->duplicates == "keep";
    ProgressBar bar("files stored");
    if (bar.active())
      options.progress = [&bar](size_t done, size_t total) { bar.show(done, total); };
    const store::ImportSummary s = store::import_records(db, replayer, args->paths, options);
    bar.clear();
    exit_code = exit_status(s.illegal > 0, s.unreadable > 0);
    if (args->format == "json") {
      Json skipped = Json::array();
      for (const auto& [path, what] : s.skipped_files)
        skipped.push_back(Json{{"file", path}, {"why", what + ", not a record"}});
      Json unreadable = Json::array();
      for (const store::ImportProblem& p : s.problems) unreadable.push_back(problem_json(p));
      std::cout << Json{{"database", args->db},
                        {"new", s.added},
                        {"replaced", s.replaced},
                        {"already_present", s.present},
                        {"illegal", s.illegal},
                        {"unreadable", s.unreadable},
                        {"unreadable_records", unreadable},
                        {"duplicates", duplicates_json(s.duplicates)},
                        {"player_notes", s.player_notes},
                        {"skipped_files", skipped}}
                       .dump(2)
                << "\n";
      return;
    }
    for (const auto& [path, what] : s.skipped_files)
      std::cerr << "qm: " << skipped_file_text(path, what) << "\n";
    for (const store::ImportProblem& p : s.problems) std::cerr << "qm: " << problem_text(p);
    print_store_notes(s.duplicates, s.player_notes);
    // With --replace, a record stored as it is was not replaced: it is unchanged.
    std::cout << fmt::format("{} new, {}{} {}, {}{} illegal, {} unreadable{}\n", s.added,
                             args->replace ? fmt::format("{} replaced, ", s.replaced) : "",
                             s.present, args->replace ? "unchanged" : "already present",
                             duplicates_count(s.duplicates), s.illegal, s.unreadable,
                             skipped_summary(static_cast<long long>(s.skipped_files.size())));
  });
}

}  // namespace qm::cli

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "games/json_text.h"
#include "games/registry.h"
#include "record/excerpt.h"
#include "record/suggest.h"
#include "replay/corpus.h"
#include "replay/present.h"
#include "report/output_file.h"
#include "rules/ruleset_names.h"
#include "store/export.h"
#include "store/open.h"

namespace qm::cli {

namespace {

// Reads `text` as a whole number: `negative` and its magnitude; false when it is not one
// (or its magnitude does not fit in 64 bits).
bool read_whole_number(std::string_view text, bool& negative, unsigned long long& magnitude) {
  negative = !text.empty() && text.front() == '-';
  if (negative || (!text.empty() && text.front() == '+')) text.remove_prefix(1);
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), magnitude);
  return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

CLI::Validator whole_number(long long min, unsigned long long max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        bool negative = false;
        unsigned long long magnitude = 0;
        bool fits = read_whole_number(text, negative, magnitude);
        if (negative && magnitude > 0)  // -magnitude >= min, without overflowing
          fits = fits && min < 0 && magnitude - 1 <= static_cast<unsigned long long>(-(min + 1));
        else
          fits = fits && magnitude <= max &&
                 (min <= 0 || magnitude >= static_cast<unsigned long long>(min));
        if (fits) return "";
        return fmt::format("must be a whole number from {} to {}, not {}", min, max,
                           excerpt(text, 40));
      },
      fmt::format("{}-{}", min, max));
}

namespace {

// Whether month `month` of `year` has a day `day` (the Gregorian calendar).
bool is_calendar_day(int year, int month, int day) {
  if (month < 1 || month > 12 || day < 1) return false;
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return day <= kDays[month - 1] + (month == 2 && leap);
}

}  // namespace

// A day as YYYY-MM-DD, one the calendar has (not 2026-13-01 or 2026-02-30).
CLI::Validator day_validator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        const bool shape = text.size() == 10 && text[4] == '-' && text[7] == '-' &&
                           std::all_of(text.begin(), text.end(),
                                       [](char c) { return (c >= '0' && c <= '9') || c == '-'; });
        if (!shape) return "a day is written YYYY-MM-DD, not '" + excerpt(text, 40) + "'";
        if (!is_calendar_day(std::stoi(text.substr(0, 4)), std::stoi(text.substr(5, 2)),
                             std::stoi(text.substr(8, 2))))
          return "there is no day " + text + " in the calendar";
        return "";
      },
      "YYYY-MM-DD");
}

void check_day_range(const std::string& from, const std::string& to) {
  if (!from.empty() && !to.empty() && from > to)
    throw CLI::ValidationError(
        "--from", fmt::format("{} is later than --to {}: no day is on or after the one and on or "
                              "before the other; give the earlier day to --from",
                              from, to));
}

void refuse_empty_values(CLI::App& app) {
  static const CLI::Validator non_empty(
      [](std::string& text) -> std::string {
        return text.empty() ? "an empty value is not one it takes: give a value, or leave the "
                              "option out"
                            : "";
      },
      "");
  for (CLI::App* cmd : app.get_subcommands([](CLI::App*) { return true; })) {
    for (CLI::Option* option : cmd->get_options())
      if (option->get_type_size() > 0) option->check(non_empty);
    refuse_empty_values(*cmd);
  }
}

CLI::Option* add_jobs_option(CLI::App* cmd, int& jobs, const std::string& help) {
  return cmd->add_option("-j,--jobs", jobs, help + " (0: every core)")
      ->check(whole_number(0, kMaxJobs));
}

void check_ruleset_option(const std::string& option, const std::string& value) {
  if (value.empty()) return;
  if (!ruleset_exists(value)) {
    const std::vector<std::string> known = known_ruleset_names();
    throw CLI::ValidationError(
        fmt::format("{} {}", option, excerpt(value, 40)),
        fmt::format("no such ruleset{}; known: {} (or the path of a .yaml file)",
                    did_you_mean(value, known), fmt::join(known, ", ")));
  }
  try {
    RulesetLibrary(&game_option_specs).get(value);
  } catch (const RulesetError& e) {
    throw std::runtime_error(fmt::format("{} {}: {}", option, value, e.message_with_place()));
  }
}

void add_one_record_options(CLI::App* cmd, OneRecordArgs& args,
                            const std::vector<std::string>& formats) {
  CLI::Option* record = cmd->add_option("record", args.record, "A record file");
  cmd->add_option("--document", args.document, "Which record of the file (1 = the first)")
      ->check(whole_number(1, kMaxIndex))
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
  check_ruleset_option("--ruleset", args.ruleset);
  options.ruleset_override = args.ruleset;
  options.stop_after = stop_after;
  options.rulings = rulings_of(args.rulings);
  std::optional<Replay> found;
  if (!args.db.empty()) {
    if (args.id.empty()) throw CLI::RequiredError("--id (the record to read from --db)");
    store::Database db = store::open_store(args.db, store::OpenMode::Read);
    try {
      store::replay_records(db, replayer, {args.id}, options,
                            [&](Replay& r) { found = std::move(r); });
    } catch (const store::UnknownRecord& e) {
      throw UsageError(e.what());
    }
  } else {
    if (args.record.empty()) throw CLI::RequiredError("record (or --db FILE --id ID)");
    int seen = 0;
    replay_file(replayer, args.record, options, [&](Replay& r) {
      ++seen;
      if (r.document == args.document) found = std::move(r);
    });
    if (!found)
      throw UsageError(
          fmt::format("{} holds {} record(s), not a record #{}", args.record, seen, args.document));
  }
  if (!found->match && !found->result_only) {
    // JSON asked for: the object `qm replay --format json` prints for it (its `error`, and
    // `errors` when there are several), so that a script reads the failure where it reads
    // the result.
    if (args.format == "json")
      std::cout << json_text(report_json(*found)) << "\n";
    else
      std::cerr << verdict_line(*found) << "\n";
    exit_code = exit_status_of(*found);
    return std::nullopt;
  }
  return found;
}

void make_output_folder(const std::string& option, const std::string& path) {
  namespace fs = std::filesystem;
  const fs::path folder(path);
  std::error_code ec;
  // The nearest part of the path that is there must be a folder.
  for (fs::path part = folder; !part.empty(); part = part.parent_path()) {
    const fs::file_status status = fs::status(part, ec);
    if (fs::exists(status)) {
      if (fs::is_directory(status)) break;
      throw std::runtime_error(
          part == folder
              ? fmt::format("{} {}: is a file, not a folder", option, path)
              : fmt::format("{} {}: '{}' is a file, not a folder", option, path, part.string()));
    }
    if (part == part.parent_path()) break;
  }
  fs::create_directories(folder, ec);
  if (ec)
    throw std::runtime_error(fmt::format("{} {}: cannot create the folder: {}", option, path,
                                         report::errno_words(ec.value())));
}

std::vector<std::string> record_files_of(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    const std::vector<std::string> found = list_record_files({path});
    std::error_code ec;
    if (found.empty() && std::filesystem::is_directory(path, ec))
      std::cerr << "qm: no record file (*.yaml, *.yml) found in " << path << "\n";
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

int exit_status_of(const Replay& replay) {
  return exit_status(replay.status == Status::Illegal, replay.status == Status::Unreadable);
}

}  // namespace qm::cli

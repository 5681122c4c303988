// The `qm` subcommands. Each add_* registers its subcommand and sets `exit_code` when run.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "cli/usage_error.h"
#include "replay/replay.h"

namespace qm::cli {

void add_replay(CLI::App& app, int& exit_code);
void add_validate(CLI::App& app, int& exit_code);
void add_audit(CLI::App& app, int& exit_code);
void add_adjudicate(CLI::App& app, int& exit_code);
void add_state(CLI::App& app, int& exit_code);
void add_rulesets(CLI::App& app, int& exit_code);
void add_import(CLI::App& app, int& exit_code);
void add_export(CLI::App& app, int& exit_code);
void add_delete(CLI::App& app, int& exit_code);
void add_stats(CLI::App& app, int& exit_code);
void add_simulate(CLI::App& app, int& exit_code);
void add_compare(CLI::App& app, int& exit_code);
void add_ratings(CLI::App& app, int& exit_code);
void add_check(CLI::App& app, int& exit_code);
void add_merge(CLI::App& app, int& exit_code);
void add_report(CLI::App& app, int& exit_code);
void add_players(CLI::App& app, int& exit_code);
void add_standings(CLI::App& app, int& exit_code);
void add_cards(CLI::App& app, int& exit_code);

// What `audit` and `state` share: one record (of a file, or `--db FILE --id ID`), an output
// format, a ruleset override.
struct OneRecordArgs {
  std::string record;
  int document = 1;
  std::string db, id;
  std::string format = "text";
  std::string ruleset;
  std::vector<std::string> rulings;  // --ruling N=stands|struck, where the command takes it
};
void add_one_record_options(CLI::App* cmd, OneRecordArgs& args,
                            const std::vector<std::string>& formats);

// Replays the chosen record, stopping after `stop_after` moves (-1: all). When there is
// nothing to show (no such document, or an unreadable record) it says why on stderr (an
// unreadable record with --format json: its replay object on stdout), sets `exit_code` and
// returns nullopt.
std::optional<Replay> replay_for_display(const OneRecordArgs& args, int stop_after, int& exit_code);

// `--db FILE [--id ID... | --all]` (replay, validate): the records of a database instead of
// the files named by `files`, which --db excludes (db_options.cc).
struct DbArgs {
  std::string file;
  std::vector<std::string> ids;  // empty: every record, in import order
  bool all = false;
};
void add_db_options(CLI::App* cmd, CLI::Option* files, DbArgs& db);

// `--bot B` (simulate, compare --simulate): one of the bots the registered games offer
// (sim/simulator.h all_simulator_bots), the first by default, `ismcts:N`, or bots by seat
// (`1=ismcts:1000,2=greedy`, games/seat_bots.h). The help is `help` followed by the
// choices ("random, greedy or ismcts") and how to give a budget and seats (bot_option.cc).
CLI::Option* add_bot_option(CLI::App* cmd, std::string& bot, const std::string& help);
// `--table WORD,...` (simulate, compare --simulate): what the deal adds to the table, words of
// the registered games' GameType::table_words (table_option.cc); `help` comes first.
CLI::Option* add_table_option(CLI::App* cmd, std::vector<std::string>& table,
                              const std::string& help);

// The allowed range of a whole-number option (a count, an index, a seed, threads): a value
// that is not a whole number within [min, max] is a usage error (exit status 2) that names
// the option and the range, e.g. `--games: must be a whole number from 1 to 1000000000,
// not -5`. Every such option of every command checks itself with it (common.cc).
CLI::Validator whole_number(long long min, unsigned long long max);

// A day written YYYY-MM-DD that the calendar has (stats and ratings --from, --to): anything
// else is a usage error.
CLI::Validator day_validator();
// --from later than --to: a usage error (CLI::ValidationError) saying so; "" passes.
void check_day_range(const std::string& from, const std::string& to);

// `--ruling N=stands|struck`, repeatable (replay, audit, state, report): checked as it is
// read (a bad value is a usage error, exit 2); rulings_of turns the checked values into
// rulings, the last one given for a move counting (ruling_option.cc).
CLI::Option* add_ruling_option(CLI::App* cmd, std::vector<std::string>& rulings);
std::vector<Ruling> rulings_of(const std::vector<std::string>& options);

// The limits the commands share.
constexpr unsigned long long kMaxGames = 1'000'000'000;  // simulate --games
constexpr unsigned long long kMaxSimulate = 10'000'000;  // compare --simulate: held in memory
constexpr long long kMaxPlayers = 64;
constexpr long long kMaxJobs = 1024;
constexpr unsigned long long kMaxSeed = ~0ULL;
constexpr long long kMaxIndex = 2'000'000'000;  // --at, --document

// The options that choose records, which `qm stats` and `qm ratings` share: --game,
// --ruleset, --players, --event, --from, --to (their filters name the fields alike).
template <class Filter>
void add_record_choice_options(CLI::App* cmd, Filter& filter, int& players) {
  cmd->add_option("--game", filter.game, "Only this game (default: every game)");
  cmd->add_option("--ruleset", filter.rulesets,
                  "Only records of this ruleset, as they name it (repeat for several)");
  cmd->add_option("--players", players, "Only games with this many players")
      ->check(whole_number(1, kMaxPlayers));
  cmd->add_option("--event", filter.event, "Only records of this event, as they name it");
  cmd->add_option("--from", filter.from, "Only records dated on or after this day (YYYY-MM-DD)")
      ->check(day_validator());
  cmd->add_option("--to", filter.to, "Only records dated on or before this day (YYYY-MM-DD)")
      ->check(day_validator());
  // Days that no record can fall between are a usage error, not an empty answer.
  cmd->parse_complete_callback([&filter] { check_day_range(filter.from, filter.to); });
}

// Makes every value of every option and argument of every command of `app` refuse to be
// empty: `--player ""` would otherwise mean "no filter" on one command and nothing on
// another. An empty value is a usage error (exit status 2) naming the option. Called once,
// after every command is added (main.cc).
void refuse_empty_values(CLI::App& app);

// `-j N` (validate, import, simulate, compare): threads, 0 for every core.
CLI::Option* add_jobs_option(CLI::App* cmd, int& jobs, const std::string& help = "Threads");

// Checks a ruleset given with `option` (--ruleset) before anything is read: a name or path
// that finds nothing is a usage error naming the option and the known rulesets (exit 2); a
// file that is there but cannot be loaded is unreadable input (std::runtime_error, which
// main prints as `qm: ...`, exit 3). "" (not given) passes.
void check_ruleset_option(const std::string& option, const std::string& value);

// Makes the folder `path`, given with `option` (--out), and the folders above it. A path
// that is a file, or a folder that cannot be made, is said in a sentence naming the option
// (std::runtime_error: main prints it, exit 3): `--out fg.yaml: is a file, not a folder`,
// `--out ro/exp: cannot create the folder: permission denied`.
void make_output_folder(const std::string& option, const std::string& path);

// The record files under `paths` (replay/corpus.h list_record_files), saying on stderr of
// each directory that holds none that no record was found in it.
std::vector<std::string> record_files_of(const std::vector<std::string>& paths);

// The exit status of one replay (0 valid, 1 illegal, 3 unreadable).
int exit_status_of(const Replay& replay);

}  // namespace qm::cli

// The `qm` subcommands. Each add_* registers its subcommand and sets `exit_code` when run.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "replay/replay.h"

namespace qm::cli {

void add_replay(CLI::App& app, int& exit_code);
void add_validate(CLI::App& app, int& exit_code);
void add_audit(CLI::App& app, int& exit_code);
void add_state(CLI::App& app, int& exit_code);
void add_rulesets(CLI::App& app, int& exit_code);
void add_import(CLI::App& app, int& exit_code);
void add_export(CLI::App& app, int& exit_code);
void add_delete(CLI::App& app, int& exit_code);
void add_stats(CLI::App& app, int& exit_code);
void add_simulate(CLI::App& app, int& exit_code);
void add_compare(CLI::App& app, int& exit_code);

// What `audit` and `state` share: one record (of a file, or `--db FILE --id ID`), an output
// format, a ruleset override.
struct OneRecordArgs {
  std::string record;
  int document = 1;
  std::string db, id;
  std::string format = "text";
  std::string ruleset;
};
void add_one_record_options(CLI::App* cmd, OneRecordArgs& args,
                            const std::vector<std::string>& formats);

// Replays the chosen record, stopping after `stop_after` moves (-1: all). When there is
// nothing to show (no such document, or an unreadable record) it says why on stderr, sets
// `exit_code` and returns nullopt.
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
// (sim/simulator.h all_simulator_bots), the first by default. The help is `help` followed
// by the choices ("random or greedy") (bot_option.cc).
CLI::Option* add_bot_option(CLI::App* cmd, std::string& bot, const std::string& help);

// The exit status of one replay (0 valid, 1 illegal, 3 unreadable).
int exit_status_of(const Replay& replay);

}  // namespace qm::cli

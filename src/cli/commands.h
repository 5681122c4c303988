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

// Replays document `document` (1-based) of `path`, stopping after `stop_after` moves
// (-1: all). Writes a usage error and returns nullopt when the file has no such document.
std::optional<Replay> replay_one(Replayer& replayer, const std::string& path, int document,
                                 const ReplayOptions& options);

// The exit status of one replay (0 valid, 1 illegal, 3 unreadable).
int exit_status_of(const Replay& replay);

}  // namespace qm::cli

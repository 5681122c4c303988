// Usage errors, and how they reach the user: every one is thrown and main (cli/main.cc)
// alone turns it into exit status 2. The command-line parser's (CLI11's ParseError, also
// thrown by a command's own CLI::ValidationError or RequiredError) are said by
// usage_sentence; one a command finds itself, or a library call's bad argument
// (std::invalid_argument) that a command passes on, is a UsageError, said as
// `qm: MESSAGE`; a --ruleset for another game than a record's is the replay's
// RulesetGameMismatch (replay/replay.h).
#pragma once

#include <CLI/CLI.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace qm::cli {

// A usage error a command found: a value that names nothing (an unknown record id, game or
// player), an option past a record's end, a bad simulation setting. main prints
// `qm: MESSAGE` and exits with status 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The sentence for `error`, which parsing `args` (the arguments after the program's name)
// with `app` threw. Errors qm raises itself (a value out of range, a ruleset that names
// nothing) are already sentences and are kept as they are.
std::string usage_sentence(const CLI::App& app, const CLI::ParseError& error,
                           const std::vector<std::string>& args);

}  // namespace qm::cli

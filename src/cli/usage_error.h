// The sentence a user reads for a usage error the command-line parser (CLI11) found: the
// option as the user types it, and what is wrong in words, instead of CLI11's own wording
// ("out is required", "records excludes --db", "The following argument was not expected").
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace qm::cli {

// The sentence for `error`, which parsing `args` (the arguments after the program's name)
// with `app` threw. Errors qm raises itself (a value out of range, a ruleset that names
// nothing) are already sentences and are kept as they are.
std::string usage_sentence(const CLI::App& app, const CLI::ParseError& error,
                           const std::vector<std::string>& args);

}  // namespace qm::cli

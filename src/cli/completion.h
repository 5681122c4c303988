// Shell completion and the help text that the man page is made from.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace qm::cli {

// The hidden command the bash completion script calls: `qm __complete WORD...`, the words
// after `qm` up to and including the one being completed (possibly empty).
inline constexpr const char* kCompleteCommand = "__complete";
// Printed after the candidates when file names fit as well.
inline constexpr const char* kCompleteFilesMarker = ":files";

// Prints the candidates for the last of `words` (one per line): subcommands, option names,
// an option's values (the choices of CLI::IsMember, ruleset names), then the files marker
// when a file name may come there. Returns the exit status (0).
int complete(CLI::App& app, const std::vector<std::string>& words, std::ostream& out);

// The end of `qm --help`: exit status, environment, files. Call it after adding the
// subcommands (a subcommand added later would inherit it). The man page turns each
// "Heading:" paragraph into a section (cmake/make_manpage.py).
void add_help_footer(CLI::App& app);

}  // namespace qm::cli

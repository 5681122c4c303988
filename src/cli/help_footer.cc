// The end of `qm --help`. The man page qm(1) is made from --help (cmake/make_manpage.py):
// this text is its EXIT STATUS, ENVIRONMENT and FILES, so it is written once, here.
#include <fmt/format.h>

#include "cli/completion.h"

// Where `cmake --install` puts the shipped data (cmake/install.cmake sets it).
#ifndef QM_DATA_DIR
#define QM_DATA_DIR "/usr/local/share/quartermaster"
#endif
#ifndef QM_DOC_DIR
#define QM_DOC_DIR "/usr/local/share/doc/quartermaster"
#endif

namespace qm::cli {

void add_help_footer(CLI::App& app) {
  app.footer(fmt::format(
      R"(Run `qm COMMAND --help` for the options of one command.

Exit status:
  0  every record is valid (compare: nothing differs)
  1  some record is illegal (compare: some record or figure differs)
  2  a usage error: an unknown command or option, a value out of range, or one that names
     nothing (a --ruleset that finds no ruleset)
  3  some record is unreadable, or a file or database cannot be read or written (3 wins over 1)

Environment:
  QM_RULESETS  directories, separated by ':', searched for GAME/NAME.yaml before the shipped rulesets

Files:
  {0}/rulesets  the shipped rulesets, for reading and copying (qm has them built in)
  {0}/schema  the JSON Schema of a record (record-v1.schema.json)
  {1}  the documentation: commands, records, rulesets, the record store)",
      QM_DATA_DIR, QM_DOC_DIR));
}

}  // namespace qm::cli

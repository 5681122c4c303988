// `--ruling N=stands|struck` (replay, audit, state, report): a referee's ruling on the
// illegal move N, repeatable; a bad value is a usage error (exit 2) that says what was
// expected.
#include <fmt/format.h>

#include "cli/commands.h"
#include "record/excerpt.h"

namespace qm::cli {

namespace {

// "" when `text` is N=stands or N=struck, else what is wrong with it.
std::string ruling_error(const std::string& text) {
  const size_t eq = text.find('=');
  if (eq == std::string::npos)
    return fmt::format("must be N=stands or N=struck (N: the move number), not {}",
                       excerpt(text, 40));
  std::string number = text.substr(0, eq);
  std::string problem = whole_number(1, kMaxIndex)(number);
  if (!problem.empty()) return "the move number " + problem;
  if (!parse_ruling_kind(std::string_view(text).substr(eq + 1)))
    return fmt::format("the ruling is 'stands' or 'struck', not {}",
                       excerpt(text.substr(eq + 1), 40));
  return "";
}

}  // namespace

CLI::Option* add_ruling_option(CLI::App* cmd, std::vector<std::string>& rulings) {
  return cmd
      ->add_option("--ruling", rulings,
                   "A referee's ruling on the illegal move N: N=stands (applied as played) or "
                   "N=struck (void); repeatable; overrides the record's rulings for move N")
      // The validator has no description of its own: CLI11 would add it to the type name
      // in --help ("N=stands|struck:N=stands|struck"), and the man page and completion
      // read --help.
      ->check(CLI::Validator([](std::string& text) { return ruling_error(text); }, ""))
      ->type_name("N=stands|struck")  // not a file: completion offers nothing
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

std::vector<Ruling> rulings_of(const std::vector<std::string>& options) {
  std::vector<Ruling> out;
  for (const std::string& text : options) {
    const size_t eq = text.find('=');
    Ruling r;
    r.move = std::stoi(text.substr(0, eq));
    r.kind = *parse_ruling_kind(std::string_view(text).substr(eq + 1));
    for (Ruling& earlier : out)
      if (earlier.move == r.move) earlier.move = 0;  // the last one given counts
    out.push_back(r);
  }
  std::erase_if(out, [](const Ruling& r) { return r.move == 0; });
  return out;
}

}  // namespace qm::cli

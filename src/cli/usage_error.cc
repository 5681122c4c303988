#include "cli/usage_error.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <regex>

#include "record/excerpt.h"
#include "record/suggest.h"

namespace qm::cli {

namespace {

std::vector<const CLI::App*> commands_of(const CLI::App& app) {
  return app.get_subcommands([](const CLI::App*) { return true; });
}

// The command the user named: the first argument that is not an option (qm's own options
// take no value); nullptr when none names a command.
const CLI::App* command_named(const CLI::App& app, const std::vector<std::string>& args) {
  for (const std::string& arg : args) {
    if (arg.empty() || arg.front() == '-') continue;
    for (const CLI::App* cmd : commands_of(app))
      if (cmd->check_name(arg)) return cmd;
    return nullptr;
  }
  return nullptr;
}

bool is_positional(const CLI::Option* opt) {
  return opt->get_lnames().empty() && opt->get_snames().empty();
}

// The option as the user types it: `--db`, `-j`, or a positional argument in capitals
// (`OUT`, `RECORDS`).
std::string typed_name(const CLI::Option* opt) {
  if (is_positional(opt)) {
    std::string name = opt->get_name(true);
    for (char& c : name) c = char(std::toupper(static_cast<unsigned char>(c)));
    return name;
  }
  if (!opt->get_lnames().empty()) return "--" + opt->get_lnames().front();
  return "-" + opt->get_snames().front();
}

// The option of `cmd` that CLI11 calls `name` (its get_name(): `--db`, or a positional's
// name); nullptr when none.
const CLI::Option* option_named(const CLI::App* cmd, const std::string& name) {
  if (!cmd) return nullptr;
  for (const CLI::Option* opt : cmd->get_options())
    if (opt->get_name() == name || opt->get_name(true) == name) return opt;
  return nullptr;
}

// `name` (CLI11's) as the user types it.
std::string shown(const CLI::App* cmd, const std::string& name) {
  const CLI::Option* opt = option_named(cmd, name);
  return opt ? typed_name(opt) : name;
}

// An option's description as the end of a sentence: its first letter in lower case (unless
// the word is in capitals, as RFC).
std::string as_clause(std::string text) {
  if (text.size() >= 2 && std::isupper(static_cast<unsigned char>(text[0])) &&
      !std::isupper(static_cast<unsigned char>(text[1])))
    text[0] = char(std::tolower(static_cast<unsigned char>(text[0])));
  return text;
}

// Every name the user may type for the options of `cmd` (and qm's own: --help, --version).
std::vector<std::string> option_names(const CLI::App& app, const CLI::App* cmd) {
  std::vector<std::string> names;
  for (const CLI::App* owner : {cmd, &app}) {
    if (!owner) continue;
    for (const CLI::Option* opt : owner->get_options()) {
      for (const std::string& l : opt->get_lnames()) names.push_back("--" + l);
      for (const std::string& s : opt->get_snames()) names.push_back("-" + s);
    }
  }
  return names;
}

// The first argument that looks like an option (`--formt`, `--formt=json`, `-x`) and is none
// of the command's; "" when there is none. A lone `-` and negative numbers are values.
std::string unknown_option(const CLI::App& app, const CLI::App* cmd,
                           const std::vector<std::string>& args) {
  const std::vector<std::string> known = option_names(app, cmd);
  for (const std::string& arg : args) {
    if (arg.size() < 2 || arg.front() != '-' || arg == "--") continue;
    if (std::isdigit(static_cast<unsigned char>(arg[1])) || arg[1] == '.') continue;
    std::string name = arg.substr(0, arg.find('='));
    // -j4: a short option with its value attached.
    if (name.size() > 2 && name[1] != '-') name = name.substr(0, 2);
    if (std::find(known.begin(), known.end(), name) == known.end()) return name;
  }
  return "";
}

std::string command_list(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* cmd : commands_of(app)) names.push_back(cmd->get_name());
  return fmt::format("{}", fmt::join(names, ", "));
}

// "--formt: unknown option of qm replay (did you mean '--format'?)"; without a command,
// "--frob: unknown option; qm needs a command: replay, ...".
std::string unknown_option_sentence(const CLI::App& app, const CLI::App* cmd,
                                    const std::string& unknown) {
  if (!cmd)
    return fmt::format("{}: unknown option{}; qm needs a command: {}", excerpt(unknown, 40),
                       did_you_mean(unknown, option_names(app, nullptr)), command_list(app));
  return fmt::format("{}: unknown option of qm {}{}", excerpt(unknown, 40), cmd->get_name(),
                     did_you_mean(unknown, option_names(app, cmd)));
}

// CLI11's "X is required": a missing option, or no command at all.
std::string required_sentence(const CLI::App& app, const CLI::App* cmd,
                              const std::vector<std::string>& args, const std::string& name) {
  if (name == "A subcommand") {
    const std::string unknown = unknown_option(app, nullptr, args);
    return unknown.empty() ? fmt::format("qm needs a command: {}", command_list(app))
                           : unknown_option_sentence(app, nullptr, unknown);
  }
  const CLI::Option* opt = option_named(cmd, name);
  if (!opt) return name + " is required";
  const std::string what = opt->get_description();
  return what.empty() ? fmt::format("{} is required", typed_name(opt))
                      : fmt::format("{} is required: {}", typed_name(opt), as_clause(what));
}

std::string extras_sentence(const CLI::App& app, const CLI::App* cmd,
                            const std::vector<std::string>& args, const std::string& listed) {
  if (const std::string unknown = unknown_option(app, cmd, args); !unknown.empty())
    return unknown_option_sentence(app, cmd, unknown);
  // Arguments that are not options: CLI11 lists them last first.
  std::vector<std::string> extras;
  for (size_t start = 0; start <= listed.size();) {
    size_t end = listed.find(' ', start);
    if (end == std::string::npos) end = listed.size();
    if (end > start) extras.push_back(listed.substr(start, end - start));
    start = end + 1;
  }
  const std::string first = extras.empty() ? listed : extras.back();
  return fmt::format("'{}': an argument qm{} does not take", excerpt(first, 40),
                     cmd ? " " + cmd->get_name() : "");
}

}  // namespace

std::string usage_sentence(const CLI::App& app, const CLI::ParseError& error,
                           const std::vector<std::string>& args) {
  const CLI::App* cmd = command_named(app, args);
  const std::string what = error.what();
  std::smatch m;
  // An unknown option is the likely cause of what CLI11 found missing or in conflict: the
  // value after it was read as another argument (`report --db F --id X`: X as RECORDS).
  const bool about_arguments = dynamic_cast<const CLI::ExcludesError*>(&error) ||
                               dynamic_cast<const CLI::RequiresError*>(&error) ||
                               (cmd && dynamic_cast<const CLI::RequiredError*>(&error));
  if (about_arguments)
    if (const std::string unknown = unknown_option(app, cmd, args); !unknown.empty())
      return unknown_option_sentence(app, cmd, unknown);
  if (dynamic_cast<const CLI::RequiredError*>(&error) &&
      std::regex_match(what, m, std::regex("(.+) is required")))
    return required_sentence(app, cmd, args, m[1]);
  if (dynamic_cast<const CLI::ExcludesError*>(&error) &&
      std::regex_match(what, m, std::regex("(\\S+) excludes (\\S+)")))
    return fmt::format("{} cannot be used with {}", shown(cmd, m[1]), shown(cmd, m[2]));
  if (dynamic_cast<const CLI::RequiresError*>(&error) &&
      std::regex_match(what, m, std::regex("(\\S+) requires (\\S+)")))
    return fmt::format("{} needs {}", shown(cmd, m[1]), shown(cmd, m[2]));
  if (dynamic_cast<const CLI::ExtrasError*>(&error) &&
      std::regex_match(what, m,
                       std::regex("The following arguments? (?:was|were) not expected: (.*)")))
    return extras_sentence(app, cmd, args, m[1]);
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&error)) {
    if (std::regex_match(what, m, std::regex("(\\S+): \\d+ required .* missing")))
      return fmt::format("{} needs a value", shown(cmd, m[1]));
    if (std::regex_match(
            what, m, std::regex("(\\S+): At (?:least|Most) (\\d+) required but received (\\d+)")))
      return fmt::format("{} takes {} values, not {}", shown(cmd, m[1]), m[2].str(), m[3].str());
    if (std::regex_match(what, m,
                         std::regex("Expected (?:exactly|at least) (\\d+) arguments to (\\S+), got "
                                    "(\\d+)")))
      return fmt::format("{} takes {} values, not {}", shown(cmd, m[2]), m[1].str(), m[3].str());
  }
  if (dynamic_cast<const CLI::ConversionError*>(&error)) {
    if (std::regex_match(what, m, std::regex("Could not convert: (\\S+) = (.*)")) ||
        std::regex_match(what, m, std::regex("The value (.*) is not an allowed value for (\\S+)")))
      return what.rfind("Could", 0) == 0 ? fmt::format("{}: '{}' is not a value it takes",
                                                       shown(cmd, m[1]), excerpt(m[2].str(), 40))
                                         : fmt::format("{}: '{}' is not a value it takes",
                                                       shown(cmd, m[2]), excerpt(m[1].str(), 40));
  }
  return what;
}

}  // namespace qm::cli

// `qm __complete WORD...`: what may come next on a command line, read from the CLI11 app
// itself, so that shell completion never keeps a second list of commands and options.
#include <algorithm>

#include "cli/completion.h"
#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"

namespace qm::cli {

namespace {

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

// The subcommand of `cmd` named `name` that --help lists (a hidden one has no group).
CLI::App* visible_subcommand(CLI::App* cmd, const std::string& name) {
  for (CLI::App* sub : cmd->get_subcommands([](CLI::App*) { return true; }))
    if (sub->get_name() == name && !sub->get_group().empty()) return sub;
  return nullptr;
}

bool takes_value(const CLI::Option* opt) { return opt->get_type_size_max() > 0; }

// Options named --ruleset, and the names `qm rulesets` lists, take a ruleset: a shipped
// name or a .yaml path.
bool takes_ruleset(const CLI::App* cmd, const CLI::Option* opt) {
  const auto& lnames = opt->get_lnames();
  if (std::find(lnames.begin(), lnames.end(), "ruleset") != lnames.end()) return true;
  return opt->get_positional() && cmd->get_name() == "rulesets";
}

// An option named --game takes the name of a registered game.
bool takes_game(const CLI::Option* opt) {
  const auto& lnames = opt->get_lnames();
  return std::find(lnames.begin(), lnames.end(), "game") != lnames.end();
}

// The choices CLI::IsMember shows in the type name, "TEXT:{text,json}" -> text, json.
std::vector<std::string> choices_of(const CLI::Option* opt) {
  const std::string type = opt->get_type_name();
  const size_t open = type.find(":{"), close = type.find('}', open);
  if (open == std::string::npos || close == std::string::npos) return {};
  std::vector<std::string> choices;
  std::string list = type.substr(open + 2, close - open - 2);
  size_t from = 0;
  while (from <= list.size()) {
    size_t comma = std::min(list.find(',', from), list.size());
    choices.push_back(list.substr(from, comma - from));
    from = comma + 1;
  }
  return choices;
}

struct Candidates {
  std::vector<std::string> words;
  bool files = false;
  void add(const std::string& word, const std::string& prefix) {
    if (starts_with(word, prefix)) words.push_back(word);
  }
};

// What a value of `opt` may be: its choices, game names, ruleset names and files, files (a
// text value: records, databases, directories), or nothing to offer (a number).
void add_values(const CLI::App* cmd, const CLI::Option* opt, const std::string& prefix,
                Candidates& out) {
  if (takes_ruleset(cmd, opt)) {
    for (const std::string& name : RulesetLibrary::builtin_names()) out.add(name, prefix);
    out.files = true;
    return;
  }
  if (takes_game(opt)) {
    for (const Game* game : all_games()) out.add(std::string(game->name()), prefix);
    return;
  }
  std::vector<std::string> choices = choices_of(opt);
  for (const std::string& choice : choices) out.add(choice, prefix);
  if (choices.empty() && starts_with(opt->get_type_name(), "TEXT")) out.files = true;
}

void add_option_names(const CLI::App* cmd, const std::string& prefix, Candidates& out) {
  for (const CLI::Option* opt : cmd->get_options()) {
    if (opt->get_group().empty()) continue;  // hidden
    for (const std::string& name : opt->get_lnames()) out.add("--" + name, prefix);
    for (const std::string& name : opt->get_snames()) out.add("-" + name, prefix);
  }
}

}  // namespace

int complete(CLI::App& app, const std::vector<std::string>& words, std::ostream& out) {
  CLI::App* cmd = &app;
  const CLI::Option* pending = nullptr;  // an option whose value comes next
  bool only_positionals = false;         // after `--`
  const size_t last = words.empty() ? 0 : words.size() - 1;
  for (size_t i = 0; i < last; ++i) {
    const std::string& word = words[i];
    if (pending) {
      pending = nullptr;
    } else if (only_positionals) {
    } else if (word == "--") {
      only_positionals = true;
    } else if (starts_with(word, "-")) {
      const CLI::Option* opt = cmd->get_option_no_throw(word);
      if (opt && takes_value(opt)) pending = opt;
    } else if (CLI::App* sub = visible_subcommand(cmd, word)) {
      cmd = sub;
    }
  }
  const std::string word = words.empty() ? "" : words.back();
  Candidates candidates;
  const size_t equals = word.find('=');
  if (pending) {
    add_values(cmd, pending, word, candidates);
  } else if (!only_positionals && starts_with(word, "-") && equals != std::string::npos) {
    if (const CLI::Option* opt = cmd->get_option_no_throw(word.substr(0, equals)))
      add_values(cmd, opt, word.substr(equals + 1), candidates);
  } else if (!only_positionals && starts_with(word, "-")) {
    add_option_names(cmd, word, candidates);
  } else {
    for (const CLI::App* sub : cmd->get_subcommands([](CLI::App*) { return true; }))
      if (!sub->get_group().empty()) candidates.add(sub->get_name(), word);
    for (const CLI::Option* opt : cmd->get_options())
      if (opt->get_positional()) add_values(cmd, opt, word, candidates);
  }
  for (const std::string& candidate : candidates.words) out << candidate << "\n";
  if (candidates.files) out << kCompleteFilesMarker << "\n";
  return 0;
}

}  // namespace qm::cli

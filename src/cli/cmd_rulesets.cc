// qm rulesets : the shipped rulesets, what each changes, and their options.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"

namespace qm::cli {

void add_rulesets(CLI::App& app, int& exit_code) {
  struct Args {
    std::string format = "text";
    std::vector<std::string> names;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "rulesets",
      "List the shipped rulesets (or the named ones), what each changes, and their options");
  cmd->add_option("names", args->names,
                  "Rulesets to show (names or .yaml paths); default: all shipped");
  cmd->add_option("--format", args->format, "text or json")->check(CLI::IsMember({"text", "json"}));
  cmd->callback([args, &exit_code] {
    RulesetLibrary library(&game_option_specs);
    std::vector<std::string> names =
        args->names.empty() ? RulesetLibrary::builtin_names() : args->names;
    Json all = Json::array();
    std::string text;
    for (const std::string& name : names) {
      std::shared_ptr<const Ruleset> r;
      try {
        r = library.get(name);
      } catch (const RulesetError& e) {
        std::cerr << "qm: " << (e.pos().line ? e.where() + ": " : "") << e.what() << "\n";
        exit_code = 3;
        return;
      }
      Json changes = Json::object();
      for (const auto& [option, value] : r->own_options) changes[option] = value.value;
      Json options = Json::object();
      for (const auto& [option, value] : r->options) options[option] = value;
      all.push_back(Json{{"name", r->name},
                         {"game", r->game},
                         {"description", r->description},
                         {"extends", r->extends.empty() ? Json(nullptr) : Json(r->extends)},
                         {"file", r->file},
                         {"changes", changes},
                         {"options", options}});
      text += fmt::format("{}\n  {}\n", r->name, r->description);
      text += r->extends.empty() ? "  base ruleset; sets:"
                                 : fmt::format("  extends {}; changes:", r->extends);
      for (const auto& [option, value] : r->own_options)
        text += fmt::format(" {}={}", option, value.value);
      text += "\n  options:";
      for (const auto& [option, value] : r->options) text += fmt::format(" {}={}", option, value);
      text += "\n\n";
    }
    if (args->format == "json") {
      std::cout << all.dump(2) << "\n";
      return;
    }
    std::cout << text;
    std::cout << "Options (the first value is the default):\n";
    for (const std::string& game : {std::string("loot")}) {
      for (const OptionSpec& spec : *game_option_specs(game))
        std::cout << fmt::format("  {}.{} = {}\n      {}\n", game, spec.name,
                                 fmt::join(spec.values, " | "), spec.description);
    }
  });
}

}  // namespace qm::cli

// qm rulesets [NAME...] : the rulesets a name finds (those of $QM_RULESETS, then the shipped
// ones) or the named ones, what each changes, and the options of their games.
#include <fmt/format.h>

#include <iostream>
#include <set>

#include "cli/commands.h"
#include "games/game.h"
#include "games/json_text.h"
#include "games/registry.h"
#include "rules/ruleset_names.h"

namespace qm::cli {

namespace {

// A ruleset's data table as aligned text, the rows in the game's order; flags as "yes".
std::string table_text(const Ruleset& r, const std::string& name) {
  const RulesSpec* spec = game_option_specs(r.game);
  const TableSpec* table = nullptr;
  for (const TableSpec& t : spec->tables)
    if (t.name == name) table = &t;
  if (!table || !r.tables.count(name)) return "";
  const DataTable& rows = r.tables.at(name);
  std::string out = fmt::format("  {}:\n    {:>8}", name, "");
  for (const std::string& field : table->numbers) out += fmt::format(" {:>7}", field);
  for (const std::string& flag : table->flags) out += fmt::format(" {:>12}", flag);
  out += "\n";
  for (const std::string& row : table->rows) {
    out += fmt::format("    {:>8}", row);
    for (const std::string& field : table->numbers)
      out += fmt::format(" {:>7}", rows.at(row).at(field));
    for (const std::string& flag : table->flags)
      out += fmt::format(" {:>12}", rows.at(row).at(flag) ? "yes" : "");
    while (out.back() == ' ') out.pop_back();
    out += "\n";
  }
  return out;
}

}  // namespace

void add_rulesets(CLI::App& app, int& exit_code) {
  struct Args {
    std::string format = "text";
    std::vector<std::string> names;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "rulesets",
      "List the shipped rulesets (or the named ones), what each changes, and their options");
  cmd->add_option(
      "names", args->names,
      "Rulesets to show (names or .yaml paths); default: all (shipped and $QM_RULESETS)");
  cmd->add_option("--format", args->format, "text or json")->check(CLI::IsMember({"text", "json"}));
  cmd->callback([args, &exit_code] {
    RulesetLibrary library(&game_option_specs);
    std::vector<std::string> names = args->names.empty() ? known_ruleset_names() : args->names;
    for (const std::string& name : args->names) check_ruleset_option("ruleset", name);
    std::set<std::string> games;  // the games of the rulesets shown: their options follow
    Json all = Json::array();
    std::string text;
    for (const std::string& name : names) {
      std::shared_ptr<const Ruleset> r;
      try {
        r = library.get(name);
      } catch (const RulesetError& e) {
        std::cerr << "qm: " << (e.pos().line ? e.where() + ": " : "") << e.what() << "\n";
        exit_code = 3;  // the others are still shown
        continue;
      }
      games.insert(r->game);
      Json changes = Json::object();
      for (const auto& [option, value] : r->own_options) changes[option] = value.value;
      Json options = Json::object();
      for (const auto& [option, value] : r->options) options[option] = value;
      Json tables = Json::object();
      for (const auto& [table, rows] : r->tables) {
        Json t = Json::object();
        for (const auto& [row, fields] : rows) {
          Json f = Json::object();
          for (const auto& [field, value] : fields) f[field] = value;
          t[row] = f;
        }
        tables[table] = t;
      }
      all.push_back(Json{{"name", r->name},
                         {"game", r->game},
                         {"description", r->description},
                         {"extends", r->extends.empty() ? Json(nullptr) : Json(r->extends)},
                         {"file", r->file},
                         {"changes", changes},
                         {"options", options},
                         {"tables", tables}});
      text += fmt::format("{}\n  {}\n", r->name, r->description);
      text += r->extends.empty() ? "  base ruleset; sets:"
                                 : fmt::format("  extends {}; changes:", r->extends);
      for (const auto& [option, value] : r->own_options)
        text += fmt::format(" {}={}", option, value.value);
      text += "\n  options:";
      for (const auto& [option, value] : r->options) text += fmt::format(" {}={}", option, value);
      text += "\n";
      for (const std::string& table : r->own_tables) text += table_text(*r, table);
      text += "\n";
    }
    if (args->format == "json") {
      std::cout << json_text(all, 2) << "\n";
      return;
    }
    std::cout << text;
    std::cout << "Options (the first value is the default):\n";
    for (const Game* game : all_games()) {
      if (!games.count(std::string(game->name()))) continue;
      for (const OptionSpec& spec : game->rules_spec().options)
        std::cout << fmt::format("  {}.{} = {}\n      {}\n", game->name(), spec.name,
                                 option_values_text(spec), spec.description);
      for (const TableSpec& spec : game->rules_spec().tables)
        std::cout << fmt::format("  {}.{} (table; rows {}; fields {}, {})\n      {}\n",
                                 game->name(), spec.name, fmt::join(spec.rows, " "),
                                 fmt::join(spec.numbers, " "), fmt::join(spec.flags, " "),
                                 spec.description);
    }
  });
}

}  // namespace qm::cli

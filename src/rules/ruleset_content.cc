// ruleset_content: a resolved ruleset written back as one ruleset file without `extends`.
#include <nlohmann/json.hpp>

#include <fmt/format.h>

#include <algorithm>

#include "rules/ruleset.h"

namespace qm {

namespace {

// A scalar as YAML reads it back as the same text: plain when it is a word or a number
// (true and false too: options compare their text), else double-quoted (JSON's escapes are
// YAML's).
std::string scalar(const std::string& text) {
  const bool plain = !text.empty() && text != "null" && text != "~" &&
                     std::all_of(text.begin(), text.end(),
                                 [](char c) {
                                   return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                          (c >= '0' && c <= '9') || c == '_' || c == '-' ||
                                          c == '.' || c == '/';
                                 }) &&
                     text[0] != '-' && text[0] != '.';
  const bool number = !text.empty() && text.find_first_not_of("-.0123456789") == std::string::npos;
  return plain || number ? text : nlohmann::json(text).dump();
}

// An option's value: a range ("[3, 6]") is written as the list it was read from.
std::string option_value(const std::string& text) {
  if (text.size() > 2 && text.front() == '[' && text.back() == ']') return text;
  return scalar(text);
}

}  // namespace

std::string ruleset_content(const Ruleset& ruleset, const RulesSpec& spec) {
  std::string out = fmt::format("game: {}\n", scalar(ruleset.game));
  if (!ruleset.description.empty())
    out += fmt::format("description: {}\n", nlohmann::json(ruleset.description).dump());
  out += "options:";
  if (ruleset.options.empty()) out += " {}";
  out += "\n";
  for (const auto& [name, value] : ruleset.options)
    out += fmt::format("  {}: {}\n", scalar(name), option_value(value));
  for (const TableSpec& table : spec.tables) {
    auto resolved = ruleset.tables.find(table.name);
    if (resolved == ruleset.tables.end()) continue;
    out += fmt::format("{}:\n", scalar(table.name));
    for (const auto& [row, fields] : resolved->second) {
      std::string line;
      for (const auto& [field, value] : fields) {
        const bool flag =
            std::find(table.flags.begin(), table.flags.end(), field) != table.flags.end();
        line += fmt::format("{}{}: {}", line.empty() ? "" : ", ", scalar(field),
                            flag ? (value ? "true" : "false") : std::to_string(value));
      }
      out += fmt::format("  {}: {{{}}}\n", nlohmann::json(row).dump(), line);
    }
  }
  return out;
}

}  // namespace qm

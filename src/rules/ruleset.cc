#include "rules/ruleset.h"

#include "rules/ruleset_names.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <sstream>

#include "record/excerpt.h"
#include "record/input_checks.h"
#include "record/record.h"
#include "record/suggest.h"
#include "record/yaml_tree.h"
#include "rules/builtin_rulesets.h"

namespace qm {

namespace fs = std::filesystem;

std::string RulesetError::where() const {
  return file_ + ":" + std::to_string(pos().line) + ":" + std::to_string(pos().column);
}

std::string RulesetError::message_with_place() const {
  return pos().line > 0 ? fmt::format("{} ({})", what(), where()) : std::string(what());
}

bool is_ruleset_path(const std::string& s) {
  auto ends_with = [&](std::string_view suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  return ends_with(".yaml") || ends_with(".yml");
}

std::vector<std::string> RulesetLibrary::builtin_names() {
  std::vector<std::string> names;
  for (const BuiltinRuleset& r : builtin_rulesets()) names.emplace_back(r.name);
  std::sort(names.begin(), names.end());
  return names;
}

RulesetLibrary::RulesetLibrary(OptionSpecsFor specs_for) : specs_for_(specs_for) {}

std::shared_ptr<const Ruleset> RulesetLibrary::get(const std::string& name_or_path,
                                                   const std::string& base_dir) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<std::string> chain;
  return load(name_or_path, base_dir, chain);
}

namespace {

// A value an option spec lists as itself: not a kind ("<number>") nor a list ("[fog]").
bool is_plain_value(const std::string& v) { return !v.empty() && v[0] != '<' && v[0] != '['; }

// The words an option of kind "<subset>" may list: its plain values.
std::string subset_words(const OptionSpec& spec) {
  std::string s;
  for (const std::string& v : spec.values)
    if (is_plain_value(v)) s += (s.empty() ? "" : ", ") + v;
  return s;
}

struct Located {
  std::string key;   // identity in the cache
  std::string file;  // for messages
  std::string text;
  std::string dir;  // where a relative `extends:` path is looked up
};

// Reads a ruleset file; false when there is none at `path`. One that is there but refused
// (a FIFO or directory, larger than the limit, unreadable) throws, saying why.
bool read_file(const std::string& path, std::string& text) {
  std::error_code ec;
  if (!fs::exists(path, ec)) return false;
  std::string why;
  if (!read_input_file(path, text, why)) throw RulesetError(path, {}, why);
  return true;
}

// How many rulesets may extend one another, the first included: the chain is followed by
// recursion, and a longer one is surely a mistake (or a hostile file).
constexpr size_t kMaxExtendsDepth = 64;

// A chain of `extends` longer than kMaxExtendsDepth: passed up unwrapped (not as "cannot
// extend 'x': cannot extend 'y': ..." once per link), and told from the first ruleset.
class ExtendsTooDeep : public RulesetError {
 public:
  using RulesetError::RulesetError;
};

// The directories of $QM_RULESETS, in order.
std::vector<std::string> search_dirs() {
  std::vector<std::string> dirs;
  if (const char* list = std::getenv("QM_RULESETS")) {
    std::stringstream in(list);
    for (std::string dir; std::getline(in, dir, ':');)
      if (!dir.empty()) dirs.push_back(dir);
  }
  return dirs;
}

// Finds the text of a ruleset; false when there is none by that name or path.
bool locate(const std::string& name_or_path, const std::string& base_dir, Located& out) {
  if (is_ruleset_path(name_or_path)) {
    fs::path path(name_or_path);
    if (path.is_relative() && !base_dir.empty() && !fs::exists(path))
      path = fs::path(base_dir) / path;
    if (!read_file(path.string(), out.text)) return false;
    std::error_code ec;
    fs::path absolute = fs::weakly_canonical(path, ec);
    out.key = ec ? path.string() : absolute.string();
    out.file = path.string();
    out.dir = path.parent_path().string();
    return true;
  }
  for (const std::string& dir : search_dirs()) {
    fs::path path = fs::path(dir) / (name_or_path + ".yaml");
    if (read_file(path.string(), out.text)) {
      out.key = name_or_path;
      out.file = path.string();
      return true;
    }
  }
  for (const BuiltinRuleset& builtin : builtin_rulesets()) {
    if (builtin.name == name_or_path) {
      out.key = name_or_path;
      out.file = "rulesets/" + name_or_path + ".yaml";
      out.text = std::string(builtin.text);
      return true;
    }
  }
  return false;
}

// A decimal number as options write it: "57.5", "2", "-1.25" (no exponent).
bool is_decimal_number(std::string_view text) {
  size_t i = text.empty() || text[0] != '-' ? 0 : 1;
  bool digits = false, point = false;
  for (; i < text.size(); ++i) {
    if (text[i] >= '0' && text[i] <= '9')
      digits = true;
    else if (text[i] == '.' && !point)
      point = true;
    else
      return false;
  }
  return digits;
}

std::string allowed_values(const OptionSpec& spec) {
  std::string s;
  for (size_t i = 0; i < spec.values.size(); ++i) {
    if (i) s += ", ";
    s += spec.values[i];
  }
  return s;
}

// A number the option spec allows by kind ("<integer>", "<number>", a "<range>"'s two ends)
// must also lie within the spec's [min, max], and a range's low end come first.
template <typename Fail>
void check_option_range(const OptionSpec& spec, const YNode& value, Fail fail) {
  const bool is_range = value.is_sequence();
  const std::vector<const YNode*> numbers =
      is_range ? std::vector<const YNode*>{&value.items[0], &value.items[1]}
               : std::vector<const YNode*>{&value};
  std::vector<double> read;
  for (const YNode* n : numbers) {
    // Words the spec lists ("half-of-own") are no numbers; an "<integer>" or "<number>"
    // reads as one whole (from_chars: no locale, no exponent, the checks above).
    std::string_view text = n->text;
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);  // parse_integer's "+15"
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || end != text.data() + text.size()) return;
    if (ec != std::errc() || !(v >= spec.min && v <= spec.max))
      throw fail(n->pos, fmt::format("option '{}' must be a number from {} to {}, not {}",
                                     spec.name, spec.min, spec.max, excerpt(n->text)));
    read.push_back(v);
  }
  if (is_range && read.size() == 2 && read[0] > read[1])
    throw fail(value.pos, fmt::format("option '{}' is a range [low, high]: {} is more than {}",
                                      spec.name, value.items[0].text, value.items[1].text));
}

// Reads the rows of a data table over what the parent set (field by field).
template <typename Fail>
void read_table(const TableSpec& spec, const YNode& node, DataTable& table, Fail fail) {
  auto listed = [](const std::vector<std::string>& list, const std::string& s) {
    return std::find(list.begin(), list.end(), s) != list.end();
  };
  for (size_t i = 0; i < node.map_size(); ++i) {
    const YNode& row_key = node.key(i);
    const YNode& row = node.value(i);
    if (!listed(spec.rows, row_key.text))
      throw fail(row_key.pos,
                 fmt::format("unknown row '{}' in '{}' (rows: {})", excerpt(row_key.text),
                             spec.name, fmt::join(spec.rows, ", ")));
    if (!row.is_map())
      throw fail(row.pos, fmt::format("row '{}' of '{}' must be a map of fields, not {}",
                                      excerpt(row_key.text), spec.name, row.describe()));
    TableRow& fields = table[row_key.text];
    for (size_t j = 0; j < row.map_size(); ++j) {
      const YNode& field = row.key(j);
      const YNode& value = row.value(j);
      long long number = 0;
      if (listed(spec.numbers, field.text)) {
        if (!value.is_scalar() || !parse_integer(value.text, number) || number < 0 || number > 1000)
          throw fail(value.pos,
                     fmt::format("'{}' of row '{}' must be a whole number 0-1000, not {}",
                                 excerpt(field.text), excerpt(row_key.text), value.describe()));
      } else if (listed(spec.flags, field.text)) {
        if (!value.is_scalar() || (value.text != "true" && value.text != "false"))
          throw fail(value.pos,
                     fmt::format("'{}' of row '{}' must be true or false, not {}",
                                 excerpt(field.text), excerpt(row_key.text), value.describe()));
        number = value.text == "true";
      } else {
        std::vector<std::string> known = spec.numbers;
        known.insert(known.end(), spec.flags.begin(), spec.flags.end());
        throw fail(field.pos, fmt::format("unknown field '{}' in row '{}' of '{}' (fields: {})",
                                          excerpt(field.text), excerpt(row_key.text), spec.name,
                                          fmt::join(known, ", ")));
      }
      fields[field.text] = number;
    }
  }
}

// After resolution every row has every number field; flags default to false.
template <typename Fail>
void check_table_complete(const TableSpec& spec, DataTable& table, SourcePos pos, Fail fail) {
  for (const std::string& row : spec.rows) {
    auto it = table.find(row);
    if (it == table.end())
      throw fail(pos, fmt::format("'{}' has no row '{}' (rows: {})", spec.name, row,
                                  fmt::join(spec.rows, ", ")));
    for (const std::string& field : spec.numbers)
      if (!it->second.count(field))
        throw fail(pos, fmt::format("row '{}' of '{}' has no '{}'", row, spec.name, field));
    for (const std::string& flag : spec.flags) it->second.emplace(flag, 0);
  }
}

}  // namespace

std::vector<std::string> known_ruleset_names() {
  std::vector<std::string> names;
  for (const std::string& dir : search_dirs()) {
    std::error_code ec;
    std::vector<std::string> found;
    for (const auto& game : fs::directory_iterator(dir, ec)) {
      if (!game.is_directory(ec)) continue;
      for (const auto& file : fs::directory_iterator(game.path(), ec))
        if (file.path().extension() == ".yaml")
          found.push_back(game.path().filename().string() + "/" + file.path().stem().string());
    }
    std::sort(found.begin(), found.end());
    for (const std::string& name : found)
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  for (const std::string& name : RulesetLibrary::builtin_names())
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  return names;
}

bool ruleset_exists(const std::string& name_or_path, const std::string& base_dir) {
  std::error_code ec;
  if (is_ruleset_path(name_or_path))  // a file that is there but cannot be read is not "nothing"
    return fs::exists(name_or_path, ec) ||
           (!base_dir.empty() && fs::exists(fs::path(base_dir) / name_or_path, ec));
  Located found;
  return locate(name_or_path, base_dir, found);
}

std::shared_ptr<const Ruleset> RulesetLibrary::load(const std::string& name_or_path,
                                                    const std::string& base_dir,
                                                    std::vector<std::string>& chain) {
  // A ruleset named (not a path) is cached under its name: found again without copying its
  // text (an import asks once per record).
  if (!is_ruleset_path(name_or_path))
    if (auto it = cache_.find(name_or_path); it != cache_.end()) return it->second;
  Located found;
  if (!locate(name_or_path, base_dir, found)) {
    std::string known = fmt::format("{}", fmt::join(builtin_names(), ", "));
    throw RulesetError(name_or_path, {},
                       "unknown ruleset '" + excerpt(name_or_path) + "'" +
                           did_you_mean(name_or_path, known_ruleset_names()) +
                           " (shipped: " + known + "; or give a path to a .yaml file)");
  }
  return load_text(name_or_path, found.key, found.file, found.text, found.dir, chain);
}

std::shared_ptr<const Ruleset> RulesetLibrary::from_content(const std::string& name,
                                                            const std::string& hash,
                                                            const std::string& label,
                                                            const std::string& content) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<std::string> chain;
  // Keyed by name and content: the same content named otherwise is another Ruleset::name.
  return load_text(name, "content:" + hash + ":" + name, label, content, "", chain);
}

std::shared_ptr<const Ruleset> RulesetLibrary::load_text(
    const std::string& name_or_path, const std::string& key, const std::string& file,
    const std::string& text, const std::string& dir, std::vector<std::string>& chain) {
  const Located found{key, file, text, dir};
  if (auto it = cache_.find(found.key); it != cache_.end()) return it->second;
  for (const std::string& seen : chain)
    if (seen == found.key)
      throw RulesetError(found.file, {}, "the ruleset extends itself (a cycle)");
  if (chain.size() == kMaxExtendsDepth)
    throw ExtendsTooDeep(
        found.file, {},
        fmt::format("the chain of 'extends' is longer than {} rulesets (the "
                    "{}th is '{}'): at most {} rulesets may extend one another",
                    kMaxExtendsDepth, kMaxExtendsDepth + 1, found.file, kMaxExtendsDepth));
  chain.push_back(found.key);
  const size_t depth = chain.size();  // 1 for the ruleset asked for

  auto ruleset = std::make_shared<Ruleset>();
  ruleset->name = name_or_path;
  ruleset->file = found.file;
  std::optional<YamlDocument> doc;
  parse_yaml_documents(found.text, [&](YamlDocument& d) {
    if (!doc) doc = std::move(d);
  });
  auto fail = [&](SourcePos pos, const std::string& message) -> RulesetError {
    return RulesetError(found.file, pos, message);
  };
  if (!doc) throw fail({1, 1}, "the ruleset file is empty");
  if (!doc->ok) throw fail(doc->error_pos, doc->error);
  const YNode& root = doc->root;
  if (!root.is_map()) throw fail(root.pos, "a ruleset must be a map with 'game' and 'options'");

  const YNode* parent_node = nullptr;
  const YNode* options_node = nullptr;
  std::vector<size_t> other_keys;
  for (size_t i = 0; i < root.map_size(); ++i) {
    const std::string& key = root.key(i).text;
    const YNode& value = root.value(i);
    if (key == "game" && value.is_scalar()) {
      ruleset->game = value.text;
    } else if (key == "description" && value.is_scalar()) {
      ruleset->description = value.text;
    } else if (key == "extends" && value.is_scalar()) {
      ruleset->extends = value.text;
      parent_node = &value;
    } else if (key == "options" && (value.is_map() || value.kind == YNode::Kind::Null)) {
      options_node = &value;
    } else {
      other_keys.push_back(i);  // a data table of the game, or an error once the game is known
    }
  }
  if (ruleset->game.empty()) throw fail(root.pos, "the ruleset has no 'game' field");
  const RulesSpec* rules = specs_for_(ruleset->game);
  if (!rules) throw fail(root.find("game")->pos, "unknown game '" + excerpt(ruleset->game) + "'");
  const std::vector<OptionSpec>* specs = &rules->options;
  std::vector<std::pair<const TableSpec*, const YNode*>> table_nodes;
  for (size_t i : other_keys) {
    const YNode& key = root.key(i);
    const TableSpec* table = nullptr;
    for (const TableSpec& t : rules->tables)
      if (t.name == key.text) table = &t;
    if (!table) {
      std::string expected = "game, extends, description, options";
      for (const TableSpec& t : rules->tables) expected += ", " + t.name;
      throw fail(key.pos,
                 "unexpected '" + excerpt(key.text) + "' in a ruleset (expected " + expected + ")");
    }
    if (!root.value(i).is_map())
      throw fail(root.value(i).pos, "'" + excerpt(key.text) + "' must be a map of rows, not " +
                                        root.value(i).describe());
    table_nodes.emplace_back(table, &root.value(i));
  }

  for (const OptionSpec& spec : *specs) ruleset->options[spec.name] = spec.values.front();
  if (parent_node) {
    std::shared_ptr<const Ruleset> parent;
    try {
      parent = load(ruleset->extends, found.dir, chain);
    } catch (const ExtendsTooDeep& e) {
      if (depth > 1) throw;
      throw fail(parent_node->pos, e.what());  // the first ruleset: where the chain starts
    } catch (const RulesetError& e) {
      throw fail(parent_node->pos, fmt::format("cannot extend '{}': {}", excerpt(ruleset->extends),
                                               e.message_with_place()));
    }
    if (parent->game != ruleset->game)
      throw fail(parent_node->pos, "'" + excerpt(ruleset->extends) + "' is a ruleset for " +
                                       parent->game + ", not " + ruleset->game);
    ruleset->options = parent->options;
    ruleset->tables = parent->tables;
  }
  for (const auto& [spec, node] : table_nodes) {
    read_table(*spec, *node, ruleset->tables[spec->name], fail);
    ruleset->own_tables.push_back(spec->name);
  }
  for (const TableSpec& spec : rules->tables) {
    const YNode* node = root.find(spec.name);
    check_table_complete(spec, ruleset->tables[spec.name], node ? node->pos : root.pos, fail);
  }
  if (options_node) {
    for (size_t i = 0; i < options_node->map_size(); ++i) {
      const YNode& key = options_node->key(i);
      const YNode& value = options_node->value(i);
      const OptionSpec* spec = nullptr;
      for (const OptionSpec& s : *specs)
        if (s.name == key.text) spec = &s;
      if (!spec) {
        std::string known;
        for (const OptionSpec& s : *specs) {
          if (!known.empty()) known += ", ";
          known += s.name;
        }
        throw fail(key.pos, "unknown option '" + excerpt(key.text) + "' for " + ruleset->game +
                                " (options: " + known + ")");
      }
      long long number = 0;
      auto allows = [&](const std::string& v) {
        return std::find(spec->values.begin(), spec->values.end(), v) != spec->values.end();
      };
      bool ok = value.is_scalar() &&
                (allows(value.text) || (allows("<integer>") && parse_integer(value.text, number)) ||
                 (allows("<number>") && is_decimal_number(value.text)));
      std::string text = value.text;
      // "<subset>": a list of distinct words among the spec's plain values (those not
      // written "<...>" or "[...]"), kept as the text "[a, b]"; a single word reads as [a].
      if (allows("<subset>")) {
        ok = value.is_sequence() || value.is_scalar();
        std::vector<const YNode*> words;
        if (value.is_sequence())
          for (const YNode& w : value.items) words.push_back(&w);
        else if (value.is_scalar())
          words.push_back(&value);
        text = "[";
        std::vector<std::string> seen;
        for (const YNode* w : words) {
          if (!w->is_scalar() || !is_plain_value(w->text) || !allows(w->text))
            throw fail(w->pos, "option '" + spec->name + "' lists words among " +
                                   subset_words(*spec) + ", not " +
                                   (w->is_scalar() ? "'" + excerpt(w->text) + "'" : w->describe()));
          if (std::find(seen.begin(), seen.end(), w->text) != seen.end())
            throw fail(w->pos, "option '" + spec->name + "' lists '" + w->text + "' twice");
          text += (seen.empty() ? "" : ", ") + w->text;
          seen.push_back(w->text);
        }
        text += "]";
      }
      // "<range>": a list of two numbers, [low, high], kept as the text "[low, high]".
      if (!ok && allows("<range>") && value.is_sequence() && value.items.size() == 2 &&
          value.items[0].is_scalar() && value.items[1].is_scalar() &&
          is_decimal_number(value.items[0].text) && is_decimal_number(value.items[1].text)) {
        ok = true;
        text = "[" + value.items[0].text + ", " + value.items[1].text + "]";
      }
      if (!ok)
        throw fail(value.pos, "option '" + spec->name + "' cannot be " + value.describe() +
                                  " (allowed: " + allowed_values(*spec) + ")");
      if (!allows("<subset>")) check_option_range(*spec, value, fail);
      ruleset->own_options[spec->name] = OptionValue{text, value.pos};
      ruleset->options[spec->name] = text;
    }
  }
  chain.pop_back();
  cache_[found.key] = ruleset;
  return ruleset;
}

std::string option_values_text(const OptionSpec& spec) {
  const bool subset =
      std::find(spec.values.begin(), spec.values.end(), "<subset>") != spec.values.end();
  if (!subset) return fmt::format("{}", fmt::join(spec.values, " | "));
  return fmt::format("{} | a list of: {}", spec.values.empty() ? "[]" : spec.values[0],
                     subset_words(spec));
}

}  // namespace qm

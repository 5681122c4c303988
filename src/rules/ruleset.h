// Rulesets: small YAML files of options over one game's engine.
//
//   game: GAME
//   extends: GAME/standard        # optional: start from another ruleset's options
//   description: one line
//   options: {OPTION: VALUE, ...}
//   TABLE: {ROW: {FIELD: 3, ...}, ...}   # a game's data table, if the game has one
//
// A ruleset is named `game/name` (a file shipped in rulesets/, compiled in, or found in a
// directory of $QM_RULESETS) or given as a path to a .yaml file. The engine never sees
// names: it reads the resolved options, each checked against the game's OptionSpecs.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "record/record_error.h"

namespace qm {

// One option a game reads: its name, its allowed values (the first is the default;
// the single value "<integer>" allows a whole number, "<number>" a decimal number such
// as 57.5, and "<range>" a list of two numbers, [3, 6], kept as the text "[3, 6]", its
// low end first) and what it means. A number of any of the three lies within [min, max]
// (each number of a range): a ruleset's 4294967311 gold is refused, never read as 15.
// "<subset>" allows a list of distinct words among the plain values (the others than
// "<...>" and "[...]"), kept as the text "[fog, iceberg]"; its default is written "[...]".
struct OptionSpec {
  std::string name;
  std::vector<std::string> values;
  std::string description;
  double min = 0, max = 1000;
};

// The values an option allows, as `qm rulesets` lists them: "half-of-own | half-of-total",
// "[iceberg] | a list of: fog, iceberg, reef".
std::string option_values_text(const OptionSpec& spec);

// A data table a game's rulesets carry (e.g. `cards`: what each card is worth), so
// that a club corrects it by editing YAML: named rows of whole numbers (>= 0, required)
// and true/false flags (default false). A ruleset that extends another changes single
// fields; after resolution every row has every number.
struct TableSpec {
  std::string name;                  // the ruleset key, e.g. "cards"
  std::vector<std::string> rows;     // the rows, in order, e.g. "2", "3", ..., "joker"
  std::vector<std::string> numbers;  // the number fields, e.g. "points"
  std::vector<std::string> flags;    // the flag fields, e.g. "wild"
  std::string description;
};

// What a game's rulesets may set: options and data tables.
struct RulesSpec {
  std::vector<OptionSpec> options;
  std::vector<TableSpec> tables;
};

using TableRow = std::map<std::string, long long>;  // field -> value (flags: 0 or 1)
using DataTable = std::map<std::string, TableRow>;  // row -> fields

struct OptionValue {
  std::string value;
  SourcePos pos;
};

struct Ruleset {
  std::string name;  // as asked for: "GAME/standard" or a path
  std::string file;  // "built-in:rulesets/GAME/standard.yaml" or the path read
  std::string game;
  std::string description;
  std::string extends;                             // the parent's name, "" for none
  std::map<std::string, OptionValue> own_options;  // set by this file
  std::map<std::string, std::string> options;      // resolved: defaults, parents, then own
  std::map<std::string, DataTable> tables;         // resolved: parents, then own
  std::vector<std::string> own_tables;             // the tables this file changes

  // The resolved value of an option, "" when the ruleset has none of that name.
  std::string option(const std::string& option_name) const {
    auto it = options.find(option_name);
    return it == options.end() ? std::string() : it->second;
  }
};

// A ruleset that cannot be loaded: the file and place of the problem.
class RulesetError : public RecordError {
 public:
  RulesetError(std::string file, SourcePos pos, const std::string& message)
      : RecordError(pos, message), file_(std::move(file)) {}
  const std::string& file() const { return file_; }
  std::string where() const;  // "file:line:column"
  // The message followed by " (file:line:column)", or the message alone when the place is
  // unknown: how a ruleset's error is passed on inside another message.
  std::string message_with_place() const;

 private:
  std::string file_;
};

// Finds what a game's rulesets may set, by the game's name; nullptr for an unknown game.
using OptionSpecsFor = const RulesSpec* (*)(std::string_view game);

// Loads rulesets once and keeps them; safe to use from several threads.
class RulesetLibrary {
 public:
  explicit RulesetLibrary(OptionSpecsFor specs_for);

  // Resolves `name_or_path` (paths relative to `base_dir`). Throws RulesetError.
  std::shared_ptr<const Ruleset> get(const std::string& name_or_path,
                                     const std::string& base_dir = "");

  // The ruleset whose text is `content` (as ruleset_content writes it: no `extends`), named
  // `name`: a ruleset kept in a record store, where `hash` identifies the content. `label`
  // names it in messages. Throws RulesetError.
  std::shared_ptr<const Ruleset> from_content(const std::string& name, const std::string& hash,
                                              const std::string& label, const std::string& content);

  // The names of the shipped rulesets, sorted.
  static std::vector<std::string> builtin_names();

 private:
  std::shared_ptr<const Ruleset> load(const std::string& name_or_path, const std::string& base_dir,
                                      std::vector<std::string>& chain);
  // `text` read from `file` (cache key `key`; `dir` for a relative `extends`).
  std::shared_ptr<const Ruleset> load_text(const std::string& name_or_path, const std::string& key,
                                           const std::string& file, const std::string& text,
                                           const std::string& dir, std::vector<std::string>& chain);

  OptionSpecsFor specs_for_;
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<const Ruleset>> cache_;
};

// True for a ruleset given as a file path rather than a name.
bool is_ruleset_path(const std::string& name_or_path);

// The resolved ruleset as one self-contained ruleset file: game, description, every option
// and every data table with its resolved values, no `extends`. Loading it gives the same
// options and tables (the record store keeps rulesets so). `spec` is the game's.
std::string ruleset_content(const Ruleset& ruleset, const RulesSpec& spec);

}  // namespace qm

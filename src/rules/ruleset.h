// Rulesets: small YAML files of options over one game's engine.
//
//   game: loot
//   extends: loot/standard        # optional: start from another ruleset's options
//   description: one line
//   options: {capture_scope: last-played}
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
// the single value "<integer>" allows any whole number) and what it means.
struct OptionSpec {
  std::string name;
  std::vector<std::string> values;
  std::string description;
};

struct OptionValue {
  std::string value;
  SourcePos pos;
};

struct Ruleset {
  std::string name;  // as asked for: "loot/standard" or a path
  std::string file;  // "built-in:rulesets/loot/standard.yaml" or the path read
  std::string game;
  std::string description;
  std::string extends;                             // the parent's name, "" for none
  std::map<std::string, OptionValue> own_options;  // set by this file
  std::map<std::string, std::string> options;      // resolved: defaults, parents, then own
};

// A ruleset that cannot be loaded: the file and place of the problem.
class RulesetError : public RecordError {
 public:
  RulesetError(std::string file, SourcePos pos, const std::string& message)
      : RecordError(pos, message), file_(std::move(file)) {}
  const std::string& file() const { return file_; }
  std::string where() const;  // "file:line:column"

 private:
  std::string file_;
};

// Finds the option specs of a game by name; nullptr for an unknown game.
using OptionSpecsFor = const std::vector<OptionSpec>* (*)(std::string_view game);

// Loads rulesets once and keeps them; safe to use from several threads.
class RulesetLibrary {
 public:
  explicit RulesetLibrary(OptionSpecsFor specs_for);

  // Resolves `name_or_path` (paths relative to `base_dir`). Throws RulesetError.
  std::shared_ptr<const Ruleset> get(const std::string& name_or_path,
                                     const std::string& base_dir = "");

  // The names of the shipped rulesets, sorted.
  static std::vector<std::string> builtin_names();

 private:
  std::shared_ptr<const Ruleset> load(const std::string& name_or_path, const std::string& base_dir,
                                      std::vector<std::string>& chain);

  OptionSpecsFor specs_for_;
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<const Ruleset>> cache_;
};

// True for a ruleset given as a file path rather than a name.
bool is_ruleset_path(const std::string& name_or_path);

}  // namespace qm

#include "store/rulesets_backfill.h"

#include <filesystem>
#include <map>
#include <optional>

#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"
#include "store/record_rows.h"

namespace qm::store {

void backfill_rulesets(Database& db) {
  struct Named {
    long long game_id;
    std::string game, ruleset, dir;
  };
  std::vector<Named> records;
  {
    Statement s = db.prepare(
        "SELECT game_id, game, coalesce(replay_ruleset, ruleset), source_file FROM games "
        "WHERE stored_as = 'tables' AND ruleset_hash IS NULL ORDER BY game_id");
    while (s.step())
      records.push_back(Named{s.integer(0), s.text(1), s.text(2),
                              std::filesystem::path(s.text(3)).parent_path().string()});
  }
  if (records.empty()) return;
  RulesetLibrary library(&game_option_specs);
  RulesetWriter writer(db);
  Statement set = db.prepare("UPDATE games SET ruleset_hash = ?2 WHERE game_id = ?1");
  std::map<std::pair<std::string, std::string>, std::optional<std::string>> hashes;
  for (const Named& r : records) {
    auto [it, added] = hashes.emplace(std::make_pair(r.ruleset, r.dir), std::nullopt);
    if (added) {
      try {
        std::shared_ptr<const Ruleset> ruleset = library.get(r.ruleset, r.dir);
        if (ruleset->game == r.game) it->second = writer.hash(ruleset);
      } catch (const RulesetError&) {
        // Not found from here: left to be resolved by name.
      }
    }
    if (it->second) set.bind(1, r.game_id).bind(2, *it->second).run();
  }
}

}  // namespace qm::store

// The file of every page of the league site, relative to the site's folder, and the
// relative link from one page to another.
//
// File names come from names a record brings (players, record ids, rulesets): they are
// made by report/file_names.h, the rule `qm export` follows too: letters of any script kept,
// safe on every file system, unique within a folder whatever the case ("players/anna.html",
// and "players/anna-3f2a9c1b.html" for "ANNA"). The pages are named in a fixed order (by
// name, records in the order stored), so the same store gives the same files.
#pragma once

#include <map>
#include <string>

#include "report/file_names.h"

namespace qm::report::site {

class PageNames {
 public:
  static constexpr const char* kIndex = "index.html";
  static constexpr const char* kDisputes = "disputes.html";
  static constexpr const char* kGames = "games.html";

  // Registered once, in a fixed order (the order decides who gets a number on a clash).
  void add_player(const std::string& name);
  void add_game(const std::string& record_id);
  void add_ruleset(const std::string& game, const std::string& ruleset);

  // "players/anna.html", "games/ID.html", "rulesets/GAME-NAME.html". Throws
  // std::logic_error for a name never added.
  const std::string& player(const std::string& name) const;
  const std::string& game(const std::string& record_id) const;
  const std::string& ruleset(const std::string& game, const std::string& ruleset) const;

 private:
  std::map<std::string, std::string> players_, games_, rulesets_;
  UniqueFileNames player_files_, game_files_, ruleset_files_;
};

// The relative link from the page `from` to the page `to` (both relative to the site's
// folder, '/' between folders): "../players/anna.html" from "games/g1.html".
std::string relative_link(const std::string& from, const std::string& to);

}  // namespace qm::report::site

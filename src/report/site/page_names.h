// The file of every page of the league site, relative to the site's folder, and the
// relative link from one page to another.
//
// File names come from names a record brings (players, record ids, rulesets), so they are
// made safe: the slug of report/html.h (lower-case ASCII letters, digits and '-', at most 60
// characters, "x" when nothing is left), never a name Windows reserves (con, nul, ...,
// which get the hash below): no name reaches outside its
// folder. Names are unique within a folder, ignoring case (for file systems that do): the
// first name given a slug keeps it ("players/anna.html"), and a later name with the same
// slug gets its own short hash after it ("players/anna-3f2a9c1b.html" for "ANNA"; the rare
// clash of two hashes is broken by a number). The pages are named in a fixed order (by
// name, records in the order stored), so the same store gives the same files.
#pragma once

#include <map>
#include <set>
#include <string>

namespace qm::report::site {

// The slug of `name` as described above (without the check for uniqueness).
std::string safe_slug(const std::string& name);
// `slug` followed by the first 8 hex digits of the hash of `name`.
std::string slug_with_hash(const std::string& slug, const std::string& name);

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
  std::string unique_file(const std::string& folder, const std::string& name);
  std::map<std::string, std::string> players_, games_, rulesets_;
  std::set<std::string> taken_;
};

// The relative link from the page `from` to the page `to` (both relative to the site's
// folder, '/' between folders): "../players/anna.html" from "games/g1.html".
std::string relative_link(const std::string& from, const std::string& to);

}  // namespace qm::report::site

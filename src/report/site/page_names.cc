#include "report/site/page_names.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <stdexcept>

#include "record/canonical.h"
#include "report/html.h"

namespace qm::report::site {

namespace {

// Names Windows refuses as file names whatever the extension.
bool reserved_on_windows(const std::string& slug) {
  static const std::array<const char*, 6> plain = {"con", "prn", "aux", "nul", "com", "lpt"};
  for (const char* word : plain) {
    const std::string w = word;
    if (slug == w) return true;
    // com1..com9, lpt1..lpt9
    if ((w == "com" || w == "lpt") && slug.size() == 4 && slug.compare(0, 3, w) == 0 &&
        slug[3] >= '0' && slug[3] <= '9')
      return true;
  }
  return false;
}

const std::string& page_of(const std::map<std::string, std::string>& pages, const std::string& key,
                           const char* what) {
  auto it = pages.find(key);
  if (it == pages.end()) throw std::logic_error(fmt::format("no page for the {} '{}'", what, key));
  return it->second;
}

}  // namespace

std::string safe_slug(const std::string& name) {
  const std::string s = slug(name);
  return reserved_on_windows(s) ? slug_with_hash(s, name) : s;
}

std::string slug_with_hash(const std::string& slug, const std::string& name) {
  const std::string hash = short_hash(name).substr(0, 8);
  return slug + "-" + hash;
}

std::string PageNames::unique_file(const std::string& folder, const std::string& name) {
  const std::string slug = safe_slug(name);
  std::string file = fmt::format("{}/{}.html", folder, slug);
  if (taken_.insert(file).second) return file;
  const std::string hashed = slug_with_hash(slug, name);
  file = fmt::format("{}/{}.html", folder, hashed);
  for (int n = 2; !taken_.insert(file).second; ++n)
    file = fmt::format("{}/{}-{}.html", folder, hashed, n);
  return file;
}

void PageNames::add_player(const std::string& name) {
  if (!players_.count(name)) players_.emplace(name, unique_file("players", name));
}

void PageNames::add_game(const std::string& record_id) {
  if (!games_.count(record_id)) games_.emplace(record_id, unique_file("games", record_id));
}

void PageNames::add_ruleset(const std::string& game, const std::string& ruleset) {
  const std::string key = game + "/" + ruleset;
  // Rulesets are mostly named after their game already ("GAME/standard").
  const bool named_after_game = ruleset.rfind(game + "/", 0) == 0;
  if (!rulesets_.count(key))
    rulesets_.emplace(key, unique_file("rulesets", named_after_game ? ruleset : key));
}

const std::string& PageNames::player(const std::string& name) const {
  return page_of(players_, name, "player");
}

const std::string& PageNames::game(const std::string& record_id) const {
  return page_of(games_, record_id, "record");
}

const std::string& PageNames::ruleset(const std::string& game, const std::string& ruleset) const {
  return page_of(rulesets_, game + "/" + ruleset, "ruleset");
}

std::string relative_link(const std::string& from, const std::string& to) {
  std::string link;
  for (char c : from)
    if (c == '/') link += "../";
  return link + to;
}

}  // namespace qm::report::site

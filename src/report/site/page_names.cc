#include "report/site/page_names.h"

#include <fmt/format.h>

#include <stdexcept>

namespace qm::report::site {

namespace {

const std::string& page_of(const std::map<std::string, std::string>& pages, const std::string& key,
                           const char* what) {
  auto it = pages.find(key);
  if (it == pages.end()) throw std::logic_error(fmt::format("no page for the {} '{}'", what, key));
  return it->second;
}

}  // namespace

void PageNames::add_player(const std::string& name) {
  if (!players_.count(name)) players_.emplace(name, "players/" + player_files_.take(name, ".html"));
}

void PageNames::add_game(const std::string& record_id) {
  if (!games_.count(record_id))
    games_.emplace(record_id, "games/" + game_files_.take(record_id, ".html"));
}

void PageNames::add_ruleset(const std::string& game, const std::string& ruleset) {
  const std::string key = game + "/" + ruleset;
  // Rulesets are mostly named after their game already ("GAME/standard").
  const bool named_after_game = ruleset.rfind(game + "/", 0) == 0;
  if (!rulesets_.count(key))
    rulesets_.emplace(key,
                      "rulesets/" + ruleset_files_.take(named_after_game ? ruleset : key, ".html"));
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

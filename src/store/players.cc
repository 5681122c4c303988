#include "store/players.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "record/excerpt.h"
#include "record/suggest.h"
#include "store/people.h"
#include "store/totals.h"

namespace qm::store {

namespace {

std::vector<std::string> player_names(Database& db) {
  std::vector<std::string> names;
  for (Statement s = db.prepare("SELECT name FROM players ORDER BY name"); s.step();)
    names.push_back(s.text(0));
  return names;
}

// The player named `name` (or whose alias it is); PlayerError when none.
long long existing_player(Database& db, People& people, const std::string& name) {
  if (std::optional<long long> id = people.by_name(name)) return *id;
  throw PlayerError(fmt::format("no player '{}' in '{}'{}", excerpt(name), db.path(),
                                did_you_mean_unique(name, player_names(db))));
}

// Refuses `name` as a new name or alias of `player`: it is another player's, or their alias.
void require_free(Database& db, People& people, long long player, const std::string& name,
                  const std::string& what) {
  if (name.empty()) throw PlayerError(fmt::format("{} may not be empty", what));
  const std::optional<long long> other = people.by_name(name);
  if (!other || *other == player) return;
  throw PlayerError(fmt::format(
      "{} '{}' is the player '{}' already: if they are one person, 'qm players merge --db {} "
      "{} {}' joins them",
      what, excerpt(name), excerpt(people.name_of(*other)), db.path(),
      excerpt(people.name_of(player)), excerpt(people.name_of(*other))));
}

void add_alias(Database& db, long long player, const std::string& name) {
  Statement drop = db.prepare("DELETE FROM player_aliases WHERE name = ?1");
  drop.bind(1, name).run();
  Statement add = db.prepare("INSERT INTO player_aliases (name, player_id) VALUES (?1, ?2)");
  add.bind(1, name).bind(2, player).run();
}

}  // namespace

std::vector<PlayerListing> list_players(Database& db) {
  ReadTransaction snapshot(db);
  std::map<long long, PlayerListing> by_id;
  for (Statement s = db.prepare(
           "SELECT p.player_id, p.name, count(s.game_id), count(CASE WHEN g.source = 'played' "
           "THEN 1 END) FROM players p LEFT JOIN seats s ON s.player_id = p.player_id LEFT JOIN "
           "games g ON g.game_id = s.game_id GROUP BY p.player_id");
       s.step();) {
    PlayerListing& p = by_id[s.integer(0)];
    p.name = s.text(1);
    p.records = s.integer(2);
    p.played = s.integer(3);
  }
  auto each = [&](const char* sql, std::vector<std::string> PlayerListing::*field) {
    for (Statement s = db.prepare(sql); s.step();)
      if (auto p = by_id.find(s.integer(0)); p != by_id.end())
        (p->second.*field).push_back(s.text(1));
  };
  each("SELECT player_id, identity FROM player_identities ORDER BY identity",
       &PlayerListing::identities);
  each("SELECT player_id, name FROM player_aliases ORDER BY name", &PlayerListing::aliases);
  each(
      "SELECT DISTINCT s.player_id, s.name FROM seats s JOIN players p ON p.player_id = "
      "s.player_id WHERE s.name <> p.name ORDER BY s.name",
      &PlayerListing::written_as);
  std::vector<PlayerListing> out;
  for (auto& [id, p] : by_id) out.push_back(std::move(p));
  std::sort(out.begin(), out.end(),
            [](const PlayerListing& a, const PlayerListing& b) { return a.name < b.name; });
  return out;
}

void rename_player(Database& db, const std::string& name, const std::string& new_name) {
  Transaction tx(db);
  People people(db);
  const long long id = existing_player(db, people, name);
  const std::string old_name = people.name_of(id);
  require_free(db, people, id, new_name, "the new name");
  if (new_name == old_name) return;
  Statement drop = db.prepare("DELETE FROM player_aliases WHERE name = ?1");
  drop.bind(1, new_name).run();
  Statement set = db.prepare("UPDATE players SET name = ?2 WHERE player_id = ?1");
  set.bind(1, id).bind(2, new_name).run();
  add_alias(db, id, old_name);  // later records that write the old name are still theirs
  rebuild_totals(db);           // the players' totals are kept by name
  tx.commit();
}

void alias_player(Database& db, const std::string& player, const std::vector<std::string>& names) {
  Transaction tx(db);
  People people(db);
  const long long id = existing_player(db, people, player);
  for (const std::string& name : names) {
    require_free(db, people, id, name, "the alias");
    if (name != people.name_of(id)) add_alias(db, id, name);
  }
  tx.commit();
}

long long merge_players(Database& db, const std::string& keep,
                        const std::vector<std::string>& others) {
  Transaction tx(db);
  People people(db);
  const long long kept = existing_player(db, people, keep);
  std::vector<long long> ids = {kept};
  for (const std::string& other : others) {
    const long long id = existing_player(db, people, other);
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  // Two players of one record are two people.
  Statement together = db.prepare(
      "SELECT g.id FROM seats a JOIN seats b ON b.game_id = a.game_id JOIN games g ON "
      "g.game_id = a.game_id WHERE a.player_id = ?1 AND b.player_id = ?2 LIMIT 1");
  for (size_t i = 0; i < ids.size(); ++i)
    for (size_t j = i + 1; j < ids.size(); ++j) {
      together.bind(1, ids[i]).bind(2, ids[j]);
      if (together.step())
        throw PlayerError(fmt::format(
            "'{}' and '{}' both played the record '{}': they are two people; nothing was merged",
            excerpt(people.name_of(ids[i])), excerpt(people.name_of(ids[j])), together.text(0)));
      together.reset();
    }
  long long moved = 0;
  Statement count = db.prepare("SELECT count(*) FROM seats WHERE player_id = ?1");
  for (size_t i = 1; i < ids.size(); ++i) {
    const long long other = ids[i];
    count.bind(1, other);
    count.step();
    moved += count.integer(0);
    count.reset();
    const std::string name = people.name_of(other);
    for (const char* sql : {"UPDATE seats SET player_id = ?1 WHERE player_id = ?2",
                            "UPDATE player_identities SET player_id = ?1 WHERE player_id = ?2",
                            "UPDATE player_aliases SET player_id = ?1 WHERE player_id = ?2",
                            "DELETE FROM players WHERE player_id = ?2"}) {
      Statement s = db.prepare(sql);
      s.bind(1, kept).bind(2, other).run();
    }
    add_alias(db, kept, name);  // later records that write it are the kept player's
  }
  rebuild_totals(db);
  tx.commit();
  return moved;
}

}  // namespace qm::store

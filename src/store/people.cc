#include "store/people.h"

#include <fmt/format.h>

#include <algorithm>

#include "record/excerpt.h"

namespace qm::store {

People::People(Database& db)
    : db_(db),
      by_identity_(db.prepare("SELECT player_id FROM player_identities WHERE identity = ?1")),
      by_name_(db.prepare("SELECT player_id FROM players WHERE name = ?1")),
      by_alias_(db.prepare("SELECT player_id FROM player_aliases WHERE name = ?1")),
      name_of_(db.prepare("SELECT name FROM players WHERE player_id = ?1")),
      identities_of_(db.prepare(
          "SELECT identity FROM player_identities WHERE player_id = ?1 ORDER BY identity")),
      insert_(db.prepare("INSERT INTO players (name) VALUES (?1) RETURNING player_id")),
      add_identity_(db.prepare(
          "INSERT INTO player_identities (identity, player_id) VALUES (?1, ?2) ON CONFLICT DO "
          "NOTHING")),
      written_by_others_(db.prepare(
          "SELECT p.name FROM seats s JOIN players p ON p.player_id = s.player_id WHERE s.name "
          "= ?1 AND s.player_id <> ?2 GROUP BY p.player_id ORDER BY p.name LIMIT 3")) {}

namespace {

std::optional<long long> one_id(Statement& s, const std::string& key) {
  s.bind(1, key);
  std::optional<long long> id;
  if (s.step()) id = s.integer(0);
  s.reset();
  return id;
}

}  // namespace

std::optional<long long> People::by_identity(const std::string& identity) {
  return one_id(by_identity_, identity);
}

std::optional<long long> People::by_name(const std::string& name) {
  if (std::optional<long long> id = one_id(by_name_, name)) return id;
  return one_id(by_alias_, name);
}

std::string People::name_of(long long player_id) {
  name_of_.bind(1, player_id);
  std::string name = name_of_.step() ? name_of_.text(0) : std::string();
  name_of_.reset();
  return name;
}

std::vector<std::string> People::identities_of(long long player_id) {
  identities_of_.bind(1, player_id);
  std::vector<std::string> ids;
  while (identities_of_.step()) ids.push_back(identities_of_.text(0));
  identities_of_.reset();
  return ids;
}

long long People::create(const std::string& name, const std::string& hint) {
  std::string chosen = name;
  for (int n = 1; by_name(chosen); ++n)
    chosen = n == 1 ? fmt::format("{} ({})", name, hint) : fmt::format("{} ({} {})", name, hint, n);
  insert_.bind(1, chosen);
  if (!insert_.step()) throw StoreError(fmt::format("cannot store the player '{}'", chosen));
  const long long id = insert_.integer(0);
  insert_.reset();
  return id;
}

void People::add_identity(long long player_id, const std::string& identity) {
  add_identity_.bind(1, identity).bind(2, player_id).run();
}

void People::note(std::string text) {
  if (std::find(notes_.begin(), notes_.end(), text) == notes_.end())
    notes_.push_back(std::move(text));
}

std::vector<long long> People::seats(const std::vector<std::string>& names,
                                     const std::vector<std::string>& identities,
                                     const std::string& record_id) {
  std::vector<long long> ids;
  for (size_t i = 0; i < names.size(); ++i)
    ids.push_back(person(names[i], i < identities.size() ? identities[i] : ""));
  for (size_t i = 0; i < ids.size(); ++i)
    for (size_t j = 0; j < ids.size(); ++j) {
      if (i == j || ids[i] != ids[j]) continue;
      // Seat j gives the person up unless it writes their name and seat i does not.
      const std::string person_name = name_of(ids[i]);
      const size_t other = names[j] == person_name && names[i] != person_name ? i : j;
      const long long taken = ids[other];
      Statement drop = db_.prepare("DELETE FROM player_aliases WHERE name = ?1 AND player_id = ?2");
      drop.bind(1, names[other]).bind(2, taken).run();
      ids[other] = create(names[other], "another");
      seen_[{names[other], ""}] = ids[other];
      note(fmt::format(
          "'{}' and '{}' both play the record '{}', so they are two people: '{}' is stored as "
          "the player '{}', no longer taken as '{}'",
          excerpt(names[i]), excerpt(names[j]), excerpt(record_id), excerpt(names[other]),
          excerpt(name_of(ids[other])), excerpt(person_name)));
    }
  return ids;
}

long long People::person(const std::string& name, const std::string& identity) {
  const auto key = std::make_pair(name, identity);
  if (auto known = seen_.find(key); known != seen_.end()) return known->second;
  long long id = 0;
  if (!identity.empty()) {
    if (std::optional<long long> found = by_identity(identity)) {
      id = *found;
    } else if (std::optional<long long> same_name = by_name(name)) {
      // Another person may bear the name: kept apart, said.
      id = create(name, identity);
      add_identity(id, identity);
      const std::vector<std::string> theirs = identities_of(*same_name);
      note(fmt::format(
          "'{}' ({}) is stored as the player '{}': the stored player '{}' ({}) may be someone "
          "else; if they are one person, 'qm players merge' joins them",
          excerpt(name), excerpt(identity), excerpt(name_of(id)), excerpt(name_of(*same_name)),
          theirs.empty() ? std::string("no identity") : "identity " + excerpt_list(theirs)));
    } else {
      id = create(name, identity);
      add_identity(id, identity);
    }
  } else if (std::optional<long long> found = by_name(name)) {
    id = *found;
    // Records of other people wrote this name too: which one the seat went to is said.
    written_by_others_.bind(1, name).bind(2, id);
    std::vector<std::string> others;
    while (written_by_others_.step()) others.push_back(written_by_others_.text(0));
    written_by_others_.reset();
    if (!others.empty())
      note(fmt::format(
          "'{}' (no identity in the record) is taken to be the stored player '{}'; records "
          "also name {} so: give the record's players their identities (player_ids) to tell "
          "them apart",
          excerpt(name), excerpt(name_of(id)), excerpt_list(others)));
  } else {
    id = create(name, "");
  }
  seen_.emplace(key, id);
  return id;
}

}  // namespace qm::store

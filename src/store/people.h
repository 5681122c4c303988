// Players are people, not names (schema/store-v8.sql): the person each seat of a stored
// record is. A seat keeps the name and identity its record writes; its person has a name in
// the store (unique), identities (`club-a/17`, from records' `player_ids:`) and aliases
// (other names that mean them). `qm import`, `qm merge` and `qm players` (rename, alias,
// merge) go through here.
//
// Who a seat is, as `qm import` decides it (People::person):
//   - a record that gives the player an identity: the person of that identity; else, when
//     no stored player has the name (or alias), a new person of that name and identity;
//     else a new person too, named "NAME (IDENTITY)", and a note says so: two players of
//     one name are kept apart unless the store knows they are one (`qm players merge` says
//     so; taking two people for one could not be undone);
//   - a record that gives no identity: the player of that name, or of that alias; else a
//     new person of that name. When other people's records wrote the same name, a note
//     says which one the seat was given to.
// Notes are sentences for the user (import and merge print them).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "store/sqlite.h"

namespace qm::store {

class People {
 public:
  explicit People(Database& db);

  // The person a seat written `name`, with `identity` ("" for none), is; made when new.
  long long person(const std::string& name, const std::string& identity);
  // The persons of a record's seats (`names`, `identities`: per seat, "" for none). Two
  // seats of one record are two people: when the store takes two of them for one person
  // (one by name, the other by an alias or identity), the seat that writes the person's
  // name keeps them, and the other becomes a person of its own (its alias is dropped, said).
  std::vector<long long> seats(const std::vector<std::string>& names,
                               const std::vector<std::string>& identities,
                               const std::string& record_id);

  // What the store knows of people, for merge and `qm players`.
  std::optional<long long> by_identity(const std::string& identity);
  std::optional<long long> by_name(const std::string& name);  // a player's name, or an alias
  std::string name_of(long long player_id);
  std::vector<std::string> identities_of(long long player_id);
  // A new person named `name`, or "NAME (HINT)" (then a number) when the name or an alias
  // is taken; returns the id.
  long long create(const std::string& name, const std::string& hint);
  void add_identity(long long player_id, const std::string& identity);

  // The notes made so far, in order, each once.
  const std::vector<std::string>& notes() const { return notes_; }
  void note(std::string text);

 private:
  Database& db_;
  Statement by_identity_, by_name_, by_alias_, name_of_, identities_of_, insert_, add_identity_,
      written_by_others_;
  std::map<std::pair<std::string, std::string>, long long> seen_;  // (name, identity) -> id
  std::vector<std::string> notes_;
};

}  // namespace qm::store

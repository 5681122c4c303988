// `qm players`: the people of a store (store/people.h), listed, renamed, given other names
// (aliases), and joined when two players are one person. Each change is one write
// transaction; the totals are kept by the person's name, so they are added up again.
// Records are not changed: each keeps the names it was written with.
//
//   rename OLD NEW   the player is shown as NEW; OLD becomes an alias, so that later
//                    records that write OLD are theirs
//   alias P NAME...  later records that write NAME are P's
//   merge KEEP X...  X's records, identities and aliases become KEEP's, and X's name an
//                    alias of KEEP; refused when two of them sat in one record (two people)
//
// A name that is not a player's (nor an alias of one), a new name or alias that is already
// another player's, or a merge of players who played one game together, throw PlayerError
// (a usage error: nothing is changed), naming what is wrong and the nearest player's name.
#pragma once

#include <string>
#include <vector>

#include "store/sqlite.h"

namespace qm::store {

class PlayerError : public StoreError {
 public:
  using StoreError::StoreError;
};

struct PlayerListing {
  std::string name;
  std::vector<std::string> identities, aliases;
  std::vector<std::string> written_as;  // other names the records write for them
  long long records = 0;                // records they sat in
  long long played = 0;                 // of them, played at a table (not simulated)
};

// Every player, by name.
std::vector<PlayerListing> list_players(Database& db);

void rename_player(Database& db, const std::string& name, const std::string& new_name);
void alias_player(Database& db, const std::string& player, const std::vector<std::string>& names);
// Returns the records that moved to `keep`.
long long merge_players(Database& db, const std::string& keep,
                        const std::vector<std::string>& others);

}  // namespace qm::store

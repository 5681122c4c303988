// `qm merge OUT IN...`: the records of other stores (shards simulated apart, a club's
// laptops) added to one, with import's guarantees (store/import.h): a record whose id is in
// OUT already with the same content is counted "already present" and left alone; one with
// different content stops the merge; everything happens in one write transaction, so a
// merge that fails leaves OUT as it was. An input is a stranger's word: every record taken
// in is replayed first, and one whose stored result is not what its replay gives (a fake
// win typed in with sqlite3) stops the merge with a sentence naming it
// (store/result_check.h); an input whose schema is not qm's is refused when it is opened
// (store/schema_check.h). Rows are then copied as stored (verdicts, sources and import times
// included), under new game ids after OUT's; a record of a game OUT holds already under
// another id (the same game hash) is skipped and reported, unless kept. People are matched
// by identity, else by name, as import matches a record's players (store/people.h), and
// same-named players of different stores are reported. The totals are then added up from
// the new rows. Every input must be at this qm's store version (reading one upgrades it, as
// any command that reads).
#pragma once

#include <string>
#include <vector>

#include "store/import.h"
#include "store/sqlite.h"

namespace qm::store {

struct MergeSummary {
  long long added = 0, present = 0;       // records
  long long illegal = 0, unreadable = 0;  // verdicts among the records read
  std::vector<Duplicate> duplicates;      // games stored already under another id
  std::vector<std::string> player_notes;  // about people (store/people.h), in order
};

struct MergeOptions {
  // A record of a game `out` holds already under another id (store/import.h Duplicate) is
  // copied all the same (skipped by default).
  bool keep_duplicates = false;
  // A player of an input whom no identity tells apart from a player of the same name in
  // `out` (or an earlier input) is kept apart as "NAME (INPUT)" instead of joined; a note
  // says either way.
  bool same_names_apart = false;
};

// Merges the stores `inputs` (opened with OpenMode::Read, each read in one snapshot) into
// `out`, in the order given. Throws StoreError when the merge cannot be done; `out` is then
// unchanged.
MergeSummary merge_stores(Database& out, const std::vector<Database*>& inputs,
                          const MergeOptions& options = {});

}  // namespace qm::store

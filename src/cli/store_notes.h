// What `qm import` and `qm merge` say besides their counts: the records of a game stored
// already under another id (store/import.h Duplicate), and the notes about people
// (store/people.h).
#pragma once

#include <string>
#include <vector>

#include "games/game.h"
#include "store/import.h"

namespace qm::cli {

// "FILE: the record 'b' is the same game as the stored record 'a' (...): not imported
// (--duplicates keep imports it all the same)", ending in a newline.
std::string duplicate_text(const store::Duplicate& duplicate);
// "1 duplicate skipped, " (and kept), for the summary line; "" when there is none.
std::string duplicates_count(const std::vector<store::Duplicate>& duplicates);
// The duplicates as JSON: [{record, id, same_as, kept}].
Json duplicates_json(const std::vector<store::Duplicate>& duplicates);
// Each duplicate and note on stderr, one `qm: ` line each.
void print_store_notes(const std::vector<store::Duplicate>& duplicates,
                       const std::vector<std::string>& player_notes);

}  // namespace qm::cli

// Files a record's header names whose content the record takes (a game's card files): a
// game registers the reader of its own such field here, and the replay calls
// it once, before the game opens the record. The reader writes what the files give into
// the record's own fields, so the record replayed, reported and stored holds it whole: a
// stored record needs the files no more.
#pragma once

#include <string_view>

namespace qm {

struct Record;

// Completes `record` from the files its header names; throws RecordError (at the header
// field, or the entry that names what is missing) when a file or what it names cannot be
// read. A record that names none is left as it is.
using IncludeReader = void (*)(Record& record);

// Registers the reader of `game`'s records (one a game; a later one replaces it). Not
// thread-safe: called while the games are registered, before any record is read.
void register_include_reader(std::string_view game, IncludeReader reader);

// Calls the reader registered for the record's game, if any.
void read_record_includes(Record& record);

}  // namespace qm

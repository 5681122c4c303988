// The canonical form of a record, for its default id: the document with comments,
// layout, key order and runs of spaces inside moves made irrelevant, and `id` and
// `rulings` (a referee's, added later) left out.
#pragma once

#include <string>

#include "record/yaml_tree.h"

namespace qm {

// The canonical form as compact JSON-like text, keys sorted.
std::string canonical_form(const YNode& root);

// The first 16 hex digits of the SHA-256 of the canonical form.
std::string canonical_id(const YNode& root);

// Which game a record is of, whoever wrote it down and under whatever id (the same game
// imported twice): the hash of the canonical form of its game, ruleset, players, teams, the
// game's own header fields (a deal) and moves, leaving out what is written about the game
// rather than played in it (format, id, date, event, notes, result, rulings, player_ids).
// (The ruleset is kept: the same deal and moves under two rulesets are a designer's two
// games.) A record of the result only (no `moves:`) is its game, ruleset, players, teams,
// date, event and result. "" when the record says too little to tell one game from another: moves
// empty and no field of the game's own, or a result-only record without a date.
std::string game_hash(const YNode& root);

// The first 16 hex digits of the SHA-256 of `text`: how ids and content hashes are written.
std::string short_hash(std::string_view text);

}  // namespace qm

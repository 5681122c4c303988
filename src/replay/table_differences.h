// Where two tables of one game differ, in words: the tables a record leaves under two
// rulings (`qm adjudicate`) or two rulesets (`qm compare`), as GameState::table() gives them
// (`qm state --format json`). Each difference names what differs the way a referee says it
// ("B1's masts", "Anna's hand size", "I2's coins", "to move") and its value on each side;
// a list the game phrases (Game::entry_text) is compared in the game's words. Read from the
// tables' JSON alone, so that it names no game and needs nothing of a game but its text.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "games/game.h"

namespace qm {

struct TableDifference {
  std::string path;     // where in the table: keys and entry names joined by '/' ("ships/B1/masts")
  std::string subject;  // whose it is: the entry's name ("B1", "Anna"); "" for the table's own
  std::string what;     // in words: "B1's masts", "to move"
  // The value on each side; nullopt: an entry of a list found on the other side only.
  std::optional<Json> a, b;
  std::string a_text, b_text;  // each value in words ("none" for an entry not there)
};

// Every difference between tables `a` and `b` of `game` (nullptr: entries as compact JSON),
// in the tables' order. What says how far a replay went rather than what is on the table —
// the moves played ("move"), the last line played ("last") and the line that broke a rule
// ("fault") — is left out: the verdicts say it.
std::vector<TableDifference> table_differences(const Game* game, const Json& a, const Json& b);

// The entries of the list `from` that the list `other` lacks, as many times as they are
// missing.
std::vector<Json> entries_missing(const Json& from, const Json& other);

// "B1's masts: 3 standing (3S 2S 1L) under A, 1 standing (…) under B": `what`, then each
// side's value followed by its label; values that are lists, each after its label
// ("Anna's hand known: under A, m5, blue-2; under B, blue-2"). An entry found on one side
// only: "at sea, only under A: @3".
std::string difference_sentence(const TableDifference& d, const std::string& label_a,
                                const std::string& label_b);

}  // namespace qm

// Writing an Einauge game given as its set-up and moves as a record (format v1, one YAML
// document): how the tests and the benchmarks' generator make records of games they have
// cut or edited. A simulation's records are written by games/simulated_record.h, with the
// set-up lines of setup_fields.
#pragma once

#include <string>
#include <vector>

#include "games/einauge/options.h"
#include "games/einauge/state.h"

namespace qm::einauge {

// The game's record: header with removed/display/desk (and `deck` when `with_deck`), the
// moves as format_move writes them, and `result` (the computed totals) when `with_result`.
struct EinaugeRecordInfo {
  std::string ruleset = "einauge/standard";
  std::string id, date, event;
  bool with_deck = false, with_result = true;
};
std::string write_einauge_record(const Setup& setup, const std::vector<Move>& moves,
                                 const Options& options, const EinaugeRecordInfo& info);

// The header's lines of the set-up: "removed: [...]", "display: [...]", "desk: [...]" and,
// when `with_deck`, "deck: [...]", each ending in a newline.
std::string setup_fields(const Setup& setup, bool with_deck);
// "result: {P1: 12, P2: 9}" and a newline: each player's total.
std::string result_field(const std::vector<std::string>& players,
                         const std::vector<long long>& totals);

}  // namespace qm::einauge

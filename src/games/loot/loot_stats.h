// What Loot adds to the record store and `qm stats`: its captures, reported as events of
// two kinds (by the merchant's owner's side, or by attackers; the value is the merchant's),
// and the section "Merchants captured, by value" (JSON key "captures") made from their totals.
#pragma once

#include <vector>

#include "games/game_facts.h"

namespace qm::loot {

inline constexpr const char* kCaptureByOwner = "capture by owner";
inline constexpr const char* kCaptureByAttackers = "capture by attackers";

std::vector<EventKind> capture_kinds();

// Merchants of one value captured, by their owner's side or by attackers, and their gold.
struct CaptureRow {
  long long value = 0, captured = 0, by_owner = 0, by_attackers = 0;
  long long gold_by_owner = 0, gold_by_attackers = 0;
};

// The rows from the event totals, by value.
std::vector<CaptureRow> capture_rows(const std::vector<EventTotal>& totals);

StatsSection captures_section();

}  // namespace qm::loot

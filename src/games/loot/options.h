// The options a Loot ruleset sets (docs/rules-loot.md, "Where the texts differ"), parsed once
// into typed values: the engine never looks at ruleset names or option strings in play.
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "rules/ruleset.h"

namespace qm::loot {

enum class CaptureScope { Any, LastPlayed };
enum class CaptureCheckSeat { FirstActive, FirstSeat };

// The options the engine counts as it reads them (games/option_uses.h), by the checks they
// decide: State::option_counts(). `partnership` is counted at the moves whose legality reads
// the teams (each attack, captain and admiral played); the capture checks, the end and the
// scores it also decides are not counted.
enum CountedOption : size_t {
  kCaptureScopeOption,
  kCaptainOnPartnerShipOption,
  kCaptureCheckSeatOption,
  kEndResolvesCapturesOption,
  kAdmiralNeedsAttackOption,
  kPartnershipOption,
  kCountedOptions
};
inline constexpr std::array<const char*, kCountedOptions> kCountedOptionNames = {
    "capture_scope",         "captain_on_partner_ship", "capture_check_seat",
    "end_resolves_captures", "admiral_needs_attack",    "partnership"};

struct Options {
  bool partnership = false;  // teams of two; 4, 6 or 8 players (else 2-5 individual players)
  CaptureScope capture_scope = CaptureScope::Any;
  bool captain_on_partner_ship = false;
  CaptureCheckSeat capture_check_seat = CaptureCheckSeat::FirstActive;
  bool end_resolves_captures = false;
  bool admiral_needs_attack = false;

  static const std::vector<OptionSpec>& specs();
  // From a resolved ruleset's options (already checked against specs()).
  static Options from(const std::map<std::string, std::string>& values);

  bool allows_player_count(int n) const;
  std::string player_counts() const;  // "2-5" or "4, 6 or 8"
};

}  // namespace qm::loot

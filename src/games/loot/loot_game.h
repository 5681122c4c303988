// Loot behind the Game interface: reads the Loot header fields (deal, deck, hands) and the
// sides (players or teams), and opens a LootMatch (loot_match.h) on the table they set up.
#pragma once

#include "games/game.h"

namespace qm::loot {

class LootGame : public Game {
 public:
  std::string_view name() const override { return "loot"; }
  const std::vector<OptionSpec>& options() const override;
  std::vector<std::string> report_fields() const override { return {"captures"}; }
  std::unique_ptr<Match> open(const Record& record,
                              const std::map<std::string, std::string>& options) const override;
};

}  // namespace qm::loot

// An Einauge game being replayed, behind the Match interface: plays moves through the
// notation layer and the engine (state.h), checks the set-up (`setup-removed-colours`,
// reported at the first move) and the claimed result (`result-mismatch`), and gives the
// data that `qm replay`, `qm state` and `qm audit` show.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/einauge/scoring.h"
#include "games/einauge/state.h"
#include "games/game.h"

namespace qm::einauge {

class EinaugeMatch : public Match {
 public:
  EinaugeMatch(const Record& record, const Options& options, Setup setup, int removed_count);

  std::optional<Violation> play(const RawMove& raw) override;
  StandResult stand(const RawMove& raw, const Violation& violation) override;
  void strike() override { state_.strike(); }
  std::optional<Violation> close() override;
  Outcome outcome() const override;
  std::vector<std::vector<ScorePart>> score_parts() const override;
  void add_report_fields(Json& report) const override;
  Json table() const override;
  Json audit() const override;
  MoveWords last_move_words() const override;
  void read_move(const RawMove& raw) const override;
  std::vector<GameEvent> events() const override;

  const State& state() const { return state_; }

 private:
  // The cost of the card `player` buys later in this turn (after move `index`), or -1.
  int later_buy_cost(size_t index, int player) const;
  Json columns_json(int player) const;

  std::vector<std::string> players_;
  std::vector<Claim> claims_;
  MoveList moves_;  // the record's moves (shared), to look ahead within a turn
  State state_;
  std::optional<Violation> setup_violation_;
  size_t played_ = 0;
  Move last_move_;  // the move play() read last
};

// The kind of event EinaugeMatch::events() reports.
inline constexpr const char* kChestMajority = "chest majority";

}  // namespace qm::einauge

// A Loot game being replayed, behind the Match interface: plays moves through the notation
// layer and the engine (state.h), checks what the record claims at the end (revealed hands:
// `hand-mismatch`; the claimed result: `result-mismatch`), and gives the data that `qm
// replay`, `qm state` and `qm audit` show.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/game.h"
#include "games/loot/state.h"

namespace qm::loot {

class LootMatch : public Match {
 public:
  LootMatch(const Record& record, const Options& options, Setup setup,
            std::vector<std::optional<CardCounts>> revealed)
      : players_(record.players),
        claims_(record.result),
        state_(options, std::move(setup)),
        revealed_(std::move(revealed)) {}

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

 private:
  const CardCounts& hand_of(int player) const {
    return revealed_[player] ? *revealed_[player] : state_.known_hand(player);
  }

  std::vector<std::string> players_;
  std::vector<Claim> claims_;  // the result claimed at the table
  State state_;
  std::vector<std::optional<CardCounts>> revealed_;
  Move last_move_;  // the move play() read last
};

}  // namespace qm::loot

// Each side's score move by move, read during the one replay of a record (a replay
// observer): the score at the start, then after every legal move, from GameState::outcome().
#pragma once

#include <string>
#include <vector>

#include "replay/observer.h"

namespace qm::report {

class ScoreTrack : public ReplayObserver {
 public:
  void opened(const GameState& state) override;
  void move(const ObservedMove& move) override;

  // The sides, as the outcome names them (players, or teams); empty when the game was
  // never opened.
  const std::vector<std::string>& sides() const { return sides_; }
  // (move number, score per side): move 0 is the start, then each legal move in order.
  struct Point {
    int move = 0;
    std::vector<long long> scores;
  };
  const std::vector<Point>& points() const { return points_; }

 private:
  void add(int move, const GameState& state);
  std::vector<std::string> sides_;
  std::vector<Point> points_;
};

}  // namespace qm::report

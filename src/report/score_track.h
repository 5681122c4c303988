// Each side's score move by move, read during the one replay of a record (a replay
// observer): the score at the start, then after every legal move, from GameState::outcome().
// A long record is sampled, so that what the chart holds stays bounded: past 2 ×
// kMaxPoints points, every other one is dropped and from then on only every stride()-th
// move is kept (a power of two), the last legal move always.
#pragma once

#include <string>
#include <vector>

#include "replay/observer.h"

namespace qm::report {

class ScoreTrack : public ReplayObserver {
 public:
  static constexpr std::size_t kMaxPoints = 2000;

  void opened(const GameState& state) override;
  void move(const ObservedMove& move) override;
  void end(const Replay& replay, const std::vector<GameEvent>& events) override;

  // The sides, as the outcome names them (players, or teams); empty when the game was
  // never opened.
  const std::vector<std::string>& sides() const { return sides_; }
  // (move number, score per side): move 0 is the start, then each legal move in order
  // (each stride()-th of a long record, and its last).
  struct Point {
    int move = 0;
    std::vector<long long> scores;
  };
  const std::vector<Point>& points() const { return points_; }
  // 1 when every legal move has its point; else the moves between two points.
  int stride() const { return stride_; }

 private:
  std::vector<std::string> sides_;
  std::vector<Point> points_;
  int stride_ = 1;
  Point last_;  // after the last legal move seen
};

}  // namespace qm::report

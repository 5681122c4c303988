#include "report/score_track.h"

#include <algorithm>

namespace qm::report {

void ScoreTrack::opened(const GameState& state) {
  Outcome o = state.outcome();
  sides_ = std::move(o.sides);
  points_.clear();
  stride_ = 1;
  last_ = {0, std::move(o.scores)};
  points_.push_back(last_);
}

void ScoreTrack::move(const ObservedMove& move) {
  if (move.verdict != MoveVerdict::Legal || !move.state) return;
  last_ = {move.number, move.state->outcome().scores};
  if (move.number % stride_ != 0) return;
  points_.push_back(last_);
  if (points_.size() <= 2 * kMaxPoints) return;
  stride_ *= 2;
  points_.erase(std::remove_if(points_.begin(), points_.end(),
                               [&](const Point& p) { return p.move % stride_ != 0; }),
                points_.end());
}

void ScoreTrack::end(const Replay&, const std::vector<GameEvent>&) {
  // A sampled record's last legal move, unless it has its point already.
  if (!points_.empty() && points_.back().move < last_.move) points_.push_back(last_);
}

}  // namespace qm::report

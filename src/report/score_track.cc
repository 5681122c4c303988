#include "report/score_track.h"

namespace qm::report {

void ScoreTrack::opened(const GameState& state) {
  sides_.clear();
  points_.clear();
  add(0, state);
}

void ScoreTrack::move(const ObservedMove& move) {
  if (move.verdict == MoveVerdict::Legal && move.state) add(move.number, *move.state);
}

void ScoreTrack::add(int move, const GameState& state) {
  Outcome o = state.outcome();
  if (points_.empty()) sides_ = o.sides;
  points_.push_back({move, std::move(o.scores)});
}

}  // namespace qm::report

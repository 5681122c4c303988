#include "report/score_track.h"

namespace qm::report {

void ScoreTrack::opened(const Match& match) {
  sides_.clear();
  points_.clear();
  add(0, match);
}

void ScoreTrack::move(const ObservedMove& move) {
  if (move.verdict == MoveVerdict::Legal && move.match) add(move.number, *move.match);
}

void ScoreTrack::add(int move, const Match& match) {
  Outcome o = match.outcome();
  if (points_.empty()) sides_ = o.sides;
  points_.push_back({move, std::move(o.scores)});
}

}  // namespace qm::report

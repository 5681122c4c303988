#include "replay/adjudicate.h"

#include <fmt/format.h>

namespace qm {

namespace {

const RulingOutcome* ruling_on(const Replay& r, int move) {
  for (const RulingOutcome& o : r.rulings)
    if (o.ruling.move == move) return &o;
  return nullptr;
}

Replay replay_with(Replayer& replayer, const Record& record, const ReplayOptions& base, int move,
                   RulingKind kind) {
  ReplayOptions options = base;
  options.rulings.push_back(Ruling{move, kind, "", {}});
  return replayer.replay(record, options);
}

// Why there is no move to rule on when none was asked for: the record's verdict.
std::string why_no_illegal_move(const Replay& r) {
  if (r.status == Status::Unreadable)
    return "the record cannot be read" + (r.error ? ": " + r.error->message : std::string());
  if (!r.violation) return "the record has no illegal move: it replays as valid";
  const Violation& v = *r.violation;
  return fmt::format(
      "the record has no illegal move to rule on: it breaks {} {}, which a ruling "
      "on a move cannot change",
      v.rule, v.before_moves() ? "in its header, before the first move" : "after the last move");
}

}  // namespace

Adjudication adjudicate(Replayer& replayer, const Record& record, int move,
                        const ReplayOptions& options) {
  Adjudication a;
  a.as_recorded = replayer.replay(record, options);
  const Replay& r = a.as_recorded;
  int target = move;
  if (target == 0) {
    if (r.status == Status::Unreadable || !r.violation || r.violation->phase != Phase::Move) {
      a.why_none = why_no_illegal_move(r);
      return a;
    }
    target = r.violation->move;
  } else if (r.status == Status::Unreadable) {
    a.why_none = why_no_illegal_move(r);
    return a;
  }
  if (target > int(record.moves.size())) {
    a.why_none = fmt::format("the record has {} moves, not a move {}", record.moves.size(), target);
    return a;
  }
  Replay stands = replay_with(replayer, record, options, target, RulingKind::Stands);
  Replay struck = replay_with(replayer, record, options, target, RulingKind::Struck);
  const RulingOutcome* o = ruling_on(struck, target);
  if (!o || o->rule.empty()) {
    a.why_none = o ? o->why_not : fmt::format("the replay did not reach move {}", target);
    return a;
  }
  a.move = target;
  a.line = record.moves[size_t(target - 1)].pos.line;
  a.violation = Violation{o->rule, o->message, o->player, Phase::Move, target, a.line};
  a.differences = ruling_differences(stands, struck);
  a.stands = std::move(stands);
  a.struck = std::move(struck);
  return a;
}

}  // namespace qm

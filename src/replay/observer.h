// Watching a replay as it runs (python-chess's PGN visitor is the model): the header, each
// move with what it read as and its verdict, and the end with the game's events. Consumers
// such as the record store's import read one replay through an observer instead of parsing
// the moves a second time or taking fields back out of the JSON report.
//
// Without an observer (ReplayOptions::observer null) the replay does no extra work.
#pragma once

#include <optional>
#include <vector>

#include "games/game.h"
#include "record/record.h"

namespace qm {

struct Replay;

enum class MoveVerdict {
  Legal,       // played
  Illegal,     // played, and broke a rule: the replay stops here
  Unreadable,  // could not be read: the replay stops here
  NotPlayed,   // after the replay stopped (or its game could not be opened): only read
};

// One move as the observer sees it; the pointers are valid during the call only.
struct ObservedMove {
  int number = 0;  // 1-based
  const RawMove* raw = nullptr;
  std::optional<MoveWords> words;  // nullopt: the move cannot be read
  MoveVerdict verdict = MoveVerdict::NotPlayed;
  const Violation* violation = nullptr;  // the rule broken, for Illegal
  // The match once the move is played, for Legal and Illegal moves (e.g. its outcome() is
  // the score after a legal move); null for moves unreadable or not played.
  const Match* match = nullptr;
};

class ReplayObserver {
 public:
  virtual ~ReplayObserver() = default;
  // The record's header was read (not called when it could not be).
  virtual void header(const Record&) {}
  // The game is open, before the first move: the match at the start (e.g. the scores
  // before anyone moved). Not called when the game could not be opened.
  virtual void opened(const Match&) {}
  // Each move of the record, in order, played or not.
  virtual void move(const ObservedMove&) {}
  // The replay's verdict is in; the events of the moves played (Match::events()), none
  // without a match.
  virtual void end(const Replay&, const std::vector<GameEvent>&) {}
};

}  // namespace qm

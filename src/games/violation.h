// A broken rule, in the one shape every layer reports it: the engine says which rule and
// what happened (`Violation{"turn-order", "it is Anna's turn"}`), the game adds whose move
// or hand it was, and the replay adds where: the phase of the record it was found in, and
// for a move its number and line.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

namespace qm {

// Where in a record a rule was found broken.
enum class Phase : uint8_t {
  Header,  // the header breaks a rule, before the first move (Pirates' fleet building)
  Setup,   // the set-up the header describes breaks one (Pirates' islands and positions)
  Move,    // a move breaks one: `move` and `line` say which
  End,     // after the last move: what the record claims about the end (hands, result)
};

struct Violation {
  Violation() = default;
  Violation(std::string rule_, std::string message_, std::string player_ = {},
            Phase phase_ = Phase::Move, int move_ = 0, int line_ = 0)
      : rule(std::move(rule_)),
        message(std::move(message_)),
        player(std::move(player_)),
        phase(phase_),
        move(move_),
        line(line_) {}

  std::string rule;  // a rule id of the game's rules
  std::string message;
  std::string player;  // whose move or hand broke it; "" when nobody's
  Phase phase = Phase::Move;
  int move = 0;  // 1-based, for Phase::Move; 0 otherwise
  int line = 0;  // the record's line at fault (the move, or the header entry); 0 when unknown

  // Found in the header or the set-up, before any move was played.
  bool before_moves() const { return phase == Phase::Header || phase == Phase::Setup; }
};

// Where it was found, in words: "move 7", "before the first move" or "after the last move".
inline std::string place_words(const Violation& v) {
  switch (v.phase) {
    case Phase::Move:
      return "move " + std::to_string(v.move);
    case Phase::Header:
    case Phase::Setup:
      return "before the first move";
    case Phase::End:
      break;
  }
  return "after the last move";
}

}  // namespace qm

// A Pirates game being replayed, behind the Match interface: reads each line (notation.h),
// plays it on the engine (state.h), reports the fleet and set-up checks before the first
// move (setup_checks.h) and the claimed result (`result-mismatch`), and gives the data that
// `qm replay`, `qm state` and `qm audit` show.
//
// table() (`qm state --format json`, and the picture of the table drawn from it):
//   {"move", "turn", "to_move", "next", "finished", "end", "end_reason" (why it ended; while
//    it goes on, null, or why its end by home gold is not decided: a start position
//    without every fleet's treasure),
//    "geometry": {ship_radius, tolerance, bow_arc, ruler_S, ruler_L},
//    "islands": [{id, x, y, r, home (player or null), coins: [...], explored}],
//    "ships": [{id, name, owner, fleet (the player who brought it), nation, x, y, heading,
//               masts: [{mast, cannon ("3S"), rank, range ("S"), reach (mm), standing}],
//               derelict, sunk, stuck_on, towing, towed_by, docked, scuttled,
//               gold: [...], places (cargo places), crew: [ids aboard], keywords: [...]}],
//    "home": {PLAYER: {gold, coins}},
//    "last": null, or the last line played: {move, line, player, verb, ship, from: [x,y];
//            move: path: [[x,y] from the start, then each point]; dock: island, unload;
//            explore: island, coins; shoot: shots: [{mast, cannon, target, from, to, die,
//            reroll, hit, removed (mast or null), sank}], share; ram: target, die, hit,
//            removed; board: other, dice, effect; tow: target; repair: mast; scuttle: die},
//    "fault": null, or when the replay stopped on a violation, the line that broke it and
//             the geometry that decided it (the table itself is the one before that line):
//             {move, line, rule, player, verb, ship, kind, ...}; kind is null for a rule
//             without geometry, else one of
//               "path-through": from, to (the segment), obstacle, obstacle_kind ("island" or
//                               "ship"), centre, r, overlap (mm)
//               "path-contact": from, to (the point touching), obstacle, obstacle_kind, centre, r
//               "too-far":      from, to, length, reach (the ruler, mm), tolerance
//               "no-contact":   from (the ship), to (the island or ship), obstacle,
//                               obstacle_kind, centre, r, gap (mm), tolerance
//               "out-of-range": shooter, target, from, to, reach, distance (to the edge),
//                               tolerance
//               "line-of-fire": shooter, target, from, to, blocker, obstacle_kind, centre,
//                               r, distance (from the blocker's centre to the line)}
// audit(): {"points", "players": [{player, fleet_points, points_allowed, ships, brought
//   (null when not known: State::brought_known),
//   coins_brought, explored, unloaded, shared_in, lost_sunk, shared_out (of lost_sunk, the
//   gold shared between two players), lost_out_of_game (the rest), boarded_in, boarded_out,
//   start_home, aboard (on its ships now), home, aboard_counted (in the score), pieces,
//   total, rank,
//   claimed}], "gold": {brought (null when not known),
//   placed, on_islands, aboard, home, out_of_game}, "abilities": [{piece, ability, checked,
//   works}], "end", "end_reason", "finished", "winners"}.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/game.h"
#include "games/pirates/setup_checks.h"
#include "games/pirates/state.h"

namespace qm::pirates {

class PiratesMatch : public Match {
 public:
  PiratesMatch(const Record& record, const Options& options, Pieces pieces);

  std::optional<Violation> setup_violation() const override;
  std::optional<Violation> play(const RawMove& raw) override;
  StandResult stand(const RawMove& raw, const Violation& violation) override;
  // The line is void: the table shows no fault for it (its number stays spent: played_).
  void strike() override { violation_.reset(); }
  std::optional<Violation> close() override;
  Outcome outcome() const override;
  std::vector<std::vector<ScorePart>> score_parts() const override;
  void add_report_fields(Json& report) const override;
  std::vector<std::string> caveats() const override;
  Json table() const override;
  Json audit() const override;
  MoveWords last_move_words() const override;
  void read_move(const RawMove& raw) const override;
  std::vector<GameEvent> events() const override;

  const State& state() const { return state_; }

 private:
  Json last_json() const;
  Json fault_json() const;

  std::shared_ptr<const Pieces> pieces_;
  std::vector<Claim> claims_;
  State state_;
  std::optional<Violation> setup_;  // check_setup: a rule the header or set-up breaks
  int played_ = 0;
  Action last_;  // the line play() read last
  bool last_read_ = false;
  bool last_legal_ = false;  // a line has been played
  Action shown_;             // the last line played (the table's `last`)
  std::string shown_line_;
  LastLine last_effects_;
  std::string last_line_;
  // The line that broke a rule, and the geometry that decided it.
  std::optional<Violation> violation_;
  Fault fault_;
  Point fault_from_;  // the acting ship's position before that line
};

}  // namespace qm::pirates

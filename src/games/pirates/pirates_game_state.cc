#include "games/pirates/pirates_game_state.h"

#include <fmt/format.h>

#include <stdexcept>

#include "games/pirates/ability_uses.h"
#include "games/pirates/bot_abilities.h"
#include "games/pirates/bot_shots.h"
#include "games/pirates/deal.h"
#include "games/pirates/greedy_bot.h"
#include "games/pirates/margins.h"
#include "games/pirates/mystery_table.h"
#include "games/pirates/notation.h"
#include "games/pirates/pirates_stats.h"
#include "games/pirates/playout_bot.h"
#include "games/pirates/record_writer.h"
#include "games/pirates/scoring.h"
#include "games/pirates/setup_checks.h"
#include "games/pirates/table_lines.h"
#include "games/result.h"

namespace qm::pirates {

namespace {

std::shared_ptr<const PiratesBot> bot_of(BotKind kind) {
  if (kind == BotKind::Greedy) return std::make_shared<GreedyBot>();
  if (kind == BotKind::Playout) return std::make_shared<PlayoutBot>();
  return std::make_shared<RandomBot>();
}

}  // namespace

PiratesGameState::PiratesGameState(const Options& options, Pieces pieces, std::vector<Claim> claims)
    : state_(std::make_shared<const Pieces>(std::move(pieces)), options),
      claims_(std::move(claims)) {
  setup_ = check_setup(state_);
  qualify_setup_violation();
}

PiratesGameState::PiratesGameState(const Options& options, int players, Chance& chance,
                                   const TableExtras& extras)
    : state_(std::make_shared<const Pieces>(deal_pieces(options, players, chance, extras)),
             options),
      bot_(bot_of(BotKind::Random)) {
  state_.keep_facts(false);
  advance();
}

bool PiratesGameState::unfinished() const {
  const int cap = kMaxRounds * state_.players();
  return bot_ && state_.ended() == EndCondition::None &&
         ((!pending_ && state_.turn_number() >= cap) || state_.turn_number() > cap);
}

int PiratesGameState::to_move() const {
  if (state_.ended() != EndCondition::None) return kTerminal;
  // Past the cap, a turn begun because the last one had a ship whose line came to nothing (a
  // move with no room) ends the game: such a turn could come back forever.
  if (bot_ && state_.turn_number() > kMaxRounds * state_.players()) return kTerminal;
  if (pending_) return state_.current();
  if (bot_ && state_.turn_number() >= kMaxRounds * state_.players()) return kTerminal;
  return state_.next_player();
}

void PiratesGameState::use_bot(BotKind kind) {
  if (bot_ && kind == bot_kind_) return;
  bot_kind_ = kind;
  bot_ = bot_of(kind);
  advance();
}

void PiratesGameState::advance() {
  pending_ = false;
  if (!bot_ || state_.ended() != EndCondition::None || state_.current() < 0) return;
  // Format 2: the table's lines come first; a fort built ends the turn.
  if (memory_.built) return;
  if (table_line_due(state_) || fire_line_due(state_) || reveal_due(state_, memory_) ||
      hit_use_due(state_, memory_)) {
    pending_ = true;
    return;
  }
  const int player = state_.current();
  for (int i = cursor_; i < int(state_.ships().size()); ++i) {
    const Ship& x = state_.ship(i);
    if (x.sunk || x.owner != player || !bot_->has_line(state_, i, memory_)) continue;
    cursor_ = i;
    pending_ = true;
    return;
  }
  if (!state_.pieces().forts.empty() && (fort_shot_due(state_) || build_line(state_))) {
    cursor_ = int(state_.ships().size());  // past the ships: the forts' shots, the build
    pending_ = true;
  }
}

Action PiratesGameState::next_action(Chance& choice, Chance& dice) const {
  if (to_move() < 0) throw std::logic_error("the game is over: no seat to move");
  if (pending_) {
    if (table_line_due(state_)) return table_line(state_, dice);
    if (std::optional<Action> fire = fire_line(state_, dice)) return *fire;  // turn-start lines
    if (std::optional<Action> reveal = reveal_line(state_, memory_, dice)) return *reveal;
    // A shot's effect a `when {event: hit}` owes, right after the shoot line (bot_shots.h).
    if (std::optional<Action> hit = hit_use_line(state_, memory_)) return *hit;
    const int player = state_.current();
    for (int i = cursor_; i < int(state_.ships().size()); ++i) {
      const Ship& x = state_.ship(i);
      // advance() found that the cursor's ship has a line.
      if (i != cursor_ && (x.sunk || x.owner != player || !bot_->has_line(state_, i, memory_)))
        continue;
      if (std::optional<Action> a = bot_->line_with_dice(state_, i, memory_, choice, dice))
        return *a;
    }
    if (!state_.pieces().forts.empty()) {
      if (fort_shot_due(state_)) return fort_shot_line(state_, dice);
      if (std::optional<Action> build = build_line(state_)) return *build;
    }
  }
  Action turn;
  turn.verb = Verb::Turn;
  turn.player = int8_t(state_.next_player());
  return turn;
}

std::string PiratesGameState::random_legal_move(Chance& chance) const {
  if (bot_kind_ == BotKind::Random && bot_)
    return format_action(next_action(chance, chance), state_.pieces());
  PiratesGameState copy = *this;
  std::string line;
  copy.apply_bot_line(BotKind::Random, chance, &line);
  return line;
}

std::optional<Violation> PiratesGameState::apply_random_move(Chance& chance, std::string* written) {
  return apply_bot_line(BotKind::Random, chance, written);
}

std::optional<Violation> PiratesGameState::apply_bot_line(BotKind kind, Chance& chance,
                                                          std::string* written) {
  use_bot(kind);
  const Action a = next_action(chance, chance);
  if (written) *written = format_action(a, state_.pieces());
  return play(a, false);
}

std::optional<Violation> PiratesGameState::apply_policy_move(Chance& choice, Chance& dice,
                                                             std::string* written) {
  use_bot(BotKind::Playout);
  const Action a = next_action(choice, dice);
  if (written) *written = format_action(a, state_.pieces());
  return play(a, false);
}

std::optional<Violation> PiratesGameState::apply(const RawMove& raw) {
  last_read_ = false;
  violation_.reset();  // a line after a refused one: the referee struck that one
  last_ = parse_action(raw, state_.pieces());
  last_read_ = true;
  ++played_;
  if (setup_) return setup_;
  if (margin_notes_) margin_notes_->clear();
  const size_t uses = ability_uses_.size();
  note_ability_uses(state_, last_, played_, raw.pos.line, ability_uses_);
  const std::optional<uint16_t> lost_before = mystery_masts_before();
  std::vector<int> aboard;  // a reveal's target's crew, to tell those it kills
  const bool reveal = last_.verb == Verb::Reveal && last_.event >= 0;
  if (reveal && !last_.other_fort && last_.other >= 0 && state_.in_play(last_.other))
    aboard = state_.crew_in_boarding_order(last_.other);
  rolled_before_ = state_.rolled_effects().size();
  std::optional<Violation> v = play(last_, true);
  if (v) ability_uses_.resize(uses);  // the line was not played
  if (v && margin_notes_) margin_notes_->clear();
  if (!v && last_.verb == Verb::Ruling) note_unchecked(raw);
  if (!v) note_readings(raw);  // slice h41-fortshots
  if (!v && lost_before) note_mystery(raw, *lost_before);
  if (!v && reveal) note_reveal(raw, aboard);
  note_unmodelled(raw, v);
  return v;
}

std::optional<uint16_t> PiratesGameState::mystery_masts_before() const {
  if (last_.verb != Verb::Mystery || last_.ship < 0 || last_.ship >= int(state_.ships().size()))
    return std::nullopt;
  return state_.ship(last_.ship).lost;
}

void PiratesGameState::note_mystery(const RawMove& raw, uint16_t lost_before) {
  const MysteryRow& row = *mystery_row(state_.pieces().islands[size_t(last_.island)], last_.die);
  MysteryView m{played_, raw.pos.line, format_action(last_, state_.pieces()), row.text, "", {}};
  std::string& e = m.effect;
  if (row.kind == MysteryRow::None) e = "none";
  if (row.kind == MysteryRow::Ruling) e = "ruling";
  for (const UnmodelledAbility& u : row.effects)
    if (row.kind == MysteryRow::Abilities) e += fmt::format("{}{}", e.empty() ? "" : ", ", u.text);
  for (const TimedEffect& t : row.timed) e += fmt::format("{}{}", e.empty() ? "" : ", ", t.text);
  if (row.kill_crew) e += fmt::format("{}{{kill-crew: {}}}", e.empty() ? "" : ", ", row.kill_crew);
  if (row.dice) e += fmt::format("; dice: {}", row.dice);
  const uint16_t lost = state_.ship(last_.ship).lost & ~lost_before;
  for (int n = 1; n <= kMaxMasts; ++n)
    if (lost >> (n - 1) & 1) m.masts.push_back(n);
  mysteries_.push_back(std::move(m));
}

void PiratesGameState::note_reveal(const RawMove& raw, const std::vector<int>& aboard) {
  const Pieces& p = state_.pieces();
  RevealView r{played_, raw.pos.line, format_action(last_, p), "", {}};
  if (last_.other_fort)
    r.target = state_.fort_id(last_.other);
  else if (last_.other >= 0)
    r.target = state_.id(last_.other);
  for (int c : aboard)
    if (state_.crew_lost(c)) r.killed.push_back(p.crew[size_t(c)].id);
  reveals_.resize(p.events.size());
  reveals_[size_t(last_.event)].push_back(std::move(r));
}

void PiratesGameState::note_unchecked(const RawMove& raw) {
  unchecked_.push_back({played_, raw.pos.line, std::nullopt, format_action(last_, state_.pieces()),
                        "ruling", std::nullopt});
}

std::optional<Violation> PiratesGameState::play(const Action& a, bool restore) {
  // A shoot line applies shot by shot: keep the table before it, to show on a violation.
  std::optional<State> before;
  if (restore && a.verb == Verb::Shoot) before = state_.checkpoint();
  const Point from = a.ship >= 0 ? state_.ship(a.ship).pos : Point{};
  Fault fault;
  if (std::optional<Violation> v = state_.play(a, &fault)) {
    if (before) state_.restore(std::move(*before));
    fault_ = fault;
    fault_from_ = from;
    v->player = state_.player_name(a.player >= 0 ? a.player : 0);
    violation_ = v;
    return v;
  }
  last_legal_ = true;
  shown_ = a;
  last_effects_ = state_.last_line();
  if (a.verb == Verb::Shoot)
    for (const Shot& shot : a.shots) {
      if (shot.kind == ShotKind::Smoke) continue;  // no die rolled
      ++shots_;
      hits_ += shot.hit;
    }
  if (!bot_) return std::nullopt;
  if (a.verb == Verb::Turn) {
    cursor_ = 0;
  } else if (a.verb != Verb::Fire && a.ship >= 0 && a.ship > cursor_ &&
             state_.ship(a.ship).owner == state_.current()) {
    cursor_ = a.ship;  // (a turn-start `fire` line moves no cursor: its ship's turn is to come)
  }
  const bool turn_start = memory_.turn_start;
  const TurnMemory answered = memory_;
  memory_ = {};
  // A shoot line, and the `use` lines answering it: the shots' hits a `when {event: hit}` may
  // still answer (bot_shots.h).
  if (a.verb == Verb::Shoot && a.ship >= 0 && !state_.pieces().abilities.hits.empty()) {
    memory_.shot_last = a.ship;
    for (const Shot& shot : a.shots)
      if (memory_.hits < int(memory_.hit_targets.size()))
        memory_.hit_targets[size_t(memory_.hits++)] =
            int16_t(shot.hit && !shot.at_fort ? shot.target : kNoPiece);
  } else if (a.verb == Verb::Use && a.use == UseEffect::Hit) {
    memory_.shot_last = answered.shot_last;
    memory_.hit_targets = answered.hit_targets;
    memory_.hits = answered.hits;
  }
  if (a.verb == Verb::Ram) memory_ = {a.ship, a.other, kNoPiece};
  if (a.verb == Verb::Scuttle) memory_.scuttled_last = a.ship;
  if (a.verb == Verb::Shoot && a.ship >= 0)  // format 2: a grapple's hit, boarded as a ram's
    for (const Shot& shot : a.shots)
      if (shot.kind == ShotKind::Grapple && shot.hit && !shot.at_fort &&
          state_.in_play(shot.target)) {
        memory_.rammed_last = a.ship;
        memory_.ram_target = shot.target;
      }
  if (a.verb == Verb::Use && a.use == UseEffect::BoardRange)  // format 2: boarded as a ram's
    for (int i = 0; i < int(state_.ships().size()); ++i)
      if (state_.board_from_range(i, a.other)) {
        memory_.rammed_last = i;
        memory_.ram_target = a.other;
      }
  if (a.verb == Verb::Fog && a.exit) memory_.exited_last = a.ship;
  memory_.built = a.verb == Verb::Build;
  if (a.verb == Verb::Move) memory_.moved_last = a.ship;  // a whirlpool's jump may follow
  // Format 2: still the turn's start (an event may be revealed) after turn-start lines only.
  memory_.turn_start = a.verb == Verb::Turn || ((a.verb == Verb::Iceberg || a.verb == Verb::Drift ||
                                                 a.verb == Verb::Reveal || a.verb == Verb::Fire) &&
                                                turn_start);
  advance();
  return std::nullopt;
}

void PiratesGameState::read_move(const RawMove& raw) const { parse_action(raw, state_.pieces()); }

MoveWords PiratesGameState::last_move_words() const {
  if (!last_read_) return {};
  return action_words(last_, state_.pieces());
}

// The line apply() refused is last_, read already.
StandResult PiratesGameState::stand(const RawMove& raw, const Violation& violation) {
  if (setup_) return {false, "the set-up breaks a rule: no line can be applied to it"};
  const std::optional<uint16_t> lost_before = mystery_masts_before();
  if (std::optional<std::string> why_not = state_.stand(last_, violation.rule))
    return {false, std::move(*why_not)};
  if (lost_before) note_mystery(raw, *lost_before);
  violation_.reset();
  last_legal_ = true;
  shown_ = last_;
  last_effects_ = state_.last_line();
  if (last_.verb == Verb::Ruling) note_unchecked(raw);
  note_readings(raw);  // slice h41-fortshots
  return {true, ""};
}

std::optional<Violation> PiratesGameState::close() {
  if (setup_) return setup_;
  return check_claimed_result(claims_, outcome(), "gold as if it ended now");
}

std::unique_ptr<GameState> PiratesGameState::clone() const {
  auto copy = std::make_unique<PiratesGameState>(*this);
  copy->margin_notes_.reset();
  copy->state_.note_margins(nullptr);
  return copy;
}

void PiratesGameState::measure_margins() {
  if (!margin_notes_) margin_notes_ = std::make_shared<MarginNotes>();
  state_.note_margins(margin_notes_.get());
}

std::vector<Margin> PiratesGameState::margins() const {
  return margin_notes_ ? margin_notes_->notes() : std::vector<Margin>{};
}

const std::vector<std::string>& PiratesGameState::players() const {
  return state_.pieces().players;
}

Outcome PiratesGameState::outcome() const {
  const std::vector<PlayerScore> s = score(state_);
  Outcome o;
  o.finished = state_.ended() != EndCondition::None;
  o.sides = players();
  for (const PlayerScore& x : s) o.scores.push_back(x.total);
  for (int p : winners(s)) o.winners.push_back(players()[size_t(p)]);
  return o;
}

std::vector<std::vector<ScorePart>> PiratesGameState::score_parts() const {
  std::vector<std::vector<ScorePart>> parts;
  const bool forts = !state_.pieces().forts.empty();  // format 2
  for (const PlayerScore& x : score(state_)) {
    parts.push_back({{"gold at home", x.home}, {"gold aboard", x.aboard}});
    if (forts) parts.back().push_back({"gold in forts", x.forts});
  }
  return parts;
}

std::vector<GameEvent> PiratesGameState::events() const { return events_of(state_, outcome()); }

std::vector<OptionUse> PiratesGameState::option_uses() const {
  return state_.option_counts().uses(kCountedOptionNames, kCountedOptionChangesKnown);
}

std::vector<GameFigure> PiratesGameState::figures() const {
  const int n = state_.players();
  double home = 0;
  for (int p = 0; p < n; ++p) home += state_.home_gold(p);
  int sunk = 0;
  for (const Ship& x : state_.ships()) sunk += x.sunk;
  return {{"gold home per player", home / n, false},
          {"shots per game", double(shots_), false},
          {"hit rate", double(hits_), true, true, double(shots_)},
          {"ships sunk per game", double(sunk), false},
          {"games ended by the rules", unfinished() ? 0.0 : 1.0, true}};
}

RecordFields PiratesGameState::record_fields() const {
  RecordFields f;
  f.format = state_.pieces().format;
  f.header = pieces_yaml(state_.pieces());
  if (unfinished())
    f.comment = fmt::format(
        "# unfinished: the simulation stops after {} rounds; the result is the gold counted "
        "now\n",
        kMaxRounds);
  return f;
}

std::string PiratesGameState::broken_invariant() const {
  long long gold = state_.gold_out_of_game();
  for (const Island& is : state_.islands())
    for (int16_t c : is.coins) gold += c;
  for (const Ship& x : state_.ships())
    if (!x.sunk) gold += x.gold_value();
  for (int p = 0; p < state_.players(); ++p) gold += state_.home_gold(p);
  for (const Fort& f : state_.forts())  // format 2: a destroyed fort's gold has left it
    for (int16_t c : f.gold) gold += c;
  if (gold != state_.total_brought())
    return fmt::format(
        "gold on islands, aboard, at home, in forts and out of the game adds up to {}, not "
        "the {} brought",
        gold, state_.total_brought());
  return "";
}

}  // namespace qm::pirates

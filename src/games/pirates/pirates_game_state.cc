#include "games/pirates/pirates_game_state.h"

#include <fmt/format.h>

#include <stdexcept>

#include "games/pirates/deal.h"
#include "games/pirates/greedy_bot.h"
#include "games/pirates/notation.h"
#include "games/pirates/pirates_game.h"
#include "games/pirates/record_writer.h"
#include "games/pirates/scoring.h"

namespace qm::pirates {

namespace {

std::shared_ptr<const PiratesBot> make_bot(BotKind kind) {
  if (kind == BotKind::Greedy) return std::make_shared<GreedyBot>();
  return std::make_shared<RandomBot>();
}

}  // namespace

PiratesGameState::PiratesGameState(const Options& options, int players, Chance& chance, BotKind bot)
    : bot_(make_bot(bot)),
      state_(std::make_shared<const Pieces>(deal_pieces(options, players, chance)), options) {
  state_.keep_facts(false);
  advance();
}

bool PiratesGameState::unfinished() const {
  return state_.ended() == EndCondition::None && !pending_ &&
         state_.turn_number() >= kMaxRounds * state_.players();
}

int PiratesGameState::to_move() const {
  if (state_.ended() != EndCondition::None) return kTerminal;
  if (pending_) return state_.current();
  if (state_.turn_number() >= kMaxRounds * state_.players()) return kTerminal;
  return state_.next_player();
}

void PiratesGameState::advance() {
  pending_ = false;
  if (state_.ended() != EndCondition::None || state_.current() < 0) return;
  const int player = state_.current();
  for (int i = cursor_; i < int(state_.ships().size()); ++i) {
    const Ship& x = state_.ship(i);
    if (x.sunk || x.owner != player || !bot_->has_line(state_, i, memory_)) continue;
    cursor_ = i;
    pending_ = true;
    return;
  }
}

Action PiratesGameState::next_action(Chance& chance) const {
  if (to_move() < 0) throw std::logic_error("the game is over: no seat to move");
  if (pending_) {
    const int player = state_.current();
    for (int i = cursor_; i < int(state_.ships().size()); ++i) {
      const Ship& x = state_.ship(i);
      // advance() found that the cursor's ship has a line.
      if (i != cursor_ && (x.sunk || x.owner != player || !bot_->has_line(state_, i, memory_)))
        continue;
      if (std::optional<Action> a = bot_->line(state_, i, memory_, chance)) return *a;
    }
  }
  Action turn;
  turn.verb = Verb::Turn;
  turn.player = int8_t(state_.next_player());
  return turn;
}

std::string PiratesGameState::random_legal_move(Chance& chance) const {
  return format_action(next_action(chance), state_.pieces());
}

std::optional<Violation> PiratesGameState::apply_random_move(Chance& chance, std::string* written) {
  const Action a = next_action(chance);
  if (written) *written = format_action(a, state_.pieces());
  return play(a, false);
}

std::optional<Violation> PiratesGameState::apply(const std::string& text) {
  RawMove raw;
  raw.text = text;
  return play(parse_action(raw, state_.pieces()), true);
}

std::optional<Violation> PiratesGameState::play(const Action& a, bool restore) {
  std::optional<State> before;
  if (restore && a.verb == Verb::Shoot) before = state_.checkpoint();
  if (std::optional<Violation> v = state_.play(a)) {
    if (before) state_.restore(std::move(*before));
    const int who = a.player >= 0 ? a.player : 0;
    return Violation{v->rule, v->message, state_.player_name(who)};
  }
  if (a.verb == Verb::Shoot)
    for (const Shot& shot : a.shots) {
      ++shots_;
      hits_ += shot.hit;
    }
  if (a.verb == Verb::Turn) {
    cursor_ = 0;
  } else if (a.ship >= 0 && a.ship > cursor_ && state_.ship(a.ship).owner == state_.current()) {
    cursor_ = a.ship;
  }
  memory_ = {};
  if (a.verb == Verb::Ram) memory_ = {a.ship, a.other};
  advance();
  return std::nullopt;
}

std::unique_ptr<GameState> PiratesGameState::clone() const {
  return std::make_unique<PiratesGameState>(*this);
}

const std::vector<std::string>& PiratesGameState::players() const {
  return state_.pieces().players;
}

std::vector<int> PiratesGameState::side_of_seat() const {
  std::vector<int> sides;
  for (int p = 0; p < state_.players(); ++p) sides.push_back(p);
  return sides;
}

std::vector<long long> PiratesGameState::scores() const {
  std::vector<long long> out;
  for (const PlayerScore& x : score(state_)) out.push_back(x.total);
  return out;
}

std::vector<int> PiratesGameState::winners() const { return pirates::winners(score(state_)); }

std::vector<GameFigure> PiratesGameState::figures() const {
  const int n = state_.players();
  double home = 0;
  for (int p = 0; p < n; ++p) home += state_.home_gold(p);
  int sunk = 0;
  for (const Ship& x : state_.ships()) sunk += x.sunk;
  return {{"gold home per player", home / n, false},
          {"shots per game", double(shots_), false},
          {"hit rate", shots_ ? double(hits_) / shots_ : 0.0, true},
          {"ships sunk per game", double(sunk), false},
          {"games ended by the rules", unfinished() ? 0.0 : 1.0, true}};
}

std::string PiratesGameState::header_fields() const { return pieces_yaml(state_.pieces()); }

std::string PiratesGameState::end_fields() const { return result_yaml(state_); }

std::string PiratesGameState::comment_lines() const {
  if (!unfinished()) return "";
  return fmt::format(
      "# unfinished: the simulation stops after {} rounds; the result is the gold counted now\n",
      kMaxRounds);
}

std::string PiratesGameState::broken_invariant() const {
  long long gold = state_.gold_out_of_game();
  for (const Island& is : state_.islands())
    for (int16_t c : is.coins) gold += c;
  for (const Ship& x : state_.ships())
    if (!x.sunk) gold += x.gold_value();
  for (int p = 0; p < state_.players(); ++p) gold += state_.home_gold(p);
  if (gold != state_.total_brought())
    return fmt::format(
        "gold on islands, aboard, at home and out of the game adds up to {}, not "
        "the {} brought",
        gold, state_.total_brought());
  return "";
}

std::unique_ptr<GameState> PiratesGame::new_state(const Ruleset& ruleset, int players,
                                                  sim::Rng& chance) const {
  return std::make_unique<PiratesGameState>(Options::from(ruleset), players, chance);
}

}  // namespace qm::pirates

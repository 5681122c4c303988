#include "games/einauge/einauge_game_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "games/einauge/bot.h"
#include "games/einauge/deal.h"
#include "games/einauge/einauge_game.h"
#include "games/einauge/invariants.h"
#include "games/einauge/notation.h"
#include "games/einauge/record_writer.h"
#include "games/einauge/scoring.h"

namespace qm::einauge {

namespace {

Setup checked_deal(int players, Chance& chance) {
  if (players < 2 || players > 5)
    throw std::invalid_argument(fmt::format("{} players: einauge allows 2 to 5", players));
  return deal_einauge(players, chance);
}

}  // namespace

EinaugeGameState::EinaugeGameState(const Options& options, int players, Chance& chance)
    : state_(options, checked_deal(players, chance)) {
  after_move();
}

void EinaugeGameState::after_move() {
  dead_end_ = state_.phase() == Phase::Turns && fresh_turn_ && !reveal_due_ &&
              buyable_cards(state_, state_.to_move()).empty();
}

int EinaugeGameState::to_move() const {
  if (state_.phase() == Phase::Over || dead_end_) return kTerminal;
  return reveal_due_ ? kChance : state_.to_move();
}

void EinaugeGameState::plan_turn(Chance& chance) const {
  if (to_move() < 0) throw std::logic_error("no seat to move");
  if (planned_) return;
  EinaugeBot bot(chance);
  if (state_.phase() == Phase::FinalTurn) {
    plan_ = {bot.final_action(state_)};
  } else {
    plan_ = bot.turn(state_);
    if (plan_.empty())
      throw std::logic_error(fmt::format("no legal move for {}",
                                         state_.setup().player_names[size_t(state_.to_move())]));
    std::reverse(plan_.begin(), plan_.end());
  }
  planned_ = true;
  plan_text_.clear();
}

std::string EinaugeGameState::random_legal_move(Chance& chance) const {
  plan_turn(chance);
  if (plan_text_.empty()) plan_text_ = format_move(plan_.back(), state_.setup().player_names);
  return plan_text_;
}

std::optional<Violation> EinaugeGameState::apply_random_move(Chance& chance, std::string* written) {
  plan_turn(chance);
  const Move move = plan_.back();  // a copy: play() pops the plan
  if (written) *written = format_move(move, state_.setup().player_names);
  return play(move, true);
}

std::string EinaugeGameState::chance_move(Chance&) const {
  if (!reveal_due_) throw std::logic_error("no reveal is due");
  Move reveal;
  reveal.verb = Verb::Reveal;
  const std::vector<Card>& deck = state_.setup().deck;
  size_t next = revealed_;
  for (int i = state_.reveal_needed(); i > 0; --i)
    reveal.revealed[size_t(reveal.revealed_count++)] = next < deck.size() ? deck[next++] : kVessel;
  return format_move(reveal, state_.setup().player_names);
}

std::optional<Violation> EinaugeGameState::apply(const std::string& text) {
  const std::vector<std::string>& names = state_.setup().player_names;
  if (!plan_.empty() && plan_text_.empty()) plan_text_ = format_move(plan_.back(), names);
  const bool planned = !plan_.empty() && plan_text_ == text;
  Move move;
  if (planned) {
    move = plan_.back();  // with the cost of the turn's buy that a sale pays for
  } else {
    RawMove raw;
    raw.text = text;
    move = parse_move(raw, names);
  }
  return play(move, planned);
}

std::optional<Violation> EinaugeGameState::play(const Move& move, bool planned) {
  if (std::optional<Violation> v = state_.play(move)) {
    const int who = move.player >= 0 ? move.player : state_.to_move();
    return Violation{v->rule, v->message, state_.setup().player_names[size_t(who)]};
  }
  if (planned)
    plan_.pop_back();
  else
    plan_.clear();
  plan_text_.clear();
  if (plan_.empty()) planned_ = false;
  steals_ += move.verb == Verb::Steal;
  sold_ += move.verb == Verb::Sell && move.card != kNoCard;
  if (move.verb == Verb::Reveal) {
    for (int i = 0; i < move.revealed_count; ++i)
      if (revealed_ < state_.setup().deck.size()) ++revealed_;
    reveal_due_ = false;
    fresh_turn_ = true;
  } else {
    reveal_due_ = planned && plan_.empty() && state_.phase() == Phase::Turns;
    fresh_turn_ = false;
  }
  after_move();
  return std::nullopt;
}

std::unique_ptr<GameState> EinaugeGameState::clone() const {
  return std::make_unique<EinaugeGameState>(*this);
}

const std::vector<std::string>& EinaugeGameState::players() const {
  return state_.setup().player_names;
}

std::vector<int> EinaugeGameState::side_of_seat() const {
  std::vector<int> sides;
  for (int p = 0; p < state_.players(); ++p) sides.push_back(p);
  return sides;
}

std::vector<long long> EinaugeGameState::scores() const {
  const Score score = einauge::score(state_);
  std::vector<long long> totals;
  for (const PlayerScore& x : score.players) totals.push_back(x.total);
  return totals;
}

std::vector<GameFigure> EinaugeGameState::figures() const {
  const Score score = einauge::score(state_);
  const int n = state_.players();
  double jewels = 0, bonus = 0, colours = 0;
  for (const PlayerScore& x : score.players) {
    jewels += x.total;
    bonus += x.chest_jewels + x.colour_jewels;
    colours += x.colours;
  }
  return {{"jewels per player", jewels / n, false},
          {"jewels from end bonus", jewels > 0 ? bonus / jewels : 0.0, true},
          {"colours per player", colours / n, false},
          {"steals per game", double(steals_), false},
          {"dead ends", dead_end_ ? 1.0 : 0.0, true}};
}

std::string EinaugeGameState::header_fields() const { return setup_fields(state_.setup(), true); }

std::string EinaugeGameState::end_fields() const {
  return result_field(state_.setup().player_names, scores());
}

std::string EinaugeGameState::comment_lines() const {
  if (!dead_end_) return "";
  return fmt::format(
      "# dead end: {} cannot pay for any display card; the game stops here, unfinished\n",
      state_.setup().player_names[size_t(state_.to_move())]);
}

std::string EinaugeGameState::broken_invariant() const {
  return check_einauge_invariants(state_, sold_);
}

std::unique_ptr<GameState> EinaugeGame::new_state(const Ruleset& ruleset, int players,
                                                  sim::Rng& chance) const {
  return std::make_unique<EinaugeGameState>(Options::from(ruleset), players, chance);
}

}  // namespace qm::einauge

#include "games/einauge/einauge_game_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "games/einauge/deal.h"
#include "games/einauge/greedy_bot.h"
#include "games/einauge/invariants.h"
#include "games/einauge/notation.h"
#include "games/einauge/record_writer.h"
#include "games/einauge/scoring.h"
#include "games/result.h"

namespace qm::einauge {

namespace {

// Colours removed at set-up, by player count (rules/einauge.md, "Set-up").
int colours_to_remove(int players) { return players <= 2 ? 3 : 5 - players; }

}  // namespace

EinaugeGameState::EinaugeGameState(const Options& options, Setup setup, int removed_count,
                                   MoveList moves, std::vector<Claim> claims)
    : state_(options, std::move(setup)), moves_(std::move(moves)), claims_(std::move(claims)) {
  const int n = state_.players();
  const int expected = colours_to_remove(n);
  if (removed_count != expected)
    setup_violation_ = Violation{
        "setup-removed-colours",
        fmt::format("with {} players {} colour(s) are removed at set-up; the record removes {}", n,
                    expected, removed_count)};
}

EinaugeGameState::EinaugeGameState(const Options& options, int players, Chance& chance)
    : state_(options, deal_einauge(players, chance)), dealt_(true) {
  after_move();
}

void EinaugeGameState::after_move() {
  dead_end_ = dealt_ && state_.phase() == Phase::Turns && fresh_turn_ && !reveal_due_ &&
              buyable_cards(state_, state_.to_move()).empty();
}

int EinaugeGameState::to_move() const {
  if (state_.phase() == Phase::Over || dead_end_) return kTerminal;
  return reveal_due_ ? kChance : state_.to_move();
}

void EinaugeGameState::plan_turn(EinaugeBotKind kind, Chance& chance) const {
  if (to_move() < 0) throw std::logic_error("no seat to move");
  if (planned_) return;
  EinaugeBot random(chance);
  EinaugeGreedyBot greedy(chance);
  EinaugePlayer& bot = kind == EinaugeBotKind::Greedy ? static_cast<EinaugePlayer&>(greedy)
                                                      : static_cast<EinaugePlayer&>(random);
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
  plan_turn(EinaugeBotKind::Random, chance);
  if (plan_text_.empty()) plan_text_ = format_move(plan_.back(), players());
  return plan_text_;
}

std::optional<Violation> EinaugeGameState::apply_random_move(Chance& chance, std::string* written) {
  return apply_planned(EinaugeBotKind::Random, chance, written);
}

std::optional<Violation> EinaugeGameState::apply_policy_move(Chance& choice, Chance&,
                                                             std::string* written) {
  constexpr uint64_t kGreedyOutOf = 2;  // one turn in two greedy, the other random
  EinaugeBotKind kind = EinaugeBotKind::Random;
  if (!planned_ && choice.below(kGreedyOutOf) == 0) kind = EinaugeBotKind::Greedy;
  return apply_planned(kind, choice, written);
}

std::optional<Violation> EinaugeGameState::apply_planned(EinaugeBotKind kind, Chance& chance,
                                                         std::string* written) {
  plan_turn(kind, chance);
  const Move move = plan_.back();  // a copy: play() pops the plan
  if (written) *written = format_move(move, players());
  last_move_ = move;
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
  return format_move(reveal, players());
}

int EinaugeGameState::later_buy_cost(size_t index, int player) const {
  for (size_t j = index + 1; j < moves_.size(); ++j) {
    Move m;
    try {
      m = parse_move(moves_[j], players());
    } catch (const RecordError&) {
      return -1;  // the replay reports it when it gets there
    }
    if (m.verb == Verb::Reveal || m.player != player) return -1;
    if (m.verb == Verb::Buy) return state_.options().cards.cost(m.card);
  }
  return -1;
}

std::optional<Violation> EinaugeGameState::apply(const RawMove& raw) {
  const size_t index = read_++;
  if (!plan_.empty() && plan_text_.empty()) plan_text_ = format_move(plan_.back(), players());
  const bool planned = !plan_.empty() && !raw.fields && plan_text_ == raw.text;
  if (planned) {
    last_move_ = plan_.back();  // with the cost of the turn's buy that a sale pays for
  } else {
    last_move_ = parse_move(raw, players());
    if (setup_violation_) return setup_violation_;
    if (last_move_.verb == Verb::Sell)
      last_move_.next_buy_cost = later_buy_cost(index, last_move_.player);
  }
  return play(last_move_, planned);
}

std::optional<Violation> EinaugeGameState::play(const Move& move, bool planned) {
  if (std::optional<Violation> v = state_.play(move)) {
    const int who = move.player >= 0 ? move.player : state_.to_move();
    v->player = players()[size_t(who)];
    return v;
  }
  if (planned)
    plan_.pop_back();
  else
    plan_.clear();
  plan_text_.clear();
  if (plan_.empty()) planned_ = false;
  steals_ += move.verb == Verb::Steal;
  vessels_bought_ += move.verb == Verb::Buy && is_vessel(move.card);
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

void EinaugeGameState::read_move(const RawMove& raw) const { parse_move(raw, players()); }

MoveWords EinaugeGameState::last_move_words() const { return move_words(last_move_, players()); }

// The move apply() refused is last_move_, read already (with its look-ahead).
StandResult EinaugeGameState::stand(const RawMove&, const Violation& violation) {
  if (setup_violation_) return {false, "the set-up breaks a rule: no move can be applied to it"};
  if (std::optional<std::string> why_not = state_.stand(last_move_, violation.rule))
    return {false, std::move(*why_not)};
  return {true, ""};
}

std::optional<Violation> EinaugeGameState::close() {
  if (setup_violation_) return setup_violation_;
  return check_claimed_result(claims_, outcome(), "jewels as if it ended now");
}

void EinaugeGameState::resample_hidden(int, Chance& chance) { state_.redeal_pile(chance); }

std::unique_ptr<GameState> EinaugeGameState::clone() const {
  return std::make_unique<EinaugeGameState>(*this);
}

const std::vector<std::string>& EinaugeGameState::players() const {
  return state_.setup().player_names;
}

// The outcome of the table's score under `scoring`.
static Outcome einauge_outcome(const EinaugeGameState& game, const State& state, Scoring scoring) {
  Outcome o;
  o.finished = state.finished();
  o.sides = game.players();
  for (const PlayerScore& x : score(state, scoring).players) o.scores.push_back(x.total);
  o.winners = winners_of(o);
  return o;
}

Outcome EinaugeGameState::outcome() const {
  return einauge_outcome(*this, state_, state_.options().scoring);
}

// The treasure (the jewels held, the sabres and ducats converted) apart from the chest
// majorities or the colour bonus: what the issue asks of Einauge's statistics.
std::vector<std::vector<ScorePart>> EinaugeGameState::score_parts() const {
  const bool chests = state_.options().scoring == Scoring::Chests;
  std::vector<std::vector<ScorePart>> parts;
  for (const PlayerScore& x : score(state_).players)
    parts.push_back({{"jewels held", x.jewels},
                     {"sabres and ducats", x.ducat_jewels},
                     chests ? ScorePart{"chest majorities", x.chest_jewels}
                            : ScorePart{"colour bonus", x.colour_jewels}});
  return parts;
}

// `scoring` is read once, by the final count of a game that is over (ended by the rules or
// stopped); the other reading changes it when it names other winners.
std::vector<OptionUse> EinaugeGameState::option_uses() const {
  std::vector<OptionUse> uses =
      state_.option_counts().uses(kCountedOptionNames, kCountedOptionChangesKnown);
  OptionUse scoring{"scoring", 0, 0};
  if (to_move() == kTerminal) {
    const Scoring other =
        state_.options().scoring == Scoring::Chests ? Scoring::Colours : Scoring::Chests;
    scoring.consulted = 1;
    scoring.changed = outcome().winners != einauge_outcome(*this, state_, other).winners;
  }
  uses.push_back(std::move(scoring));
  return uses;
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
          {"jewels from end bonus", bonus, true, true, jewels},
          {"colours per player", colours / n, false},
          {"steals per game", double(steals_), false},
          {"vessels bought per game", double(vessels_bought_), false},
          {"dead ends", dead_end_ ? 1.0 : 0.0, true}};
}

RecordFields EinaugeGameState::record_fields() const {
  RecordFields f;
  f.header = setup_fields(state_.setup(), true);
  if (dead_end_)
    f.comment = fmt::format(
        "# dead end: {} cannot pay for any display card; the game stops here, unfinished\n",
        players()[size_t(state_.to_move())]);
  return f;
}

std::string EinaugeGameState::broken_invariant() const {
  return check_einauge_invariants(state_, sold_);
}

}  // namespace qm::einauge

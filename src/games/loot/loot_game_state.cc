#include "games/loot/loot_game_state.h"

#include <fmt/format.h>

#include <array>
#include <stdexcept>

#include "games/loot/bot.h"
#include "games/loot/invariants.h"
#include "games/loot/move_index.h"
#include "games/loot/notation.h"
#include "games/loot/record_writer.h"
#include "games/result.h"

namespace qm::loot {

// A new game's deal, and the set-up of its table.
struct LootGameState::Dealt {
  Options options;
  std::shared_ptr<Deal> deal = std::make_shared<Deal>();
  Setup setup;
};

LootGameState::LootGameState(const Options& options, Setup setup, std::vector<Claim> claims,
                             std::vector<std::optional<CardCounts>> revealed)
    : state_(options, std::move(setup)),
      claims_(std::move(claims)),
      revealed_(std::move(revealed)) {}

LootGameState::LootGameState(const Options& options, int players, Chance& chance)
    : LootGameState(deal_new_game(options, players, chance)) {}

LootGameState::LootGameState(Dealt dealt)
    : deal_(std::move(dealt.deal)),
      state_(dealt.options, std::move(dealt.setup)),
      revealed_(size_t(state_.players())) {}

LootGameState::Dealt LootGameState::deal_new_game(const Options& options, int n, Chance& chance) {
  if (!options.allows_player_count(n) || n > int(kPlayerNames.size()))
    throw std::invalid_argument(
        fmt::format("{} players: this ruleset allows {}", n, options.player_counts()));
  Dealt dealt{options, std::make_shared<Deal>(), {}};
  Setup& setup = dealt.setup;
  setup.player_names.assign(kPlayerNames.begin(), kPlayerNames.begin() + n);
  for (int p = 0; p < n; ++p) {
    if (options.partnership) {
      if (p % 2 == 0) setup.side_names.push_back(kTeamNames[size_t(p / 2)]);
      setup.side_of.push_back(p / 2);
    } else {
      setup.side_names.push_back(setup.player_names[size_t(p)]);
      setup.side_of.push_back(p);
    }
  }
  std::vector<Card> cards;
  const CardCounts full = CardCounts::full_deck();
  for (int c = 0; c < kCardKinds; ++c) cards.insert(cards.end(), full.n[c], Card(c));
  chance.shuffle(cards);
  dealt.deal->hands.resize(size_t(n));
  setup.dealt.resize(size_t(n));
  for (int p = 0; p < n; ++p)
    for (int i = 0; i < kHandSize; ++i) {
      const Card c = cards[size_t(p * kHandSize + i)];
      dealt.deal->hands[size_t(p)].push_back(c);
      setup.dealt[size_t(p)].add(c);
    }
  dealt.deal->deck.assign(cards.begin() + n * kHandSize, cards.end());
  setup.deck = dealt.deal->deck;
  setup.deck_known = true;
  return dealt;
}

int LootGameState::to_move() const { return state_.game_over() ? kTerminal : state_.to_move(); }

std::vector<std::string> LootGameState::legal_moves() const {
  std::vector<Move> legal;
  loot::legal_moves(state_, legal);
  std::vector<std::string> out;
  out.reserve(legal.size());
  for (Move m : legal) {
    if (m.verb == Verb::Draw) m.card = state_.next_draw();
    out.push_back(format_move(m, players()));
  }
  return out;
}

namespace {

// The uniform pick from the legal moves of a state whose turn has begun, without listing
// them: LegalMoveIndex numbers them in their order (move_index.h). A draw names its card.
Move random_move(const State& state, Chance& chance) {
  const LegalMoveIndex index(state);
  if (index.size() == 0)
    throw std::logic_error(fmt::format("no legal move for player {} after move {}", state.to_move(),
                                       state.moves_played()));
  Move move = index.at(size_t(chance.below(index.size())));
  if (move.verb == Verb::Draw) move.card = state.next_draw();
  return move;
}

}  // namespace

std::string LootGameState::random_legal_move(Chance& chance) const {
  if (state_.pending_checks().empty()) return format_move(random_move(state_, chance), players());
  State begun = state_;
  begun.begin_turn();
  return format_move(random_move(begun, chance), players());
}

std::optional<Violation> LootGameState::apply_random_move(Chance& chance, std::string* written) {
  state_.begin_turn();
  return play(random_move(state_, chance), written);
}

std::string LootGameState::move_choice(const std::string& text) const {
  if (text.find(" draw") == std::string::npos) return text;  // cheap: most moves are not draws
  RawMove raw;
  raw.text = text;
  Move move = parse_move(raw, players());
  if (move.verb != Verb::Draw) return text;
  move.card.reset();
  return format_move(move, players());
}

namespace {

// A move's fields packed in 64 bits, a draw without its card (the card is chance's): equal
// keys for equal choices, as move_choice() compares them.
uint64_t loot_move_key(const Move& m) {
  const bool card = m.card && m.verb != Verb::Draw;
  return uint64_t(uint8_t(m.player)) | uint64_t(uint8_t(m.verb)) << 8 |
         uint64_t(uint16_t(m.target)) << 16 | uint64_t(uint8_t(m.target_owner + 1)) << 32 |
         uint64_t(uint8_t(m.target_value)) << 40 |
         (card ? (uint64_t(1) << 48 | uint64_t(uint8_t(*m.card)) << 49) : 0) |
         (m.colour ? (uint64_t(1) << 56 | uint64_t(uint8_t(*m.colour)) << 57) : 0);
}

Move loot_move_of_key(uint64_t key) {
  Move m;
  m.player = int(uint8_t(key));
  m.verb = Verb(uint8_t(key >> 8));
  m.target = int(uint16_t(key >> 16));
  m.target_owner = int(uint8_t(key >> 32)) - 1;
  m.target_value = int(uint8_t(key >> 40));
  if (key >> 48 & 1) m.card = Card(uint8_t(key >> 49 & 0x7f));
  if (key >> 56 & 1) m.colour = Colour(uint8_t(key >> 57 & 0x7f));
  return m;
}

}  // namespace

void LootGameState::legal_move_keys(std::vector<uint64_t>& keys) {
  if (!state_.game_over() && state_.unknown_cards(state_.to_move()) > 0)
    return GameState::legal_move_keys(keys);
  keys.clear();
  state_.begin_turn();
  if (state_.game_over()) return;
  const LegalMoveIndex index(state_);
  for (size_t k = 0; k < index.size(); ++k) keys.push_back(loot_move_key(index.at(k)));
}

std::optional<Violation> LootGameState::apply_move_key(uint64_t key) {
  if (!state_.game_over() && state_.unknown_cards(state_.to_move()) > 0)
    return GameState::apply_move_key(key);
  Move move = loot_move_of_key(key);
  state_.begin_turn();
  if (move.verb == Verb::Draw) move.card = state_.next_draw();
  return play(move);
}

std::optional<Violation> LootGameState::apply(const RawMove& raw) {
  return play(parse_move(raw, players()));
}

std::optional<Violation> LootGameState::play(const Move& move, std::string* written) {
  if (written) *written = format_move(move, players());
  last_move_ = move;
  if (std::optional<Violation> v = state_.play(move)) {
    v->player = players()[size_t(move.player)];
    return v;
  }
  if (move.verb == Verb::Discard) discarded_.add(*move.card);
  return std::nullopt;
}

void LootGameState::read_move(const RawMove& raw) const { parse_move(raw, players()); }

MoveWords LootGameState::last_move_words() const { return move_words(last_move_, players()); }

// The move apply() refused is last_move_, read already.
StandResult LootGameState::stand(const RawMove&, const Violation& violation) {
  if (std::optional<std::string> why_not = state_.stand(last_move_, violation.rule))
    return {false, std::move(*why_not)};
  return {true, ""};
}

std::optional<Violation> LootGameState::close() {
  if (std::optional<Violation> v = state_.check_revealed_hands(revealed_)) return v;
  return check_claimed_result(claims_, outcome(), "gold captured so far");
}

std::unique_ptr<GameState> LootGameState::clone() const {
  return std::make_unique<LootGameState>(*this);
}

const std::vector<std::string>& LootGameState::players() const {
  return state_.setup().player_names;
}

std::vector<int> LootGameState::side_of_seat() const { return state_.setup().side_of; }

Outcome LootGameState::outcome() const {
  const Scores s = scores();
  Outcome o;
  o.finished = state_.game_over();
  o.complete = s.complete;
  o.sides = state_.setup().side_names;
  for (int side = 0; side < state_.sides(); ++side) {
    // An open score is reported at its upper bound: the fewest merchants left in hand
    // that the card counting allows.
    o.scores.push_back(s.max[size_t(side)]);
    o.bounds.emplace_back(s.min[size_t(side)], s.max[size_t(side)]);
  }
  if (o.complete) o.bounds.clear();
  o.winners = winners_of(o);
  return o;
}

// The gold captured, and what the merchants left in hand take off (zero until the game is
// over; with hidden cards, at the score's upper end, as outcome() reports it).
std::vector<std::vector<ScorePart>> LootGameState::score_parts() const {
  const Scores s = scores();
  std::vector<std::vector<ScorePart>> parts;
  for (int side = 0; side < state_.sides(); ++side)
    parts.push_back({{"gold captured", s.captured[size_t(side)]},
                     {"merchants left in hand", s.max[size_t(side)] - s.captured[size_t(side)]}});
  return parts;
}

std::vector<GameFigure> LootGameState::figures() const {
  int total = 0;  // merchant ships in the deck (25)
  for (int value = 2; value <= 8; ++value) total += kCopies[int(merchant_card(value))];
  return {{"merchants captured", double(state_.captures().size()) / double(total), true}};
}

// Every counted option's other value is one comparison away (State::option_counts).
std::vector<OptionUse> LootGameState::option_uses() const {
  std::array<bool, kCountedOptions> known;
  known.fill(true);
  return state_.option_counts().uses(kCountedOptionNames, known);
}

std::string LootGameState::broken_invariant() const { return check_invariants(state_, discarded_); }

RecordFields LootGameState::record_fields() const {
  const Setup& setup = state_.setup();
  const std::vector<std::string>& names = setup.player_names;
  RecordFields f;
  if (state_.options().partnership) {
    f.header += "teams:\n";
    for (size_t side = 0; side < setup.side_names.size(); ++side)
      f.header += fmt::format("  {}: [{}, {}]\n", setup.side_names[side], names[2 * side],
                              names[2 * side + 1]);
  }
  f.header += "deal:\n";
  for (size_t p = 0; p < names.size(); ++p)
    f.header += fmt::format("  {}: {}\n", names[p],
                            card_list(deal_ ? deal_->hands[p] : cards_of(setup.dealt[p])));
  f.header += fmt::format("deck: {}\n", card_list(deal_ ? deal_->deck : setup.deck));
  f.end = "hands:\n";
  for (int p = 0; p < state_.players(); ++p)
    f.end += fmt::format("  {}: {}\n", names[size_t(p)], card_list(cards_of(hand_of(p))));
  return f;
}

}  // namespace qm::loot

#include "games/loot/loot_game_state.h"

#include <fmt/format.h>

#include <stdexcept>

#include "games/loot/bot.h"
#include "games/loot/loot_game.h"
#include "games/loot/move_index.h"
#include "games/loot/notation.h"
#include "games/loot/record_writer.h"
#include "games/loot/sim_game.h"

namespace qm::loot {

// A new game's deal, and the set-up of its table.
struct LootGameState::Dealt {
  std::shared_ptr<Deal> deal = std::make_shared<Deal>();
  Setup setup;
};

LootGameState::LootGameState(const Options& options, int players, Chance& chance)
    : LootGameState(options, deal(options, players, chance)) {}

LootGameState::Dealt LootGameState::deal(const Options& options, int n, Chance& chance) {
  if (!options.allows_player_count(n) || n > int(kPlayerNames.size()))
    throw std::invalid_argument(
        fmt::format("{} players: this ruleset allows {}", n, options.player_counts()));
  SimDeal shuffled = deal_sim_game(
      options, std::vector<std::string>(kPlayerNames.begin(), kPlayerNames.begin() + n), chance);
  Dealt dealt;
  dealt.setup = std::move(shuffled.setup);
  dealt.deal->hands = std::move(shuffled.hands);
  dealt.deal->deck = std::move(shuffled.deck);
  return dealt;
}

LootGameState::LootGameState(const Options& options, Dealt dealt)
    : deal_(std::move(dealt.deal)), state_(options, std::move(dealt.setup)) {
  state_.begin_turn();
}

int LootGameState::to_move() const { return state_.game_over() ? kTerminal : state_.to_move(); }

std::string LootGameState::format(const Move& move) const {
  return format_move(move, state_.setup().player_names);
}

std::vector<std::string> LootGameState::legal_moves() const {
  std::vector<Move> legal;
  loot::legal_moves(state_, legal);
  std::vector<std::string> out;
  out.reserve(legal.size());
  for (Move m : legal) {
    if (m.verb == Verb::Draw) m.card = state_.next_draw();
    out.push_back(format(m));
  }
  return out;
}

// The same pick as the default's uniform choice from legal_moves(), without listing them:
// LegalMoveIndex numbers the legal moves in their order (games/loot/move_index.h).
Move LootGameState::random_move(Chance& chance) const {
  const LegalMoveIndex index(state_);
  if (index.size() == 0)
    throw std::logic_error(fmt::format("no legal move for player {} after move {}",
                                       state_.to_move(), state_.moves_played()));
  Move move = index.at(size_t(chance.below(index.size())));
  if (move.verb == Verb::Draw) move.card = state_.next_draw();
  return move;
}

std::string LootGameState::random_legal_move(Chance& chance) const {
  return format(random_move(chance));
}

std::optional<Violation> LootGameState::apply_random_move(Chance& chance, std::string* written) {
  const Move move = random_move(chance);
  if (written) *written = format(move);
  return play(move);
}

std::optional<Violation> LootGameState::apply(const std::string& text) {
  RawMove raw;
  raw.text = text;
  return play(parse_move(raw, state_.setup().player_names));
}

std::optional<Violation> LootGameState::play(const Move& move) {
  if (std::optional<Violation> v = state_.play(move))
    return Violation{v->rule, v->message, state_.setup().player_names[size_t(move.player)]};
  if (move.verb == Verb::Discard) discarded_.add(*move.card);
  if (!state_.game_over()) state_.begin_turn();
  return std::nullopt;
}

std::unique_ptr<GameState> LootGameState::clone() const {
  return std::make_unique<LootGameState>(*this);
}

const std::vector<std::string>& LootGameState::players() const {
  return state_.setup().player_names;
}

std::vector<int> LootGameState::side_of_seat() const { return state_.setup().side_of; }

// The gold each side captured less the merchants its players hold.
std::vector<long long> LootGameState::scores() const {
  std::vector<long long> scores(size_t(state_.sides()), 0);
  for (const Capture& c : state_.captures())
    scores[size_t(c.side)] += merchant_value(c.merchant.card);
  for (int p = 0; p < state_.players(); ++p)
    scores[size_t(state_.setup().side_of[size_t(p)])] -= state_.known_hand(p).merchant_gold();
  return scores;
}

std::vector<GameFigure> LootGameState::figures() const {
  int total = 0;  // merchant ships in the deck (25)
  for (int value = 2; value <= 8; ++value) total += kCopies[int(merchant_card(value))];
  return {{"merchants captured", double(state_.captures().size()) / double(total), true}};
}

std::optional<std::string> LootGameState::header_scalar(const std::string& text) const {
  return loot_header_scalar(text);
}

std::string LootGameState::broken_invariant() const { return check_invariants(state_, discarded_); }

// As games/loot/record_writer.h writes a full-visibility record's id and event.
std::string LootGameState::record_id(const RecordInfo& info) const {
  std::string id =
      fmt::format("sim-{}-{}p-{:016x}-full", info.ruleset, state_.players(), info.seed);
  for (char& c : id)
    if (c == '/') c = '-';
  return id;
}

std::string LootGameState::record_event(const RecordInfo& info) const {
  return fmt::format("qm simulation, seed {}, full visibility", info.seed);
}

std::string LootGameState::header_fields() const {
  const Setup& setup = state_.setup();
  const std::vector<std::string>& names = setup.player_names;
  std::string out;
  if (state_.options().partnership) {
    out += "teams:\n";
    for (size_t side = 0; side < setup.side_names.size(); ++side)
      out += fmt::format("  {}: [{}, {}]\n", setup.side_names[side], names[2 * side],
                         names[2 * side + 1]);
  }
  out += "deal:\n";
  for (size_t p = 0; p < names.size(); ++p)
    out += fmt::format("  {}: {}\n", names[p], card_list(deal_->hands[p]));
  return out + fmt::format("deck: {}\n", card_list(deal_->deck));
}

std::string LootGameState::end_fields() const {
  const Setup& setup = state_.setup();
  std::string out = "hands:\n";
  for (int p = 0; p < state_.players(); ++p) {
    std::vector<Card> hand;
    const CardCounts& counts = state_.known_hand(p);
    for (int c = 0; c < kCardKinds; ++c) hand.insert(hand.end(), counts.n[c], Card(c));
    out += fmt::format("  {}: {}\n", setup.player_names[size_t(p)], card_list(hand));
  }
  const std::vector<long long> totals = scores();
  std::string result;
  for (size_t side = 0; side < totals.size(); ++side)
    result += fmt::format("{}{}: {}", side ? ", " : "", setup.side_names[side], totals[side]);
  return out + fmt::format("result: {{{}}}\n", result);
}

std::unique_ptr<GameState> LootGame::new_state(const Ruleset& ruleset, int players,
                                               sim::Rng& chance) const {
  return std::make_unique<LootGameState>(Options::from(ruleset.options), players, chance);
}

}  // namespace qm::loot

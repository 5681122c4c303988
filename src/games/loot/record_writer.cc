#include "games/loot/record_writer.h"

#include <fmt/format.h>

#include <numeric>
#include <stdexcept>

#include "games/loot/loot_game.h"
#include "games/loot/loot_game_state.h"
#include "games/loot/notation.h"
#include "games/random.h"
#include "games/simulated_record.h"
#include "record/record.h"

namespace qm::loot {

std::string card_list(const std::vector<Card>& cards) {
  std::string s = "[";
  for (size_t i = 0; i < cards.size(); ++i) {
    if (i) s += ", ";
    s += card_name(cards[i]);
  }
  return s + "]";
}

namespace {

// `move` in the long notation (see Visibility::None), on the table it is played on.
Move long_form(const State& state, Move move) {
  for (const SeaMerchant& m : state.at_sea()) {
    if (m.number != move.target) continue;
    if (move.verb == Verb::Captain)
      for (int c = 0; c < kColours; ++c)
        if (m.colour_side[c] == state.setup().side_of[size_t(move.player)]) move.colour = Colour(c);
    const int value = merchant_value(m.card);
    if (state.find_merchant(m.owner, value) == m.number) {
      move.target_owner = m.owner;
      move.target_value = value;
      move.target = 0;
    }
  }
  return move;
}

}  // namespace

std::string_view visibility_name(Visibility v) {
  switch (v) {
    case Visibility::Full:
      return "full";
    case Visibility::Some:
      return "some";
    case Visibility::None:
      return "none";
  }
  return "?";
}

std::string write_loot_record(const PlayedGame& game, const std::string& ruleset, uint64_t seed,
                              Visibility v) {
  const auto* end = dynamic_cast<const LootGameState*>(game.end.get());
  if (!end || !end->deal() || size_t(game.move_count) != game.moves.size())
    throw std::logic_error("a Loot record is written of a new game played with its moves kept");
  const SimulatedRun run{ruleset, {}, seed, {}};
  if (v == Visibility::Full) return write_simulated_record(loot_type(), game, run);
  const State& final_state = end->state();
  const Setup& setup = final_state.setup();
  const std::vector<std::string>& players = setup.player_names;
  const int n = int(players.size());

  // The moves as played (draws naming their cards), and in the long notation.
  std::vector<Move> moves, long_moves;
  State table(final_state.options(), setup);
  for (const std::string& text : game.moves) {
    RawMove raw;
    raw.text = text;
    const Move move = parse_move(raw, players);
    table.begin_turn();
    long_moves.push_back(long_form(table, move));
    if (table.play(move)) throw std::logic_error("a move of the game refused on its replay");
    moves.push_back(move);
  }

  // Who the recorder knows: whose deal and draws, and whose final hand.
  std::vector<bool> deal_known(static_cast<size_t>(n), false);
  std::vector<bool> hand_shown(static_cast<size_t>(n), true);
  if (v == Visibility::Some) {
    sim::Rng rng(seed ^ kVisibilitySalt);
    std::vector<int> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(order);
    for (int i = 0; i < (n + 1) / 2; ++i) deal_known[size_t(order[size_t(i)])] = true;
    for (int p = 0; p < n; ++p) hand_shown[size_t(p)] = rng.below(2) == 1;
  }

  const std::string label(visibility_name(v));
  std::string out = "format: 1\ngame: loot\n";
  out += fmt::format("ruleset: {}\n", header_scalar(loot_type(), ruleset));
  out +=
      fmt::format("id: {}\n", header_scalar(loot_type(), simulated_id(loot_type(), run, n, label)));
  out += fmt::format("event: {}\n", simulated_event(loot_type(), run, label));
  out += fmt::format("players: [{}]\n", fmt::join(players, ", "));
  if (final_state.options().partnership) {
    out += "teams:\n";
    for (size_t side = 0; side < setup.side_names.size(); ++side)
      out += fmt::format("  {}: [{}, {}]\n", setup.side_names[side], players[2 * side],
                         players[2 * side + 1]);
  }
  if (v != Visibility::None) {
    out += "deal:\n";
    for (int p = 0; p < n; ++p)
      if (deal_known[size_t(p)])
        out +=
            fmt::format("  {}: {}\n", players[size_t(p)], card_list(end->deal()->hands[size_t(p)]));
  }

  out += "moves:\n";
  for (Move move : v == Visibility::None ? long_moves : moves) {
    if (move.verb == Verb::Draw && !deal_known[size_t(move.player)]) move.card.reset();
    out += fmt::format("  - {}\n", format_move(move, players));
  }

  bool any_hand = false;
  for (int p = 0; p < n; ++p) any_hand |= hand_shown[size_t(p)];
  if (any_hand) {
    out += "hands:\n";
    for (int p = 0; p < n; ++p)
      if (hand_shown[size_t(p)])
        out += fmt::format("  {}: {}\n", players[size_t(p)],
                           card_list(cards_of(final_state.known_hand(p))));
  }
  const Outcome o = end->outcome();
  std::string result;
  for (size_t side = 0; side < o.sides.size(); ++side)
    result += fmt::format("{}{}: {}", side ? ", " : "", o.sides[side], o.scores[side]);
  out += fmt::format("result: {{{}}}\n", result);
  return out;
}

}  // namespace qm::loot

#include "games/loot/record_writer.h"

#include <fmt/format.h>

#include <numeric>

#include "games/loot/notation.h"
#include "games/random.h"

namespace qm::loot {

std::string card_list(const std::vector<Card>& cards) {
  std::string s = "[";
  for (size_t i = 0; i < cards.size(); ++i)
    s += fmt::format("{}{}", i ? ", " : "", card_name(cards[i]));
  return s + "]";
}

namespace {

std::vector<Card> expand(const CardCounts& counts) {
  std::vector<Card> cards;
  for (int c = 0; c < kCardKinds; ++c) cards.insert(cards.end(), counts.n[c], Card(c));
  return cards;
}

std::string id_for(const SimGame& game, const std::string& ruleset, Visibility v) {
  std::string id = fmt::format("sim-{}-{}p-{:016x}-{}", ruleset, game.setup.player_names.size(),
                               game.seed, visibility_name(v));
  for (char& c : id)
    if (c == '/') c = '-';
  return id;
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

std::string loot_header_scalar(const std::string& text) {
  const bool plain =
      !text.empty() && text.find_first_of(":#{}[],&*!|>'\"%@`\\") == std::string::npos &&
      text.front() != ' ' && text.front() != '-' && text.front() != '?' && text.back() != ' ';
  if (plain) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') quoted += '\\';
    quoted += c;
  }
  return quoted + "\"";
}

std::string write_loot_record(const SimGame& game, const std::string& ruleset, Visibility v) {
  const Setup& setup = game.setup;
  const std::vector<std::string>& players = setup.player_names;
  const int n = int(players.size());

  // Who the recorder knows: whose deal and draws, and whose final hand.
  std::vector<bool> deal_known(n, v == Visibility::Full);
  std::vector<bool> hand_shown(n, true);
  if (v == Visibility::Some) {
    sim::Rng rng(game.seed ^ kVisibilitySalt);
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(order);
    for (int i = 0; i < (n + 1) / 2; ++i) deal_known[order[i]] = true;
    for (int p = 0; p < n; ++p) hand_shown[p] = rng.below(2) == 1;
  }

  std::string out = "format: 1\ngame: loot\n";
  out += fmt::format("ruleset: {}\n", loot_header_scalar(ruleset));
  out += fmt::format("id: {}\n", loot_header_scalar(id_for(game, ruleset, v)));
  out +=
      fmt::format("event: qm simulation, seed {}, {} visibility\n", game.seed, visibility_name(v));
  out += fmt::format("players: [{}]\n", fmt::join(players, ", "));
  if (game.options.partnership) {
    out += "teams:\n";
    for (int side = 0; side < int(setup.side_names.size()); ++side)
      out += fmt::format("  {}: [{}, {}]\n", setup.side_names[side], players[2 * side],
                         players[2 * side + 1]);
  }
  if (v != Visibility::None) {
    out += "deal:\n";
    for (int p = 0; p < n; ++p)
      if (deal_known[p]) out += fmt::format("  {}: {}\n", players[p], card_list(game.deal[p]));
  }
  if (v == Visibility::Full) out += fmt::format("deck: {}\n", card_list(game.deck));

  out += "moves:\n";
  for (Move move : v == Visibility::None ? game.long_moves : game.moves) {
    if (move.verb == Verb::Draw && !deal_known[move.player]) move.card.reset();
    out += fmt::format("  - {}\n", format_move(move, players));
  }

  bool any_hand = false;
  for (int p = 0; p < n; ++p) any_hand |= hand_shown[p];
  if (any_hand) {
    out += "hands:\n";
    for (int p = 0; p < n; ++p)
      if (hand_shown[p])
        out += fmt::format("  {}: {}\n", players[p],
                           card_list(expand(game.final_state.known_hand(p))));
  }
  std::string result;
  for (size_t side = 0; side < game.scores.size(); ++side)
    result += fmt::format("{}{}: {}", side ? ", " : "", setup.side_names[side], game.scores[side]);
  out += fmt::format("result: {{{}}}\n", result);
  return out;
}

}  // namespace qm::loot

// A Loot table re-dealt for one seat (State::redeal_hidden, what the search bot samples)
// is one that the seat's own record could describe: replayed from that seat's view (the
// other hands unknown, the pile unknown, the others' draws naming no card), the record's
// hidden-card logic (`card-not-held`: a hand with unknown cards may hold any card of which a
// copy is still unseen) admits exactly the cards the re-deal gave out.
#include <catch2/catch.hpp>

#include "games/loot/cards.h"
#include "games/loot/loot_game_state.h"
#include "games/loot/options.h"
#include "games/loot/state.h"
#include "games/random.h"
#include "games/registry.h"
#include "loot_sim_support.h"
#include "rules/ruleset.h"

namespace {

using qm::loot::Card;
using qm::loot::CardCounts;
using qm::loot::Move;
using qm::loot::State;
using qm::loot::Verb;

// The table as `seat` knows it: its own deal, the moves so far, the rest unknown.
State seat_view_state(const State& full, const std::vector<Move>& moves, int seat) {
  qm::loot::Setup setup = full.setup();
  for (int p = 0; p < full.players(); ++p)
    if (p != seat) setup.dealt[size_t(p)] = CardCounts{};
  setup.deck.clear();
  setup.deck_known = false;
  State view(full.options(), setup);
  for (Move move : moves) {
    if (move.verb == Verb::Draw && move.player != seat) move.card.reset();
    REQUIRE_FALSE(view.play(move));
  }
  view.begin_turn();
  return view;
}

// The cards left in the draw pile of a table whose pile is given.
CardCounts pile(const State& state) {
  CardCounts cards;
  const std::vector<Card>& deck = state.setup().deck;
  for (auto it = deck.end() - state.deck_count(); it != deck.end(); ++it) cards.add(*it);
  return cards;
}

}  // namespace

TEST_CASE("loot: a re-deal for a seat gives out exactly the cards card-not-held admits") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  long checked = 0;
  for (const char* ruleset : {"loot/standard", "loot/partnership"})
    for (int players : {2, 3, 4, 5}) {
      const qm::loot::Options options = qm::loot::Options::from(library.get(ruleset)->options);
      if (!options.allows_player_count(players)) continue;
      const std::vector<std::string> names(qm::loot::kPlayerNames.begin(),
                                           qm::loot::kPlayerNames.begin() + players);
      for (uint64_t seed = 0; seed < 6; ++seed) {
        std::vector<Move> moves;
        qmtest::simulate_loot_game(
            options, names, seed,
            [&](const State& state, const std::vector<Move>&, const Move& next) {
              if (state.moves_played() % 9 == 4) {
                const int seat = int((seed + moves.size()) % size_t(players));
                INFO(ruleset << ", " << players << " players, seed " << seed << ", move "
                             << moves.size() + 1 << ", re-dealt for seat " << seat);
                State world = state;
                qm::sim::Rng chance(seed * 1000 + moves.size());
                world.redeal_hidden(seat, chance);
                const State view = seat_view_state(state, moves, seat);
                // The seat's own hand and the table are untouched; the others' hands keep
                // their sizes and hold only cards the view has not seen, as many of each
                // as the view leaves unseen.
                CHECK(world.known_hand(seat).n == state.known_hand(seat).n);
                CardCounts given = pile(world);
                for (int p = 0; p < players; ++p) {
                  if (p == seat) continue;
                  CHECK(view.unknown_cards(p) == world.hand_size(p));
                  for (Card c : qm::loot::cards_of(world.known_hand(p))) {
                    CHECK(view.unseen()[c] > 0);  // what card-not-held asks of an unknown card
                    given.add(c);
                  }
                }
                CHECK(given.n == view.unseen().n);
                ++checked;
              }
              Move played = next;  // a draw names its card, which the seat's own record knows
              if (played.verb == Verb::Draw && !played.card) played.card = state.next_draw();
              moves.push_back(played);
            });
      }
    }
  CHECK(checked > 100);
}

// Every rule id of docs/rules-einauge.md: a record where the rule is exercised and respected
// (valid) and one where it is broken (illegal, with the rule id, the move number and the
// line). Each TEST_CASE is named after its rule id, so `grep -rn buy-unaffordable tests`
// finds its tests. Short records start from einauge_record()'s fixed two-player set-up;
// the rules of the end of the game use whole simulated games (einauge_support.h).
#include <catch2/catch.hpp>

#include "einauge_support.h"
#include "games/einauge/notation.h"
#include "test_support.h"

using namespace qmtest;
using namespace qm::einauge;

namespace {

// The record is illegal by `rule` at `move`, on the line marked `# <-`.
void illegal(const std::string& yaml, const char* rule, int move) {
  require_illegal(replay_yaml(yaml), rule, move, line_of(yaml, "# <-"));
}

// After kTurnA1, kTurnB1 and these two turns, Anna holds 5 ducats, 2 sabres and 4 jewels
// (blue-8: 2 jewels, yellow-7: 1) and the display is [blue-5, blue-7, red-8, green-8,
// purple-8, red-7].
const char* const kAnnaShort =
    "  - Anna buy blue-8\n  - Anna move green-3\n  - reveal red-2 yellow-7\n"
    "  - Bruno buy red-4\n  - Bruno move purple-2\n  - reveal yellow-3 blue-7\n"
    "  - Anna buy yellow-7\n  - Anna move red-2\n  - reveal red-8 green-8\n"
    "  - Bruno buy yellow-3\n  - Bruno move green-6\n  - reveal purple-8 red-7\n";

// Five turns without a steal: the desk then holds 6 cards; Bruno is to move (move 16).
const char* const kDeskFull =
    "  - Anna buy blue-5\n  - Anna move green-3\n  - reveal red-2 yellow-7\n"
    "  - Bruno buy red-4\n  - Bruno move purple-2\n  - reveal yellow-3 blue-2\n"
    "  - Anna buy blue-2\n  - Anna move yellow-3\n  - reveal red-6 green-2\n"
    "  - Bruno buy red-2\n  - Bruno move green-6\n  - reveal purple-5 yellow-4\n"
    "  - Anna buy green-2\n  - Anna move blue-8\n  - reveal red-3 blue-3\n";

// A simulated game cut after the reveal that turns the first vessel, when the round is
// not finished yet (the next player still has a turn); the index of that reveal.
struct VesselCut {
  qm::einauge::EinaugeSimGame game;
  size_t reveal = 0;
};
VesselCut cut_at_first_vessel(int players) {
  for (uint64_t seed = 1;; ++seed) {
    VesselCut c{finished_game(einauge_options("einauge/standard"), players, seed), 0};
    seed = c.game.seed;
    for (size_t i = 0; i < c.game.moves.size(); ++i) {
      const Move& m = c.game.moves[i];
      bool vessel = false;
      for (int k = 0; k < m.revealed_count; ++k) vessel |= is_vessel(m.revealed[size_t(k)]);
      if (m.verb == Verb::Reveal && vessel) {
        c.reveal = i;
        break;
      }
    }
    // The next move must be a buy of the next player (not the final turn).
    if (c.game.moves[c.reveal + 1].verb == Verb::Buy ||
        c.game.moves[c.reveal + 1].verb == Verb::Sell)
      return c;
  }
}

std::vector<Move> prefix(const std::vector<Move>& moves, size_t n) {
  return std::vector<Move>(moves.begin(), moves.begin() + long(n));
}

std::string with_line(std::string record, const std::string& line) {
  size_t at = record.find("result:");
  std::string add = std::string("  - ").append(line).append("  # <-\n");
  return at == std::string::npos ? record + add : record.insert(at, add);
}

}  // namespace

TEST_CASE("setup-removed-colours", "[einauge][rule]") {
  require_valid(replay_yaml(einauge_record(kTurnA1)));
  std::string two = einauge_record(kTurnA1, "[orange, black]");
  qm::Replay r = replay_yaml(two);
  require_illegal(r, "setup-removed-colours", 1, line_of(two, "buy blue-5"));
  std::string three_players =
      "\nformat: 1\ngame: einauge\nruleset: einauge/standard\nplayers: [Anna, Bruno, Carla]\n"
      "removed: [orange, black]\ndisplay: [blue-5, green-3, purple-2, blue-8, red-4, green-6]\n"
      "desk: [purple-4]\nmoves:\n" +
      std::string(kTurnA1);
  require_valid(replay_yaml(three_players));
}

TEST_CASE("turn-order", "[einauge][rule]") {
  require_valid(replay_yaml(einauge_record(std::string(kTurnA1) + kTurnB1)));
  illegal(einauge_record("  - Bruno buy blue-5  # <-\n"), "turn-order", 1);
  illegal(einauge_record(std::string(kTurnA1) + "  - Anna buy blue-8  # <-\n"), "turn-order", 4);
}

TEST_CASE("step-order", "[einauge][rule]") {
  illegal(einauge_record("  - Anna move green-3  # <-\n"), "step-order", 1);
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna move green-3\n  - Anna steal purple-4  # "
                         "<-\n"),
          "step-order", 3);
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna sell jewel  # <-\n"), "step-order", 2);
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna move green-3\n  - Anna move red-4  # <-\n"),
          "step-order", 3);
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna pass  # <-\n"), "step-order", 2);
}

TEST_CASE("buy-missing", "[einauge][rule]") {
  require_valid(replay_yaml(einauge_record(kTurnA1)));
  illegal(einauge_record("  - reveal  # <-\n"), "buy-missing", 1);
  illegal(einauge_record("  - Anna pass  # <-\n"), "buy-missing", 1);
}

TEST_CASE("buy-twice", "[einauge][rule]") {
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna buy blue-8  # <-\n"), "buy-twice", 2);
}

TEST_CASE("buy-not-in-display", "[einauge][rule]") {
  illegal(einauge_record("  - Anna buy red-7  # <-\n"), "buy-not-in-display", 1);
  illegal(einauge_record("  - Anna buy purple-4  # <-\n"), "buy-not-in-display", 1);  // on the desk
}

TEST_CASE("buy-unaffordable", "[einauge][rule]") {
  require_valid(replay_yaml(
      einauge_record(std::string(kAnnaShort) + "  - Anna sell jewel\n  - Anna buy red-8\n")));
  illegal(einauge_record(std::string(kAnnaShort) + "  - Anna buy red-8  # <-\n"),
          "buy-unaffordable", 13);
}

TEST_CASE("sell-not-needed", "[einauge][rule]") {
  // 5 ducats, then 8 after one jewel: the second jewel is not needed for red-8 (8).
  std::string two_sales = std::string(kAnnaShort) +
                          "  - Anna sell jewel\n  - Anna sell jewel  # <-\n  - Anna buy red-8\n";
  illegal(einauge_record(two_sales), "sell-not-needed", 14);
  // Under `selling: any-time` the same is legal.
  TempDir dir;
  std::string ruleset = dir.write("any-time.yaml",
                                  "game: einauge\nextends: einauge/standard\noptions:\n"
                                  "  selling: any-time\n");
  require_valid(replay_under(record_text(einauge_record(two_sales)), ruleset));
  // Selling with 20 ducats for blue-5.
  illegal(einauge_record("  - Anna sell jewel  # <-\n  - Anna buy blue-5\n"), "sell-not-needed", 1);
  // A sale made when short is fine even if a later buy would need none: each sale is
  // judged by the ducats before it.
  require_valid(replay_yaml(
      einauge_record(std::string(kAnnaShort) + "  - Anna sell jewel 2\n  - Anna buy red-8\n")));
}

TEST_CASE("sell-not-held", "[einauge][rule]") {
  require_valid(replay_yaml(
      einauge_record(std::string(kAnnaShort) + "  - Anna sell yellow-7\n  - Anna buy red-8\n")));
  illegal(einauge_record("  - Anna sell jewel 2  # <-\n  - Anna buy blue-5\n"), "sell-not-held", 1);
  illegal(einauge_record(std::string(kAnnaShort) + "  - Anna sell red-4  # <-\n"), "sell-not-held",
          13);
}

TEST_CASE("steal-not-on-desk", "[einauge][rule]") {
  require_valid(replay_yaml(
      einauge_record(std::string(kTurnA1) + kTurnB1 +
                     "  - Anna buy blue-2\n  - Anna steal green-3\n  - Anna move yellow-3\n"
                     "  - reveal red-6 green-2\n")));
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna steal blue-8  # <-\n"), "steal-not-on-desk",
          2);
}

TEST_CASE("steal-too-few-sabres", "[einauge][rule]") {
  // blue-5 gives Anna her third sabre; purple-4 shows a sabre: it takes 4.
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna steal purple-4  # <-\n"),
          "steal-too-few-sabres", 2);
  // With blue-2 on blue-5 the column pays a sabre more: 4 sabres.
  qm::Replay r = replay_yaml(einauge_record(std::string(kTurnA1) + kTurnB1 +
                                            "  - Anna buy blue-2\n  - Anna steal purple-4\n"));
  require_valid(r);
  qm::Json table = r.match->table();
  CHECK(table["players"][0]["sabres"] == 1);  // 4 - 4 + 1 (purple-4 pays a sabre)
}

TEST_CASE("steal-twice", "[einauge][rule]") {
  illegal(einauge_record(std::string(kTurnA1) + kTurnB1 +
                         "  - Anna buy blue-2\n  - Anna steal green-3\n"
                         "  - Anna steal purple-2  # <-\n"),
          "steal-twice", 9);
}

TEST_CASE("move-not-in-display", "[einauge][rule]") {
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna move purple-4  # <-\n"),
          "move-not-in-display", 2);
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna move blue-5  # <-\n"),
          "move-not-in-display", 2);
}

TEST_CASE("move-missing", "[einauge][rule]") {
  illegal(einauge_record("  - Anna buy blue-5\n  - reveal red-2  # <-\n"), "move-missing", 2);
  // With the desk full no move is due.
  require_valid(replay_yaml(
      einauge_record(std::string(kDeskFull) + "  - Bruno buy red-3\n  - reveal purple-6\n")));
}

TEST_CASE("move-desk-full", "[einauge][rule]") {
  illegal(einauge_record(std::string(kDeskFull) +
                         "  - Bruno buy red-3\n  - Bruno move yellow-4  # <-\n"),
          "move-desk-full", 17);
}

TEST_CASE("reveal-count", "[einauge][rule]") {
  illegal(einauge_record("  - Anna buy blue-5\n  - Anna move green-3\n  - reveal red-2  # <-\n"),
          "reveal-count", 3);
  illegal(einauge_record(
              "  - Anna buy blue-5\n  - Anna move green-3\n  - reveal red-2 red-3 red-5  # <-\n"),
          "reveal-count", 3);
}

TEST_CASE("card-not-available", "[einauge][rule]") {
  const std::string turn = "  - Anna buy blue-5\n  - Anna move green-3\n";
  illegal(einauge_record(turn + "  - reveal orange-2 yellow-7  # <-\n"), "card-not-available", 3);
  illegal(einauge_record(turn + "  - reveal blue-8 yellow-7  # <-\n"), "card-not-available", 3);
  illegal(einauge_record(turn + "  - reveal red-2 red-2  # <-\n"), "card-not-available", 3);
  illegal(einauge_record(turn + "  - reveal vessel red-2  # <-\n"), "card-not-available", 3);
  // With the deck given, the reveal must follow it.
  qm::einauge::EinaugeSimGame g = finished_game(einauge_options("einauge/standard"), 2, 1);
  size_t reveal = 0;
  while (g.moves[reveal].verb != Verb::Reveal) ++reveal;
  std::vector<Move> moves = prefix(g.moves, reveal + 1);
  require_valid(replay_yaml(sim_record(g, moves)));
  std::swap(moves.back().revealed[0], moves.back().revealed[1]);
  std::string swapped = sim_record(g, moves);
  require_illegal(replay_yaml(swapped), "card-not-available", int(reveal + 1),
                  line_of(swapped, format_move(moves.back(), g.setup.player_names)));
}

TEST_CASE("vessel-no-column", "[einauge][rule]") {
  VesselCut c = cut_at_first_vessel(3);
  const Move& next = c.game.moves[c.reveal + 1];
  const std::string player = c.game.setup.player_names[size_t(next.player)];
  std::vector<Move> moves = prefix(c.game.moves, c.reveal + 1);
  qm::einauge::State state(einauge_options("einauge/standard"), c.game.setup);
  for (const Move& m : moves) REQUIRE_FALSE(state.play(m));
  int lacking = -1;
  for (int colour = 0; colour < kColours && lacking < 0; ++colour)
    if (state.player(next.player).column_of[size_t(colour)] < 0) lacking = colour;
  REQUIRE(lacking >= 0);
  std::string record = sim_record(c.game, moves);
  std::string bad = with_line(record, player + " buy vessel " + std::string(colour_name(lacking)));
  require_illegal(replay_yaml(bad), "vessel-no-column", int(c.reveal + 2), line_of(bad, "# <-"));
  if (state.player(next.player).ducats >= 5)
    require_valid(replay_yaml(with_line(record, player + " buy vessel new")));
}

TEST_CASE("column-full", "[einauge][rule]") {
  // Anna gathers all seven blue cards; then only a vessel could join the column.
  qm::einauge::Setup setup;
  setup.player_names = {"Anna", "Bruno"};
  setup.removed = {false, false, false, false, false, true, true, true};
  setup.display = {island_card(1, 2), island_card(1, 3), island_card(1, 4),
                   island_card(1, 5), island_card(1, 6), island_card(0, 2)};
  setup.desk = {island_card(1, 7)};
  qm::einauge::State state(einauge_options("einauge/standard"), setup);
  // Anna gathers blue-2..blue-7 by buying, and blue-8 from the pile; Bruno buys red.
  std::vector<Move> played;
  auto play = [&](const Move& m) {
    auto v = state.play(m);
    INFO(format_move(m, setup.player_names) << ": " << (v ? v->message : ""));
    REQUIRE_FALSE(v);
    played.push_back(m);
  };
  auto turn = [&](std::vector<std::string> lines) {
    for (const std::string& line : lines) {
      qm::RawMove raw;
      raw.text = line;
      play(parse_move(raw, setup.player_names));
    }
  };
  turn({"Anna buy blue-2", "Anna move red-2", "reveal red-3 red-4"});
  turn({"Bruno buy red-3", "Bruno move red-4", "reveal red-5 red-6"});
  turn({"Anna buy blue-3", "Anna move red-5", "reveal red-7 red-8"});
  turn({"Bruno buy red-6", "Bruno move red-7", "reveal green-2 green-3"});
  turn({"Anna buy blue-4", "Anna move green-2", "reveal blue-8 green-4"});
  turn({"Bruno buy red-8", "reveal green-5"});  // the desk is full
  turn({"Anna buy blue-5", "Anna steal blue-7", "Anna move green-3", "reveal green-6 green-7"});
  turn({"Bruno buy green-4", "reveal green-8"});
  turn({"Anna buy blue-6", "reveal yellow-2"});
  turn({"Bruno buy green-5", "reveal yellow-3"});
  turn({"Anna buy blue-8", "reveal yellow-4"});
  REQUIRE(state.player(0).columns[0].cards.size() == 7);
  std::optional<Violation> v = state.check_place(0, kVessel, 1);
  REQUIRE(v);
  CHECK(std::string(v->rule) == "column-full");
  CHECK_FALSE(state.check_place(0, kVessel, kNewColumn));
  CHECK_FALSE(state.check_place(1, kVessel, 0));
  // And through a record: the game goes on (cheapest buys, reveals in card order) until a
  // vessel shows; placing it on Anna's full blue column is column-full.
  for (int guard = 0; guard < 200 && state.phase() == Phase::Turns; ++guard) {
    const int p = state.to_move();
    const PlayerState& ps = state.player(p);
    bool vessel_shown = false;
    for (Card c : state.display()) vessel_shown |= is_vessel(c);
    if (p == 0 && vessel_shown && ps.ducats >= 5) {
      qm::einauge::EinaugeSimGame g;
      g.setup = setup;
      std::string bad = with_line(sim_record(g, played), "Anna buy vessel blue");
      require_illegal(replay_yaml(bad), "column-full", int(played.size() + 1),
                      line_of(bad, "# <-"));
      return;
    }
    Card cheapest = kNoCard;
    for (Card c : state.display())
      if (!is_vessel(c) && !state.check_place(p, c, -1) &&
          (cheapest == kNoCard || island_cost(c) < island_cost(cheapest)))
        cheapest = c;
    REQUIRE(cheapest != kNoCard);
    while (state.player(p).ducats < island_cost(cheapest)) {
      Move sell;
      sell.player = p;
      sell.verb = Verb::Sell;
      sell.jewels = 1;
      if (state.player(p).jewels == 0) {  // an island card, never blue nor the new colour
        sell.jewels = 0;
        for (const Column& col : state.player(p).columns)
          if (col.colour != 1 && col.colour != card_colour(cheapest) && !col.cards.empty())
            sell.card = col.cards.front();
        REQUIRE(sell.card != kNoCard);
      }
      play(sell);
    }
    Move buy;
    buy.player = p;
    buy.verb = Verb::Buy;
    buy.card = cheapest;
    play(buy);
    if (state.desk().size() < 6) {
      Move move;
      move.player = p;
      move.verb = Verb::Move;
      move.card = state.display().front();
      play(move);
    }
    Move reveal;
    reveal.verb = Verb::Reveal;
    for (Card c = 0; c < kIslandCards && reveal.revealed_count < state.reveal_needed(); ++c)
      if (state.unseen(c)) reveal.revealed[size_t(reveal.revealed_count++)] = c;
    while (reveal.revealed_count < state.reveal_needed())
      reveal.revealed[size_t(reveal.revealed_count++)] = kVessel;
    play(reveal);
  }
  // The first vessel showed in Bruno's turn: the final turn follows, and Anna, first in
  // it, steals the vessel from the desk onto her full column.
  REQUIRE(state.phase() == Phase::FinalTurn);
  qm::einauge::EinaugeSimGame g;
  g.setup = setup;
  std::string bad = with_line(sim_record(g, played), "Anna steal vessel blue");
  require_illegal(replay_yaml(bad), "column-full", int(played.size() + 1), line_of(bad, "# <-"));
}

TEST_CASE("final-turn-steal-only", "[einauge][rule]") {
  qm::einauge::EinaugeSimGame g = finished_game(einauge_options("einauge/standard"), 3, 7);
  require_valid(replay_yaml(sim_record(g, g.moves, "einauge/standard", true)));
  // The final turn: the moves after the last reveal.
  size_t last_reveal = g.moves.size() - 1;
  while (g.moves[last_reveal].verb != Verb::Reveal) --last_reveal;
  std::vector<Move> moves = prefix(g.moves, last_reveal + 1);
  std::string record = sim_record(g, moves);
  require_valid(replay_yaml(record));  // the passes may be left out
  std::string first = g.setup.player_names[0];
  std::string bad = with_line(record, first + " move vessel");
  require_illegal(replay_yaml(bad), "final-turn-steal-only", int(last_reveal + 2),
                  line_of(bad, "# <-"));
  bad = with_line(record, "reveal");
  require_illegal(replay_yaml(bad), "final-turn-steal-only", int(last_reveal + 2),
                  line_of(bad, "# <-"));
  require_valid(replay_yaml(with_line(record, first + " pass")));
}

TEST_CASE("game-over", "[einauge][rule]") {
  qm::einauge::EinaugeSimGame g = finished_game(einauge_options("einauge/standard"), 2, 3);
  std::string record = sim_record(g, g.moves);
  require_valid(replay_yaml(record));
  std::string bad = with_line(record, g.setup.player_names[0] + " pass");
  require_illegal(replay_yaml(bad), "game-over", int(g.moves.size() + 1), line_of(bad, "# <-"));
}

TEST_CASE("final turn: turn-order and steal-twice", "[einauge][rule]") {
  qm::einauge::EinaugeSimGame g = finished_game(einauge_options("einauge/standard"), 3, 11);
  size_t last_reveal = g.moves.size() - 1;
  while (g.moves[last_reveal].verb != Verb::Reveal) --last_reveal;
  std::string record = sim_record(g, prefix(g.moves, last_reveal + 1));
  const auto& names = g.setup.player_names;
  std::string bad = with_line(with_line(record, names[1] + " pass"), names[0] + " pass");
  // with_line marks both lines; the second one added is the later move.
  qm::Replay r = replay_yaml(bad);
  REQUIRE(r.status == qm::Status::Illegal);
  CHECK(r.violation->rule == "turn-order");
  CHECK(r.violation->move == int(last_reveal + 3));
}

TEST_CASE("result-mismatch", "[einauge][rule]") {
  qm::einauge::EinaugeSimGame g = finished_game(einauge_options("einauge/standard"), 4, 5);
  std::string record = sim_record(g, g.moves, "einauge/standard", true);
  require_valid(replay_yaml(record));
  size_t colon = record.find(": ", record.find("result: {") + 9);
  size_t comma = record.find_first_of(",}", colon);
  std::string bad = record.substr(0, colon + 2) + "999" + record.substr(comma);
  require_illegal(replay_yaml(bad), "result-mismatch", 0, 0);
}

// Einauge move notation (docs/format-einauge.md): every verb in its one-line and
// its map form, moves that cannot be read (unreadable, at the offending token), and what
// the record store's columns take from a move (Game::move_words).
#include <catch2/catch.hpp>

#include "einauge_support.h"
#include "games/einauge/notation.h"
#include "games/game.h"
#include "games/registry.h"
#include "test_support.h"

using namespace qmtest;
using namespace qm::einauge;

namespace {

const std::vector<std::string> kPlayers = {"Anna", "Bruno"};

Move line(const std::string& text) {
  qm::RawMove raw;
  raw.pos = {3, 5};
  raw.text = text;
  return parse_move(raw, kPlayers);
}

}  // namespace

TEST_CASE("einauge notation: every verb, one line, and back", "[einauge][notation]") {
  for (const char* text :
       {"Anna sell jewel", "Anna sell jewel 2", "Anna sell blue-3", "Anna buy blue-5",
        "Anna buy vessel blue", "Anna buy vessel new", "Bruno steal green-3",
        "Bruno steal vessel red", "Anna move red-2", "Anna move vessel", "Bruno pass",
        "reveal white-2 green-7", "reveal", "reveal vessel vessel"})
    CHECK(format_move(line(text), kPlayers) == text);
  Move m = line("Anna sell jewel 2");
  CHECK(m.verb == Verb::Sell);
  CHECK(m.jewels == 2);
  CHECK(m.card == kNoCard);
  m = line("Anna buy vessel new");
  CHECK(m.card == kVessel);
  CHECK(m.column == kNewColumn);
  m = line("reveal white-2 green-7");
  CHECK(m.player == -1);
  CHECK(m.revealed_count == 2);
  CHECK(m.revealed[1] == *parse_card("green-7"));
}

TEST_CASE("einauge notation: the map form reads as the line", "[einauge][notation]") {
  std::string yaml = einauge_record(
      "  - {player: Anna, verb: sell, card: jewel, count: 1}\n"
      "  - {player: Anna, verb: buy, card: blue-5}\n"
      "  - {player: Anna, verb: move, card: green-3}\n"
      "  - {verb: reveal, cards: [red-2, yellow-7]}\n"
      "  - Bruno buy red-4\n  - {player: Bruno, verb: move, card: purple-2}\n"
      "  - {verb: reveal, cards: [yellow-3, blue-2]}\n");
  // The sale is not needed (20 ducats for blue-5): the map form is read and judged.
  require_illegal(replay_yaml(yaml), "sell-not-needed", 1, line_of(yaml, "sell"));
  std::string no_sale = einauge_record(
      "  - {player: Anna, verb: buy, card: blue-5}\n"
      "  - {player: Anna, verb: move, card: green-3}\n"
      "  - {verb: reveal, cards: [red-2, yellow-7]}\n");
  require_valid(replay_yaml(no_sale));
  qm::RawMove raw;
  raw.fields = qm::YNode{};
  std::vector<qm::YamlDocument> docs;
  qm::parse_yaml_documents("{player: Bruno, verb: steal, card: vessel, colour: new}",
                           [&](qm::YamlDocument& d) { docs.push_back(d); });
  REQUIRE(docs.size() == 1);
  raw.fields = docs[0].root;
  CHECK(format_move(parse_move(raw, kPlayers), kPlayers) == "Bruno steal vessel new");
}

TEST_CASE("einauge notation: moves that cannot be read are unreadable", "[einauge][notation]") {
  struct Case {
    const char* move;
    const char* message;
  };
  for (const Case& c :
       {Case{"Anna buy pink-5", "unknown colour"}, Case{"Anna buy blue-9", "unknown card"},
        Case{"Anna plunder blue-5", "unknown verb"}, Case{"Carla buy blue-5", "unknown player"},
        Case{"Anna buy vessel", "missing argument"}, Case{"Anna buy vessel pink", "unknown column"},
        Case{"Anna sell vessel", "a vessel cannot be sold"},
        Case{"Anna sell jewel none", "bad jewel count"},
        Case{"Anna buy blue-5 now", "unexpected argument"}, Case{"Anna", "a move is"},
        Case{"reveal blue-9", "unknown card"},
        Case{"{player: Anna, verb: buy}", "missing argument"},
        Case{"{player: Anna, verb: buy, card: vessel}", "missing argument"},
        Case{"{player: Anna, verb: buy, card: blue-5, target: 3}", "unknown key"},
        Case{"{verb: reveal, player: Anna}", "unexpected argument"},
        Case{"{player: Anna, verb: sell, card: blue-5, count: 2}", "unexpected argument"}}) {
    INFO(c.move);
    std::string yaml = einauge_record(std::string("  - ").append(c.move).append("\n"));
    require_unreadable(replay_yaml(yaml), line_of(yaml, std::string("- ").append(c.move)),
                       c.message);
  }
}

TEST_CASE("einauge notation: the store's columns of a move", "[einauge][notation][store]") {
  const qm::Game* game = qm::find_game("einauge");
  REQUIRE(game);
  qm::RawMove raw;
  raw.text = "Anna buy vessel blue";
  std::optional<qm::MoveWords> f = game->move_words(raw, kPlayers);
  REQUIRE(f);
  CHECK(f->player == "Anna");
  CHECK(f->verb == "buy");
  CHECK(f->rest == "vessel blue");
  raw.text = "reveal red-2 yellow-7";
  f = game->move_words(raw, kPlayers);
  REQUIRE(f);
  CHECK(f->player.empty());
  CHECK(f->verb == "reveal");
  CHECK(f->rest == "red-2 yellow-7");
  raw.text = "Anna plunder";
  CHECK_FALSE(game->move_words(raw, kPlayers));
}

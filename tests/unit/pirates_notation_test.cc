// Pirates move notation (docs/format-pirates.md): every verb read and written back
// the same, the map form, and lines that cannot be read, each a RecordError at the
// offending token (line and column); a die of 7 and an unknown ship id are read (they are
// the rules die-value and piece-unknown, not unreadable input).
#include <catch2/catch.hpp>

#include "games/pirates/notation.h"

using namespace qm::pirates;

namespace {

Pieces pieces() {
  Pieces p;
  p.players = {"Anna", "Bruno"};
  for (const char* id : {"I1", "I2"}) {
    IslandSpec is;
    is.id = id;
    p.islands.push_back(is);
  }
  for (const char* id : {"A1", "B1", "B2"}) {
    ShipSpec s;
    s.id = id;
    s.owner = id[0] == 'A' ? 0 : 1;
    s.masts = {Cannon{3, Ruler::S}, Cannon{2, Ruler::L}};
    p.ships.push_back(s);
  }
  CrewSpec c;
  c.id = "B1a";
  c.ship = 1;
  c.owner = 1;
  p.crew.push_back(c);
  return p;
}

const Pieces kPieces = pieces();

Action line(const std::string& text) {
  qm::RawMove raw;
  raw.pos = {7, 5};
  raw.text = text;
  return parse_action(raw, kPieces);
}

// The column at which `text` fails to read (the line is always 7).
qm::SourcePos error_at(const std::string& text) {
  try {
    line(text);
  } catch (const qm::RecordError& e) {
    return e.pos();
  }
  FAIL("'" << text << "' was read");
  return {};
}

}  // namespace

TEST_CASE("pirates notation: every verb, one line, and back", "[pirates][notation]") {
  for (const char* text : {
           "Anna turn",
           "Anna move A1 353,200 436,200",
           "Anna move A1 490.5,-20.25",
           "Anna dock A1 I2",
           "Anna dock A1 I1 unload 3 2",
           "Anna dock A1 I1 unload",
           "Anna explore A1 3 2",
           "Anna explore A1",
           "Bruno shoot B1 1>A1:5h 2>A1:1m",
           "Bruno shoot B1 2>A1:4h/1",
           "Bruno shoot B1 1>A1:2,5h",
           "Bruno shoot B1 1>A1:6h share 3,1",
           "Anna ram A1 B1 5h",
           "Anna ram A1 B1 5h/2",
           "Anna ram A1 B1 2m",
           "Anna board A1 B1 4 2 take 3",
           "Anna board A1 B1 4 2 kill B1a",
           "Bruno board B1 A1 2 4",
           "Anna tow A1 B2",
           "Anna repair A1",
           "Anna repair A1 3",
           "Anna scuttle A1 5",
       })
    CHECK(format_action(line(text), kPieces) == text);
}

TEST_CASE("pirates notation: what a line resolves to", "[pirates][notation]") {
  Action a = line("Anna move A1 353,200 436,200");
  CHECK(a.verb == Verb::Move);
  CHECK(a.player == 0);
  CHECK(a.ship == 0);
  REQUIRE(a.points.size == 2);
  CHECK(a.points[1].x == 436);
  a = line("Bruno shoot B1 1>A1:2,5h/2 2>A1:1m");
  REQUIRE(a.shots.size == 2);
  CHECK(a.shots[0].mast == 1);
  CHECK(a.shots[0].target == 0);
  CHECK(a.shots[0].die == 2);
  CHECK(a.shots[0].reroll == 5);
  CHECK(a.shots[0].hit);
  CHECK(a.shots[0].choice == 2);
  CHECK(!a.shots[1].hit);
  a = line("Anna board A1 B1 4 2 kill B1a");
  CHECK(a.effect == BoardEffect::Kill);
  CHECK(a.crew == 0);
  // A die of 7 is read: die-value is a rule, not unreadable input.
  CHECK(line("Anna scuttle A1 7").die == 7);
  CHECK(line("Bruno shoot B1 1>A1:7h").shots[0].die == 7);
  // An unknown ship id is read: piece-unknown is a rule.
  a = line("Anna move Z9 10,10");
  CHECK(a.ship == kUnknownPiece);
  CHECK(a.unknown == "Z9");
  CHECK(line("Bruno shoot B1 1>Z9:5h").shots[0].target == kUnknownPiece);
  CHECK(line("Anna board A1 B1 4 2 kill Q").crew == kUnknownPiece);
}

TEST_CASE("pirates notation: the map form", "[pirates][notation]") {
  qm::RawMove raw;
  raw.pos = {4, 5};
  qm::YNode map;
  map.kind = qm::YNode::Kind::Map;
  auto scalar = [](const char* text, int column) {
    qm::YNode n;
    n.kind = qm::YNode::Kind::Scalar;
    n.text = text;
    n.pos = {4, column};
    return n;
  };
  map.items = {scalar("player", 6), scalar("Anna", 14), scalar("verb", 20),
               scalar("move", 26),  scalar("args", 32), scalar("A1 353,200 nowhere", 38)};
  raw.fields = map;
  try {
    parse_action(raw, kPieces);
    FAIL("read");
  } catch (const qm::RecordError& e) {
    CHECK(e.pos().line == 4);
    CHECK(e.pos().column == 38 + 11);  // at `nowhere`
  }
  raw.fields->items[5].text = "A1 353,200";
  Action a = parse_action(raw, kPieces);
  CHECK(format_action(a, kPieces) == "Anna move A1 353,200");
}

TEST_CASE("pirates notation: lines that cannot be read", "[pirates][notation]") {
  // Columns count from the line's start at column 5.
  CHECK(error_at("Anna sail A1 10,10").column == 10);      // unknown verb
  CHECK(error_at("Anna move A1 10;10").column == 18);      // not x,y
  CHECK(error_at("Anna move A1 10,y").column == 18);       // not a number
  CHECK(error_at("Anna move A1 1e308,200").column == 18);  // beyond any table (1 km)
  CHECK(error_at("Anna move A1 10,-1000001").column == 18);
  CHECK(error_at("Anna move A1").line == 7);                  // no point
  CHECK(error_at("Carla turn").column == 5);                  // unknown player
  CHECK(error_at("Anna dock A1 I9").column == 18);            // unknown island
  CHECK(error_at("Anna dock A1 I2 drop 3").column == 21);     // not `unload`
  CHECK(error_at("Anna scuttle A1 six").column == 21);        // a die that is not a number
  CHECK(error_at("Bruno shoot B1 1>A1:xh").column == 25);     // the die of a shot
  CHECK(error_at("Bruno shoot B1 1A1:5h").column == 20);      // not a shot
  CHECK(error_at("Bruno shoot B1 1>A1:5").column == 20 + 6);  // no h or m
  CHECK(error_at("Bruno shoot B1 1>A1:5x").column == 20 + 6);
  CHECK(error_at("Bruno shoot B1 1>A1:5h/x").column == 20 + 7);
  CHECK(error_at("Anna ram A1 B1 five").column == 20);
  CHECK(error_at("Anna board A1 B1 4 2 steal 3").column == 26);
  CHECK(error_at("Anna explore A1 0").column == 21);  // a coin is worth 1 or more
  CHECK(error_at("Anna turn now").column == 15);      // unexpected word
  CHECK(error_at("Anna").column == 5);
}

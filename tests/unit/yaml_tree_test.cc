// The YAML reader (src/record/yaml_tree.h, libyaml's event parser): where it places every
// node, the nulls and texts it builds, its bounds, the sentences of its syntax errors, and
// what it refuses where YAML 1.1 (libyaml) and YAML 1.2 (yaml-cpp, which qm read with
// before) part ways: a tab after `- `, a line break an editor does not show, a control
// character.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "record/yaml_tree.h"

namespace {

std::vector<qm::YamlDocument> read_yaml(std::string_view text) {
  std::vector<qm::YamlDocument> docs;
  qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) { docs.push_back(std::move(doc)); });
  return docs;
}

qm::YamlDocument read_one(std::string_view text) {
  std::vector<qm::YamlDocument> docs = read_yaml(text);
  REQUIRE(docs.size() == 1);
  return std::move(docs[0]);
}

// `text` is one document that is refused at `line`:`column` with a message holding `words`.
void require_refused(std::string_view text, int line, int column, const std::string& words) {
  const qm::YamlDocument doc = read_one(text);
  INFO(doc.error);
  REQUIRE_FALSE(doc.ok);
  CHECK(doc.error.find(words) != std::string::npos);
  CHECK(doc.error_pos.line == line);
  CHECK(doc.error_pos.column == column);
  CHECK(doc.error.find("yaml_") == std::string::npos);  // never libyaml's own names
}

void require_at(const qm::YNode& node, int line, int column) {
  CHECK(node.pos.line == line);
  CHECK(node.pos.column == column);
}

}  // namespace

TEST_CASE("yaml tree: lines and columns count characters, from the file's top",
          "[yaml][positions]") {
  const std::vector<qm::YamlDocument> docs =
      read_yaml("a: 1\n---\nname: Jürgen\nmoves: [Jürgen, ü, b]\n");
  REQUIRE(docs.size() == 2);
  const qm::YamlDocument& doc = docs[1];
  REQUIRE(doc.ok);
  CHECK(doc.first_line == 2);
  require_at(doc.root.value(0), 3, 7);
  const qm::YNode& moves = *doc.root.find("moves");
  REQUIRE(moves.items.size() == 3);
  require_at(moves, 4, 8);
  require_at(moves.items[1], 4, 17);
  require_at(moves.items[2], 4, 20);
  SECTION("CR LF line ends count as one") {
    const qm::YamlDocument crlf = read_one("a: x\r\nb: [y, z]\r\n");
    REQUIRE(crlf.ok);
    require_at(crlf.root.value(1).items[1], 2, 8);
  }
  SECTION("a byte order mark takes no column") {
    const qm::YamlDocument bom = read_one("\xEF\xBB\xBFgame: loot\nx: y\n");
    REQUIRE(bom.ok);
    require_at(bom.root.value(0), 1, 7);
    require_at(bom.root.value(1), 2, 4);
  }
}

TEST_CASE("yaml tree: nulls, quoted texts and plain texts", "[yaml][nodes]") {
  const qm::YamlDocument doc =
      read_one("a:\nb: ~\nc: null\nd: ''\ne: &x \"q\"\nf:\n  - x\n  -\n  - y  # note\n");
  REQUIRE(doc.ok);
  // Nothing written stands where what follows starts (the next key or item), as it did.
  CHECK(doc.root.value(0).kind == qm::YNode::Kind::Null);
  require_at(doc.root.value(0), 2, 1);
  CHECK(doc.root.value(1).kind == qm::YNode::Kind::Null);
  require_at(doc.root.value(1), 2, 4);
  CHECK(doc.root.value(2).kind == qm::YNode::Kind::Null);
  CHECK(doc.root.value(3).is_scalar());
  CHECK(doc.root.value(3).quoted);
  // After an anchor the text does not start one column after the node's place.
  CHECK(doc.root.value(4).text == "q");
  CHECK_FALSE(doc.root.value(4).quoted);
  const qm::YNode& f = doc.root.value(5);
  REQUIRE(f.items.size() == 3);
  CHECK(f.items[1].kind == qm::YNode::Kind::Null);
  require_at(f.items[1], 9, 3);
  REQUIRE(doc.layouts.size() == 1);
  CHECK(doc.layouts[0].comment == "# note");
  CHECK(doc.layouts[0].comment_pos.line == 9);
  CHECK(doc.layouts[0].comment_pos.column == 8);
}

TEST_CASE("yaml tree: a colon inside a plain text is text", "[yaml][nodes]") {
  const qm::YamlDocument doc = read_one("a: 12:30\nb: http://x.org/y\nc: [12:30, a:b]\n");
  REQUIRE(doc.ok);
  CHECK(doc.root.value(0).text == "12:30");
  CHECK(doc.root.value(1).text == "http://x.org/y");
  CHECK(doc.root.value(2).items[1].text == "a:b");
}

TEST_CASE("yaml tree: anchors and aliases", "[yaml][aliases]") {
  const qm::YamlDocument doc = read_one("a: &x [1, 2]\nb: *x\n");
  REQUIRE(doc.ok);
  REQUIRE(doc.root.value(1).items.size() == 2);
  require_at(doc.root.value(1), 2, 4);
  require_refused("a: *nowhere\n", 1, 4, "the alias '*nowhere' names no anchor");
}

TEST_CASE("yaml tree: directives belong to the document after them", "[yaml][documents]") {
  const qm::YamlDocument doc = read_one("%YAML 1.1\n---\na: 1\n");
  REQUIRE(doc.ok);
  CHECK(doc.root.value(0).text == "1");
  require_refused("%FOO bar\n---\na: 1\n", 1, 5, "unknown directive");
}

TEST_CASE("yaml tree: lists and maps nest at most 500 deep, in flow and in blocks",
          "[yaml][nesting]") {
  std::string deep_items;
  for (int i = 0; i < 500; ++i) deep_items += "- ";
  CHECK(read_one(deep_items + "x\n").ok);
  require_refused(deep_items + "- x\n", 1, 1001, "nested more than 500 deep");
  std::string deep_maps;
  for (int i = 0; i < 600; ++i) deep_maps += std::string(i, ' ') + "a:\n";
  require_refused(deep_maps, 501, 501, "nested more than 500 deep");
  require_refused("a: " + std::string(600, '[') + "\n", 1, 504, "nested more than 500 deep");
}

TEST_CASE("yaml tree: tabs", "[yaml][tabs]") {
  const qm::YamlDocument aligned = read_one("game:\tloot\nplayers: [Anna,\tBruno]\n");
  REQUIRE(aligned.ok);
  CHECK(aligned.root.value(0).text == "loot");
  // YAML 1.2 takes a tab after `- `; libyaml does not: a sentence says what to write.
  require_refused("moves:\n  -\tAnna draw\n", 2, 4,
                  "YAML syntax: a tab after '-': write a space there instead");
  require_refused("moves:\n  - x\n\t- y\n", 3, 1,
                  "YAML syntax: a tab character here: YAML indents with spaces only");
}

TEST_CASE("yaml tree: a line break an editor may not show is refused at its place",
          "[yaml][line-breaks]") {
  require_refused("a: x\rb: y\n", 1, 5, "a carriage return (\\r) without a line feed");
  require_refused("a: x\n  # \xE2\x80\xA8\n", 2, 5, "the line separator U+2028");
  require_refused(
      "players: [Anna\xC2\x85"
      "Bruno]\n",
      1, 15, "the character U+0085 (next line)");
  // Written as escapes, they are text.
  const qm::YamlDocument escaped = read_one("a: \"x\\Ly\\r\"\n");
  REQUIRE(escaped.ok);
  CHECK(escaped.root.value(0).text == "x\xE2\x80\xA8y\r");
}

TEST_CASE("yaml tree: a control character is refused, an escape of one is text",
          "[yaml][control]") {
  require_refused("a: x  # \x1b[31m\n", 1, 9,
                  "the control character U+001B cannot stand in YAML text: remove it, or "
                  "write it as \"\\x1B\" in a double-quoted text");
  const qm::YamlDocument escaped = read_one("a: \"\\e\"\n");
  REQUIRE(escaped.ok);
  CHECK(escaped.root.value(0).text == "\x1b");
}

TEST_CASE("yaml tree: a syntax error says where and what was expected", "[yaml][syntax]") {
  require_refused("players: [Anna, Bruno\nmoves:\n  - Anna draw\n", 2, 6,
                  "YAML syntax: expected ',' or the closing ']' of the list opened with '[' at "
                  "line 1, column 10");
  require_refused("a: {x: 1\nb: 2\n", 2, 2,
                  "expected ',' or the closing '}' of the map opened with '{' at line 1, "
                  "column 4");
  require_refused("deal:\n  Anna: [m5]\n   Bruno: [m3]\n", 3, 4,
                  "YAML syntax: expected a 'key: value' line at the indentation of the map that "
                  "starts at line 2, column 3: check this line's indentation");
  require_refused("game: loot\noops\nmoves: []\n", 2, 1,
                  "YAML syntax: expected ':' after this key");
  require_refused(std::string(1100, 'k') + ": v\n", 1, 1101, "a key longer than 1024 characters");
  require_refused("a: \"x\\qy\"\n", 1, 6, "unknown escape sequence '\\q'");
  require_refused("a: \"\\uD800\"\n", 1, 7, "writes a character that is not Unicode");
  require_refused("a: 1\nb: \"open\nc: 2\n", 2, 4,
                  "unterminated quoted scalar: the \" opened here is never closed");
  require_refused("a: - b\n", 1, 4, "a list item ('- ') cannot start here");
  require_refused("a: b: c\n", 1, 5, "a ':' followed by a space cannot stand here");
  require_refused("a: @x\n", 1, 4, "a value cannot start with '@': put the text in quotes");
  require_refused("\"a\" \"b\"\n", 1, 5, "a second document without a '---' line before it");
  require_refused("players: [Anna,, Bruno]\n", 1, 16, "expected a value");
}

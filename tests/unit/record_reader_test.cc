// read_record_using_up, which a replay from the database and an import use, must read what
// read_record reads: it only moves the texts out of the tree instead of copying them.
#include <catch2/catch.hpp>
#include <filesystem>

#include "record/canonical.h"
#include "record/record.h"
#include "record/words.h"
#include "record/yaml_tree.h"
#include "test_support.h"

namespace {

std::vector<std::string> problem_texts(const std::vector<qm::RecordError>& problems) {
  std::vector<std::string> texts;
  for (const qm::RecordError& e : problems)
    texts.push_back(std::to_string(e.pos().line) + ":" + std::to_string(e.pos().column) + " " +
                    e.what());
  return texts;
}

// Reads `doc` both ways and checks that the two records agree; returns whether the tree
// given up had its move texts moved out.
bool reads_alike(const qm::YamlDocument& doc, const std::string& source) {
  std::vector<qm::RecordError> kept_problems, used_problems;
  const qm::Record kept = qm::read_record(doc.root, source, doc.index, kept_problems, &doc.layouts);
  qm::YNode given_up = doc.root;
  const qm::Record used =
      qm::read_record_using_up(given_up, source, doc.index, used_problems, &doc.layouts);
  CHECK(problem_texts(used_problems) == problem_texts(kept_problems));
  CHECK(used.id == kept.id);
  CHECK(used.id_given == kept.id_given);
  CHECK(used.players == kept.players);
  CHECK(qm::canonical_id(used.game_fields) == qm::canonical_id(kept.game_fields));
  REQUIRE(used.moves.size() == kept.moves.size());
  for (size_t i = 0; i < kept.moves.size(); ++i) {
    CHECK(used.moves[i].text == kept.moves[i].text);
    CHECK(used.moves[i].quoted == kept.moves[i].quoted);
    CHECK(used.moves[i].pos.line == kept.moves[i].pos.line);
    CHECK(used.moves[i].pos.column == kept.moves[i].pos.column);
    CHECK(bool(used.moves[i].layout) == bool(kept.moves[i].layout));
  }
  return !kept.moves.empty() && !kept.moves[0].fields && given_up.find("moves") != nullptr &&
         given_up.find("moves")->items[0].text.empty();
}

}  // namespace

TEST_CASE("a record read from a tree given up is the record read from a tree kept", "[record]") {
  int documents = 0, moved = 0;
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(qmtest::source_path("records"))) {
    if (entry.path().extension() != ".yaml") continue;
    const std::string text = qmtest::file_text(entry.path());
    qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) {
      if (!doc.ok) return;
      INFO(entry.path().string() << " document " << doc.index);
      ++documents;
      moved += reads_alike(doc, entry.path().string());
    });
  }
  CHECK(documents > 50);
  CHECK(moved > 0);  // the point of it: records with an id give their move texts up
}

TEST_CASE("a record without an id is not moved out of: its id is the hash of the tree",
          "[record]") {
  qm::parse_yaml_documents(
      "format: 1\ngame: loot\nruleset: standard\nplayers: [Anna, Bruno]\n"
      "moves:\n  - Anna draw\n  - Bruno draw\n",
      [&](qm::YamlDocument& doc) {
        REQUIRE(doc.ok);
        CHECK_FALSE(reads_alike(doc, "no-id.yaml"));
        std::vector<qm::RecordError> problems;
        const qm::Record used = qm::read_record_using_up(doc.root, "no-id.yaml", 1, problems);
        CHECK(used.id == qm::canonical_id(doc.root));
        CHECK(doc.root.find("moves")->items[0].text == "Anna draw");
      });
}

TEST_CASE("a move's words stand at the columns of their characters, not bytes", "[record]") {
  qm::RawMove move;
  move.pos = {7, 5};
  move.text = "Jürgen  attack\tSiobhán.m5 gold-4";
  const std::vector<qm::Word> words = qm::split_words(move);
  REQUIRE(words.size() == 4);
  CHECK(words[1].text == "attack");
  CHECK(words[1].pos.line == 7);
  CHECK(words[1].pos.column == 5 + 8);  // "Jürgen  " is 8 characters, 9 bytes
  CHECK(words[2].pos.column == 5 + 15);
  CHECK(words[3].text == "gold-4");
  CHECK(words[3].pos.column == 5 + 26);  // "Siobhán.m5 " is 11 characters, 12 bytes
  move.quoted = true;                    // the opening quote comes first
  CHECK(qm::split_words(move)[3].pos.column == 5 + 27);
}

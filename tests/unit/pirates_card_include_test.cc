// A format 2 record's card files (`cards:`, docs/format-pirates.md "Card files"): a fleet
// entry that names a card takes the card's figures and abilities, a figure the record writes
// wins, and the record stored keeps the resolved figures (it replays without the file). A
// card no file holds, a file that is missing, a directory, a symbolic link or outside the
// record's folder make the record unreadable at the line that names it.
#include <catch2/catch.hpp>

#include <filesystem>

#include "test_support.h"

using namespace qmtest;
namespace fs = std::filesystem;

namespace {

constexpr const char* kCards =
    "# the project's own cards, as `qm cards --out` writes them\n"
    "- {name: \"Marea Baja\", card: \"QM-001\", type: ship, nation: \"Spain\", points: 9, masts: "
    "[3S, 2L, 3S], cargo: 4, move: S+L, class: [Schooner], abilities: [{mod: {roll: board, by: "
    "2}}]}\n"
    "- {name: \"Kestrel\", card: \"QM-002\", type: ship, nation: \"England\", points: 7, masts: "
    "[4L, 3S], cargo: 3, move: L+S, abilities: [{immune: {to: hit, from: {range: L}}}]}\n"
    "- {name: \"Peg Harlow\", card: \"QM-902\", type: crew, nation: \"England\", points: 2, "
    "abilities: [captain]}\n";

// A record whose header line `cards:` is `cards` and whose fleets name the cards.
std::string record_with(const std::string& cards, const std::string& anna_ship) {
  return "format: 2\n"
         "game: pirates\n"
         "ruleset: pirates/standard\n"
         "players: [Anna, Bruno]\n"
         "points: 40\n" +
         cards +
         "\n"
         "islands:\n"
         "  - {id: I1, x: 200, y: 200, r: 50, home: Anna}\n"
         "  - {id: I2, x: 560, y: 200, r: 50, treasure: [3, 2, 1, 2]}\n"
         "  - {id: I3, x: 920, y: 200, r: 50, home: Bruno}\n"
         "  - {id: I4, x: 200, y: 560, r: 50, treasure: [1, 2, 2, 3]}\n"
         "  - {id: I5, x: 560, y: 560, r: 50, treasure: [2, 1, 2, 1]}\n"
         "  - {id: I6, x: 920, y: 560, r: 50, treasure: [3, 2, 2, 1]}\n"
         "fleets:\n"
         "  Anna:\n"
         "    treasure: [1, 1, 1, 2, 2, 2, 3, 3]\n"
         "    ships:\n"
         "      - " +
         anna_ship +
         "\n"
         "  Bruno:\n"
         "    treasure: [1, 1, 2, 2, 2, 2, 2, 3]\n"
         "    ships:\n"
         "      - {card: Kestrel, id: B1, points: 8, x: 850, y: 200, heading: 180}\n"
         "    crew:\n"
         "      - {card: QM-902, id: B1a, ship: B1}\n"
         "moves:\n"
         "  - Anna turn\n"
         "  - Anna move A1 320,200\n"
         "  - Bruno turn\n"
         "  - Bruno move B1 800,200\n";
}

const std::string kAnnaCardShip = "{card: QM-001, id: A1, x: 270, y: 200, heading: 0}";

// The value of `key` in the fleet entry with id `id`, as text ("" when none).
std::string field_of(const qm::Replay& r, const std::string& id, const std::string& key) {
  const qm::YNode* fleets = r.record->game_fields.find("fleets");
  REQUIRE(fleets);
  for (size_t f = 0; f < fleets->map_size(); ++f)
    for (const char* list : {"ships", "crew"})
      if (const qm::YNode* l = fleets->value(f).find(list))
        for (const qm::YNode& e : l->items)
          if (const qm::YNode* i = e.find("id"); i && i->text == id) {
            const qm::YNode* v = e.find(key);
            if (!v) return "";
            if (v->is_scalar()) return v->text;
            std::string out;
            for (const qm::YNode& item : v->items) out += (out.empty() ? "" : " ") + item.text;
            return out;
          }
  FAIL("no entry " << id);
  return "";
}

}  // namespace

TEST_CASE("cards include: a fleet entry takes its card's figures; the record's own win",
          "[pirates][cards][include]") {
  TempDir dir;
  dir.write("cards/club.cards", kCards);
  const std::string path =
      dir.write("game.yaml", record_with("cards: [cards/club.cards]", kAnnaCardShip));
  const std::vector<qm::Replay> replays = replay_file(path);
  REQUIRE(replays.size() == 1);
  const qm::Replay& r = replays[0];
  require_valid(r);
  // Taken by id, by name, and for a crew; Kestrel's points written in the record win.
  CHECK(field_of(r, "A1", "masts") == "3S 2L 3S");
  CHECK(field_of(r, "A1", "move") == "S+L");
  CHECK(field_of(r, "B1", "points") == "8");
  CHECK(field_of(r, "B1", "cargo") == "3");
  CHECK(field_of(r, "B1a", "nation") == "England");
  // The record holds them now: `cards:` is read and gone.
  CHECK(!r.record->game_fields.find("cards"));
}

TEST_CASE("cards include: a card no file holds is named with its line, and the nearest card",
          "[pirates][cards][include]") {
  TempDir dir;
  dir.write("cards/club.cards", kCards);
  const std::string path =
      dir.write("game.yaml", record_with("cards: [cards/club.cards]",
                                         "{card: QM-010, id: A1, x: 270, y: 200, heading: 0}"));
  const std::vector<qm::Replay> replays = replay_file(path);
  const qm::Replay& r = replays.at(0);
  require_unreadable(r, 18,
                     "no card 'QM-010' in the card files (cards/club.cards) (did you "
                     "mean 'QM-001'?)");
  // A crew card where the fleet lists ships.
  const std::string crew =
      dir.write("crew.yaml", record_with("cards: [cards/club.cards]",
                                         "{card: Peg Harlow, id: A1, x: 270, y: 200, heading: 0}"));
  require_unreadable(replay_file(crew).at(0), 18, "is a crew, and 'ships' lists ships");
}

TEST_CASE("cards include: a file missing, a directory, a link or outside the folder is refused",
          "[pirates][cards][include]") {
  TempDir dir;
  dir.write("cards/club.cards", kCards);
  auto refused = [&](const std::string& cards, const std::string& message) {
    INFO(cards);
    const std::string path = dir.write("game.yaml", record_with(cards, kAnnaCardShip));
    require_unreadable(replay_file(path).at(0), 6, message);
  };
  refused("cards: [cards/none.cards]", "no such file");
  refused("cards: [cards]", "is a directory");
  refused("cards: [../club.cards]", "is not inside the record's folder");
  refused("cards: [/etc/passwd]", "is not inside the record's folder");
  refused("cards: cards/club.cards", "'cards' is a list of card files");
  // A link to a file elsewhere, and a link to a folder on the way.
  TempDir elsewhere;
  const std::string outside = elsewhere.write("club.cards", kCards);
  fs::create_symlink(outside, dir.path() / "linked.cards");
  refused("cards: [linked.cards]", "symbolic link");
  fs::create_directory_symlink(elsewhere.path(), dir.path() / "shelf");
  refused("cards: [shelf/club.cards]", "symbolic link");
  // A file that is not a list of cards.
  dir.write("notes.cards", "title: not cards\n");
  refused("cards: [notes.cards]", "not a list of cards");
  // A format 1 record may not name card files at all.
  const std::string v1 =
      dir.write("v1.yaml",
                "format: 1\n" + record_with("cards: [cards/club.cards]", kAnnaCardShip).substr(10));
  require_unreadable(replay_file(v1).at(0), 6, "is a field of format 2");
}

TEST_CASE("cards include: the record store keeps the resolved figures",
          "[pirates][cards][include][cli]") {
  TempDir dir;
  dir.write("recs/cards/club.cards", kCards);
  dir.write("recs/game.yaml", record_with("cards: [cards/club.cards]", kAnnaCardShip));
  const std::string db = (dir.path() / "club.db").string();
  const RunResult imported = run_qm({"import", "--db", db, (dir.path() / "recs").string()});
  INFO(imported.out << imported.err);
  REQUIRE(imported.exit_code == 0);
  // The card file goes; the stored record still replays, and exports its figures.
  fs::remove_all(dir.path() / "recs");
  CHECK(run_qm({"check", "--db", db}).exit_code == 0);
  const RunResult exported = run_qm({"export", "--db", db, "--out", (dir.path() / "out").string()});
  REQUIRE(exported.exit_code == 0);
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(dir.path() / "out")) files.push_back(e.path());
  REQUIRE(files.size() == 1);
  const std::string text = file_text(files[0]);
  CHECK(text.find("cards:") == std::string::npos);
  CHECK(text.find("3S") != std::string::npos);
  const RunResult replayed = run_qm({"replay", files[0]});
  INFO(replayed.out << replayed.err);
  CHECK(replayed.exit_code == 0);
}

TEST_CASE("cards include: qm compare reads the card files under both rulesets",
          "[pirates][cards][include][cli]") {
  // The same game under two rulesets that judge it alike: no difference, nothing unreadable;
  // under a ruleset whose table edge blocks, the record (no `table:`) differs at its set-up,
  // not at its card file.
  TempDir dir;
  dir.write("recs/cards/club.cards", kCards);
  dir.write("recs/game.yaml", record_with("cards: [cards/club.cards]", kAnnaCardShip));
  const std::string recs = (dir.path() / "recs").string();
  const RunResult same = run_qm(
      {"compare", "--ruleset", "pirates/standard", "--ruleset", "pirates/half-of-total", recs});
  INFO(same.out << same.err);
  CHECK(same.exit_code == 0);
  CHECK(same.out.find("1 the same") != std::string::npos);
  const RunResult edge =
      run_qm({"compare", "--ruleset", "pirates/standard", "--ruleset", "pirates/table-edge", recs});
  INFO(edge.out << edge.err);
  CHECK(edge.exit_code == 1);
  CHECK(edge.out.find("table_edge is blocks") != std::string::npos);
  CHECK(edge.out.find("card") == std::string::npos);
}

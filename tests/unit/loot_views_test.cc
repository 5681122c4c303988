// Loot's typed views (games/loot/loot_views.h): a capture `qm compare` names reads back
// into its view as it was written, or is shown as compact JSON when it is not one.
#include <catch2/catch.hpp>

#include "games/loot/loot_game.h"
#include "games/loot/loot_game_state.h"
#include "replay/corpus.h"
#include "test_support.h"

using qm::Json;
using qmtest::replay_file;
using qmtest::source_path;

TEST_CASE("loot views: every capture of the sample records reads back as it was written",
          "[loot][views]") {
  int captures = 0;
  for (const std::string& file : qm::list_record_files({source_path("records/loot")}))
    for (const qm::Replay& r : replay_file(file)) {
      if (!r.state) continue;
      INFO(file);
      const auto& state = qm::own_state<qm::loot::LootGameState>(*r.state);
      for (const qm::loot::CaptureAudit& c : state.audit_view().captures) {
        const Json written = qm::loot::to_json(c.capture);
        qm::loot::CaptureView read;
        REQUIRE(qm::loot::read_value(written, read));
        CHECK(qm::loot::to_json(read) == written);
        ++captures;
      }
    }
  CHECK(captures > 20);
}

TEST_CASE("loot views: an entry that is not a whole capture is shown as compact JSON",
          "[loot][views]") {
  const qm::loot::LootGame game;
  const Json capture =
      Json::parse(R"({"move": 12, "merchant": "@3", "value": 5, "owner": "Bruno", "by": "Anna"})");
  CHECK(game.entry_text(capture) == "@3 (5 gold, Bruno's) to Anna before move 12");
  Json at_the_end = capture;
  at_the_end["move"] = nullptr;
  CHECK(game.entry_text(at_the_end) == "@3 (5 gold, Bruno's) to Anna at the end");
  for (const char* key : {"move", "merchant", "value", "owner", "by"}) {
    Json partial = capture;
    partial.erase(key);
    CHECK(game.entry_text(partial) == partial.dump());
  }
  Json wrong_type = capture;
  wrong_type["value"] = "five";
  CHECK(game.entry_text(wrong_type) == wrong_type.dump());
  CHECK(game.entry_text(Json::array({1, 2})) == "[1,2]");
}

// Pirates' typed views (games/pirates/pirates_views.h): the entries `qm compare` names (a
// ship, its masts, an island, a shot) read back into their views as they were written, at
// every move of every sample record; an entry that is not whole is shown as compact JSON.
#include <catch2/catch.hpp>

#include "games/pirates/pirates_game.h"
#include "games/pirates/pirates_game_state.h"
#include "replay/corpus.h"
#include "test_support.h"

using qm::Json;

namespace {

// Writes `view`, reads it back and writes it again: the same JSON.
template <class View>
void check_reads_back(const View& view) {
  const Json written = qm::pirates::to_json(view);
  View read;
  REQUIRE(qm::pirates::read_value(written, read));
  CHECK(qm::pirates::to_json(read) == written);
}

}  // namespace

TEST_CASE("pirates views: ships, islands and shots read back as they were written",
          "[pirates][views]") {
  int ships = 0, islands = 0, shots = 0;
  for (const std::string& file : qm::list_record_files({qmtest::source_path("records/pirates")})) {
    const std::string text = qmtest::file_text(file);
    const size_t moves = qmtest::replay_yaml(text).record->moves.size();
    for (size_t at = 0; at <= moves; ++at) {
      INFO(file << " after move " << at);
      qm::ReplayOptions options;
      options.stop_after = int(at);
      const qm::Replay r = qmtest::replay_yaml(text, options);
      if (!r.state) continue;
      const qm::pirates::TableView t =
          qm::own_state<qm::pirates::PiratesGameState>(*r.state).table_view();
      for (const qm::pirates::ShipView& s : t.ships) check_reads_back(s), ++ships;
      for (const qm::pirates::IslandView& i : t.islands) check_reads_back(i), ++islands;
      if (t.last)
        for (const qm::pirates::ShotView& s : t.last->shots) check_reads_back(s), ++shots;
    }
  }
  CHECK(ships > 100);
  CHECK(islands > 100);
  CHECK(shots > 5);
}

TEST_CASE("pirates views: an entry that is not whole is shown as compact JSON",
          "[pirates][views]") {
  const qm::pirates::PiratesGame game;
  qm::pirates::ShipView ship;
  ship.id = "A1";
  ship.owner = "Anna";
  ship.masts = {{1, "3S", 3, "S", 57.5, true}, {2, "2L", 2, "L", 83.8, false}};
  const Json written = qm::pirates::to_json(ship);
  CHECK(game.entry_text(written) == "A1 (Anna) at (0,0) heading 0, masts 3S, 2L lost, gold none");
  CHECK(game.entry_text(written["masts"]) == "1 standing (3S; lost: 2L)");
  for (const char* key : {"id", "x", "masts", "docked", "keywords"}) {
    Json partial = written;
    partial.erase(key);
    CHECK(game.entry_text(partial) == partial.dump());
  }
  Json wrong_type = written;
  wrong_type["heading"] = "north";
  CHECK(game.entry_text(wrong_type) == wrong_type.dump());
  Json shot = qm::pirates::to_json(qm::pirates::ShotView{});
  shot["from"] = Json::array({1});
  CHECK(game.entry_text(shot) == shot.dump());
}

#include "sample_records.h"

namespace qm::fuzz {

namespace {

// docs/format-loot.md's example.
constexpr const char* kLoot = R"(format: 1
game: loot
ruleset: loot/standard
players: [Anna, Bruno]
deal:
  Anna: [m5, m2, blue-2, blue-4, admiral, green-1]
  Bruno: [m3, gold-3, gold-4, purple-2, m6, green-captain]
moves:
  - Anna merchant m5
  - Bruno attack @1 gold-3
  - Anna attack @1 blue-4
  - Bruno attack @1 gold-4
  - Anna admiral @1
  - Bruno draw
  - Anna draw
)";

// The first turns of records/einauge/harbour-lane-2026-07-04-d3.yaml.
constexpr const char* kEinauge = R"(format: 1
game: einauge
ruleset: einauge/standard
players: [Dora, Ewan]
removed: [orange, black, white]
display: [yellow-5, yellow-4, green-2, blue-2, blue-7, yellow-6]
desk: [purple-3]
moves:
  - Dora buy green-2
  - Dora move yellow-6
  - reveal blue-4 yellow-8
  - Ewan buy yellow-5
  - Ewan steal purple-3
  - Ewan move blue-7
  - reveal red-6 purple-5
  - Dora buy yellow-4
  - Dora steal yellow-6
  - Dora move red-6
  - reveal yellow-7 blue-8
)";

// docs/format-pirates.md's example.
constexpr const char* kPirates = R"(format: 1
game: pirates
ruleset: pirates/standard
players: [Anna, Bruno]
points: 40
islands:
  - {id: I1, x: 200, y: 200, r: 50, home: Anna}
  - {id: I2, x: 560, y: 200, r: 50, treasure: [3, 2, 1, 2]}
  - {id: I3, x: 920, y: 200, r: 50, home: Bruno}
  - {id: I4, x: 200, y: 560, r: 50, treasure: [1, 2, 2, 3]}
  - {id: I5, x: 560, y: 560, r: 50, treasure: [2, 1, 2, 1]}
  - {id: I6, x: 920, y: 560, r: 50, treasure: [3, 2, 2, 1]}
fleets:
  Anna:
    treasure: [1, 1, 1, 2, 2, 2, 3, 3]
    ships:
      - {id: A1, name: Fortuna, nation: Spain, points: 9, masts: [3S, 2L], cargo: 4, move: L+L, x: 270, y: 200, heading: 180}
      - {id: A2, name: Santa Ana, nation: Spain, points: 12, masts: [3S, 3S, 4L], cargo: 5, move: S+L, abilities: [helmsman], x: 200, y: 270, heading: 270}
    crew:
      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}
  Bruno:
    treasure: [1, 1, 2, 2, 2, 2, 2, 3]
    ships:
      - {id: B1, name: Sea Hawk, nation: England, points: 10, masts: [3L, 3L], cargo: 3, move: L+L, x: 850, y: 200, heading: 0}
      - {id: B2, name: Raven, nation: England, points: 8, masts: [2S, 3S], cargo: 4, move: S+S, x: 920, y: 270, heading: 270}
    crew:
      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}
moves:
  - Anna turn
  - Anna move A1 353,200 436,200
  - Bruno turn
  - Bruno move B1 767,200 684,200
  - Anna turn
  - Anna move A1 490,200
  - Anna dock A1 I2
  - Bruno turn
  - Bruno move B1 625,255 550,280
  - Bruno shoot B1 1>A1:5h 2>A1:1m
  - Anna turn
  - Anna explore A1 3 2
)";

}  // namespace

const char* sample_record(std::string_view game) {
  if (game == "loot") return kLoot;
  if (game == "einauge") return kEinauge;
  if (game == "pirates") return kPirates;
  return nullptr;
}

}  // namespace qm::fuzz

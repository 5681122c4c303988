#include "pirates_support.h"

#include <catch2/catch.hpp>

#include <stdexcept>

#include "test_support.h"

namespace qmtest {

const char* const kPiratesHeader = R"(format: 1
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
      - {id: A1, name: Fortuna, nation: Spain, points: 9, masts: [3S, 2L], cargo: 4, move: L+L, x: 270, y: 200, heading: 0}
      - {id: A2, name: Santa Ana, nation: Spain, points: 12, masts: [3S, 3S, 4L], cargo: 5, move: S+L, abilities: [helmsman], x: 200, y: 270, heading: 270}
    crew:
      - {id: A1a, nation: Spain, points: 3, ability: captain, ship: A1}
      - {id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}
  Bruno:
    treasure: [1, 1, 2, 2, 2, 2, 2, 3]
    ships:
      - {id: B1, name: Sea Hawk, nation: England, points: 10, masts: [3L, 3L], cargo: 3, move: L+L, x: 850, y: 200, heading: 180}
      - {id: B2, name: Raven, nation: England, points: 8, masts: [2S, 3S], cargo: 4, move: S+S, x: 920, y: 270, heading: 270}
    crew:
      - {id: B1a, nation: England, points: 2, ability: captain, ship: B1}
)";

const char* const kStartIslands = R"(  islands:
    I2: {treasure: [3, 2, 1, 2]}
    I4: {treasure: [1, 2, 2, 3]}
    I5: {treasure: [2, 1, 2, 1]}
    I6: {treasure: [3, 2, 2, 1]}
  home: {Anna: [], Bruno: []}
)";

const char* const kFortRest = R"(  islands:
    I2: {treasure: [2], explored: true}
    I4: {treasure: [1, 2, 2, 3]}
    I5: {treasure: [2, 1, 2, 1]}
    I6: {treasure: [3, 2, 2, 1]}
  home: {Anna: [3, 2, 1], Bruno: [2, 2]}
)";

std::string pirates_record(const std::string& moves, const std::string& header) {
  return header + "moves:\n" + moves;
}

std::string pirates_position(const std::map<std::string, std::string>& ships,
                             const std::string& moves, const std::string& player,
                             const std::string& rest, const std::string& header) {
  // Where the set-up put them: docked at home, touching the island (70 mm from its centre).
  std::map<std::string, std::string> at = {
      {"A1", "{x: 270, y: 200, heading: 0, docked: I1}"},
      {"A2", "{x: 200, y: 270, heading: 270, docked: I1}"},
      {"B1", "{x: 850, y: 200, heading: 180, docked: I3}"},
      {"B2", "{x: 920, y: 270, heading: 270, docked: I3}"},
  };
  for (const auto& [id, entry] : ships) at[id] = entry;
  std::string start = "start:\n  player: " + player + "\n  ships:\n";
  for (const auto& [id, entry] : at)
    if (entry != "-") start += "    " + id + ": " + entry + "\n";
  start += rest.empty() ? std::string(kStartIslands) : rest;
  return header + start + "moves:\n" + moves;
}

std::string edit(const std::string& text, const std::string& from, const std::string& to) {
  size_t at = text.find(from);
  if (at == std::string::npos || text.find(from, at + 1) != std::string::npos)
    throw std::logic_error("edit: not found exactly once: " + from);
  return text.substr(0, at) + to + text.substr(at + from.size());
}

std::string mark(const std::string& text, const std::string& needle) {
  size_t at = text.find(needle);
  if (at == std::string::npos) throw std::logic_error("mark: not found: " + needle);
  size_t end = text.find('\n', at);
  if (end == std::string::npos) return text + "  # <-";
  return text.substr(0, end) + "  # <-" + text.substr(end);
}

void pirates_illegal(const std::string& yaml, const char* rule, int move) {
  require_illegal(replay_yaml(yaml), rule, move, line_of(yaml, "# <-"));
}

qm::Json table_entry(const qm::Replay& r, const std::string& list, const std::string& id) {
  REQUIRE(r.state);
  const qm::Json t = r.state->table();
  for (const qm::Json& e : t[list])
    if (e["id"] == id) return e;
  FAIL("no " << id << " in the table's " << list);
  return {};
}

std::string mast_states(const qm::Replay& r, const std::string& ship) {
  std::string out;
  const qm::Json entry = table_entry(r, "ships", ship);
  for (const qm::Json& m : entry["masts"])
    out += std::string(out.empty() ? "" : " ") + (m["standing"].get<bool>() ? "up"
                                                  : m.contains("fire")      ? "fire"
                                                                            : "lost");
  return out;
}

std::string with_ship_abilities(std::string header, const std::string& ship,
                                const std::string& list) {
  const size_t i = header.find("{id: " + ship + ", name: ");
  REQUIRE(i != std::string::npos);
  const size_t x = header.find(", x: ", i);
  const size_t has = header.find("abilities: [", i);
  if (has != std::string::npos && has < x) return header.insert(has + 12, list + ", ");
  return header.insert(x, ", abilities: [" + list + "]");
}

}  // namespace qmtest

// The `build` entries applied at set-up (docs/abilities-pirates.md, "build"): extra build points
// (`{build: {points: +N}}`, fleet-points) and a crew placed face up (`{build: {face-up: true}}`,
// setup-face). Each TEST_CASE is named after its rule id; the records are pirates_support.h's
// set-up as format 2, edited. Anna's fleet: 9 + 12 + 3 + 3 = 27 points.
#include <catch2/catch.hpp>

#include "pirates_support.h"
#include "test_support.h"

using namespace qmtest;

namespace {

std::string build_v2_header(const std::string& points) {
  return edit(edit(kPiratesHeader, "format: 1\n", "format: 2\n"), "points: 40", points);
}

// Anna's crew A1a (`a1a`) and A2a (`a2a`) with these `abilities` entries beside their keyword.
std::string build_crew(std::string header, const std::string& a1a, const std::string& a2a) {
  if (!a1a.empty())
    header =
        edit(header, "ability: captain, ship: A1", "abilities: [captain, " + a1a + "], ship: A1");
  if (!a2a.empty())
    header = edit(header, "ability: cannoneer, ship: A2",
                  "abilities: [cannoneer, " + a2a + "], ship: A2");
  return header;
}

}  // namespace

TEST_CASE("fleet-points with build points", "[pirates][rule][build]") {
  // A 26-point game: Anna's 27 are one too many, unless a crew allows one more.
  const std::string over = build_v2_header("points: 26");
  pirates_illegal(pirates_record(kAnna, mark(over, "  Anna:")), "fleet-points", 0);
  const std::string one = build_crew(over, "{build: {points: +1}}", "");
  require_valid(replay_yaml(pirates_record(kAnna, one)));
  // The extra points are the crew's ability: aboard a ship of another nation it does not work.
  const std::string foreign = edit(one, "{id: A1a, nation: Spain", "{id: A1a, nation: France");
  const qm::Replay r = replay_yaml(pirates_record(kAnna, mark(foreign, "  Anna:")));
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "fleet-points");
  CHECK(r.violation->message.find("the game's total is 26") != std::string::npos);
  // Two sources of one ability do not add up: two crew with +1 allow one point, not two.
  const std::string two_over = build_v2_header("points: 25");
  pirates_illegal(
      pirates_record(
          kAnna,
          mark(build_crew(two_over, "{build: {points: +1}}", "{build: {points: +1}}"), "  Anna:")),
      "fleet-points", 0);
  // Different expressions add up: +1 and +2 allow three.
  require_valid(replay_yaml(pirates_record(
      kAnna, build_crew(two_over, "{build: {points: +1}}", "{build: {points: +2}}"))));
  // Extra points of another player's fleet are not Anna's.
  const std::string bruno = edit(two_over, "ability: captain, ship: B1",
                                 "abilities: [captain, {build: {points: +5}}], ship: B1");
  pirates_illegal(pirates_record(kAnna, mark(bruno, "  Anna:")), "fleet-points", 0);
}

TEST_CASE("setup-face", "[pirates][rule][build]") {
  // A crew whose ability places it face up is written `face: up`.
  const std::string up = build_crew(build_v2_header("points: 40"), "{build: {face-up: true}}", "");
  require_valid(replay_yaml(pirates_record(kAnna, edit(up, "ship: A1}", "ship: A1, face: up}"))));
  // Written face down (the default, or `face: down`): setup-face, at the crew's line.
  pirates_illegal(pirates_record(kAnna, mark(up, "{id: A1a,")), "setup-face", 0);
  const std::string down = edit(up, "ship: A1}", "ship: A1, face: down}");
  const qm::Replay r = replay_yaml(pirates_record(kAnna, mark(down, "{id: A1a,")));
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "setup-face");
  CHECK(r.violation->message.find("A1a is placed face up") != std::string::npos);
  // A crew without the entry may be written either way.
  require_valid(replay_yaml(pirates_record(
      kAnna, edit(build_v2_header("points: 40"), "ship: A2}", "ship: A2, face: up}"))));
}

TEST_CASE("build entries qm applies are checked, the others stay unmodelled",
          "[pirates][format2][build]") {
  const std::string header = edit(build_crew(build_v2_header("points: 40"), "{build: {points: +1}}",
                                             "{build: {face-up: true}}"),
                                  "ship: A2}", "ship: A2, face: up}");
  const qm::Replay applied = replay_yaml(pirates_record(kAnna, header));
  require_valid(applied);
  // The audit lists each entry: checked when applied, unmodelled (with its areas) when not.
  auto checked = [](const qm::Replay& r, const std::string& text) {
    const qm::Json audit = r.state->audit();
    for (const qm::Json& k : audit["abilities"])
      if (k["ability"] == text) return k["checked"] == true ? 1 : 0;
    return -1;
  };
  CHECK(checked(applied, "{build: {points: +1}}") == 1);
  CHECK(checked(applied, "{build: {face-up: true}}") == 1);
  // A `variant` is data only (applied: nothing to check); `face-up` beside another parameter
  // stays unmodelled.
  const qm::Replay variant = replay_yaml(
      pirates_record(kAnna, build_crew(build_v2_header("points: 40"), "{build: {variant: card}}",
                                       "{build: {face-up: true, points: +1}}")));
  REQUIRE(!variant.error);
  CHECK(checked(variant, "{build: {variant: card}}") == 1);
  CHECK(checked(variant, "{build: {face-up: true, points: +1}}") == 0);
}

// Abilities beyond the six keywords (docs/abilities-pirates.md): format 2's `mod` changing
// shoot-roll, ram-roll and board-take (a case where it changes the verdict and cases where it
// does not apply: another nation, a crew not of its ship's nation, two sources of one
// ability counted once, a 1 always missing), and unmodelled abilities never silent: format 1's
// free text and format 2's `ruling` entries and primitives not modelled yet are listed, a
// legal line they could change is unchecked, a refused one says "illegal unless ...", and
// `qm adjudicate` warns. Unreadable entries name their line. Positions over
// pirates_support.h's set-up.
#include <catch2/catch.hpp>

#include "pirates_support.h"
#include "replay/adjudicate.h"
#include "replay/present.h"
#include "test_support.h"

using namespace qmtest;

namespace {

using Ships = std::map<std::string, std::string>;

// B1 with three masts, so that a boarding compares 3 masts with 3.
std::string three_masted_b1(const std::string& header = kPiratesHeader) {
  return edit(header, "masts: [3L, 3L], cargo: 3", "masts: [3L, 3L, 3L], cargo: 3");
}
std::string format2(const std::string& header) { return edit(header, "format: 1", "format: 2"); }
// A2's abilities list (helmsman and the rest).
std::string a2_abilities(const std::string& rest, const std::string& header) {
  return edit(header, "abilities: [helmsman]", "abilities: [helmsman, " + rest + "]");
}
// A2a: `abilities:` (format 2), of `nation`.
std::string a2a_abilities(const std::string& list, const std::string& nation,
                          const std::string& header) {
  return edit(header, "{id: A2a, nation: Spain, points: 3, ability: cannoneer, ship: A2}",
              "{id: A2a, nation: " + nation + ", points: 3, abilities: [" + list + "], ship: A2}");
}
std::string b_abilities(const std::string& ship, const std::string& list,
                        const std::string& header) {
  const std::string at = "{id: " + ship + ", name: ";
  const size_t i = header.find(at);
  REQUIRE(i != std::string::npos);
  std::string out = header;
  const size_t x = out.find(", x: ", i);
  return out.insert(x, ", abilities: [" + list + "]");
}

// A2 sails 50 mm to touch B1 (3 masts, a coin of 3 aboard), rams it and misses (2 against 3
// masts), and boards it: A2 rolls `mine`, B1 `theirs`, A2 takes B1's coin.
const Ships kBoarding = {{"A2", "{x: 330, y: 380, heading: 0}"},
                         {"B1", "{x: 420, y: 380, heading: 180, gold: [3]}"}};
std::string boarding(const std::string& header, int mine = 3, int theirs = 3) {
  return pirates_position(kBoarding,
                          kAnna + "  - Anna move A2 380,380\n  - Anna ram A2 B1 2m\n" +
                              "  - Anna board A2 B1 " + std::to_string(mine) + " " +
                              std::to_string(theirs) + " take 3  # <-\n",
                          "Anna", "", three_masted_b1(header));
}

// A2 shoots B2, 60 mm away, with its 3S cannon.
const Ships kShot = {{"A2", "{x: 400, y: 380, heading: 0}"},
                     {"B2", "{x: 460, y: 380, heading: 180}"}};
std::string shot(const std::string& header, const std::string& written = "2h") {
  return pirates_position(kShot, kAnna + "  - Anna shoot A2 1>B2:" + written + "  # <-\n", "Anna",
                          "", header);
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("unmodelled ability: the +1 boarding of format 1 is never a certain tie",
          "[pirates][ability][unmodelled]") {
  // The reported case: A2's "+1 to boarding rolls" boarded at 3+3+1 against 3+3; format 1
  // does not read the text, so the tie is not given as certain.
  const std::string yaml = boarding(a2_abilities("\"+1 to boarding rolls\"", kPiratesHeader));
  const qm::Replay r = replay_yaml(yaml);
  require_illegal(r, "board-take", 4, line_of(yaml, "# <-"));
  CHECK_THAT(r.violation->message,
             Catch::Contains("a tie (3+3 against 3+3) does nothing; illegal unless A2's ability "
                             "'+1 to boarding rolls' allows it"));
  const std::string caveats = joined(r.state->caveats());
  CHECK_THAT(caveats, Catch::Contains("the verdict on move 4 is not certain"));
  CHECK_THAT(caveats, Catch::Contains("A2's ability '+1 to boarding rolls' is not modelled (it "
                                      "could change: all): moves 2, 3 are unchecked"));
  CHECK_THAT(qm::verdict_line(r), Catch::Contains("caveat: the verdict on move 4 is not certain"));
  // The move and the ram before are listed as unchecked, with the ability.
  const qm::Json rep = report(r);
  REQUIRE(rep["unchecked"].size() == 2);
  CHECK(rep["unchecked"][0]["piece"] == "A2");
  CHECK(rep["unchecked"][0]["ability"] == "+1 to boarding rolls");
  CHECK(rep["unchecked"][1]["area"] == "ram");
  // qm adjudicate warns that the disputed line involves it.
  qm::Replayer replayer;
  const qm::Adjudication a = qm::adjudicate(replayer, *r.record, 0);
  const std::string text = qm::adjudication_text(a);
  CHECK_THAT(text, Catch::Contains("caveat: the verdict on move 4 is not certain: the line "
                                   "involves A2's ability '+1 to boarding rolls'"));
  // The referee may rule that it stands: A2 wins the tie, as played, and takes the coin.
  CHECK_THAT(text, Catch::Contains("If it stands (applied as played):\n  the rest of the record "
                                   "replays: valid"));
  // A coin B1 does not carry cannot be taken, standing or not.
  const std::string no_coin = edit(yaml, "take 3", "take 2");
  const qm::Adjudication none = qm::adjudicate(replayer, *replay_yaml(no_coin).record, 0);
  CHECK_THAT(qm::adjudication_text(none), Catch::Contains("it cannot stand: it also breaks "
                                                          "board-take: B1 carries no coin of 2"));
  // The audit lists it as unmodelled.
  const qm::Json audit = r.state->audit();
  bool listed = false;
  for (const qm::Json& k : audit["abilities"])
    if (k["ability"] == "+1 to boarding rolls") {
      listed = true;
      CHECK(k["checked"] == false);
      CHECK(k["unmodelled"] == "all");
    }
  CHECK(listed);
  // Lines of other ships are not concerned: without A2 there is nothing unchecked.
  const std::string other =
      pirates_position(kBoarding, kAnna + "  - Anna move A1 270,260\n", "Anna", "",
                       three_masted_b1(a2_abilities("\"+1 to boarding rolls\"", kPiratesHeader)));
  const qm::Replay o = replay_yaml(other);
  require_valid(o);
  CHECK_FALSE(report(o).contains("unchecked"));
  CHECK_THAT(joined(o.state->caveats()), Catch::Contains("no line so far involves it"));
}

TEST_CASE("ability mod: boarding", "[pirates][ability][mod]") {
  const std::string f2 = format2(kPiratesHeader);
  // Without it, 3+3 against 3+3 is a tie; with +1, A2 wins and takes the coin.
  pirates_illegal(boarding(f2), "board-take", 4);
  require_valid(replay_yaml(boarding(a2_abilities("{mod: {roll: board, by: 1}}", f2))));
  // Against English ships it applies; against French ones, not.
  require_valid(replay_yaml(
      boarding(a2_abilities("{mod: {roll: board, by: 1, vs: {nation: England}}}", f2))));
  require_valid(replay_yaml(
      boarding(a2_abilities("{mod: {roll: board, by: 1, vs: {not-nation: own}}}", f2))));
  const std::string french =
      boarding(a2_abilities("{mod: {roll: board, by: 1, vs: {nation: [France, Spain]}}}", f2));
  pirates_illegal(french, "board-take", 4);
  // A crew's mod works aboard a ship of its nation only.
  require_valid(
      replay_yaml(boarding(a2a_abilities("cannoneer, {mod: {roll: board, by: 1}}", "Spain", f2))));
  pirates_illegal(boarding(a2a_abilities("cannoneer, {mod: {roll: board, by: 1}}", "France", f2)),
                  "board-take", 4);
  // Two sources, one ability: the ship's and the crew's +1 count once (3+3+1 against 4+3 is
  // a tie); two different expressions add up.
  const std::string both = a2a_abilities("cannoneer, {mod: {by: 1, roll: board}}", "Spain",
                                         a2_abilities("{mod: {roll: board, by: 1}}", f2));
  const qm::Replay once = replay_yaml(boarding(both, 3, 4));
  require_illegal(once, "board-take", 4, line_of(boarding(both, 3, 4), "# <-"));
  CHECK_THAT(once.violation->message, Catch::Contains("a tie (3+3+1 against 4+3)"));
  const std::string two =
      a2a_abilities("cannoneer, {mod: {roll: board, by: 1, vs: {nation: England}}}", "Spain",
                    a2_abilities("{mod: {roll: board, by: 1}}", f2));
  require_valid(replay_yaml(boarding(two, 3, 4)));
  // The audit lists the mod as checked.
  const qm::Replay r = replay_yaml(boarding(a2_abilities("{mod: {roll: board, by: 1}}", f2)));
  const qm::Json audit = r.state->audit();
  bool listed = false;
  for (const qm::Json& k : audit["abilities"])
    if (k["ability"] == "{mod: {roll: board, by: 1}}") {
      listed = true;
      CHECK(k["checked"] == true);
      CHECK(k["works"] == true);
    }
  CHECK(listed);
}

TEST_CASE("ability mod: cannon rolls, and a 1 always misses", "[pirates][ability][mod]") {
  const std::string f2 = format2(kPiratesHeader);
  // A 2 misses the 3S cannon's rank 3; +1 against English ships makes it a hit.
  pirates_illegal(shot(f2), "shoot-roll", 2);
  const qm::Replay hit =
      replay_yaml(shot(a2_abilities("{mod: {roll: cannon, by: 1, vs: {nation: England}}}", f2)));
  require_valid(hit);
  const std::string french =
      shot(a2_abilities("{mod: {roll: cannon, by: 1, vs: {nation: France}}}", f2));
  pirates_illegal(french, "shoot-roll", 2);
  // Written as a miss, the message shows the mod.
  const std::string miss =
      shot(a2_abilities("{mod: {roll: cannon, by: 1, vs: {nation: England}}}", f2), "2m");
  const qm::Replay m = replay_yaml(miss);
  require_illegal(m, "shoot-roll", 2, line_of(miss, "# <-"));
  CHECK_THAT(m.violation->message, Catch::Contains("d6 2 + 1 (A2 +1) against the 3S cannon"));
  // A 1 always misses, whatever the mods.
  pirates_illegal(shot(a2_abilities("{mod: {roll: cannon, by: 6}}", f2), "1h"), "shoot-roll", 2);
  // `to: attackers`: Spanish ships get +1 against B2.
  require_valid(replay_yaml(shot(
      b_abilities("B2", "{mod: {roll: cannon, by: 1, to: attackers, vs: {nation: Spain}}}", f2))));
  pirates_illegal(
      shot(b_abilities("B2", "{mod: {roll: cannon, by: 1, to: attackers, vs: {nation: France}}}",
                       f2)),
      "shoot-roll", 2);
}

TEST_CASE("ability mod: ram rolls", "[pirates][ability][mod]") {
  // A2 rams B1 (2 masts): a 2 is not more than 2; with +1 it is.
  const Ships ram = {{"A2", "{x: 330, y: 380, heading: 0}"},
                     {"B1", "{x: 420, y: 380, heading: 180}"}};
  const std::string lines = kAnna + "  - Anna move A2 380,380\n  - Anna ram A2 B1 2h  # <-\n";
  const std::string f2 = format2(kPiratesHeader);
  pirates_illegal(pirates_position(ram, lines, "Anna", "", f2), "ram-roll", 3);
  require_valid(replay_yaml(
      pirates_position(ram, lines, "Anna", "", a2_abilities("{mod: {roll: ram, by: 1}}", f2))));
  // A boarding mod does not change a ram.
  pirates_illegal(
      pirates_position(ram, lines, "Anna", "", a2_abilities("{mod: {roll: board, by: 1}}", f2)),
      "ram-roll", 3);
}

TEST_CASE("ability immune: shots at a ship", "[pirates][ability][immune]") {
  const std::string f2 = format2(kPiratesHeader);
  // A2's mast 3 is 4L, mast 1 3S. "L-range cannons cannot hit this ship".
  const std::string no_l_hit = b_abilities("B2", "{immune: {to: hit, from: {range: L}}}", f2);
  const std::string l_hit = edit(shot(no_l_hit, "5h"), "1>B2:5h", "3>B2:5h");
  const qm::Replay r = replay_yaml(l_hit);
  require_illegal(r, "shoot-roll", 2, line_of(l_hit, "# <-"));
  CHECK_THAT(r.violation->message, Catch::Contains("L-range cannons cannot hit B2 (B2's ability)"));
  require_valid(replay_yaml(edit(shot(no_l_hit, "5m"), "1>B2:5m", "3>B2:5m")));
  require_valid(replay_yaml(shot(no_l_hit, "4h")));  // an S cannon hits as usual
  require_valid(replay_yaml(edit(shot(f2, "5h"), "1>B2:5h", "3>B2:5h")));  // without it
  // "Cannot be shot at by L-range cannons": shoot-immune; S-range cannons may.
  const std::string no_l_shot = b_abilities("B2", "{immune: {to: shot, from: {range: L}}}", f2);
  const std::string l_shot = edit(shot(no_l_shot, "5h"), "1>B2:5h", "3>B2:5h");
  const qm::Replay s = replay_yaml(l_shot);
  require_illegal(s, "shoot-immune", 2, line_of(l_shot, "# <-"));
  CHECK_THAT(s.violation->message,
             Catch::Contains("B2 cannot be shot at by L-range cannons (B2's ability)"));
  require_valid(replay_yaml(shot(no_l_shot, "4h")));
  // A referee may rule that it stands: the shot is resolved as rolled.
  qm::Replayer replayer;
  const qm::Adjudication a = qm::adjudicate(replayer, *s.record, 0);
  CHECK(a.move == 2);
  CHECK_FALSE(a.stands.violation);
  // A crew's immunity works aboard a ship of its nation only (B1a, English, moved to B2).
  auto b1a_on_b2 = [&](const std::string& nation) {
    return edit(f2, "{id: B1a, nation: England, points: 2, ability: captain, ship: B1}",
                "{id: B1a, nation: " + nation +
                    ", points: 2, abilities: [{immune: {to: shot}}], ship: B2}");
  };
  pirates_illegal(shot(b1a_on_b2("England"), "4h"), "shoot-immune", 2);
  require_valid(replay_yaml(shot(b1a_on_b2("France"), "4h")));
}

TEST_CASE("unmodelled ability: format 2 rulings and primitives not modelled yet",
          "[pirates][ability][unmodelled]") {
  const std::string f2 = format2(kPiratesHeader);
  // B2's ruling affects shooting: a legal shot at it is unchecked; a refused one says unless.
  const std::string ghost = b_abilities("B2", "{ruling: \"Ghost Ship.\", affects: [shoot]}", f2);
  const qm::Replay legal = replay_yaml(shot(ghost, "4h"));
  require_valid(legal);
  REQUIRE(report(legal)["unchecked"].size() == 1);
  CHECK(report(legal)["unchecked"][0]["piece"] == "B2");
  CHECK(report(legal)["unchecked"][0]["area"] == "shoot");
  CHECK_THAT(joined(legal.state->caveats()),
             Catch::Contains("B2's ability 'Ghost Ship.' is not modelled (it could change: "
                             "shoot): move 2 is unchecked"));
  const std::string refused = shot(ghost);
  const qm::Replay r = replay_yaml(refused);
  require_illegal(r, "shoot-roll", 2, line_of(refused, "# <-"));
  CHECK_THAT(r.violation->message, Catch::Contains("illegal unless B2's ability 'Ghost Ship.' "
                                                   "allows it"));
  // Affecting moves only, it leaves the shot certain.
  const qm::Replay moves =
      replay_yaml(shot(b_abilities("B2", "{ruling: \"Ghost Ship.\", affects: [move]}", f2)));
  CHECK_THAT(moves.violation->message, !Catch::Contains("unless"));
  // A primitive not modelled yet is unmodelled for its areas, never ignored.
  const std::string immune = b_abilities("B2", "{immune: {to: hit, only-on: 5}}", f2);
  const qm::Replay i = replay_yaml(shot(immune, "4h"));
  require_valid(i);
  CHECK(report(i)["unchecked"][0]["ability"] == "{immune: {to: hit, only-on: 5}}");
  // A keyword of the vocabulary the engine applies (Fear, rules_fear.cc: nothing unchecked), and
  // a label (nothing).
  require_valid(replay_yaml(shot(b_abilities("B2", "fear", f2), "4h")));
  CHECK_FALSE(report(replay_yaml(shot(b_abilities("B2", "fear", f2), "4h"))).contains("unchecked"));
  CHECK_FALSE(
      report(replay_yaml(shot(b_abilities("B2", "Schooner", f2), "4h"))).contains("unchecked"));
  // A mod with a condition the engine does not model yet is unmodelled for its roll.
  const qm::Replay cond =
      replay_yaml(shot(a2_abilities("{mod: {roll: cannon, by: 1, if: {docked: any}}}", f2)));
  CHECK_THAT(cond.violation->message, Catch::Contains("unless A2's ability '{mod: {roll: cannon, "
                                                      "by: 1, if: {docked: any}}}' allows it"));
  // The v1 keywords' own expressions are those keywords: {allow: move-shoot} is a Captain.
  const Ships a1 = {{"A1", "{x: 400, y: 300, heading: 90}"},
                    {"B2", "{x: 460, y: 380, heading: 180}"}};
  const std::string move_shoot = kAnna + "  - Anna move A1 400,380\n  - Anna shoot A1 1>B2:4h\n";
  const std::string captain =
      edit(f2, "{id: A1a, nation: Spain, points: 3, ability: captain, ship: A1}",
           "{id: A1a, nation: Spain, points: 3, abilities: [{allow: move-shoot}], ship: A1}");
  const qm::Replay c = replay_yaml(pirates_position(a1, move_shoot, "Anna", "", captain));
  require_valid(c);
  CHECK_FALSE(report(c).contains("unchecked"));
}

TEST_CASE("ability entries: a word or value outside the vocabulary is unreadable",
          "[pirates][ability][bad_input]") {
  const std::string f2 = format2(kPiratesHeader);
  auto unreadable = [&](const std::string& entry, const char* message) {
    const std::string yaml = shot(a2_abilities(entry, f2));
    require_unreadable(replay_yaml(yaml), line_of(yaml, "id: A2,"), message);
  };
  unreadable("{mod: {roll: cannons, by: 1}}", "a `mod`'s roll is one of cannon, board");
  unreadable("{mod: {roll: cannon, by: 0}}", "a whole number from -6 to 6, not 0");
  unreadable("{mod: {roll: cannon, by: 1, vs: {colour: red}}}", "unknown parameter 'colour'");
  unreadable("{mod: {roll: cannon, by: 1, against: England}}", "unknown parameter 'against'");
  unreadable("{modify: {roll: cannon, by: 1}}", "an ability's primitive is one of mod");
  unreadable("{ruling: \"Ghost Ship.\", affects: [swim]}", "unknown area 'swim'");
  unreadable("{allow: fly}", "what `allow` lifts is one of");
  unreadable("{immune: {to: rain}}", "what `immune` protects from");
  unreadable("ghost-ship", "unknown ability 'ghost-ship'");
  unreadable("{mod: {roll: cannon, by: 1}, stat: {move: +S}}", "a map with one key");
  // Format 1 still reads any word (it is kept, and unmodelled).
  require_valid(replay_yaml(shot(a2_abilities("ghost-ship", kPiratesHeader), "4h")));
}

TEST_CASE("labels: a class and a label keyword are listed, unverified when unconfirmed",
          "[pirates][ability][label]") {
  // A2 prints Galley (a hull class whose own rules the vocabulary could not confirm) and
  // Schooner (a label other cards refer to); B1's `class:` says Sea Monster. Each is listed
  // with the pieces' abilities; only the unconfirmed ones as unverified. None changes a
  // verdict: the record is valid with nothing unchecked.
  std::string h = a2_abilities("galley, schooner", format2(kPiratesHeader));
  h = edit(h, "{id: B1, name: Sea Hawk,", "{id: B1, name: Sea Hawk, class: [Sea Monster],");
  qm::Replay r = replay_yaml(pirates_record(kAnna, h));
  require_valid(r);
  CHECK_FALSE(report(r).contains("unchecked"));
  std::map<std::string, qm::Json> listed;
  const qm::Json audit = r.state->audit();
  for (const qm::Json& a : audit["abilities"])
    listed[a["piece"].get<std::string>() + " " + a["ability"].get<std::string>()] = a;
  REQUIRE(listed.count("A2 galley"));
  REQUIRE(listed.count("A2 schooner"));
  REQUIRE(listed.count("B1 class: Sea Monster"));
  CHECK(listed["A2 galley"]["unverified"] == true);
  CHECK_FALSE(listed["A2 schooner"].contains("unverified"));
  CHECK(listed["B1 class: Sea Monster"]["unverified"] == true);
  CHECK(listed["B1 class: Sea Monster"]["checked"] == true);
  // The text audit says so.
  const std::string text = qm::audit_text(r, qm::TextStyle::Plain);
  CHECK(text.find("a label: its own rules, if any, unverified") != std::string::npos);
  // A class is a label's text, not a map.
  require_unreadable(
      replay_yaml(pirates_record(kAnna, edit(format2(kPiratesHeader), "{id: B1, name: Sea Hawk,",
                                             "{id: B1, name: Sea Hawk, class: [{x: 1}],"))),
      0, "a class is a label as the card prints it");
}

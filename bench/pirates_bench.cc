// The Pirates rules engine alone: actions per second through pirates::State::play (every
// rule checked, geometry included, then the line applied), on lines already parsed.
// Requirement (issue 12): at least 1 million actions per second on one core.
//
// Until the Pirates simulator exists, the sequence is synthetic: a position (`start:`)
// with two ships at sea that sail to and fro between two points, each shooting the other
// after its move (a Captain's ship) with dice that miss, so that the game never ends; every
// line is a `turn`, a `move` (base-move matching, the path against every island and ship)
// or a `shoot` (range and line of fire against every island and ship).
//   pirates/play          the parsed lines through a fresh copy of the table;
//   pirates/parse_play    from each line's text: pirates::parse_action, then play;
//   pirates/play_terrain  the same lines in a format 2 record with four reefs, four
//                         Sargasso Seas, a fog bank, an iceberg and a trade current on the
//                         table that the moves pass and do not meet (every path measured
//                         against every terrain piece too), and each turn's iceberg roll
//                         (a 1: the iceberg's gold number is 6, so it never drifts).
//   pirates/play_table    the lines of play_terrain with forts on the table too (issue 25): each
//                         fleet owns a fort, both built at the position (FA on I2, FB on
//                         I5, with gold inside), so that every line also passes the forts'
//                         checks (fort-timing, the forts' standing).
//   pirates/play_abilities the lines of `play` in a format 2 record whose every ship carries
//                         abilities (docs/abilities-pirates.md): cannon, boarding and ram
//                         mods against another nation, twice (two sources, one ability),
//                         an immunity to S-range hits and an unmodelled ruling; every shot
//                         looks them all up.
#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "games/game.h"
#include "games/pirates/header_reader.h"
#include "games/pirates/notation.h"
#include "games/pirates/state.h"
#include "games/registry.h"
#include "record/record.h"
#include "record/yaml_tree.h"
#include "rules/ruleset.h"

namespace {

using namespace qm;

constexpr int kRounds = 2000;

// `%FORMAT%` and `%TERRAIN%` are filled in by bench_for().
const char* const kHeader = R"(format: %FORMAT%
game: pirates
ruleset: pirates/standard
players: [Anna, Bruno]
islands:
  - {id: I1, x: 200, y: 200, r: 50, home: Anna}
  - {id: I2, x: 560, y: 200, r: 50, treasure: [3, 2, 1, 2]}
  - {id: I3, x: 920, y: 200, r: 50, home: Bruno}
  - {id: I4, x: 200, y: 560, r: 50, treasure: [1, 2, 2, 3]}
  - {id: I5, x: 560, y: 620, r: 50, treasure: [2, 1, 2, 1]}
  - {id: I6, x: 920, y: 560, r: 50, treasure: [3, 2, 2, 1]}
%TERRAIN%fleets:
  Anna:
    treasure: [1, 1, 1, 2, 2, 2, 3, 3]
    ships:
      - {id: A1, name: Fortuna, nation: Spain, points: 9, masts: [3S, 2L], cargo: 4, move: L+L, abilities: [captain]}
      - {id: A2, name: Santa Ana, nation: Spain, points: 12, masts: [3S, 3S, 4L], cargo: 5, move: S+L}
  Bruno:
    treasure: [1, 1, 2, 2, 2, 2, 2, 3]
    ships:
      - {id: B1, name: Sea Hawk, nation: England, points: 10, masts: [3L, 3L], cargo: 3, move: L+L, abilities: [captain]}
      - {id: B2, name: Raven, nation: England, points: 8, masts: [2S, 3S], cargo: 4, move: S+S}
%FORTS%start:
  player: Anna
  ships:
    A1: {x: 380, y: 380, heading: 0}
    A2: {x: 200, y: 270, heading: 270, docked: I1}
    B1: {x: 380, y: 440, heading: 0}
    B2: {x: 920, y: 270, heading: 270, docked: I3}
%BUILT%moves: []
)";

struct Bench {
  std::shared_ptr<const pirates::Pieces> pieces;
  pirates::Options options;
  std::vector<RawMove> raw;
  std::vector<pirates::Action> actions;
};

// Off the paths (x 380-460 at y 380 and 440) and the lines of fire between them.
const char* const kTerrain = R"(terrain:
  - {id: T1, kind: reef, x: 380, y: 300, r: 30}
  - {id: T2, kind: reef, x: 460, y: 520, r: 30}
  - {id: T3, kind: reef, x: 720, y: 380, r: 40}
  - {id: T4, kind: reef, x: 300, y: 900, r: 40}
  - {id: T5, kind: sargasso, x: 560, y: 410, r: 30}
  - {id: T6, kind: sargasso, x: 300, y: 410, r: 25}
  - {id: T7, kind: sargasso, x: 720, y: 700, r: 40}
  - {id: T8, kind: sargasso, x: 1000, y: 900, r: 40}
  - {id: T9, kind: fog, x: 1100, y: 400, r: 40, one: 90}
  - {id: T10, kind: iceberg, x: 1100, y: 700, r: 30, gold: 6, one: 90}
  - {id: T11, kind: current, owner: Bruno, from: [100, 700], to: [100, 850], w: 20}
)";

// Bruno's fort, then both built: each holds its cost and the coins of its island.
const char* const kForts = R"(    forts:
      - {id: FB, name: Fort Raven, cost: 2, flags: [3L, 2S]}
)";
const char* const kAnnasFort = R"(    forts:
      - {id: FA, name: Fort Fortuna, cost: 3, flags: [3S, 3L, 2S]}
)";
const char* const kBuilt = R"(  forts:
    FA: {island: I2, gold: [3, 3, 2, 1, 2]}
    FB: {island: I5, gold: [2, 2, 1, 2, 1]}
)";

std::string replaced(std::string text, std::string_view key, std::string_view value) {
  text.replace(text.find(key), key.size(), value);
  return text;
}

// Abilities for every ship, none of which changes the sequence's verdicts.
const char* const kAbilities =
    "{mod: {roll: cannon, by: 1, vs: {nation: France}}}, {mod: {roll: board, by: 1}}, "
    "{mod: {by: 1, roll: board}}, {mod: {roll: ram, by: 2, vs: {not-nation: own}}}, "
    "{immune: {to: hit, from: {range: S}}}, {ruling: \"Ghost Ship.\", affects: [board]}";

Bench bench_for(bool terrain, bool abilities = false, bool forts = false) {
  Bench out;
  std::string header = replaced(replaced(kHeader, "%FORMAT%", terrain || abilities ? "2" : "1"),
                                "%TERRAIN%", terrain ? kTerrain : "");
  header =
      replaced(replaced(header, "%FORTS%", forts ? kForts : ""), "%BUILT%", forts ? kBuilt : "");
  if (forts)
    header = replaced(header, "cargo: 5, move: S+L}\n",
                      std::string("cargo: 5, move: S+L}\n") + kAnnasFort);
  if (abilities) {
    const std::string with = std::string(", ") + kAbilities + "]}";
    header = replaced(header, "move: L+L, abilities: [captain]}",
                      "move: L+L, abilities: [captain" + with);
    header = replaced(header, "move: L+L, abilities: [captain]}",
                      "move: L+L, abilities: [captain" + with);
    header = replaced(header, "move: S+L}", "move: S+L, abilities: [" + with.substr(2));
    header = replaced(header, "move: S+S}", "move: S+S, abilities: [" + with.substr(2));
  }
  RulesetLibrary library(&game_option_specs);
  out.options = pirates::Options::from(*library.get("pirates/standard"));
  std::optional<Record> record;
  parse_yaml_documents(header, [&](YamlDocument& doc) {
    if (!doc.ok) throw std::logic_error(doc.error);
    record = read_record(doc.root, "bench", 1);
  });
  out.pieces = std::make_shared<const pirates::Pieces>(pirates::read_pieces(*record, out.options));
  for (int round = 0; round < kRounds; ++round) {
    const bool out_leg = round % 2 == 0;  // to x 460, or back to 380
    const char* a_to = out_leg ? "460,380" : "380,380";
    const char* b_to = out_leg ? "460,440" : "380,440";
    for (std::string line :
         {std::string("Anna turn"), std::string(terrain ? "Anna iceberg 1" : ""),
          std::string("Anna move A1 ") + a_to, std::string("Anna shoot A1 2>B1:1m"),
          std::string("Bruno turn"), std::string(terrain ? "Bruno iceberg 1" : ""),
          std::string("Bruno move B1 ") + b_to, std::string("Bruno shoot B1 1>A1:2m 2>A1:1m")}) {
      if (line.empty()) continue;
      RawMove raw;
      raw.text = line;
      out.raw.push_back(raw);
      out.actions.push_back(pirates::parse_action(raw, *out.pieces));
    }
  }
  pirates::State state(out.pieces, out.options);
  for (const pirates::Action& a : out.actions)
    if (auto v = state.play(a))
      throw std::logic_error(std::string("the bench sequence breaks ") + v->rule + ": " +
                             v->message);
  return out;
}

const Bench& bench() {
  static const Bench b = bench_for(false);
  return b;
}

const Bench& terrain_bench() {
  static const Bench b = bench_for(true);
  return b;
}

const Bench& table_bench() {
  static const Bench b = bench_for(true, false, true);
  return b;
}

const Bench& abilities_bench() {
  static const Bench b = bench_for(false, true);
  return b;
}

void play_lines(benchmark::State& st, const Bench& b) {
  const pirates::State initial(b.pieces, b.options);
  for (auto _ : st) {
    pirates::State state = initial;
    for (const pirates::Action& a : b.actions) benchmark::DoNotOptimize(state.play(a));
    benchmark::DoNotOptimize(state.lines());
  }
  st.SetItemsProcessed(st.iterations() * int64_t(b.actions.size()));
}

void play(benchmark::State& st) { play_lines(st, bench()); }
void play_terrain(benchmark::State& st) { play_lines(st, terrain_bench()); }
void play_table(benchmark::State& st) { play_lines(st, table_bench()); }
void play_abilities(benchmark::State& st) { play_lines(st, abilities_bench()); }

void parse_play(benchmark::State& st) {
  const Bench& b = bench();
  const pirates::State initial(b.pieces, b.options);
  for (auto _ : st) {
    pirates::State state = initial;
    for (const RawMove& raw : b.raw)
      benchmark::DoNotOptimize(state.play(pirates::parse_action(raw, *b.pieces)));
    benchmark::DoNotOptimize(state.lines());
  }
  st.SetItemsProcessed(st.iterations() * int64_t(b.raw.size()));
}

}  // namespace

BENCHMARK(play)->Name("pirates/play")->Unit(benchmark::kMillisecond);
BENCHMARK(parse_play)->Name("pirates/parse_play")->Unit(benchmark::kMillisecond);
BENCHMARK(play_terrain)->Name("pirates/play_terrain")->Unit(benchmark::kMillisecond);
BENCHMARK(play_table)->Name("pirates/play_table")->Unit(benchmark::kMillisecond);
BENCHMARK(play_abilities)->Name("pirates/play_abilities")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();

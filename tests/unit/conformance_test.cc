// The conformance suite over every registered game (its one state, games/game_state.h),
// Nim (nim_game.h) included; OpenSpiel's random-simulation tests are
// the model. For each game, each of its rulesets (shipped, or in a $QM_RULESETS directory)
// and each player count its state accepts:
//   - random games, written as records by the generic loop, replay as valid with the
//     simulated scores;
//   - the same seed gives the same output, whatever the threads;
//   - `state`, `audit` and the report are well-formed at every move of a sample game;
//   - import -> replay from the store -> export -> replay give the verdicts of the replay;
//   - the game's bad-input records, and simulated records cut or garbled, never crash;
//   - a state re-dealt for one seat (GameState::resample_hidden) keeps what that seat sees
//     (seat_view), the turn and the scores, keeps the game's invariants, plays on to its
//     end, and leaves the game it was copied from as it was; a game with hidden
//     information re-deals something.
#include <fmt/format.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "games/bot.h"
#include "games/game.h"
#include "games/game_state.h"
#include "games/registry.h"
#include "nim_game.h"
#include "replay/present.h"
#include "rules/ruleset.h"
#include "sim/game_seeds.h"
#include "sim/simulation.h"
#include "sim/simulator.h"
#include "store/export.h"
#include "store/import.h"
#include "store/open.h"
#include "store/record_rows.h"
#include "test_support.h"

namespace fs = std::filesystem;
using namespace qmtest;

namespace {

// Games per configuration (about 3,000 in all; 2.5 s in Release on the 2-core development
// machine); Debug and AddressSanitizer builds are about 12 times slower.
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr int kGames = 4;
#else
constexpr int kGames = 80;
#endif

struct Config {
  const qm::Game* game = nullptr;
  std::shared_ptr<const qm::Ruleset> ruleset;
  int players = 0;
  std::string label() const { return fmt::format("{}, {} players", ruleset->name, players); }
};

// The rulesets of `game`: the shipped ones, then those of the $QM_RULESETS directories.
std::vector<std::string> rulesets_of(const std::string& game) {
  std::vector<std::string> names;
  for (const std::string& name : qm::RulesetLibrary::builtin_names())
    if (name.rfind(game + "/", 0) == 0) names.push_back(name);
  if (const char* dirs = std::getenv("QM_RULESETS")) {
    std::stringstream list(dirs);
    for (std::string dir; std::getline(list, dir, ':');) {
      const fs::path folder = fs::path(dir) / game;
      if (dir.empty() || !fs::is_directory(folder)) continue;
      std::vector<std::string> found;
      for (const auto& entry : fs::directory_iterator(folder))
        if (entry.path().extension() == ".yaml")
          found.push_back(game + "/" + entry.path().stem().string());
      std::sort(found.begin(), found.end());
      names.insert(names.end(), found.begin(), found.end());
    }
  }
  return names;
}

// Every game, every ruleset, every player count (1 to 8) its new games accept.
std::vector<Config> configs(qm::RulesetLibrary& library) {
  register_nim();
  std::vector<Config> all;
  for (const qm::Game* game : qm::all_games()) {
    for (const std::string& name : rulesets_of(std::string(game->name()))) {
      const std::shared_ptr<const qm::Ruleset> ruleset = library.get(name);
      for (int players = 1; players <= 8; ++players) {
        qm::Chance chance(0);
        try {
          game->new_game(*ruleset, players, chance);
        } catch (const std::invalid_argument&) {
          continue;
        }
        all.push_back({game, ruleset, players});
      }
    }
  }
  return all;
}

qm::sim::SimSpec spec_of(const Config& c) { return {*c.ruleset, c.players, "random", false, {}}; }

// `text` with its first `id: ` line's id prefixed: another record with the same content.
std::string renamed(const std::string& text, const std::string& prefix) {
  std::string out = text;
  const size_t at = out.find("\nid: ");
  REQUIRE(at != std::string::npos);
  out.insert(at + 5, prefix);
  return out;
}

struct Verdict {
  std::string status, rule;
  int move = 0;
  bool operator==(const Verdict&) const = default;
};

Verdict verdict_of(const qm::Replay& r) {
  Verdict v{std::string(qm::status_name(r.status)), "", 0};
  if (r.violation) {
    v.rule = r.violation->rule;
    v.move = r.violation->move;
  }
  return v;
}

// The same JSON after a round trip through its text: well-formed, nothing lost.
void require_round_trip(const qm::Json& j) { REQUIRE(qm::Json::parse(j.dump()) == j); }

}  // namespace

TEST_CASE("conformance: the suite covers every game, Nim included") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  const std::vector<Config> all = configs(library);
  std::set<std::string> games;
  for (const Config& c : all) games.insert(std::string(c.game->name()));
  CHECK(games == std::set<std::string>{"einauge", "loot", "nim", "pirates"});
  CHECK(all.size() >= 30);
}

TEST_CASE("conformance: random games replay as valid with the simulated scores") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  long long games = 0;
  for (const Config& c : configs(library)) {
    INFO(c.label());
    const qm::sim::Simulator simulator(*c.game, spec_of(c));
    for (int i = 0; i < kGames; ++i) {
      std::string record;
      const qm::sim::SimOutcome out = simulator.play(qm::sim::game_seed(3, uint64_t(i)), &record);
      const qm::Replay r = replay_yaml(record);
      INFO(describe(r) << "\n" << record);
      REQUIRE(r.status == qm::Status::Valid);
      const qm::Outcome o = r.state->outcome();
      REQUIRE(o.scores == out.scores);
      CHECK(int(r.record->moves.size()) == out.moves);
      CHECK(out.side_of_seat.size() == size_t(c.players));
      for (int w : out.winners) CHECK(out.scores[size_t(w)] == o.scores[size_t(w)]);
      if (o.finished) CHECK(o.winners.size() == out.winners.size());
      ++games;
    }
  }
  CHECK(games >= 30 * kGames);
}

TEST_CASE("conformance: the same seed gives the same output, whatever the threads") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  for (const Config& c : configs(library)) {
    INFO(c.label());
    const qm::sim::Simulator simulator(*c.game, spec_of(c));
    auto run = [&](int threads) {
      std::string all;
      qm::sim::simulate_records(simulator, 42, {0, 6}, threads,
                                [&](uint64_t, std::string& record) { all += "---\n" + record; });
      return all;
    };
    const std::string one = run(1);
    CHECK(run(3) == one);
    CHECK(run(1) == one);
    const std::vector<qm::sim::SimOutcome> a = qm::sim::simulate_outcomes(simulator, 42, {0, 6}, 1);
    const std::vector<qm::sim::SimOutcome> b = qm::sim::simulate_outcomes(simulator, 42, {0, 6}, 2);
    for (size_t i = 0; i < a.size(); ++i) {
      CHECK(a[i].scores == b[i].scores);
      CHECK(a[i].moves == b[i].moves);
    }
  }
}

TEST_CASE("conformance: state, audit and the report are well-formed at every move") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  std::set<std::string> done;  // one sample game per ruleset
  for (const Config& c : configs(library)) {
    if (!done.insert(c.ruleset->name).second) continue;
    INFO(c.label());
    const qm::sim::Simulator simulator(*c.game, spec_of(c));
    std::string record;
    const qm::sim::SimOutcome out = simulator.play(qm::sim::game_seed(5, 0), &record);
    for (int k = 0; k <= out.moves; ++k) {
      INFO("after move " << k);
      qm::ReplayOptions options;
      options.stop_after = k;
      const qm::Replay r = replay_yaml(record, options);
      REQUIRE(r.status == qm::Status::Valid);
      REQUIRE(r.moves_played == k);
      const qm::Json table = r.state->table();
      const qm::Json audit = r.state->audit();
      CHECK(table.is_object());
      CHECK(audit.is_object());
      require_round_trip(table);
      require_round_trip(audit);
      require_round_trip(qm::report_json(r));
      CHECK_FALSE(qm::table_text(r).empty());
      CHECK_FALSE(qm::audit_text(r, qm::TextStyle::Plain).empty());
      CHECK_FALSE(qm::audit_text(r, qm::TextStyle::Markdown).empty());
      CHECK_FALSE(qm::verdict_text(r).empty());
    }
  }
}

TEST_CASE("conformance: import, replay from the store and export keep every verdict") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  std::vector<qm::store::NamedText> texts;
  std::map<std::string, Verdict> expected;  // by id
  for (const Config& c : configs(library)) {
    const qm::sim::Simulator simulator(*c.game, spec_of(c));
    for (int i = 0; i < 2; ++i) {
      std::string record;
      simulator.play(qm::sim::game_seed(8, uint64_t(i)), &record);
      // The record, and a variant with its first move played twice (another verdict, most
      // often: the same player moves twice).
      std::string twice = renamed(record, "twice-");
      const size_t first = twice.find("\nmoves:\n  - ");
      REQUIRE(first != std::string::npos);
      const size_t line_end = twice.find('\n', first + 9);
      twice.insert(line_end + 1, twice.substr(first + 8, line_end - first - 7));
      for (const std::string& text : {record, twice}) {
        const qm::Replay r = replay_yaml(text);
        REQUIRE(r.record);
        expected[r.record->id] = verdict_of(r);
        texts.push_back({fmt::format("conformance/{}.yaml", texts.size()), text});
      }
    }
  }
  TempDir dir;
  qm::store::Database db =
      qm::store::open_store((dir.path() / "conformance.db").string(), qm::store::OpenMode::Create);
  qm::Replayer replayer;
  const qm::store::ImportSummary s = qm::store::import_texts(db, replayer, texts);
  REQUIRE(s.added == (long long)texts.size());
  REQUIRE(s.unreadable == 0);
  size_t replayed = 0;
  qm::store::replay_records(db, replayer, {}, {}, [&](qm::Replay& r) {
    INFO(describe(r));
    REQUIRE(r.record);
    CHECK(verdict_of(r) == expected.at(r.record->id));
    ++replayed;
  });
  CHECK(replayed == texts.size());
  qm::store::RowReader reader(db);
  for (const qm::store::StoredKey& key : qm::store::select_records(db, {})) {
    const std::string exported = qm::store::export_yaml(reader.load(key.game_id));
    const qm::Replay r = replay_yaml(exported);
    INFO(describe(r) << "\n" << exported);
    REQUIRE(r.record);
    CHECK(verdict_of(r) == expected.at(r.record->id));
  }
}

TEST_CASE("conformance: bad input never crashes a game") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  const std::vector<Config> all = configs(library);
  // The game's bad-input corpus: every record unreadable or illegal, none valid.
  for (const qm::Game* game : qm::all_games()) {
    for (const char* folder : {"tests/bad_input/", "tests/nim/bad_input/"}) {
      const fs::path dir = source_path(std::string(folder) + std::string(game->name()));
      if (!fs::is_directory(dir)) continue;
      for (const auto& entry : fs::directory_iterator(dir)) {
        INFO(entry.path().string());
        std::vector<qm::Replay> replays;
        REQUIRE_NOTHROW(replays = replay_file(entry.path().string()));
        for (const qm::Replay& r : replays) CHECK(r.status != qm::Status::Valid);
      }
    }
  }
  // Simulated records cut short, a line dropped, or digits changed: any verdict, no crash.
  std::set<std::string> done;
  for (const Config& c : all) {
    if (!done.insert(c.ruleset->name).second) continue;
    INFO(c.label());
    const qm::sim::Simulator simulator(*c.game, spec_of(c));
    std::string record;
    simulator.play(qm::sim::game_seed(13, 0), &record);
    std::vector<std::string> lines;
    std::istringstream in(record);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::vector<std::string> garbled;
    for (size_t cut = 0; cut < record.size(); cut += record.size() / 16 + 1)
      garbled.push_back(record.substr(0, cut));
    for (size_t drop = 0; drop < lines.size(); drop += lines.size() / 16 + 1) {
      std::string text;
      for (size_t i = 0; i < lines.size(); ++i)
        if (i != drop) text += lines[i] + "\n";
      garbled.push_back(text);
    }
    qm::Chance chance(c.players);
    for (int k = 0; k < 24; ++k) {
      std::string text = record;
      for (int changes = 0; changes < 3; ++changes) {
        const size_t at = size_t(chance.below(text.size()));
        if (std::isdigit(static_cast<unsigned char>(text[at])))
          text[at] = char('0' + chance.below(10));
        else if (text[at] != '\n')
          text[at] = "9-x @:[]"[chance.below(8)];
      }
      garbled.push_back(text);
    }
    for (const std::string& text : garbled) {
      INFO(text);
      std::vector<qm::Replay> replays;
      REQUIRE_NOTHROW(replays = replay_documents(text));
      for (qm::Replay& r : replays)
        if (r.state) {
          REQUIRE_NOTHROW(r.state->table());
          REQUIRE_NOTHROW(r.state->audit());
          REQUIRE_NOTHROW(qm::report_json(r));
        }
    }
  }
}

TEST_CASE("conformance: a state re-dealt for a seat keeps what the seat sees, and plays on") {
  qm::RulesetLibrary library(&qm::game_option_specs);
  std::set<std::string> done, varied;  // one configuration per ruleset; games re-dealt visibly
  long redealt = 0;
  for (const Config& c : configs(library)) {
    if (!done.insert(c.ruleset->name).second) continue;
    const qm::Game& game = *c.game;
    INFO(c.label());
    const std::unique_ptr<qm::Bot> bot = game.make_bot("random");
    for (int i = 0; i < 6; ++i) {
      qm::Chance chance(qm::sim::game_seed(17, uint64_t(i)));
      std::unique_ptr<qm::GameState> state = game.new_game(*c.ruleset, c.players, chance);
      // Some moves into the game (a different depth each time).
      for (int k = 0; k < 3 + 11 * i && !state->is_terminal(); ++k)
        if (state->to_move() == qm::GameState::kChance)
          REQUIRE_FALSE(state->apply(state->chance_move(chance)));
        else
          REQUIRE_FALSE(bot->play(*state, chance, nullptr));
      if (state->is_terminal()) continue;
      const std::string hidden_before = state->table().dump() + state->record_fields().header;
      for (int seat = 0; seat < c.players; ++seat) {
        INFO("game " << i << ", re-dealt for seat " << seat);
        std::unique_ptr<qm::GameState> world = state->clone();
        qm::Chance deal(qm::sim::game_seed(19, uint64_t(10 * i + seat)));
        world->resample_hidden(seat, deal);
        ++redealt;
        // What the seat sees, the turn and the scores so far are those of the game.
        CHECK(world->seat_view(seat) == state->seat_view(seat));
        CHECK(world->to_move() == state->to_move());
        CHECK(world->outcome().scores == state->outcome().scores);
        CHECK(world->broken_invariant().empty());
        if (world->table().dump() + world->record_fields().header != hidden_before)
          varied.insert(std::string(game.name()));
        // The world plays on to its end: no move offered is refused, the invariants hold.
        for (int moves = 0; !world->is_terminal(); ++moves) {
          REQUIRE(moves < 1'000'000);
          if (world->to_move() == qm::GameState::kChance)
            REQUIRE_FALSE(world->apply(world->chance_move(deal)));
          else
            REQUIRE_FALSE(bot->play(*world, deal, nullptr));
          REQUIRE(world->broken_invariant().empty());
        }
      }
      // The game itself is untouched by its re-dealt copies.
      CHECK(state->table().dump() + state->record_fields().header == hidden_before);
    }
  }
  CHECK(redealt > 100);
  // Every game that hides something re-deals it.
  std::set<std::string> hiding;
  for (const qm::Game* g : qm::all_games())
    if (g->type().hidden_information) hiding.insert(std::string(g->name()));
  CHECK(varied == hiding);
}

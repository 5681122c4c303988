// Property tests of the Loot engine and record reader through simulation
// (games/loot/sim_game.h): random full-information games between random bots must
//   - keep every card and all 100 gold accounted for after every move (the simulation
//     checks this itself and throws otherwise);
//   - agree, move by move, with an independent reading of the rules (games/loot/oracle.h):
//     whose turn it is, the set of legal moves, every capture and when it happens, the end
//     and the scores;
//   - written as records with full, partial and no hidden information (games/
//     loot/record_writer.h), replay through the YAML reader and qm::Replayer as valid,
//     finished games with the simulation's scores and captures (or, when hidden cards leave
//     a score open, with bounds that hold the true score) and an accepted claimed result.
// The shipped rulesets are played with every allowed player count, and ruleset files
// written on the fly cover all 64 combinations of the six options.
// Also: the PRNG against an independent transcription of the published reference code
// (splitmix64.c, xoshiro256starstar.c) and against values computed outside C++.
//
// Scale: QM_PROPERTY_GAMES sets the games per (ruleset, player count) configuration
// (kDefaultGames when unset: 18 configurations, plus a sixth as many for each option
// combination); QM_PROPERTY_SEED shifts every seed, to explore other games. A failure
// names the ruleset, player count and seed, and prints the record.
#include <fmt/format.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "games/game.h"
#include "games/loot/bot.h"
#include "games/loot/notation.h"
#include "games/loot/options.h"
#include "games/loot/oracle.h"
#include "games/loot/record_writer.h"
#include "games/loot/sim_game.h"
#include "games/random.h"
#include "record/yaml_tree.h"
#include "replay/replay.h"

namespace {

using qm::loot::SimGame;
using qm::loot::Visibility;
using qm::sim::Rng;

// Games per configuration by default. Release: 80 (2,272 games, about 6 s on the 2-core
// development machine); Debug or AddressSanitizer builds, about 12 times slower: 24 (688
// games, about 17 s).
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr long kDefaultGames = 24;
#else
constexpr long kDefaultGames = 80;
#endif

// --- an independent reference: the published C code, transcribed as is ---

struct Reference {
  uint64_t x;  // splitmix64.c
  uint64_t s[4];

  uint64_t splitmix_next() {
    uint64_t z = (x += 0x9e3779b97f4a7c15);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
    z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
    return z ^ (z >> 31);
  }
  static inline uint64_t rotl(const uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t next(void) {  // xoshiro256starstar.c
    const uint64_t result = rotl(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
  }
  explicit Reference(uint64_t seed) : x(seed) {
    for (uint64_t& w : s) w = splitmix_next();
  }
};

long env_long(const char* name, long fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::strtol(v, nullptr, 10) : fallback;
}

qm::loot::Options options_of(qm::Replayer& replayer, const std::string& ruleset) {
  return qm::loot::Options::from(replayer.rulesets().get(ruleset)->options);
}

std::vector<std::string> first_players(int n) {
  return {qm::loot::kPlayerNames.begin(), qm::loot::kPlayerNames.begin() + n};
}

// "" when the replay of `text` agrees with the simulated game, else what differs.
std::string check_replay(qm::Replayer& replayer, const SimGame& game, const std::string& text,
                         Visibility v) {
  std::string problem;
  int documents = 0;
  qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) {
    ++documents;
    qm::Replay r = replayer.replay(doc, "sim.yaml");
    if (r.status != qm::Status::Valid) {
      problem = r.violation ? fmt::format("illegal at move {}: {}: {}", r.violation->move,
                                          r.violation->rule, r.violation->message)
                : r.error   ? fmt::format("unreadable at {}:{}: {}", r.error->pos.line,
                                          r.error->pos.column, r.error->message)
                            : "not valid";
      return;
    }
    if (r.moves_played != int(game.moves.size()))
      problem = fmt::format("replayed {} of {} moves", r.moves_played, game.moves.size());
    qm::Outcome o = r.match->outcome();
    if (!o.finished) problem = "the replay did not finish the game";
    if (v != Visibility::Some && !o.complete) problem = "every hand is shown, yet incomplete";
    for (size_t side = 0; side < game.scores.size() && problem.empty(); ++side) {
      const int truth = game.scores[side];
      const bool outside =
          !o.complete &&
          (truth < o.bounds[side].first || truth > o.bounds[side].second ||
           o.scores[side] < o.bounds[side].first || o.scores[side] > o.bounds[side].second);
      if (o.complete ? o.scores[side] != truth : outside)
        problem = fmt::format("{}: true score {}, replay {} (bounds {}..{})", o.sides[side], truth,
                              o.scores[side], o.complete ? 0 : o.bounds[side].first,
                              o.complete ? 0 : o.bounds[side].second);
    }
    qm::Json report;
    r.match->add_report_fields(report);
    const auto& captures = game.final_state.captures();
    if (report["captures"].size() != captures.size()) {
      problem = fmt::format("{} captures replayed, {} simulated", report["captures"].size(),
                            captures.size());
      return;
    }
    for (size_t i = 0; i < captures.size() && problem.empty(); ++i) {
      const qm::Json& c = report["captures"][i];
      std::string expected = fmt::format("{} @{} {}", captures[i].move, captures[i].merchant.number,
                                         game.setup.side_names[captures[i].side]);
      std::string got = fmt::format("{} {} {}", c["move"].is_null() ? 0 : c["move"].get<int>(),
                                    c["merchant"].get<std::string>(), c["by"].get<std::string>());
      if (got != expected)
        problem = fmt::format("capture {}: {} replayed, {} simulated", i + 1, got, expected);
    }
  });
  if (documents != 1 && problem.empty()) problem = fmt::format("{} YAML documents", documents);
  return problem;
}

// A move as a number, for comparing lists of moves; draws count as unnamed.
uint32_t move_key(const qm::loot::Move& m) {
  const uint32_t card = m.card && m.verb != qm::loot::Verb::Draw ? uint32_t(*m.card) + 1 : 0;
  return uint32_t(m.verb) << 24 | uint32_t(m.target) << 8 | card;
}

std::vector<uint32_t> move_keys(const std::vector<qm::loot::Move>& moves) {
  std::vector<uint32_t> keys;
  for (const qm::loot::Move& m : moves) keys.push_back(move_key(m));
  std::sort(keys.begin(), keys.end());
  return keys;
}

std::string move_list(const std::vector<qm::loot::Move>& moves,
                      const std::vector<std::string>& names) {
  std::vector<std::string> text;
  for (qm::loot::Move m : moves) {
    if (m.verb == qm::loot::Verb::Draw) m.card.reset();
    text.push_back(qm::loot::format_move(m, names));
  }
  std::sort(text.begin(), text.end());
  return fmt::format("{}", fmt::join(text, "; "));
}

// Plays a game and checks it against the independent oracle (games/loot/oracle.h): whose
// turn it is and which moves are legal before every move, which captures happen when,
// when the game ends, and the scores. Sets `problem` to the first disagreement.
SimGame play_cross_checked(const qm::loot::Options& options, int players, uint64_t seed,
                           std::string& problem) {
  std::optional<qm::loot::LootOracle> oracle;
  const std::vector<std::string> names = first_players(players);
  auto observe = [&](const qm::loot::State& engine, const std::vector<qm::loot::Move>& legal,
                     const qm::loot::Move& move) {
    if (!problem.empty()) return;
    const int k = engine.moves_played() + 1;
    if (k == 1) {
      std::vector<std::vector<qm::loot::Card>> deal(players);
      for (int p = 0; p < players; ++p)
        for (int c = 0; c < qm::loot::kCardKinds; ++c)
          deal[p].insert(deal[p].end(), engine.known_hand(p).n[c], qm::loot::Card(c));
      oracle.emplace(options, std::move(deal), engine.setup().deck);
    }
    if (oracle->over()) problem = fmt::format("the oracle ended the game after move {}", k - 1);
    oracle->begin_turn();
    if (problem.empty() && oracle->to_move() != engine.to_move())
      problem = fmt::format("before move {}: the oracle has {} to move, the engine {}", k,
                            names[oracle->to_move()], names[engine.to_move()]);
    std::vector<qm::loot::Move> expected = oracle->legal_moves();
    if (problem.empty() && move_keys(legal) != move_keys(expected))
      problem = fmt::format("before move {}: legal moves differ:\n  engine: {}\n  oracle: {}", k,
                            move_list(legal, names), move_list(expected, names));
    oracle->play(move);
  };
  SimGame game = qm::loot::simulate_loot_game(options, names, seed, observe);
  if (!problem.empty()) return game;
  if (!oracle->over()) problem = "the oracle did not end the game";
  std::string a, b;
  for (const auto& c : game.final_state.captures())
    a += fmt::format(" {}:@{}>{}", c.move, c.merchant.number, game.setup.side_names[c.side]);
  for (const auto& c : oracle->captures())
    b += fmt::format(" {}:@{}>{}", c.move, c.number, game.setup.side_names[c.side]);
  if (problem.empty() && a != b)
    problem = fmt::format("captures differ:\n  engine:{}\n  oracle:{}", a, b);
  if (problem.empty() && oracle->scores() != game.scores) problem = "scores differ";
  return game;
}

long games_per_configuration() { return env_long("QM_PROPERTY_GAMES", kDefaultGames); }

// Plays `games` games per player count under `ruleset` (a name or a ruleset file), checks
// each against the oracle and replays it in the three visibilities; returns the number
// played. `ruleset_index` keeps the seeds of different calls apart.
long run_property(const std::string& ruleset, const std::vector<int>& player_counts,
                  uint64_t ruleset_index, long games = games_per_configuration()) {
  qm::Replayer replayer;
  const qm::loot::Options options = options_of(replayer, ruleset);
  const uint64_t shift = uint64_t(env_long("QM_PROPERTY_SEED", 0));
  long played = 0;
  for (int n : player_counts) {
    for (long i = 0; i < games; ++i) {
      const uint64_t seed = (ruleset_index << 40) + (uint64_t(n) << 32) + uint64_t(i) + shift;
      std::optional<SimGame> played_game;
      std::string problem;
      try {
        played_game = play_cross_checked(options, n, seed, problem);
      } catch (const std::exception& e) {
        FAIL(fmt::format("{}, {} players, seed {}: {}", ruleset, n, seed, e.what()));
      }
      const SimGame& game = *played_game;
      if (!problem.empty()) {
        INFO(qm::loot::write_loot_record(game, ruleset, Visibility::Full));
        FAIL(fmt::format("{}, {} players, seed {}: engine and oracle differ: {}", ruleset, n, seed,
                         problem));
      }
      qm::loot::Scores engine = game.final_state.scores({});
      if (!engine.complete || engine.min != game.scores)
        FAIL(fmt::format("{}, seed {}: the engine's own scores differ", ruleset, seed));
      for (Visibility v : {Visibility::Full, Visibility::Some, Visibility::None}) {
        std::string text = qm::loot::write_loot_record(game, ruleset, v);
        std::string problem = check_replay(replayer, game, text, v);
        if (!problem.empty()) {
          INFO(text);
          FAIL(fmt::format("{}, {} players, seed {}, {} visibility: {}", ruleset, n, seed,
                           qm::loot::visibility_name(v), problem));
        }
      }
      ++played;
    }
  }
  return played;
}

}  // namespace

TEST_CASE("Rng matches the published xoshiro256** and SplitMix64", "[property][random]") {
  // Computed with an independent Python transcription of the reference code.
  uint64_t x = 0;
  CHECK(qm::sim::splitmix64(x) == 0xe220a8397b1dcdafull);  // the well-known first output
  Rng rng(1);
  const uint64_t seed1[] = {0xb3f2af6d0fc710c5ull, 0x853b559647364ceaull, 0x92f89756082a4514ull,
                            0x642e1c7bc266a3a7ull, 0xb27a48e29a233673ull, 0x24c123126ffda722ull};
  for (uint64_t expected : seed1) CHECK(rng.next() == expected);

  // The transcribed C reference, over many seeds and outputs.
  for (uint64_t seed : {0ull, 1ull, 2ull, 42ull, 0xffffffffffffffffull, 0x123456789abcdefull}) {
    Reference ref(seed);
    Rng mine(seed);
    for (int i = 0; i < 1000; ++i) REQUIRE(mine.next() == ref.next());
  }
}

TEST_CASE("Rng::below and shuffle follow their specification", "[property][random]") {
  Rng rng(1);
  const uint64_t below78[] = {61, 34, 2, 59, 11, 58, 74, 21};
  for (uint64_t expected : below78) CHECK(rng.below(78) == expected);
  Rng big(1);  // rejects about half of the draws
  const uint64_t below_big[] = {3743247123249303748ull, 376989097743764713ull,
                                1367008882666915091ull};
  for (uint64_t expected : below_big) CHECK(big.below((1ull << 63) + 1) == expected);
  CHECK_THROWS(rng.below(0));
  for (int i = 0; i < 100; ++i) CHECK(rng.below(1) == 0);

  std::vector<int> v = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  Rng r42(42);
  r42.shuffle(v);
  CHECK(v == std::vector<int>{7, 3, 8, 9, 5, 6, 4, 1, 0, 2});

  // The deal convention: seed 1's shuffled deck starts m3, blue-2, m6, ...: Anna's hand.
  qm::loot::Options standard;
  SimGame game = qm::loot::simulate_loot_game(standard, first_players(2), 1);
  std::vector<std::string> anna, bruno;
  for (auto c : game.deal[0]) anna.push_back(qm::loot::card_name(c));
  for (auto c : game.deal[1]) bruno.push_back(qm::loot::card_name(c));
  CHECK(anna ==
        std::vector<std::string>{"m3", "blue-2", "m6", "purple-2", "purple-2", "gold-captain"});
  CHECK(bruno ==
        std::vector<std::string>{"purple-3", "green-3", "m5", "green-3", "green-3", "gold-3"});
  CHECK(game.deck.size() == 66);
  CHECK(qm::loot::card_name(game.deck[0]) == "blue-1");
}

TEST_CASE("simulated records are a pure function of the seed", "[property]") {
  qm::Replayer replayer;
  for (const char* ruleset : {"loot/standard", "loot/partnership"}) {
    qm::loot::Options options = options_of(replayer, ruleset);
    for (uint64_t seed : {7ull, 8ull}) {
      SimGame a = qm::loot::simulate_loot_game(options, first_players(4), seed);
      SimGame b = qm::loot::simulate_loot_game(options, first_players(4), seed);
      for (Visibility v : {Visibility::Full, Visibility::Some, Visibility::None})
        CHECK(qm::loot::write_loot_record(a, ruleset, v) ==
              qm::loot::write_loot_record(b, ruleset, v));
    }
  }
}

TEST_CASE("legal_moves offers only moves the engine accepts", "[property]") {
  // Every legal move, not only the one chosen, is played on a copy of the state.
  qm::Replayer replayer;
  for (const char* ruleset : {"loot/standard", "loot/standard-ja", "loot/partnership-it"}) {
    qm::loot::Options options = options_of(replayer, ruleset);
    const int n = options.partnership ? 4 : 3;
    for (uint64_t seed = 100; seed < 106; ++seed) {
      SimGame game = qm::loot::simulate_loot_game(options, first_players(n), seed);
      qm::loot::State state(options, game.setup);
      for (const qm::loot::Move& played : game.moves) {
        state.begin_turn();
        for (qm::loot::Move m : qm::loot::legal_moves(state)) {
          qm::loot::State copy = state;
          if (m.verb == qm::loot::Verb::Draw) m.card.reset();
          auto v = copy.play(m);
          if (v)
            FAIL(fmt::format("{} seed {}: {} refused: {}", ruleset, seed,
                             qm::loot::format_move(m, game.setup.player_names), v->message));
        }
        REQUIRE(!state.play(played));
      }
      REQUIRE(state.game_over());
    }
  }
}

TEST_CASE("random games replay with their true scores: loot/standard", "[property]") {
  const long played = run_property("loot/standard", {2, 3, 4, 5}, 1);
  CHECK(played > 0);
}
TEST_CASE("random games replay with their true scores: loot/standard-ja", "[property]") {
  const long played = run_property("loot/standard-ja", {2, 3, 4, 5}, 2);
  CHECK(played > 0);
}
TEST_CASE("random games replay with their true scores: loot/house-end-captures", "[property]") {
  const long played = run_property("loot/house-end-captures", {2, 3, 4, 5}, 3);
  CHECK(played > 0);
}
TEST_CASE("random games replay with their true scores: loot/partnership", "[property]") {
  const long played = run_property("loot/partnership", {4, 6, 8}, 4);
  CHECK(played > 0);
}
TEST_CASE("random games replay with their true scores: loot/partnership-it", "[property]") {
  const long played = run_property("loot/partnership-it", {4, 6, 8}, 5);
  CHECK(played > 0);
}

TEST_CASE("random games agree with the oracle under every combination of options", "[property]") {
  // The shipped rulesets leave captain_on_partner_ship and admiral_needs_attack at their
  // defaults; ruleset files written here set every combination of the six options.
  namespace fs = std::filesystem;
  const fs::path dir =
      fs::temp_directory_path() /
      fmt::format("qm-property-{}", std::chrono::steady_clock::now().time_since_epoch().count());
  fs::create_directories(dir);
  const long games = std::max(1L, games_per_configuration() / 6);
  long played = 0;
  for (unsigned bits = 0; bits < 64; ++bits) {
    auto flag = [&](int i) { return (bits >> i) & 1u; };
    const bool partnership = flag(0);
    const fs::path file = dir / fmt::format("combination-{:02}.yaml", bits);
    std::ofstream(file) << fmt::format(
        "game: loot\ndescription: option combination {}\noptions:\n  partnership: {}\n"
        "  capture_scope: {}\n  captain_on_partner_ship: {}\n  capture_check_seat: {}\n"
        "  end_resolves_captures: {}\n  admiral_needs_attack: {}\n",
        bits, partnership, flag(1) ? "last-played" : "any", bool(flag(2)),
        flag(3) ? "first-seat" : "first-active", bool(flag(4)), bool(flag(5)));
    const int n = partnership ? 4 + 2 * int(bits / 2 % 3) : 2 + int(bits / 2 % 4);
    played += run_property(file.string(), {n}, 100 + bits, games);
  }
  fs::remove_all(dir);
  CHECK(played == 64 * games);
}

// Nim, the template a new game copies: one Game (what it is, its options, a record opened,
// a new game dealt) and one GameState (its table, the moves, the end), everything the
// shared layers need and nothing more. See docs/architecture.md, "How to add a game".
#include "nim_game.h"

#include <fmt/format.h>

#include <cstdlib>
#include <stdexcept>

#include "games/game_state.h"
#include "games/registry.h"
#include "record/record.h"
#include "rules/ruleset.h"
#include "test_support.h"

namespace {

using namespace qm;

// The options a ruleset sets, read once when the game opens.
struct NimOptions {
  long long heap = 15, max_take = 3;
  bool last_take_wins = true;

  static NimOptions from(const Ruleset& ruleset) {
    NimOptions o;
    parse_integer(ruleset.options.at("heap"), o.heap);
    parse_integer(ruleset.options.at("max_take"), o.max_take);
    o.last_take_wins = ruleset.options.at("last_take") == "wins";
    return o;
  }
};

// A move of the engine.
struct Take {
  int player = 0;
  long long count = 0;
};

// The notation: `NAME take N`; a RecordError pointing at the move when it is anything else.
Take parse_take(const RawMove& raw, const std::vector<std::string>& players) {
  if (raw.fields) throw RecordError(raw.pos, "a Nim move is written `NAME take N`, not a map");
  std::vector<std::string> words;
  for (size_t i = 0, j; i < raw.text.size(); i = j + 1) {
    j = raw.text.find(' ', i);
    if (j == std::string::npos) j = raw.text.size();
    if (j > i) words.push_back(raw.text.substr(i, j - i));
  }
  Take take;
  take.player = -1;
  for (size_t p = 0; p < players.size() && !words.empty(); ++p)
    if (players[p] == words[0]) take.player = int(p);
  if (words.size() != 3 || take.player < 0 || words[1] != "take" ||
      !parse_integer(words[2], take.count))
    throw RecordError(raw.pos, fmt::format("'{}' is not a Nim move (`NAME take N`)", raw.text));
  return take;
}

std::string format_take(const Take& t, const std::vector<std::string>& players) {
  return fmt::format("{} take {}", players[size_t(t.player)], t.count);
}

// The engine: the table, and one function that checks a move against every rule (rule ids
// game-over, turn-order, take-limit, take-more-than-heap) and applies it.
class NimTable {
 public:
  NimTable(NimOptions options, std::vector<std::string> players)
      : options_(options),
        players_(std::move(players)),
        heap_(options.heap),
        taken_(players_.size(), 0) {}

  std::optional<Violation> play(const Take& t) {
    const std::string& who = players_[size_t(t.player)];
    if (heap_ == 0) return Violation{"game-over", "the heap is empty; the game is over", who};
    if (t.player != to_move_)
      return Violation{"turn-order", fmt::format("it is {}'s turn", players_[size_t(to_move_)]),
                       who};
    if (t.count < 1 || t.count > options_.max_take)
      return Violation{
          "take-limit",
          fmt::format("a take is 1 to {} counters, not {}", options_.max_take, t.count), who};
    if (t.count > heap_)
      return Violation{"take-more-than-heap",
                       fmt::format("{} takes {} from a heap of {}", who, t.count, heap_), who};
    heap_ -= t.count;
    taken_[size_t(t.player)] += t.count;
    last_ = t.player;
    to_move_ = (to_move_ + 1) % int(players_.size());
    return std::nullopt;
  }

  bool over() const { return heap_ == 0; }
  int to_move() const { return to_move_; }
  long long heap() const { return heap_; }
  long long taken(int p) const { return taken_[size_t(p)]; }
  const NimOptions& options() const { return options_; }
  const std::vector<std::string>& players() const { return players_; }

  // 1 for who took the last counter (the others 0), or the reverse with last_take: loses;
  // every score 0 while the heap lasts.
  std::vector<long long> scores() const {
    std::vector<long long> s(players_.size(), 0);
    if (!over()) return s;
    for (size_t p = 0; p < s.size(); ++p)
      s[p] = (int(p) == last_) == options_.last_take_wins ? 1 : 0;
    return s;
  }

 private:
  NimOptions options_;
  std::vector<std::string> players_;
  long long heap_;
  std::vector<long long> taken_;
  int to_move_ = 0, last_ = -1;
};

// Nim's one state: a record replayed (with its claimed result) or a new game.
class NimState : public GameState {
 public:
  NimState(const NimOptions& options, std::vector<std::string> players,
           std::vector<Claim> claims = {})
      : table_(options, std::move(players)), claims_(std::move(claims)) {}

  int to_move() const override { return table_.over() ? kTerminal : table_.to_move(); }

  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> moves;
    if (table_.over()) return moves;
    for (long long n = 1; n <= std::min(table_.options().max_take, table_.heap()); ++n)
      moves.push_back(format_take({table_.to_move(), n}, table_.players()));
    return moves;
  }

  std::optional<Violation> apply(const RawMove& move) override {
    last_ = parse_take(move, table_.players());
    return table_.play(last_);
  }

  MoveWords last_move_words() const override {
    return {table_.players()[size_t(last_.player)], "take", std::to_string(last_.count)};
  }

  // What the record claims: each claimed score must be the computed one.
  std::optional<Violation> close() override {
    const std::vector<long long> scores = table_.scores();
    for (const Claim& claim : claims_) {
      size_t p = 0;
      while (p < scores.size() && table_.players()[p] != claim.side) ++p;
      if (p == scores.size())
        throw RecordError(claim.pos, fmt::format("'{}' in the result is no player", claim.side));
      if (scores[p] != claim.score)
        return Violation{"result-mismatch",
                         fmt::format("the record claims {} {}; the game gives {}", claim.side,
                                     claim.score, scores[p])};
    }
    return std::nullopt;
  }

  std::unique_ptr<GameState> clone() const override { return std::make_unique<NimState>(*this); }

  const std::vector<std::string>& players() const override { return table_.players(); }

  Outcome outcome() const override {
    Outcome o;
    o.finished = table_.over();
    o.sides = table_.players();
    o.scores = table_.scores();
    o.winners = winners_of(o);
    return o;
  }

  std::vector<std::vector<ScorePart>> score_parts() const override {
    std::vector<std::vector<ScorePart>> parts;
    for (long long s : table_.scores()) parts.push_back({{"last take", s}});
    return parts;
  }

  std::vector<GameFigure> figures() const override {
    return {{"first player's counters", double(table_.taken(0)), false}};
  }

  Json table() const override {
    Json t;
    t["heap"] = table_.heap();
    t["to_move"] = table_.over() ? Json() : Json(table_.players()[size_t(table_.to_move())]);
    Json taken = Json::object();
    for (size_t p = 0; p < table_.players().size(); ++p)
      taken[table_.players()[p]] = table_.taken(int(p));
    t["taken"] = taken;
    return t;
  }

  Json audit() const override {
    Json sides = Json::array();
    const std::vector<long long> scores = table_.scores();
    for (size_t p = 0; p < scores.size(); ++p)
      sides.push_back(
          {{"side", table_.players()[p]}, {"taken", table_.taken(int(p))}, {"score", scores[p]}});
    return {{"last_take", table_.options().last_take_wins ? "wins" : "loses"}, {"sides", sides}};
  }

 private:
  NimTable table_;
  std::vector<Claim> claims_;  // the result claimed at the table
  Take last_;                  // the move apply() read last
};

class NimGame : public Game {
 public:
  const GameType& type() const override {
    static const GameType type{.name = "nim",
                               .min_players = 2,
                               .max_players = 5,
                               .score_unit = "points",
                               .lists_moves = true,
                               .hidden_information = false,
                               .draws_table = false,
                               .bots = {"random", "ismcts"},
                               .record_naming = GameType::RecordNaming::ByBot,
                               .report_fields = {},
                               .event_kinds = {}};
    return type;
  }

  const RulesSpec& rules_spec() const override {
    static const RulesSpec spec{
        {{"heap", {"15", "<integer>"}, "the counters in the heap at the start"},
         {"max_take", {"3", "<integer>"}, "the most counters one take may take"},
         {"last_take", {"wins", "loses"}, "whether who takes the last counter wins or loses"}},
        {}};
    return spec;
  }

  std::unique_ptr<GameState> open(const Record& record, const Ruleset& ruleset) const override {
    if (record.has_teams) throw RecordError(record.teams_pos, "Nim has no teams");
    if (record.game_fields.map_size() > 0)
      throw RecordError(record.game_fields.key(0).pos,
                        fmt::format("unknown field '{}' (Nim has no header field of its own)",
                                    record.game_fields.key(0).text));
    const int n = int(record.players.size());
    if (n < type().min_players || n > type().max_players)
      throw RecordError(record.players_pos, fmt::format("Nim is for 2 to 5 players, not {}", n));
    return std::make_unique<NimState>(NimOptions::from(ruleset), record.players, record.result);
  }

  std::unique_ptr<GameState> new_game(const Ruleset& ruleset, int players,
                                      sim::Rng&) const override {
    static const std::vector<std::string> names = {"Anna", "Bruno", "Carla", "Dario", "Elena"};
    if (players < type().min_players || players > type().max_players)
      throw std::invalid_argument(fmt::format("{} players: Nim allows 2 to 5", players));
    return std::make_unique<NimState>(
        NimOptions::from(ruleset),
        std::vector<std::string>(names.begin(), names.begin() + players));
  }

  // A move the replay did not reach: its words, or nullopt when it cannot be read.
  std::optional<MoveWords> move_words(const RawMove& move,
                                      const std::vector<std::string>& players) const override {
    try {
      const Take t = parse_take(move, players);
      return MoveWords{players[size_t(t.player)], "take", std::to_string(t.count)};
    } catch (const RecordError&) {
      return std::nullopt;
    }
  }
};

}  // namespace

namespace qmtest {

void register_nim() {
  static const bool registered = [] {
    static const NimGame nim;
    qm::game_registry().add(nim);
    std::string dirs = source_path("tests/nim/rulesets");
    if (const char* old = std::getenv("QM_RULESETS")) dirs += std::string(":") + old;
    setenv("QM_RULESETS", dirs.c_str(), 1);
    return true;
  }();
  (void)registered;
}

}  // namespace qmtest

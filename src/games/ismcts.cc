#include "games/ismcts.h"

#include <fmt/format.h>

#include <cmath>
#include <stdexcept>
#include <utility>

namespace qm {

namespace {

// The keys of the seat to move's choices: the game's typed path, or the default built on the
// text functions (the reference the typed path is tested against).
void list_keys(GameState& world, bool typed, std::vector<uint64_t>& keys) {
  if (typed)
    world.legal_move_keys(keys);
  else
    world.GameState::legal_move_keys(keys);
}

// The seed of the dice a candidate's key is written with (draw_candidate).
constexpr uint64_t kKeyDice = 0x9e3779b97f4a7c15ull;

// One node of the tree: the move that led to it, seen from its parent.
struct SearchNode {
  uint64_t choice = 0;  // a listed move: the key of the seat's choice (legal_move_keys)
  std::string key;      // a candidate's text, or a chance move's
  uint64_t seed = 0;    // a candidate: the seed of the policy's move it is
  int visits = 0;       // iterations that played it
  int available = 0;    // iterations in which it could have been played at its parent
  double reward = 0;    // the sum of the rewards, for the seat that played it
  int draws = 0;        // candidates drawn at this node so far
  std::vector<int> children;
};

class Search {
 public:
  Search(const IsmctsOptions& options, Chance& chance, int seat)
      : options_(options), chance_(chance), seat_(seat) {
    nodes_.emplace_back();
  }

  SearchNode& root() { return nodes_[0]; }
  const std::vector<SearchNode>& nodes() const { return nodes_; }

  // A candidate drawn at `node` in `world`: the world after it, or nullptr when its choice
  // is one drawn before (the child then exists). The choice is keyed by its text with the
  // dice of a fixed generator (kKeyDice), so that one choice is one candidate whatever its
  // dice; the world after it has dice of the search's chance.
  std::unique_ptr<GameState> draw_candidate(int node, const GameState& world) {
    ++nodes_[size_t(node)].draws;
    const uint64_t seed = chance_.next();
    std::string text;
    {
      std::unique_ptr<GameState> keyed = world.clone();
      Chance own(seed), dice(kKeyDice);
      if (keyed->apply_policy_move(own, dice, &text))
        throw std::logic_error("ismcts: a legal move of the play-out policy was refused");
    }
    if (child_by_key(node, text) >= 0) return nullptr;
    const int child = add_child(node, std::move(text));
    nodes_[size_t(child)].seed = seed;
    std::unique_ptr<GameState> after = world.clone();
    play_candidate(*after, seed);
    return after;
  }

  void iterate(const GameState& root_state) {
    std::unique_ptr<GameState> world = root_state.clone();
    world->resample_hidden(seat_, chance_);
    path_.clear();
    int node = 0;
    bool expanded = false;
    while (!expanded) {
      const int mover = world->to_move();
      if (mover == GameState::kTerminal) break;
      if (mover == GameState::kChance) {
        std::string text = world->chance_move(chance_);
        apply_or_throw(*world, text);
        const int child = child_by_key(node, text);
        node = child >= 0 ? child : add_child(node, std::move(text));
        continue;
      }
      int child = -1;
      if (options_.lists_moves) {
        child = step_listed(node, *world, expanded);
      } else {
        if (nodes_[size_t(node)].draws < options_.candidates) {
          const size_t before = nodes_[size_t(node)].children.size();
          if (std::unique_ptr<GameState> after = draw_candidate(node, *world)) {
            world = std::move(after);
            child = nodes_[size_t(node)].children[before];
            expanded = true;
          }
        }
        if (child < 0) child = step_candidate(node, *world);
      }
      path_.emplace_back(child, mover);
      node = child;
    }
    playout(*world);
    backup(*world);
  }

 private:
  int add_child(int parent, std::string key) {
    const int index = int(nodes_.size());
    nodes_.emplace_back();
    nodes_.back().key = std::move(key);
    nodes_[size_t(parent)].children.push_back(index);
    return index;
  }

  int add_listed_child(int parent, uint64_t choice) {
    const int index = add_child(parent, std::string());
    nodes_[size_t(index)].choice = choice;
    return index;
  }

  int child_by_choice(int node, uint64_t choice) const {
    for (int child : nodes_[size_t(node)].children)
      if (nodes_[size_t(child)].choice == choice) return child;
    return -1;
  }

  int child_by_key(int node, const std::string& key) const {
    for (int child : nodes_[size_t(node)].children)
      if (nodes_[size_t(child)].key == key) return child;
    return -1;
  }

  static void apply_or_throw(GameState& world, const std::string& text) {
    if (std::optional<Violation> v = world.apply(text))
      throw std::logic_error(
          fmt::format("ismcts: the legal move '{}' was refused: {}", text, v->rule));
  }

  // UCB1 over the available children, each counted as tried only when it was available
  // (Cowling et al.'s ISMCTS selection); a child never played yet first (the candidates
  // drawn at the root). The first best wins a tie: no chance is drawn.
  int select(const std::vector<int>& available) {
    int best = -1;
    double best_value = -1;
    for (int child : available) {
      SearchNode& c = nodes_[size_t(child)];
      if (c.visits == 0) return child;
      const double value =
          c.reward / c.visits +
          options_.exploration * std::sqrt(std::log(double(c.available)) / c.visits);
      if (best < 0 || value > best_value) {
        best = child;
        best_value = value;
      }
    }
    return best;
  }

  // A node of a game that lists its moves: expands a move not tried yet (a uniform pick
  // among them) or selects among the children available in this world; plays it. Moves are
  // the seat's choices as keys (GameState::legal_move_keys), in the order of legal_moves().
  int step_listed(int node, GameState& world, bool& expanded) {
    list_keys(world, options_.typed_moves, keys_);
    untried_.clear();
    available_.clear();
    for (uint64_t key : keys_) {
      const int child = child_by_choice(node, key);
      if (child >= 0)
        available_.push_back(child);
      else
        untried_.push_back(key);
    }
    if (available_.empty() && untried_.empty())
      throw std::logic_error("ismcts: no legal move for the seat to move");
    int child = -1;
    uint64_t key = 0;
    if (!untried_.empty()) {
      key = untried_[size_t(chance_.below(untried_.size()))];
      child = add_listed_child(node, key);
      expanded = true;
      ++nodes_[size_t(child)].available;
    } else {
      for (int a : available_) ++nodes_[size_t(a)].available;
      child = select(available_);
      key = nodes_[size_t(child)].choice;
    }
    const std::optional<Violation> v =
        options_.typed_moves ? world.apply_move_key(key) : world.GameState::apply_move_key(key);
    if (v) throw std::logic_error(fmt::format("ismcts: a legal move was refused: {}", v->rule));
    return child;
  }

  // A node of a game that does not list its moves, every candidate drawn: selects among
  // them (a candidate can be played in every world) and plays it from its seed.
  int step_candidate(int node, GameState& world) {
    const std::vector<int>& children = nodes_[size_t(node)].children;
    for (int child : children) ++nodes_[size_t(child)].available;
    const int child = select(children);
    play_candidate(world, nodes_[size_t(child)].seed);
    return child;
  }

  // The candidate of `seed`: its choice from the seed, its dice from the search's chance.
  void play_candidate(GameState& world, uint64_t seed) {
    Chance own(seed);
    if (world.apply_policy_move(own, chance_, nullptr))
      throw std::logic_error("ismcts: a legal move of the play-out policy was refused");
  }

  void playout(GameState& world) {
    for (int mover = world.to_move(); mover != GameState::kTerminal; mover = world.to_move()) {
      if (mover == GameState::kChance)
        apply_or_throw(world, world.chance_move(chance_));
      else if (world.apply_policy_move(chance_, chance_, nullptr))
        throw std::logic_error("ismcts: a legal move of the play-out policy was refused");
    }
  }

  // Every seat's share of the win, added to the moves of the path each seat played.
  void backup(const GameState& end) {
    const Outcome outcome = end.outcome();
    const std::vector<int> side_of = end.side_of_seat();
    std::vector<bool> won(outcome.sides.size());
    for (const std::string& winner : outcome.winners)
      for (size_t side = 0; side < outcome.sides.size(); ++side)
        if (outcome.sides[side] == winner) won[side] = true;
    const double share = outcome.winners.empty() ? 0 : 1.0 / double(outcome.winners.size());
    for (auto [node, mover] : path_) {
      SearchNode& n = nodes_[size_t(node)];
      ++n.visits;
      if (won[size_t(side_of[size_t(mover)])]) n.reward += share;
    }
  }

  const IsmctsOptions& options_;
  Chance& chance_;
  const int seat_;
  std::vector<SearchNode> nodes_;
  std::vector<std::pair<int, int>> path_;  // (node, the seat that played it)
  std::vector<uint64_t> keys_, untried_;   // step_listed's lists, kept between nodes
  std::vector<int> available_;
};

// The most visited child of the root among `allowed` (ties: the better mean, then the first).
int most_visited(const std::vector<SearchNode>& nodes, const std::vector<int>& allowed) {
  int best = -1;
  for (int child : allowed) {
    const SearchNode& c = nodes[size_t(child)];
    if (best < 0) {
      best = child;
      continue;
    }
    const SearchNode& b = nodes[size_t(best)];
    if (c.visits > b.visits ||
        (c.visits == b.visits && c.visits > 0 && c.reward / c.visits > b.reward / b.visits))
      best = child;
  }
  return best;
}

std::optional<Violation> play_written(GameState& state, const std::string& text,
                                      std::string* written) {
  if (written) *written = text;
  return state.apply(text);
}

}  // namespace

std::optional<Violation> IsmctsBot::play(GameState& state, Chance& chance, std::string* written) {
  const int seat = state.to_move();
  if (seat < 0) throw std::logic_error("ismcts: nobody is to move");
  Search search(options_, chance, seat);
  if (options_.lists_moves) {
    // The real table's moves, by the seat's choice: what it knows (its own hand, the table).
    const std::vector<std::string> legal = state.legal_moves();
    if (legal.empty()) throw std::logic_error("ismcts: no legal move for the seat to move");
    if (legal.size() == 1) return play_written(state, legal[0], written);
    for (int i = 0; i < options_.iterations; ++i) search.iterate(state);
    std::vector<uint64_t> keys;  // of legal's moves, in its order (on a copy: listing may
    list_keys(*state.clone(), options_.typed_moves, keys);  // begin the turn)
    if (keys.size() != legal.size())
      throw std::logic_error("ismcts: legal_move_keys() does not match legal_moves()");
    std::vector<int> allowed;
    for (uint64_t key : keys)
      for (int child : search.root().children)
        if (search.nodes()[size_t(child)].choice == key) allowed.push_back(child);
    const int best = most_visited(search.nodes(), allowed);
    if (best < 0) return play_written(state, legal[0], written);  // no iteration was run
    const uint64_t choice = search.nodes()[size_t(best)].choice;
    for (size_t i = 0; i < keys.size(); ++i)
      if (keys[i] == choice) return play_written(state, legal[i], written);
    throw std::logic_error("ismcts: the chosen move is not legal");
  }
  // Candidates: drawn at the root in one world of the seat's, all at once, so that a move
  // with one candidate (the rest of a planned turn) is played without searching.
  std::unique_ptr<GameState> world = state.clone();
  world->resample_hidden(seat, chance);
  while (search.root().draws < options_.candidates) search.draw_candidate(0, *world);
  const std::vector<int> children = search.root().children;
  if (children.size() > 1)
    for (int i = 0; i < options_.iterations; ++i) search.iterate(state);
  const SearchNode& best = search.nodes()[size_t(most_visited(search.nodes(), children))];
  Chance own(best.seed);
  return state.apply_policy_move(own, chance, written);  // the dice: the game's chance
}

std::unique_ptr<Bot> make_ismcts_bot(std::string_view name, bool lists_moves) {
  constexpr std::string_view kName = "ismcts";
  if (name.substr(0, kName.size()) != kName) return nullptr;
  std::string_view rest = name.substr(kName.size());
  IsmctsOptions options;
  options.lists_moves = lists_moves;
  options.iterations = kIsmctsDefaultIterations;
  if (!rest.empty()) {
    if (rest.front() != ':') return nullptr;  // another bot whose name starts so
    rest.remove_prefix(1);
    long long n = 0;
    bool digits = !rest.empty() && rest.size() <= 9;
    for (char c : rest) {
      digits = digits && c >= '0' && c <= '9';
      if (digits) n = n * 10 + (c - '0');
    }
    if (!digits || n < 1 || n > kIsmctsMaxIterations)
      throw std::invalid_argument(
          fmt::format("'{}': the iterations of ismcts:N are a whole number from 1 to {}", name,
                      kIsmctsMaxIterations));
    options.iterations = int(n);
  }
  return std::make_unique<IsmctsBot>(options);
}

}  // namespace qm

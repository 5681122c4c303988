// What a state does where its game says nothing (games/game_state.h): every default of
// GameState, in one place.
#include "games/game_state.h"

#include <fmt/format.h>

#include <stdexcept>

#include "record/record.h"

namespace qm {

std::vector<std::string> GameState::legal_moves() const { return {}; }

std::string GameState::random_legal_move(Chance& chance) const {
  const std::vector<std::string> legal = legal_moves();
  if (legal.empty()) throw std::logic_error(fmt::format("no legal move for seat {}", to_move()));
  return legal[size_t(chance.below(legal.size()))];
}

std::optional<Violation> GameState::apply_random_move(Chance& chance, std::string* written) {
  std::string move = random_legal_move(chance);
  std::optional<Violation> v = apply(move);
  if (written) *written = std::move(move);
  return v;
}

std::optional<Violation> GameState::apply_policy_move(Chance& choice, Chance&,
                                                      std::string* written) {
  return apply_random_move(choice, written);
}

std::string GameState::chance_move(Chance&) const {
  throw std::logic_error("this game has no chance moves");
}

std::string GameState::move_choice(const std::string& move) const { return move; }

namespace {

// FNV-1a, 64 bits: the default key of a choice's text.
uint64_t choice_text_key(const std::string& text) {
  uint64_t h = 14695981039346656037ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

}  // namespace

void GameState::legal_move_keys(std::vector<uint64_t>& keys) {
  keys.clear();
  for (const std::string& text : legal_moves()) keys.push_back(choice_text_key(move_choice(text)));
}

std::optional<Violation> GameState::apply_move_key(uint64_t key) {
  for (const std::string& text : legal_moves())
    if (choice_text_key(move_choice(text)) == key) return apply(text);
  throw std::logic_error(fmt::format("no legal move of seat {} has the key {}", to_move(), key));
}

std::optional<Violation> GameState::apply(const std::string& text) {
  RawMove raw;
  raw.text = text;
  return apply(raw);
}

void GameState::read_move(const RawMove&) const {}

MoveWords GameState::last_move_words() const { return {}; }

StandResult GameState::stand(const RawMove&, const Violation& violation) {
  return {false, "this game cannot apply a move that breaks " + violation.rule +
                     ": it decides no ruling \"stands\""};
}

void GameState::strike() {}

std::optional<Violation> GameState::setup_violation() const { return std::nullopt; }

std::optional<Violation> GameState::close() { return std::nullopt; }

void GameState::resample_hidden(int, Chance&) {}

// A game without hidden information: every seat sees the whole table.
std::string GameState::seat_view(int) const { return table().dump(); }

std::vector<int> GameState::side_of_seat() const {
  std::vector<int> sides;
  for (size_t p = 0; p < players().size(); ++p) sides.push_back(int(p));
  return sides;
}

std::vector<GameEvent> GameState::events() const { return {}; }
void GameState::keep_events() {}

std::vector<GameFigure> GameState::figures() const { return {}; }
std::vector<OptionUse> GameState::option_uses() const { return {}; }
std::vector<std::string> GameState::caveats() const { return {}; }

void GameState::measure_margins() {}

std::vector<Margin> GameState::margins() const { return {}; }

void GameState::add_report_fields(Json&) const {}

RecordFields GameState::record_fields() const { return {}; }

std::string GameState::broken_invariant() const { return ""; }

}  // namespace qm

// One line of a Pirates record as the engine reads it: the verb and its arguments with
// every piece resolved to its index in Pieces (pieces.h). notation.h reads a line into an
// Action and writes an Action back as a line; state.h checks and applies it. No strings:
// an id the record does not have is kUnknownPiece and its text is kept in `unknown` only
// for the message (`piece-unknown`, or `board-take` for a crew).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "games/pirates/geometry.h"

namespace qm::pirates {

enum class Verb : uint8_t { Turn, Move, Dock, Explore, Shoot, Ram, Board, Tow, Repair, Scuttle };
const char* verb_name(Verb v);

constexpr int kUnknownPiece = -2;  // named in the line, but not a piece of the record
constexpr int kMaxPoints = 8;      // points of one move line
constexpr int kMaxCoins = 16;      // coins of one line (unloaded, explored, shared)
constexpr int kMaxShots = 16;      // shots of one line

// A fixed-capacity list, so that an Action (and the table) copies without allocating.
template <typename T, int N>
struct SmallList {
  std::array<T, N> items{};
  uint8_t size = 0;
  bool full() const { return size == N; }
  void push_back(T v) { items[size++] = v; }
  const T* begin() const { return items.data(); }
  const T* end() const { return items.data() + size; }
  T* begin() { return items.data(); }
  T* end() { return items.data() + size; }
  const T& operator[](int i) const { return items[size_t(i)]; }
  T& operator[](int i) { return items[size_t(i)]; }
  bool empty() const { return size == 0; }
  void clear() { size = 0; }
};

using Coins = SmallList<int16_t, kMaxCoins>;

// `MAST>TARGET:D6[,D6]h|m[/N]`
struct Shot {
  int8_t mast = 0;        // 1-based, as written
  int16_t target = -1;    // ship index, or kUnknownPiece
  uint8_t die = 0;        // the first roll
  uint8_t reroll = 0;     // a Cannoneer's second roll, 0: none
  bool rerolled = false;  // a second roll is written (even a 0, which is die-value)
  bool hit = false;       // `h` written (else `m`)
  int8_t choice = 0;      // `/N`: the mast the target's owner removes, 0: not written
};

enum class BoardEffect : uint8_t { None, Take, Kill };

struct Action {
  Verb verb = Verb::Turn;
  int8_t player = -1;
  int16_t ship = -1;                    // the acting ship (all verbs but turn), or kUnknownPiece
  int16_t other = -1;                   // ram, board, tow: the other ship, or kUnknownPiece
  int16_t island = -1;                  // dock
  SmallList<Point, kMaxPoints> points;  // move
  Coins coins;                          // dock (unload), explore, shoot (share)
  bool unload = false;                  // dock: `unload` written
  bool share = false;                   // shoot: `share` written
  SmallList<Shot, kMaxShots> shots;     // shoot
  uint8_t die = 0, die2 = 0;            // ram, scuttle: die; board: die (the writer's), die2
  bool hit = false;                     // ram: `h` written
  int8_t mast = 0;                      // ram `/N`, repair N; 0: not written
  BoardEffect effect = BoardEffect::None;
  int16_t take = 0;     // board: the coin taken
  int16_t crew = -1;    // board: the crew killed, or kUnknownPiece
  std::string unknown;  // the text of an id that is kUnknownPiece (the first one)
};

}  // namespace qm::pirates

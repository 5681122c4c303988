// A specified, portable pseudo-random number generator for simulations: the one source of
// chance of a simulated game. Its deal, every shuffle and die roll and every bot's choice
// draw from one Rng seeded with the game's seed, so a seed gives the same game everywhere.
//
// `qm simulate --seed S` promises byte-identical output on every platform, compiler and
// standard library, so nothing here uses <random>'s distributions or std::shuffle (their
// results differ between libraries). The exact algorithm, which any reimplementation must
// follow bit for bit:
//
// - Seeding (SplitMix64, Steele, Lea and Flood 2014; Vigna's splitmix64.c): with a 64-bit
//   state x = seed, each step is
//       x += 0x9E3779B97F4A7C15;  z = x;
//       z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
//       z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
//       output z ^ (z >> 31)
//   The first four outputs are s[0], s[1], s[2], s[3] of xoshiro256** (they are never all
//   zero in practice; a zero state would be replaced, see random.cc, but no 64-bit seed
//   produces one).
// - next() is xoshiro256** 1.0 (Blackman and Vigna 2018, xoshiro256starstar.c):
//       result = rotl(s[1] * 5, 7) * 9;   t = s[1] << 17;
//       s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
//       s[2] ^= t;    s[3] = rotl(s[3], 45);
//       return result
//   All arithmetic is on unsigned 64-bit integers, modulo 2^64.
// - below(n), for n >= 1, is unbiased by plain rejection: t = (2^64 - n) mod n (computed as
//   (0 - n) % n in 64-bit unsigned arithmetic); draw x = next() until x >= t; return x mod n.
//   The accepted range [t, 2^64) holds a whole multiple of n values, so every result in
//   [0, n) is equally likely. Each call consumes at least one next().
// - shuffle(v) is Fisher-Yates from the last element down:
//       for i = size-1 down to 1: j = below(i + 1); swap(v[i], v[j])
//   A vector of 0 or 1 elements consumes no output.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace qm::sim {

// One step of SplitMix64 on `state`: advances it and returns the next output.
uint64_t splitmix64(uint64_t& state);

class Rng {
 public:
  explicit Rng(uint64_t seed);

  // The next 64 random bits (xoshiro256**).
  uint64_t next();
  // A uniform integer in [0, n); n must be at least 1 (n == 0 throws std::invalid_argument).
  uint64_t below(uint64_t n);

  // Fisher-Yates, last element first (see the header comment).
  template <typename T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) {
      std::size_t j = std::size_t(below(uint64_t(i)));
      std::swap(v[i - 1], v[j]);
    }
  }

  const std::array<uint64_t, 4>& state() const { return s_; }

 private:
  std::array<uint64_t, 4> s_;
};

}  // namespace qm::sim

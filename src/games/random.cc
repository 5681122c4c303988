#include "games/random.h"

#include <stdexcept>

namespace qm::sim {

namespace {
inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

Rng::Rng(uint64_t seed) {
  uint64_t x = seed;
  for (uint64_t& word : s_) word = splitmix64(x);
  // xoshiro's one forbidden state. SplitMix64 is a bijection of its counter, so four
  // consecutive outputs are never all zero; kept as a guard for the specification.
  if ((s_[0] | s_[1] | s_[2] | s_[3]) == 0) s_[0] = 1;
}

uint64_t Rng::next() {
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

uint64_t Rng::below(uint64_t n) {
  if (n == 0) throw std::invalid_argument("Rng::below(0): the range is empty");
  const uint64_t threshold = (0 - n) % n;  // 2^64 mod n
  uint64_t x = next();
  while (x < threshold) x = next();
  return x % n;
}

}  // namespace qm::sim

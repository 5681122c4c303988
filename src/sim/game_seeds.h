// Seeds of the games of a simulation, and how a simulation is cut into shards.
//
// `qm simulate --seed S` plays games 0 .. K-1; game i is played from the 64-bit seed
//     game_seed(S, i) = the (i+1)-th output of SplitMix64 started at state S,
// which SplitMix64's additive state lets us compute directly (games/random.h gives the steps):
//     x = S + (i + 1) * 0x9E3779B97F4A7C15   (mod 2^64)
//     z = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
//     z = (z ^ (z >> 27)) * 0x94D049BB133111EB
//     game_seed = z ^ (z >> 31)
// So game i is the same game whether it is played alone, in a shard or in the whole run.
//
// Shard I of N (1-based) plays games [floor((I-1)K/N), floor(IK/N)): contiguous ranges
// that, taken for I = 1 .. N in order, are exactly games 0 .. K-1.
#pragma once

#include <cstdint>
#include <string>

namespace qm::sim {

uint64_t game_seed(uint64_t seed, uint64_t game_index);

struct Shard {
  uint64_t index = 1, count = 1;  // I of N, 1-based
};

// "I/N" with 1 <= I <= N; nullopt-like failure reported by throwing std::invalid_argument.
Shard parse_shard(const std::string& text);

struct GameRange {
  uint64_t begin = 0, end = 0;  // game indices [begin, end)
};
GameRange shard_range(uint64_t games, Shard shard);

}  // namespace qm::sim

// Per-game seeds and shards of `qm simulate` (sim/game_seeds.h): game i's seed is the
// (i+1)-th output of SplitMix64 from the run's seed, and shards partition the games into
// contiguous ranges in order.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "games/random.h"
#include "sim/game_seeds.h"

using qm::sim::game_seed;
using qm::sim::GameRange;
using qm::sim::parse_shard;
using qm::sim::shard_range;

TEST_CASE("game seeds are the outputs of SplitMix64 from the run's seed, computed directly") {
  for (uint64_t seed : {0ull, 1ull, 42ull, 0xFFFFFFFFFFFFFFFFull}) {
    uint64_t state = seed;
    for (uint64_t i = 0; i < 1000; ++i) REQUIRE(game_seed(seed, i) == qm::sim::splitmix64(state));
  }
  // Known values: SplitMix64 from state 0 starts e220a8397b1dcdaf, 6e789e6aa1b965f4.
  CHECK(game_seed(0, 0) == 0xe220a8397b1dcdafull);
  CHECK(game_seed(0, 1) == 0x6e789e6aa1b965f4ull);
}

TEST_CASE("shards cover every game once, in order, whatever K and N") {
  for (uint64_t games : {0ull, 1ull, 7ull, 100ull, 1001ull})
    for (uint64_t n = 1; n <= 9; ++n) {
      uint64_t next = 0;
      for (uint64_t i = 1; i <= n; ++i) {
        const GameRange r = shard_range(games, {i, n});
        REQUIRE(r.begin == next);
        REQUIRE(r.end >= r.begin);
        next = r.end;
      }
      REQUIRE(next == games);
    }
  CHECK(shard_range(10, {1, 3}).end == 3);
  CHECK(shard_range(10, {3, 3}).begin == 6);
  // No overflow for K * N beyond 64 bits.
  CHECK(shard_range(0xFFFFFFFFFFFFFFFFull, {2, 2}).end == 0xFFFFFFFFFFFFFFFFull);
}

TEST_CASE("a shard is written I/N with 1 <= I <= N") {
  CHECK(parse_shard("2/4").index == 2);
  CHECK(parse_shard("2/4").count == 4);
  for (const char* bad : {"", "0/3", "4/3", "1", "1/", "/2", "a/b", "1/2/3", "-1/2", "1 /2"})
    CHECK_THROWS_AS(parse_shard(bad), std::invalid_argument);
}

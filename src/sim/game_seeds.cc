#include "sim/game_seeds.h"

#include <charconv>
#include <stdexcept>

#include "games/random.h"

namespace qm::sim {

uint64_t game_seed(uint64_t seed, uint64_t game_index) {
  uint64_t state = seed + game_index * 0x9E3779B97F4A7C15ull;
  return splitmix64(state);  // adds the constant once more: the (i+1)-th output
}

Shard parse_shard(const std::string& text) {
  const size_t slash = text.find('/');
  Shard shard;
  auto number = [&](std::string_view part, uint64_t& out) {
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
    return ec == std::errc() && end == part.data() + part.size() && !part.empty();
  };
  const std::string_view all(text);
  if (slash == std::string::npos || !number(all.substr(0, slash), shard.index) ||
      !number(all.substr(slash + 1), shard.count) || shard.index < 1 || shard.index > shard.count)
    throw std::invalid_argument("a shard is I/N with 1 <= I <= N, e.g. 2/4; not '" + text + "'");
  return shard;
}

GameRange shard_range(uint64_t games, Shard shard) {
  // 128-bit products: K * N may not fit in 64 bits.
  auto cut = [&](uint64_t i) { return uint64_t((unsigned __int128)(games)*i / shard.count); };
  return {cut(shard.index - 1), cut(shard.index)};
}

}  // namespace qm::sim

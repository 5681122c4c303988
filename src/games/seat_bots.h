// Which bot plays at which seat of a simulated game, as `--bot` says it: one bot for every
// seat ("greedy", "ismcts:500"), or bots by seat, numbered from 1 ("1=ismcts:1000,2=greedy"),
// the seats not named playing the game's default bot, or the one bot given without a number
// ("greedy,1=ismcts": seat 1 searches, the others are greedy).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace qm {

// The entries of a spec: each bot's seat (0 for the unnumbered one) and name. Throws
// std::invalid_argument, with a sentence saying what is wrong, for a spec that cannot be
// read: an empty entry, a seat that is not a whole number from 1, a seat named twice, two
// unnumbered bots.
struct SeatBot {
  int seat = 0;  // 1-based; 0: the seats not named
  std::string bot;
};
std::vector<SeatBot> read_seat_bots(std::string_view spec);

// The bot of each seat of a game of `players` (seat 0 first): `fallback` where the spec
// names none. Throws std::invalid_argument as read_seat_bots, or for a seat past `players`.
std::vector<std::string> seat_bots(std::string_view spec, int players, const std::string& fallback);

// A bot's base name: "ismcts" of "ismcts:1000".
std::string_view bot_base(std::string_view bot);

}  // namespace qm

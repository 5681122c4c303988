#include "games/seat_bots.h"

#include <fmt/format.h>

#include <stdexcept>

namespace qm {

namespace {

// A seat number: a whole number from 1, as written (at most 3 digits; qm plays at most 8).
int read_seat(std::string_view text, std::string_view entry) {
  int seat = 0;
  bool ok = !text.empty() && text.size() <= 3;
  for (char c : text) {
    ok = ok && c >= '0' && c <= '9';
    if (ok) seat = seat * 10 + (c - '0');
  }
  if (!ok || seat < 1)
    throw std::invalid_argument(
        fmt::format("'{}': a seat is a whole number from 1 (1=ismcts:1000,2=greedy)", entry));
  return seat;
}

}  // namespace

std::vector<SeatBot> read_seat_bots(std::string_view spec) {
  std::vector<SeatBot> entries;
  size_t start = 0;
  while (true) {
    const size_t comma = spec.find(',', start);
    const std::string_view entry =
        spec.substr(start, comma == std::string_view::npos ? spec.npos : comma - start);
    const size_t equals = entry.find('=');
    SeatBot e;
    if (equals != std::string_view::npos) e.seat = read_seat(entry.substr(0, equals), entry);
    e.bot = std::string(equals == std::string_view::npos ? entry : entry.substr(equals + 1));
    if (e.bot.empty())
      throw std::invalid_argument(
          spec.size() == 0
              ? std::string("no bot given (e.g. --bot greedy)")
              : fmt::format("'{}': an entry names no bot (1=ismcts:1000,2=greedy)", spec));
    for (const SeatBot& other : entries)
      if (other.seat == e.seat)
        throw std::invalid_argument(
            e.seat ? fmt::format("'{}': seat {} is given two bots", spec, e.seat)
                   : fmt::format("'{}': two bots for the seats not named; number the seats "
                                 "(1=ismcts:1000,2=greedy)",
                                 spec));
    entries.push_back(std::move(e));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return entries;
}

std::vector<std::string> seat_bots(std::string_view spec, int players,
                                   const std::string& fallback) {
  const std::vector<SeatBot> entries = read_seat_bots(spec);
  std::string others = fallback;
  for (const SeatBot& e : entries)
    if (e.seat == 0) others = e.bot;
  std::vector<std::string> bots(size_t(players), others);
  for (const SeatBot& e : entries) {
    if (e.seat == 0) continue;
    if (e.seat > players)
      throw std::invalid_argument(
          fmt::format("'{}': seat {} of a game of {} players", spec, e.seat, players));
    bots[size_t(e.seat - 1)] = e.bot;
  }
  return bots;
}

std::string_view bot_base(std::string_view bot) { return bot.substr(0, bot.find(':')); }

}  // namespace qm

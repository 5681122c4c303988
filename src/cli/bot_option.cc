// The `--bot` option of simulate and compare --simulate: its choices come from the game
// registry, since the game (and so its bots) is known only once the ruleset is read. It
// takes one bot for every seat or bots by seat (games/seat_bots.h); whether the ruleset's
// game offers them, and whether the seats exist, is checked once the ruleset is read
// (sim::make_simulator).
#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "cli/commands.h"
#include "games/ismcts.h"
#include "games/seat_bots.h"
#include "sim/simulator.h"

namespace qm::cli {

namespace {

// "random", "random or greedy", "random, greedy or clever".
std::string choices_text(const std::vector<std::string>& bots) {
  if (bots.size() < 2) return fmt::format("{}", fmt::join(bots, ""));
  return fmt::format("{} or {}", fmt::join(bots.begin(), bots.end() - 1, ", "), bots.back());
}

// "" when `spec` reads and names only bots some game offers, else why not.
std::string check_bots(const std::string& spec, const std::vector<std::string>& bots) {
  try {
    for (const SeatBot& entry : read_seat_bots(spec)) {
      const std::string_view base = bot_base(entry.bot);
      if (std::find(bots.begin(), bots.end(), base) == bots.end() ||
          (base != entry.bot && base != "ismcts"))
        return fmt::format("unknown bot '{}' (bots: {})", entry.bot, fmt::join(bots, ", "));
      make_ismcts_bot(entry.bot, true);  // the N of ismcts:N
    }
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

}  // namespace

CLI::Option* add_bot_option(CLI::App* cmd, std::string& bot, const std::string& help) {
  const std::vector<std::string> bots = sim::all_simulator_bots();
  if (!bots.empty()) bot = bots.front();
  return cmd
      ->add_option("--bot", bot,
                   help + choices_text(bots) +
                       fmt::format("; ismcts:N searches N iterations a move (ismcts: {}); by "
                                   "seat, from 1: 1=ismcts:1000,2=greedy (other seats: the "
                                   "default)",
                                   kIsmctsDefaultIterations))
      // Named like CLI::IsMember's choices, which the shell completion offers (cmd_complete.cc).
      ->check(CLI::Validator([bots](std::string& spec) { return check_bots(spec, bots); },
                             fmt::format("{{{}}}", fmt::join(bots, ","))))
      ->capture_default_str();
}

}  // namespace qm::cli

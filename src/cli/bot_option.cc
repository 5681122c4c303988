// The `--bot` option of simulate and compare --simulate: its choices come from the game
// registry, since the game (and so its bots) is known only once the ruleset is read.
#include <fmt/format.h>

#include "cli/commands.h"
#include "sim/simulator.h"

namespace qm::cli {

namespace {

// "random", "random or greedy", "random, greedy or clever".
std::string choices_text(const std::vector<std::string>& bots) {
  if (bots.size() < 2) return fmt::format("{}", fmt::join(bots, ""));
  return fmt::format("{} or {}", fmt::join(bots.begin(), bots.end() - 1, ", "), bots.back());
}

}  // namespace

CLI::Option* add_bot_option(CLI::App* cmd, std::string& bot, const std::string& help) {
  const std::vector<std::string> bots = sim::all_simulator_bots();
  if (!bots.empty()) bot = bots.front();
  return cmd->add_option("--bot", bot, help + choices_text(bots))
      ->check(CLI::IsMember(bots))
      ->capture_default_str();
}

}  // namespace qm::cli

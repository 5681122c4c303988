// The `--table` option of simulate and compare --simulate: what the deal adds to the table,
// words that some registered game offers (GameType::table_words), comma-separated; whether the
// ruleset's game offers them is checked once the ruleset is read (sim::Simulator).
#include <fmt/format.h>

#include <algorithm>

#include "cli/commands.h"
#include "games/game.h"
#include "games/registry.h"

namespace qm::cli {

CLI::Option* add_table_option(CLI::App* cmd, std::vector<std::string>& table,
                              const std::string& help) {
  std::vector<std::string> words;
  for (const Game* g : all_games())
    for (const std::string& word : g->type().table_words)
      if (std::find(words.begin(), words.end(), word) == words.end()) words.push_back(word);
  return cmd
      ->add_option("--table", table,
                   help + fmt::format("Also deal these onto the table, comma-separated: {} "
                                      "(the game's own words; its records then say the "
                                      "format they need)",
                                      fmt::join(words, ", ")))
      ->delimiter(',')
      ->check(CLI::IsMember(words));
}

}  // namespace qm::cli

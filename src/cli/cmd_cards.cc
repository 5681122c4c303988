// qm cards LIST [--out FILE] [--summary] [--game GAME] : reads the players' list of a game's
// printed cards (games/card_list.h): how each card reads, the coverage, and a card file of the
// cards read. Exit status 0; 3 when the list cannot be read (not a CSV of the list's
// layout: FILE:LINE:COLUMN and what was expected), or the card file cannot be written.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "games/card_list.h"
#include "games/game.h"
#include "games/registry.h"
#include "record/input_checks.h"
#include "record/record_error.h"
#include "report/output_file.h"

namespace qm::cli {

namespace {

// The games that read a card list, "a, b".
std::string card_games() {
  std::string out;
  for (const Game* g : all_games())
    if (g->card_list()) out += fmt::format("{}{}", out.empty() ? "" : ", ", g->name());
  return out;
}

}  // namespace

void add_cards(CLI::App& app, int& exit_code) {
  struct Args {
    std::string list, out, game;
    bool summary = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "cards",
      "Read the players' list of a game's printed cards (a CSV): how each card reads, how much "
      "of it is checked, and a card file of the cards read");
  cmd->add_option("list", args->list, "The card list (CSV), the user's own copy")->required();
  cmd->add_option("--out", args->out, "Write the card file (YAML) there");
  cmd->add_flag("--summary", args->summary, "Print only the coverage, not each card");
  cmd->add_option("--game", args->game,
                  "The game whose cards the list holds (default: the one game that reads a "
                  "card list)");
  cmd->callback([args, &exit_code] {
    const CardList* list = nullptr;
    if (args->game.empty()) {
      for (const Game* g : all_games())
        if (g->card_list()) {
          if (list) throw UsageError("--game: several games read card lists: " + card_games());
          list = g->card_list();
        }
    } else if (const Game* g = find_game(args->game)) {
      list = g->card_list();
    } else {
      throw UsageError(
          fmt::format("--game {}: no such game; the games: {}", args->game, known_games()));
    }
    if (!list)
      throw UsageError(fmt::format("--game {}: it reads no card list; the games that do: {}",
                                   args->game, card_games()));
    // A regular file within the input size limit (never a FIFO read forever).
    std::string text, why;
    if (!read_input_file(args->list, text, why)) {
      std::cerr << "qm: " << why << "\n";
      exit_code = 3;
      return;
    }
    CardListReading reading;
    try {
      reading = list->read(text);
    } catch (const RecordError& e) {
      std::cerr << fmt::format("{}:{}:{}: {}\n", args->list, e.pos().line, e.pos().column,
                               e.what());
      exit_code = 3;
      return;
    }
    if (!args->summary) std::cout << reading.report << "\n";
    std::cout << reading.coverage;
    if (!args->out.empty()) {
      std::string why;
      if (!report::write_file_atomically(args->out, reading.card_file, why, false)) {
        std::cerr << "qm: " << why << "\n";
        exit_code = 3;
        return;
      }
      std::cout << fmt::format("Card file written: {}\n", args->out);
    }
    exit_code = 0;
  });
}

}  // namespace qm::cli

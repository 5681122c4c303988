// What a game is, as data (OpenSpiel's GameType is the model): its name, the players it is
// for, what its scores count, and what it can do. Each game declares it once, in its
// folder (Game::type()); the shared layers read it instead of asking the game one question
// at a time.
#pragma once

#include <string>
#include <vector>

namespace qm {

// A kind of event a game reports for the record store (GameEvent::kind), and what it means.
struct EventKind {
  std::string name, meaning;
};

struct GameType {
  std::string name;  // as records write it in `game:`
  // The players a record of the game may have; a ruleset may allow fewer counts (Loot's
  // partnership play: 4, 6 or 8), which the game checks when it opens a record or deals.
  int min_players = 2, max_players = 2;
  std::string score_unit = "points";  // what scores count, for labels: "gold", "jewels"
  // The newest record format the game reads (`format:`); a record of a later one is
  // unreadable at its `format:` field. Format 2 only adds to format 1.
  int max_format = 1;

  // What it can do.
  bool lists_moves = false;         // GameState::legal_moves lists them; else only a random one
  bool hidden_information = false;  // a seat may not see everything: GameState::resample_hidden
  bool draws_table = false;         // a picture of the table (`qm state --format svg`)
  // Its bots (`qm simulate --bot`), the default first: "random", the game's random legal
  // move, "ismcts", the search bot every game has (games/ismcts.h; `ismcts:N` gives its
  // budget), and the game's own (make_bot).
  std::vector<std::string> bots = {"random"};
  // What `qm simulate --table` may ask the deal to add to the table (Game::new_game_with),
  // in the order records name them; none by default.
  std::vector<std::string> table_words = {};

  // How its simulated records are named (games/simulated_record.h): by the bot (the id ends
  // in the bot's name, the event says "random bots"), or as records of full visibility,
  // which simulated Loot records have always been (the id ends in "full" whatever the bot,
  // the event says "full visibility", the ruleset and id are written plain wherever YAML
  // reads them back as written).
  enum class RecordNaming { ByBot, FullVisibility };
  RecordNaming record_naming = RecordNaming::ByBot;

  // What its replay report adds (the game's report fields: null when a record cannot be
  // replayed), and the kinds of events it reports to the record store.
  std::vector<std::string> report_fields;
  std::vector<EventKind> event_kinds;
};

}  // namespace qm

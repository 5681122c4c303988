// Einauge's table (`qm state`) and scoring audit (`qm audit`) as typed values.
// EinaugeGameState fills them (table_view, audit_view: einauge_views.cc), the text
// presenters read them (einauge_text.cc), and their JSON — `qm state --format json`, `qm
// audit --format json`, what `qm compare` compares — is made from them in one place
// (einauge_views_json.cc), in the order of the fields below.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/einauge/options.h"
#include "games/einauge/state.h"
#include "games/view_json.h"

namespace qm::einauge {

// What a column pays out, a sale or a buy received.
struct Payout {
  int sabres = 0, ducats = 0, jewels = 0;
};

struct ColumnView {
  std::optional<std::string> colour;  // nullopt: a pile of vessels
  std::vector<std::string> cards;
  int chests = 0;
  Payout pays;
};

// --- The table ---

struct SeatView {
  std::string player;
  int sabres = 0, ducats = 0, jewels = 0;
  std::vector<ColumnView> columns;
};

struct PileView {
  int island_cards = 0, vessels = 0;  // island cards first, then the vessels
};

struct TableView {
  int move = 0;  // moves played
  Phase phase = Phase::Turns;
  int turn = 0;
  bool last_round = false;
  std::optional<std::string> to_move;  // nullopt when the game is over
  std::optional<std::string> step;     // what the player to move does next ("sell or buy")
  std::vector<std::string> display, desk;
  PileView pile;
  std::vector<SeatView> players;
};

// "turns", "final turn", "over".
std::string_view phase_name(Phase phase);

// --- The audit ---

// A move played, with what it paid and received; the fields after `verb` are its verb's.
struct EventView {
  int move = 0;
  std::string player;
  Verb verb = Verb::Pass;
  std::vector<std::string> cards;        // reveal: the cards turned up
  std::string sold;                      // sell: the card, or "N jewel(s)"
  std::string card;                      // buy, steal, move
  int paid_ducats = 0, paid_sabres = 0;  // buy, steal
  std::string column;                    // buy, steal: its colour, or "vessels"
  int column_cards = 0;                  // buy, steal: the column's cards after it
  Payout received;                       // sell, buy, steal
};

struct PlayerAudit {
  std::string player;
  std::vector<ColumnView> columns;
  int jewels_held = 0, sabres = 0, sabre_ducats = 0, ducats = 0, ducat_jewels = 0, ducats_lost = 0,
      chest_jewels = 0, colours = 0, colour_jewels = 0, total = 0, rank = 0;
  std::optional<long long> claimed;  // the score claimed at the table
};

// One player's place in a colour's chest majority.
struct ChestPlace {
  std::string player;
  int chests = 0;
  std::optional<int> rank;  // nullopt without a chest of the colour
  int jewels = 0;
};

struct ChestView {
  std::string colour;
  std::vector<ChestPlace> ranking;  // every player, in seat order
};

struct AuditView {
  Scoring scoring = Scoring::Chests;
  std::vector<EventView> events;
  std::vector<PlayerAudit> players;
  std::vector<ChestView> chests;  // every colour in play (chests scoring)
  bool finished = false;
  std::vector<std::string> winners;
};

// "chests", "colours".
std::string_view scoring_name(Scoring scoring);

Json to_json(const TableView& table);
Json to_json(const AuditView& audit);

}  // namespace qm::einauge

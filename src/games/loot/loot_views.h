// Loot's table (`qm state`) and scoring audit (`qm audit`) as typed values. LootGameState
// fills them (table_view, audit_view: loot_views.cc), the text presenters read them
// (loot_text.cc), and their JSON — `qm state --format json`, `qm audit --format json`,
// what `qm compare` compares — is made from them in one place (loot_views_json.cc), in
// the order of the fields below.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/outcome.h"
#include "games/view_json.h"

namespace qm::loot {

// A merchant as the table and the audit name it.
struct MerchantRef {
  std::string merchant;  // "@3"
  int value = 0;         // its gold
  std::string owner;     // the player who put it to sea
};

// --- The table ---

struct HandView {
  std::string player, side;
  int size = 0;                    // cards in hand
  std::vector<std::string> known;  // the cards the record lets qm know, in card order
  int unknown = 0;                 // the others
};

// A card played at a merchant: a pirate ship, or the captain or admiral.
struct CardPlayed {
  std::string card, player;
  int move = 0;
};

// One colour attacking a merchant.
struct AttackerView {
  std::string side, colour;
  int strength = 0;
  std::vector<CardPlayed> ships;
};

struct AtSeaView {
  MerchantRef merchant;
  std::string card;
  int put_to_sea = 0;  // the move
  std::vector<AttackerView> attackers;
  std::optional<CardPlayed> captain_or_admiral;  // the last one played here
  std::optional<std::string> leader;             // the side it goes to; nullopt: nobody
  std::string why;                               // why that side leads
};

struct CapturedPile {
  std::string side;
  int gold = 0;
  std::vector<MerchantRef> merchants;
};

struct TableView {
  int move = 0;  // moves played
  bool game_over = false;
  std::optional<std::string> to_move;  // nullopt when the game is over
  int deck = 0;                        // cards in the draw pile
  std::vector<HandView> hands;
  std::vector<AtSeaView> at_sea;
  std::vector<CapturedPile> captured;            // per side
  std::vector<std::string> capture_checks_next;  // the sides checked before the next move
};

// --- The audit ---

// A capture as the report lists it (`qm replay`: its "captures").
struct CaptureView {
  std::optional<int> move;  // the move before which it happened; nullopt: at the end
  MerchantRef merchant;
  std::string by;  // the side that captured it
};

// ... and as the audit explains it.
struct CaptureAudit {
  CaptureView capture;
  std::string why;
};

struct HandMerchants {
  std::string player;
  std::vector<std::string> merchants;  // the merchant cards in hand
  int gold = 0;                        // their gold
  int unknown_cards = 0;               // cards of the hand the record leaves unknown
};

struct SideAudit {
  std::string side;
  int captured = 0;  // gold captured
  std::vector<HandMerchants> in_hand;
  int in_hand_gold = 0;  // subtracted at the end of the game
  long long total = 0;
  std::optional<ScoreBounds> bounds;  // while hidden cards leave the score open
  int rank = 0;
  std::optional<long long> claimed;  // the score claimed at the table
};

struct AuditView {
  std::vector<CaptureAudit> captures;
  std::vector<MerchantRef> discarded_at_end;  // scored by nobody
  std::vector<SideAudit> sides;
  bool finished = false, complete = false;
  std::vector<std::string> winners;
};

Json to_json(const TableView& table);
Json to_json(const AuditView& audit);
Json to_json(const CaptureView& capture);
// A capture read back (Game::entry_text); false when `entry` is not one.
bool read_value(const Json& entry, CaptureView& capture);

}  // namespace qm::loot

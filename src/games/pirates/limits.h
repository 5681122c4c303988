// How much a Pirates record may count (docs/records.md, "Limits on what is read"): bounds no
// real table reaches, so that every index fits the engine's small integers, every sum of
// gold fits with room to spare, and every line is checked in bounded time (a move is
// measured against every island and ship). The header reader refuses a record past any of
// them at the place that goes past it (unreadable, exit 3).
#pragma once

namespace qm::pirates {

constexpr int kMinPlayers = 2, kMaxPlayers = 8;
constexpr int kMaxShips = 128;          // ships of all fleets (a club's largest table: a few dozen)
constexpr int kMaxIslands = 64;         // islands on the table
constexpr int kMaxCrew = 512;           // crew of all fleets
constexpr int kMaxCoinValue = 1000;     // a coin's gold
constexpr int kMaxRecordCoins = 4096;   // coins the header names in all (fleets, islands, start)
constexpr int kMaxPiecePoints = 1000;   // a ship's or a crew's points
constexpr int kMaxGamePoints = 100000;  // the game's point total (`points`)
constexpr int kMaxTerrain = 64;         // terrain pieces (format 2)
constexpr int kMaxForts = 64;           // forts of all fleets (format 2)
constexpr int kMaxEvents = 64;          // events of all fleets (format 2)
constexpr int kMaxBaseMove = 8;         // rulers of a ship's base move (S+L+...)

}  // namespace qm::pirates

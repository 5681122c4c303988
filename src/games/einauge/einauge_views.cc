// What Einauge shows of its table: the table (`qm state`), the scoring audit (`qm audit`),
// the report's columns and chests (`qm replay`) and the events the record store keeps, as
// JSON.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "games/einauge/einauge_game.h"
#include "games/einauge/einauge_game_state.h"
#include "games/einauge/notation.h"
#include "games/einauge/scoring.h"
#include "games/result.h"
#include "games/view_json.h"

namespace qm::einauge {

namespace {

Json card_list(const std::vector<Card>& cards) {
  Json list = Json::array();
  for (Card c : cards) list.push_back(card_name(c));
  return list;
}

Json treasure_json(const Treasure& t) {
  return Json{{"sabres", t.sabres}, {"ducats", t.ducats}, {"jewels", t.jewels}};
}

std::string colour_label(int colour) {
  return colour < 0 ? std::string("vessels") : std::string(colour_name(colour));
}

}  // namespace

Json EinaugeGameState::columns_json(int player) const {
  Json list = Json::array();
  for (const Column& col : state_.player(player).columns)
    list.push_back(Json{{"colour", col.colour < 0 ? Json(nullptr) : Json(colour_name(col.colour))},
                        {"cards", card_list(col.cards)},
                        {"chests", col.sum.chests},
                        {"pays", treasure_json(col.sum)}});
  return list;
}

void EinaugeGameState::add_report_fields(Json& report) const {
  Json columns = Json::object();
  for (int p = 0; p < state_.players(); ++p) {
    Json list = Json::array();
    for (const Column& col : state_.player(p).columns)
      list.push_back(
          Json{{"colour", col.colour < 0 ? Json(nullptr) : Json(colour_name(col.colour))},
               {"cards", card_list(col.cards)}});
    columns[players()[size_t(p)]] = std::move(list);
  }
  report["columns"] = std::move(columns);
  if (state_.options().scoring != Scoring::Chests) {
    report["chests"] = nullptr;
    return;
  }
  Json chests = Json::array();
  for (const ChestRanking& r : score(state_).chests) {
    Json ranks = Json::array();
    for (int p = 0; p < state_.players(); ++p)
      if (r.rank[size_t(p)] > 0)
        ranks.push_back(Json{{"player", players()[size_t(p)]},
                             {"chests", r.chests[size_t(p)]},
                             {"rank", r.rank[size_t(p)]},
                             {"jewels", r.jewels[size_t(p)]}});
    chests.push_back(Json{{"colour", colour_name(r.colour)}, {"ranking", std::move(ranks)}});
  }
  report["chests"] = std::move(chests);
}

// The chest majorities (scoring: chests): per colour, each ranked player's jewels.
std::vector<GameEvent> EinaugeGameState::events() const {
  std::vector<GameEvent> events;
  if (state_.options().scoring != Scoring::Chests) return events;
  for (const ChestRanking& r : score(state_).chests)
    for (int p = 0; p < state_.players(); ++p)
      if (r.rank[size_t(p)] > 0)
        events.push_back(GameEvent{0, players()[size_t(p)], kChestMajority, r.jewels[size_t(p)],
                                   Json{{"colour", colour_name(r.colour)},
                                        {"chests", r.chests[size_t(p)]},
                                        {"rank", r.rank[size_t(p)]}}});
  return events;
}

Json EinaugeGameState::table() const {
  Json t;
  t["move"] = state_.moves_played();
  const Phase phase = state_.phase();
  t["phase"] = phase == Phase::Turns ? "turns" : phase == Phase::FinalTurn ? "final turn" : "over";
  t["turn"] = state_.turn();
  t["last_round"] = state_.last_round();
  t["to_move"] = phase == Phase::Over ? Json(nullptr) : Json(players()[size_t(state_.to_move())]);
  std::string step;
  if (phase == Phase::FinalTurn)
    step = "final turn: steal or pass";
  else if (phase == Phase::Turns && !state_.bought())
    step = "sell or buy";
  else if (phase == Phase::Turns) {
    const bool desk_free = state_.desk().size() < size_t(kDeskPlaces);
    std::vector<std::string> next;
    if (!state_.stolen() && !state_.moved()) next.emplace_back("steal");
    if (!state_.moved() && desk_free) next.emplace_back("move");
    if (state_.moved() || !desk_free) next.emplace_back("reveal");
    step = fmt::format("{}", fmt::join(next, " or "));
  }
  t["step"] = step.empty() ? Json(nullptr) : Json(step);
  t["display"] = card_list(state_.display());
  t["desk"] = card_list(state_.desk());
  t["pile"] = Json{{"island_cards", state_.pile_islands()}, {"vessels", state_.pile_vessels()}};
  Json seats = Json::array();
  for (int p = 0; p < state_.players(); ++p) {
    const PlayerState& ps = state_.player(p);
    seats.push_back(Json{{"player", players()[size_t(p)]},
                         {"sabres", ps.sabres},
                         {"ducats", ps.ducats},
                         {"jewels", ps.jewels},
                         {"columns", columns_json(p)}});
  }
  t["players"] = std::move(seats);
  return t;
}

Json EinaugeGameState::audit() const {
  Outcome o = outcome();
  Score s = score(state_);
  Json a;
  a["scoring"] = state_.options().scoring == Scoring::Chests ? "chests" : "colours";
  Json events = Json::array();
  for (const Event& e : state_.events()) {
    Json entry{
        {"move", e.move}, {"player", players()[size_t(e.player)]}, {"verb", verb_name(e.verb)}};
    if (e.verb == Verb::Reveal) {
      entry["cards"] = card_list(e.revealed);
    } else if (e.verb == Verb::Sell) {
      entry["sold"] =
          e.card == kNoCard ? fmt::format("{} jewel(s)", e.jewels_sold) : card_name(e.card);
      entry["received"] = treasure_json(e.received);
    } else if (e.verb == Verb::Buy || e.verb == Verb::Steal) {
      entry["card"] = card_name(e.card);
      entry["paid"] = Json{{"ducats", e.paid_ducats}, {"sabres", e.paid_sabres}};
      entry["column"] = colour_label(e.column_colour);
      entry["column_cards"] = e.column_cards;
      entry["received"] = treasure_json(e.received);
    } else if (e.verb == Verb::Move) {
      entry["card"] = card_name(e.card);
    }
    events.push_back(std::move(entry));
  }
  a["events"] = std::move(events);
  const std::vector<int> rank = ranks_of(o.scores);
  Json seats = Json::array();
  for (int p = 0; p < state_.players(); ++p) {
    const PlayerScore& x = s.players[size_t(p)];
    Json entry{{"player", players()[size_t(p)]},
               {"columns", columns_json(p)},
               {"jewels_held", x.jewels},
               {"sabres", x.sabres},
               {"sabre_ducats", x.sabre_ducats},
               {"ducats", x.ducats},
               {"ducat_jewels", x.ducat_jewels},
               {"ducats_lost", x.ducats_lost},
               {"chest_jewels", x.chest_jewels},
               {"colours", x.colours},
               {"colour_jewels", x.colour_jewels},
               {"total", x.total},
               {"rank", rank[size_t(p)]},
               {"claimed", or_null(claimed_score(claims_, players()[size_t(p)]))}};
    seats.push_back(std::move(entry));
  }
  a["players"] = std::move(seats);
  Json chests = Json::array();
  for (const ChestRanking& r : s.chests) {
    Json ranks = Json::array();
    for (int p = 0; p < state_.players(); ++p)
      ranks.push_back(Json{{"player", players()[size_t(p)]},
                           {"chests", r.chests[size_t(p)]},
                           {"rank", r.rank[size_t(p)] ? Json(r.rank[size_t(p)]) : Json(nullptr)},
                           {"jewels", r.jewels[size_t(p)]}});
    chests.push_back(Json{{"colour", colour_name(r.colour)}, {"ranking", std::move(ranks)}});
  }
  a["chests"] = std::move(chests);
  a["finished"] = o.finished;
  a["winners"] = o.winners;
  return a;
}

}  // namespace qm::einauge

// What Einauge shows of its table: the table (`qm state`) and the scoring audit (`qm audit`)
// as typed views (einauge_views.h), the report's columns and chests (`qm replay`) and the
// events the record store keeps.
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <span>

#include "games/einauge/einauge_game.h"
#include "games/einauge/einauge_game_state.h"
#include "games/einauge/notation.h"
#include "games/einauge/scoring.h"
#include "games/result.h"

namespace qm::einauge {

namespace {

std::vector<std::string> card_names(std::span<const Card> cards) {
  std::vector<std::string> names;
  for (Card c : cards) names.push_back(card_name(c));
  return names;
}

Payout payout(const Treasure& t) { return {t.sabres, t.ducats, t.jewels}; }

std::string colour_label(int colour) {
  return colour < 0 ? std::string("vessels") : std::string(colour_name(colour));
}

}  // namespace

std::vector<ColumnView> EinaugeGameState::columns_view(int player) const {
  std::vector<ColumnView> list;
  for (const Column& col : state_.player(player).columns)
    list.push_back(
        {col.colour < 0 ? std::nullopt : std::optional<std::string>(colour_name(col.colour)),
         card_names(col.cards), col.sum.chests, payout(col.sum)});
  return list;
}

void EinaugeGameState::add_report_fields(Json& report) const {
  Json columns = Json::object();
  for (int p = 0; p < state_.players(); ++p) {
    Json list = Json::array();
    for (const Column& col : state_.player(p).columns)
      list.push_back(
          Json{{"colour", col.colour < 0 ? Json(nullptr) : Json(colour_name(col.colour))},
               {"cards", card_names(col.cards)}});
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

Json EinaugeGameState::table() const { return to_json(table_view()); }
Json EinaugeGameState::audit() const { return to_json(audit_view()); }

TableView EinaugeGameState::table_view() const {
  TableView t;
  t.move = state_.moves_played();
  const Phase phase = state_.phase();
  t.phase = phase;
  t.turn = state_.turn();
  t.last_round = state_.last_round();
  if (phase != Phase::Over) t.to_move = players()[size_t(state_.to_move())];
  if (phase == Phase::FinalTurn) {
    t.step = "final turn: steal or pass";
  } else if (phase == Phase::Turns && !state_.bought()) {
    t.step = "sell or buy";
  } else if (phase == Phase::Turns) {
    const bool desk_free = state_.desk().size() < size_t(kDeskPlaces);
    std::vector<std::string> next;
    if (!state_.stolen() && !state_.moved()) next.emplace_back("steal");
    if (!state_.moved() && desk_free) next.emplace_back("move");
    if (state_.moved() || !desk_free) next.emplace_back("reveal");
    t.step = fmt::format("{}", fmt::join(next, " or "));
  }
  t.display = card_names(state_.display());
  t.desk = card_names(state_.desk());
  t.pile = {state_.pile_islands(), state_.pile_vessels()};
  for (int p = 0; p < state_.players(); ++p) {
    const PlayerState& ps = state_.player(p);
    t.players.push_back({players()[size_t(p)], ps.sabres, ps.ducats, ps.jewels, columns_view(p)});
  }
  return t;
}

AuditView EinaugeGameState::audit_view() const {
  Outcome o = outcome();
  Score s = score(state_);
  AuditView a;
  a.scoring = state_.options().scoring;
  for (const Event& e : state_.events()) {
    EventView entry;
    entry.move = e.move;
    entry.player = players()[size_t(e.player)];
    entry.verb = e.verb;
    if (e.verb == Verb::Reveal) {
      entry.cards = card_names(e.revealed);
    } else if (e.verb == Verb::Sell) {
      entry.sold =
          e.card == kNoCard ? fmt::format("{} jewel(s)", e.jewels_sold) : card_name(e.card);
      entry.received = payout(e.received);
    } else if (e.verb == Verb::Buy || e.verb == Verb::Steal) {
      entry.card = card_name(e.card);
      entry.paid_ducats = e.paid_ducats;
      entry.paid_sabres = e.paid_sabres;
      entry.column = colour_label(e.column_colour);
      entry.column_cards = e.column_cards;
      entry.received = payout(e.received);
    } else if (e.verb == Verb::Move) {
      entry.card = card_name(e.card);
    }
    a.events.push_back(std::move(entry));
  }
  const std::vector<int> rank = ranks_of(o.scores);
  for (int p = 0; p < state_.players(); ++p) {
    const PlayerScore& x = s.players[size_t(p)];
    a.players.push_back({players()[size_t(p)], columns_view(p), x.jewels, x.sabres, x.sabre_ducats,
                         x.ducats, x.ducat_jewels, x.ducats_lost, x.chest_jewels, x.colours,
                         x.colour_jewels, x.total, rank[size_t(p)],
                         claimed_score(claims_, players()[size_t(p)])});
  }
  for (const ChestRanking& r : s.chests) {
    ChestView chest;
    chest.colour = colour_name(r.colour);
    for (int p = 0; p < state_.players(); ++p)
      chest.ranking.push_back(
          {players()[size_t(p)], r.chests[size_t(p)],
           r.rank[size_t(p)] ? std::optional<int>(r.rank[size_t(p)]) : std::nullopt,
           r.jewels[size_t(p)]});
    a.chests.push_back(std::move(chest));
  }
  a.finished = o.finished;
  a.winners = o.winners;
  return a;
}

}  // namespace qm::einauge

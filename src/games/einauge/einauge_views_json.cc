// The JSON of Einauge's views (einauge_views.h), the one place it is made: `qm state
// --format json`, `qm audit --format json` and what `qm compare` compares. The keys follow
// the fields, in their order.
#include "games/einauge/einauge_views.h"

#include "games/einauge/notation.h"

namespace qm::einauge {

std::string_view phase_name(Phase phase) {
  return phase == Phase::Turns ? "turns" : phase == Phase::FinalTurn ? "final turn" : "over";
}

std::string_view scoring_name(Scoring scoring) {
  return scoring == Scoring::Chests ? "chests" : "colours";
}

namespace {

Json payout_json(const Payout& p) {
  return Json{{"sabres", p.sabres}, {"ducats", p.ducats}, {"jewels", p.jewels}};
}

Json column_json(const ColumnView& c) {
  return Json{{"colour", or_null(c.colour)},
              {"cards", c.cards},
              {"chests", c.chests},
              {"pays", payout_json(c.pays)}};
}

Json event_json(const EventView& e) {
  Json entry{{"move", e.move}, {"player", e.player}, {"verb", verb_name(e.verb)}};
  if (e.verb == Verb::Reveal) {
    entry["cards"] = e.cards;
  } else if (e.verb == Verb::Sell) {
    entry["sold"] = e.sold;
    entry["received"] = payout_json(e.received);
  } else if (e.verb == Verb::Buy || e.verb == Verb::Steal) {
    entry["card"] = e.card;
    entry["paid"] = Json{{"ducats", e.paid_ducats}, {"sabres", e.paid_sabres}};
    entry["column"] = e.column;
    entry["column_cards"] = e.column_cards;
    entry["received"] = payout_json(e.received);
  } else if (e.verb == Verb::Move) {
    entry["card"] = e.card;
  }
  return entry;
}

Json player_json(const PlayerAudit& p) {
  return Json{{"player", p.player},
              {"columns", list_json(p.columns, column_json)},
              {"jewels_held", p.jewels_held},
              {"sabres", p.sabres},
              {"sabre_ducats", p.sabre_ducats},
              {"ducats", p.ducats},
              {"ducat_jewels", p.ducat_jewels},
              {"ducats_lost", p.ducats_lost},
              {"chest_jewels", p.chest_jewels},
              {"colours", p.colours},
              {"colour_jewels", p.colour_jewels},
              {"total", p.total},
              {"rank", p.rank},
              {"claimed", or_null(p.claimed)}};
}

Json chest_json(const ChestView& c) {
  return Json{{"colour", c.colour}, {"ranking", list_json(c.ranking, [](const ChestPlace& r) {
                                       return Json{{"player", r.player},
                                                   {"chests", r.chests},
                                                   {"rank", or_null(r.rank)},
                                                   {"jewels", r.jewels}};
                                     })}};
}

}  // namespace

Json to_json(const TableView& t) {
  Json j;
  j["move"] = t.move;
  j["phase"] = phase_name(t.phase);
  j["turn"] = t.turn;
  j["last_round"] = t.last_round;
  j["to_move"] = or_null(t.to_move);
  j["step"] = or_null(t.step);
  j["display"] = t.display;
  j["desk"] = t.desk;
  j["pile"] = Json{{"island_cards", t.pile.island_cards}, {"vessels", t.pile.vessels}};
  j["players"] = list_json(t.players, [](const SeatView& p) {
    return Json{{"player", p.player},
                {"sabres", p.sabres},
                {"ducats", p.ducats},
                {"jewels", p.jewels},
                {"columns", list_json(p.columns, column_json)}};
  });
  return j;
}

Json to_json(const AuditView& a) {
  Json j;
  j["scoring"] = scoring_name(a.scoring);
  j["events"] = list_json(a.events, event_json);
  j["players"] = list_json(a.players, player_json);
  j["chests"] = list_json(a.chests, chest_json);
  j["finished"] = a.finished;
  j["winners"] = a.winners;
  return j;
}

}  // namespace qm::einauge

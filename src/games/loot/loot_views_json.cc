// The JSON of Loot's views (loot_views.h), the one place it is made: `qm state --format
// json`, `qm audit --format json`, the report's captures and what `qm compare` compares.
// The keys follow the fields, in their order.
#include "games/loot/loot_views.h"

namespace qm::loot {

namespace {

Json merchant_json(const MerchantRef& m) {
  return Json{{"merchant", m.merchant}, {"value", m.value}, {"owner", m.owner}};
}

Json card_played_json(const CardPlayed& c) {
  return Json{{"card", c.card}, {"player", c.player}, {"move", c.move}};
}

Json at_sea_json(const AtSeaView& m) {
  Json entry = merchant_json(m.merchant);
  entry["card"] = m.card;
  entry["put_to_sea"] = m.put_to_sea;
  entry["attackers"] = list_json(m.attackers, [](const AttackerView& a) {
    return Json{{"side", a.side},
                {"colour", a.colour},
                {"strength", a.strength},
                {"ships", list_json(a.ships, card_played_json)}};
  });
  entry["captain_or_admiral"] =
      m.captain_or_admiral ? card_played_json(*m.captain_or_admiral) : Json(nullptr);
  entry["leader"] = or_null(m.leader);
  entry["why"] = m.why;
  return entry;
}

Json side_json(const SideAudit& s) {
  Json entry{{"side", s.side}, {"captured", s.captured}};
  entry["in_hand"] = list_json(s.in_hand, [](const HandMerchants& h) {
    return Json{{"player", h.player},
                {"merchants", h.merchants},
                {"gold", h.gold},
                {"unknown_cards", h.unknown_cards}};
  });
  entry["in_hand_gold"] = s.in_hand_gold;
  entry["total"] = s.total;
  entry["bounds"] = s.bounds ? Json::array({s.bounds->first, s.bounds->second}) : Json(nullptr);
  entry["rank"] = s.rank;
  entry["claimed"] = or_null(s.claimed);
  return entry;
}

}  // namespace

Json to_json(const CaptureView& c) {
  Json entry{{"move", or_null(c.move)}};
  entry.update(merchant_json(c.merchant));
  entry["by"] = c.by;
  return entry;
}

bool read_value(const Json& entry, CaptureView& c) {
  return EntryReader(entry)
      .read("move", c.move)
      .read("merchant", c.merchant.merchant)
      .read("value", c.merchant.value)
      .read("owner", c.merchant.owner)
      .read("by", c.by)
      .ok();
}

Json to_json(const TableView& t) {
  Json j;
  j["move"] = t.move;
  j["game_over"] = t.game_over;
  j["to_move"] = or_null(t.to_move);
  j["deck"] = t.deck;
  j["hands"] = list_json(t.hands, [](const HandView& h) {
    return Json{{"player", h.player},
                {"side", h.side},
                {"size", h.size},
                {"known", h.known},
                {"unknown", h.unknown}};
  });
  j["at_sea"] = list_json(t.at_sea, at_sea_json);
  j["captured"] = list_json(t.captured, [](const CapturedPile& c) {
    return Json{
        {"side", c.side}, {"gold", c.gold}, {"merchants", list_json(c.merchants, merchant_json)}};
  });
  j["capture_checks_next"] = t.capture_checks_next;
  return j;
}

Json to_json(const AuditView& a) {
  Json j;
  j["captures"] = list_json(a.captures, [](const CaptureAudit& c) {
    Json entry = to_json(c.capture);
    entry["why"] = c.why;
    return entry;
  });
  j["discarded_at_end"] = list_json(a.discarded_at_end, merchant_json);
  j["sides"] = list_json(a.sides, side_json);
  j["finished"] = a.finished;
  j["complete"] = a.complete;
  j["winners"] = a.winners;
  return j;
}

}  // namespace qm::loot

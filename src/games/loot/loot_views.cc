// What Loot shows of its table: the table (`qm state`) and the scoring audit (`qm audit`) as
// typed views (loot_views.h), the report's captures (`qm replay`) and the events the record
// store keeps.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "games/loot/loot_game_state.h"
#include "games/loot/loot_stats.h"
#include "games/result.h"

namespace qm::loot {

namespace {

std::string lead_reason(const Lead& lead, const Setup& setup) {
  switch (lead.reason) {
    case LeadReason::Unopposed:
      return "unopposed";
    case LeadReason::Strength:
      return lead.runner_up > 0
                 ? fmt::format("strength {} against {}", lead.strength, lead.runner_up)
                 : fmt::format("strength {}, the only attacker", lead.strength);
    case LeadReason::LastSpecial:
      return fmt::format("last captain or admiral: {} by {} (move {})",
                         card_name(lead.special.card), setup.player_names[lead.special.player],
                         lead.special.move);
    case LeadReason::None:
      break;
  }
  return fmt::format("nobody: a tie at strength {}", lead.strength);
}

MerchantRef merchant_ref(const SeaMerchant& m, const Setup& setup) {
  return {fmt::format("@{}", m.number), merchant_value(m.card), setup.player_names[m.owner]};
}

std::vector<std::string> card_list(const CardCounts& cards) {
  std::vector<std::string> list;
  for (int c = 0; c < kCardKinds; ++c)
    for (int k = 0; k < cards.n[c]; ++k) list.emplace_back(card_name(Card(c)));
  return list;
}

CardPlayed card_played(const Play& play, const Setup& setup) {
  return {card_name(play.card), setup.player_names[play.player], play.move};
}

CaptureView capture_view(const Capture& c, const Setup& setup) {
  return {c.move ? std::optional<int>(c.move) : std::nullopt, merchant_ref(c.merchant, setup),
          setup.side_names[c.side]};
}

}  // namespace

// Each capture, by the capturing side, as a capture by the merchant's owner's side or by
// attackers (loot_stats.h), its value the merchant's.
std::vector<GameEvent> LootGameState::events() const {
  const Setup& setup = state_.setup();
  std::vector<GameEvent> events;
  events.reserve(state_.captures().size());
  for (const Capture& c : state_.captures()) {
    const bool own = setup.side_of[size_t(c.merchant.owner)] == c.side;
    events.push_back(GameEvent{c.move, setup.side_names[size_t(c.side)],
                               own ? kCaptureByOwner : kCaptureByAttackers,
                               merchant_value(c.merchant.card),
                               Json{{"merchant", fmt::format("@{}", c.merchant.number)},
                                    {"owner", setup.player_names[size_t(c.merchant.owner)]}}});
  }
  return events;
}

void LootGameState::add_report_fields(Json& report) const {
  Json captures = Json::array();
  for (const Capture& c : state_.captures())
    captures.push_back(to_json(capture_view(c, state_.setup())));
  report["captures"] = std::move(captures);
}

Json LootGameState::table() const { return to_json(table_view()); }
Json LootGameState::audit() const { return to_json(audit_view()); }

TableView LootGameState::table_view() const {
  const Setup& setup = state_.setup();
  TableView t;
  t.move = state_.moves_played();
  t.game_over = state_.game_over();
  if (!t.game_over) t.to_move = setup.player_names[state_.to_move()];
  t.deck = state_.deck_count();
  for (int p = 0; p < state_.players(); ++p)
    t.hands.push_back({setup.player_names[p], setup.side_names[setup.side_of[p]],
                       state_.hand_size(p), card_list(state_.known_hand(p)),
                       state_.unknown_cards(p)});
  for (const SeaMerchant& m : state_.at_sea()) {
    AtSeaView entry;
    entry.merchant = merchant_ref(m, setup);
    entry.card = card_name(m.card);
    entry.put_to_sea = m.move;
    for (int c = 0; c < kColours; ++c) {
      if (m.colour_side[c] < 0) continue;
      AttackerView attacker;
      attacker.side = setup.side_names[m.colour_side[c]];
      attacker.colour = colour_name(Colour(c));
      attacker.strength = m.strength[c];
      for (const Play& play : state_.sea_plays())
        if (play.merchant == m.number && is_pirate(play.card) && int(card_colour(play.card)) == c)
          attacker.ships.push_back(card_played(play, setup));
      entry.attackers.push_back(std::move(attacker));
    }
    if (m.special_side >= 0) entry.captain_or_admiral = card_played(m.special, setup);
    Lead lead = state_.leader(m);
    if (lead.side >= 0) entry.leader = setup.side_names[lead.side];
    entry.why = lead_reason(lead, setup);
    t.at_sea.push_back(std::move(entry));
  }
  for (int side = 0; side < state_.sides(); ++side) {
    CapturedPile pile;
    pile.side = setup.side_names[side];
    pile.gold = state_.captured_gold(side);
    for (const Capture& c : state_.captures())
      if (c.side == side) pile.merchants.push_back(merchant_ref(c.merchant, setup));
    t.captured.push_back(std::move(pile));
  }
  for (int side : state_.pending_checks()) t.capture_checks_next.push_back(setup.side_names[side]);
  return t;
}

AuditView LootGameState::audit_view() const {
  const Setup& setup = state_.setup();
  Outcome o = outcome();
  Scores s = scores();
  AuditView a;
  for (const Capture& c : state_.captures())
    a.captures.push_back(
        {capture_view(c, setup),
         c.move ? lead_reason(c.lead, setup) : "end of game: " + lead_reason(c.lead, setup)});
  for (const SeaMerchant& m : state_.discarded_at_end())
    a.discarded_at_end.push_back(merchant_ref(m, setup));

  const std::vector<int> rank = ranks_of(o.scores);
  for (int side = 0; side < state_.sides(); ++side) {
    SideAudit entry;
    entry.side = setup.side_names[side];
    entry.captured = s.captured[side];
    int hand_gold = 0;
    for (int p = 0; p < state_.players(); ++p) {
      if (setup.side_of[p] != side) continue;
      CardCounts merchants;
      for (int v = 2; v <= 8; ++v) merchants.add(merchant_card(v), hand_of(p)[merchant_card(v)]);
      bool known = revealed_[p].has_value() || state_.unknown_cards(p) == 0;
      hand_gold += merchants.merchant_gold();
      entry.in_hand.push_back({setup.player_names[p], card_list(merchants),
                               merchants.merchant_gold(), known ? 0 : state_.unknown_cards(p)});
    }
    entry.in_hand_gold = state_.game_over() ? hand_gold : 0;
    entry.total = o.scores[side];
    if (!o.complete) entry.bounds = ScoreBounds{s.min[side], s.max[side]};
    entry.rank = rank[side];
    entry.claimed = claimed_score(claims_, setup.side_names[side]);
    a.sides.push_back(std::move(entry));
  }
  a.finished = o.finished;
  a.complete = o.complete;
  a.winners = o.winners;
  return a;
}

}  // namespace qm::loot

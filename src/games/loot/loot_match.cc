#include "games/loot/loot_match.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/loot/loot_stats.h"
#include "games/loot/notation.h"
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

Json merchant_ref(const SeaMerchant& m, const Setup& setup) {
  return Json{{"merchant", fmt::format("@{}", m.number)},
              {"value", merchant_value(m.card)},
              {"owner", setup.player_names[m.owner]}};
}

Json card_list(const CardCounts& cards) {
  Json list = Json::array();
  for (int c = 0; c < kCardKinds; ++c)
    for (int k = 0; k < cards.n[c]; ++k) list.push_back(card_name(Card(c)));
  return list;
}

}  // namespace

std::optional<Violation> LootMatch::play(const RawMove& raw) {
  last_move_ = parse_move(raw, players_);
  if (std::optional<Violation> v = state_.play(last_move_))
    return Violation{v->rule, std::move(v->message), players_[last_move_.player]};
  return std::nullopt;
}

// The move play() refused is last_move_, read already.
StandResult LootMatch::stand(const RawMove&, const Violation& violation) {
  if (std::optional<std::string> why_not = state_.stand(last_move_, violation.rule))
    return {false, std::move(*why_not)};
  return {true, ""};
}

MoveWords LootMatch::last_move_words() const { return move_words(last_move_, players_); }

void LootMatch::read_move(const RawMove& raw) const { parse_move(raw, players_); }

// Each capture, by the capturing side, as a capture by the merchant's owner's side or by
// attackers (loot_stats.h), its value the merchant's.
std::vector<GameEvent> LootMatch::events() const {
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

std::optional<Violation> LootMatch::close() {
  if (std::optional<Violation> v = state_.check_revealed_hands(revealed_))
    return Violation{v->rule, std::move(v->message), ""};
  return check_claimed_result(claims_, outcome(), "gold captured so far");
}

Outcome LootMatch::outcome() const {
  Scores s = state_.scores(revealed_);
  Outcome o;
  o.finished = state_.game_over();
  o.complete = s.complete;
  o.sides = state_.setup().side_names;
  for (int side = 0; side < state_.sides(); ++side) {
    // An open score is reported at its upper bound: the fewest merchants left in hand
    // that the card counting allows.
    o.scores.push_back(s.max[side]);
    o.bounds.emplace_back(s.min[side], s.max[side]);
  }
  if (o.complete) o.bounds.clear();
  o.winners = winners_of(o);
  return o;
}

// The gold captured, and what the merchants left in hand take off (zero until the game is
// over; with hidden cards, at the score's upper end, as outcome() reports it).
std::vector<std::vector<ScorePart>> LootMatch::score_parts() const {
  const Scores s = state_.scores(revealed_);
  std::vector<std::vector<ScorePart>> parts;
  for (int side = 0; side < state_.sides(); ++side)
    parts.push_back({{"gold captured", s.captured[side]},
                     {"merchants left in hand", s.max[side] - s.captured[side]}});
  return parts;
}

void LootMatch::add_report_fields(Json& report) const {
  Json captures = Json::array();
  for (const Capture& c : state_.captures()) {
    Json entry{{"move", c.move ? Json(c.move) : Json(nullptr)}};
    entry.update(merchant_ref(c.merchant, state_.setup()));
    entry["by"] = state_.setup().side_names[c.side];
    captures.push_back(std::move(entry));
  }
  report["captures"] = std::move(captures);
}

Json LootMatch::table() const {
  const Setup& setup = state_.setup();
  Json t;
  t["move"] = state_.moves_played();
  t["game_over"] = state_.game_over();
  t["to_move"] = state_.game_over() ? Json(nullptr) : Json(setup.player_names[state_.to_move()]);
  t["deck"] = state_.deck_count();
  Json hands = Json::array();
  for (int p = 0; p < state_.players(); ++p)
    hands.push_back(Json{{"player", setup.player_names[p]},
                         {"side", setup.side_names[setup.side_of[p]]},
                         {"size", state_.hand_size(p)},
                         {"known", card_list(state_.known_hand(p))},
                         {"unknown", state_.unknown_cards(p)}});
  t["hands"] = std::move(hands);
  Json sea = Json::array();
  for (const SeaMerchant& m : state_.at_sea()) {
    Json entry = merchant_ref(m, setup);
    entry["card"] = card_name(m.card);
    entry["put_to_sea"] = m.move;
    Json attackers = Json::array();
    for (int c = 0; c < kColours; ++c) {
      if (m.colour_side[c] < 0) continue;
      Json ships = Json::array();
      for (const Play& play : state_.sea_plays())
        if (play.merchant == m.number && is_pirate(play.card) && int(card_colour(play.card)) == c)
          ships.push_back(Json{{"card", card_name(play.card)},
                               {"player", setup.player_names[play.player]},
                               {"move", play.move}});
      attackers.push_back(Json{{"side", setup.side_names[m.colour_side[c]]},
                               {"colour", colour_name(Colour(c))},
                               {"strength", m.strength[c]},
                               {"ships", std::move(ships)}});
    }
    entry["attackers"] = std::move(attackers);
    entry["captain_or_admiral"] = m.special_side < 0
                                      ? Json(nullptr)
                                      : Json{{"card", card_name(m.special.card)},
                                             {"player", setup.player_names[m.special.player]},
                                             {"move", m.special.move}};
    Lead lead = state_.leader(m);
    entry["leader"] = lead.side < 0 ? Json(nullptr) : Json(setup.side_names[lead.side]);
    entry["why"] = lead_reason(lead, setup);
    sea.push_back(std::move(entry));
  }
  t["at_sea"] = std::move(sea);
  Json captured = Json::array();
  for (int side = 0; side < state_.sides(); ++side) {
    Json pile = Json::array();
    for (const Capture& c : state_.captures())
      if (c.side == side) pile.push_back(merchant_ref(c.merchant, setup));
    captured.push_back(Json{{"side", setup.side_names[side]},
                            {"gold", state_.captured_gold(side)},
                            {"merchants", std::move(pile)}});
  }
  t["captured"] = std::move(captured);
  Json checks = Json::array();
  for (int side : state_.pending_checks()) checks.push_back(setup.side_names[side]);
  t["capture_checks_next"] = std::move(checks);
  return t;
}

Json LootMatch::audit() const {
  const Setup& setup = state_.setup();
  Outcome o = outcome();
  Scores s = state_.scores(revealed_);
  Json a;
  Json captures = Json::array();
  for (const Capture& c : state_.captures()) {
    Json entry{{"move", c.move ? Json(c.move) : Json(nullptr)}};
    entry.update(merchant_ref(c.merchant, setup));
    entry["by"] = setup.side_names[c.side];
    entry["why"] =
        c.move ? lead_reason(c.lead, setup) : "end of game: " + lead_reason(c.lead, setup);
    captures.push_back(std::move(entry));
  }
  a["captures"] = std::move(captures);
  Json discarded = Json::array();
  for (const SeaMerchant& m : state_.discarded_at_end())
    discarded.push_back(merchant_ref(m, setup));
  a["discarded_at_end"] = std::move(discarded);

  const std::vector<int> rank = ranks_of(o.scores);
  Json sides = Json::array();
  for (int side = 0; side < state_.sides(); ++side) {
    Json in_hand = Json::array();
    int hand_gold = 0;
    for (int p = 0; p < state_.players(); ++p) {
      if (setup.side_of[p] != side) continue;
      CardCounts merchants;
      for (int v = 2; v <= 8; ++v) merchants.add(merchant_card(v), hand_of(p)[merchant_card(v)]);
      bool known = revealed_[p].has_value() || state_.unknown_cards(p) == 0;
      hand_gold += merchants.merchant_gold();
      in_hand.push_back(Json{{"player", setup.player_names[p]},
                             {"merchants", card_list(merchants)},
                             {"gold", merchants.merchant_gold()},
                             {"unknown_cards", known ? 0 : state_.unknown_cards(p)}});
    }
    Json entry{{"side", setup.side_names[side]}, {"captured", s.captured[side]}};
    entry["in_hand"] = std::move(in_hand);
    entry["in_hand_gold"] = state_.game_over() ? hand_gold : 0;
    entry["total"] = o.scores[side];
    entry["bounds"] = o.complete ? Json(nullptr) : Json::array({s.min[side], s.max[side]});
    entry["rank"] = rank[side];
    entry["claimed"] = claimed_score(claims_, setup.side_names[side]);
    sides.push_back(std::move(entry));
  }
  a["sides"] = std::move(sides);
  a["finished"] = o.finished;
  a["complete"] = o.complete;
  a["winners"] = o.winners;
  return a;
}

}  // namespace qm::loot

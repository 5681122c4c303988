#include "games/loot/loot_game.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/loot/notation.h"
#include "games/loot/state.h"

namespace qm::loot {

namespace {

const char* const kLootFields = "deal, deck, hands";

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

class LootMatch : public Match {
 public:
  LootMatch(const Record& record, const Options& options, Setup setup,
            std::vector<std::optional<CardCounts>> revealed)
      : players_(record.players),
        claims_(record.result),
        state_(options, std::move(setup)),
        revealed_(std::move(revealed)) {}

  std::optional<RuleViolation> play(const RawMove& raw) override {
    Move move = parse_move(raw, players_);
    if (std::optional<Violation> v = state_.play(move))
      return RuleViolation{v->rule, std::move(v->message), players_[move.player]};
    return std::nullopt;
  }

  std::optional<RuleViolation> close() override {
    if (std::optional<Violation> v = state_.check_revealed_hands(revealed_))
      return RuleViolation{v->rule, std::move(v->message), ""};
    return check_result();
  }

  Outcome outcome() const override {
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

  void add_report_fields(Json& report) const override {
    Json captures = Json::array();
    for (const Capture& c : state_.captures()) {
      Json entry{{"move", c.move ? Json(c.move) : Json(nullptr)}};
      entry.update(merchant_ref(c.merchant, state_.setup()));
      entry["by"] = state_.setup().side_names[c.side];
      captures.push_back(std::move(entry));
    }
    report["captures"] = std::move(captures);
  }

  Json table() const override;
  Json audit() const override;

 private:
  const CardCounts& hand_of(int player) const {
    return revealed_[player] ? *revealed_[player] : state_.known_hand(player);
  }
  std::optional<RuleViolation> check_result() const;

  std::vector<std::string> players_;
  std::vector<Claim> claims_;  // the result claimed at the table
  State state_;
  std::vector<std::optional<CardCounts>> revealed_;
};

// `result-mismatch`: the claimed scores must be the computed ones (within the score bounds
// when hidden cards leave a score open).
std::optional<RuleViolation> LootMatch::check_result() const {
  if (claims_.empty()) return std::nullopt;
  Outcome o = outcome();
  std::string claimed, computed;
  bool mismatch = false;
  for (const Claim& claim : claims_) {
    size_t side = std::find(o.sides.begin(), o.sides.end(), claim.side) - o.sides.begin();
    bool ok = o.complete
                  ? claim.score == o.scores[side]
                  : claim.score >= o.bounds[side].first && claim.score <= o.bounds[side].second;
    mismatch |= !ok;
    claimed += fmt::format("{}{} {}", claimed.empty() ? "" : ", ", claim.side, claim.score);
    computed += fmt::format(
        "{}{} {}", computed.empty() ? "" : ", ", claim.side,
        o.complete ? fmt::format("{}", o.scores[side])
                   : fmt::format("{} to {}", o.bounds[side].first, o.bounds[side].second));
  }
  if (!mismatch) return std::nullopt;
  return RuleViolation{
      "result-mismatch",
      fmt::format("the table claimed {}; the record gives {}{}", claimed, computed,
                  state_.game_over() ? "" : " (the game is unfinished: gold captured so far)"),
      ""};
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
      for (const Play& play : m.plays)
        if (is_pirate(play.card) && int(card_colour(play.card)) == c)
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

  std::vector<int> rank(o.sides.size(), 1);
  for (size_t i = 0; i < o.sides.size(); ++i)
    for (size_t j = 0; j < o.sides.size(); ++j)
      if (o.scores[j] > o.scores[i]) ++rank[i];
  Json sides = Json::array();
  for (int side = 0; side < state_.sides(); ++side) {
    Json in_hand = Json::array();
    int hand_gold = 0;
    bool hand_known = true;
    for (int p = 0; p < state_.players(); ++p) {
      if (setup.side_of[p] != side) continue;
      CardCounts merchants;
      for (int v = 2; v <= 8; ++v) merchants.add(merchant_card(v), hand_of(p)[merchant_card(v)]);
      bool known = revealed_[p].has_value() || state_.unknown_cards(p) == 0;
      hand_known &= known;
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
    entry["claimed"] = nullptr;
    for (const Claim& claim : claims_)
      if (claim.side == setup.side_names[side]) entry["claimed"] = claim.score;
    sides.push_back(std::move(entry));
  }
  a["sides"] = std::move(sides);
  a["finished"] = o.finished;
  a["complete"] = o.complete;
  a["winners"] = o.winners;
  return a;
}

// --- reading the header ---

int player_of(const Record& r, const YNode& key, const char* field) {
  int p = key.is_scalar() ? r.player_index(key.text) : -1;
  if (p < 0)
    throw RecordError(key.pos, fmt::format("unknown player '{}' in '{}'", key.text, field));
  return p;
}

void read_sides(const Record& r, const Options& options, Setup& setup) {
  const int n = int(r.players.size());
  if (!options.allows_player_count(n))
    throw RecordError(r.players_pos, fmt::format("this ruleset ({} play) allows {} players, not {}",
                                                 options.partnership ? "partnership" : "individual",
                                                 options.player_counts(), n));
  setup.player_names = r.players;
  setup.side_of.assign(n, -1);
  if (!options.partnership) {
    if (r.has_teams)
      throw RecordError(r.teams_pos,
                        "'teams' is only for partnership rulesets; this one is individual play");
    setup.side_names = r.players;
    for (int p = 0; p < n; ++p) setup.side_of[p] = p;
    return;
  }
  if (!r.has_teams)
    throw RecordError(r.players_pos,
                      "a partnership game needs 'teams': each team and its two partners");
  // Sides are numbered in the order their first partner sits.
  std::vector<const Team*> teams;
  for (const Team& t : r.teams) {
    if (t.members.size() != 2)
      throw RecordError(
          t.pos, fmt::format("team '{}' has {} players; a team has exactly two partners", t.name,
                             t.members.size()));
    teams.push_back(&t);
  }
  for (int p = 0; p < n; ++p) {
    for (const Team* t : teams)
      if (std::find(t->members.begin(), t->members.end(), r.players[p]) != t->members.end() &&
          std::find(setup.side_names.begin(), setup.side_names.end(), t->name) ==
              setup.side_names.end())
        setup.side_names.push_back(t->name);
    if (std::none_of(teams.begin(), teams.end(), [&](const Team* t) {
          return std::find(t->members.begin(), t->members.end(), r.players[p]) != t->members.end();
        }))
      throw RecordError(r.teams_pos, fmt::format("player '{}' is in no team", r.players[p]));
  }
  for (int p = 0; p < n; ++p)
    for (int s = 0; s < int(setup.side_names.size()); ++s)
      for (const Team* t : teams)
        if (t->name == setup.side_names[s] &&
            std::find(t->members.begin(), t->members.end(), r.players[p]) != t->members.end())
          setup.side_of[p] = s;
}

// Every copy named by the deal and deck must exist: at most kCopies of each card.
void count_copies(CardCounts& seen, Card card, SourcePos pos) {
  seen.add(card);
  if (seen[card] > kCopies[uint8_t(card)])
    throw RecordError(pos, fmt::format("the deal and deck name {} {} cards; the game has {}",
                                       seen[card], card_name(card), kCopies[uint8_t(card)]));
}

}  // namespace

const std::vector<OptionSpec>& LootGame::options() const { return Options::specs(); }

std::unique_ptr<Match> LootGame::open(const Record& r,
                                      const std::map<std::string, std::string>& values) const {
  const Options options = Options::from(values);
  Setup setup;
  read_sides(r, options, setup);
  const int n = int(r.players.size());
  setup.dealt.resize(n);
  std::vector<std::optional<CardCounts>> revealed(n);
  CardCounts seen;
  const YNode& fields = r.game_fields;
  for (size_t i = 0; i < fields.map_size(); ++i) {
    const YNode& key = fields.key(i);
    const YNode& value = fields.value(i);
    if (key.text == "deal" || key.text == "hands") {
      if (!value.is_map())
        throw RecordError(value.pos, fmt::format("'{}' must map players to lists of cards, not {}",
                                                 key.text, value.describe()));
      for (size_t j = 0; j < value.map_size(); ++j) {
        int p = player_of(r, value.key(j), key.text.c_str());
        std::vector<Card> cards = parse_cards(value.value(j), key.text);
        CardCounts counts;
        for (size_t k = 0; k < cards.size(); ++k) {
          counts.add(cards[k]);
          if (key.text == "deal") count_copies(seen, cards[k], value.value(j).items[k].pos);
        }
        if (key.text == "deal") {
          if (counts.total > kHandSize)
            throw RecordError(value.value(j).pos,
                              fmt::format("{} is dealt {} cards; a hand is dealt {}", r.players[p],
                                          counts.total, kHandSize));
          setup.dealt[p] = counts;
        } else {
          revealed[p] = counts;
        }
      }
    } else if (key.text == "deck") {
      std::vector<Card> deck = parse_cards(value, "deck");
      const int expected = kDeckSize - kHandSize * n;
      if (int(deck.size()) != expected)
        throw RecordError(
            key.pos, fmt::format("the deck lists {} cards; with {} players the draw pile holds {} "
                                 "(give the whole pile, top card first, or leave 'deck' out)",
                                 deck.size(), n, expected));
      setup.deck = std::move(deck);
      setup.deck_known = true;
    } else {
      throw RecordError(key.pos,
                        fmt::format("unknown field '{}' in a loot record (loot's own fields: {})",
                                    key.text, kLootFields));
    }
  }
  for (size_t k = 0; k < setup.deck.size(); ++k)
    count_copies(seen, setup.deck[k], fields.find("deck")->items[k].pos);
  for (const Claim& claim : r.result)
    if (std::find(setup.side_names.begin(), setup.side_names.end(), claim.side) ==
        setup.side_names.end())
      throw RecordError(claim.pos,
                        fmt::format("unknown {} '{}' in 'result'",
                                    options.partnership ? "team" : "player", claim.side));
  return std::make_unique<LootMatch>(r, options, std::move(setup), std::move(revealed));
}

}  // namespace qm::loot

#include "games/einauge/einauge_match.h"

#include <fmt/format.h>

#include "games/einauge/notation.h"
#include "games/result.h"

namespace qm::einauge {

namespace {

// Colours removed at set-up, by player count (docs/rules-einauge.md, "Set-up").
int colours_to_remove(int players) { return players <= 2 ? 3 : 5 - players; }

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

EinaugeMatch::EinaugeMatch(const Record& record, const Options& options, Setup setup,
                           int removed_count)
    : players_(record.players),
      claims_(record.result),
      moves_(record.moves),
      state_(options, std::move(setup)) {
  const int expected = colours_to_remove(int(players_.size()));
  if (removed_count != expected)
    setup_violation_ = Violation{
        "setup-removed-colours",
        fmt::format("with {} players {} colour(s) are removed at set-up; the record removes {}",
                    players_.size(), expected, removed_count),
        ""};
}

int EinaugeMatch::later_buy_cost(size_t index, int player) const {
  for (size_t j = index + 1; j < moves_.size(); ++j) {
    Move m;
    try {
      m = parse_move(moves_[j], players_);
    } catch (const RecordError&) {
      return -1;  // the replay reports it when it gets there
    }
    if (m.verb == Verb::Reveal || m.player != player) return -1;
    if (m.verb == Verb::Buy) return state_.options().cards.cost(m.card);
  }
  return -1;
}

std::optional<Violation> EinaugeMatch::play(const RawMove& raw) {
  const size_t index = played_++;
  last_move_ = parse_move(raw, players_);
  Move& move = last_move_;
  if (setup_violation_) return setup_violation_;
  if (move.verb == Verb::Sell) move.next_buy_cost = later_buy_cost(index, move.player);
  std::optional<Violation> v = state_.play(move);
  if (!v) return std::nullopt;
  int who = move.player >= 0 ? move.player : state_.to_move();
  return Violation{v->rule, std::move(v->message), players_[size_t(who)]};
}

// The move play() refused is last_move_, read already (with its look-ahead).
StandResult EinaugeMatch::stand(const RawMove&, const Violation& violation) {
  if (setup_violation_) return {false, "the set-up breaks a rule: no move can be applied to it"};
  if (std::optional<std::string> why_not = state_.stand(last_move_, violation.rule))
    return {false, std::move(*why_not)};
  return {true, ""};
}

std::optional<Violation> EinaugeMatch::close() {
  if (setup_violation_) return setup_violation_;
  return check_claimed_result(claims_, outcome(), "jewels as if it ended now");
}

Outcome EinaugeMatch::outcome() const {
  Score s = score(state_);
  Outcome o;
  o.finished = state_.finished();
  o.sides = players_;
  for (const PlayerScore& x : s.players) o.scores.push_back(x.total);
  o.winners = winners_of(o);
  return o;
}

// The treasure (the jewels held, the sabres and ducats converted) apart from the chest
// majorities or the colour bonus: what the issue asks of Einauge's statistics.
std::vector<std::vector<ScorePart>> EinaugeMatch::score_parts() const {
  const bool chests = state_.options().scoring == Scoring::Chests;
  std::vector<std::vector<ScorePart>> parts;
  for (const PlayerScore& x : score(state_).players)
    parts.push_back({{"jewels held", x.jewels},
                     {"sabres and ducats", x.ducat_jewels},
                     chests ? ScorePart{"chest majorities", x.chest_jewels}
                            : ScorePart{"colour bonus", x.colour_jewels}});
  return parts;
}

Json EinaugeMatch::columns_json(int player) const {
  Json list = Json::array();
  for (const Column& col : state_.player(player).columns)
    list.push_back(Json{{"colour", col.colour < 0 ? Json(nullptr) : Json(colour_name(col.colour))},
                        {"cards", card_list(col.cards)},
                        {"chests", col.sum.chests},
                        {"pays", treasure_json(col.sum)}});
  return list;
}

void EinaugeMatch::add_report_fields(Json& report) const {
  Json columns = Json::object();
  for (int p = 0; p < state_.players(); ++p) {
    Json list = Json::array();
    for (const Column& col : state_.player(p).columns)
      list.push_back(
          Json{{"colour", col.colour < 0 ? Json(nullptr) : Json(colour_name(col.colour))},
               {"cards", card_list(col.cards)}});
    columns[players_[size_t(p)]] = std::move(list);
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
        ranks.push_back(Json{{"player", players_[size_t(p)]},
                             {"chests", r.chests[size_t(p)]},
                             {"rank", r.rank[size_t(p)]},
                             {"jewels", r.jewels[size_t(p)]}});
    chests.push_back(Json{{"colour", colour_name(r.colour)}, {"ranking", std::move(ranks)}});
  }
  report["chests"] = std::move(chests);
}

MoveWords EinaugeMatch::last_move_words() const { return move_words(last_move_, players_); }

void EinaugeMatch::read_move(const RawMove& raw) const { parse_move(raw, players_); }

// The chest majorities (scoring: chests): per colour, each ranked player's jewels.
std::vector<GameEvent> EinaugeMatch::events() const {
  std::vector<GameEvent> events;
  if (state_.options().scoring != Scoring::Chests) return events;
  for (const ChestRanking& r : score(state_).chests)
    for (int p = 0; p < state_.players(); ++p)
      if (r.rank[size_t(p)] > 0)
        events.push_back(GameEvent{0, players_[size_t(p)], kChestMajority, r.jewels[size_t(p)],
                                   Json{{"colour", colour_name(r.colour)},
                                        {"chests", r.chests[size_t(p)]},
                                        {"rank", r.rank[size_t(p)]}}});
  return events;
}

Json EinaugeMatch::table() const {
  Json t;
  t["move"] = state_.moves_played();
  const Phase phase = state_.phase();
  t["phase"] = phase == Phase::Turns ? "turns" : phase == Phase::FinalTurn ? "final turn" : "over";
  t["turn"] = state_.turn();
  t["last_round"] = state_.last_round();
  t["to_move"] = phase == Phase::Over ? Json(nullptr) : Json(players_[size_t(state_.to_move())]);
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
  Json players = Json::array();
  for (int p = 0; p < state_.players(); ++p) {
    const PlayerState& ps = state_.player(p);
    players.push_back(Json{{"player", players_[size_t(p)]},
                           {"sabres", ps.sabres},
                           {"ducats", ps.ducats},
                           {"jewels", ps.jewels},
                           {"columns", columns_json(p)}});
  }
  t["players"] = std::move(players);
  return t;
}

Json EinaugeMatch::audit() const {
  Outcome o = outcome();
  Score s = score(state_);
  Json a;
  a["scoring"] = state_.options().scoring == Scoring::Chests ? "chests" : "colours";
  Json events = Json::array();
  for (const Event& e : state_.events()) {
    Json entry{
        {"move", e.move}, {"player", players_[size_t(e.player)]}, {"verb", verb_name(e.verb)}};
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
  Json players = Json::array();
  for (int p = 0; p < state_.players(); ++p) {
    const PlayerScore& x = s.players[size_t(p)];
    Json entry{{"player", players_[size_t(p)]},
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
               {"claimed", claimed_score(claims_, players_[size_t(p)])}};
    players.push_back(std::move(entry));
  }
  a["players"] = std::move(players);
  Json chests = Json::array();
  for (const ChestRanking& r : s.chests) {
    Json ranks = Json::array();
    for (int p = 0; p < state_.players(); ++p)
      ranks.push_back(Json{{"player", players_[size_t(p)]},
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

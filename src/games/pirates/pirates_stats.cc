#include "games/pirates/pirates_stats.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "games/pirates/scoring.h"

namespace qm::pirates {

namespace {

constexpr long long kBucket = 5;  // fleet points per bucket of the win-rate table

const char* shot_kind(bool hit, char ruler) {
  if (ruler == 'L') return hit ? kShotHitL : kShotMissL;
  return hit ? kShotHitS : kShotMissS;
}

const char* end_kind(EndCondition e) {
  switch (e) {
    case EndCondition::HomeGold:
      return kEndHomeGold;
    case EndCondition::CannotMove:
      return kEndCannotMove;
    case EndCondition::AllUnloaded:
      return kEndAllUnloaded;
    case EndCondition::None:
      break;
  }
  return nullptr;
}

double rate(long long hits, long long total) { return total ? double(hits) / double(total) : 0; }

std::string percent(double x) { return fmt::format("{:.1f}%", 100 * x); }

// --- The sections ---

Json fleet_points_json(const std::vector<EventTotal>& totals) {
  Json rows = Json::array();
  for (const FleetPointsRow& r : fleet_points_rows(totals))
    rows.push_back({{"points_min", r.points_min},
                    {"points_max", r.points_max},
                    {"fleets", r.fleets},
                    {"wins", r.wins},
                    {"win_rate", rate(r.wins, r.fleets)},
                    {"mean_points", r.fleets ? double(r.points_sum) / double(r.fleets) : 0.0}});
  return rows;
}

std::string fleet_points_text(const std::vector<EventTotal>& totals) {
  const std::vector<FleetPointsRow> rows = fleet_points_rows(totals);
  if (rows.empty()) return "";
  std::string out = "\nWin rate by fleet points spent (a shared win counts for each winner)\n";
  out += fmt::format("  {:>7} {:>6} {:>6} {:>9} {:>11}\n", "points", "fleets", "wins", "win rate",
                     "mean points");
  for (const FleetPointsRow& r : rows)
    out += fmt::format("  {:>7} {:>6} {:>6} {:>9} {:>11.1f}\n",
                       fmt::format("{}-{}", r.points_min, r.points_max), r.fleets, r.wins,
                       percent(rate(r.wins, r.fleets)), double(r.points_sum) / double(r.fleets));
  return out;
}

// A source's key in the JSON, and the words it is shown with.
const char* source_key(const std::string& kind) {
  if (kind == kExploredEvent) return "explored";
  if (kind == kBoardedEvent) return "boarded";
  if (kind == kUnloadedEvent) return "unloaded";
  if (kind == kSharedEvent) return "shared";
  if (kind == kSunkEvent) return "sunk";
  return "out_of_game";
}
std::string source_name(const std::string& kind) {
  if (kind == kExploredEvent) return "explored";
  if (kind == kBoardedEvent) return "boarded";
  if (kind == kUnloadedEvent) return "unloaded at home";
  if (kind == kSharedEvent) return "sink shares received";
  if (kind == kSunkEvent) return "aboard ships sunk";
  return "out of the game";
}

Json gold_sources_json(const std::vector<EventTotal>& totals) {
  long long fleets = 0;
  const std::vector<GoldSourceRow> rows = gold_source_rows(totals, fleets);
  Json out = Json::array();
  if (fleets == 0) return out;
  for (const GoldSourceRow& r : rows)
    out.push_back({{"source", source_key(r.source)},
                   {"kind", r.source},
                   {"events", r.events},
                   {"gold", r.gold},
                   {"fleets", fleets},
                   {"gold_per_fleet", double(r.gold) / double(fleets)}});
  return out;
}

std::string gold_sources_text(const std::vector<EventTotal>& totals) {
  long long fleets = 0;
  const std::vector<GoldSourceRow> rows = gold_source_rows(totals, fleets);
  if (fleets == 0) return "";
  std::string out = fmt::format(
      "\nGold by source, over {} fleets (events: explores, coins boarded, unloads, shares, "
      "ships sunk, losses)\n",
      fleets);
  out += fmt::format("  {:<22} {:>6} {:>6} {:>9}\n", "source", "events", "gold", "per fleet");
  for (const GoldSourceRow& r : rows)
    out += fmt::format("  {:<22} {:>6} {:>6} {:>9.2f}\n", source_name(r.source), r.events, r.gold,
                       double(r.gold) / double(fleets));
  return out;
}

Json shots_json(const std::vector<EventTotal>& totals) {
  Json rows = Json::array();
  for (const ShotRow& r : shot_rows(totals))
    rows.push_back({{"rank", r.rank},
                    {"ruler", std::string(1, r.ruler)},
                    {"cannon", fmt::format("{}{}", r.rank, r.ruler)},
                    {"shots", r.shots},
                    {"hits", r.hits},
                    {"hit_rate", rate(r.hits, r.shots)},
                    {"expected", expected_hit_rate(r.rank)}});
  return rows;
}

std::string shots_text(const std::vector<EventTotal>& totals) {
  const std::vector<ShotRow> rows = shot_rows(totals);
  if (rows.empty()) return "";
  std::string out =
      "\nShots by cannon (rank and ruler): hits, against the dice (d6 at or above the rank, "
      "never a 1; a re-roll counts once)\n";
  out += fmt::format("  {:>6} {:>6} {:>6} {:>9} {:>9}\n", "cannon", "shots", "hits", "hit rate",
                     "expected");
  long long shots = 0, hits = 0;
  for (const ShotRow& r : rows) {
    out += fmt::format("  {:>6} {:>6} {:>6} {:>9} {:>9}\n", fmt::format("{}{}", r.rank, r.ruler),
                       r.shots, r.hits, percent(rate(r.hits, r.shots)),
                       percent(expected_hit_rate(r.rank)));
    shots += r.shots;
    hits += r.hits;
  }
  out += fmt::format("  {:>6} {:>6} {:>6} {:>9}\n", "all", shots, hits, percent(rate(hits, shots)));
  return out;
}

Json game_ends_json(const std::vector<EventTotal>& totals) {
  Json rows = Json::array();
  for (const GameEndRow& r : game_end_rows(totals))
    rows.push_back({{"condition", r.condition},
                    {"games", r.games},
                    {"mean_rounds", double(r.rounds_sum) / double(r.games)},
                    {"rounds_min", r.rounds_min},
                    {"rounds_max", r.rounds_max}});
  return rows;
}

std::string game_ends_text(const std::vector<EventTotal>& totals) {
  const std::vector<GameEndRow> rows = game_end_rows(totals);
  if (rows.empty()) return "";
  std::string out =
      "\nHow games ended: the end condition, and the rounds played (turns of every player)\n";
  out +=
      fmt::format("  {:<14} {:>6} {:>11} {:>7}\n", "condition", "games", "mean rounds", "min-max");
  for (const GameEndRow& r : rows)
    out += fmt::format("  {:<14} {:>6} {:>11.1f} {:>7}\n", r.condition, r.games,
                       double(r.rounds_sum) / double(r.games),
                       fmt::format("{}-{}", r.rounds_min, r.rounds_max));
  return out;
}

constexpr std::initializer_list<const char*> kRollKinds = {
    kReefRoll, kSargassoRoll, kEscapeRoll, kWhirlpoolRoll, kMysteryRoll, kIcebergHit};

Json terrain_json(const std::vector<EventTotal>& totals) {
  Json rows = Json::array();
  for (const KindRow& r : kind_rows(totals, kRollKinds))
    rows.push_back({{"kind", r.kind},
                    {"rolls", r.events},
                    {"masts_lost", r.value_sum},
                    {"masts_lost_per_roll", double(r.value_sum) / double(r.events)}});
  return rows;
}

std::string terrain_text(const std::vector<EventTotal>& totals) {
  const std::vector<KindRow> rows = kind_rows(totals, kRollKinds);
  if (rows.empty()) return "";
  std::string out =
      "\nTerrain and mysterious islands: the dice rolled (an iceberg's hit: each ship it hit) "
      "and the masts lost\n";
  out += fmt::format("  {:<15} {:>6} {:>10} {:>9}\n", "roll", "rolls", "masts lost", "per roll");
  for (const KindRow& r : rows)
    out += fmt::format("  {:<15} {:>6} {:>10} {:>9.2f}\n", r.kind, r.events, r.value_sum,
                       double(r.value_sum) / double(r.events));
  return out;
}

Json forts_json(const std::vector<EventTotal>& totals) {
  Json rows = Json::array();
  for (const KindRow& r : kind_rows(totals, {kFortBuilt, kFortDestroyed}))
    rows.push_back({{"kind", r.kind}, {"forts", r.events}, {"gold", r.value_sum}});
  return rows;
}

std::string forts_text(const std::vector<EventTotal>& totals) {
  const std::vector<KindRow> rows = kind_rows(totals, {kFortBuilt, kFortDestroyed});
  if (rows.empty()) return "";
  std::string out =
      "\nForts: built (the gold paid) and destroyed (the gold inside, back on the island)\n";
  out += fmt::format("  {:<15} {:>6} {:>6}\n", "", "forts", "gold");
  for (const KindRow& r : rows)
    out += fmt::format("  {:<15} {:>6} {:>6}\n", r.kind, r.events, r.value_sum);
  return out;
}

// The event kind of a Roll fact.
const char* roll_kind(RollOn on) {
  switch (on) {
    case RollOn::Reef:
      return kReefRoll;
    case RollOn::Sargasso:
      return kSargassoRoll;
    case RollOn::Escape:
      return kEscapeRoll;
    case RollOn::Whirlpool:
      return kWhirlpoolRoll;
    case RollOn::Mystery:
      return kMysteryRoll;
    case RollOn::Iceberg:
      break;
  }
  return kIcebergHit;
}

}  // namespace

std::vector<EventKind> event_kinds() {
  const std::string shot =
      "a cannon fired (value: its rank; side: the shooter's player; detail: ship, mast's "
      "cannon, target)";
  return {
      {kShotHitS, shot + ", an S cannon that hit"},
      {kShotMissS, shot + ", an S cannon that missed"},
      {kShotHitL, shot + ", an L cannon that hit"},
      {kShotMissL, shot + ", an L cannon that missed"},
      {kExploredEvent,
       "coins taken from an island by exploring (value: their gold; side: the explorer's "
       "player; detail: the ship)"},
      {kBoardedEvent,
       "a coin taken by boarding (value: its gold; side: the taker; detail: the ship and the "
       "ship it was taken from)"},
      {kUnloadedEvent,
       "gold unloaded at home (value: its gold; side: the player; detail: the ship)"},
      {kSharedEvent,
       "the gold of ships sunk by a shot, shared between two players onto their home islands "
       "(value: the gold the side received; detail: the shooting ship)"},
      {kSunkEvent,
       "a ship sunk (value: the gold aboard; side: its owner; detail: the ship, how: shot or "
       "scuttled, and the shooting ship); format 2: a sea creature eliminated (how: "
       "eliminated)"},
      {kOutOfGameEvent,
       "gold that left the game: aboard ships sunk with more than two players, or scuttled "
       "(value: its gold; side: the shooter's player, or the scuttled ship's owner)"},
      {kFleetEvent,
       "a player's fleet, at the end (value: the points spent on ships and crew; side: the "
       "player; detail: the point total and the ships)"},
      {kFleetWonEvent,
       "the fleet of a winner of a finished game (value: its points spent; side: the "
       "player)"},
      {kEndHomeGold,
       "the game ended because a player's home gold passed the win_gold limit (value: the "
       "rounds played; detail: turns and the reason in words)"},
      {kEndCannotMove,
       "the game ended because half or more of the players cannot move any ship (value and "
       "detail as above)"},
      {kEndAllUnloaded,
       "the game ended because no gold is left on a wild island or aboard a ship (value and "
       "detail as above)"},
      {kReefRoll,
       "format 2: a ship's line on a reef (value: the masts it lost; side: its owner; detail: "
       "the ship, the reef, the die when the line rolled one)"},
      {kSargassoRoll,
       "format 2: a ship's die on a Sargasso Sea (value 0; detail: the ship, the terrain, the "
       "die, trapped or not)"},
      {kEscapeRoll,
       "format 2: a trapped ship's escape die (value 0; detail: the ship, the terrain, the "
       "die, freed or not)"},
      {kWhirlpoolRoll,
       "format 2: a whirlpool's die after a jump (value: the masts lost; detail: the ship, the "
       "whirlpool it entered, the die)"},
      {kMysteryRoll,
       "format 2: the d6 on a mysterious island's table (value: the masts lost; detail: the "
       "ship, the island, the die)"},
      {kIcebergHit,
       "format 2: a ship hit by a drifting iceberg (value: the masts lost, 1; detail: the "
       "ship, the iceberg)"},
      {kFortBuilt,
       "format 2: a fort built (value: the gold paid; side: its owner; detail: the fort, the "
       "island, the ship docked there)"},
      {kFortDestroyed,
       "format 2: a fort destroyed by a shot (value: the gold inside, back on the island; "
       "side: its owner; detail: the fort, the island, the shooter)"},
  };
}

int fleet_points(const Pieces& pieces, int player) {
  int points = 0;
  for (const ShipSpec& s : pieces.ships)
    if (s.owner == player) points += s.points;
  for (const CrewSpec& c : pieces.crew)
    if (c.owner == player) points += c.points;
  for (const EventSpec& e : pieces.events)
    if (e.owner == player) points += e.points;
  return points;
}

namespace {

// The shot that sank the ship of facts[k] (a Sunk fact): the last shot before it on the same
// line; nullptr when none (scuttled: it sank as its owner's turn began).
const Fact* sinking_shot(const std::vector<Fact>& facts, size_t k) {
  for (size_t j = k; j-- > 0 && facts[j].line == facts[k].line;)
    if (facts[j].kind == FactKind::Shot) return &facts[j];
  return nullptr;
}

}  // namespace

std::vector<SunkGold> sunk_gold(const State& s) {
  std::vector<SunkGold> out(size_t(s.players()));
  const std::vector<Fact>& facts = s.facts();
  for (size_t k = 0; k < facts.size(); ++k) {
    const Fact& f = facts[k];
    if (f.kind != FactKind::Sunk) continue;
    SunkGold& g = out[size_t(f.player)];
    (s.players() == 2 && sinking_shot(facts, k) ? g.shared_out : g.out_of_game) += f.value;
  }
  return out;
}

std::vector<GameEvent> events_of(const State& s, const Outcome& outcome) {
  const Pieces& pieces = s.pieces();
  std::vector<GameEvent> out;
  auto name = [&](int p) { return p >= 0 ? pieces.players[size_t(p)] : std::string(); };
  auto add = [&](int move, int player, const char* kind, long long value, Json detail) {
    out.push_back(GameEvent{move, name(player), kind, value, std::move(detail)});
  };
  // The piece that shot: a ship, or a fort (format 2).
  auto shooter = [&](const Fact& f) { return f.fort >= 0 ? s.fort_id(f.fort) : s.id(f.ship); };
  const std::vector<Fact>& facts = s.facts();
  for (size_t k = 0; k < facts.size(); ++k) {
    const Fact& f = facts[k];
    switch (f.kind) {
      case FactKind::Shot: {
        const Json cannon = fmt::format("{}{}", f.value, f.ruler);
        // Format 2: the target may be a fort.
        Json detail{{"ship", shooter(f)},
                    {"cannon", cannon},
                    {"target", f.piece >= 0 ? s.fort_id(f.piece) : s.id(f.target)}};
        if (f.ship >= 0 && s.creature(f.ship)) detail["creature"] = true;  // format 2
        add(f.line, f.player, shot_kind(f.hit, f.ruler), f.value, std::move(detail));
        break;
      }
      case FactKind::FortBuilt:
        add(f.line, f.player, kFortBuilt, f.value,
            Json{{"fort", s.fort_id(f.fort)},
                 {"island", s.island_id(s.fort(f.fort).island)},
                 {"ship", s.id(f.ship)}});
        break;
      case FactKind::FortDestroyed: {
        const Fact* shot = sinking_shot(facts, k);
        add(f.line, f.player, kFortDestroyed, f.value,
            Json{{"fort", s.fort_id(f.fort)},
                 {"island", s.island_id(s.fort(f.fort).island)},
                 {"by", shot ? Json(shooter(*shot)) : Json(nullptr)}});
        break;
      }
      case FactKind::Roll: {
        Json detail{{"ship", s.id(f.ship)}};
        if (f.on == RollOn::Mystery)
          detail["island"] = s.island_id(f.piece);
        else
          detail["terrain"] = s.terrain()[size_t(f.piece)].id;
        if (f.die) detail["die"] = f.die;
        if (f.on == RollOn::Sargasso) detail["trapped"] = f.hit;
        if (f.on == RollOn::Escape) detail["freed"] = f.hit;
        add(f.line, f.player, roll_kind(f.on), f.value, std::move(detail));
        break;
      }
      case FactKind::Explored:
        add(f.line, f.player, kExploredEvent, f.value, Json{{"ship", s.id(f.ship)}});
        break;
      case FactKind::Boarded:
        add(f.line, f.player, kBoardedEvent, f.value,
            Json{{"ship", s.id(f.ship)}, {"from", s.id(f.target)}});
        break;
      case FactKind::Unloaded:
        add(f.line, f.player, kUnloadedEvent, f.value, Json{{"ship", s.id(f.ship)}});
        break;
      case FactKind::Shared:
        add(f.line, f.player, kSharedEvent, f.value, Json{{"shooter", shooter(f)}});
        break;
      case FactKind::LostAtSea:
        add(f.line, f.player, kOutOfGameEvent, f.value,
            Json{{"how", "sunk"}, {"shooter", shooter(f)}});
        break;
      case FactKind::Salvaged: {
        // Divers takes the gold home (a share received); Raft puts it on a wild island. Either
        // way it comes back into the game.
        const EventSpec& e = pieces.events[size_t(f.target)];
        const bool divers = e.effect == EventEffect::TakeGold;
        add(f.line, f.player, kOutOfGameEvent, -f.value,
            Json{{"how", divers ? "divers" : "raft"}, {"event", e.id}, {"ship", s.id(f.ship)}});
        if (divers)
          add(f.line, f.player, kSharedEvent, f.value,
              Json{{"event", e.id}, {"ship", s.id(f.ship)}});
        break;
      }
      case FactKind::Sunk: {
        // Sunk by the last shot before it on the same line; else scuttled (its gold leaves
        // the game, as the turn line that sinks it says).
        if (s.creature(f.ship)) {  // format 2: a sea creature whose last segment fell
          const Fact* shot = sinking_shot(facts, k);
          add(f.line, f.player, kSunkEvent, 0,
              Json{{"ship", s.id(f.ship)},
                   {"how", "eliminated"},
                   {"by", shot ? Json(shooter(*shot)) : Json(nullptr)}});
        } else if (const Fact* shot = sinking_shot(facts, k)) {
          add(f.line, f.player, kSunkEvent, f.value,
              Json{{"ship", s.id(f.ship)}, {"how", "shot"}, {"by", shooter(*shot)}});
        } else {
          add(f.line, f.player, kSunkEvent, f.value,
              Json{{"ship", s.id(f.ship)}, {"how", "scuttled"}, {"by", nullptr}});
          if (f.value)
            add(f.line, f.player, kOutOfGameEvent, f.value,
                Json{{"how", "scuttled"}, {"ship", s.id(f.ship)}});
        }
        break;
      }
    }
  }
  for (int p = 0; p < s.players(); ++p) {
    Json ships = Json::array();
    for (const ShipSpec& ship : pieces.ships)
      if (ship.owner == p) ships.push_back(ship.id);
    add(0, p, kFleetEvent, fleet_points(pieces, p),
        Json{{"points_allowed", pieces.points}, {"ships", std::move(ships)}});
  }
  if (!outcome.finished) return out;
  for (const std::string& w : outcome.winners)
    for (int p = 0; p < s.players(); ++p)
      if (pieces.players[size_t(p)] == w)
        add(0, p, kFleetWonEvent, fleet_points(pieces, p), nullptr);
  if (const char* kind = end_kind(s.ended())) {
    const int turns = s.turn_number();
    const int rounds = (turns + s.players() - 1) / s.players();
    add(0, -1, kind, rounds, Json{{"turns", turns}, {"reason", end_reason(s)}});
  }
  return out;
}

std::vector<FleetPointsRow> fleet_points_rows(const std::vector<EventTotal>& totals) {
  std::map<long long, FleetPointsRow> buckets;
  for (const EventTotal& t : totals) {
    const bool won = t.kind == kFleetWonEvent;
    if (!won && t.kind != kFleetEvent) continue;
    const long long low = t.value > 0 ? (t.value - 1) / kBucket * kBucket + 1 : 0;
    FleetPointsRow& row = buckets[low];
    row.points_min = low;
    row.points_max = low > 0 ? low + kBucket - 1 : 0;
    if (won) {
      row.wins += t.events;
    } else {
      row.fleets += t.events;
      row.points_sum += t.value_sum;
    }
  }
  std::vector<FleetPointsRow> rows;
  for (const auto& [low, row] : buckets) rows.push_back(row);
  return rows;
}

std::vector<GoldSourceRow> gold_source_rows(const std::vector<EventTotal>& totals,
                                            long long& fleets) {
  std::vector<GoldSourceRow> rows;
  for (const char* kind :
       {kExploredEvent, kBoardedEvent, kUnloadedEvent, kSharedEvent, kSunkEvent, kOutOfGameEvent})
    rows.push_back(GoldSourceRow{kind, 0, 0});
  fleets = 0;
  for (const EventTotal& t : totals) {
    if (t.kind == kFleetEvent) fleets += t.events;
    for (GoldSourceRow& r : rows)
      if (r.source == t.kind) {
        r.events += t.events;
        r.gold += t.value_sum;
      }
  }
  return rows;
}

std::vector<ShotRow> shot_rows(const std::vector<EventTotal>& totals) {
  std::map<std::pair<long long, int>, ShotRow> by_cannon;  // by rank, then S before L
  for (const EventTotal& t : totals) {
    const bool s_hit = t.kind == kShotHitS, s_miss = t.kind == kShotMissS;
    const bool l_hit = t.kind == kShotHitL, l_miss = t.kind == kShotMissL;
    if (!(s_hit || s_miss || l_hit || l_miss)) continue;
    const char ruler = s_hit || s_miss ? 'S' : 'L';
    ShotRow& row = by_cannon[{t.value, ruler == 'S' ? 0 : 1}];
    row.rank = t.value;
    row.ruler = ruler;
    row.shots += t.events;
    if (s_hit || l_hit) row.hits += t.events;
  }
  std::vector<ShotRow> rows;
  for (const auto& [cannon, row] : by_cannon) rows.push_back(row);
  return rows;
}

double expected_hit_rate(long long rank) {
  const long long faces = 7 - std::max(2LL, rank);  // the faces from the rank to 6, never a 1
  return faces > 0 ? double(faces) / 6.0 : 0.0;
}

std::vector<GameEndRow> game_end_rows(const std::vector<EventTotal>& totals) {
  std::vector<GameEndRow> rows;
  for (const char* kind : {kEndHomeGold, kEndCannotMove, kEndAllUnloaded}) {
    GameEndRow row;
    row.condition = std::string(kind).substr(4);  // after "end "
    for (const EventTotal& t : totals) {
      if (t.kind != kind) continue;
      if (row.games == 0 || t.value < row.rounds_min) row.rounds_min = t.value;
      row.rounds_max = std::max(row.rounds_max, t.value);
      row.games += t.events;
      row.rounds_sum += t.value_sum;
    }
    if (row.games) rows.push_back(row);
  }
  return rows;
}

std::vector<KindRow> kind_rows(const std::vector<EventTotal>& totals,
                               std::initializer_list<const char*> kinds) {
  std::vector<KindRow> rows;
  for (const char* kind : kinds) {
    KindRow row{kind};
    for (const EventTotal& t : totals)
      if (t.kind == kind) {
        row.events += t.events;
        row.value_sum += t.value_sum;
      }
    if (row.events) rows.push_back(row);
  }
  return rows;
}

std::vector<StatsSection> stats_sections() {
  return {{"fleet_points", &fleet_points_json, &fleet_points_text},
          {"gold_sources", &gold_sources_json, &gold_sources_text},
          {"shots", &shots_json, &shots_text},
          {"game_ends", &game_ends_json, &game_ends_text},
          {"terrain", &terrain_json, &terrain_text},
          {"forts", &forts_json, &forts_text}};
}

}  // namespace qm::pirates

// qm standings --db FILE [--game G] [--ruleset R]... [--players N] [--event E] [--from DAY]
//              [--to DAY] [--include-simulated] [--rank-by win-rate|points|rating|wins]
//              [--min-games N] [--by-event] [--format text|json|csv]:
// the league's standings, one table per game (store/standings.h, which the league site
// shows too): games, wins, win rate, points, mean score and rating per player, ranked by the
// criterion asked for (default: win rate among players with at least 3 games), the ranking
// said in a sentence. Simulated records are left out (and counted) unless
// --include-simulated.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "cli/csv.h"
#include "games/json_text.h"
#include "games/registry.h"
#include "store/open.h"
#include "store/standings.h"
#include "store/stats.h"

namespace qm::cli {

namespace {

std::string place_text(const store::StandingRow& r) {
  return r.place ? std::to_string(r.place) : "-";
}

std::string rating_text(const store::StandingRow& r) {
  return r.rating ? fmt::format("{:.2f}", r.rating->ordinal()) : "-";
}

std::string points_text(double points) { return fmt::format("{:g}", points); }

std::string table_text(const store::Standings& s, const std::string& unit) {
  size_t width = 6;
  for (const store::StandingRow& r : s.rows) width = std::max(width, r.player.size());
  std::string out =
      fmt::format("  {:>3}  {:<{}} {:>6} {:>5} {:>9} {:>7} {:>12} {:>8}\n", "#", "player", width,
                  "games", "wins", "win rate", "points", "mean " + unit, "rating");
  for (const store::StandingRow& r : s.rows)
    out += fmt::format("  {:>3}  {:<{}} {:>6} {:>5} {:>8.1f}% {:>7} {:>12.1f} {:>8}\n",
                       place_text(r), r.player, width, r.games, r.wins, 100 * r.win_rate(),
                       points_text(r.points), r.mean_score(), rating_text(r));
  return out;
}

std::string event_title(const store::Standings& s) {
  return s.simulated ? "simulated games (qm simulate), together" : s.event;
}

std::string unit_of(const std::string& game) {
  const Game* g = find_game(game);
  return g ? std::string(g->score_unit()) : "points";
}

void print_text(const std::vector<store::GameStandings>& games,
                const store::StandingsRequest& request) {
  if (games.empty()) {
    std::cout << "No valid, finished games match.\n";
    return;
  }
  bool first = true;
  for (const store::GameStandings& g : games) {
    std::cout << (first ? "" : "\n");
    first = false;
    std::string counted = fmt::format("{}: {} game{} counted", g.game, g.overall.games,
                                      g.overall.games == 1 ? "" : "s");
    if (g.result_only) counted += fmt::format(" ({} of the result only)", g.result_only);
    if (g.simulated_left_out)
      counted += fmt::format("; {} simulated left out (--include-simulated counts them)",
                             g.simulated_left_out);
    std::cout << counted << "\n" << table_text(g.overall, unit_of(g.game));
    for (const store::Standings& e : g.events)
      std::cout << fmt::format("\n{}: {} ({} game{})\n", g.game, event_title(e), e.games,
                               e.games == 1 ? "" : "s")
                << table_text(e, unit_of(g.game));
  }
  std::cout << "\n" << store::ranking_sentence(request) << "\n";
}

Json rows_json(const store::Standings& s) {
  Json rows = Json::array();
  for (const store::StandingRow& r : s.rows)
    rows.push_back({{"place", r.place ? Json(r.place) : Json(nullptr)},
                    {"player", r.player},
                    {"games", r.games},
                    {"wins", r.wins},
                    {"win_rate", r.win_rate()},
                    {"points", r.points},
                    {"mean_score", r.mean_score()},
                    {"rating", r.rating ? Json(r.rating->ordinal()) : Json(nullptr)},
                    {"mu", r.rating ? Json(r.rating->mu) : Json(nullptr)}});
  return rows;
}

void print_json(const std::vector<store::GameStandings>& games,
                const store::StandingsRequest& request, const std::string& db) {
  Json out_games = Json::array();
  for (const store::GameStandings& g : games) {
    Json events = Json::array();
    for (const store::Standings& e : g.events)
      events.push_back({{"event", e.simulated ? Json(nullptr) : Json(e.event)},
                        {"simulated", e.simulated},
                        {"games", e.games},
                        {"players", rows_json(e)}});
    Json j{{"game", g.game},
           {"score_unit", unit_of(g.game)},
           {"games", g.overall.games},
           {"result_only", g.result_only},
           {"simulated_left_out", g.simulated_left_out},
           {"players", rows_json(g.overall)}};
    if (request.by_event) j["events"] = events;
    out_games.push_back(j);
  }
  const store::RatingsFilter& f = request.filter;
  Json filter{{"game", f.game.empty() ? Json(nullptr) : Json(f.game)},
              {"rulesets", f.rulesets},
              {"players", f.players ? Json(*f.players) : Json(nullptr)}};
  const std::pair<const char*, const std::string*> more[] = {
      {"event", &f.event}, {"from", &f.from}, {"to", &f.to}};
  for (const auto& [key, value] : more)
    if (!value->empty()) filter[key] = *value;
  if (f.include_simulated) filter["include_simulated"] = true;
  std::cout << json_text(Json{{"database", db},
                              {"filter", filter},
                              {"rank_by", store::criterion_name(request.criterion)},
                              {"min_games", request.min_games},
                              {"ranking", store::ranking_sentence(request)},
                              {"games", out_games}},
                         2)
            << "\n";
}

void print_csv(const std::vector<store::GameStandings>& games) {
  std::cout << csv_line({"game", "event", "place", "player", "games", "wins", "win_rate", "points",
                         "mean_score", "rating", "mu"});
  auto rows = [](const std::string& game, const std::string& event, const store::Standings& s) {
    for (const store::StandingRow& r : s.rows)
      std::cout << csv_line({game, event, r.place ? std::to_string(r.place) : "", r.player,
                             std::to_string(r.games), std::to_string(r.wins),
                             fmt::format("{}", r.win_rate()), fmt::format("{}", r.points),
                             fmt::format("{}", r.mean_score()),
                             r.rating ? fmt::format("{}", r.rating->ordinal()) : "",
                             r.rating ? fmt::format("{}", r.rating->mu) : ""});
  };
  for (const store::GameStandings& g : games) {
    rows(g.game, "", g.overall);
    for (const store::Standings& e : g.events)
      rows(g.game, e.simulated ? "(simulated)" : e.event, e);
  }
}

}  // namespace

void add_standings(CLI::App& app, int& exit_code) {
  struct Args {
    std::string db = "quartermaster.db";
    store::RatingsFilter filter;
    int players = 0;
    std::string rank_by{store::criterion_name(store::kDefaultCriterion)};
    long long min_games = store::kDefaultMinGames;
    bool by_event = false;
    std::string format = "text";
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "standings",
      "A league's standings per game: games, wins, win rate, points, mean score and rating per "
      "player, ranked by the criterion you pick");
  cmd->add_option("--db", args->db, "The database")->capture_default_str();
  add_record_choice_options(cmd, args->filter, args->players);
  cmd->add_flag("--include-simulated", args->filter.include_simulated,
                "Count simulated records (qm simulate's) too");
  cmd->add_option("--rank-by", args->rank_by,
                  "win-rate (among players with at least --min-games games), points (1 for each "
                  "opposing side behind, 1/2 for each level), rating (qm ratings' mu - 3 sigma) "
                  "or wins")
      ->check(CLI::IsMember({"win-rate", "points", "rating", "wins"}))
      ->capture_default_str();
  cmd->add_option("--min-games", args->min_games,
                  "With --rank-by win-rate: the games a player needs to be ranked")
      ->check(whole_number(1, 1'000'000'000))
      ->capture_default_str();
  cmd->add_flag("--by-event", args->by_event,
                "A table per event too (simulated games in one table of their own)");
  cmd->add_option("--format", args->format, "text, json or csv")
      ->check(CLI::IsMember({"text", "json", "csv"}));
  cmd->callback([args, &exit_code] {
    store::StandingsRequest request;
    request.filter = args->filter;
    if (args->players > 0) request.filter.players = args->players;
    request.criterion = *store::parse_criterion(args->rank_by);
    request.min_games = args->min_games;
    request.by_event = args->by_event;
    store::Database db = store::open_store(args->db, store::OpenMode::Read);
    store::StatsFilter names;
    names.game = args->filter.game;
    names.rulesets = args->filter.rulesets;
    names.event = args->filter.event;
    if (const std::string unknown = store::unknown_in_filter(db, names); !unknown.empty()) {
      std::cerr << "qm: " << unknown << "\n";
      exit_code = 2;
      return;
    }
    const std::vector<store::GameStandings> standings = store::compute_standings(db, request);
    if (args->format == "json")
      print_json(standings, request, args->db);
    else if (args->format == "csv")
      print_csv(standings);
    else
      print_text(standings, request);
    exit_code = 0;
  });
}

}  // namespace qm::cli

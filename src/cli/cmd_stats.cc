// qm stats --db FILE [--game G] [--ruleset R]... [--players N] [--event E] [--from DAY]
// [--to DAY] [--player P] [--include-simulated] [--ratings] [--format text|json|csv]: games, wins
// and scores per player (played records only, unless --include-simulated, as in the ratings of
// --ratings); win rate by seat and
// player count; per ruleset; the game's own sections, made from its events (Game::stats_sections);
// score parts (where the points came from) per ruleset and player count; game length; disputes by
// rule id. Valid finished records only, except in the record counts and disputes (store/stats.h).
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <optional>

#include "cli/commands.h"
#include "cli/ratings_output.h"
#include "cli/stats_csv.h"
#include "games/json_text.h"
#include "games/registry.h"
#include "math/interval_json.h"
#include "record/excerpt.h"
#include "store/open.h"
#include "store/ratings.h"
#include "store/stats.h"

namespace qm::cli {

namespace {

Json rate_json(const store::Rate& r) {
  return math::rate_json(r.hits, r.total, math::Interval{r.rate, r.low, r.high});
}

Json spread_json(const store::Spread& s) { return Json{{"mean", s.mean}, {"sd", s.sd}}; }

// The sections a game adds to `qm stats` (none for a game this qm does not know).
std::vector<StatsSection> game_sections(const std::string& name) {
  const Game* game = find_game(name);
  return game ? game->stats_sections() : std::vector<StatsSection>{};
}

// The JSON keys of every registered game's sections, in registration order.
std::vector<std::string> section_keys() {
  std::vector<std::string> keys;
  for (const Game* game : all_games())
    for (const StatsSection& s : game->stats_sections())
      if (std::find(keys.begin(), keys.end(), s.key) == keys.end()) keys.push_back(s.key);
  return keys;
}

Json game_json(const store::GameStats& g) {
  Json j{{"game", g.game},
         {"score_unit", g.score_unit},
         {"records",
          {{"all", g.records},
           {"valid", g.valid},
           {"illegal", g.illegal},
           {"unreadable", g.unreadable},
           {"finished", g.finished}}}};
  // Only when there are some, so that the report of other stores is as before.
  if (g.result_only > 0) j["records"]["result_only"] = g.result_only;
  Json players = Json::array();
  for (const auto& p : g.players)
    players.push_back({{"player", p.player},
                       {"games", p.wins.total},
                       {"wins", rate_json(p.wins)},
                       {"score", spread_json(p.score)}});
  j["players"] = players;
  Json seats = Json::array();
  for (const auto& s : g.seats)
    seats.push_back({{"players", s.players}, {"seat", s.seat}, {"wins", rate_json(s.wins)}});
  j["seats"] = seats;
  // The simulated games those two tables leave out (0 with --include-simulated).
  j["simulated_left_out"] = g.simulated_left_out;
  Json rulesets = Json::array();
  for (const auto& r : g.rulesets)
    rulesets.push_back({{"ruleset", r.ruleset},
                        {"players", r.players},
                        {"games", r.games},
                        {"ties", rate_json(r.ties)},
                        {"moves", spread_json(r.moves)},
                        {"moves_min", r.moves_min},
                        {"moves_max", r.moves_max}});
  j["rulesets"] = rulesets;
  // Every registered game's section keys, so that every game's JSON has the same shape:
  // a section the game does not have is an empty array.
  const std::vector<StatsSection> own = game_sections(g.game);
  for (const std::string& key : section_keys()) {
    auto section =
        std::find_if(own.begin(), own.end(), [&](const StatsSection& s) { return s.key == key; });
    j[key] = section != own.end() ? section->json(g.events) : Json::array();
  }
  Json score_parts = Json::array();
  for (const auto& group : g.score_parts) {
    Json parts = Json::array();
    for (const auto& part : group.parts)
      parts.push_back(
          {{"part", part.part}, {"per_side", spread_json(part.value)}, {"share", part.share}});
    score_parts.push_back({{"ruleset", group.ruleset},
                           {"players", group.players},
                           {"sides", group.sides},
                           {"mean_score", group.mean_score},
                           {"parts", parts}});
  }
  j["score_parts"] = score_parts;
  const store::LengthStats& l = g.length;
  j["length"] = {{"moves", spread_json(l.moves)},
                 {"min", l.min},
                 {"p10", l.p10},
                 {"median", l.median},
                 {"p90", l.p90},
                 {"max", l.max}};
  Json rules = Json::array();
  for (const auto& r : g.disputes)
    rules.push_back({{"rule", r.rule}, {"records", r.records}, {"share", r.share}});
  j["disputes"] = {{"illegal", rate_json(g.disputed)}, {"by_rule", rules}};
  return j;
}

std::string percent(double x) { return fmt::format("{:.1f}%", 100 * x); }
std::string interval(const store::Rate& r) {
  return fmt::format("[{:.1f}, {:.1f}]", 100 * r.low, 100 * r.high);
}

std::string game_text(const store::GameStats& g) {
  std::string out = fmt::format(
      "{}: {} records ({} valid, {} illegal, {} unreadable); {} finished valid games counted{}\n",
      g.game, g.records, g.valid, g.illegal, g.unreadable, g.finished,
      g.result_only ? fmt::format(" ({} of the result only: no moves, so not in the rulesets' "
                                  "lengths or the score parts)",
                                  g.result_only)
                    : "");
  if (!g.players.empty()) {
    out += "\nPlayers\n";
    out +=
        fmt::format("  {:<16} {:>6} {:>6} {:>9} {:>14} {:>12} {:>7}\n", "player", "games", "wins",
                    "win rate", "95% interval", fmt::format("mean {}", g.score_unit), "sd");
    for (const auto& p : g.players)
      out += fmt::format("  {:<16} {:>6} {:>6} {:>9} {:>14} {:>12.1f} {:>7.1f}\n", p.player,
                         p.wins.total, p.wins.hits, percent(p.wins.rate), interval(p.wins),
                         p.score.mean, p.score.sd);
  }
  if (!g.seats.empty()) {
    out += "\nWin rate by seat (seat 1 moves first; a shared win counts for each winner)\n";
    out += fmt::format("  {:>7} {:>4} {:>6} {:>6} {:>9} {:>14}\n", "players", "seat", "games",
                       "wins", "win rate", "95% interval");
    for (const auto& s : g.seats)
      out += fmt::format("  {:>7} {:>4} {:>6} {:>6} {:>9} {:>14}\n", s.players, s.seat,
                         s.wins.total, s.wins.hits, percent(s.wins.rate), interval(s.wins));
  }
  if (g.simulated_left_out > 0)
    out += fmt::format(
        "\n{} simulated record(s) left out of the players' and seats' tables "
        "(--include-simulated counts them)\n",
        g.simulated_left_out);
  if (!g.rulesets.empty()) {
    out += "\nRulesets\n";
    out += fmt::format("  {:<28} {:>7} {:>6} {:>6} {:>11} {:>7} {:>9}\n", "ruleset", "players",
                       "games", "ties", "mean moves", "sd", "min-max");
    for (const auto& r : g.rulesets)
      out += fmt::format("  {:<28} {:>7} {:>6} {:>6} {:>11.1f} {:>7.1f} {:>9}\n", r.ruleset,
                         r.players, r.games, r.ties.hits, r.moves.mean, r.moves.sd,
                         fmt::format("{}-{}", r.moves_min, r.moves_max));
  }
  for (const StatsSection& section : game_sections(g.game)) out += section.text(g.events);
  if (!g.score_parts.empty()) {
    out += fmt::format(
        "\nScore parts: {} per side (a player, or a team in partnership games) and their "
        "share\n",
        g.score_unit);
    for (const auto& group : g.score_parts) {
      out += fmt::format("  {}, {} players ({} sides in all)\n", group.ruleset, group.players,
                         group.sides);
      out += fmt::format("    {:<26} {:>8} {:>7} {:>7}\n", "part", "mean", "sd", "share");
      for (const auto& part : group.parts)
        out += fmt::format("    {:<26} {:>8.1f} {:>7.1f} {:>7}\n", part.part, part.value.mean,
                           part.value.sd, percent(part.share));
      out += fmt::format("    {:<26} {:>8.1f}\n", "score", group.mean_score);
    }
  }
  if (g.length.moves.count > 0) {
    const store::LengthStats& l = g.length;
    out += fmt::format(
        "\nGame length: mean {:.1f} moves (sd {:.1f}); min {}, 10% {}, median {}, 90% {}, max "
        "{}\n",
        l.moves.mean, l.moves.sd, l.min, l.p10, l.median, l.p90, l.max);
  }
  out += fmt::format("\nDisputes: {} of {} readable records illegal ({}, 95% interval {})\n",
                     g.disputed.hits, g.disputed.total, percent(g.disputed.rate),
                     interval(g.disputed));
  for (const auto& r : g.disputes)
    out += fmt::format("  {:<28} {:>6} {:>7}\n", r.rule, r.records, percent(r.share));
  return out;
}

}  // namespace

void add_stats(CLI::App& app, int& exit_code) {
  struct Args {
    std::string db = "quartermaster.db";
    store::StatsFilter filter;
    int players = 0;
    bool ratings = false;
    std::string format = "text";
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "stats",
      "Statistics of the records in a database: players, seats, rulesets, score parts, disputes");
  cmd->add_option("--db", args->db, "The database")->capture_default_str();
  add_record_choice_options(cmd, args->filter, args->players);
  cmd->add_option("--player", args->filter.player, "Only records this player played in");
  cmd->add_flag(
      "--include-simulated", args->filter.include_simulated,
      "Count simulated records (qm simulate's) in the players' and seats' tables (and the "
      "ratings) too");
  cmd->add_flag("--ratings", args->ratings,
                "Add each game's best 10 players by rating (qm ratings; every filter but --player "
                "applies)");
  cmd->add_option("--format", args->format, "text, json or csv")
      ->check(CLI::IsMember({"text", "json", "csv"}));
  cmd->callback([args, &exit_code] {
    if (args->players > 0) args->filter.players = args->players;
    store::Database db = store::open_store(args->db, store::OpenMode::Read);
    if (const std::string unknown = store::unknown_in_filter(db, args->filter); !unknown.empty())
      throw UsageError(unknown);
    const store::Stats stats = store::compute_stats(db, args->filter);
    std::optional<store::Ratings> ratings;  // --ratings: rating every game costs a second
    if (args->ratings) {
      store::RatingsRequest request;
      request.filter.game = args->filter.game;
      request.filter.rulesets = args->filter.rulesets;
      request.filter.players = args->filter.players;
      request.filter.include_simulated = args->filter.include_simulated;
      request.filter.event = args->filter.event;
      request.filter.from = args->filter.from;
      request.filter.to = args->filter.to;
      ratings = store::compute_ratings(db, request);
    }
    // A game's JSON, with its ratings when asked for.
    auto game_report = [&](const store::GameStats& g) {
      Json j = game_json(g);
      if (ratings) j["ratings"] = stats_ratings_json(*ratings, g.game);
      return j;
    };
    if (args->format == "csv") {
      std::cout << stats_csv_header();
      for (const auto& g : stats.games) std::cout << stats_csv_rows(game_report(g));
      exit_code = 0;
      return;
    }
    if (args->format == "json") {
      Json games = Json::array();
      for (const auto& g : stats.games) games.push_back(game_report(g));
      Json filter{{"game", args->filter.game.empty() ? Json(nullptr) : Json(args->filter.game)},
                  {"rulesets", args->filter.rulesets},
                  {"players", args->filter.players ? Json(*args->filter.players) : Json(nullptr)}};
      // The league's filters, when given (the report without them is as before).
      const std::pair<const char*, const std::string*> more[] = {{"event", &args->filter.event},
                                                                 {"from", &args->filter.from},
                                                                 {"to", &args->filter.to},
                                                                 {"player", &args->filter.player}};
      for (const auto& [key, value] : more)
        if (!value->empty()) filter[key] = *value;
      if (args->filter.include_simulated) filter["include_simulated"] = true;
      std::cout << json_text(Json{{"database", args->db},
                                  {"filter", filter},
                                  {"unreadable_without_game", stats.unreadable_without_game},
                                  {"games", games}},
                             2)
                << "\n";
    } else {
      if (stats.games.empty()) std::cout << "No records match.\n";
      for (size_t i = 0; i < stats.games.size(); ++i)
        std::cout << (i ? "\n" : "") << game_text(stats.games[i])
                  << (ratings ? stats_ratings_text(*ratings, stats.games[i].game) : "");
      if (stats.unreadable_without_game > 0)
        std::cout << fmt::format("\n{} unreadable records name no game.\n",
                                 stats.unreadable_without_game);
    }
    exit_code = 0;
  });
}

}  // namespace qm::cli

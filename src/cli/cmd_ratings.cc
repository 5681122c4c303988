// qm ratings --db FILE [--game G] [--ruleset R]... [--players N] [--event E] [--from DAY]
//            [--to DAY] [--include-simulated] [--top N] [--history PLAYER | --head-to-head A B]
//            [--format text|json|csv]:
// every player's Weng-Lin rating (docs/ratings.md), one table per game, best first by the
// conservative rating mu - 3 sigma; or one player's history, game by game in the order rated;
// or the record between two players. Simulated records are left out (and counted) unless
// --include-simulated. The figures come from store/ratings.h.
#include <fmt/format.h>

#include <fmt/ranges.h>

#include <algorithm>
#include <iostream>

#include "cli/commands.h"
#include "cli/csv.h"
#include "cli/ratings_output.h"
#include "store/open.h"
#include "store/ratings.h"
#include "store/stats.h"

namespace qm::cli {

namespace {

std::string num(double x) { return fmt::format("{}", x); }

std::string left_out_text(const store::GameRatings& g) {
  if (g.unsettled == 0 && g.single_side == 0 && g.simulated == 0) return "";
  std::vector<std::string> parts;
  if (g.unsettled)
    parts.push_back(fmt::format("{} whose ranking hidden cards leave open", g.unsettled));
  if (g.single_side) parts.push_back(fmt::format("{} of a single side", g.single_side));
  if (g.simulated) parts.push_back(fmt::format("{} simulated", g.simulated));
  return fmt::format("; left out: {}", fmt::join(parts, ", "));
}

// The simulated games left out in every game, said once (a history, a head-to-head record or
// a CSV table has no line of its own for it).
long long simulated_left_out(const store::Ratings& ratings) {
  long long n = 0;
  for (const store::GameRatings& g : ratings.games) n += g.simulated;
  return n;
}

std::string simulated_note(long long n) {
  return fmt::format("{} simulated game{} (qm simulate's) left out: --include-simulated rates them",
                     n, n == 1 ? "" : "s");
}

Json step_json(const store::RatingStep& s) {
  return Json{
      {"date", s.date.empty() ? Json(nullptr) : Json(s.date)},
      {"record", s.record_id},
      {"ruleset", s.ruleset},
      {"sides", s.sides},
      {"rank", s.rank},
      {"side", s.side},
      {"before", {{"mu", s.before.mu}, {"sigma", s.before.sigma}, {"rating", s.before.ordinal()}}},
      {"after", {{"mu", s.after.mu}, {"sigma", s.after.sigma}, {"rating", s.after.ordinal()}}}};
}

Json head_to_head_json(const store::HeadToHead& h) {
  Json meetings = Json::array();
  for (const store::Meeting& m : h.meetings)
    meetings.push_back({{"date", m.date.empty() ? Json(nullptr) : Json(m.date)},
                        {"record", m.record_id},
                        {"rank_a", m.rank_a},
                        {"rank_b", m.rank_b},
                        {"partners", m.partners}});
  return Json{{"a", h.a},
              {"b", h.b},
              {"games", h.games},
              {"a_ahead", h.a_ahead},
              {"b_ahead", h.b_ahead},
              {"draws", h.draws},
              {"partners", h.partners},
              {"meetings", meetings}};
}

std::string date_text(const std::string& date) { return date.empty() ? "(undated)" : date; }

// The width of the record column: the longest record id shown, at least the heading's.
template <typename Rows>
size_t record_width(const Rows& rows) {
  size_t width = 6;
  for (const auto& row : rows) width = std::max(width, row.record_id.size());
  return width;
}

std::string history_text(const store::GameRatings& g, const std::string& player) {
  std::string out = fmt::format("{}: {} rated games of {}\n", g.game, g.history.size(), player);
  const size_t w = record_width(g.history);
  out += fmt::format("  {:<10} {:<{}} {:<20} {:>5} {:>4} {:>7} {:>6} {:>8} {:>7}\n", "date",
                     "record", w, "ruleset", "sides", "rank", "mu", "sigma", "rating", "change");
  for (const store::RatingStep& s : g.history)
    out += fmt::format("  {:<10} {:<{}} {:<20} {:>5} {:>4} {:>7.2f} {:>6.2f} {:>8.2f} {:>+7.2f}\n",
                       date_text(s.date), s.record_id, w, s.ruleset, s.sides, s.rank, s.after.mu,
                       s.after.sigma, s.after.ordinal(), s.after.ordinal() - s.before.ordinal());
  return out;
}

std::string head_to_head_text(const store::GameRatings& g) {
  const store::HeadToHead& h = *g.head_to_head;
  std::string out = fmt::format(
      "{}: {} and {} played {} rated games together: {} ahead in {}, {} ahead in {}, {} "
      "draws, {} as partners\n",
      g.game, h.a, h.b, h.games, h.a, h.a_ahead, h.b, h.b_ahead, h.draws, h.partners);
  const size_t w = record_width(h.meetings);
  const std::string rank_a = fmt::format("rank of {}", h.a),
                    rank_b = fmt::format("rank of {}", h.b);
  out += fmt::format("  {:<10} {:<{}} {:>{}} {:>{}}\n", "date", "record", w, rank_a, rank_a.size(),
                     rank_b, rank_b.size());
  for (const store::Meeting& m : h.meetings)
    out += fmt::format("  {:<10} {:<{}} {:>{}} {:>{}}{}\n", date_text(m.date), m.record_id, w,
                       m.rank_a, rank_a.size(), m.rank_b, rank_b.size(),
                       m.partners ? "  (partners)" : "");
  return out;
}

struct Args {
  std::string db = "quartermaster.db";
  store::RatingsFilter filter;
  int players = 0;
  size_t top = 0;
  std::string history;
  std::vector<std::string> pair;
  std::string format = "text";
};

void print_text(const Args& args, const store::Ratings& ratings) {
  // A history or a head-to-head record shows only the games the players played.
  std::vector<std::string> blocks;
  long long simulated_shown = 0;  // in a table's own line
  for (const store::GameRatings& g : ratings.games) {
    if (!args.history.empty()) {
      if (!g.history.empty()) blocks.push_back(history_text(g, args.history));
    } else if (g.head_to_head) {
      if (g.head_to_head->games > 0) blocks.push_back(head_to_head_text(g));
    } else if (!g.players.empty()) {
      blocks.push_back(fmt::format("{}: {} game{} rated{}\n", g.game, g.rated,
                                   g.rated == 1 ? "" : "s", left_out_text(g)) +
                       rating_table_text(g, args.top));
      simulated_shown += g.simulated;
    }
  }
  // Said when simulated games were left out and no table's line said so.
  const long long simulated = simulated_left_out(ratings);
  const std::string note =
      simulated > simulated_shown ? "\n" + simulated_note(simulated) + ".\n" : "";
  if (blocks.empty()) {
    if (!args.history.empty())
      std::cout << fmt::format("No rated game of {}.\n", args.history);
    else if (!args.pair.empty())
      std::cout << fmt::format("{} and {} played no rated game together.\n", args.pair[0],
                               args.pair[1]);
    else
      std::cout << "No rated games match.\n";
    std::cout << note;
    return;
  }
  std::cout << fmt::format("{}", fmt::join(blocks, "\n"));
  if (args.history.empty() && args.pair.empty())
    std::cout << "\nrating = mu - 3 sigma, the conservative estimate (Weng-Lin, Plackett-Luce); "
                 "firsts: games their side ranked first, alone or tied\n";
  std::cout << note;
}

void print_csv(const Args& args, const store::Ratings& ratings) {
  // The table stays one table for spreadsheets: the count of games left out goes to stderr.
  if (const long long simulated = simulated_left_out(ratings); simulated > 0)
    std::cerr << "qm: " << simulated_note(simulated) << "\n";
  if (!args.history.empty()) {
    std::cout << csv_line({"game", "date", "record", "ruleset", "sides", "rank", "side",
                           "mu_before", "sigma_before", "mu", "sigma", "rating"});
    for (const store::GameRatings& g : ratings.games)
      for (const store::RatingStep& s : g.history)
        std::cout << csv_line({g.game, s.date, s.record_id, s.ruleset, std::to_string(s.sides),
                               std::to_string(s.rank), s.side, num(s.before.mu),
                               num(s.before.sigma), num(s.after.mu), num(s.after.sigma),
                               num(s.after.ordinal())});
  } else if (!args.pair.empty()) {
    std::cout << csv_line(
        {"game", "player_a", "player_b", "games", "a_ahead", "b_ahead", "draws", "partners"});
    for (const store::GameRatings& g : ratings.games) {
      const store::HeadToHead& h = *g.head_to_head;
      std::cout << csv_line({g.game, h.a, h.b, std::to_string(h.games), std::to_string(h.a_ahead),
                             std::to_string(h.b_ahead), std::to_string(h.draws),
                             std::to_string(h.partners)});
    }
  } else {
    std::cout << csv_line({"game", "rank", "player", "rating", "mu", "sigma", "games", "firsts"});
    for (const store::GameRatings& g : ratings.games) {
      const size_t n = args.top ? std::min(args.top, g.players.size()) : g.players.size();
      for (size_t i = 0; i < n; ++i) {
        const store::PlayerRating& p = g.players[i];
        std::cout << csv_line({g.game, std::to_string(i + 1), p.player, num(p.rating.ordinal()),
                               num(p.rating.mu), num(p.rating.sigma), std::to_string(p.games),
                               std::to_string(p.firsts)});
      }
    }
  }
}

void print_json(const Args& args, const store::RatingsRequest& request,
                const store::Ratings& ratings) {
  Json games = Json::array();
  for (const store::GameRatings& g : ratings.games) {
    Json j{{"game", g.game}, {"rated", g.rated}, {"left_out", ratings_left_out_json(g)}};
    if (!args.history.empty()) {
      Json history = Json::array();
      for (const store::RatingStep& s : g.history) history.push_back(step_json(s));
      j["history"] = history;
    } else if (g.head_to_head) {
      j["head_to_head"] = head_to_head_json(*g.head_to_head);
    } else {
      j["players"] = rating_table_json(g, args.top);
    }
    games.push_back(j);
  }
  const store::RatingsFilter& f = request.filter;
  Json out{{"database", args.db},
           {"filter",
            {{"game", f.game.empty() ? Json(nullptr) : Json(f.game)},
             {"rulesets", f.rulesets},
             {"players", f.players ? Json(*f.players) : Json(nullptr)}}},
           {"model", ratings_model_json(request.params)}};
  // The filters on the records, when given (the report without them is as before).
  const std::pair<const char*, const std::string*> more[] = {
      {"event", &f.event}, {"from", &f.from}, {"to", &f.to}};
  for (const auto& [key, value] : more)
    if (!value->empty()) out["filter"][key] = *value;
  if (f.include_simulated) out["filter"]["include_simulated"] = true;
  if (!args.history.empty()) out["player"] = args.history;
  out["games"] = games;
  std::cout << out.dump(2) << "\n";
}

}  // namespace

void add_ratings(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "ratings",
      "Player ratings (Weng-Lin, Plackett-Luce) over the games of a database, per game; a "
      "player's history; the record between two players");
  cmd->add_option("--db", args->db, "The database")->capture_default_str();
  add_record_choice_options(cmd, args->filter, args->players);
  cmd->add_flag("--include-simulated", args->filter.include_simulated,
                "Count simulated records (qm simulate's) in the ratings too");
  cmd->add_option("--top", args->top, "Show only the best N players (default: all)")
      ->check(whole_number(1, 1'000'000));
  CLI::Option* history = cmd->add_option("--history", args->history,
                                         "One player's ratings game by game, in the order rated");
  cmd->add_option("--head-to-head", args->pair,
                  "The record between two players: games together, who finished ahead, draws")
      ->expected(2)
      ->excludes(history);
  cmd->add_option("--format", args->format, "text, json or csv")
      ->check(CLI::IsMember({"text", "json", "csv"}));
  cmd->callback([args, &exit_code] {
    if (!args->pair.empty() && args->pair[0] == args->pair[1])
      throw CLI::ValidationError("--head-to-head", "needs two different players");
    store::RatingsRequest request;
    request.filter = args->filter;
    if (args->players > 0) request.filter.players = args->players;
    request.history_player = args->history;
    if (!args->pair.empty()) request.pair = std::make_pair(args->pair[0], args->pair[1]);
    store::Database db = store::open_store(args->db, store::OpenMode::Read);
    // A game, ruleset, event or player the store has no record of is a usage error, as for
    // stats.
    store::StatsFilter names;
    names.game = args->filter.game;
    names.rulesets = args->filter.rulesets;
    names.event = args->filter.event;
    std::string unknown = store::unknown_in_filter(db, names);
    if (unknown.empty()) unknown = store::unknown_player(db, "--history", args->history);
    for (const std::string& player : args->pair)
      if (unknown.empty()) unknown = store::unknown_player(db, "--head-to-head", player);
    if (!unknown.empty()) throw UsageError(unknown);
    const store::Ratings ratings = store::compute_ratings(db, request);
    if (args->format == "json")
      print_json(*args, request, ratings);
    else if (args->format == "csv")
      print_csv(*args, ratings);
    else
      print_text(*args, ratings);
    exit_code = 0;
  });
}

}  // namespace qm::cli

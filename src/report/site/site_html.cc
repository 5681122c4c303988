#include "report/site/site_html.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "report/html.h"

namespace qm::report::site {

namespace {

// The league site's own rules, added to the shared stylesheet.
constexpr std::string_view kSiteCss =
    "nav.site{margin:0 0 1em;padding:.4em 0;border-bottom:1px solid #999}"
    "nav.site a{margin-right:1.2em}"
    "tr.offending td{font-weight:bold;background:#fde2e2}"
    "p.source{margin-top:2em;color:#555;font-size:.85em}"
    "@media print{nav.site{display:none}tr.offending td{background:none;"
    "text-decoration:underline}}";

std::string ordinal_words(int n) {
  const int tens = n % 100;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th"
                       : n % 10 == 1              ? "st"
                       : n % 10 == 2              ? "nd"
                       : n % 10 == 3              ? "rd"
                                                  : "th";
  return fmt::format("{}{}", n, suffix);
}

}  // namespace

std::string site_page(const SiteContext& site, const std::string& page, std::string_view heading,
                      std::string_view body_html) {
  std::string body = "<nav class=\"site\">";
  body += link(relative_link(page, PageNames::kIndex), "Standings");
  body += link(relative_link(page, PageNames::kGames), "All records");
  body += link(relative_link(page, PageNames::kDisputes), "Disputes");
  body += "</nav>\n";
  body += element("h1", "", heading);
  body += "\n";
  body += body_html;
  body +=
      element("p", attribute("class", "source"),
              fmt::format("Made by qm report from the record store '{}'.", site.league.database));
  const std::string title =
      heading == site.title ? site.title : fmt::format("{} · {}", heading, site.title);
  return html_page(title, body, kSiteCss);
}

std::string player_link(const SiteContext& site, const std::string& from,
                        const std::string& player) {
  return link(relative_link(from, site.names.player(player)), player);
}

std::string game_link(const SiteContext& site, const std::string& from, const GameRow& game) {
  return link(relative_link(from, site.names.game(game.id)), game.id);
}

std::string ruleset_link(const SiteContext& site, const std::string& from, const std::string& game,
                         const std::string& ruleset) {
  return link(relative_link(from, site.names.ruleset(game, ruleset)), ruleset);
}

std::string site_number(double value, int decimals) {
  std::string out = fmt::format("{:.{}f}", value, decimals);
  if (out.find_first_not_of("-0.") == std::string::npos && out.front() == '-') out.erase(0, 1);
  return out;
}

std::string site_percent(double rate) { return site_number(100 * rate) + "%"; }

std::string site_interval(double low, double high) {
  return fmt::format("[{}, {}]%", site_number(100 * low), site_number(100 * high));
}

std::string verdict_words(const GameRow& game) {
  if (game.status == "illegal") return "illegal: " + game.violation_rule;
  if (game.result_only) return "valid (result only)";
  return game.status;
}

std::string violation_move_words(const GameRow& game) {
  return game.violation_move && *game.violation_move > 0 ? std::to_string(*game.violation_move)
                                                         : "after the last move";
}

std::string result_words(const SiteContext& site, const GameRow& game, const std::string& player) {
  if (game.status != "valid") return verdict_words(game);
  if (!game.finished) return "unfinished";
  auto seat = std::find_if(game.seats.begin(), game.seats.end(),
                           [&](const SeatRow& s) { return s.player == player; });
  if (seat == game.seats.end()) return "";
  auto side = std::find_if(game.sides.begin(), game.sides.end(),
                           [&](const SideRow& s) { return s.name == seat->side; });
  if (side == game.sides.end()) return "";
  long long winners = 0;
  int rank = 1;  // by score: the upper end when hidden cards leave scores open
  for (const SideRow& other : game.sides) {
    if (other.winner) ++winners;
    if (other.score > side->score) ++rank;
  }
  auto unit = site.league.score_units.find(game.game);
  const std::string score = side->low && side->high && *side->low != *side->high
                                ? fmt::format("{}–{}", *side->low, *side->high)
                                : fmt::format("{}", side->score);
  const std::string place = side->winner
                                ? (winners > 1 ? "shared win" : "won")
                                : fmt::format("{} of {}", ordinal_words(rank), game.sides.size());
  return fmt::format("{}, {} {}", place, score,
                     unit != site.league.score_units.end() ? unit->second : "points");
}

}  // namespace qm::report::site

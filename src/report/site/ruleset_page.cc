#include <fmt/format.h>

#include <map>

#include "report/html.h"
#include "report/site/pages.h"
#include "report/svg_chart.h"

namespace qm::report::site {

namespace {

// Win rate by seat with the 95% intervals, one chart and one table per player count (the
// figures of `qm stats`: played records only, unless the site includes simulated ones).
std::string seats_section(const store::GameStats& stats, bool include_simulated) {
  std::map<int, std::vector<const store::SeatStats*>> by_count;
  for (const store::SeatStats& s : stats.seats) by_count[s.players].push_back(&s);
  if (by_count.empty())
    return element("p", "",
                   include_simulated ? "No valid, finished game."
                                     : "No valid, finished game played at a table.");
  std::string out;
  for (const auto& [players, seats] : by_count) {
    IntervalChart chart;
    chart.labels = {fmt::format("seats-{}", players),
                    fmt::format("Win rate by seat, {} players (95% intervals)", players), "seat",
                    "win rate"};
    chart.reference = 1.0 / players;
    chart.reference_label = "even share";
    chart.y_range = std::make_pair(0.0, 1.0);
    std::vector<std::vector<std::string>> rows;
    for (const store::SeatStats* s : seats) {
      chart.points.push_back(
          IntervalPoint{fmt::format("seat {}", s->seat), s->wins.rate, s->wins.low, s->wins.high});
      rows.push_back({std::to_string(s->seat), std::to_string(s->wins.total),
                      std::to_string(s->wins.hits), site_percent(s->wins.rate),
                      site_interval(s->wins.low, s->wins.high)});
    }
    out += element("h3", "", fmt::format("{} players", players));
    out += interval_chart_svg(chart);
    out += table_html({"seat", "games", "wins", "win rate", "95% interval"}, rows,
                      attribute("class", "seats"), {0, 1, 2, 3});
  }
  return out;
}

std::string length_section(const RulesetData& r) {
  if (r.lengths.empty()) return element("p", "", "No valid, finished game.");
  std::vector<double> values;
  for (const auto& [moves, games] : r.lengths)
    values.insert(values.end(), size_t(games), double(moves));
  BarChart chart;
  chart.labels = {"lengths", "Game length", "moves", "games"};
  chart.bars = histogram(values);
  const store::LengthStats& l = r.stats.length;
  std::string out = element(
      "p", "",
      fmt::format("{} finished games: mean {} moves (sd {}); min {}, 10th percentile {}, median "
                  "{}, 90th percentile {}, max {}.",
                  values.size(), site_number(l.moves.mean), site_number(l.moves.sd), l.min, l.p10,
                  l.median, l.p90, l.max));
  return out + bar_chart_svg(chart);
}

std::string parts_section(const store::GameStats& stats, const std::string& unit) {
  if (stats.score_parts.empty()) return element("p", "", "No valid, finished game.");
  std::string out;
  for (const store::ScorePartStats& group : stats.score_parts) {
    out += element("h3", "",
                   fmt::format("{} players: {} sides, mean score {} {}", group.players, group.sides,
                               site_number(group.mean_score), unit));
    std::vector<std::vector<std::string>> rows;
    for (const store::PartStats& part : group.parts)
      rows.push_back({escape(part.part), site_number(part.value.mean), site_number(part.value.sd),
                      site_percent(part.share)});
    out += table_html({"part", "mean per side", "sd", "share of all points"}, rows,
                      attribute("class", "parts"), {1, 2, 3});
  }
  return out;
}

}  // namespace

std::string ruleset_page(const SiteContext& site, const RulesetData& r) {
  const std::string& page = site.names.ruleset(r.game, r.ruleset);
  const store::GameStats& s = r.stats;
  auto unit_it = site.league.score_units.find(r.game);
  const std::string unit = unit_it != site.league.score_units.end() ? unit_it->second : "points";
  std::string body = element(
      "p", "",
      fmt::format("Game: {}. {} records: {} valid ({} finished), {} illegal, {} unreadable. The "
                  "figures are those of qm stats --game {} --ruleset {}{}.",
                  r.game, s.records, s.valid, s.finished, s.illegal, s.unreadable, r.game,
                  r.ruleset, site.league.include_simulated ? " --include-simulated" : ""));
  body += element("h2", "", "Win rate by seat");
  body += seats_section(s, site.league.include_simulated);
  body += element("h2", "", "Game length");
  body += length_section(r);
  body += element("h2", "", "Where the points come from");
  body += parts_section(s, unit);
  if (!s.disputes.empty()) {
    std::vector<std::vector<std::string>> rows;
    for (const store::RuleCount& rule : s.disputes)
      rows.push_back({escape(rule.rule), std::to_string(rule.records), site_percent(rule.share)});
    body += element("h2", "", "Disputes");
    body += element_html("p", "", link(relative_link(page, PageNames::kDisputes), "Every dispute"));
    body += table_html({"rule", "records", "share of records"}, rows, attribute("class", "rules"),
                       {1, 2});
  }
  return site_page(site, page, fmt::format("{} ({})", r.ruleset, r.game), body);
}

}  // namespace qm::report::site

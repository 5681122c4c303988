#include "games/loot/loot_stats.h"

#include <fmt/format.h>

#include <map>
#include <string>

namespace qm::loot {

namespace {

Json captures_json(const std::vector<EventTotal>& totals) {
  Json rows = Json::array();
  for (const CaptureRow& c : capture_rows(totals))
    rows.push_back({{"value", c.value},
                    {"captured", c.captured},
                    {"by_owner", c.by_owner},
                    {"by_attackers", c.by_attackers},
                    {"gold_by_owner", c.gold_by_owner},
                    {"gold_by_attackers", c.gold_by_attackers}});
  return rows;
}

std::string captures_text(const std::vector<EventTotal>& totals) {
  const std::vector<CaptureRow> rows = capture_rows(totals);
  if (rows.empty()) return "";
  std::string out = "\nMerchants captured, by value: by their owner's side or by attackers\n";
  out += fmt::format("  {:>5} {:>8} {:>8} {:>12} {:>13} {:>17}\n", "value", "captured", "by owner",
                     "by attackers", "gold by owner", "gold by attackers");
  for (const CaptureRow& c : rows)
    out += fmt::format("  {:>5} {:>8} {:>8} {:>12} {:>13} {:>17}\n", c.value, c.captured,
                       c.by_owner, c.by_attackers, c.gold_by_owner, c.gold_by_attackers);
  return out;
}

}  // namespace

std::vector<EventKind> capture_kinds() {
  return {{kCaptureByOwner,
           "a side captures a merchant of its own side (value: the merchant's gold; side: the "
           "capturing side; detail: the merchant `@N` and its owner)"},
          {kCaptureByAttackers,
           "a side captures a merchant of another side (value, side and detail as above)"}};
}

std::vector<CaptureRow> capture_rows(const std::vector<EventTotal>& totals) {
  std::map<long long, CaptureRow> by_value;
  for (const EventTotal& t : totals) {
    const bool own = t.kind == kCaptureByOwner;
    if (!own && t.kind != kCaptureByAttackers) continue;
    CaptureRow& row = by_value[t.value];
    row.value = t.value;
    row.captured += t.events;
    (own ? row.by_owner : row.by_attackers) += t.events;
    (own ? row.gold_by_owner : row.gold_by_attackers) += t.value_sum;
  }
  std::vector<CaptureRow> rows;
  for (const auto& [value, row] : by_value) rows.push_back(row);
  return rows;
}

StatsSection captures_section() { return {"captures", &captures_json, &captures_text}; }

}  // namespace qm::loot

// What ends differently when an illegal move stands or is struck (replay/adjudicate.h): the
// verdict, the scores, the winners, each side's score parts, the game's report fields and its
// table (replay/table_differences.h), compared as data from the two replays. A game's entry
// is phrased by Game::entry_text.
#include <fmt/format.h>

#include <algorithm>

#include "games/registry.h"
#include "replay/adjudicate.h"
#include "replay/table_differences.h"

namespace qm {

namespace {

std::string value_text(const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_null()) return "none";
  if (v.is_array() &&
      std::all_of(v.begin(), v.end(), [](const Json& e) { return e.is_string(); })) {
    std::string s;
    for (const Json& e : v) s += (s.empty() ? "" : ", ") + e.get<std::string>();
    return s.empty() ? "none" : s;
  }
  return v.dump();
}

RulingDifference changed(std::string field, std::string side, std::string part, const Json& a,
                         const Json& b, const std::string& what) {
  TableDifference d{"", "", what, a, b, value_text(a), value_text(b)};
  return {std::move(field),
          std::move(side),
          std::move(part),
          a,
          b,
          difference_sentence(d, "if it stands", "if it is struck")};
}

// A game's report field: entries found under one ruling only, or the values that differ.
void field_differences(const Game* game, const std::string& field, const std::string& key,
                       const Json& a, const Json& b, std::vector<RulingDifference>& out) {
  if (a == b) return;
  const std::string what = key.empty() ? field : fmt::format("{} of {}", field, key);
  auto entry = [&](const Json& e) { return game ? game->entry_text(e) : e.dump(); };
  if (a.is_array() && b.is_array()) {
    for (const Json& e : entries_missing(a, b))
      out.push_back({field, key, "", e, std::nullopt,
                     fmt::format("{}, only if it stands: {}", what, entry(e))});
    for (const Json& e : entries_missing(b, a))
      out.push_back({field, key, "", std::nullopt, e,
                     fmt::format("{}, only if it is struck: {}", what, entry(e))});
    if (entries_missing(a, b).empty() &&
        entries_missing(b, a).empty())  // the same entries, in another order
      out.push_back(changed(field, key, "", a, b, what + " (their order)"));
    return;
  }
  if (a.is_object() && b.is_object() && key.empty()) {
    for (const auto& [k, v] : a.items())
      field_differences(game, field, k, v, b.contains(k) ? b[k] : Json(nullptr), out);
    for (const auto& [k, v] : b.items())
      if (!a.contains(k)) field_differences(game, field, k, Json(nullptr), v, out);
    return;
  }
  out.push_back(changed(field, key, "", a, b, what));
}

void score_part_differences(const Replay& stands, const Replay& struck,
                            std::vector<RulingDifference>& out) {
  if (!stands.match || !struck.match) return;
  const Outcome o = stands.match->outcome();
  const auto a = stands.match->score_parts(), b = struck.match->score_parts();
  for (size_t side = 0; side < a.size() && side < b.size() && side < o.sides.size(); ++side)
    for (size_t i = 0; i < a[side].size() && i < b[side].size(); ++i)
      if (a[side][i].value != b[side][i].value)
        out.push_back(changed("score_parts", o.sides[side], a[side][i].name, a[side][i].value,
                              b[side][i].value,
                              fmt::format("{}'s {}", o.sides[side], a[side][i].name)));
}

std::string verdict_of(const Json& report) {
  const Json& v = report["violation"];
  if (v.is_null()) return report["status"].get<std::string>();
  return v["move"].is_null()
             ? fmt::format("illegal after the last move ({})", v["rule"].get<std::string>())
             : fmt::format("illegal at move {} ({})", v["move"].dump(),
                           v["rule"].get<std::string>());
}

}  // namespace

std::vector<RulingDifference> ruling_differences(const Replay& stands, const Replay& struck) {
  std::vector<RulingDifference> out;
  const Json a = report_json(stands), b = report_json(struck);
  if (verdict_of(a) != verdict_of(b))
    out.push_back(
        changed("status", "", "", verdict_of(a), verdict_of(b), "the rest of the record"));
  if (a["finished"] != b["finished"])
    out.push_back(changed("finished", "", "", a["finished"], b["finished"], "the game finished"));
  if (a["scores"].is_object() && b["scores"].is_object())
    for (const auto& [side, score] : a["scores"].items())
      if (b["scores"].contains(side) && b["scores"][side] != score)
        out.push_back(changed("scores", side, "", score, b["scores"][side], side + "'s score"));
  if (a["winners"] != b["winners"])
    out.push_back(changed("winners", "", "", a["winners"], b["winners"], "the winners"));
  score_part_differences(stands, struck, out);
  const Game* game = find_game(stands.game);
  if (game)
    for (const std::string& field : game->type().report_fields)
      if (a.contains(field) && b.contains(field))
        field_differences(game, field, "", a[field], b[field], out);
  if (stands.match && struck.match)
    for (TableDifference& d : table_differences(game, stands.match->table(), struck.match->table()))
      out.push_back({"table", d.subject, d.path, std::move(d.a), std::move(d.b),
                     difference_sentence(d, "if it stands", "if it is struck")});
  return out;
}

}  // namespace qm

// A referee's rulings during a replay (docs/adjudication.md): which apply, applying one, and
// how the JSON report writes them.
#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

#include "replay/replay.h"

namespace qm {

std::vector<RulingOutcome> rulings_to_apply(const Record& record, const ReplayOptions& options) {
  std::vector<RulingOutcome> out;
  std::unordered_map<int, size_t> place;  // move -> its ruling in `out`
  auto add = [&](const Ruling& ruling, bool from_command_line) {
    RulingOutcome o;
    o.ruling = ruling;
    o.from_command_line = from_command_line;
    o.why_not = fmt::format("the replay stopped before move {}", ruling.move);
    const auto [at, first] = place.try_emplace(ruling.move, out.size());
    if (first)
      out.push_back(std::move(o));
    else
      out[at->second] = std::move(o);
  };
  if (!options.ignore_record_rulings)
    for (const Ruling& ruling : record.rulings) add(ruling, false);
  for (const Ruling& ruling : options.rulings) add(ruling, true);
  std::stable_sort(out.begin(), out.end(), [](const RulingOutcome& a, const RulingOutcome& b) {
    return a.ruling.move < b.ruling.move;
  });
  return out;
}

RulingOutcome* find_ruling(std::vector<RulingOutcome>& rulings, int move) {
  auto at =
      std::lower_bound(rulings.begin(), rulings.end(), move,
                       [](const RulingOutcome& o, int number) { return o.ruling.move < number; });
  return at != rulings.end() && at->ruling.move == move ? &*at : nullptr;
}

bool apply_ruling(Match& match, RulingOutcome& ruling, const RawMove& move,
                  const Violation& violation) {
  ruling.rule = violation.rule;
  ruling.player = violation.player;
  ruling.message = violation.message;
  if (ruling.ruling.kind == RulingKind::Struck) {
    match.strike();
    ruling.applied = true;
    ruling.why_not.clear();
    return true;
  }
  StandResult stood = match.stand(move, violation);
  ruling.applied = stood.applied;
  ruling.why_not = stood.applied ? std::string() : stood.why_not;
  return stood.applied;
}

Json rulings_json(const std::vector<RulingOutcome>& rulings) {
  Json list = Json::array();
  for (const RulingOutcome& o : rulings)
    list.push_back(Json{{"move", o.ruling.move},
                        {"ruling", ruling_name(o.ruling.kind)},
                        {"rule", o.rule.empty() ? Json(nullptr) : Json(o.rule)},
                        {"applied", o.applied},
                        {"why_not", o.applied ? Json(nullptr) : Json(o.why_not)},
                        {"note", o.ruling.note.empty() ? Json(nullptr) : Json(o.ruling.note)},
                        {"from", o.from_command_line ? "command line" : "record"}});
  return list;
}

}  // namespace qm

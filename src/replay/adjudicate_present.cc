// `qm adjudicate`'s output (replay/adjudicate.h): the JSON object, in the shapes of the
// replay report, and the text for a referee: the move, each ruling's end, what differs.
#include <fmt/format.h>

#include "record/written_move.h"
#include "replay/adjudicate.h"
#include "replay/present.h"

namespace qm {

namespace {

// A ruling whose rest of the record plays out differently can change most of the table:
// the text shows the first differences, the JSON every one.
constexpr size_t kTableLinesShown = 30;

Json difference_json(const RulingDifference& d) {
  return Json{{"field", d.field},
              {"side", d.side.empty() ? Json(nullptr) : Json(d.side)},
              {"part", d.part.empty() ? Json(nullptr) : Json(d.part)},
              {"stands", d.stands ? *d.stands : Json(nullptr)},
              {"struck", d.struck ? *d.struck : Json(nullptr)},
              {"text", d.text}};
}

const RulingOutcome* ruling_at(const Replay& r, int move) {
  for (const RulingOutcome& o : r.rulings)
    if (o.ruling.move == move) return &o;
  return nullptr;
}

// One ruling's end: whether it applied, whether the rest replays, the scores.
std::string end_text(const Replay& r, int move, const char* heading) {
  std::string out = fmt::format("{}\n", heading);
  const RulingOutcome* o = ruling_at(r, move);
  if (o && !o->applied) out += fmt::format("  it cannot stand: {}\n", o->why_not);
  if (r.status == Status::Unreadable) {
    out += fmt::format("  the rest of the record cannot be read: {}\n",
                       r.error ? r.error->message : std::string("?"));
    return out;
  }
  if (!r.violation)
    out += "  the rest of the record replays: valid\n";
  else if (o && !o->applied && r.violation->move == move)
    out += fmt::format("  the replay stops at move {}\n", move);
  else
    out += fmt::format("  the rest of the record does not replay: {}{}\n",
                       violation_text(*r.violation),
                       r.violation->line ? fmt::format(" (line {})", r.violation->line) : "");
  if (r.state) out += "  " + outcome_text(r.state->outcome()) + "\n";
  return out;
}

}  // namespace

Json adjudication_json(const Adjudication& a) {
  const Replay& r = a.as_recorded;
  Json j;
  j["record"] = r.source;
  j["document"] = r.document;
  j["id"] = r.record ? Json(r.record->id) : Json(nullptr);
  j["game"] = r.game.empty() ? Json(nullptr) : Json(r.game);
  const bool ruled = a.move > 0;
  j["move"] = ruled ? Json(a.move) : Json(nullptr);
  j["line"] = ruled && a.line ? Json(a.line) : Json(nullptr);
  j["player"] = ruled && !a.violation.player.empty() ? Json(a.violation.player) : Json(nullptr);
  j["rule"] = ruled ? Json(a.violation.rule) : Json(nullptr);
  j["message"] = ruled ? Json(a.violation.message) : Json(nullptr);
  j["why_none"] = ruled ? Json(nullptr) : Json(a.why_none);
  j["as_recorded"] = report_json(r);
  j["stands"] = ruled ? report_json(a.stands) : Json(nullptr);
  j["struck"] = ruled ? report_json(a.struck) : Json(nullptr);
  Json differences = Json::array();
  for (const RulingDifference& d : a.differences) differences.push_back(difference_json(d));
  j["differences"] = std::move(differences);
  return j;
}

std::string adjudication_text(const Adjudication& a) {
  const Replay& r = a.as_recorded;
  std::string label = record_label(r) + (r.record ? " (" + r.record->id + ")" : "");
  if (a.move == 0) return fmt::format("{}: nothing to adjudicate: {}\n", label, a.why_none);
  std::string out = fmt::format("{}: {}\n", label, violation_text(a.violation));
  if (r.record) {
    const RawMove& m = r.record->moves[size_t(a.move - 1)];
    out += fmt::format("  line {}: {}\n", a.line, written_move(m));
  }
  // What the verdict rests on (a game's caveats): above all, that the disputed line involves
  // something the game does not model, which may allow it.
  for (const std::string& caveat : replay_caveats(r)) out += "  caveat: " + caveat + "\n";
  out += '\n';
  out += end_text(a.stands, a.move, "If it stands (applied as played):");
  out += '\n';
  out += end_text(a.struck, a.move, "If it is struck (void; play goes on with the next move):");
  out += "\nWhat differs:\n";
  if (a.differences.empty()) out += "  nothing: both rulings end the same\n";
  std::vector<const RulingDifference*> on_table;
  for (const RulingDifference& d : a.differences) {
    if (d.field == "table")
      on_table.push_back(&d);
    else
      out += "  - " + d.text + "\n";
  }
  if (on_table.empty()) return out;
  out += "  on the table at the end (qm state):\n";
  for (size_t i = 0; i < on_table.size() && i < kTableLinesShown; ++i)
    out += "  - " + on_table[i]->text + "\n";
  if (on_table.size() > kTableLinesShown)
    out += fmt::format("  - and {} more (--format json lists them all)\n",
                       on_table.size() - kTableLinesShown);
  return out;
}

}  // namespace qm

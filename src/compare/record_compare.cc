#include "compare/record_compare.h"

#include <fmt/format.h>

#include <filesystem>

#include "games/json_text.h"
#include "games/registry.h"
#include "record/excerpt.h"
#include "replay/error_json.h"
#include "replay/present.h"
#include "replay/table_differences.h"

namespace qm::compare {

namespace {

// What one replay did with one step: "legal", or "illegal (rule: message)", or
// "unreadable (message)".
struct Step {
  std::string text = "legal";
  bool stopped = false;
};

Step play_step(GameState& state, const RawMove& move) {
  Step s;
  try {
    if (std::optional<Violation> v = state.apply(move)) {
      s.text = fmt::format("illegal ({}: {})", v->rule, v->message);
      s.stopped = true;
    }
  } catch (const RecordError& e) {
    s.text = fmt::format("unreadable ({})", e.what());
    s.stopped = true;
  }
  return s;
}

// The first difference of two report fields when it is an entry of a list the game
// phrases (a list of events, say), as "captures #3: under A, @3 (5 gold, Bruno's) to Anna before
// move 12; under B, none"; "" when the first difference is elsewhere.
std::string phrased_entry_difference(const Game& game, const std::string& field, const Json& x,
                                     const Json& y, const std::string& a, const std::string& b) {
  if (x == y) return "";
  if (x.is_array() && y.is_array()) {
    const size_t n = std::max(x.size(), y.size());
    for (size_t i = 0; i < n; ++i) {
      const bool in_x = i < x.size(), in_y = i < y.size();
      if (in_x && in_y && x[i] == y[i]) continue;
      const bool phrased = (in_x && game.entry_text(x[i]) != x[i].dump()) ||
                           (in_y && game.entry_text(y[i]) != y[i].dump());
      if (!phrased) return "";
      return fmt::format("{} #{}: under {}, {}; under {}, {}", field, i + 1, a,
                         in_x ? game.entry_text(x[i]) : "none", b,
                         in_y ? game.entry_text(y[i]) : "none");
    }
  }
  if (x.is_object() && y.is_object()) {
    for (const auto& [key, value] : x.items())
      if (!y.contains(key) || y[key] != value)
        return phrased_entry_difference(game, field + "." + key, value,
                                        y.contains(key) ? y[key] : Json(), a, b);
    for (const auto& [key, value] : y.items())
      if (!x.contains(key))
        return phrased_entry_difference(game, field + "." + key, Json(), value, a, b);
  }
  return "";
}

// What differs between two tables (or two replays' report fields), in words and only that:
// "Dora's score: 12 under A, 9 under B; …" (the first few; "" when they are the same).
std::string differences_in_words(const Game& game, const Json& x, const Json& y,
                                 const std::string& a, const std::string& b) {
  constexpr size_t kShown = 6;
  const std::vector<TableDifference> d = table_differences(&game, x, y);
  std::vector<std::string> sentences;
  for (size_t i = 0; i < d.size() && i < kShown; ++i)
    sentences.push_back(difference_sentence(d[i], "under " + a, "under " + b));
  if (d.size() > kShown) sentences.push_back(fmt::format("and {} more", d.size() - kShown));
  return fmt::format("{}", fmt::join(sentences, "; "));
}

std::string table_words(const Game& game, const GameState& ma, const GameState& mb,
                        const std::string& a, const std::string& b) {
  return differences_in_words(game, ma.table(), mb.table(), a, b);
}

// The first difference in the game's report fields (an entry the game phrases, or else
// what differs, in words), then what differs on the table.
std::string table_difference(const Game& game, const GameState& ma, const GameState& mb,
                             const std::string& a, const std::string& b, bool with_table) {
  Json ra = Json::object(), rb = Json::object();
  ma.add_report_fields(ra);
  mb.add_report_fields(rb);
  if (ra != rb) {
    if (std::string d = phrased_entry_difference(game, "", ra, rb, a, b); !d.empty())
      return d.substr(1);
    return differences_in_words(game, ra, rb, a, b);
  }
  if (!with_table) return "";
  return table_words(game, ma, mb, a, b);
}

std::string scores_text(const ComparedReplay& o) {
  if (!o.scores) return "none";
  std::string s;
  for (const ComparedReplay::SideScore& x : *o.scores)
    s += fmt::format("{}{} {}", s.empty() ? "" : ", ", x.side, x.score);
  return s;
}

// Each side's score and its parts, as the game names them: "Anna 33 (held 4, bonus 20)".
std::string scoring_text(const GameState& m) {
  const Outcome o = m.outcome();
  const std::vector<std::vector<ScorePart>> parts = m.score_parts();
  std::vector<std::string> sides;
  for (size_t i = 0; i < o.sides.size(); ++i) {
    std::vector<std::string> named;
    if (i < parts.size())
      for (const ScorePart& part : parts[i])
        named.push_back(fmt::format("{} {}", part.name, part.value));
    sides.push_back(fmt::format("{} {}{}", o.sides[i], o.scores[i],
                                named.empty() ? "" : fmt::format(" ({})", fmt::join(named, ", "))));
  }
  return fmt::format("{}", fmt::join(sides, ", "));
}

// Both replays of one record, step by step.
struct Pair {
  const Record& record;
  const Game& game;
  const Ruleset *ruleset_a, *ruleset_b;
  std::unique_ptr<GameState> a, b;
  int played = 0;  // moves played by both, each legal under both

  // Opens both states afresh; false when one cannot be (its header does not read).
  bool open(std::string& error_a, std::string& error_b) {
    auto one = [&](const Ruleset* r, std::unique_ptr<GameState>& m, std::string& error) {
      m.reset();
      if (!r) {
        error = "cannot be replayed";
        return;
      }
      try {
        require_format(game, record);
        m = game.open(record, *r);
      } catch (const RecordError& e) {
        error = e.what();
      }
    };
    one(ruleset_a, a, error_a);
    one(ruleset_b, b, error_b);
    played = 0;
    return a && b;
  }
  // Replays the first `k` moves afresh (known to be legal under both).
  void replay_prefix(int k) {
    std::string ea, eb;
    open(ea, eb);
    for (; played < k; ++played) {
      play_step(*a, record.moves[size_t(played)]);
      play_step(*b, record.moves[size_t(played)]);
    }
  }
};

Json report_fields(const GameState& m) {
  Json j = Json::object();
  m.add_report_fields(j);
  return j;
}

// Finds the first move after which the two replays differ: a move legal under one only,
// different scores so far, different report fields, a different table; failing all, what
// the end (close) says.
Divergence find_divergence(const Replay& ra, const Replay& rb, const Record& record,
                           const std::string& a, const std::string& b) {
  Divergence d;
  const Game* game = find_game(record.game);
  if (!game) {
    d.at = Divergence::At::Setup;
    d.why = fmt::format(
        "under {}, unreadable: cannot be replayed; under {}, unreadable: cannot "
        "be replayed",
        a, b);
    return d;
  }
  Pair pair{record, *game, ra.ruleset.get(), rb.ruleset.get(), nullptr, nullptr};
  std::string ea = ra.error ? ra.error->message : "", eb = rb.error ? rb.error->message : "";
  if (!pair.open(ea, eb)) {
    d.at = Divergence::At::Setup;
    d.why = fmt::format("under {}, {}; under {}, {}", a,
                        pair.a ? "the header reads" : "unreadable: " + ea, b,
                        pair.b ? "the header reads" : "unreadable: " + eb);
    return d;
  }
  auto at_move = [&](int move, std::string why) {
    d.at = Divergence::At::Move;
    d.move = move;
    d.line = record.moves[size_t(move - 1)].pos.line;
    d.why = std::move(why);
    // A difference that comes with the move that ended the game (what the game settles at
    // the end) belongs to the end, not to the move.
    if (move == int(record.moves.size()) && pair.a->outcome().finished &&
        pair.b->outcome().finished) {
      d.at = Divergence::At::End;
      d.line = 0;
    }
    return d;
  };
  // Pass 1: legality and the scores so far (cheap) after every move. Scores that differ
  // on the same table (a rule that changes only the scoring, such as another way of
  // counting a bonus) are no divergence of the play: from then on only legality is
  // checked, and if every move has the same verdict under both and the tables agree at the
  // end, the play is identical and only the scoring differs. Tables that disagree at the
  // end are searched move by move (pass 2) for the first difference.
  bool only_scoring = false, stopped = false;
  for (size_t i = 0; i < record.moves.size(); ++i) {
    const Step sa = play_step(*pair.a, record.moves[i]);
    const Step sb = play_step(*pair.b, record.moves[i]);
    if (sa.text != sb.text)
      return at_move(int(i) + 1, fmt::format("under {}, {}; under {}, {}", a, sa.text, b, sb.text));
    stopped = sa.stopped;
    if (stopped) break;
    pair.played = int(i) + 1;
    if (!only_scoring && pair.a->outcome().scores != pair.b->outcome().scores) {
      if (pair.a->table() != pair.b->table())
        return at_move(pair.played, table_difference(*game, *pair.a, *pair.b, a, b, true));
      only_scoring = true;
    }
  }
  if (only_scoring && pair.a->table() == pair.b->table()) {
    d.at = Divergence::At::Scoring;
    d.move = pair.played;
    d.why = fmt::format(
        "play identical under both ({} moves{}); scoring differs: under {}, {}; "
        "under {}, {}",
        pair.played, stopped ? ", then the same illegal move" : "", a, scoring_text(*pair.a), b,
        scoring_text(*pair.b));
    return d;
  }
  // The report fields (such as a list of events that only grows) can differ with equal
  // scores: a binary search over replays of prefixes finds the first move after which
  // they differ.
  if (!only_scoring && report_fields(*pair.a) != report_fields(*pair.b)) {
    int lo = 1, hi = pair.played;
    auto differ_after = [&](int k) {
      pair.replay_prefix(k);
      return report_fields(*pair.a) != report_fields(*pair.b);
    };
    if (hi == 0) {
      d.at = Divergence::At::Setup;
      d.why = table_difference(*game, *pair.a, *pair.b, a, b, false);
      return d;
    }
    while (lo < hi) {
      const int mid = lo + (hi - lo) / 2;
      if (differ_after(mid))
        hi = mid;
      else
        lo = mid + 1;
    }
    pair.replay_prefix(hi);
    return at_move(hi, table_difference(*game, *pair.a, *pair.b, a, b, false));
  }
  // Pass 2, rare: the whole table after every move (after a scoring-only difference, the
  // table alone: the game's report fields hold the scoring).
  pair.replay_prefix(0);
  for (size_t i = 0; i < record.moves.size(); ++i) {
    const Step sa = play_step(*pair.a, record.moves[i]);
    play_step(*pair.b, record.moves[i]);
    if (sa.stopped) break;
    pair.played = int(i) + 1;
    const std::string t = only_scoring ? table_words(*game, *pair.a, *pair.b, a, b)
                                       : table_difference(*game, *pair.a, *pair.b, a, b, true);
    if (!t.empty()) return at_move(pair.played, t);
  }
  d.at = Divergence::At::End;
  d.move = pair.played;
  auto close = [](GameState& m) {
    std::optional<Violation> v = m.close();
    return v ? fmt::format("illegal ({}: {})", v->rule, v->message) : std::string("valid");
  };
  const std::string ca = close(*pair.a), cb = close(*pair.b);
  if (ca != cb)
    d.why = fmt::format("after the last move: under {}, {}; under {}, {}", a, ca, b, cb);
  else
    d.why = fmt::format("scores: under {}, {}; under {}, {}", a, scores_text(compared_replay(ra)),
                        b, scores_text(compared_replay(rb)));
  return d;
}

}  // namespace

ComparedReplay compared_replay(const Replay& r) {
  ComparedReplay o;
  o.status = r.status;
  o.violation = r.violation;
  o.error = r.error;
  o.errors = r.errors;
  o.errors_left_off = r.errors_left_off;
  if (const std::optional<Outcome> outcome = replay_outcome(r)) {
    const Outcome& out = *outcome;
    o.finished = out.finished;
    o.scores.emplace();
    for (size_t i = 0; i < out.sides.size(); ++i)
      o.scores->push_back({out.sides[i], out.scores[i]});
    o.winners = out.winners;
  }
  return o;
}

ComparedReplay unreadable_replay(const std::string& source, const std::string& message) {
  ComparedReplay o;
  o.error = ReadError{source, {}, message};
  o.errors = {*o.error};
  return o;
}

namespace {

// The rule broken and its move, and the error's message: what decides a verdict.
auto rule_at(const ComparedReplay& o) {
  return o.violation ? std::optional(std::pair(o.violation->move, o.violation->rule))
                     : std::nullopt;
}
// Every unreadable problem's message, in order.
std::vector<std::string> error_messages(const ComparedReplay& o) {
  std::vector<std::string> messages;
  for (const ReadError& e : o.errors) messages.push_back(e.message);
  return messages;
}

}  // namespace

bool same_verdict(const ComparedReplay& x, const ComparedReplay& y) {
  return x.status == y.status && rule_at(x) == rule_at(y) &&
         error_messages(x) == error_messages(y) && x.errors_left_off == y.errors_left_off;
}

bool operator==(const ComparedReplay& x, const ComparedReplay& y) {
  const auto violation = [](const ComparedReplay& o) {
    return o.violation ? violation_json(*o.violation) : Json(nullptr);
  };
  const auto error = [](const ComparedReplay& o) {
    Json j = Json::object();
    j["error"] = o.error ? error_json(*o.error) : Json(nullptr);
    add_errors_json(j, o.errors, o.errors_left_off);
    return j;
  };
  return x.status == y.status && violation(x) == violation(y) && error(x) == error(y) &&
         x.finished == y.finished && x.scores == y.scores && x.winners == y.winners;
}

Json outcome_json(const ComparedReplay& o) {
  Json j;
  j["status"] = status_name(o.status);
  j["violation"] = o.violation ? violation_json(*o.violation) : Json(nullptr);
  j["error"] = o.error ? error_json(*o.error) : Json(nullptr);
  add_errors_json(j, o.errors, o.errors_left_off);  // as `qm replay` adds them
  j["finished"] = o.finished;
  if (o.scores) {
    Json scores = Json::object();
    for (const ComparedReplay::SideScore& x : *o.scores) scores[x.side] = x.score;
    j["scores"] = std::move(scores);
  } else {
    j["scores"] = nullptr;
  }
  j["winners"] = o.winners ? Json(*o.winners) : Json(nullptr);
  return j;
}

RecordComparison compare_document(Replayer& replayer, const YamlDocument& doc,
                                  const std::string& source, const std::string& a,
                                  const std::string& b) {
  ReplayOptions oa, ob;
  oa.ruleset_override = a;
  ob.ruleset_override = b;
  RecordComparison c;
  // Read as `qm replay` reads it, every unreadable problem collected: a record whose
  // header does not read is unreadable whatever the ruleset.
  Replay ra;
  try {
    ra = replayer.replay(doc, source, oa);
  } catch (const RulesetGameMismatch& e) {
    // A record of another game than the rulesets' (a folder of several games) is left
    // out; rulesets of two games are the caller's mistake.
    if (replayer.rulesets().get(b)->game != e.ruleset_game) throw;
    Replay where;
    where.source = source;
    where.document = doc.index;
    c.label = record_label(where);
    c.other_game = e.record_game;
    return c;
  }
  if (!ra.record) {
    c.label = record_label(ra);
    c.a = c.b = compared_replay(ra);
    c.unreadable = true;
    return c;
  }
  // The record is not copied: it passes from the first replay to the second (a GameState keeps
  // no reference to it), so `ra.record` is empty afterwards.
  Replay rb = replayer.replay(std::move(*ra.record), ob);
  ra.record.reset();
  c.label = record_label(rb);
  c.id = rb.record->id;
  c.a = compared_replay(ra);
  c.b = compared_replay(rb);
  c.unreadable = ra.status == Status::Unreadable && rb.status == Status::Unreadable;
  if (c.unreadable && same_verdict(c.a, c.b)) {
    // The same problem under both: a record that its own ruleset replays (a partnership
    // game under two rulesets of individual play) is not for these rulesets, not unreadable.
    const std::string own = rb.record->ruleset;
    if (replayer.replay(std::move(*rb.record)).status != Status::Unreadable) {
      c.unreadable = false;
      c.unfit = own;
    }
    return c;
  }
  if (!same_verdict(c.a, c.b)) c.what.push_back("verdict");
  if (c.a.winners != c.b.winners) c.what.push_back("winners");
  if (c.a.scores != c.b.scores) c.what.push_back("scores");
  if (c.differs()) c.divergence = find_divergence(ra, rb, *rb.record, a, b);
  return c;
}

namespace {

Json divergence_json(const Divergence& d) {
  static const char* kAt[] = {"setup", "move", "end", "scoring"};
  return Json{{"at", kAt[int(d.at)]},
              {"move", d.at == Divergence::At::Setup ? Json(nullptr) : Json(d.move)},
              {"line", d.line ? Json(d.line) : Json(nullptr)},
              {"why", d.why}};
}

// "FILE:LINE:COLUMN: MESSAGE", or the message alone when the problem has no place.
std::string read_error_text(const ReadError& e) {
  return e.pos.line > 0 ? fmt::format("{}: {}", error_place(e, e.file), e.message) : e.message;
}

std::string verdict_summary(const ComparedReplay& o) {
  std::string s(status_name(o.status));
  if (o.violation) {
    const Violation& v = *o.violation;
    s += v.phase == Phase::Move ? fmt::format(" at move {}", v.move)
                                : std::string(" after the last move");
    s += fmt::format(" ({}: {})", v.rule, v.message);
  }
  if (o.error) s += " (" + read_error_text(*o.error) + ")";
  if (o.scores) s += "; " + scores_text(o);
  if (o.winners)
    s += fmt::format("; winners {}", o.winners->empty()
                                         ? std::string("open")
                                         : fmt::format("{}", fmt::join(*o.winners, ", ")));
  return s;
}

}  // namespace

Json comparison_json(const RecordComparison& c, const std::string& a, const std::string& b) {
  Json j;
  j["record"] = c.label;
  j["id"] = c.id.empty() ? Json(nullptr) : Json(c.id);
  j["differs"] = c.what;
  j["a"] = Json{{"ruleset", a}};
  j["a"].update(outcome_json(c.a));
  j["b"] = Json{{"ruleset", b}};
  j["b"].update(outcome_json(c.b));
  j["divergence"] = c.divergence ? divergence_json(*c.divergence) : Json(nullptr);
  return j;
}

namespace {

std::string skipped_why(const RecordComparison& c, const std::string& game) {
  if (!c.ruleset_file.empty()) return c.ruleset_file + ", not a record";
  if (!c.unfit.empty())
    return fmt::format("a record of {} that neither ruleset can replay: {}", excerpt(c.unfit),
                       c.a.error ? read_error_text(*c.a.error) : std::string("?"));
  return fmt::format("a record of {}, not of {} (the rulesets' game)", excerpt(c.other_game), game);
}

}  // namespace

std::string skipped_text(const RecordComparison& c, const std::string& game) {
  return fmt::format("{}: skipped: {}\n", c.label, skipped_why(c, game));
}

Json skipped_json(const RecordComparison& c, const std::string& game) {
  Json skipped{{"why", skipped_why(c, game)},
               {"game", c.other_game.empty() ? Json(nullptr) : Json(c.other_game)},
               {"ruleset", c.unfit.empty() ? Json(nullptr) : Json(c.unfit)},
               {"error", c.unfit.empty() || !c.a.error ? Json(nullptr) : error_json(*c.a.error)}};
  return Json{{"record", c.label},
              {"id", c.id.empty() ? Json(nullptr) : Json(c.id)},
              {"skipped", std::move(skipped)}};
}

std::string comparison_text(const RecordComparison& c, const std::string& a, const std::string& b) {
  const size_t width = std::max(a.size(), b.size()) + 1;
  std::string out = fmt::format("{}{}: differs in {}\n", c.label,
                                c.id.empty() ? "" : " (" + c.id + ")", fmt::join(c.what, ", "));
  // Each side's verdict, then the unreadable problems after the first, as `qm replay` lists
  // them.
  out += fmt::format("  {:<{}} {}\n", a + ":", width, verdict_summary(c.a));
  out += later_errors_text(c.a.errors, c.a.errors_left_off, c.label, "    ");
  out += fmt::format("  {:<{}} {}\n", b + ":", width, verdict_summary(c.b));
  out += later_errors_text(c.b.errors, c.b.errors_left_off, c.label, "    ");
  if (c.divergence && c.divergence->at == Divergence::At::Scoring) {
    out += fmt::format("  {}\n", c.divergence->why);
  } else if (c.divergence) {
    const Divergence& d = *c.divergence;
    std::string where =
        d.at == Divergence::At::Setup ? std::string("at the set-up")
        : d.at == Divergence::At::End
            ? fmt::format("at the end (after move {})", d.move)
            : fmt::format("at move {}{}", d.move, d.line ? fmt::format(" (line {})", d.line) : "");
    out += fmt::format("  first divergence {}: {}\n", where, d.why);
  }
  return out;
}

std::string unreadable_text(const RecordComparison& c) {
  const ComparedReplay& o = c.a;
  return fmt::format("{}: unreadable under both: {}\n", c.label,
                     o.error ? read_error_text(*o.error) : std::string("?")) +
         later_errors_text(o.errors, o.errors_left_off, c.label, "  ");
}

}  // namespace qm::compare

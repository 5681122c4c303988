#include "replay/replay.h"

#include <fmt/format.h>

#include <filesystem>

#include "games/planned_games.h"
#include "games/record_includes.h"
#include "games/registry.h"
#include "record/excerpt.h"
#include "record/move_notes.h"
#include "record/suggest.h"
#include "replay/error_json.h"
#include "replay/observer.h"
#include "replay/result_only.h"

namespace qm {

RulesetGameMismatch::RulesetGameMismatch(std::string ruleset_, std::string ruleset_game_,
                                         std::string record_game_, std::string source_)
    : std::runtime_error("the ruleset '" + ruleset_ + "' is for " + ruleset_game_ + ", but " +
                         source_ + " is a record of " + record_game_),
      ruleset(std::move(ruleset_)),
      ruleset_game(std::move(ruleset_game_)),
      record_game(std::move(record_game_)),
      source(std::move(source_)) {}

std::string_view status_name(Status status) {
  switch (status) {
    case Status::Valid:
      return "valid";
    case Status::Illegal:
      return "illegal";
    case Status::Unreadable:
      return "unreadable";
  }
  return "?";
}

int exit_status(bool any_illegal, bool any_unreadable) {
  return any_unreadable ? 3 : any_illegal ? 1 : 0;
}

Replayer::Replayer() : rulesets_(std::make_shared<RulesetLibrary>(&game_option_specs)) {}
Replayer::Replayer(std::shared_ptr<RulesetLibrary> rulesets) : rulesets_(std::move(rulesets)) {}

void add_read_error(Replay& r, ReadError error) {
  r.status = Status::Unreadable;
  if (!r.error) r.error = error;
  if (r.errors.size() < kMaxReadErrors)
    r.errors.push_back(std::move(error));
  else
    ++r.errors_left_off;
}

namespace {

// The names of the games this qm plays, for a suggestion on a typo (`game: lot`).
std::vector<std::string> game_names() {
  std::vector<std::string> names;
  for (const Game* g : all_games()) names.emplace_back(g->name());
  return names;
}

// The problem of an unreadable move, with what its line hides (a comment that cut it short,
// a line folded into it: record/move_notes.h) and the game's hint on the comment.
ReadError move_error(const Game& game, const RawMove& raw, const RecordError& e,
                     const std::string& file) {
  std::string hint = raw.layout && comment_looks_cut_off(raw)
                         ? game.comment_hint(raw.layout->comment)
                         : std::string();
  return ReadError{file, e.pos(), e.what() + move_line_notes(raw, hint)};
}

// After an unreadable problem, the moves from `from` on, read without playing them (with
// the state's table when there is one) so that each unreadable one is reported too.
void read_later_moves(Replay& r, const Record& record, const Game& game, size_t from) {
  for (size_t i = from; i < record.moves.size(); ++i) {
    const RawMove& raw = record.moves[i];
    if (raw.text.empty() && !raw.fields) continue;  // neither line nor map: already reported
    try {
      if (r.state)
        r.state->read_move(raw);
      else
        game.read_move(raw, record);
    } catch (const RecordError& e) {
      add_read_error(r, move_error(game, raw, e, record.source));
    }
  }
}

}  // namespace

Replay Replayer::replay(const YamlDocument& doc, const std::string& source,
                        const ReplayOptions& options) {
  return replay_document(doc, source, options, nullptr);
}

Replay Replayer::replay_dropping_tree(YamlDocument& doc, const std::string& source,
                                      const ReplayOptions& options) {
  return replay_document(doc, source, options, &doc);
}

Replay Replayer::replay_document(const YamlDocument& doc, const std::string& source,
                                 const ReplayOptions& options, YamlDocument* drop) {
  Replay r;
  r.source = source;
  r.document = doc.index;
  if (!doc.ok) {
    add_read_error(r, ReadError{source, doc.error_pos, doc.error});
    if (options.observer) options.observer->end(r, {});
    return r;
  }
  if (const YNode* game = doc.root.is_map() ? doc.root.find("game") : nullptr)
    if (game->is_scalar()) r.game = game->text;
  std::vector<RecordError> problems;
  Record record = drop ? read_record_using_up(drop->root, source, doc.index, problems, &doc.layouts)
                       : read_record(doc.root, source, doc.index, problems, &doc.layouts);
  if (drop) {  // `doc` is *drop, its texts now in `record`: given up, whole (not read again)
    drop->root = YNode{};
    std::vector<PlainTextLayout>().swap(drop->layouts);
  }
  if (!problems.empty()) {
    const Game* game = find_game(record.game);
    // A format the game does not define is the first problem, as `format:` is the first field.
    try {
      if (game) require_format(*game, record);
    } catch (const RecordError& e) {
      problems.insert(problems.begin(), e);
    }
    for (const RecordError& e : problems) add_read_error(r, ReadError{source, e.pos(), e.what()});
    if (game && !record.players.empty()) read_later_moves(r, record, *game, 0);
    if (options.observer) options.observer->end(r, {});
    return r;
  }
  r.record = std::move(record);
  run(r, options);
  return r;
}

Replay Replayer::replay(Record record, const ReplayOptions& options) {
  Replay r;
  r.source = record.source;
  r.document = record.document;
  r.game = record.game;
  r.record = std::move(record);
  run(r, options);
  return r;
}

namespace {

// The message of a record whose game this qm does not play: one the format plans, or a name
// that is none (with the nearest, for a typo).
std::string unknown_game_message(const Record& record) {
  if (is_planned_game(record.game))
    return "the game '" + record.game +
           "' is not supported by this qm yet (games: " + known_games() + ")";
  return "unknown game '" + excerpt(record.game) + "'" +
         did_you_mean_unique(record.game, game_names()) + " (games: " + known_games() + ")";
}

// One replay of a record, step by step: find the game, resolve the ruleset, open the game
// (and check its header and set-up), play the moves, close (check the end).
// Each step returns false when the replay stops there; `replay` then holds the verdict.
class ReplayRun {
 public:
  ReplayRun(Replay& replay, const ReplayOptions& options, RulesetLibrary& rulesets)
      : r_(replay), record_(*replay.record), options_(options), rulesets_(rulesets) {}

  // Every step, in order; `observed` counts the moves shown to options.observer.
  void run(int& observed) {
    r_.rulings = rulings_to_apply(record_, options_);
    if (find() && include_files() && resolve_ruleset() && !result_only() && open() &&
        play_moves(observed))
      close();
  }

 private:
  bool find() {
    game_ = find_game(record_.game);
    if (!game_) return fail_before_moves(record_.game_pos, unknown_game_message(record_));
    try {
      require_format(*game_, record_);
    } catch (const RecordError& e) {
      return fail_before_moves(e.pos(), e.what());
    }
    return true;
  }

  // The files the record's header names (games/record_includes.h), read into the record
  // itself: what is reported and stored after holds their content.
  bool include_files() {
    try {
      read_record_includes(*r_.record);
    } catch (const RecordError& e) {
      return fail_before_moves(e.pos(), e.what());
    }
    return true;
  }

  // The record's ruleset (already loaded, or resolved from its name or path, next to the
  // record first), or the override: one for another game is the caller's mistake, thrown.
  bool resolve_ruleset() {
    const std::string& name =
        options_.ruleset_override.empty() ? record_.ruleset : options_.ruleset_override;
    try {
      const std::string base = std::filesystem::path(record_.source).parent_path().string();
      r_.ruleset = options_.ruleset && options_.ruleset_override.empty()
                       ? options_.ruleset
                       : rulesets_.get(name, base);
    } catch (const RulesetError& e) {
      return fail_before_moves(record_.ruleset_pos, e.message_with_place());
    }
    if (r_.ruleset->game == record_.game) return true;
    if (!options_.ruleset_override.empty())
      throw RulesetGameMismatch(name, r_.ruleset->game, record_.game, record_.source);
    return fail_before_moves(record_.ruleset_pos, "the ruleset '" + excerpt(name) + "' is for " +
                                                      r_.ruleset->game + ", not " + record_.game);
  }

  // A record of the result only: no state is opened; its result is checked and kept.
  bool result_only() {
    if (!record_.result_only) return false;
    try {
      r_.result_only = result_only_outcome(record_);
    } catch (const RecordError& e) {
      fail_before_moves(e.pos(), e.what());
      return true;
    }
    r_.status = Status::Valid;
    return true;
  }

  // Reads the game's header into a state; a rule the header or set-up breaks ends the
  // replay before the first move.
  bool open() {
    try {
      r_.state = game_->open(record_, *r_.ruleset);
    } catch (const RecordError& e) {
      return fail_before_moves(e.pos(), e.what());
    }
    if (options_.observer) options_.observer->opened(*r_.state);
    if (options_.margins) r_.state->measure_margins();
    if (std::optional<Violation> v = r_.state->setup_violation()) {
      r_.status = Status::Illegal;
      r_.violation = std::move(v);
      return false;
    }
    return true;
  }

  // Plays the moves (up to options.stop_after), applying the rulings; false when one is
  // unreadable or breaks a rule no ruling lets pass.
  bool play_moves(int& observed) {
    const int count = int(record_.moves.size());
    const int limit = options_.stop_after < 0 ? count : std::min(options_.stop_after, count);
    for (int index = 0; index < limit; ++index) {
      const RawMove& raw = record_.moves[size_t(index)];
      std::optional<Violation> v;
      try {
        v = r_.state->apply(raw);
      } catch (const RecordError& e) {
        observe(index, MoveVerdict::Unreadable, nullptr, observed);
        add_read_error(r_, move_error(*game_, raw, e, record_.source));
        read_later_moves(r_, record_, *game_, size_t(index) + 1);
        r_.state.reset();
        return false;
      }
      observe(index, v ? MoveVerdict::Illegal : MoveVerdict::Legal, v ? &*v : nullptr, observed);
      if (!v && options_.margins)
        if (std::vector<Margin> checks = r_.state->margins(); !checks.empty())
          r_.margins.push_back({index + 1, raw.pos.line, std::move(checks)});
      if (v && ruled_on(index + 1, raw, *v)) continue;
      if (!v) {
        if (RulingOutcome* ruling = ruling_on(index + 1))
          ruling->why_not =
              fmt::format("move {} broke no rule: there was nothing to rule on", index + 1);
        continue;
      }
      v->phase = Phase::Move;
      v->move = index + 1;
      v->line = raw.pos.line;
      r_.status = Status::Illegal;
      r_.violation = std::move(v);
      r_.moves_played = index;
      return false;
    }
    r_.moves_played = limit;
    // Stopped early (qm state --at N): the end is not checked.
    if (limit < count) r_.status = Status::Valid;
    return limit == count;
  }

  // What the record claims about the end (revealed hands, the claimed result).
  void close() {
    try {
      if (std::optional<Violation> v = r_.state->close()) {
        v->phase = Phase::End;
        r_.status = Status::Illegal;
        r_.violation = std::move(v);
        return;
      }
    } catch (const RecordError& e) {
      r_.state.reset();
      add_read_error(r_, ReadError{record_.source, e.pos(), e.what()});
      return;
    }
    r_.status = Status::Valid;
  }

  // A problem before the first move: the moves are still read, without a table.
  bool fail_before_moves(SourcePos pos, const std::string& message) {
    r_.state.reset();
    add_read_error(r_, ReadError{record_.source, pos, message});
    if (game_) read_later_moves(r_, record_, *game_, 0);
    return false;
  }

  RulingOutcome* ruling_on(int number) { return find_ruling(r_.rulings, number); }

  // Whether a ruling on move `number` lets play go on after the rule it broke.
  bool ruled_on(int number, const RawMove& raw, const Violation& v) {
    RulingOutcome* ruling = ruling_on(number);
    return ruling && apply_ruling(*r_.state, *ruling, raw, v);
  }

  // Shows move `index` to the observer, if any. The move's words are made only then: writing
  // a move out again costs as much as playing it (a third of `qm validate --db`).
  void observe(int index, MoveVerdict verdict, const Violation* violation, int& observed) {
    if (!options_.observer) return;
    ObservedMove m;
    m.number = index + 1;
    m.raw = &record_.moves[size_t(index)];
    m.verdict = verdict;
    m.violation = violation;
    if (verdict != MoveVerdict::Unreadable) {
      m.state = r_.state.get();
      m.words = r_.state->last_move_words();
    }
    options_.observer->move(m);
    observed = index + 1;
  }

  Replay& r_;
  const Record& record_;
  const ReplayOptions& options_;
  RulesetLibrary& rulesets_;
  const Game* game_ = nullptr;
};

}  // namespace

void Replayer::run(Replay& r, const ReplayOptions& options) {
  ReplayObserver* observer = options.observer;
  if (observer) observer->header(*r.record);
  int observed = 0;
  ReplayRun(r, options, *rulesets_).run(observed);
  if (!observer) return;
  // The moves the replay did not reach, read without playing them.
  const Record& record = *r.record;
  const Game* game = find_game(record.game);
  for (; observed < int(record.moves.size()); ++observed) {
    ObservedMove m;
    m.number = observed + 1;
    m.raw = &record.moves[size_t(observed)];
    if (game) m.words = game->move_words(*m.raw, record.players);
    observer->move(m);
  }
  observer->end(r, r.state ? r.state->events() : std::vector<GameEvent>{});
}

std::optional<Outcome> replay_outcome(const Replay& r) {
  if (r.state) return r.state->outcome();
  return r.result_only;
}

Json violation_json(const Violation& v) {
  return Json{{"move", v.move ? Json(v.move) : Json(nullptr)},
              {"line", v.line ? Json(v.line) : Json(nullptr)},
              {"player", v.player.empty() ? Json(nullptr) : Json(v.player)},
              {"rule", v.rule},
              {"message", v.message}};
}

Json margins_json(const std::vector<MoveMargins>& margins) {
  Json all = Json::array();
  for (const MoveMargins& m : margins) {
    Json checks = Json::array();
    for (const Margin& c : m.checks)
      checks.push_back({{"rule", c.rule}, {"spare", c.spare}, {"unit", c.unit}, {"text", c.text}});
    all.push_back({{"move", m.move}, {"line", m.line}, {"checks", std::move(checks)}});
  }
  return all;
}

Json report_json(const Replay& r) {
  Json j;
  j["record"] = r.source;
  j["document"] = r.document;
  const Record* record = r.record ? &*r.record : nullptr;
  j["id"] = record ? Json(record->id) : Json(nullptr);
  j["game"] = r.game.empty() ? Json(nullptr) : Json(r.game);
  j["ruleset"] = r.ruleset ? Json(r.ruleset->name) : record ? Json(record->ruleset) : Json(nullptr);
  j["status"] = status_name(r.status);
  // An addition to the format's report, only for a result-only record (docs/records.md).
  if (r.result_only) j["result_only"] = true;
  j["moves"] = record ? Json(record->moves.size()) : Json(0);
  j["violation"] = r.violation ? violation_json(*r.violation) : Json(nullptr);
  j["error"] = r.error ? error_json(*r.error) : Json(nullptr);
  // An addition to the format's report (docs/records.md): every unreadable problem, only
  // when there are several, so that every other report has the format's keys exactly.
  add_errors_json(j, r.errors, r.errors_left_off);
  if (!r.state && !r.result_only) {
    j["finished"] = false;
    j["complete"] = false;
    j["scores"] = nullptr;
    j["winners"] = nullptr;
    if (const Game* game = find_game(r.game))
      for (const std::string& field : game->type().report_fields) j[field] = nullptr;
    if (!r.rulings.empty()) j["rulings"] = rulings_json(r.rulings);
    return j;
  }
  const Outcome o = *replay_outcome(r);
  j["finished"] = o.finished;
  j["complete"] = o.complete;
  Json scores = Json::object();
  for (size_t i = 0; i < o.sides.size(); ++i) scores[o.sides[i]] = o.scores[i];
  j["scores"] = std::move(scores);
  if (!o.complete) {
    Json bounds = Json::object();
    for (size_t i = 0; i < o.sides.size(); ++i)
      bounds[o.sides[i]] = Json::array({o.bounds[i].first, o.bounds[i].second});
    j["score_bounds"] = std::move(bounds);
  }
  j["winners"] = o.winners;
  if (r.state) {
    r.state->add_report_fields(j);
  } else if (const Game* game = find_game(r.game)) {  // result only: nothing was played
    for (const std::string& field : game->type().report_fields) j[field] = nullptr;
  }
  if (!r.rulings.empty()) j["rulings"] = rulings_json(r.rulings);
  if (r.state)
    if (std::vector<std::string> caveats = r.state->caveats(); !caveats.empty())
      j["caveats"] = std::move(caveats);
  if (!r.margins.empty()) j["margins"] = margins_json(r.margins);
  return j;
}

}  // namespace qm

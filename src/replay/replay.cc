#include "replay/replay.h"

#include <fmt/format.h>

#include <filesystem>

#include "games/planned_games.h"
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
// the match's table when there is one) so that each unreadable one is reported too.
void read_later_moves(Replay& r, const Record& record, const Game& game, size_t from) {
  for (size_t i = from; i < record.moves.size(); ++i) {
    const RawMove& raw = record.moves[i];
    if (raw.text.empty() && !raw.fields) continue;  // neither line nor map: already reported
    try {
      if (r.match)
        r.match->read_move(raw);
      else
        game.read_move(raw, record.players);
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
  Record record = read_record(doc.root, source, doc.index, problems, &doc.layouts);
  if (!problems.empty()) {
    for (const RecordError& e : problems) add_read_error(r, ReadError{source, e.pos(), e.what()});
    if (const Game* game = find_game(record.game); game && !record.players.empty())
      read_later_moves(r, record, *game, 0);
    if (options.observer) options.observer->end(r, {});
    return r;
  }
  r.record = std::move(record);
  if (drop) {  // `doc` is *drop: not read again below
    drop->root = YNode{};
    std::vector<PlainTextLayout>().swap(drop->layouts);
  }
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

void Replayer::run(Replay& r, const ReplayOptions& options) {
  ReplayObserver* observer = options.observer;
  if (!observer) {
    int observed = 0;
    return play(r, options, observed);
  }
  const Record& record = *r.record;
  observer->header(record);
  int observed = 0;
  play(r, options, observed);
  // The moves the replay did not reach, read without playing them.
  const Game* game = find_game(record.game);
  for (; observed < int(record.moves.size()); ++observed) {
    ObservedMove m;
    m.number = observed + 1;
    m.raw = &record.moves[size_t(observed)];
    if (game) m.words = game->move_words(*m.raw, record.players);
    observer->move(m);
  }
  observer->end(r, r.match ? r.match->events() : std::vector<GameEvent>{});
}

// Plays the record's moves; `observed` counts the moves shown to options.observer.
void Replayer::play(Replay& r, const ReplayOptions& options, int& observed) {
  ReplayObserver* observer = options.observer;
  const Record& record = *r.record;
  r.rulings = rulings_to_apply(record, options);
  const Game* game = find_game(record.game);
  // A problem before the first move: the moves are still read, without a table.
  auto fail = [&](SourcePos pos, const std::string& message) {
    r.match.reset();
    add_read_error(r, ReadError{record.source, pos, message});
    if (game) read_later_moves(r, record, *game, 0);
  };
  if (!game) {
    return fail(record.game_pos,
                is_planned_game(record.game)
                    ? "the game '" + record.game +
                          "' is not supported by this qm yet (games: " + known_games() + ")"
                    : "unknown game '" + excerpt(record.game) + "'" +
                          did_you_mean_unique(record.game, game_names()) +
                          " (games: " + known_games() + ")");
  }
  const std::string& name =
      options.ruleset_override.empty() ? record.ruleset : options.ruleset_override;
  try {
    std::string base = std::filesystem::path(record.source).parent_path().string();
    r.ruleset = options.ruleset && options.ruleset_override.empty() ? options.ruleset
                                                                    : rulesets_->get(name, base);
  } catch (const RulesetError& e) {
    return fail(record.ruleset_pos, e.message_with_place());
  }
  if (r.ruleset->game != record.game && !options.ruleset_override.empty())
    throw RulesetGameMismatch(name, r.ruleset->game, record.game, record.source);
  if (r.ruleset->game != record.game)
    return fail(record.ruleset_pos, "the ruleset '" + excerpt(name) + "' is for " +
                                        r.ruleset->game + ", not " + record.game);
  if (record.result_only) {
    try {
      r.result_only = result_only_outcome(record);
    } catch (const RecordError& e) {
      return fail(e.pos(), e.what());
    }
    r.status = Status::Valid;
    return;
  }

  try {
    r.match = game->open(record, *r.ruleset);
  } catch (const RecordError& e) {
    return fail(e.pos(), e.what());
  }
  if (observer) observer->opened(*r.match);
  if (std::optional<Match::HeaderViolation> v = r.match->header_violation()) {
    r.status = Status::Illegal;
    r.violation = ViolationAt{0, v->line, std::move(v->violation), true};
    return;
  }
  const int limit = options.stop_after < 0
                        ? int(record.moves.size())
                        : std::min<int>(options.stop_after, int(record.moves.size()));
  int index = 0;
  // Shows move `index` to the observer.
  auto observe = [&](std::optional<MoveWords> words, MoveVerdict verdict,
                     const RuleViolation* violation) {
    ObservedMove m;
    m.number = index + 1;
    m.raw = &record.moves[size_t(index)];
    m.words = std::move(words);
    m.verdict = verdict;
    m.violation = violation;
    if (verdict != MoveVerdict::Unreadable) m.match = r.match.get();
    observer->move(m);
    observed = index + 1;
  };
  for (; index < limit; ++index) {
    const RawMove& raw = record.moves[size_t(index)];
    std::optional<RuleViolation> v;
    try {
      v = r.match->play(raw);
    } catch (const RecordError& e) {
      if (observer) observe(std::nullopt, MoveVerdict::Unreadable, nullptr);
      add_read_error(r, move_error(*game, raw, e, record.source));
      read_later_moves(r, record, *game, size_t(index) + 1);
      r.match.reset();
      return;
    }
    if (observer)
      observe(r.match->last_move_words(), v ? MoveVerdict::Illegal : MoveVerdict::Legal,
              v ? &*v : nullptr);
    RulingOutcome* ruling = find_ruling(r.rulings, index + 1);
    if (ruling && !v)
      ruling->why_not =
          fmt::format("move {} broke no rule: there was nothing to rule on", index + 1);
    if (ruling && v && apply_ruling(*r.match, *ruling, raw, *v)) continue;
    if (v) {
      r.status = Status::Illegal;
      r.violation = ViolationAt{index + 1, raw.pos.line, std::move(*v)};
      r.moves_played = index;
      return;
    }
  }
  r.moves_played = index;
  if (limit == int(record.moves.size())) {
    try {
      if (std::optional<RuleViolation> v = r.match->close()) {
        r.status = Status::Illegal;
        r.violation = ViolationAt{0, 0, std::move(*v)};
        return;
      }
    } catch (const RecordError& e) {
      r.match.reset();
      add_read_error(r, ReadError{record.source, e.pos(), e.what()});
      return;
    }
  }
  r.status = Status::Valid;
}

std::optional<Outcome> replay_outcome(const Replay& r) {
  if (r.match) return r.match->outcome();
  return r.result_only;
}

Json violation_json(const ViolationAt& v) {
  return Json{{"move", v.move ? Json(v.move) : Json(nullptr)},
              {"line", v.line ? Json(v.line) : Json(nullptr)},
              {"player", v.violation.player.empty() ? Json(nullptr) : Json(v.violation.player)},
              {"rule", v.violation.rule},
              {"message", v.violation.message}};
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
  if (!r.match && !r.result_only) {
    j["finished"] = false;
    j["complete"] = false;
    j["scores"] = nullptr;
    j["winners"] = nullptr;
    if (const Game* game = find_game(r.game))
      for (const std::string& field : game->report_fields()) j[field] = nullptr;
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
  if (r.match) {
    r.match->add_report_fields(j);
  } else if (const Game* game = find_game(r.game)) {  // result only: nothing was played
    for (const std::string& field : game->report_fields()) j[field] = nullptr;
  }
  if (!r.rulings.empty()) j["rulings"] = rulings_json(r.rulings);
  if (r.match)
    if (std::vector<std::string> caveats = r.match->caveats(); !caveats.empty())
      j["caveats"] = std::move(caveats);
  return j;
}

}  // namespace qm

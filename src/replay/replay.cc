#include "replay/replay.h"

#include <fmt/format.h>

#include <filesystem>

#include "games/planned_games.h"
#include "record/excerpt.h"
#include "replay/error_json.h"
#include "replay/observer.h"

namespace qm {

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

Replay Replayer::replay(const YamlDocument& doc, const std::string& source,
                        const ReplayOptions& options) {
  Replay r;
  r.source = source;
  r.document = doc.index;
  if (!doc.ok) {
    r.error = ReadError{source, doc.error_pos, doc.error};
    if (options.observer) options.observer->end(r, {});
    return r;
  }
  if (const YNode* game = doc.root.is_map() ? doc.root.find("game") : nullptr)
    if (game->is_scalar()) r.game = game->text;
  try {
    r.record = read_record(doc.root, source, doc.index);
  } catch (const RecordError& e) {
    r.error = ReadError{source, e.pos(), e.what()};
    if (options.observer) options.observer->end(r, {});
    return r;
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
  auto fail = [&](SourcePos pos, const std::string& message) {
    r.status = Status::Unreadable;
    r.match.reset();
    r.error = ReadError{record.source, pos, message};
  };
  r.rulings = rulings_to_apply(record, options);
  const Game* game = find_game(record.game);
  if (!game) {
    return fail(record.game_pos,
                is_planned_game(record.game)
                    ? "the game '" + record.game +
                          "' is not supported by this qm yet (games: " + known_games() + ")"
                    : "unknown game '" + excerpt(record.game) + "' (games: " + known_games() + ")");
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
  if (r.ruleset->game != record.game)
    return fail(record.ruleset_pos,
                "the ruleset '" + name + "' is for " + r.ruleset->game + ", not " + record.game);

  int index = 0;
  try {
    r.match = game->open(record, *r.ruleset);
    if (observer) observer->opened(*r.match);
    if (std::optional<Match::HeaderViolation> v = r.match->header_violation()) {
      r.status = Status::Illegal;
      r.violation = ViolationAt{0, v->line, std::move(v->violation), true};
      return;
    }
    const int limit = options.stop_after < 0
                          ? int(record.moves.size())
                          : std::min<int>(options.stop_after, int(record.moves.size()));
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
    auto ruling_on = [&](int number) -> RulingOutcome* {
      for (RulingOutcome& o : r.rulings)
        if (o.ruling.move == number) return &o;
      return nullptr;
    };
    for (; index < limit; ++index) {
      std::optional<RuleViolation> v;
      try {
        v = r.match->play(record.moves[size_t(index)]);
      } catch (const RecordError&) {
        if (observer) observe(std::nullopt, MoveVerdict::Unreadable, nullptr);
        throw;
      }
      if (observer)
        observe(r.match->last_move_words(), v ? MoveVerdict::Illegal : MoveVerdict::Legal,
                v ? &*v : nullptr);
      RulingOutcome* ruling = ruling_on(index + 1);
      if (ruling && !v)
        ruling->why_not =
            fmt::format("move {} broke no rule: there was nothing to rule on", index + 1);
      if (ruling && v && apply_ruling(*r.match, *ruling, record.moves[size_t(index)], *v)) continue;
      if (v) {
        r.status = Status::Illegal;
        r.violation = ViolationAt{index + 1, record.moves[index].pos.line, std::move(*v)};
        r.moves_played = index;
        return;
      }
    }
    r.moves_played = index;
    if (limit == int(record.moves.size())) {
      if (std::optional<RuleViolation> v = r.match->close()) {
        r.status = Status::Illegal;
        r.violation = ViolationAt{0, 0, std::move(*v)};
        return;
      }
    }
    r.status = Status::Valid;
  } catch (const RecordError& e) {
    fail(e.pos(), e.what());
  }
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
  j["moves"] = record ? Json(record->moves.size()) : Json(0);
  j["violation"] = r.violation ? violation_json(*r.violation) : Json(nullptr);
  j["error"] = r.error ? error_json(*r.error) : Json(nullptr);
  if (!r.match) {
    j["finished"] = false;
    j["complete"] = false;
    j["scores"] = nullptr;
    j["winners"] = nullptr;
    if (const Game* game = find_game(r.game))
      for (const std::string& field : game->report_fields()) j[field] = nullptr;
    if (!r.rulings.empty()) j["rulings"] = rulings_json(r.rulings);
    return j;
  }
  Outcome o = r.match->outcome();
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
  r.match->add_report_fields(j);
  if (!r.rulings.empty()) j["rulings"] = rulings_json(r.rulings);
  return j;
}

}  // namespace qm

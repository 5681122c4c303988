#include "cli/stats_csv.h"

#include <fmt/format.h>

#include "cli/csv.h"
#include "games/game_facts.h"

namespace qm::cli {

namespace {

std::string number(const Json& value) {
  if (value.is_boolean()) return value.get<bool>() ? "1" : "0";
  if (value.is_number_integer()) return std::to_string(value.get<long long>());
  if (value.is_number()) return fmt::format("{}", value.get<double>());
  if (value.is_string()) return value.get<std::string>();
  return "";
}

struct Context {
  std::string section, game, ruleset, players, subject;
};

struct Writer {
  std::string out;

  void row(const Context& c, const std::string& measure, const std::string& value,
           const std::string& low = "", const std::string& high = "") {
    out +=
        csv_line({c.section, c.game, c.ruleset, c.players, c.subject, measure, value, low, high});
  }

  // A rate as `qm stats` writes it (math/interval_json.h): {count, of, value, low, high,
  // level}.
  static bool is_rate(const Json& j) {
    return j.is_object() && j.contains("value") && j.contains("low") && j.contains("high") &&
           j.contains("level");
  }

  void value(const Context& c, const std::string& measure, const Json& j) {
    if (is_rate(j)) {
      row(c, measure, number(j["value"]), number(j["low"]), number(j["high"]));
      if (j.contains("count")) row(c, measure + ".count", number(j["count"]));
      if (j.contains("of")) row(c, measure + ".of", number(j["of"]));
    } else if (j.is_object()) {
      object(c, measure, j);
    } else if (j.is_array()) {
      for (const Json& item : j) value(c, measure, item);
    } else if (!j.is_null()) {
      row(c, measure, number(j));
    }
  }

  // An object: its names (strings, and the player count and seat) say what it is about;
  // the rest are its figures.
  void object(Context c, const std::string& prefix, const Json& j) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      const std::string& key = it.key();
      if (key == "ruleset" && it->is_string()) {
        c.ruleset = it->get<std::string>();
      } else if (key == "players" && it->is_number_integer()) {
        c.players = number(*it);
      } else if (it->is_string() || (key == "seat" && it->is_number_integer())) {
        c.subject += fmt::format("{}{}={}", c.subject.empty() ? "" : "; ", key, number(*it));
      }
    }
    for (auto it = j.begin(); it != j.end(); ++it) {
      const std::string& key = it.key();
      if (key == "ruleset" || (key == "players" && it->is_number_integer()) || it->is_string() ||
          (key == "seat" && it->is_number_integer()))
        continue;
      value(c, prefix.empty() ? key : prefix + "." + key, *it);
    }
  }
};

}  // namespace

std::string stats_csv_header() {
  return "section,game,ruleset,players,subject,measure,value,low,high\r\n";
}

std::string stats_csv_rows(const Json& game) {
  Writer w;
  Context base;
  base.game = game.value("game", "");
  for (auto it = game.begin(); it != game.end(); ++it) {
    if (it.key() == "game" || it->is_string()) continue;
    Context c = base;
    c.section = it.key();
    if (it->is_array()) {
      for (const Json& item : *it) w.value(c, "", item);
    } else {
      w.value(c, "", *it);
    }
  }
  return w.out;
}

}  // namespace qm::cli

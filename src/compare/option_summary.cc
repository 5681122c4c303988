#include "compare/option_summary.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "compare/figure_sentence.h"

namespace qm::compare {

namespace {

// One game's use of `option`, or null when the game does not count it.
const OptionUse* use_of(const std::vector<OptionUse>& uses, const std::string& option) {
  const auto it = std::find_if(uses.begin(), uses.end(),
                               [&](const OptionUse& u) { return u.option == option; });
  return it == uses.end() ? nullptr : &*it;
}

void add_use(OptionCount& count, const OptionUse& use) {
  count.consulted += use.consulted;
  count.games_consulted += use.consulted > 0;
  if (!use.changed) return;
  count.changed = count.changed.value_or(0) + *use.changed;
  count.games_changed += *use.changed > 0;
}

std::string times(long long n) { return n == 1 ? "once" : grouped(n) + " times"; }

std::string in_games(long long n) { return "in " + games_phrase(n); }

// "1,020 times under A (0.51 a game, in 812 games)"
std::string consulted_phrase(const OptionCount& c, long long games, const char* side) {
  if (c.consulted == 0) return fmt::format("never under {}", side);
  return fmt::format("{} under {} ({:.2f} a game, {})", times(c.consulted), side,
                     double(c.consulted) / double(std::max(games, 1LL)),
                     in_games(c.games_consulted));
}

std::string changed_phrase(const OptionCount& c, const char* side) {
  if (*c.changed == 0) return fmt::format("never under {}", side);
  return fmt::format("{} under {} ({})", times(*c.changed), side, in_games(c.games_changed));
}

std::string values(const OptionSetting& s) {
  if (s.table) return fmt::format("the {} table, filled differently", s.name);
  return fmt::format("{} ({} under A, {} under B)", s.name, s.a, s.b);
}

nlohmann::ordered_json count_json(const OptionCount& c, long long games) {
  return {{"consulted", c.consulted},
          {"per_game", games > 0 ? double(c.consulted) / double(games) : 0.0},
          {"games_consulted", c.games_consulted},
          {"changed", c.changed ? nlohmann::ordered_json(*c.changed) : nullptr},
          {"games_changed", c.changed ? nlohmann::ordered_json(c.games_changed) : nullptr}};
}

}  // namespace

std::vector<OptionSetting> differing_settings(const Ruleset& a, const Ruleset& b) {
  std::vector<OptionSetting> out;
  std::set<std::string> names;
  for (const auto& [name, value] : a.options) names.insert(name);
  for (const auto& [name, value] : b.options) names.insert(name);
  for (const std::string& name : names)
    if (a.option(name) != b.option(name)) out.push_back({name, a.option(name), b.option(name)});
  std::set<std::string> tables;
  for (const auto& [name, table] : a.tables) tables.insert(name);
  for (const auto& [name, table] : b.tables) tables.insert(name);
  for (const std::string& name : tables) {
    const auto ta = a.tables.find(name), tb = b.tables.find(name);
    if (ta == a.tables.end() || tb == b.tables.end() || ta->second != tb->second)
      out.push_back({name, "", "", true});
  }
  return out;
}

bool OptionSummary::never_came_into_play() const {
  if (!counted) return false;
  if (a.consulted == 0 && b.consulted == 0) return true;
  return a.changed && b.changed && *a.changed == 0 && *b.changed == 0;
}

std::vector<OptionSummary> summarize_options(const PairedRun& run,
                                             const std::vector<OptionSetting>& settings) {
  std::vector<OptionSummary> out;
  for (const OptionSetting& setting : settings) {
    OptionSummary s;
    s.setting = setting;
    s.games = (long long)run.games.size();
    for (const PairedGame& g : run.games) {
      const OptionUse* a = use_of(g.options_a, setting.name);
      const OptionUse* b = use_of(g.options_b, setting.name);
      if (!a || !b) continue;
      s.counted = true;
      add_use(s.a, *a);
      add_use(s.b, *b);
    }
    out.push_back(std::move(s));
  }
  return out;
}

std::string option_sentence(const OptionSummary& s) {
  const std::string name = values(s.setting);
  if (!s.counted)
    return fmt::format(
        "{}: not counted by the engine, so whether it came into play is not known (the mix of "
        "moves and events shows what was played)",
        name);
  if (s.a.consulted == 0 && s.b.consulted == 0)
    return fmt::format("{}: never consulted: it never came into play in {}", name,
                       games_phrase(s.games));
  std::string out =
      fmt::format("{}: consulted {} and {}", name, consulted_phrase(s.a, s.games, "A"),
                  consulted_phrase(s.b, s.games, "B"));
  if (!s.a.changed || !s.b.changed)
    return out + "; whether its other values would have changed a check's outcome is not counted";
  if (s.never_came_into_play())
    return out + fmt::format("; it never changed a check's outcome: it never came into play in {}",
                             games_phrase(s.games));
  return out + fmt::format("; its other value would have changed a check's outcome {} and {}",
                           changed_phrase(s.a, "A"), changed_phrase(s.b, "B"));
}

std::string options_text(const std::vector<OptionSummary>& options) {
  if (options.empty()) return "";
  std::string out =
      "What the rulesets set differently, and how often the engine consulted it as it played:\n";
  for (const OptionSummary& s : options) out += fmt::format("  {}.\n", option_sentence(s));
  return out;
}

nlohmann::ordered_json options_json(const std::vector<OptionSummary>& options) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const OptionSummary& s : options)
    out.push_back({{"option", s.setting.name},
                   {"table", s.setting.table},
                   {"a", s.setting.table ? nullptr : nlohmann::ordered_json(s.setting.a)},
                   {"b", s.setting.table ? nullptr : nlohmann::ordered_json(s.setting.b)},
                   {"counted", s.counted},
                   {"under_a", s.counted ? count_json(s.a, s.games) : nullptr},
                   {"under_b", s.counted ? count_json(s.b, s.games) : nullptr},
                   {"never_came_into_play", s.never_came_into_play()},
                   {"sentence", option_sentence(s)}});
  return out;
}

}  // namespace qm::compare

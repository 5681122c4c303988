#include "games/pirates/mystery_table.h"

#include <fmt/format.h>

#include <optional>
#include <utility>

#include "games/pirates/abilities_reader.h"
#include "games/pirates/action.h"
#include "record/excerpt.h"
#include "record/record.h"

namespace qm::pirates {

namespace {

constexpr int kMaxMysteryDice = 8;  // a row's extra dice (Action::dice holds 8)

[[noreturn]] void bad(const YNode& node, const std::string& message) {
  throw RecordError(node.pos, message);
}

int small_number(const YNode& node, const char* what, int lo, int hi) {
  long long v = 0;
  if (!node.is_scalar() || !parse_integer(node.text, v) || v < lo || v > hi)
    bad(node, fmt::format("{} is a whole number from {} to {}, not {}", what, lo, hi,
                          node.is_scalar() ? "'" + excerpt(node.text) + "'" : node.describe()));
  return int(v);
}

// `roll: [1, 2]` (or one result, `roll: 4`): a bit per d6 result.
uint8_t read_results(const YNode& roll) {
  const char* what = "a table row's roll (the d6 results it covers, as [1, 2])";
  uint8_t bits = 0;
  auto add = [&](const YNode& n) {
    const int r = small_number(n, "a d6 result of a table row", 1, 6);
    if (bits >> (r - 1) & 1) bad(n, fmt::format("the result {} is written twice in this row", r));
    bits = uint8_t(bits | 1u << (r - 1));
  };
  if (roll.is_sequence()) {
    if (roll.items.empty()) bad(roll, fmt::format("{} lists at least one result", what));
    for (const YNode& n : roll.items) add(n);
  } else if (roll.is_scalar()) {
    add(roll);
  } else {
    bad(roll, fmt::format("{} is a list of d6 results, not {}", what, roll.describe()));
  }
  return bits;
}

std::string results_text(uint8_t bits) {
  std::string out;
  for (int r = 1; r <= 6; ++r)
    if (bits >> (r - 1) & 1) out += fmt::format("{}{}", out.empty() ? "" : ",", r);
  return out;
}

// A row entry's `for:` (none: the rest of the game); nullopt for `{turns: N}`, which qm does
// not apply.
std::optional<EffectFor> effect_for(const YNode& params) {
  const YNode* f = params.find("for");
  if (!f) return EffectFor::Game;
  if (!f->is_scalar()) return std::nullopt;
  constexpr std::pair<const char*, EffectFor> kWords[] = {{"next-move", EffectFor::NextMove},
                                                          {"turn", EffectFor::Turn},
                                                          {"next-turn", EffectFor::NextTurn},
                                                          {"redock", EffectFor::Redock},
                                                          {"until-home", EffectFor::UntilHome}};
  for (const auto& [word, lasts] : kWords)
    if (f->text == word) return lasts;
  bad(*f, fmt::format("an effect's 'for' is next-move, turn, next-turn, redock, until-home or "
                      "{{turns: N}}, not '{}'",
                      excerpt(f->text)));
}

// The entry as an effect qm applies for its duration: `{stat: {move: +L|+S, for: …}}` or
// `{deny: {what: explore, at: here, for: …}}`; nullopt for any other entry.
std::optional<TimedEffect> timed_effect(const YNode& e) {
  if (!e.is_map() || e.map_size() != 1 || !e.value(0).is_map()) return std::nullopt;
  const std::string& prim = e.key(0).text;
  const YNode& p = e.value(0);
  const std::optional<EffectFor> lasts = effect_for(p);
  if (!lasts) return std::nullopt;
  const size_t own = p.map_size() - (p.find("for") ? 1 : 0);
  TimedEffect t;
  t.lasts = *lasts;
  t.text = entry_text(e);
  const YNode* move = p.find("move");
  if (prim == "stat" && own == 1 && move && move->is_scalar() &&
      (move->text == "+L" || move->text == "+S")) {
    t.kind = TimedEffect::MoveRuler;
    t.ruler = move->text == "+L" ? Ruler::L : Ruler::S;
    return t;
  }
  const YNode* what = p.find("what");
  const YNode* at = p.find("at");
  if (prim == "deny" && own == 2 && what && what->is_scalar() && what->text == "explore" && at &&
      at->is_scalar() && at->text == "here") {
    t.kind = TimedEffect::DenyExplore;
    return t;
  }
  return std::nullopt;
}

// One entry of a row's effect list: `{kill-crew: N}`, or an ability entry.
void read_effect_entry(const YNode& e, MysteryRow& row) {
  if (e.is_map() && e.map_size() == 1 && e.key(0).text == "kill-crew") {
    if (row.kill_crew) bad(e, "a table row gives `kill-crew` once");
    row.kill_crew = small_number(e.value(0), "`kill-crew`", 1, kMaxCoins);
    return;
  }
  AbilitySet set;  // the entry alone, read to check its words
  const std::string keyword = read_ability_entry(e, AbilityCarrier{}, 2, set);
  if (std::optional<TimedEffect> t = timed_effect(e)) {
    row.timed.push_back(std::move(*t));
    return;
  }
  UnmodelledAbility u;
  u.text = entry_text(e);
  u.areas = !set.unmodelled.empty() ? set.unmodelled.back().areas : uint16_t(kAreaAll);
  if (keyword.empty() && set.unmodelled.empty() && set.entries.empty())
    u.areas = 0;  // a label: nothing it could change
  row.effects.push_back(std::move(u));
}

MysteryRow read_row(const YNode& e, const std::string& island) {
  if (!e.is_map())
    bad(e, fmt::format("a table row is a map {{roll, effect, dice}}, not {}", e.describe()));
  for (size_t i = 0; i < e.map_size(); ++i) {
    const std::string& k = e.key(i).text;
    if (k != "roll" && k != "effect" && k != "dice")
      bad(e.key(i),
          fmt::format("unknown key '{}' in a table row (keys: roll, effect, dice)", excerpt(k)));
  }
  MysteryRow row;
  const YNode* roll = e.find("roll");
  if (!roll) bad(e, "a table row needs 'roll' (the d6 results it covers, as [1, 2])");
  row.results = read_results(*roll);
  row.text = fmt::format("{}'s table, roll {}", island, results_text(row.results));
  if (const YNode* dice = e.find("dice"))
    row.dice = small_number(*dice, "a table row's 'dice'", 0, kMaxMysteryDice);
  const YNode* effect = e.find("effect");
  if (!effect) bad(e, "a table row needs 'effect' (a list of abilities, `none` or `ruling`)");
  if (effect->is_scalar() && (effect->text == "none" || effect->text == "ruling")) {
    if (effect->text == "ruling") {
      row.kind = MysteryRow::Ruling;
      // Applied by `ruling` lines: whatever it does is not checked.
      row.effects.push_back({AbilityCarrier{}, "ruling", kAreaAll});
    }
    return row;
  }
  if (!effect->is_sequence() || effect->items.empty())
    bad(*effect, fmt::format("a table row's effect is a list of abilities, `none` or `ruling`, "
                             "not {}",
                             effect->describe()));
  row.kind = MysteryRow::Abilities;
  for (const YNode& entry : effect->items) read_effect_entry(entry, row);
  return row;
}

}  // namespace

std::vector<MysteryRow> read_mystery_table(const YNode& table, const std::string& island) {
  if (!table.is_sequence() || table.items.empty())
    bad(table, fmt::format("an island's 'table' is a list of rows {{roll, effect, dice}}, not {}",
                           table.describe()));
  std::vector<MysteryRow> rows;
  uint8_t covered = 0;
  for (const YNode& e : table.items) {
    MysteryRow row = read_row(e, island);
    if (const uint8_t both = covered & row.results)
      bad(*e.find("roll"), fmt::format("the result {} is in two rows of {}'s table: each d6 "
                                       "result is in one row",
                                       results_text(both), island));
    covered = uint8_t(covered | row.results);
    rows.push_back(std::move(row));
  }
  if (covered != 0x3f)
    bad(table, fmt::format("{}'s table has no row for {}: its rows cover the d6 results 1 to 6",
                           island, results_text(uint8_t(~covered & 0x3f))));
  return rows;
}

const MysteryRow* mystery_row(const IslandSpec& island, int die) {
  if (die < 1 || die > 6) return nullptr;
  for (const MysteryRow& row : island.table)
    if (row.results >> (die - 1) & 1) return &row;
  return nullptr;
}

}  // namespace qm::pirates

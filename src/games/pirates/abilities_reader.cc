#include "games/pirates/abilities_reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <initializer_list>
#include <optional>

#include "games/pirates/abilities_reader_allow.h"
#include "games/pirates/abilities_reader_deny.h"
#include "games/pirates/abilities_reader_deny2.h"
#include "games/pirates/format2.h"
#include "games/pirates/pieces.h"
#include "record/excerpt.h"
#include "record/record.h"
#include "record/record_error.h"

namespace qm::pirates {

namespace {

using Words = std::initializer_list<const char*>;

// The entries beyond the keywords a record holds in all: far more than any table's cards,
// and few enough that the work of one roll (abilities.cc roll_mod) stays small.
constexpr size_t kMaxEntries = 1024;

[[noreturn]] void bad_entry(const YNode& node, const std::string& message) {
  throw RecordError(node.pos, message);
}

bool one_of(std::string_view w, Words words) {
  return std::any_of(words.begin(), words.end(), [&](const char* k) { return w == k; });
}

std::string words_listed(Words words) {
  std::string out;
  for (const char* w : words) out += fmt::format("{}{}", out.empty() ? "" : ", ", w);
  return out;
}

// `node` is a word of `words` (what: "a `mod`'s roll").
std::string closed_word(const YNode& node, Words words, const char* what) {
  if (!node.is_scalar() || !one_of(node.text, words))
    bad_entry(node,
              fmt::format("{} is one of {}, not {}", what, words_listed(words),
                          node.is_scalar() ? "'" + excerpt(node.text) + "'" : node.describe()));
  return node.text;
}

// The keys of a parameter map are words of `keys`.
void closed_keys(const YNode& map, Words keys, const char* what) {
  if (!map.is_map()) bad_entry(map, fmt::format("{} is a map, not {}", what, map.describe()));
  for (size_t i = 0; i < map.map_size(); ++i)
    if (!one_of(map.key(i).text, keys))
      bad_entry(map.key(i), fmt::format("unknown parameter '{}' in {} (parameters: {})",
                                        excerpt(map.key(i).text), what, words_listed(keys)));
}

constexpr Words kFilterKeys = {"nation",     "not-nation",     "kind",   "class",  "side",
                               "damaged",    "shot-this-turn", "docked", "within", "range",
                               "max-points", "min-points"};  // a crew's cost (slice coverage)
constexpr Words kConditionKeys = {"derelict", "masts",  "damaged", "cargo",  "laden", "crew",
                                  "not-crew", "docked", "within",  "nation", "face",  "last-coin"};
constexpr Words kCommon = {"if",   "vs",   "to",   "for",  "once",
                           "uses", "cost", "roll", "when", "optional"};

void check_filter(const YNode& vs) { closed_keys(vs, kFilterKeys, "a filter (`vs`)"); }

void check_condition(const YNode& cond) {
  if (cond.is_sequence()) {
    for (const YNode& c : cond.items) check_condition(c);
    return;
  }
  closed_keys(cond, kConditionKeys, "a condition (`if`)");
}

// The common parameters a primitive's map may hold besides its own.
void check_params(const YNode& map, Words own, const char* primitive) {
  if (!map.is_map())
    bad_entry(map,
              fmt::format("`{}` takes a map of parameters, not {}", primitive, map.describe()));
  for (size_t i = 0; i < map.map_size(); ++i) {
    const std::string& k = map.key(i).text;
    if (one_of(k, own) || one_of(k, kCommon)) continue;
    bad_entry(map.key(i),
              fmt::format("unknown parameter '{}' of `{}` (its parameters: {}; and "
                          "the common ones: {})",
                          excerpt(k), primitive, words_listed(own), words_listed(kCommon)));
  }
  if (const YNode* vs = map.find("vs")) check_filter(*vs);
  if (const YNode* cond = map.find("if")) check_condition(*cond);
}

// The words of a nation filter's value: a word or a list of words.
std::vector<std::string> nation_words(const YNode& node) {
  std::vector<std::string> out;
  if (node.is_scalar() && !node.text.empty()) {
    out.push_back(node.text);
  } else if (node.is_sequence() && !node.items.empty()) {
    for (const YNode& n : node.items) {
      if (!n.is_scalar() || n.text.empty())
        bad_entry(n, fmt::format("a nation is a word, not {}", n.describe()));
      out.push_back(n.text);
    }
  } else {
    bad_entry(node, fmt::format("a nation filter is a nation or a list of them, not {}",
                                node.describe()));
  }
  std::sort(out.begin(), out.end());
  return out;
}

void add_unmodelled(AbilitySet& set, const AbilityCarrier& carrier, std::string text,
                    uint16_t areas) {
  set.entries.push_back({carrier, text, false, areas});
  if (areas) set.unmodelled.push_back({carrier, std::move(text), areas});
}

void add_modelled(AbilitySet& set, const AbilityCarrier& carrier, std::string text) {
  set.entries.push_back({carrier, std::move(text), true, 0});
}

// A condition of a `mod`'s `if:` the engine checks, added to `m`: `{within: {R: friend|enemy}}`
// (R: S, L or millimetres) and, on a fort, `{docked: here}`; false for any other (the entry
// is then unmodelled). The words are checked already (check_condition).
bool mod_condition(const YNode& cond, const AbilityCarrier& carrier, ModAbility& m) {
  if (!cond.is_map() || cond.map_size() != 1) return false;
  const std::string& key = cond.key(0).text;
  const YNode& v = cond.value(0);
  if (key == "docked") {
    if (carrier.fort < 0 || !v.is_scalar() || v.text != "here") return false;
    m.conditions.push_back({ModCondition::DockedHere, -1, 0});
    return true;
  }
  if (key != "within" || !v.is_map() || v.map_size() != 1) return false;
  const std::string& range = v.key(0).text;
  const YNode& side = v.value(0);
  if (!side.is_scalar() || (side.text != "friend" && side.text != "enemy")) return false;
  ModCondition c{side.text == "friend" ? ModCondition::WithinFriend : ModCondition::WithinEnemy, -1,
                 0};
  if (range == "S" || range == "L") {
    c.ruler = range == "S" ? 0 : 1;
  } else {
    long long mm = 0;
    if (!parse_integer(range, mm) || mm <= 0 || mm > 10000) return false;
    c.mm = double(mm);
  }
  m.conditions.push_back(c);
  return true;
}

// `{mod: {...}}`: modelled when it changes a cannon, boarding or ram roll of its ship (or
// enemies' against it) with at most a nation filter and the conditions mod_condition reads;
// else unmodelled for its roll's areas.
void read_mod(const YNode& entry, const YNode& p, const AbilityCarrier& carrier, AbilitySet& set) {
  check_params(p, {"by", "per"}, "mod");
  if (!p.find("roll")) bad_entry(p, "`mod` needs 'roll' (cannon, board, ram, escape, gun, all)");
  if (!p.find("by")) bad_entry(p, "`mod` needs 'by' (a whole number from -6 to 6, not 0)");
  const std::string roll = closed_word(
      *p.find("roll"), {"cannon", "board", "ram", "escape", "gun", "all"}, "a `mod`'s roll");
  const YNode& by_node = *p.find("by");
  long long by = 0;
  if (!by_node.is_scalar() || !parse_integer(by_node.text, by) || by < -6 || by > 6 || by == 0)
    bad_entry(by_node, fmt::format("a `mod`'s 'by' is a whole number from -6 to 6, not 0; not {}",
                                   by_node.describe()));
  bool attackers = false, to_modelled = true;
  if (const YNode* to = p.find("to")) {
    if (to->is_map()) {
      closed_keys(*to, {"friends", "fleet"}, "a `mod`'s 'to'");
      to_modelled = false;
    } else {
      attackers = closed_word(*to, {"self", "attackers", "any-own", "enemy"}, "a `mod`'s 'to'") ==
                  "attackers";
      to_modelled = to->text == "self" || attackers;
    }
  }
  if (const YNode* per = p.find("per")) closed_keys(*per, {"friends"}, "a `mod`'s 'per'");
  ModAbility m;
  m.carrier = carrier;
  m.by = int(by);
  m.attackers = attackers;
  bool vs_modelled = true;
  if (const YNode* vs = p.find("vs")) {
    for (size_t i = 0; i < vs->map_size(); ++i) {
      const std::string& k = vs->key(i).text;
      if (k == "nation")
        m.nations = nation_words(vs->value(i));
      else if (k == "not-nation")
        m.not_nations = nation_words(vs->value(i));
      else
        vs_modelled = false;
    }
  }
  // `if:` — a condition or a list of them, each modelled (mod_condition) or the entry is not.
  bool if_modelled = true;
  if (const YNode* cond = p.find("if")) {
    if (cond->is_sequence()) {
      for (const YNode& c : cond->items) if_modelled = if_modelled && mod_condition(c, carrier, m);
    } else {
      if_modelled = mod_condition(*cond, carrier, m);
    }
  }
  // A fort has no nation: its `not-nation: own` names none.
  if (carrier.fort >= 0 &&
      std::find(m.not_nations.begin(), m.not_nations.end(), "own") != m.not_nations.end())
    vs_modelled = false;
  const uint16_t areas = roll == "cannon" || roll == "gun" ? kAreaShoot
                         : roll == "board"                 ? kAreaBoard
                         : roll == "ram"                   ? kAreaRam
                         : roll == "escape"
                             ? kAreaTerrain
                             : kAreaShoot | kAreaRam | kAreaBoard | kAreaTerrain | kAreaDice;
  const bool modelled = (roll == "cannon" || roll == "board" || roll == "ram") && to_modelled &&
                        vs_modelled && if_modelled && !p.find("per") && !p.find("for") &&
                        !p.find("once") && !p.find("uses") && !p.find("cost") && !p.find("when") &&
                        !p.find("optional");
  if (!modelled) return add_unmodelled(set, carrier, entry_text(entry), areas);
  m.text = entry_text(entry);
  m.roll = roll == "cannon" ? ModRoll::Cannon : roll == "board" ? ModRoll::Board : ModRoll::Ram;
  std::vector<std::string> conditions;  // sorted: `if` compared as a set
  for (const ModCondition& c : m.conditions)
    conditions.push_back(fmt::format("{}:{}:{}", int(c.kind), int(c.ruler), c.mm));
  std::sort(conditions.begin(), conditions.end());
  m.expression = fmt::format(
      "{} {} {:+} nation[{}] not-nation[{}] if[{}]", attackers ? "attackers" : "self", roll, m.by,
      fmt::join(m.nations, ","), fmt::join(m.not_nations, ","), fmt::join(conditions, ","));
  m.expression_id = int(set.mods.size());
  for (const ModAbility& other : set.mods)
    if (other.expression == m.expression) m.expression_id = other.expression_id;
  set.mods.push_back(std::move(m));
  add_modelled(set, carrier, entry_text(entry));
}

// A range R of the vocabulary: S, L or millimetres; false for anything else.
bool read_range(const YNode& v, int8_t& ruler, double& mm) {
  if (!v.is_scalar()) return false;
  if (v.text == "S" || v.text == "L") {
    ruler = v.text == "S" ? 0 : 1;
    return true;
  }
  long long n = 0;
  if (!parse_integer(v.text, n) || n <= 0 || n > 10000) return false;
  mm = double(n);
  return true;
}

// `{take: {from: touching | {within: R} | {friend-within: R}, count?, what?: coin|unique,
// random?: true, once?: turn|game}}`: modelled (added to `set`, true); any other `take` stays
// unmodelled (false).
bool read_take(const YNode& entry, const YNode& p, const AbilityCarrier& carrier, AbilitySet& set) {
  TakeAbility t;
  t.carrier = carrier;
  for (size_t i = 0; i < p.map_size(); ++i) {
    const std::string& k = p.key(i).text;
    const YNode& v = p.value(i);
    long long n = 0;
    if (k == "from" && v.is_scalar() && v.text == "touching") {
      t.from = TakeAbility::Touching;
    } else if (k == "from" && v.is_map() && v.map_size() == 1 &&
               (v.key(0).text == "within" || v.key(0).text == "friend-within")) {
      t.from = v.key(0).text == "within" ? TakeAbility::Within : TakeAbility::FriendWithin;
      if (!read_range(v.value(0), t.ruler, t.mm)) return false;
    } else if (k == "count" && v.is_scalar() && v.text == "all") {
      t.count = 0;
    } else if (k == "count" && v.is_scalar() && parse_integer(v.text, n) && n >= 1 && n <= 16) {
      t.count = int(n);
    } else if (k == "what" && v.is_scalar() && (v.text == "coin" || v.text == "unique")) {
      t.unique = v.text == "unique";
    } else if (k == "random" && v.is_scalar() && (v.text == "true" || v.text == "false")) {
      // the record names what came out; qm checks it was there, as for any take
    } else if (k == "once" && v.is_scalar() && (v.text == "turn" || v.text == "game")) {
      t.once = v.text == "turn" ? TakeAbility::Turn : TakeAbility::Game;
    } else {
      return false;
    }
  }
  t.text = entry_text(entry);
  // The parameters read, in a fixed order (`random` changes nothing qm checks).
  auto expression = [](const TakeAbility& x) {
    return fmt::format("{} {} {} {} {} {}", int(x.from), int(x.ruler), x.mm, x.count, x.unique,
                       int(x.once));
  };
  t.expression_id = int(set.takes.size());
  for (const TakeAbility& other : set.takes)
    if (expression(other) == expression(t)) t.expression_id = other.expression_id;
  set.takes.push_back(std::move(t));
  add_modelled(set, carrier, entry_text(entry));
  return true;
}

// `{cancel: {target: crew|ship|any|ship-and-crew, count?: 1, within?: R, roll?: N, for?: turn,
// once?: turn|game}}`: modelled (added to `set`, true); any other `cancel` stays unmodelled.
bool read_cancel(const YNode& entry, const YNode& p, const AbilityCarrier& carrier,
                 AbilitySet& set) {
  CancelAbility c;
  c.carrier = carrier;
  for (size_t i = 0; i < p.map_size(); ++i) {
    const std::string& k = p.key(i).text;
    const YNode& v = p.value(i);
    long long n = 0;
    if (k == "target" && v.is_scalar() && v.text != "all-crew") {
      c.target = v.text == "crew"            ? CancelAbility::Crew
                 : v.text == "ship"          ? CancelAbility::Ship
                 : v.text == "ship-and-crew" ? CancelAbility::ShipAndCrew
                                             : CancelAbility::Any;
    } else if (k == "count" && v.is_scalar() && v.text == "1") {
    } else if (k == "within" && read_range(v, c.ruler, c.mm)) {
      c.within = true;
    } else if (k == "roll" && v.is_scalar() && parse_integer(v.text, n) && n >= 1 && n <= 6) {
      c.roll = uint8_t(n);
    } else if (k == "for" && v.is_scalar() && (v.text == "turn" || v.text == "next-turn")) {
      c.next_turn = v.text == "next-turn";
    } else if (k == "once" && v.is_scalar() && (v.text == "turn" || v.text == "game")) {
      c.once = v.text == "turn" ? CancelAbility::Turn : CancelAbility::Game;
    } else {
      return false;
    }
  }
  c.text = entry_text(entry);
  auto expression = [](const CancelAbility& x) {
    return fmt::format("{} {} {} {} {} {} {}", int(x.target), x.within, int(x.ruler), x.mm,
                       int(x.roll), int(x.once), x.next_turn);
  };
  c.expression_id = int(set.cancels.size());
  for (const CancelAbility& other : set.cancels)
    if (expression(other) == expression(c)) c.expression_id = other.expression_id;
  set.cancels.push_back(std::move(c));
  add_modelled(set, carrier, entry_text(entry));
  return true;
}

// A `stat`'s move as the engine applies it, into `st`: `+S`, `+L` (one more ruler) or `=RULERS`
// (the base move becomes these, S and L joined by +, at most 4); false for another (`-S`: which
// ruler a move without S loses is not said).
bool stat_move(const YNode& v, StatAbility& st) {
  if (!v.is_scalar() || v.text.size() < 2) return false;
  const std::string& t = v.text;
  if (t == "+S" || t == "+L") {
    st.move = StatAbility::Add;
    st.rulers = t[1] == 'L' ? 1 : 0;
    st.count = 1;
    return true;
  }
  if (t[0] != '=') return false;
  const std::optional<std::vector<Ruler>> rulers = parse_base_move(std::string_view(t).substr(1));
  if (!rulers || rulers->empty() || rulers->size() > 4) return false;
  st.move = StatAbility::Set;
  for (size_t k = 0; k < rulers->size(); ++k)
    st.rulers |= uint8_t(((*rulers)[k] == Ruler::L ? 1 : 0) << k);
  st.count = uint8_t(rulers->size());
  return true;
}

// `{stat: {...}}` of `move`, `cargo` and `no-cargo: crew` only, with at most `if: {derelict: true}`
// on an `=` move: modelled (added to `set`, true); any other figure or parameter: false
// (unmodelled).
bool read_stat(const YNode& entry, const YNode& p, const AbilityCarrier& carrier, AbilitySet& set) {
  StatAbility st;
  st.carrier = carrier;
  for (size_t i = 0; i < p.map_size(); ++i) {
    const std::string& k = p.key(i).text;
    const YNode& v = p.value(i);
    long long n = 0;
    if (k == "move") {
      if (!stat_move(v, st)) return false;
    } else if (k == "cargo") {
      if (!parse_integer(v.text, n)) return false;  // checked by the caller
      st.cargo = int8_t(n);
    } else if (k == "hits-per-mast") {  // slice h40-immune
      if (!v.is_scalar() || !parse_integer(v.text, n) || n < 2 || n > 6) return false;
      st.hits_per_mast = uint8_t(n);
    } else if (k == "cannons") {  // slice h40-immune
      if (!v.is_scalar() || v.text != "keep") return false;
      st.cannons_keep = true;
    } else if (k == "no-cargo") {
      if (!v.is_scalar() || v.text != "crew") return false;
      st.no_cargo_crew = true;
    } else if (k == "if") {
      if (!v.is_map() || v.map_size() != 1 || !v.value(0).is_scalar()) return false;
      const std::string& c = v.key(0).text;
      const std::string& w = v.value(0).text;
      if (c == "derelict" && w == "true")
        st.derelict = true;
      else if (c == "cargo" && (w == "empty" || w == "full"))  // slice h40-immune
        st.when = w == "empty" ? StatAbility::CargoEmpty : StatAbility::CargoFull;
      else if (c == "masts" && w == "all")
        st.when = StatAbility::MastsAll;
      else if (c == "crew" && w == "captain")
        st.when = StatAbility::CrewCaptain;
      else if (c == "crew" && w == "none")  // slice h41b-apply: a cargo entry's
        st.when = StatAbility::CrewNone;
      else
        return false;
    } else {
      return false;
    }
  }
  // A derelict's move only: nothing else under that condition.
  if (st.derelict && (st.move != StatAbility::Set || st.cargo || st.no_cargo_crew)) return false;
  // A move only, under the other conditions (slice h40-immune).
  if (st.when != StatAbility::Always && st.when != StatAbility::CrewNone &&
      (st.move == StatAbility::NoMove || st.cargo || st.no_cargo_crew))
    return false;
  // Cargo places only, while no crew is aboard (slice h41b-apply).
  if (st.when == StatAbility::CrewNone &&
      (!st.cargo || st.move != StatAbility::NoMove || st.no_cargo_crew || st.derelict))
    return false;
  if ((st.cannons_keep || st.hits_per_mast) &&
      (st.move != StatAbility::NoMove || st.cargo || st.no_cargo_crew ||
       st.when != StatAbility::Always || st.derelict || (st.cannons_keep && st.hits_per_mast)))
    return false;
  st.text = entry_text(entry);
  st.expression_id = int(set.stats.size());
  for (const StatAbility& o : set.stats)
    if (o.move == st.move && o.rulers == st.rulers && o.count == st.count &&
        o.derelict == st.derelict && o.cargo == st.cargo && o.no_cargo_crew == st.no_cargo_crew &&
        o.when == st.when && o.cannons_keep == st.cannons_keep &&
        o.hits_per_mast == st.hits_per_mast)
      st.expression_id = o.expression_id;
  set.stats.push_back(std::move(st));
  add_modelled(set, carrier, entry_text(entry));
  return true;
}

constexpr Words kAllowWhat = {
    "move-shoot",    "shoot-move",  "dock-explore",     "repair-anywhere", "raid",    "board-range",
    "explore-range", "cargo-range", "move-after-cargo", "terrain",         "fog-hop", "crew-nation",
    "fire-through",  "peek",        "shoot-submerged"};
constexpr Words kDenyWhat = {"shoot",      "move",       "action",    "explore",  "last-coin",
                             "carry-crew", "leave-ship", "abilities", "only-ship"};

uint16_t allow_areas(std::string_view w) {
  if (w == "move-shoot") return kAreaActions | kAreaShoot | kAreaMove;
  if (w == "shoot-move" || w == "move-after-cargo") return kAreaMove | kAreaActions | kAreaCargo;
  if (w == "dock-explore" || w == "explore-range") return kAreaExplore | kAreaActions;
  if (w == "repair-anywhere") return kAreaRepair;
  if (w == "raid") return kAreaDock | kAreaCargo;
  if (w == "board-range") return kAreaBoard | kAreaRam;
  if (w == "cargo-range") return kAreaCargo | kAreaDock;
  if (w == "terrain" || w == "fog-hop") return kAreaTerrain | kAreaMove;
  if (w == "fire-through") return kAreaShoot;
  if (w == "peek" || w == "shoot-submerged") return 0;  // nothing to check
  return kAreaAll;                                      // crew-nation: any crew ability
}

uint16_t deny_areas(std::string_view w) {
  if (w == "shoot") return kAreaShoot;
  if (w == "move") return kAreaMove;
  if (w == "explore" || w == "last-coin") return kAreaExplore;
  if (w == "carry-crew" || w == "leave-ship") return kAreaCargo | kAreaSetup;
  return kAreaAll;  // action, abilities, only-ship
}

// `{allow: WHAT}`, `{allow: {what: WHAT, ...}}`, the same for deny.
uint16_t read_allow_deny(const YNode& v, bool allow) {
  const char* name = allow ? "allow" : "deny";
  const Words what = allow ? kAllowWhat : kDenyWhat;
  const YNode* w = &v;
  if (v.is_map()) {
    check_params(v, {"what", "nation", "range", "at", "count", "move", "except", "name"}, name);
    w = v.find("what");
    if (!w) bad_entry(v, fmt::format("`{}` needs 'what' ({})", name, words_listed(what)));
  }
  const std::string word =
      closed_word(*w, what, allow ? "what `allow` lifts" : "what `deny` forbids");
  return allow ? allow_areas(word) : deny_areas(word);
}

// `{deny: shoot|move|explore|last-coin}`, or `{deny: {what: shoot, if: {laden: true}}}`: modelled
// (added to `set`, true); any other `deny` stays unmodelled (false). The words are checked already.
bool read_deny(const YNode& entry, const YNode& v, const AbilityCarrier& carrier, AbilitySet& set) {
  if (carrier.fort >= 0) return false;  // a fort's shots are not a ship's
  DenyAbility d;
  d.carrier = carrier;
  const YNode* what = &v;
  if (v.is_map()) {
    what = v.find("what");
    for (size_t i = 0; i < v.map_size(); ++i) {
      const std::string& k = v.key(i).text;
      const YNode& c = v.value(i);
      if (k == "what") continue;
      if (k != "if" || !c.is_map() || c.map_size() != 1 || c.key(0).text != "laden" ||
          !c.value(0).is_scalar() || c.value(0).text != "true")
        return false;
      d.laden = true;
    }
  }
  if (what->text == "shoot")
    d.what = DenyAbility::Shoot;
  else if (what->text == "move" && !d.laden)
    d.what = DenyAbility::Move;
  else if (what->text == "explore" && !d.laden)
    d.what = DenyAbility::Explore;
  else if (what->text == "last-coin" && !d.laden)  // rules_dock_explore.cc
    d.what = DenyAbility::LastCoin;
  else
    return false;
  d.text = entry_text(entry);
  set.denies.push_back(std::move(d));
  add_modelled(set, carrier, entry_text(entry));
  return true;
}

// A keyword of the vocabulary beyond the six of v1: what it could change (0: a label), and
// whether, as a label, its own rules are unconfirmed (the vocabulary's "label?").
struct VocabularyKeyword {
  const char* word;
  uint16_t areas;
  bool unverified = false;
};
constexpr VocabularyKeyword kKeywords[] = {
    {"oarsman", kAreaMove | kAreaCargo},
    {"musketeer", kAreaShoot},
    {"cargo-master", kAreaCargo | kAreaExplore | kAreaSetup},
    {"navigator", kAreaActions | kAreaTerrain | kAreaMove},
    {"chainshot-specialist", kAreaShoot},
    {"stinkpot-specialist", kAreaShoot},
    {"smokepot-specialist", kAreaShoot},
    {"broadsides-attack", kAreaShoot},
    {"fear", kAreaAll},
    {"schooner", 0},
    {"galley", 0, true},
    {"junk", 0, true},
    {"turtle-ship", 0, true},
    {"longship", 0, true},
    {"windcatcher", 0, true},
    {"native-canoe", 0, true},
    {"treasure-ship", 0, true},
    {"sea-monster", 0, true},
    {"kraken", 0, true},
    {"sea-dragon", 0, true},
    {"titan", 0, true},
    {"octopus", 0, true},
};

}  // namespace

void add_label(AbilitySet& set, const AbilityCarrier& carrier, std::string text,
               std::string_view word) {
  bool unverified = false;
  for (const VocabularyKeyword& k : kKeywords)
    unverified = unverified || (k.areas == 0 && k.unverified && word == k.word);
  set.entries.push_back({carrier, std::move(text), true, 0, unverified});
}

namespace {

constexpr Words kPrimitives = {"mod",  "stat", "allow",  "deny", "immune", "reroll", "act",
                               "when", "take", "cancel", "shot", "build",  "ruling", "class"};

// A shot's `fire: {out: [faces], spread: [faces], when: every-turn|before-action}`; false for
// any other form (the entry then stays unmodelled).
bool read_fire_rules(const YNode& f, FireRules& rules) {
  if (!f.is_map() || !f.find("out") || !f.find("spread") || !f.find("when")) return false;
  if (f.map_size() != 3) return false;
  auto faces = [](const YNode& list, uint8_t& bits) {
    if (!list.is_sequence()) return false;
    bits = 0;
    for (const YNode& d : list.items) {
      long long n = 0;
      if (!d.is_scalar() || !parse_integer(d.text, n) || n < 1 || n > 6) return false;
      bits = uint8_t(bits | (1u << (n - 1)));
    }
    return true;
  };
  const YNode& when = *f.find("when");
  if (!when.is_scalar() || (when.text != "every-turn" && when.text != "before-action"))
    return false;
  rules.every_turn = when.text == "every-turn";
  return faces(*f.find("out"), rules.out) && faces(*f.find("spread"), rules.spread) &&
         !(rules.out & rules.spread);
}

// `firepot-specialist`: {shot: {kind: firepot, range: S, once: turn, fire: {out: [6], spread:
// [1, 2, 3], when: every-turn}}}, sharing its uses with an equal entry written out.
void add_firepot_specialist(const AbilityCarrier& carrier, AbilitySet& set) {
  ShotAbility sh{carrier, ShotKind::Firepot,     true,
                 false,   int(set.shots.size()), FireRules{0b100000, 0b000111, true},
                 true};
  for (const ShotAbility& other : set.shots)
    if (other.kind == sh.kind && other.once_turn && !other.on1_remove && other.range_s &&
        other.fire.out == sh.fire.out && other.fire.spread == sh.fire.spread &&
        other.fire.every_turn) {
      sh.expression_id = other.expression_id;
      break;
    }
  set.shots.push_back(sh);
}

// A format 2 entry: the v1 keyword it is, or "" once added to `set`.
std::string read_v2(const YNode& e, const AbilityCarrier& carrier, AbilitySet& set) {
  if (e.is_scalar()) {
    const std::string w = ability_word(e.text);
    if (w.empty()) bad_entry(e, "an ability is a word or a map, not an empty text");
    if (keyword_bit(w)) return w;
    if (w == "born-leader") {  // the card's shorthand (rules_act.cc)
      add_born_leader(carrier, set);
      add_modelled(set, carrier, w);
      return "";
    }
    if (w == "oarsman" && add_oarsman(carrier, set)) return "";  // abilities_reader_allow.cc
    if (w == "firepot-specialist") {  // the card's shorthand (rules_fire.cc)
      add_firepot_specialist(carrier, set);
      add_modelled(set, carrier, w);
      return "";
    }
    if (read_cannon_shorthand(w, carrier, set)) return "";
    if (w == "fear" && add_fear(carrier, set)) return "";  // abilities_reader_fear.cc
    if (add_shot_specialist(w, carrier, set)) {            // abilities_reader_shots.cc
      add_modelled(set, carrier, w);
      return "";
    }
    for (const VocabularyKeyword& k : kKeywords)
      if (w == k.word) {
        if (k.areas)
          add_unmodelled(set, carrier, w, k.areas);
        else
          add_label(set, carrier, w, w);  // a label: nothing of its own to check
        return "";
      }
    bad_entry(e, fmt::format("unknown ability '{}': a format 2 ability is a keyword (helmsman, "
                             "captain, cannoneer, shipwright, explorer, linked, oarsman, fear, "
                             "…), a primitive map such as {{mod: {{roll: board, by: 1}}}}, or "
                             "{{ruling: \"the printed text\", affects: [board]}}",
                             excerpt(e.text)));
  }
  if (!e.is_map() || e.map_size() == 0)
    bad_entry(e, fmt::format("an ability is a word or a map, not {}", e.describe()));
  if (const YNode* text = e.find("ruling")) {
    closed_keys(e, {"ruling", "affects"}, "a `ruling` entry");
    if (!text->is_scalar() || text->text.empty())
      bad_entry(*text, "a `ruling` entry's text is the card's printed text, in quotes");
    uint16_t areas = kAreaAll;
    if (const YNode* affects = e.find("affects")) {
      if (!affects->is_sequence() || affects->items.empty())
        bad_entry(*affects, fmt::format("'affects' is a list of areas ({}, all), not {}",
                                        areas_text(kAreaAll), affects->describe()));
      areas = 0;
      for (const YNode& a : affects->items) {
        const uint16_t bit = a.is_scalar() ? area_bit(a.text) : 0;
        if (!bit)
          bad_entry(a, fmt::format("unknown area {} in 'affects' (areas: move, shoot, ram, "
                                   "board, tow, explore, dock, cargo, repair, terrain, "
                                   "actions, setup, scoring, dice, all)",
                                   a.is_scalar() ? "'" + excerpt(a.text) + "'" : a.describe()));
        areas |= bit;
      }
    }
    add_unmodelled(set, carrier, text->text, areas);
    return "";
  }
  if (e.map_size() != 1)
    bad_entry(e,
              "an ability entry is a map with one key, its primitive (or a `ruling` with its "
              "'affects')");
  const YNode& key = e.key(0);
  const YNode& v = e.value(0);
  const std::string prim = closed_word(key, kPrimitives, "an ability's primitive");
  // The v1 keywords' own expressions read as those keywords.
  const std::string flow = entry_text(v);
  if (prim == "allow" && flow == "move-shoot") return "captain";
  if (prim == "allow" && flow == "dock-explore") return "explorer";
  if (prim == "allow" && flow == "repair-anywhere") return "shipwright";
  if (prim == "stat" && flow == "{move: +S}") return "helmsman";
  if (prim == "reroll" &&
      (flow == "{die: cannon-miss}" || flow == "{die: cannon-miss, once: turn}"))
    return "cannoneer";
  uint16_t areas = kAreaAll;
  if (prim == "mod") {
    read_mod(e, v, carrier, set);
    return "";
  }
  if (prim == "class") {
    if (!v.is_scalar() || v.text.empty())
      bad_entry(v, fmt::format("a `class` is a name, not {}", v.describe()));
    add_modelled(set, carrier, entry_text(e));
    return "";
  }
  if (prim == "allow" || prim == "deny") {
    areas = read_allow_deny(v, prim == "allow");
    if (prim == "deny" && read_deny(e, v, carrier, set)) return "";
    if (prim == "allow" && read_board_range(e, v, carrier, set)) return "";
    if (prim == "allow" && read_allow_slice(e, v, carrier, set)) return "";
    if (prim == "allow" && read_terrain_allow(e, v, carrier, set)) return "";  // slice h41-deny
    if (prim == "deny" && read_deny_slice(e, v, carrier, set)) return "";
    if (prim == "deny" && read_deny2(e, v, carrier, set)) return "";         // slice h41b-deny2
    if (prim == "allow" && read_cargo_range(e, v, carrier, set)) return "";  // slice h41b-deny2
    if (prim == "allow" && read_allow_range(e, v, carrier, set)) return "";  // slice h41-range
  } else if (prim == "stat") {
    check_params(v,
                 {"move", "cargo", "range", "cannon", "hits-per-mast", "coin", "value", "derelict",
                  "cannons", "no-cargo", "from", "fixed", "hit-on", "count", "what"},
                 "stat");
    areas = 0;
    if (v.find("move")) areas |= kAreaMove;
    if (v.find("cargo") || v.find("no-cargo")) areas |= kAreaCargo | kAreaExplore | kAreaBoard;
    if (v.find("range") || v.find("cannon") || v.find("cannons") || v.find("hit-on"))
      areas |= kAreaShoot;
    if (v.find("hits-per-mast") || v.find("derelict")) areas |= kAreaShoot | kAreaRam;
    if (v.find("coin") || v.find("value")) areas |= kAreaScoring;
    if (v.find("coin")) areas |= kAreaDock;  // the dock line that unloads at home counts it
    if (!areas)
      bad_entry(v,
                "`stat` changes a figure: move, cargo, range, cannon, hits-per-mast, "
                "coin, value, derelict, cannons or no-cargo");
    if (const YNode* move = v.find("move")) {
      StatAbility probe;
      if (!(move->is_scalar() && move->text == "-S") && !stat_move(*move, probe))
        bad_entry(*move, fmt::format("a `stat`'s move is +S, +L, -S or = and a base move (=S, "
                                     "=S+S…, at most 4 rulers), not {}",
                                     move->is_scalar() ? "'" + excerpt(move->text) + "'"
                                                       : move->describe()));
    }
    if (const YNode* cargo = v.find("cargo")) {
      long long n = 0;
      if (!cargo->is_scalar() || cargo->text.empty() ||
          (cargo->text[0] != '+' && cargo->text[0] != '-') || !parse_integer(cargo->text, n) ||
          n == 0 || n < -8 || n > 8)
        bad_entry(*cargo, fmt::format("a `stat`'s cargo is +N or -N places (N from 1 to 8), not {}",
                                      cargo->is_scalar() ? "'" + excerpt(cargo->text) + "'"
                                                         : cargo->describe()));
    }
    if (read_stat(e, v, carrier, set) || read_stat_cannon(v, carrier, entry_text(e), set) ||
        read_stat_coin(v, carrier, entry_text(e), set) ||
        read_stat_range(v, carrier, entry_text(e), set))  // slice h41-range
      return "";
  } else if (prim == "immune") {
    check_params(v, {"from", "first", "only-on", "instead"}, "immune");
    if (!v.find("to")) bad_entry(v, "`immune` needs 'to' (shot, hit, ram, pin, crew-loss, sink)");
    const std::string to =
        closed_word(*v.find("to"), {"shot", "hit", "ram", "pin", "crew-loss", "sink"},
                    "what `immune` protects from ('to')");
    const YNode* from = v.find("from");
    if (from) check_filter(*from);
    // Modelled: to: shot or hit, from any cannon or `from: {range: S|L}`, nothing else.
    const YNode* range = from && from->map_size() == 1 ? from->find("range") : nullptr;
    if ((to == "shot" || to == "hit") && v.map_size() == 1 + (from ? 1 : 0) && (!from || range)) {
      ImmuneAbility im{carrier, to == "shot", -1};
      if (range)
        im.ruler = closed_word(*range, {"S", "L"}, "a cannon's ruler ('range')") == "S" ? 0 : 1;
      set.immune.push_back(im);
      add_modelled(set, carrier, entry_text(e));
      return "";
    }
    if (read_immune_more(e, v, carrier, set)) return "";      // slice h40-immune
    if (read_immune_crewloss(e, v, carrier, set)) return "";  // slice h41-crewloss
    areas = to == "ram" || to == "pin" ? kAreaRam
            // (slice h41-crewloss: every line that may eliminate a crew)
            : to == "crew-loss" ? kAreaBoard | kAreaShoot | kAreaActions | kAreaTerrain | kAreaDock
                                : kAreaShoot;
  } else if (prim == "reroll") {
    check_params(v, {"die"}, "reroll");
    if (!v.find("die")) bad_entry(v, "`reroll` needs 'die' (cannon-miss, any, 2d6)");
    const std::string die =
        closed_word(*v.find("die"), {"cannon-miss", "any", "2d6"}, "a `reroll`'s die");
    // Modelled: `{die: any}` once a turn (its default), nothing else.
    const YNode* once = v.find("once");
    if (die == "any" && v.map_size() == size_t(1 + (once ? 1 : 0)) &&
        (!once || (once->is_scalar() && once->text == "turn"))) {
      // Every modelled re-roll is the same expression: one use a turn per ship between them.
      set.rerolls.push_back(RerollAbility{carrier, 0});
      add_modelled(set, carrier, entry_text(e));
      return "";
    }
    areas = die == "cannon-miss" ? kAreaShoot
                                 : kAreaDice | kAreaShoot | kAreaRam | kAreaBoard | kAreaTerrain;
  } else if (prim == "act") {
    check_params(v, {"grant", "kind"}, "act");
    if (!v.find("grant")) bad_entry(v, "`act` needs 'grant' (extra, same, two, give)");
    closed_word(*v.find("grant"), {"extra", "same", "two", "give"}, "what `act` grants");
    if (read_act(v, entry_text(e), carrier, set)) {
      add_modelled(set, carrier, entry_text(e));
      return "";
    }
    areas = kAreaActions | kAreaDice;
  } else if (prim == "when") {
    check_params(v, {"event", "effect", "target", "count", "instead"}, "when");
    if (!v.find("event") || !v.find("effect")) bad_entry(v, "`when` needs 'event' and 'effect'");
    closed_word(*v.find("event"),
                {"hit", "hit-by", "sink", "sunk", "board-win", "ram", "ram-win", "pinned", "roll-1",
                 "roll-6", "explore", "explore-derelict", "dock-home", "unload", "move-action",
                 "move-end", "turn-start", "reveal", "action"},
                "a `when`'s event");
    if (read_when_hit(e, v, carrier, set)) return "";
    if (read_when(v, entry_text(e), carrier, set) ||
        read_when_explore(v, entry_text(e), carrier, set)) {  // abilities_reader_fear.cc
      add_modelled(set, carrier, entry_text(e));
      return "";
    }
  } else if (prim == "take") {
    check_params(v, {"from", "count", "what", "random", "swap"}, "take");
    if (!v.find("from")) bad_entry(v, "`take` needs 'from'");
    if (read_take(e, v, carrier, set)) return "";
    areas = kAreaCargo | kAreaActions;
  } else if (prim == "cancel") {
    check_params(v, {"target", "count", "within"}, "cancel");
    if (!v.find("target")) bad_entry(v, "`cancel` needs 'target' (crew, ship, any, ...)");
    closed_word(*v.find("target"), {"crew", "ship", "any", "ship-and-crew", "all-crew"},
                "what `cancel` switches off ('target')");
    if (read_cancel(e, v, carrier, set)) return "";
  } else if (prim == "shot") {
    check_params(v, {"kind", "range", "on-1", "fire"}, "shot");
    if (!v.find("kind")) bad_entry(v, "`shot` needs 'kind'");
    const std::string kind = closed_word(*v.find("kind"),
                                         {"chain", "grape", "grapple", "stink", "smoke", "fire",
                                          "firepot", "exploding", "double", "broadside"},
                                         "a special shot's kind");
    areas = kAreaShoot;
    if (kind == "broadside" && read_broadside(v, carrier, entry_text(e), set)) return "";
    // Modelled: every kind but `broadside` (read above), once a turn or not, whose natural 1
    // removes its card (a crew's or an equipment's) or does nothing.
    const YNode* once = v.find("once");
    const YNode* on1 = v.find("on-1");
    const bool once_ok = !once || (once->is_scalar() && once->text == "turn");
    const bool on1_ok = !on1 || (on1->is_scalar() && on1->text == "remove" && carrier.crew >= 0);
    const ShotKind modelled = kind == "chain"       ? ShotKind::Chain
                              : kind == "grapple"   ? ShotKind::Grapple
                              : kind == "grape"     ? ShotKind::Grape
                              : kind == "fire"      ? ShotKind::Fire
                              : kind == "firepot"   ? ShotKind::Firepot
                              : kind == "stink"     ? ShotKind::Stink
                              : kind == "smoke"     ? ShotKind::Smoke
                              : kind == "exploding" ? ShotKind::Exploding
                              : kind == "double"    ? ShotKind::Double
                                                    : ShotKind::None;
    // A fire shot's `fire:` rules and `range: S` (rules_fire.cc); an exploding shot's `fire:`
    // (rules_shots.cc); the other kinds take neither.
    const bool burns = modelled == ShotKind::Fire || modelled == ShotKind::Firepot ||
                       modelled == ShotKind::Exploding;
    const YNode* fire = burns ? v.find("fire") : nullptr;
    const YNode* range = burns && modelled != ShotKind::Exploding ? v.find("range") : nullptr;
    FireRules rules;
    const bool fire_ok = !fire || read_fire_rules(*fire, rules);
    const bool range_ok = !range || (range->is_scalar() && range->text == "S");
    if (modelled != ShotKind::None && once_ok && on1_ok && fire_ok && range_ok &&
        v.map_size() ==
            size_t(1 + (once ? 1 : 0) + (on1 ? 1 : 0) + (fire ? 1 : 0) + (range ? 1 : 0))) {
      // Two sources, one ability: the same kind and parameters share their uses.
      add_shot_ability(set, ShotAbility{carrier, modelled, once != nullptr, on1 != nullptr, 0,
                                        rules, range != nullptr});
      add_modelled(set, carrier, entry_text(e));
      return "";
    }
  } else if (prim == "build") {
    check_params(v, {"link", "link-choice", "no-cargo", "face-up", "discount", "points", "variant"},
                 "build");
    // Applied at set-up (setup_checks.cc): extra build points on a ship, crew or equipment,
    // and a crew or equipment placed face up; alone in their entry.
    if (v.map_size() == 1 && v.value(0).is_scalar()) {
      const std::string& k = v.key(0).text;
      const std::string& w = v.value(0).text;
      long long n = 0;
      if (k == "points" && carrier.fort < 0 && !w.empty() && w.front() == '+' &&
          parse_integer(w, n) && n >= 1 && n <= 1000) {
        set.builds.push_back(build_entry(carrier, BuildAbility::Points, int(n)));
        add_modelled(set, carrier, entry_text(e));
        return "";
      }
      if (k == "face-up" && w == "true" && carrier.crew >= 0) {
        set.builds.push_back(build_entry(carrier, BuildAbility::FaceUp, 0));
        add_modelled(set, carrier, entry_text(e));
        return "";
      }
    }
    if (read_build_no_cargo_face_up(e, v, carrier, set)) return "";  // slice coverage
    if (read_build_allow_slice(e, v, carrier, set)) return "";
    if (read_build_choice(e, v, carrier, set)) return "";  // slice h41-deny
    areas = kAreaSetup | kAreaCargo | kAreaExplore | kAreaBoard;
  }
  add_unmodelled(set, carrier, entry_text(e), areas);
  return "";
}

}  // namespace

std::string entry_text(const YNode& e) {
  if (e.is_scalar()) return e.text;
  std::string out;
  if (e.is_sequence()) {
    for (const YNode& i : e.items) out += (out.empty() ? "" : ", ") + entry_text(i);
    return "[" + out + "]";
  }
  if (!e.is_map()) return "";
  for (size_t i = 0; i < e.map_size(); ++i)
    out += (out.empty() ? "" : ", ") + e.key(i).text + ": " + entry_text(e.value(i));
  return "{" + out + "}";
}

std::string read_ability_entry(const YNode& entry, const AbilityCarrier& carrier, int format,
                               AbilitySet& set) {
  if (std::max(set.entries.size(), set.unmodelled.size()) >= kMaxEntries)
    bad_entry(entry, fmt::format("a Pirates record has at most {} abilities beyond the keywords",
                                 kMaxEntries));
  if (format >= 2) {
    const size_t unmodelled = set.unmodelled.size();
    std::string keyword = read_v2(entry, carrier, set);
    if (set.unmodelled.size() > unmodelled && reaches_others(entry))  // slice coverage
      set.unmodelled.back().others = true;
    return keyword;
  }
  if (!entry.is_scalar() || entry.text.empty())
    bad_entry(entry, fmt::format("an ability must be a word, not {}", entry.describe()));
  if (keyword_bit(entry.text)) return entry.text;
  // Format 1: any other word is kept; the engine does not model it (every area).
  set.unmodelled.push_back({carrier, entry.text, kAreaAll});
  return entry.text;
}

}  // namespace qm::pirates

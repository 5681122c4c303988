#include "games/pirates/abilities_reader_allow.h"

#include <fmt/format.h>

#include "games/pirates/abilities_reader.h"
#include "games/pirates/action.h"
#include "record/excerpt.h"
#include "record/record.h"
#include "record/record_error.h"

namespace qm::pirates {

namespace {

void add_modelled_entry(AbilitySet& set, const AbilityCarrier& carrier, std::string text) {
  set.entries.push_back({carrier, std::move(text), true, 0});
}

// The word an `allow` lifts: `{allow: WORD}` or `{allow: {what: WORD, ...}}` (checked already).
const YNode* allow_word(const YNode& v) { return v.is_map() ? v.find("what") : &v; }

std::string shown(const YNode& n) {
  return n.is_scalar() ? "'" + excerpt(n.text) + "'" : n.describe();
}

void add_no_cargo(const AbilityCarrier& carrier, AbilitySet& set) {
  set.builds.push_back(build_entry(carrier, BuildAbility::NoCargo, 0));
}

}  // namespace

bool read_build_allow_slice(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                            AbilitySet& set) {
  const YNode* no_cargo = v.find("no-cargo");
  if (no_cargo && !(no_cargo->is_scalar() && no_cargo->text == "true"))
    throw RecordError(no_cargo->pos,
                      fmt::format("a `build`'s no-cargo is true (the card takes no cargo place), "
                                  "not {}",
                                  shown(*no_cargo)));
  // discount on a ship, a crew or an equipment: {count: N|all, what: crew-aboard}
  // (abilities_build.cc).
  const YNode* d = v.map_size() == 1 ? v.find("discount") : nullptr;
  if (d && carrier.fort < 0 && d->is_map() && d->map_size() == 2 && d->find("count") &&
      d->find("what") && d->find("what")->is_scalar() && d->find("what")->text == "crew-aboard" &&
      d->find("count")->is_scalar()) {
    const std::string& count = d->find("count")->text;
    long long n = 0;
    if (count == "all" || (parse_integer(count, n) && n >= 1 && n <= 1000)) {
      set.builds.push_back(build_entry(carrier, BuildAbility::Discount, int(n)));
      add_modelled_entry(set, carrier, entry_text(entry));
      return true;
    }
  }
  // link on a crew or equipment: a name, a list of names, or {nation: X}.
  const YNode* link = v.map_size() == 1 ? v.find("link") : nullptr;
  if (link && carrier.crew >= 0) {
    BuildAbility b = build_entry(carrier, BuildAbility::Link, 0);
    if (link->is_scalar() && !link->text.empty()) {
      b.link_names.push_back(link->text);
    } else if (link->is_sequence() && !link->items.empty()) {
      for (const YNode& n : link->items) {
        if (!n.is_scalar() || n.text.empty()) return false;
        b.link_names.push_back(n.text);
      }
    } else if (link->is_map() && link->map_size() == 1 && link->find("nation") &&
               link->find("nation")->is_scalar()) {
      b.link_nation = link->find("nation")->text;
    } else {
      return false;
    }
    set.builds.push_back(std::move(b));
    add_modelled_entry(set, carrier, entry_text(entry));
    return true;
  }
  // A ship or a fort takes no cargo place of its own: only a crew's or an equipment's acts.
  if (carrier.crew < 0 || v.map_size() != 1 || v.key(0).text != "no-cargo" ||
      !v.value(0).is_scalar() || v.value(0).text != "true")
    return false;
  add_no_cargo(carrier, set);
  add_modelled_entry(set, carrier, entry_text(entry));
  return true;
}

bool read_allow_slice(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                      AbilitySet& set) {
  const YNode* w = allow_word(v);
  if (!w) return false;
  // peek: looking at hidden coins or cargo changes no line (audit only); alone in its entry.
  if (w->text == "peek" && (!v.is_map() || v.map_size() == 1)) {
    add_modelled_entry(set, carrier, entry_text(entry));
    return true;
  }
  // shoot-move on a ship, a crew or an equipment (rules_allow.cc); alone in its entry.
  if (w->text == "shoot-move" && carrier.fort < 0 && (!v.is_map() || v.map_size() == 1)) {
    set.shoot_moves.push_back(carrier);
    add_modelled_entry(set, carrier, entry_text(entry));
    return true;
  }
  // fire-through on a ship, a crew or an equipment (rules_allow.cc); alone in its entry.
  if (w->text == "fire-through" && carrier.fort < 0 && (!v.is_map() || v.map_size() == 1)) {
    set.fire_through.push_back(carrier);
    add_modelled_entry(set, carrier, entry_text(entry));
    return true;
  }
  // raid on a ship, a crew or an equipment, {what: raid, count: N|all} and nothing else
  // (rules_raid.cc); another form stays unmodelled.
  const YNode* count = v.is_map() ? v.find("count") : nullptr;
  long long n = 0;
  if (w->text == "raid" && count &&
      !(count->is_scalar() &&
        (count->text == "all" || (parse_integer(count->text, n) && n >= 1 && n <= kMaxCoins))))
    throw RecordError(count->pos,
                      fmt::format("an `allow {{raid}}`'s count is the coins it loads per dock, "
                                  "1 to {}, or all, not {}",
                                  kMaxCoins, shown(*count)));
  if (w->text == "raid" && carrier.fort < 0 && count && v.map_size() == 2) {
    set.raids.push_back({carrier, count->text == "all" ? 0 : int(n)});
    add_modelled_entry(set, carrier, entry_text(entry));
    return true;
  }
  // crew-nation on a ship, of one nation or any (rules_allow.cc); a crew's stays unmodelled.
  const YNode* nation = v.is_map() ? v.find("nation") : nullptr;
  if (w->text == "crew-nation" && (!nation || (nation->is_scalar() && nation->text.empty())))
    throw RecordError((nation ? *nation : v).pos,
                      "`allow {crew-nation}` needs 'nation': the crew's nation, or any");
  if (w->text == "crew-nation" && carrier.ship >= 0 && nation && nation->is_scalar() &&
      !nation->text.empty() && v.map_size() == 2) {
    set.crew_nations.push_back({carrier, nation->text});
    add_modelled_entry(set, carrier, entry_text(entry));
    return true;
  }
  return false;
}

bool add_oarsman(const AbilityCarrier& carrier, AbilitySet& set) {
  if (carrier.crew < 0) return false;
  // The derelict's move, as read_stat reads {stat: {move: =S, if: {derelict: true}}}.
  StatAbility st;
  st.carrier = carrier;
  st.move = StatAbility::Set;
  st.rulers = 0;  // one S
  st.count = 1;
  st.derelict = true;
  st.text = "oarsman";
  st.expression_id = int(set.stats.size());
  for (const StatAbility& o : set.stats)
    if (o.move == st.move && o.rulers == st.rulers && o.count == st.count && o.derelict &&
        !o.cargo && !o.no_cargo_crew)
      st.expression_id = o.expression_id;
  set.stats.push_back(std::move(st));
  add_no_cargo(carrier, set);
  add_modelled_entry(set, carrier, "oarsman");
  return true;
}

}  // namespace qm::pirates

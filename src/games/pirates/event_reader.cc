#include "games/pirates/event_reader.h"

#include <fmt/format.h>

#include "games/pirates/abilities_reader.h"
#include "games/pirates/format2.h"
#include "record/record.h"

namespace qm::pirates {

namespace {

const char* const kWhat =
    "events other than a reveal at turn start that kills crew (`{when: {event: reveal, when: "
    "turn-start, effect: {kill-crew: {each: R} | N}}}`), Divers (`{when: {event: sink, effect: "
    "take-gold}}`), Raft (`{when: {event: sunk, effect: save-cargo}}`) and a `ruling` entry";

[[noreturn]] void not_yet(const YNode& node) { not_checked_yet(node.pos, kWhat); }

// A whole number from lo to hi, or the event is one qm does not check.
int small(const YNode& node, int lo, int hi) {
  long long v = 0;
  if (!node.is_scalar() || !parse_integer(node.text, v) || v < lo || v > hi)
    throw RecordError(node.pos, fmt::format("expected a whole number from {} to {}, not {}", lo, hi,
                                            node.describe()));
  return int(v);
}

// `target: {side: enemy|friend, kind: ship|creature}`; other filter words are not read yet.
void read_target(const YNode& t, EventSpec& e) {
  if (!t.is_map()) not_yet(t);
  for (size_t i = 0; i < t.map_size(); ++i) {
    const std::string& k = t.key(i).text;
    const YNode& v = t.value(i);
    if (k == "side" && v.is_scalar() && (v.text == "enemy" || v.text == "friend"))
      e.target_side = v.text == "enemy" ? 1 : 2;
    else if (k == "kind" && v.is_scalar() && (v.text == "ship" || v.text == "creature"))
      e.target_kind = v.text == "ship" ? 1 : 2;
    else
      not_yet(t.key(i));
  }
}

// A `{ruling: "text", affects: [areas]}` entry (checked by the vocabulary already): revealed
// by its owner in any line of its turn; `ruling` lines apply it (rules_event.cc).
void read_ruling(const YNode& entry, EventSpec& e) {
  e.trigger = EventTrigger::Any;
  e.effect = EventEffect::Ruling;
  e.areas = kAreaAll;
  if (const YNode* affects = entry.find("affects")) {
    e.areas = 0;
    for (const YNode& a : affects->items) e.areas = uint16_t(e.areas | area_bit(a.text));
  }
}

}  // namespace

void read_event_ability(const YNode& abilities, EventSpec& e) {
  if (abilities.items.size() != 1) not_yet(abilities);
  const YNode& entry = abilities.items[0];
  e.text = entry_text(entry);
  if (entry.is_map() && entry.find("ruling")) return read_ruling(entry, e);
  const YNode* when = entry.is_map() && entry.map_size() == 1 ? entry.find("when") : nullptr;
  if (!when) not_yet(entry);
  bool turn_start = false, has_target = false;
  const YNode* event = nullptr;
  const YNode* effect = nullptr;
  for (size_t i = 0; i < when->map_size(); ++i) {
    const std::string& k = when->key(i).text;
    const YNode& v = when->value(i);
    if (k == "event" && v.is_scalar() &&
        (v.text == "reveal" || v.text == "sink" || v.text == "sunk")) {
      event = &v;
    } else if (k == "when" && v.is_scalar() && v.text == "turn-start") {
      turn_start = true;
    } else if (k == "target") {
      read_target(v, e);
      has_target = true;
    } else if (k == "uses") {
      e.uses = small(v, 1, 99);
    } else if (k == "effect") {
      effect = &v;
    } else {
      not_yet(when->key(i));
    }
  }
  if (!event || !effect) not_yet(*when);
  if (event->text == "reveal") {
    // Mutiny! (`{kill-crew: {each: R}}`) or a crew the player names (`{kill-crew: N}`).
    if (!turn_start) not_yet(*when);
    const YNode* kill =
        effect->is_map() && effect->map_size() == 1 ? effect->find("kill-crew") : nullptr;
    if (!kill) not_yet(*effect);
    if (kill->is_scalar()) {
      e.effect = EventEffect::KillNamed;
      e.kill_named = small(*kill, 1, 16);
      return;
    }
    const YNode* each = kill->is_map() && kill->map_size() == 1 ? kill->find("each") : nullptr;
    if (!each) not_yet(*effect);
    e.kill_each = small(*each, 1, 6);
    return;
  }
  // Divers and Raft: the sunk ship is their target; `when` and `target` are not theirs.
  const bool sink = event->text == "sink";
  if (turn_start || has_target || !effect->is_scalar() ||
      effect->text != (sink ? "take-gold" : "save-cargo"))
    not_yet(*when);
  e.trigger = sink ? EventTrigger::Sink : EventTrigger::Sunk;
  e.effect = sink ? EventEffect::TakeGold : EventEffect::SaveCargo;
  e.target_kind = 1;
}

}  // namespace qm::pirates

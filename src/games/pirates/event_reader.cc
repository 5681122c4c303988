#include "games/pirates/event_reader.h"

#include <fmt/format.h>

#include "games/pirates/abilities_reader.h"
#include "games/pirates/format2.h"
#include "record/record.h"

namespace qm::pirates {

namespace {

const char* const kWhat =
    "events other than a reveal at turn start that kills crew (`{when: {event: reveal, when: "
    "turn-start, effect: {kill-crew: {each: R}}}}`)";

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

}  // namespace

void read_event_ability(const YNode& abilities, EventSpec& e) {
  if (abilities.items.size() != 1) not_yet(abilities);
  const YNode& entry = abilities.items[0];
  const YNode* when = entry.is_map() && entry.map_size() == 1 ? entry.find("when") : nullptr;
  if (!when) not_yet(entry);
  e.text = entry_text(entry);
  bool reveal = false, turn_start = false;
  for (size_t i = 0; i < when->map_size(); ++i) {
    const std::string& k = when->key(i).text;
    const YNode& v = when->value(i);
    if (k == "event" && v.text == "reveal") {
      reveal = true;
    } else if (k == "when" && v.is_scalar() && v.text == "turn-start") {
      turn_start = true;
    } else if (k == "target") {
      read_target(v, e);
    } else if (k == "uses") {
      e.uses = small(v, 1, 99);
    } else if (k == "effect") {
      const YNode* kill = v.is_map() && v.map_size() == 1 ? v.find("kill-crew") : nullptr;
      const YNode* each =
          kill && kill->is_map() && kill->map_size() == 1 ? kill->find("each") : nullptr;
      if (!each) not_yet(v);
      e.kill_each = small(*each, 1, 6);
    } else {
      not_yet(when->key(i));
    }
  }
  if (!reveal || !turn_start) not_yet(*when);
}

}  // namespace qm::pirates

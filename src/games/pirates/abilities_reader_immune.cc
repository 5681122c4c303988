// The `immune` forms the engine applies beyond a shot or a hit from one ruler (slice
// h40-immune; rules_immune.cc applies them): `{to: ram}`, `{to: pin}`, `{to: shot|hit, from:
// {within: R}}`, `{to: hit, from: {kind: fort}}`, `{to: shot|hit, if: {docked: any}}` and `{to:
// hit, first: turn, if: {masts: all}}`, on a ship or a crew (a fort's stays unmodelled).
#include "games/pirates/abilities_reader.h"

#include "record/record.h"

namespace qm::pirates {

namespace {

// R of `{within: R}`: S, L or millimetres.
bool immune_range(const YNode& v, ImmuneAbility& im) {
  if (!v.is_scalar()) return false;
  if (v.text == "S" || v.text == "L") {
    im.within_ruler = v.text == "S" ? 0 : 1;
    return true;
  }
  long long n = 0;
  if (!parse_integer(v.text, n) || n <= 0 || n > 10000) return false;
  im.within_mm = double(n);
  return true;
}

// A one-key map `{key: value}` whose value is the word `word`.
bool one_word(const YNode& m, const char* key, const char* word) {
  return m.is_map() && m.map_size() == 1 && m.key(0).text == key && m.value(0).is_scalar() &&
         m.value(0).text == word;
}

}  // namespace

bool read_immune_more(const YNode& entry, const YNode& p, const AbilityCarrier& carrier,
                      AbilitySet& set) {
  if (carrier.fort >= 0) return false;
  ImmuneAbility im{carrier, false, -1};
  const YNode* to = p.find("to");
  if (!to || !to->is_scalar()) return false;
  if (to->text == "ram" || to->text == "pin") {
    if (p.map_size() != 1) return false;
    im.what = to->text == "ram" ? ImmuneAbility::Ram : ImmuneAbility::Pin;
  } else if (to->text == "shot" || to->text == "hit") {
    im.shot = to->text == "shot";
    bool condition = false;  // at least one form beyond the basic one
    for (size_t i = 0; i < p.map_size(); ++i) {
      const std::string& k = p.key(i).text;
      const YNode& v = p.value(i);
      if (k == "to") continue;
      if (k == "from" && v.is_map() && v.map_size() == 1 && v.key(0).text == "within") {
        if (!immune_range(v.value(0), im)) return false;
        im.within = condition = true;
      } else if (k == "from" && one_word(v, "kind", "fort")) {
        im.from_fort = condition = true;
      } else if (k == "if" && one_word(v, "docked", "any")) {
        im.docked = condition = true;
      } else if (k == "if" && !im.shot && one_word(v, "masts", "all") && p.find("first")) {
        im.first_turn = condition = true;
      } else if (k == "first" && !im.shot && v.is_scalar() && v.text == "turn" && p.find("if") &&
                 one_word(*p.find("if"), "masts", "all")) {
        continue;
      } else {
        return false;
      }
    }
    if (!condition) return false;
  } else {
    return false;
  }
  set.immune.push_back(im);
  set.entries.push_back({carrier, entry_text(entry), true, 0});
  return true;
}

}  // namespace qm::pirates

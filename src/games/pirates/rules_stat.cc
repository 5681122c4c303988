// A `stat` of a piece's own entries that qm applies (abilities.h, StatAbility;
// docs/abilities-pirates.md): the base move an `=` entry sets (a derelict's, under
// `if: {derelict: true}`, lifts move-derelict), the rulers a `+S`/`+L` entry adds, and the cargo
// places a `cargo: +N`/`-N` entry adds or takes away; with `no-cargo: crew` the crew aboard take
// no place. Each works on the ship its carrier works
// on (abilities.cc working_ship: a crew aboard a ship of its nation, equipment aboard any);
// the same expression from two sources of one ship counts once.
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

// Whether stats[k] works on ship `i` and no earlier entry of the same expression does.
bool first_at_work(const State& s, int i, size_t k) {
  const std::vector<StatAbility>& stats = s.pieces().abilities.stats;
  if (working_ship(s, stats[k].carrier, true) != i || !stat_when_holds(s, stats[k], i))
    return false;
  for (size_t j = 0; j < k; ++j)
    if (stats[j].expression_id == stats[k].expression_id &&
        working_ship(s, stats[j].carrier, true) == i)
      return false;
  return true;
}

Ruler ruler_at(const StatAbility& st, int k) { return (st.rulers >> k & 1) ? Ruler::L : Ruler::S; }

}  // namespace

int Rules::stat_base(const State& s, int i, bool derelict) {
  const std::vector<StatAbility>& stats = s.pieces().abilities.stats;
  for (size_t k = 0; k < stats.size(); ++k)
    if (stats[k].move == StatAbility::Set && stats[k].derelict == derelict &&
        working_ship(s, stats[k].carrier, true) == i && stat_when_holds(s, stats[k], i))
      return int(k);
  return -1;
}

int Rules::stat_set_rulers(const State& s, int k, Ruler* rulers, int cap, std::string& text) {
  const StatAbility& st = s.pieces().abilities.stats[size_t(k)];
  int n = 0;
  for (int r = 0; r < st.count && n < cap; ++r) {
    rulers[n] = ruler_at(st, r);
    text += fmt::format("{}{}", n ? "+" : "", ruler_name(rulers[n]));
    ++n;
  }
  text += fmt::format(" ({}'s {})", carrier_id(s.pieces(), st.carrier), st.text);
  return n;
}

int Rules::stat_rulers(const State& s, int i, Ruler* rulers, int n, int cap, std::string& text) {
  const std::vector<StatAbility>& stats = s.pieces().abilities.stats;
  for (size_t k = 0; k < stats.size(); ++k) {
    const StatAbility& st = stats[k];
    if (st.move != StatAbility::Add || !first_at_work(s, i, k)) continue;
    const Ruler r = ruler_at(st, 0);
    if (n < cap) {
      rulers[n++] = r;
    } else if (r == Ruler::L) {  // a move has at most kMaxPoints segments: keep the longest
      Ruler* shorter = std::find(rulers, rulers + n, Ruler::S);
      if (shorter != rulers + n) *shorter = Ruler::L;
    }
    text += fmt::format(" and {}'s {} ({})", carrier_id(s.pieces(), st.carrier), ruler_name(r),
                        st.text);
  }
  return n;
}

bool Rules::stat_no_cargo_crew(const State& s, int i) {
  for (const StatAbility& st : s.pieces().abilities.stats)
    if (st.no_cargo_crew && working_ship(s, st.carrier, true) == i) return true;
  return false;
}

int Rules::stat_cargo(const State& s, int i) {
  const std::vector<StatAbility>& stats = s.pieces().abilities.stats;
  int places = 0;
  for (size_t k = 0; k < stats.size(); ++k)
    if (stats[k].cargo && first_at_work(s, i, k)) places += stats[k].cargo;
  return places;
}

bool setup_no_cargo_crew(const Pieces& p, int ship) {
  for (const StatAbility& st : p.abilities.stats) {
    if (!st.no_cargo_crew) continue;
    if (st.carrier.ship == ship) return true;
    if (st.carrier.crew < 0) continue;
    const CrewSpec& crew = p.crew[size_t(st.carrier.crew)];
    if (crew.ship == ship && (crew.equipment || setup_crew_nation_works(p, ship, crew.nation)) &&
        !setup_crew_denied(p, st.carrier.crew, ship))
      return true;
  }
  return false;
}

int setup_stat_cargo(const Pieces& p, int ship) {
  const std::vector<StatAbility>& stats = p.abilities.stats;
  // At set-up: the ship's own entries, and those of the crew placed on it that work there.
  auto works = [&](const AbilityCarrier& c) {
    if (c.ship >= 0) return c.ship == ship;
    if (c.crew < 0) return false;
    const CrewSpec& crew = p.crew[size_t(c.crew)];
    return crew.ship == ship && (crew.equipment || setup_crew_nation_works(p, ship, crew.nation)) &&
           !setup_crew_denied(p, c.crew, ship);
  };
  // Slice h41b-apply: a `{crew: none}` entry adds its places while no crew is placed on it.
  bool crew_placed = false;
  for (const CrewSpec& crew : p.crew)
    crew_placed = crew_placed || (!crew.equipment && crew.ship == ship);
  int places = 0;
  for (size_t k = 0; k < stats.size(); ++k) {
    if (!stats[k].cargo || !works(stats[k].carrier)) continue;
    if (stats[k].when == StatAbility::CrewNone && crew_placed) continue;
    bool first = true;
    for (size_t j = 0; j < k && first; ++j)
      first = !(stats[j].expression_id == stats[k].expression_id && works(stats[j].carrier));
    if (first) places += stats[k].cargo;
  }
  return places;
}

}  // namespace qm::pirates

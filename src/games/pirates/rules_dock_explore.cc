// `dock` (dock-no-move, dock-no-contact, dock-enemy-home, unload-all-gold /
// unload-not-home) and `explore` (explore-not-docked, action-budget, explore-not-docked,
// action-budget, explore-not-there, explore-cargo), in the rule page's order.
#include <fmt/format.h>

#include <algorithm>

#include "games/pirates/margins.h"
#include "games/pirates/rules.h"
#include "games/pirates/text_figures.h"

namespace qm::pirates {

namespace {

template <typename List>
std::string coin_list(const List& c) {
  if (c.empty()) return "no gold";
  std::string s;
  for (int16_t v : c) {
    s += s.empty() ? "" : ", ";
    s += std::to_string(v);
  }
  return s;
}

// Whether `part` is a sub-multiset of `whole`; when it is, `rest` is what is left.
template <typename List>
bool take_from(const List& whole, const Coins& part, List& rest) {
  rest = whole;
  for (int16_t c : part) {
    auto it = std::find(rest.begin(), rest.end(), c);
    if (it == rest.end()) return false;
    *it = rest[rest.size - 1];
    --rest.size;
  }
  return true;
}

}  // namespace

std::optional<Violation> Rules::dock(State& s, const Action& a, Fault* fault) {
  const int i = a.ship;
  const Ship& x = s.ship(i);
  const IslandSpec& isl = s.pieces().islands[size_t(a.island)];
  if (!x.moved)
    return Violation{"dock-no-move", fmt::format("{} has not moved this turn; a ship docks with "
                                                 "or after its move",
                                                 s.id(i))};
  const Geometry& g = s.geometry();
  const double own = s.radius(i);  // format 2: the ship's own `r`
  if (!g.disc_touches_island(x.pos, own, isl.centre, isl.r) && s.enforced("dock-no-contact")) {
    const double gap = g.dist(x.pos, isl.centre) - isl.r - own;
    if (fault)
      *fault =
          Fault{FaultKind::NoContact, x.pos, isl.centre, i, -1, a.island, true, g.tolerance, gap};
    return Violation{"dock-no-contact",
                     fmt::format("{} is {} mm from {}'s edge; docking needs contact ({} mm); it "
                                 "would touch if {}'s r were {} mm or more",
                                 s.id(i), mm(gap), isl.id, num(g.tolerance), isl.id,
                                 mm(isl.r + gap - g.tolerance))};
  }
  if (MarginNotes* notes = s.margins())
    notes->contact("dock-no-contact", s.id(i), own, isl.id, isl.r, g.dist(x.pos, isl.centre),
                   g.tolerance);
  // A working `allow {raid}` lifts dock-enemy-home for its ship (rules_raid.cc).
  const bool raid = isl.home >= 0 && isl.home != x.owner && Rules::raid_count(s, i) >= 0;
  if (isl.home >= 0 && isl.home != x.owner && !raid)
    return Violation{"dock-enemy-home",
                     fmt::format("{} is {}'s home island", isl.id, s.quoted_name(isl.home))};
  // Format 2: never at an enemy fort; at one's own fort, all gold is unloaded into it.
  const int fort = s.fort_on(a.island);
  if (fort >= 0 && s.pieces().forts[size_t(fort)].owner != x.owner)
    return Violation{"dock-enemy-fort",
                     fmt::format("{} holds {}'s fort {}{}", isl.id,
                                 s.quoted_name(s.pieces().forts[size_t(fort)].owner),
                                 s.fort_id(fort), s.fort(fort).abandoned() ? " (abandoned)" : "")};
  const bool own_fort = fort >= 0;
  const bool home = isl.home == x.owner || own_fort;
  SmallList<int16_t, 2 * kMaxCoins> aboard;  // this ship's gold and its tow's
  for (int16_t c : x.gold) aboard.push_back(c);
  if (x.towing >= 0)
    for (int16_t c : s.ship(x.towing).gold) aboard.push_back(c);
  if (home) {
    SmallList<int16_t, 2 * kMaxCoins> rest;
    if (!take_from(aboard, a.coins, rest) || !rest.empty()) {
      std::string carried = coin_list(x.gold);
      if (x.towing >= 0)
        carried +=
            fmt::format(" (and {} in tow: {})", s.id(x.towing), coin_list(s.ship(x.towing).gold));
      return Violation{
          "unload-all-gold",
          fmt::format("{} carries {}; at {} it unloads all of it, not {}", s.id(i), carried,
                      own_fort ? fmt::format("its own fort {}", s.fort_id(fort))
                               : std::string("its home island"),
                      coin_list(a.coins))};
    }
  } else if (a.unload) {
    return Violation{"unload-not-home",
                     fmt::format("{} is not {}'s home island; gold is unloaded only at home{}",
                                 isl.id, s.quoted_name(x.owner),
                                 s.pieces().forts.empty() ? "" : " or at one's own fort")};
  }
  Ship& m = s.ships_[size_t(i)];
  m.docked = int16_t(a.island);
  if (raid) raid_docked(s, i, a.island);
  if (m.towing >= 0) s.ships_[size_t(m.towing)].docked = int16_t(a.island);
  // Format 2: at home or at one's own fort the fire masts are put out; they stay lost (so are
  // those of a ship it tows, docked there with it).
  if (home) {
    put_out_fires(s, i);
    if (m.towing >= 0) put_out_fires(s, m.towing);
  }
  if (own_fort) {
    int gold = 0;
    for (int16_t c : a.coins) {
      s.forts_[size_t(fort)].gold.push_back(c);
      gold += c;
    }
    s.ledger_[size_t(m.owner)].fort_unloaded += gold;
    m.gold.clear();
    if (m.towing >= 0) s.ships_[size_t(m.towing)].gold.clear();
  } else if (home) {
    int gold = 0;
    for (int16_t c : a.coins) gold += c;
    s.home_gold_[size_t(m.owner)] += gold;
    s.home_coins_[size_t(m.owner)] += a.coins.size;
    s.ledger_[size_t(m.owner)].unloaded += gold;
    // Slice h40b-coin: `stat {coin}` gold goes home with the coins (rules_coin.cc).
    if (const int bonus = stat_coin_bonus(s, i, int(a.coins.size))) {
      s.home_gold_[size_t(m.owner)] += bonus;
      s.ledger_[size_t(m.owner)].coin_bonus += bonus;
    }
    m.gold.clear();
    if (m.towing >= 0) s.ships_[size_t(m.towing)].gold.clear();
    if (gold) s.fact(Fact{s.lines_ + 1, FactKind::Unloaded, m.owner, int16_t(i), -1, gold});
  }
  return std::nullopt;
}

std::optional<Violation> Rules::explore(State& s, const Action& a) {
  const int i = a.ship;
  const Ship& x = s.ship(i);
  if (x.docked < 0)
    return Violation{"explore-not-docked", fmt::format("{} is docked nowhere", s.id(i))};
  // With a grant (format 2), a second explore of another island is its second action.
  if (x.explored && s.enforced("action-budget") && !(x.grants && x.explored_at != x.docked))
    return Violation{"action-budget",
                     fmt::format("{} has explored once this turn already", s.id(i))};
  const Island& is = s.islands()[size_t(x.docked)];
  const std::string& name = s.island_id(x.docked);
  // Free: an Explorer's ship; a ship that docked in this turn at an island already explored.
  // (format 2: or explored for this player only, by an `allow {explore-range}`: rules_range.cc)
  const bool free =
      (x.keywords & kExplorer) || (x.moved && (is.explored || (is.explored_by >> x.owner & 1)));
  if (!free) {
    if (x.moved || !x.docked_since_start)
      return Violation{"explore-not-docked",
                       fmt::format("{} docked at {} in this turn, which was not explored before; "
                                   "a standard explore needs it docked there since its turn began",
                                   s.id(i), name)};
    if (auto v = budget(s, i, Verb::Explore)) return v;
  }
  Coins rest;
  if (!take_from(is.coins, a.coins, rest))
    return Violation{"explore-not-there", fmt::format("{} holds {}; {} is not there", name,
                                                      coin_list(is.coins), coin_list(a.coins))};
  // Format 2: the unique treasures named lie in the island's treasure.
  for (int16_t c : a.items) {
    if (c < 0)
      return Violation{"explore-not-there",
                       fmt::format("the record has no unique treasure {}", a.unknown)};
    const CrewSpec& u = s.pieces().crew[size_t(c)];
    const CrewPlace& at = s.crew_place(c);
    if (!u.unique)
      return Violation{"explore-not-there",
                       fmt::format("{} is {}: an explore takes coins and unique treasures", u.id,
                                   u.equipment ? "an equipment" : "a crew")};
    if (s.crew_lost(c) || at.kind != CrewPlace::Island || at.index != x.docked)
      return Violation{"explore-not-there", fmt::format("{} is not in {}'s treasure", u.id, name)};
  }
  if (a.coins.size > x.free_places())
    return Violation{"explore-cargo",
                     fmt::format("{} has {} free cargo place(s) ({} places, {} crew, {} coins "
                                 "aboard); it takes {} coins",
                                 s.id(i), std::max(0, x.free_places()), int(x.places),
                                 int(x.crew_aboard), int(x.gold.size), int(a.coins.size))};
  // deny-broken (format 2): a mysterious row rolled there forbids it.
  if (auto v = effect_denies_explore(s, i, x.docked)) return v;
  if (!s.pieces().abilities.denies.empty()) {
    if (auto v = denied(s, i, DenyAbility::Explore)) return v;
    // `deny {last-coin}`: the explore takes the last coin the island holds.
    if (a.coins.size && !rest.size)
      if (auto v = denied(s, i, DenyAbility::LastCoin)) return v;
  }
  // unique-take: every unique treasure there is taken (it takes no cargo place).
  for (size_t c = 0; c < s.pieces().crew.size(); ++c) {
    const CrewPlace& at = s.crew_place(int(c));
    if (!s.pieces().crew[c].unique || s.crew_lost(int(c)) || at.kind != CrewPlace::Island ||
        at.index != x.docked ||
        std::find(a.items.begin(), a.items.end(), int16_t(c)) != a.items.end())
      continue;
    return Violation{"unique-take",
                     fmt::format("{} holds the unique treasure {}: every explore there takes "
                                 "it, and the line does not name it",
                                 name, s.pieces().crew[c].id)};
  }
  Ship& m = s.ships_[size_t(i)];
  for (int16_t c : a.items) s.put_aboard(c, i);
  if (!a.items.empty()) s.recompute_crew(i);  // their abilities now work for it
  Island& isl = s.islands_[size_t(m.docked)];
  isl.coins = rest;
  isl.explored = true;
  isl.explored_by |= uint8_t(1u << m.owner);
  int gold = 0;
  for (int16_t c : a.coins) {
    m.gold.push_back(c);
    gold += c;
  }
  m.explored = true;
  m.explored_at = m.docked;
  if (!free) ++m.standard;
  s.ledger_[size_t(m.owner)].explored += gold;
  if (gold) s.fact(Fact{s.lines_ + 1, FactKind::Explored, m.owner, int16_t(i), -1, gold});
  return std::nullopt;
}

}  // namespace qm::pirates

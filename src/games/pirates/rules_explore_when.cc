// Triggered effects after an explore (format 2; docs/rules-pirates.md, "After an explore"): a
// `use` line right after its ship's explore line applies a `when` of a ship or of a crew at work
// aboard. `{when: {event: explore, effect: swap-coin}}` after an explore of a wild island X: `use
// A1c swap 2 I4 3`, the coin of 2 left on X goes to another wild island (I4) and a coin drawn
// there at random (3) comes aboard its ship. `{when: {event: explore-derelict, effect: [own,
// dock-home]}}` after an explore at sea of a derelict: `use A1 own B2 250,200 200,260`, the
// derelict becomes the player's and both ships are placed docked at the player's home island, at
// the two centres written. Checked in part 2's order: use-source, use-trigger, use-once (one
// answer per trigger for one ship's ability), use-target, then the effect's own rules
// (cargo-not-there, cargo-places).
#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

std::string coins_text(const Coins& coins) {
  std::string out;
  for (int16_t c : coins) out += fmt::format("{}{}", out.empty() ? "" : ", ", c);
  return out.empty() ? "none" : out;
}

// Where ship `ship` (radius r) may be placed at `at`, docked at island `home`: touching it without
// overlapping it, and overlapping no other island nor any ship in play but `skip` (the ships
// placed with it, `other` at `other_at`); "" when it may, else why not.
std::string place_text(const State& s, int ship, Point at, int home, int other, Point other_at) {
  const Pieces& p = s.pieces();
  const Geometry& g = s.geometry();
  const double tol = g.tolerance, r = s.radius(ship);
  const IslandSpec& is = p.islands[size_t(home)];
  const double gap = g.dist(at, is.centre) - is.r - r;
  if (gap > tol || gap < -tol)
    return fmt::format(
        "{} at {},{} is {} mm from {}'s shore edge to edge: docked, it touches it "
        "(tolerance {} mm)",
        s.id(ship), Rules::mm(at.x), Rules::mm(at.y), Rules::mm(gap), is.id, Rules::mm(tol));
  for (size_t k = 0; k < p.islands.size(); ++k)
    if (int(k) != home && g.dist(at, p.islands[k].centre) < p.islands[k].r + r - tol)
      return fmt::format("{} at {},{} overlaps the island {}", s.id(ship), Rules::mm(at.x),
                         Rules::mm(at.y), p.islands[k].id);
  for (int t = 0; t < int(s.ships().size()); ++t) {
    if (t == ship || !s.in_play(t)) continue;
    const Point there = t == other ? other_at : s.ship(t).pos;
    if (g.dist(at, there) < r + s.radius(t) - tol)
      return fmt::format("{} at {},{} overlaps {}", s.id(ship), Rules::mm(at.x), Rules::mm(at.y),
                         s.id(t));
  }
  return "";
}

// Ship i leaves every tow and every ram contact: it is placed elsewhere.
void free_ship(std::vector<Ship>& ships, int i) {
  Ship& x = ships[size_t(i)];
  if (x.towing >= 0) ships[size_t(x.towing)].towed_by = kNoPiece;
  if (x.towed_by >= 0) ships[size_t(x.towed_by)].towing = kNoPiece;
  x.towing = x.towed_by = x.stuck_on = kNoPiece;
  for (Ship& y : ships)
    if (y.stuck_on == i) y.stuck_on = kNoPiece;
}

}  // namespace

void Rules::note_explore(State& s, const Action& a) {
  s.explore_line_ = s.lines_ + 1;
  s.explore_island_ = a.at_sea ? int16_t(kNoPiece) : s.ship(a.ship).docked;
  s.explore_other_ = a.at_sea && !a.other_fort ? a.other : int16_t(kNoPiece);
}

std::optional<Violation> Rules::use_explore_when(State& s, const Action& a) {
  const Pieces& p = s.pieces();
  AbilityCarrier carrier;
  (a.source_ship ? carrier.ship : carrier.crew) = a.source;
  const std::string& src = carrier_id(p, carrier);
  const bool swap = a.use == UseEffect::SwapCoin;
  const WhenAbility::Effect wanted = swap ? WhenAbility::SwapCoin : WhenAbility::OwnDockHome;
  const char* word = swap ? "swap-coin" : "[own, dock-home]";
  // use-source: the player's, an entry of that effect, at work aboard a ship
  const int owner = carrier_owner(p, carrier);
  if (owner != a.player && s.enforced("use-source"))
    return Violation{"use-source", fmt::format("{} is {}'s, not {}'s", src, s.quoted_name(owner),
                                               s.quoted_name(a.player))};
  const WhenAbility* w = nullptr;
  for (const WhenAbility& x : p.abilities.whens)
    if (x.carrier.ship == carrier.ship && x.carrier.crew == carrier.crew && x.effect == wanted)
      w = &x;
  if (!w)
    return Violation{"use-source", fmt::format("{} has no `when` whose effect is {}", src, word)};
  const int i = working_ship(s, carrier, true);
  if (i < 0) return Violation{"use-source", not_at_work_text(s, carrier, "when")};
  // use-trigger: the line before is its ship's explore of a wild island, or of a derelict at sea
  const int line = s.trigger_line_;
  const bool explored =
      s.explore_line_ == line && s.trigger_actor_line_ == line && s.trigger_actor_ == i;
  const int x_island = s.explore_island_, o_ship = s.explore_other_;
  if ((!explored || (swap ? x_island < 0 || p.islands[size_t(x_island)].home >= 0
                          : o_ship < 0 || !s.in_play(o_ship) || !s.ship(o_ship).derelict())))
    return Violation{
        "use-trigger",
        fmt::format("{}'s `when` ({}) answers {} by {}: the line before is not one", src, w->text,
                    swap ? "an explore of a wild island" : "an explore of a derelict", s.id(i))};
  // use-once: a trigger answered once by one ship's ability (two sources, one ability)
  const int key = -2 * i - (swap ? 1 : 2);
  if (s.answered_line_ != line) {
    s.answered_.clear();
    s.answered_line_ = line;
  }
  if (std::find(s.answered_.begin(), s.answered_.end(), key) != s.answered_.end() &&
      s.enforced("use-once"))
    return Violation{"use-once",
                     fmt::format("{}'s `when` ({}) answered this explore for {} already", src,
                                 w->text, s.id(i))};
  if (!s.answered_.full()) s.answered_.push_back(key);
  if (swap) {
    // use-target: another wild island; then the coins where the line says, and a place aboard
    const int y = a.island;
    if (y == x_island || p.islands[size_t(y)].home >= 0)
      return use_target(
          fmt::format("{}'s `when` ({}) draws a coin on another wild island than "
                      "{}: not {}",
                      src, w->text, s.island_id(x_island), s.island_id(y)));
    Island& from = s.islands_[size_t(x_island)];
    Island& to = s.islands_[size_t(y)];
    const int c = coin_at(from.coins, a.coins[0]), r = coin_at(to.coins, a.coins[1]);
    if (c < 0)
      return Violation{"cargo-not-there",
                       fmt::format("{} holds no coin of {} (its coins now: {})",
                                   s.island_id(x_island), a.coins[0], coins_text(from.coins))};
    if (r < 0)
      return Violation{"cargo-not-there",
                       fmt::format("{} holds no coin of {} (its coins: {})", s.island_id(y),
                                   a.coins[1], coins_text(to.coins))};
    Ship& m = s.ships_[size_t(i)];
    if (m.free_places() <= 0)
      return Violation{"cargo-places",
                       fmt::format("{} has no free cargo place ({} places, {} crew, {} coins "
                                   "aboard): the coin drawn must be loaded",
                                   s.id(i), int(m.places), int(m.crew_aboard), int(m.gold.size))};
    if (to.coins.full()) return use_target(fmt::format("{} holds too many coins", s.island_id(y)));
    remove_coin(from.coins, c);
    remove_coin(to.coins, r);
    to.coins.push_back(a.coins[0]);
    m.gold.push_back(a.coins[1]);
    s.ledger_[size_t(m.owner)].explored += a.coins[1];
    return std::nullopt;
  }
  // use-target: the derelict explored; two places docked at the player's home island
  const int o = a.other;
  if (a.other_fort || o != o_ship)
    return use_target(fmt::format("{}'s `when` ({}) acts on {}, the derelict {} explored, not {}",
                                  src, w->text, o_ship >= 0 ? s.id(o_ship) : std::string("none"),
                                  s.id(i), a.other_fort ? s.fort_id(o) : s.id(o)));
  int home = kNoPiece;
  for (size_t k = 0; k < p.islands.size(); ++k)
    if (s.is_home_of(int(k), a.player)) home = int(k);
  if (home < 0) return use_target(fmt::format("{} has no home island", s.quoted_name(a.player)));
  const Point at = a.points[0], o_at = a.points[1];
  if (s.enforced("use-target")) {
    std::string why = place_text(s, i, at, home, o, o_at);
    if (why.empty()) why = place_text(s, o, o_at, home, i, at);
    if (!why.empty())
      return use_target(fmt::format("{}'s `when` ({}) docks {} and {} at {}: {}", src, w->text,
                                    s.id(i), s.id(o), s.island_id(home), why));
  }
  const Gold gold = s.ship(o).gold_value();
  const int before = s.ship(o).owner;
  if (before != a.player) {
    s.ledger_[size_t(a.player)].derelict_in += gold;
    s.ledger_[size_t(before)].derelict_out += gold;
  }
  for (const auto& [ship, pos] : {std::pair{i, at}, std::pair{o, o_at}}) {
    free_ship(s.ships_, ship);
    Ship& x = s.ships_[size_t(ship)];
    x.pos = pos;
    x.docked = int16_t(home);
    x.owner = int8_t(a.player);
  }
  return std::nullopt;
}

}  // namespace qm::pirates

// Never a silent ability (abilities.h): what PiratesGameState says about the abilities the
// engine does not model. A line "involves" an ability when it names the ship carrying it
// (the acting ship, the other ship of a ram, boarding or tow, a shot's target) and its verb
// is in an area the ability affects. Such a line, legal, is listed as unchecked; refused, its
// violation says "illegal unless ...'s ability '...' allows it". A fleet or set-up violation
// of a player says the same for the abilities of that player's pieces that could change the
// set-up. The caveats list each
// unmodelled ability and the moves it could change, and warn that a refused line's verdict
// is not certain (what `qm adjudicate` shows of the disputed line).
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

#include "games/pirates/notation.h"
#include "games/pirates/pirates_game_state.h"
#include "games/pirates/rules.h"

namespace qm::pirates {

namespace {

constexpr size_t kMovesNamed = 10;  // a caveat names the first moves an ability involves

// The areas a line of `verb` is checked in.
uint16_t verb_areas(Verb v) {
  switch (v) {
    case Verb::Move:
      return kAreaMove | kAreaActions;
    case Verb::Dock:
      return kAreaDock | kAreaCargo;
    case Verb::Explore:
      return kAreaExplore | kAreaCargo | kAreaActions;
    case Verb::Shoot:
      return kAreaShoot | kAreaDice | kAreaActions;
    case Verb::Ram:
      return kAreaRam | kAreaDice;
    case Verb::Board:
      return kAreaBoard | kAreaDice | kAreaCargo;
    case Verb::Tow:
      return kAreaTow | kAreaMove;
    case Verb::Repair:
      return kAreaRepair | kAreaActions;
    case Verb::Build:  // a fort, paid with gold from home
    case Verb::Load:
    case Verb::Unload:
    case Verb::Transfer:
    case Verb::Leave:
      return kAreaCargo;
    case Verb::Scuttle:
      return kAreaDice | kAreaActions;
    case Verb::Escape:
      return kAreaTerrain | kAreaDice | kAreaActions;
    case Verb::Reef:
    case Verb::Sargasso:
    case Verb::Whirlpool:
    case Verb::Fog:
    case Verb::Iceberg:
    case Verb::Drift:
      return kAreaTerrain | kAreaDice;
    case Verb::Mystery:  // a roll on an island's table
      return kAreaDock | kAreaDice;
    case Verb::Reveal:  // an event revealed (part 2: `actions`)
      return kAreaActions;
    case Verb::Extra:  // an `act` ability's grant, and its die
      return kAreaActions | kAreaDice;
    case Verb::Fire:  // fire-mast dice
      return kAreaDice;
    case Verb::Use:  // an ability used (part 2: `actions`); a `take` moves items
      return kAreaActions | kAreaCargo;
    case Verb::Turn:
    case Verb::Ruling:  // listed as unchecked already
      break;
  }
  return 0;
}

// The area a line's verb is named by in the unchecked list ("board").
const char* verb_area_name(Verb v) {
  const uint16_t a = verb_areas(v);
  for (uint16_t bit = 1; bit < kAreaAll; bit = uint16_t(bit << 1))
    if (a & bit) return area_name(AbilityArea(bit));
  return "all";
}

// Rules no ability changes: whose turn it is, which pieces the record has, what a d6 shows.
bool beyond_abilities(const std::string& rule) {
  return rule == "game-over" || rule == "turn-order" || rule == "piece-unknown" ||
         rule == "piece-not-own" || rule == "die-value";
}

// "A1's ability '+1 to boarding rolls'" for each, "or"-joined; the first three.
std::string abilities_named(const Pieces& p, const std::vector<const UnmodelledAbility*>& list) {
  std::string out;
  for (size_t k = 0; k < list.size() && k < 3; ++k)
    out += fmt::format("{}{}'s ability '{}'", k ? " or " : "", carrier_id(p, list[k]->carrier),
                       excerpt(list[k]->text));
  if (list.size() > 3) out += fmt::format(" (or {} more)", list.size() - 3);
  return out;
}

// The header's unmodelled abilities, then the mysterious islands' effects rolled so far
// (rules_mystery.cc), each an unmodelled ability of the ship that rolled it.
// `rolled`: how many of those to take (a line is not involved by what it rolls itself).
std::vector<const UnmodelledAbility*> all_unmodelled(const State& s, size_t rolled = SIZE_MAX) {
  std::vector<const UnmodelledAbility*> all;
  for (const UnmodelledAbility& u : s.pieces().abilities.unmodelled) all.push_back(&u);
  const std::vector<UnmodelledAbility>& effects = s.rolled_effects();
  for (size_t k = 0; k < effects.size() && k < rolled; ++k) all.push_back(&effects[k]);
  return all;
}

}  // namespace

std::vector<const UnmodelledAbility*> PiratesGameState::unmodelled_on(const Action& a) const {
  std::vector<const UnmodelledAbility*> out;
  const AbilitySet& set = state_.pieces().abilities;
  if (set.unmodelled.empty() && set.fort_nation.empty() && state_.rolled_effects().empty())
    return out;
  const std::vector<const UnmodelledAbility*> all = all_unmodelled(state_, rolled_before_);
  // (a `when`'s effect on a `use` line kills crew, takes treasure or repairs: rules_when.cc)
  const uint16_t areas =
      verb_areas(a.verb) |
      (a.verb == Verb::Use && a.use >= UseEffect::TakeAll ? kAreaBoard | kAreaRepair : 0);
  if (!areas) return out;
  const int n = int(state_.ships().size());
  const int forts = int(state_.forts().size());
  // A ship or a fort the line names: the acting piece, the other of a ram, boarding or tow,
  // a shot's target.
  auto named = [&](RollPiece piece) {
    const int i = piece.index;
    if (i < 0 || i >= (piece.fort ? forts : n)) return false;
    if (piece.fort ? a.fort == i : a.ship == i) return true;
    if (a.verb == Verb::Use && !piece.fort && Rules::use_ship(state_, a) == i) return true;
    if (a.other == i && a.other_fort == piece.fort) return true;
    if (a.verb == Verb::Shoot)
      for (const Shot& shot : a.shots)
        if (shot.target == i && shot.at_fort == piece.fort) return true;
    return false;
  };
  // A shot between a ship and a fort meets the nation filters a fort cannot pass: the
  // shooter's own mods at a fort, the target's `to: attackers` against a fort's shot.
  if (a.verb == Verb::Shoot && !set.fort_nation.empty())
    for (const ModAbility& m : set.mods) {
      const int ship = m.fort_nation < 0 ? -1 : working_ship(state_, m.carrier, true);
      if (ship < 0) continue;
      bool meets = false;
      for (const Shot& shot : a.shots)
        meets = meets || (m.attackers ? a.fort >= 0 && !shot.at_fort && shot.target == ship
                                      : a.fort < 0 && a.ship == ship && shot.at_fort);
      if (meets) out.push_back(&set.fort_nation[size_t(m.fort_nation)]);
    }
  for (const UnmodelledAbility* up : all) {
    const UnmodelledAbility& u = *up;
    if (!(u.areas & areas)) continue;
    // A crew's ability works on its ship (whatever its nation: an ability may let it); a crew
    // a cargo line moves is involved wherever it is.
    const bool moved =
        u.carrier.crew >= 0 &&
        (std::find(a.items.begin(), a.items.end(), u.carrier.crew) != a.items.end() ||
         std::find(a.give_items.begin(), a.give_items.end(), u.carrier.crew) != a.give_items.end());
    // A cancelled card (rules_use.cc) is still said where it stands: the cancel is checked
    // against the cards qm models, and a rolled row's effect goes on.
    RollPiece on = working_piece(state_, u.carrier, false);
    if (on.index < 0 && state_.cancelled(u.carrier))
      on.index = u.carrier.ship >= 0 ? u.carrier.ship : state_.crew_ship(u.carrier.crew);
    // An ability that reaches other pieces (slice coverage) is involved wherever it works.
    if (moved || named(on) || (u.others && on.index >= 0)) out.push_back(up);
  }
  return out;
}

namespace {

// The `ruling` events that make the line unchecked: the one it reveals, and those of its
// player revealed and still in play (a revealed event's ruling is fleet-wide, part 2) whose
// `affects` meet the line's areas.
std::vector<int> ruling_events_on(const State& s, const Action& a) {
  std::vector<int> out;
  const std::vector<EventSpec>& events = s.pieces().events;
  const uint16_t areas = verb_areas(a.verb);
  for (size_t e = 0; e < events.size(); ++e) {
    if (events[e].effect != EventEffect::Ruling) continue;
    const bool revealing = a.verb == Verb::Reveal && a.event == int(e);
    const bool at_work = s.event_revealed(int(e)) && !s.event_removed(int(e)) &&
                         events[e].owner == a.player && (events[e].areas & areas);
    if (revealing || at_work) out.push_back(int(e));
  }
  return out;
}

}  // namespace

void PiratesGameState::note_unmodelled(const RawMove& raw, std::optional<Violation>& v) {
  if (v && beyond_abilities(v->rule)) return;
  if (last_read_ && last_.verb != Verb::Ruling) {
    const std::vector<int> events = ruling_events_on(state_, last_);
    const Pieces& p = state_.pieces();
    std::string named;
    for (int e : events) {
      const EventSpec& spec = p.events[size_t(e)];
      named += fmt::format("{}{}'s ruling '{}'", named.empty() ? "" : " or ", spec.id,
                           excerpt(spec.text));
      if (!v)
        unchecked_.push_back({played_, raw.pos.line, spec.id, format_action(last_, p),
                              verb_area_name(last_.verb), spec.text});
    }
    if (v && !named.empty())
      v->message += fmt::format("; illegal unless {} allows it (qm does not model it)", named);
  }
  const std::vector<const UnmodelledAbility*> on = unmodelled_on(last_);
  if (on.empty()) return;
  const Pieces& p = state_.pieces();
  if (v) {
    v->message +=
        fmt::format("; illegal unless {} allows it (qm does not model it)", abilities_named(p, on));
    violation_ = v;
    return;
  }
  const std::string text = format_action(last_, p);
  for (const UnmodelledAbility* u : on)
    unchecked_.push_back({played_, raw.pos.line, carrier_id(p, u->carrier), text,
                          verb_area_name(last_.verb), u->text});
}

void PiratesGameState::qualify_setup_violation() {
  // The player whose fleet or set-up breaks the rule: any of that fleet's abilities that
  // could change the set-up (a discount, points beyond the total, another starting place).
  if (!setup_ || setup_->player.empty()) return;
  const Pieces& p = state_.pieces();
  std::vector<const UnmodelledAbility*> on;
  for (const UnmodelledAbility& u : p.abilities.unmodelled) {
    const int owner = carrier_owner(p, u.carrier);
    if ((u.areas & kAreaSetup) && p.players[size_t(owner)] == setup_->player) on.push_back(&u);
  }
  if (!on.empty())
    setup_->message +=
        fmt::format("; illegal unless {} allows it (qm does not model it)", abilities_named(p, on));
}

void PiratesGameState::unmodelled_caveats(std::vector<std::string>& caveats) const {
  const Pieces& p = state_.pieces();
  if (violation_ && last_read_) {
    const std::vector<const UnmodelledAbility*> on = unmodelled_on(last_);
    if (!on.empty() && !beyond_abilities(violation_->rule))
      caveats.push_back(fmt::format(
          "the verdict on move {} is not certain: the line involves {}, which qm does not "
          "model; a referee decides whether it allows the line",
          played_, abilities_named(p, on)));
  }
  // The nation-filtered cannon mods: said only where a shot with a fort met them.
  for (const UnmodelledAbility& u : p.abilities.fort_nation) {
    std::vector<int> moves;
    for (const UncheckedView& line : unchecked_)
      if (line.ability && *line.ability == u.text && line.piece == carrier_id(p, u.carrier) &&
          (moves.empty() || moves.back() != line.move))
        moves.push_back(line.move);
    if (!moves.empty())
      caveats.push_back(fmt::format(
          "{}'s ability '{}' is not applied to shots between its ship and a fort: the record "
          "gives a fort no nation; move{} {}{} {} unchecked",
          carrier_id(p, u.carrier), excerpt(u.text), moves.size() > 1 ? "s" : "",
          fmt::join(moves.begin(), moves.begin() + long(std::min(moves.size(), kMovesNamed)), ", "),
          moves.size() > kMovesNamed ? ", …" : "", moves.size() > 1 ? "are" : "is"));
  }
  // A `ruling` event from its reveal: every line of its owner it could change is unchecked.
  for (size_t e = 0; e < p.events.size(); ++e) {
    const EventSpec& spec = p.events[e];
    if (spec.effect != EventEffect::Ruling || !state_.event_revealed(int(e))) continue;
    std::vector<int> moves;
    for (const UncheckedView& line : unchecked_)
      if (line.piece == spec.id && (moves.empty() || moves.back() != line.move))
        moves.push_back(line.move);
    caveats.push_back(fmt::format(
        "{}'s ruling '{}' is revealed and not modelled (it could change {}'s lines: {}): {}",
        spec.id, excerpt(spec.text), p.players[size_t(spec.owner)], areas_text(spec.areas),
        moves.empty() ? std::string("no line so far involves it")
                      : fmt::format("move{} {} {} unchecked", moves.size() > 1 ? "s" : "",
                                    fmt::join(moves, ", "), moves.size() > 1 ? "are" : "is")));
  }
  for (const UnmodelledAbility* up : all_unmodelled(state_)) {
    const UnmodelledAbility& u = *up;
    std::vector<int> moves;
    for (const UncheckedView& line : unchecked_)
      if (line.ability && *line.ability == u.text && line.piece == carrier_id(p, u.carrier) &&
          (moves.empty() || moves.back() != line.move))
        moves.push_back(line.move);
    std::string where = "no line so far involves it";
    if (moves.size() > kMovesNamed)
      where =
          fmt::format("moves {}, … ({} lines in all, the audit lists them) are unchecked",
                      fmt::join(moves.begin(), moves.begin() + kMovesNamed, ", "), moves.size());
    else if (!moves.empty())
      where = fmt::format("move{} {} {} unchecked", moves.size() > 1 ? "s" : "",
                          fmt::join(moves, ", "), moves.size() > 1 ? "are" : "is");
    caveats.push_back(fmt::format("{}'s ability '{}' is not modelled (it could change: {}): {}",
                                  carrier_id(p, u.carrier), excerpt(u.text), areas_text(u.areas),
                                  where));
  }
}

}  // namespace qm::pirates

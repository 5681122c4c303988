// Reads one entry of a piece's `abilities:` list (docs/abilities-pirates.md) into the
// AbilitySet (abilities.h): a keyword word, a primitive map (`{mod: {...}}`) whose
// parameters are the vocabulary's closed words, or the escape `{ruling: "...", affects:
// [...]}`. A word or value outside the closed lists makes the record unreadable at that node
// (RecordError).
#pragma once

#include <string>

#include "games/pirates/abilities.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

// Format 1: any word, returned for the caller to keep (the six keywords act; another is also
// added to `set` as an unmodelled ability, in every area). Format 2: any entry of the
// vocabulary; returns the v1 keyword the entry is (its expression included: `{allow:
// move-shoot}` is `captain`), for the caller to set its bit; otherwise "" after adding the
// entry to `set`.
std::string read_ability_entry(const YNode& entry, const AbilityCarrier& carrier, int format,
                               AbilitySet& set);

// The entry as the audit and the messages quote it: a ruling's text, a word, or the map in
// flow style ("{mod: {roll: board, by: 1}}").
std::string entry_text(const YNode& entry);

// A label of a piece (a keyword word such as `galley`, or a `class:` text such as "Sea
// Monster"), added to `set` as an entry with nothing of its own to check; unverified when
// the vocabulary names it a label whose own rules could not be confirmed (hull classes, the
// creature kinds), which the audit says.
void add_label(AbilitySet& set, const AbilityCarrier& carrier, std::string text,
               std::string_view word);

// abilities_reader_cannon.cc: a `stat`'s map `p` that is an extra cannon alone (`{cannon: 3S,
// from?: any-mast, fixed?: true}`, on a ship, crew or equipment), added as modelled (true);
// false for any other (the caller goes on). The shorthands `musketeer` and `broadsides-attack`
// (a ship's, crew's or equipment's), added (true); false for another word.
bool read_stat_cannon(const YNode& p, const AbilityCarrier& carrier, std::string text,
                      AbilitySet& set);
// abilities_reader_coin.cc (slice h40b-coin): a `stat`'s map `p` that is `{coin: +N, count:
// K|all}` or `{derelict: sinks}` alone, on a ship or a crew, added as modelled (true); false
// for any other (the caller goes on).
bool read_stat_coin(const YNode& p, const AbilityCarrier& carrier, std::string text,
                    AbilitySet& set);
// abilities_reader_range.cc (slice h41-range): a `stat`'s map `p` with `range: =S|=L|x2` (another
// value is unreadable), and at most `hit-on: 6` and `optional: turn`, on a ship or a crew, added
// as modelled (true); false for any other (the caller goes on; it stays unmodelled).
bool read_stat_range(const YNode& p, const AbilityCarrier& carrier, std::string text,
                     AbilitySet& set);
// `{allow: {what: move-after-cargo, move: S|L, once?: turn}}` (another move is unreadable) on a
// ship or a crew: added as modelled (true); false for any other `allow` (slice h41-range).
bool read_allow_range(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                      AbilitySet& set);
// A `shot`'s map `p` of kind `broadside`, alone or with `once: turn` (and, on a crew or
// equipment, `on-1: remove`), added as modelled (true); false for any other.
bool read_broadside(const YNode& p, const AbilityCarrier& carrier, std::string text,
                    AbilitySet& set);
bool read_cannon_shorthand(std::string_view word, const AbilityCarrier& carrier, AbilitySet& set);
// A `shot` the engine applies, added to `set` (abilities_reader_shots.cc): two sources, one
// ability: it shares its uses with an equal entry (same kind and parameters) read before.
void add_shot_ability(AbilitySet& set, ShotAbility shot);

// The cards' shorthands `chainshot-specialist`, `stinkpot-specialist`, `smokepot-specialist`:
// `{shot: {kind: chain|stink|smoke, once: turn}}`, added to `set`; false for another word.
bool add_shot_specialist(std::string_view word, const AbilityCarrier& carrier, AbilitySet& set);

// act slice (abilities_reader_act.cc): `{act: {grant: extra|same|two, roll?: N, once?:
// turn|game, cost?: crew, to?: self|any-own, when?: any|before-action|turn-start}}` added to
// `set` (true), as the record writes it (`text`); false for any other `act` (unmodelled).
bool read_act(const YNode& p, std::string text, const AbilityCarrier& carrier, AbilitySet& set);
// `born-leader`: {act: {grant: same, roll: 5, when: before-action, once: turn}}.
void add_born_leader(const AbilityCarrier& carrier, AbilitySet& set);

// when-other slice (abilities_reader_when.cc): a `{when: …}` of a ship or a crew the engine
// applies (abilities.h WhenAbility), added to `set` (true); false for any other (unmodelled).
bool read_when(const YNode& p, std::string text, const AbilityCarrier& carrier, AbilitySet& set);

// A `{when: {event: hit, ...}}` entry the engine applies (abilities_reader_whenhit.cc): added to
// `set` (true); false for any other `when` (the caller keeps it unmodelled). Words checked already.
bool read_when_hit(const YNode& entry, const YNode& p, const AbilityCarrier& carrier,
                   AbilitySet& set);
// `{allow: {what: board-range, range: S|L}}` of a ship, crew or equipment: added (true); false
// for any other `allow`.
bool read_board_range(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                      AbilitySet& set);

// An `immune` of the forms abilities_reader_immune.cc reads (ram, pin, `from: {within: R}`,
// `from: {kind: fort}`, `if: {docked: any}`, `first: turn`): added to `set` as modelled (true);
// false for any other form (the caller keeps it unmodelled). Its words are checked already.
bool read_immune_more(const YNode& entry, const YNode& p, const AbilityCarrier& carrier,
                      AbilitySet& set);
// Slice h41-crewloss (abilities_reader_crewloss.cc): the same for `{to: crew-loss}` (with
// `instead: face-down|home`), `{to: sink}` and `{to: hit, only-on: 6}`.
bool read_immune_crewloss(const YNode& entry, const YNode& p, const AbilityCarrier& carrier,
                          AbilitySet& set);

// Slice coverage (abilities_reader_coverage.cc): whether a format 2 entry's `to:` reaches other
// pieces than its carrier's ship (`{any: R}`, `{friends: R}`, `{fleet: …}`, `any-own`, `enemy`).
bool reaches_others(const YNode& entry);
// `{build: {no-cargo: true, if: {face: up}}}` of a crew or equipment: added to `set` as modelled
// (true, abilities_build.cc applies it); false for any other `build`.
bool read_build_no_cargo_face_up(const YNode& entry, const YNode& v, const AbilityCarrier& carrier,
                                 AbilitySet& set);

// Slice fear (abilities_reader_fear.cc): the `fear` keyword of a ship or a crew, added to `set`
// as modelled (true); false for a fort's (the caller keeps it unmodelled).
bool add_fear(const AbilityCarrier& carrier, AbilitySet& set);
// Slice fear (abilities_reader_fear.cc): `{when: {event: explore, effect: swap-coin}}` or `{when:
// {event: explore-derelict, effect: [own, dock-home]}}` of a ship or a crew, added to `set`
// (true); false for any other `when`.
bool read_when_explore(const YNode& p, std::string text, const AbilityCarrier& carrier,
                       AbilitySet& set);

}  // namespace qm::pirates

#include "games/pirates/cards/templates.h"

namespace qm::pirates::cards {

namespace {

constexpr EntryKind C = EntryKind::Checked;
constexpr EntryKind Lb = EntryKind::Label;
constexpr EntryKind Lq = EntryKind::Unverified;
constexpr EntryKind U = EntryKind::Unmodelled;
constexpr EntryKind R = EntryKind::Reminder;

// The fire rules a firepot card prints after its first sentence (the Firepot Specialist
// keyword's `fire: {out: [6], spread: [1, 2, 3]}`), and the like for the other special shots.
const std::vector<SentenceTemplate> kTemplates = {
    // Keywords and labels printed alone.
    {"captain", "captain", C},
    {"helmsman", "helmsman", C},
    {"explorer", "explorer", C},
    {"cannoneer", "cannoneer", C},
    {"shipwright", "shipwright", C},
    {"oarsman", "oarsman", C},
    {"musketeer", "musketeer", C},
    {"fear", "fear", C},
    {"broadsides attack", "broadsides-attack", C},
    {"cargo master", "cargo-master", C},
    {"navigator", "navigator", C},
    {"born leader", "born-leader", C},
    {"firepot specialist", "firepot-specialist", C},
    {"chainshot specialist", "chainshot-specialist", C},
    {"stinkpot specialist", "stinkpot-specialist", C},
    {"smokepot specialist", "smokepot-specialist", C},
    {"schooner", "{class: Schooner}", Lb},
    {"galley", "{class: Galley}", Lq},
    {"junk", "{class: Junk}", Lq},
    {"turtle ship", "{class: Turtle Ship}", Lq},
    {"longship", "{class: Longship}", Lq},
    {"windcatcher", "{class: Windcatcher}", Lq},
    {"native canoe", "{class: Native Canoe}", Lq},
    {"treasure ship", "{class: Treasure Ship}", Lq},
    {"sea monster", "{class: Sea Monster}", Lq},
    {"kraken", "{class: Kraken}", Lq},
    {"sea dragon", "{class: Sea Dragon}", Lq},
    {"titan", "{class: Titan}", Lq},
    {"octopus", "{class: Octopus}", Lq},
    // Keywords whose rules the vocabulary cannot state: `ruling` entries.
    {"ghost ship", "move, ram, board, dock, shoot", U},
    {"@", "setup, cargo", U, "", "", "", "Mercenary"},  // a nation word printed as a keyword
    {"loyal: @", "setup, cargo", U},
    {"hostile: @", "setup, cargo", U},
    {"ex-patriot", "setup, cargo", U},
    {"limit", "setup, scoring, board", U},
    {"ransom", "setup, scoring, board", U},
    {"eternal", "shoot, board, scoring", U},
    {"marine", "shoot", U},
    {"parley", "all", U},
    // A submarine's rules are unmodelled, but other cards name it: it is also `{class: Submarine}`.
    {"submarine", "move, shoot, ram, board", U, "", "", "", "", "Submarine"},
    {"catamaran", "shoot, move, terrain", U},
    {"double catamaran", "shoot, move, terrain", U},
    {"flotilla", "shoot, move, terrain", U},
    {"hoist", "shoot, move, terrain", U},
    {"turbine", "shoot, move, terrain", U},
    {"switchblade", "shoot, move, terrain", U},
    {"scorpion", "shoot, move, terrain", U},
    {"icebreaker", "shoot, move, terrain", U},
    {"secret hold", "all", U},
    {"dories", "all", U},
    {"black mark", "all", U},
    {"extended range", "all", U},
    {"bombardier", "all", U},

    // The v1 keywords' printed text.
    {"this ship may move and shoot using the same move action", "captain", C},
    {"this ship may dock and explore a wild island using the same move action", "explorer", C},
    {"once per turn, one of this ship's cannons may shoot again if it misses", "cannoneer", C},
    {"this ship may repair at sea or at any island", "shipwright", C},
    {"this ship gets +% to her base move", "{stat: {move: +%1}}", C},

    // Rolls.
    {"this ship gets +# to her boarding rolls", "{mod: {roll: board, by: #1}}", C},
    {"she gets +# to her boarding rolls", "{mod: {roll: board, by: #1}}", C},
    {"this sea monster gets +# to its boarding rolls", "{mod: {roll: board, by: #1}}", C},
    {"this ship gets +# to her boarding rolls | she gets +# instead if her opponent is a sea "
     "monster",
     "{mod: {roll: board, by: #1, vs: {kind: ship}}} ;; {mod: {roll: board, by: #2, vs: {kind: "
     "creature}}}",
     C},
    // "+2 instead" against a submarine: the +1 for every opponent and +1 more against the
    // class Submarine (a submarine's own `ruling` marks its boarding lines unchecked).
    {"this ship gets +# to her boarding rolls | she gets +# instead if her opponent is a submarine",
     "{mod: {roll: board, by: 1}} ;; {mod: {roll: board, by: 1, vs: {class: Submarine}}}", C, "",
     "", "1,2"},
    {"this ship gets +# to her boarding rolls | she gets +# instead if her opponent is a sea "
     "monster or submarine",
     "{mod: {roll: board, by: 1}} ;; {mod: {roll: board, by: 1, vs: {kind: creature}}} ;; {mod: "
     "{roll: board, by: 1, vs: {class: Submarine}}}",
     C, "", "", "1,2"},
    {"she gets +# instead if her opponent is a submarine", "board", U},
    {"this ship gets +# to her boarding rolls against @ ships",
     "{mod: {roll: board, by: #1, vs: {nation: @1}}}", C},
    {"this ship gets +# to her boarding rolls against the @",
     "{mod: {roll: board, by: #1, vs: {nation: @1}}}", C},
    {"this ship gets +# to her boarding rolls against sea monsters",
     "{mod: {roll: board, by: #1, vs: {kind: creature}}}", C},
    {"this ship gets +# to her cannon rolls against @ ships",
     "{mod: {roll: cannon, by: #1, vs: {nation: @1}}}", C},
    {"this ship gets +# to her cannon rolls against the @",
     "{mod: {roll: cannon, by: #1, vs: {nation: @1}}}", C},
    {"this ship gets +# to her cannon rolls against any non-@ ship",
     "{mod: {roll: cannon, by: #1, vs: {not-nation: @1}}}", C},
    {"this ship gets +# to her cannon rolls against non-@ ships",
     "{mod: {roll: cannon, by: #1, vs: {not-nation: @1}}}", C},
    {"this ship gets +# to her cannon rolls against any non-@ ship or fort",
     "{mod: {roll: cannon, by: #1, vs: {not-nation: @1}}}", C},
    {"this ship gets +# to her cannon rolls against any ship", "{mod: {roll: cannon, by: #1}}", C},
    {"this ship gets +# to her cannon rolls and boarding rolls against @ ships",
     "{mod: {roll: cannon, by: #1, vs: {nation: @1}}} ;; {mod: {roll: board, by: #1, vs: "
     "{nation: @1}}}",
     C},
    {"@ ships get +# to their cannon rolls against this ship",
     "{mod: {roll: cannon, by: #1, to: attackers, vs: {nation: @1}}}", C},
    {"if this ship has a captain crew, she gets +# to her cannon rolls",
     "{mod: {roll: cannon, by: #1, if: {crew: captain}}}", C},
    {"if this ship has a crew with the captain keyword, she gets +# to her cannon rolls",
     "{mod: {roll: cannon, by: #1, if: {crew: captain}}}", C},
    {"if this ship shoots at a ship that was previously shot at by another ship this turn, she "
     "gets +# to her cannon rolls against that ship this turn",
     "{mod: {roll: cannon, by: #1, vs: {shot-this-turn: true}}}", C},
    {"this ship gets +# to her cannon rolls against forts within % of her",
     "{mod: {roll: cannon, by: #1, vs: {kind: fort, within: %1}}}", C},
    {"friendly ships within % of this ship get +# to their cannon rolls",
     "{mod: {roll: cannon, by: #1, to: {friends: %1}}}", C},
    {"this ship gets +# to her cannon rolls for every friendly ship within % of her",
     "{mod: {roll: cannon, by: #1, per: {friends: %1}}}", C},
    {"this ship gets +# to her cannon rolls against targets without all their masts",
     "{mod: {roll: cannon, by: #1, vs: {damaged: true}}}", C},
    {"this crew gets +# to its gun rolls against @ ships, forts, and crew",
     "{mod: {roll: gun, by: #1, vs: {nation: @1}}}", C},
    {"this crew gets +# to its gun rolls against @ ships and crew",
     "{mod: {roll: gun, by: #1, vs: {nation: @1}}}", C},
    {"once per turn, you may reroll any die roll you make for this ship; you must use the second "
     "die roll result",
     "{reroll: {die: any, once: turn}}", C},
    {"once per turn, reroll any die roll made for this ship; you must use the second die roll "
     "result",
     "{reroll: {die: any, once: turn}}", C},

    // Figures.
    {"if derelict, this ship gains a base move of %", "{stat: {move: =%1, if: {derelict: true}}}",
     C},
    {"when this ship carries no cargo, she gets +% to her base move",
     "{stat: {move: +%1, if: {cargo: empty}}}", C},
    {"this ship gets +% to her base move if she has all of her masts",
     "{stat: {move: +%1, if: {masts: all}}}", C},
    {"if this ship has a captain crew, she gets +% to her base move",
     "{stat: {move: +%1, if: {crew: captain}}}", C},
    {"if this ship has a crew with the captain keyword, she gets +% to her base move",
     "{stat: {move: +%1, if: {crew: captain}}}", C},
    {"this ship's base move becomes % when she reaches her cargo limit",
     "{stat: {move: =%1, if: {cargo: full}}}", C},
    {"when this ship is at full cargo capacity, her move is %",
     "{stat: {move: =%1, if: {cargo: full}}}", C},
    {"this ship gets +# cargo spaces", "{stat: {cargo: +#1}}", C},
    {"you may double the range of this ship's cannons each turn, but you must roll a # to hit",
     "{stat: {range: x2, hit-on: #1, optional: turn}}", C},
    {"all of this ship's cannons have % range", "{stat: {range: =%1}}", C},
    {"printed cannon ranges are doubled", "{stat: {range: x2}}", C},
    {"two hits from the same shoot action are required to eliminate one of this ship's masts",
     "{stat: {hits-per-mast: 2}}", C},
    {"this ship sinks when her last mast is eliminated", "{stat: {derelict: sinks}}", C},
    {"this ship's cannons cannot be eliminated (masts still may be)", "{stat: {cannons: keep}}", C,
     "keep"},
    {"if derelict, she cannot shoot", "", R, "keep", "keep"},
    {"one of this ship's treasures is worth +# gold when unloaded at your home island",
     "{stat: {coin: +#1, count: 1}}", C},
    {"one of this ship's treasures is worth +# gold when she docks at your home island",
     "{stat: {coin: +#1, count: 1}}", C},
    // The Musketeer's cannon, and its variants' wordings.
    {"this ship gains one #% cannon that cannot have its range or cannon roll increased | it may "
     "shoot from any mast (even an eliminated mast)",
     "{stat: {cannon: #1%1, from: any-mast, fixed: true}}", C},
    {"this ship gains one rank # cannon with % range cannon that cannot have its range or cannon "
     "roll increased | it may shoot from any mast (even an eliminated mast)",
     "{stat: {cannon: #1%1, from: any-mast, fixed: true}}", C},
    {"this ship gains one % range cannon, with a rank of # that cannot have its range or cannon "
     "roll increased | it may shoot from any mast (even an eliminated mast)",
     "{stat: {cannon: #1%1, from: any-mast, fixed: true}}", C},
    {"this ship gains one % range rank # cannon that cannot have its range or cannon roll "
     "increased | it may shoot from any mast (even an eliminated mast)",
     "{stat: {cannon: #1%1, from: any-mast, fixed: true}}", C},
    {"this ship gains one % range rank-# cannon that cannot have its range or cannon roll "
     "increased | it may shoot from any mast (even an eliminated mast)",
     "{stat: {cannon: #1%1, from: any-mast, fixed: true}}", C},
    {"this ship gains one #% cannon that cannot have its range or cannon roll increased",
     "{stat: {cannon: #1%1, fixed: true}}", C},

    // Lifting rules, adding some.
    {"after this ship resolves a shoot action, she may move as a free action",
     "{allow: shoot-move}", C},
    {"@ crew may use their abilities on this ship", "{allow: {what: crew-nation, nation: @1}}", C},
    {"crew of any nationality may use their abilities on this ship",
     "{allow: {what: crew-nation, nation: any}}", C},
    {"this ship may dock at an enemy home island and load one treasure",
     "{allow: {what: raid, count: 1}}", C, "raid"},
    {"this ship may dock at an enemy home island and load up to two treasures",
     "{allow: {what: raid, count: 2}}", C, "raid"},
    {"this ship may dock at an enemy home island and take as much treasure as she may carry",
     "{allow: {what: raid, count: all}}", C, "raid"},
    {"if able, she must leave on your next turn", "", R, "raid", "raid"},
    {"as part of a move action, this ship may initiate a boarding party against a ship up to % "
     "away from her, without having to ram",
     "{allow: {what: board-range, range: %1}}", C, "board-range"},
    {"as part of a move action, this ship may initiate a boarding party against a ship within % "
     "of her, without having to ram",
     "{allow: {what: board-range, range: %1}}", C, "board-range"},
    {"the boarded ship cannot use any boarding bonuses", "", R, "board-range", "board-range"},
    {"the boarded ship cannot use any boarding bonuses she may have", "", R, "board-range",
     "board-range"},
    {"once per turn, if this ship is within % of an island, you may mark the island as explored "
     "without docking at it | the island becomes unexplored in regards to all other players",
     "{allow: {what: explore-range, range: %1}}", C},
    {"this ship may unload cargo at your home island if she's within % of it",
     "{allow: {what: cargo-range, range: %1}}", C},
    {"once per turn, this ship may move % after unloading cargo",
     "{allow: {what: move-after-cargo, move: %1, once: turn}}", C},
    {"once per turn, this ship may move % after loading treasure",
     "{allow: {what: move-after-cargo, move: %1, once: turn}}", C},
    {"once per turn, this ship may move % after loading cargo",
     "{allow: {what: move-after-cargo, move: %1, once: turn}}", C},
    {"this ship ignores terrain when she is given a move action (islands are not terrain)",
     "{allow: {what: terrain}}", C},
    {"this ship ignores terrain, except icebergs, when she is given a move action (islands are "
     "not terrain)",
     "{allow: {what: terrain, except: [iceberg]}}", C},
    {"if this ship ends her turn in a fog bank, on her next turn she may use her move action to "
     "move out of any other fog bank in play",
     "{allow: fog-hop}", C},
    {"other ships do not block this ship's line of fire", "{allow: fire-through}", C},
    {"once per turn, this ship may look at one face-down cargo on any ship", "{allow: peek}", C},
    {"once per turn, this ship may look at one face-down treasure on any island", "{allow: peek}",
     C},
    {"once per turn, this ship may look at any one face-down treasure on any ship or island",
     "{allow: peek}", C},
    {"once per turn, if this ship is touching another ship, reveal all face-down treasure aboard "
     "the other ship",
     "{allow: peek}", C},
    {"once per turn, if this ship is touching another ship, reveal all treasure aboard the other "
     "ship",
     "{allow: peek}", C},
    {"this ship may shoot at submerged ships within % of her", "{allow: shoot-submerged}", C},
    {"this ship cannot shoot when she carries treasure", "{deny: {what: shoot, if: {laden: true}}}",
     C},
    {"if derelict, she cannot shoot", "{deny: {what: shoot, if: {derelict: true}}}", C},
    {"this ship may never load the last treasure from an island", "{deny: last-coin}", C},
    {"this ship cannot carry crew", "{deny: carry-crew}", C},
    {"this crew cannot leave this ship unless captured or eliminated", "{deny: leave-ship}", C},

    // Protection.
    {"%-range cannons cannot hit this ship", "{immune: {to: hit, from: {range: %1}}}", C},
    {"forts cannot hit this ship", "{immune: {to: hit, from: {kind: fort}}}", C},
    {"forts cannot shoot at this ship", "{immune: {to: shot, from: {kind: fort}}}", C},
    {"this ship cannot be shot at by ships within % of her",
     "{immune: {to: shot, from: {within: %1}}}", C},
    {"this ship cannot be shot at while docked", "{immune: {to: shot, if: {docked: any}}}", C},
    {"ramming cannot eliminate this ship's masts", "{immune: {to: ram}}", C},
    {"this ship cannot be pinned", "{immune: {to: pin}}", C},
    {"this ship's crew cannot be eliminated unless she sinks", "{immune: {to: crew-loss}}", C},
    {"when another face-up crew on this ship would be eliminated, turn it face down instead",
     "{immune: {to: crew-loss, instead: face-down}}", C},
    {"when a face-up crew on this ship would be eliminated, turn it face down instead",
     "{immune: {to: crew-loss, instead: face-down}}", C},
    {"this ship ignores the first hit she takes each turn as long as she has all of her masts",
     "{immune: {to: hit, first: turn, if: {masts: all}}}", C},
    {"this ship ignores the first hit she takes each turn as long as she has all of her hull "
     "pieces",
     "{immune: {to: hit, first: turn, if: {masts: all}}}", C},
    {"this titan ignores the first hit it takes each turn as long as it has all of its segments",
     "{immune: {to: hit, first: turn, if: {masts: all}}}", C},
    {"this ship cannot sink, but she may be scuttled", "{immune: {to: sink}}", C},
    {"masts on this ship cannot be eliminated by shots unless the cannon roll is a #",
     "{immune: {to: hit, only-on: #1}}", C},

    // Extra actions.
    {"once per turn, roll a d# | on a # or #, this ship may be given an extra action",
     "{act: {grant: extra, roll: #2, once: turn}}", C, "", "", "6,*,6"},
    {"once per turn before you give this ship an action, roll a d# | on a # or #, this ship may "
     "be given an extra action",
     "{act: {grant: extra, roll: #2, when: before-action, once: turn}}", C, "", "", "6,*,6"},
    {"once per turn before you give this ship an action, roll a d# | on a # or #, this ship may "
     "be given the same action twice",
     "born-leader", C, "", "", "6,5,6"},
    {"once per turn before you give this ship an action, roll a d# | on a # or #, this ship may "
     "be given the same action twice",
     "{act: {grant: same, roll: #2, when: before-action, once: turn}}", C, "", "", "6,*,6"},
    {"once per turn, roll a d# | on a # or #, this ship may be given the same action twice",
     "{act: {grant: same, roll: #2, once: turn}}", C, "", "", "6,*,6"},
    {"once at the beginning of each of your turns, roll a d# | on a result of #, any ship in your "
     "fleet may be given two actions that turn",
     "{act: {grant: two, to: any-own, roll: #2, when: turn-start, once: turn}}", C, "", "", "6,*"},
    {"once per turn, you may eliminate one of this ship's crew to give her an extra action",
     "{act: {grant: extra, cost: crew, once: turn}}", C},
    {"instead of giving this ship an action this turn, you may give another ship in your fleet two "
     "actions",
     "{act: {grant: give, cost: action}}", C},
    {"when this ship is given a move action, instead of moving her you may roll a d# | on a result "
     "of #-#, put a trade current within % of any friendly ship",
     "navigator", C, "", "", "6,3,6"},

    // Triggers.
    {"once per turn when this ship hits an enemy ship, also eliminate one crew from that ship",
     "{when: {event: hit, vs: {side: enemy}, effect: {kill-crew: 1}, once: turn}}", C},
    {"when this ship hits an enemy ship, you may also eliminate one cargo from that ship",
     "{when: {event: hit, vs: {side: enemy}, effect: {kill-cargo: 1}}}", C},
    {"when this ship hits another ship, you choose which mast is eliminated",
     "{when: {event: hit, effect: choose-mast}}", C},
    {"this ship eliminates two masts with one hit", "{when: {event: hit, effect: {extra-mast: 1}}}",
     C},
    {"after looking at treasure on a wild island, you may trade any one treasure from that island "
     "for a random treasure on any other wild island | this ship must load the traded treasure",
     "{when: {event: explore, effect: swap-coin}}", C},
    {"if this ship succeeds at a boarding party, she may eliminate all of the other ship's crew",
     "{when: {event: board-win, effect: kill-all}}", C},
    {"if this sea monster succeeds at a boarding party, it may eliminate all of the other ship's "
     "crew",
     "{when: {event: board-win, effect: kill-all}}", C},
    {"if this ship wins a boarding party, she may take as much treasure from the other ship as she "
     "may carry",
     "{when: {event: board-win, effect: take-all}}", C},
    {"if this ship wins a boarding party, she may take as much treasure from the other ship as she "
     "wants, up to her available cargo space",
     "{when: {event: board-win, effect: take-all}}", C},
    {"if this ship succeeds at a boarding party, choose two of the following: eliminate a crew, "
     "take a treasure, or eliminate a mast",
     "{when: {event: board-win, effect: {pick: {k: 2, of: [kill, take, mast]}}}}", C},
    {"if this ship wins a boarding party, she may capture the crew with the highest point cost "
     "instead of eliminating it",
     "{when: {event: board-win, effect: capture}}", C, "capture"},
    {"a captured crew becomes cargo worth its point cost in gold when unloaded at your home island",
     "", R, "capture", "capture"},
    {"this captured crew becomes cargo worth its point cost in gold when unloaded at your home "
     "island",
     "", R, "capture", "capture"},
    {"on the turn this ship is pinned, eliminate one crew from the enemy ship",
     "{when: {event: pinned, effect: {kill-crew: 1}}}", C},
    {"on the turn this ship is pinned, eliminate one crew and one mast from the rammed ship",
     "{when: {event: pinned, effect: [{kill-crew: 1}, {lose-mast: 1}]}}", C},
    {"on the turn this ship is pinned, eliminate one crew and one mast from the enemy ship",
     "{when: {event: pinned, effect: [{kill-crew: 1}, {lose-mast: 1}]}}", C},
    {"eliminate one of this ship's masts when she rolls a # on any cannon roll",
     "{when: {event: roll-1, effect: {lose-mast: 1}}}", C, "", "", "1"},
    {"when this ship sinks another ship, you may repair one of this ship's masts",
     "{when: {event: sink, effect: {repair: 1}}}", C},
    {"you own any derelict this ship explores; both ships become docked at your home island",
     "{when: {event: explore-derelict, effect: [own, dock-home]}}", C},

    // Treasure moved without boarding.
    {"once per turn, this ship may randomly take one treasure from any ship she touches",
     "{take: {from: touching, count: 1, random: true, once: turn}}", C},
    {"once per turn as part of a move action, this ship may randomly take one treasure from any "
     "ship up to % away from her",
     "{take: {from: {within: %1}, count: 1, random: true, once: turn}}", C},
    {"once per turn, if this ship is touching another ship, she may randomly take as much "
     "treasure from the other ship as she may carry",
     "{take: {from: touching, count: all, random: true, once: turn}}", C},
    {"once per turn, if this ship carries treasure and is within % of an enemy ship, you may "
     "randomly trade one treasure with that ship",
     "{take: {from: {within: %1}, count: 1, random: true, swap: true, if: {laden: true}, once: "
     "turn}}",
     C},
    {"when touching a @ ship, this ship may load as much of that ship's treasure as she may carry",
     "{take: {from: touching, count: all, vs: {nation: @1}}}", C},

    // Switching abilities off.
    {"once per turn, one crew or ship within % of this ship cannot use its ability that turn",
     "{cancel: {target: any, count: 1, within: %1, for: turn, once: turn}}", C},
    {"once per turn, cancel the ability of one crew or ship within % of this ship",
     "{cancel: {target: any, count: 1, within: %1, for: turn, once: turn}}", C},

    // Special shots and their printed rules.
    {"once per turn when this ship is given a shoot action, one of her cannons may shoot a "
     "firepot at a target within % of her",
     "firepot-specialist", C, "firepot", "", ""},
    {"declare which cannon will shoot the firepot before rolling the d#", "", R, "firepot",
     "firepot", "6"},
    {"if it hits, the target's controller replaces one of her masts with a fire mast", "", R,
     "firepot", "firepot"},
    {"if it hits, the ship's controller replaces one of her masts with a fire mast", "", R,
     "firepot", "firepot"},
    {"if it hits, the target's controller replaces one of her masts with a fire mast, per the "
     "firepot specialist rules",
     "", R, "firepot", "firepot"},
    {"at the beginning of every turn, roll one d# for each fire mast", "", R, "firepot", "firepot",
     "6"},
    {"at the beginning of every turn, roll a d# for each fire mast", "", R, "firepot", "firepot",
     "6"},
    {"at the beginning of every turn, roll d# for each fire mast", "", R, "firepot", "firepot",
     "6"},
    {"on a result of #, remove the fire mast; on a #-#, the ship's controller replaces another of "
     "her masts with a fire mast",
     "", R, "firepot", "firepot", "6,1,3"},
    {"on a # remove the fire mast; on a #-# the ship's controller replaces another of her masts "
     "with a fire mast",
     "", R, "firepot", "firepot", "6,1,3"},
    {"when a ship has only fire masts, she must be scuttled on her next turn", "", R, "firepot",
     "firepot"},
    {"when a ship docks at her home island or a fort, remove all of her fire masts as a free "
     "action",
     "", R, "firepot", "firepot"},
    {"when a ship docks at her home island or at a fort, remove all fire masts as a free action",
     "", R, "firepot", "firepot"},
    {"once per turn when this ship is given a shoot action, one of her cannons may shoot a "
     "chainshot at a target within % of her",
     "chainshot-specialist", C, "chain"},
    {"once per turn when this ship is given a shoot action, one of her cannons may shoot a "
     "chainshot at a target within % range",
     "chainshot-specialist", C, "chain"},
    {"once per turn when this ship is given a shoot action, one of her cannons may shoot a "
     "chainshot at a target within %",
     "chainshot-specialist", C, "chain"},
    {"you must declare which cannon will shoot the chainshot before rolling the d#", "", R, "chain",
     "chain", "6"},
    {"if the chainshot hits, do not eliminate a mast; instead, the target cannot move on her next "
     "turn",
     "", R, "chain", "chain"},
    {"if the chainshot hits, do not eliminate a mast; instead, the target cannot move next turn",
     "", R, "chain", "chain"},
    {"once per turn when this ship is given a shoot action, one of her cannons may shoot a "
     "stinkpot at a target within % of her",
     "stinkpot-specialist", C, "stink"},
    {"once per turn when this ship is given a shoot action, one of her cannons may shoot a "
     "stinkpot at a target within % range",
     "stinkpot-specialist", C, "stink"},
    {"you must declare which cannon will shoot the stinkpot before rolling the d#", "", R, "stink",
     "stink", "6"},
    {"if the stinkpot hits, do not eliminate a mast; instead, the target's crew cannot use their "
     "abilities next turn",
     "", R, "stink", "stink"},
    {"if the stinkpot hits, do not eliminate a mast; instead, the target's crew cannot use their "
     "abilities on the target's next turn",
     "", R, "stink", "stink"},
    {"once per turn when this ship is given a shoot action, you may declare that one of her "
     "cannons is shooting a smokepot instead of a cannon; you do not need to target a ship",
     "smokepot-specialist", C, "smoke"},
    {"simply place the center of a fog bank within % of this ship; it cannot touch an island or "
     "any ship docked at an island",
     "", R, "smoke", "smoke"},
    {"remove the fog bank at the beginning of your next turn", "", R, "smoke", "smoke"},

    // Fleet building.
    {"this crew takes up no cargo space", "{build: {no-cargo: true}}", C},
    {"place this crew face up during setup", "{build: {face-up: true}}", C},
    {"reduce the cost of all other crew placed on this ship by #",
     "{build: {discount: {count: #1, what: crew-aboard}}}", C},
    {"you may build your fleet using # more points than the game's build total",
     "{build: {points: +#1}}", C},
    {"choose one @ crew during setup; this crew is linked to that crew",
     "{build: {link-choice: {nation: @1}}}", C},
    {"to use this card, replace the ability and point cost of any one @ musketeer with this card's "
     "ability and point cost",
     "{build: {variant: \"@1 Musketeer\"}}", C},
    {"to use this card, replace the ability and point cost of card ## from pirates of the @ main "
     "with this card's ability and point cost",
     "{build: {variant: \"card #1\"}}", C},
    {"to use this card, replace the ability and point cost of card ## from pirates of the "
     "revolution with this card's ability and point cost",
     "{build: {variant: \"card #1\"}}", C},
    {"to use this card, replace the ability and point cost of card ## from pirates of the crimson "
     "coast with this card's ability and point cost",
     "{build: {variant: \"card #1\"}}", C},

    // Longer runs of sentences.
    {"give this ship a move action but do not move her | instead, roll a d# | on a result of # "
     "or #, move an enemy ship % in any direction",
     "{when: {event: action, instead: move, roll: #2, effect: {push: {move: %1}}}}", C, "", "",
     "6,*,6"},
    {"when this ship is docked at your home island, you may eliminate one treasure | it becomes a "
     "#% cannon that may be eliminated only when the ship sinks",
     "{when: {event: dock-home, effect: {coin-to-cannon: #1%1}}}", C},
    {"when this ship is docked at your home island, you may eliminate one treasure | it becomes a "
     "rank # cannon that shoots short range and may only be eliminated when the ship sinks",
     "{when: {event: dock-home, effect: {coin-to-cannon: #1S}}}", C},
    {"if this ship isn't assigned a helmsman crew, roll a d# after she resolves a move action | on "
     "a result of #-#, this ship may move %",
     "{when: {event: move-end, if: {not-crew: helmsman}, roll: #2, effect: {move: %1}}}", C, "", "",
     "6,*,6"},
    {"when this ship is given a shoot action, for every cannon roll of #, the target's controller "
     "eliminates an extra mast | for every #, eliminate a mast from this ship",
     "{when: {event: roll-6, effect: {extra-mast: 1}}} ;; {when: {event: roll-1, effect: "
     "{lose-mast: 1}}}",
     C, "", "", "6,1"},
    {"once each time this ship is given an action, you may roll #d# any time you would roll a d# | "
     "choose the result you want to use",
     "{reroll: {die: 2d6}}", C, "", "", "2,6,6"},
    {"once per turn, if this ship is touching another ship, reveal all face-down treasure aboard "
     "the other ship | this ship may take as much unique treasure from the other ship as she may "
     "carry",
     "{allow: peek} ;; {take: {from: touching, count: all, what: unique, once: turn}}", C},
    {"once per turn, if this ship is touching another ship, reveal all treasure aboard the other "
     "ship | this ship may take as much unique treasure from the other ship as she may carry, even "
     "those that otherwise cannot be removed",
     "{allow: peek} ;; {take: {from: touching, count: all, what: unique, once: turn}}", C},
    {"once per turn, if this ship is touching another ship, reveal all face-down treasure aboard "
     "the other ship | this ship may take as much unique treasure from the other ship as she may "
     "carry, even those that otherwise cannot be removed",
     "{allow: peek} ;; {take: {from: touching, count: all, what: unique, once: turn}}", C},
    {"once per turn, roll a d# | on a #-#, you may give this ship an extra action; on a #, you may "
     "give any ship you control an extra action; on a #, you may give an enemy ship an action",
     "{act: {grant: extra, roll: {1-4: self, 5: any-own, 6: enemy}, once: turn}}", C, "", "",
     "6,1,4,5,6"},
    {"when this ship is hit, roll a d# | on a result of # or #, move the crew on this ship with "
     "the "
     "highest point cost to a wild island chosen by the player to your left",
     "{when: {event: hit-by, roll: #2, effect: eject-crew}}", C, "", "", "6,*,6"},
    {"if it succeeds at a boarding party, it also eliminates a mast",
     "{when: {event: board-win, effect: {extra-mast: 1}}}", C},
    {"if this sea monster succeeds at a boarding party, it also eliminates a mast",
     "{when: {event: board-win, effect: {extra-mast: 1}}}", C},
    {"if this sea monster succeeds at a boarding party, it also eliminates one mast",
     "{when: {event: board-win, effect: {extra-mast: 1}}}", C},
    {"if this ship wins a ram roll against a sea monster or titan, remove two segments instead of "
     "one",
     "{when: {event: ram-win, vs: {kind: creature}, effect: {extra-mast: 1}}}", C},
    {"this ship may move and shoot using the same move action, plus", "captain", C},
    {"reroll any die roll, you must use the second result", "{reroll: {die: any}}", C},
    {"once per turn give any ship in your fleet +# to all of her cannon rolls",
     "{mod: {roll: cannon, by: #1, to: any-own, once: turn}}", C},
    {"each turn roll a d#, on a result of # or # no crew abilities may be used this turn",
     "{when: {event: turn-start, roll: #2, effect: {cancel: {target: all-crew, for: turn}}}}", C,
     "", "", "6,*,6"},
    {"if this ship has a crew with the captain keyword, she gets +# to her cannon rolls and +% to "
     "her base move",
     "{mod: {roll: cannon, by: #1, if: {crew: captain}}} ;; {stat: {move: +%1, if: {crew: "
     "captain}}}",
     C},
    {"if this ship has a captain crew, she gets +# to her cannon rolls and +% to her base move",
     "{mod: {roll: cannon, by: #1, if: {crew: captain}}} ;; {stat: {move: +%1, if: {crew: "
     "captain}}}",
     C},
    {"crew placed on this ship cost no points, but they always each take up one cargo space",
     "{build: {discount: {count: all, what: crew-aboard}}}", C},

    {"all of this ship's cannons have %-range", "{stat: {range: =%1}}", C},
    {"this ship cannot load the last treasure from an island", "{deny: last-coin}", C},
    {"if this ship wins a boarding party, she may take as much treasure from that ship as she may "
     "carry",
     "{when: {event: board-win, effect: take-all}}", C},
    {"this ship may dock and then explore a wild island using the same move action", "explorer", C},
    {"once per turn, when this ship hits an enemy ship, you may also eliminate one cargo from that "
     "ship",
     "{when: {event: hit, vs: {side: enemy}, effect: {kill-cargo: 1}, once: turn}}", C},
    {"this ship gets +# to her cannons rolls against sea creatures",
     "{mod: {roll: cannon, by: #1, vs: {kind: creature}}}", C},
    {"if the chainshot hits, do not eliminate a mast; instead, the target cannot move on its next "
     "turn",
     "", R, "chain", "chain"},

    // Wordings printed on a few cards each, read as the vocabulary reads the common ones.
    {"always place this crew face up; it cannot be eliminated unless its ship sinks",
     "{build: {face-up: true}} ;; {immune: {to: crew-loss}}", C},
    {"if this crew is eliminated, place it on your home island",
     "{immune: {to: crew-loss, instead: home}}", C},
    {"if this crew would be eliminated, place it on your home island instead",
     "{immune: {to: crew-loss, instead: home}}", C},
    {"this ship sinks when her last mast is removed", "{stat: {derelict: sinks}}", C},
    {"this ship cannot sink | it may be scuttled", "{immune: {to: sink}}", C},
    {"if this ship has a captain, add +# to the die roll for all cannon shots",
     "{mod: {roll: cannon, by: #1, if: {crew: captain}}}", C},
    {"this ships gets +# to her cannon rolls against @ ships",
     "{mod: {roll: cannon, by: #1, vs: {nation: @1}}}", C},
    {"when this ship is pinned, you may kill a crewman on the ship that pinned you",
     "{when: {event: pinned, effect: {kill-crew: 1}}}", C},
    {"all friendly ships of the same nationality as this crew get +# cargo spaces",
     "{stat: {cargo: +#1, to: {fleet: same-nation}}}", C},
    {"after this ship moves, she may look at all treasure on all islands and ships within % of "
     "her",
     "{allow: peek}", C},
    {"this ship ignores terrain", "{allow: {what: terrain}}", C},
    {"this ship ignores terrain when given move actions (islands are not terrain)",
     "{allow: {what: terrain}}", C},
    {"once per turn, if this ship is within % of a wild island, you may mark it as explored "
     "without docking at it | the island becomes unexplored in regards to all other players",
     "{allow: {what: explore-range, range: %1}}", C},
    {"this ship may shoot at submerged submarines within % of her", "{allow: shoot-submerged}", C},
    {"once per turn, you may reroll any die roll you made for this ship; you must use the second "
     "die roll result",
     "{reroll: {die: any, once: turn}}", C},
    {"this ship gains one rank # with % range cannon that cannot have its range or cannon roll "
     "increased | it may shoot from any mast (even an eliminated mast)",
     "{stat: {cannon: #1%1, from: any-mast, fixed: true}}", C},
    {"when this ship is within % of an enemy ship, she gets +% to her base move during her move "
     "action",
     "{stat: {move: +%2, if: {within: {%1: enemy}}}}", C},
    {"if this ship is within % of an enemy ship when this ship is given a move action, she gets "
     "+% to her base move",
     "{stat: {move: +%2, if: {within: {%1: enemy}}}}", C},
    {"if this ship is within % of a friendly ship when this ship is given a move action, she gets "
     "+% to her base move",
     "{stat: {move: +%2, if: {within: {%1: friend}}}}", C},
    {"once per turn, this ship may randomly take two treasures from any ship she touches",
     "{take: {from: touching, count: 2, random: true, once: turn}}", C},
    {"two hits from the same shoot action are required to eliminate one of this ship's hull "
     "pieces",
     "{stat: {hits-per-mast: 2}}", C},
    {"each treasure this ship unloads at your home island is worth +# gold",
     "{stat: {coin: +#1, count: all}}", C},
    {"each time this ship unloads gold at your home island, one treasure coin is worth +# gold",
     "{stat: {coin: +#1, count: 1}}", C},
    {"this crew cannot leave this ship", "{deny: leave-ship}", C},
    {"crew placed on this ship cost no points, but still take up cargo spaces",
     "{build: {discount: {count: all, what: crew-aboard}}}", C},
    {"in a turn when this ship damages another ship, the damaged ship loses an extra mast",
     "{when: {event: hit, effect: {extra-mast: 1}, once: turn}}", C},
    // The sea creatures' wordings of the ships' texts.
    {"once per turn, you may reroll any die roll you make for this sea monster; you must use the "
     "second die roll result",
     "{reroll: {die: any, once: turn}}", C},
    {"after this sea monster resolves a shoot action, it may move as a free action",
     "{allow: shoot-move}", C},
    {"this titan eliminates two masts with one hit",
     "{when: {event: hit, effect: {extra-mast: 1}}}", C},
    {"when this sea dragon hits an enemy ship, you may also eliminate one cargo from that ship",
     "{when: {event: hit, vs: {side: enemy}, effect: {kill-cargo: 1}}}", C},
    {"once per turn when this sea creature hits an enemy ship, also eliminate one crew from that "
     "ship",
     "{when: {event: hit, vs: {side: enemy}, effect: {kill-crew: 1}, once: turn}}", C},
    {"once per turn, when this sea creature hits an enemy ship, also eliminate one crew from that "
     "ship",
     "{when: {event: hit, vs: {side: enemy}, effect: {kill-crew: 1}, once: turn}}", C},
    {"as part of a move action, this sea creature may initiate a boarding party against a ship up "
     "to % away from her, without having to ram",
     "{allow: {what: board-range, range: %1}}", C, "board-range"},
    {"if this sea monster is within % of a friendly ship, it gets +# to its cannon rolls",
     "{mod: {roll: cannon, by: #1, if: {within: {%1: friend}}}}", C},
    {"if this sea monster ends its turn in a fog bank, on her next turn it may use its move "
     "action to move out of any other fog bank in play",
     "{allow: fog-hop}", C},
    {"give this sea monster a move action but do not move it | instead, roll a d# | on a result "
     "of # or #, move an enemy ship % in any direction",
     "{when: {event: action, instead: move, roll: #2, effect: {push: {move: %1}}}}", C, "", "",
     "6,*,6"},
    {"if this sea creature is within % of a friendly ship when this sea creature is given a move "
     "action, it gets +% to its base move",
     "{stat: {move: +%2, if: {within: {%1: friend}}}}", C},
    // The vocabulary's `take` from a friendly ship or a wild island, onto a friendly ship.
    {"once per turn as a free action, you may transfer one treasure from a friendly ship within % "
     "of this ship to this ship",
     "{take: {from: {friend-within: %1}, count: 1, once: turn}}", C},
    {"if this sea creature is within % of both a wild island and a friendly ship, she may place "
     "one treasure from that wild island on that ship as a free action",
     "{take: {from: {island-within: %1}, to: {friend-within: %1}, count: 1}}", C},
    // The vocabulary's `swap-crew` effect, in the three wordings the list prints.
    {"when this ship is given an explore action, you may swap a treasure on the wild island for a "
     "crew on any friendly ship",
     "{when: {event: explore, effect: swap-crew}}", C},
    {"when this ship is given an explore action, you may swap a treasure on the wild island with "
     "a crew on any friendly ship",
     "{when: {event: explore, effect: swap-crew}}", C},
    {"when this ship is given an explore action, you may swap a treasure on the wild island a "
     "crew on any friendly ship",
     "{when: {event: explore, effect: swap-crew}}", C},
    // A few cards of the list are printed in German.
    {"%-reichweiten-kanonen können dieses schiff nicht treffen",
     "{immune: {to: hit, from: {range: %1}}}", C},
    {"englische schiffe bekommen +# auf kanonenwürfe gegen dieses schiff",
     "{mod: {roll: cannon, by: #1, to: attackers, vs: {nation: England}}}", C},
    {"einmal pro spielzug darf sich das schiff einen verdeckten schatz auf einer beliebigen insel "
     "anschauen",
     "{allow: peek}", C},
    {"versenkt das schiff ein anderes schiff, so darfst du einen seiner masten repaireren",
     "{when: {event: sink, effect: {repair: 1}}}", C},

};

}  // namespace

const std::vector<SentenceTemplate>& sentence_templates() {
  // The coverage slice's templates (templates_coverage.cc) after these.
  static const std::vector<SentenceTemplate> all = [] {
    std::vector<SentenceTemplate> out = kTemplates;
    const std::vector<SentenceTemplate>& more = coverage_templates();
    out.insert(out.end(), more.begin(), more.end());
    return out;
  }();
  return all;
}

}  // namespace qm::pirates::cards

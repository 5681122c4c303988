#include "games/pirates/notation.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include "games/pirates/format2.h"
#include "games/pirates/limits.h"
#include "record/columns.h"
#include "record/excerpt.h"
#include "record/suggest.h"
#include "record/words.h"

namespace qm::pirates {

namespace {

const char* const kVerbs = "turn, move, dock, explore, shoot, ram, board, tow, repair, scuttle";

const char* usage(Verb v) {
  switch (v) {
    case Verb::Turn:
      return "PLAYER turn";
    case Verb::Move:
      return "PLAYER move SHIP X,Y [X,Y ...]";
    case Verb::Dock:
      return "PLAYER dock SHIP ISLAND [unload COIN ...]";
    case Verb::Explore:
      return "PLAYER explore SHIP [COIN ...] [UNIQUE ...] | SHIP OTHER ITEMS [give ITEMS]";
    case Verb::Shoot:
      return "PLAYER shoot SHIP MAST>TARGET:D6[,D6]h|m[/N] ... [share COIN,COIN...]";
    case Verb::Ram:
      return "PLAYER ram SHIP TARGET D6h|m[/N]";
    case Verb::Board:
      return "PLAYER board SHIP OTHER D6 D6 [take COIN | kill CREW]";
    case Verb::Tow:
      return "PLAYER tow SHIP DERELICT";
    case Verb::Repair:
      return "PLAYER repair SHIP [MAST]";
    case Verb::Scuttle:
      return "PLAYER scuttle SHIP D6";
    case Verb::Ruling:
      return "PLAYER ruling \"NOTE\" CHANGE; CHANGE ...";
    case Verb::Reef:
      return "PLAYER reef SHIP TERRAIN [D6[,D6]] [/MAST ...]";
    case Verb::Sargasso:
      return "PLAYER sargasso SHIP TERRAIN D6[,D6]";
    case Verb::Escape:
      return "PLAYER escape SHIP TERRAIN D6[,D6] [X,Y HEADING]";
    case Verb::Whirlpool:
      return "PLAYER whirlpool SHIP FROM TO X,Y [HEADING] D6[,D6] [lose mast N | lose COIN | lose "
             "CREW]";
    case Verb::Fog:
      return "PLAYER fog SHIP TERRAIN X,Y | PLAYER fog SHIP exit D6[,D6] [TERRAIN]";
    case Verb::Iceberg:
      return "PLAYER iceberg D6[,D6]";
    case Verb::Drift:
      return "PLAYER drift TERRAIN D6[,D6] X,Y [hit SHIP[/N] ...]";
    case Verb::Build:
      return "PLAYER build FORT ISLAND SHIP pay COIN ...";
    case Verb::Load:
    case Verb::Unload:
    case Verb::Leave:
      return "PLAYER load|unload|leave SHIP ITEM ... [@ISLAND] (crew ids and coin values)";
    case Verb::Transfer:
      return "PLAYER transfer SHIP OTHER ITEM ...";
    case Verb::Mystery:
      return "PLAYER mystery SHIP ISLAND D6 [dice D6,D6...] [lose MAST|CREW,...]";
    case Verb::Reveal:
      return "PLAYER reveal EVENT [TARGET] [D6 ... | CREW ...]";
    case Verb::Extra:
      return "PLAYER extra SHIP SOURCE [D6] [pay CREW]";
    case Verb::Fire:
      return "PLAYER fire SHIP D6[,D6...] [/N ...]";
    case Verb::Use:
      return "PLAYER use SOURCE take OTHER ITEM ... [give ITEM ...] | SOURCE cancel TARGET [D6] | "
             "SOURCE @N kill CREW ... | SOURCE @N cargo ITEM ... | SOURCE @N mast [/M ...] | "
             "SOURCE board-range TARGET | SOURCE take-all OTHER ITEM ... | SOURCE kill-all OTHER | "
             "SOURCE repair MAST ... | SOURCE kill OTHER CREW ... | SOURCE SHIP:D6 ... | "
             "SOURCE swap COIN ISLAND COIN | SOURCE own OTHER X,Y X,Y | SOURCE range | "
             "SOURCE explore ISLAND";
  }
  return "";
}

std::optional<Verb> parse_verb(std::string_view v) {
  for (int k = 0; k <= int(Verb::Scuttle); ++k)
    if (v == verb_name(Verb(k))) return Verb(k);
  return std::nullopt;
}

// The verbs format 2 adds; those of Verb (from `ruling` on) are read, the others are not
// checked yet.
const char* const kFormat2Verbs[] = {
    "ruling", "load", "unload",   "transfer", "leave",     "build", "mystery", "iceberg", "drift",
    "fog",    "reef", "sargasso", "escape",   "whirlpool", "fire",  "extra",   "use",     "reveal"};

bool is_format2_verb(std::string_view v) {
  for (const char* k : kFormat2Verbs)
    if (v == k) return true;
  return false;
}

const std::vector<std::string>& pirates_verb_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all;
    for (int k = 0; k <= int(Verb::Scuttle); ++k) all.emplace_back(verb_name(Verb(k)));
    return all;
  }();
  return names;
}

SourcePos at(const Word& w, size_t offset) {
  return SourcePos{w.pos.line, w.pos.column + count_chars(w.text.substr(0, offset))};
}

[[noreturn]] void fail(const Word& w, const std::string& message, size_t offset = 0) {
  throw RecordError(at(w, offset), message);
}

bool read_double(std::string_view s, double& v) {
  if (s.empty()) return false;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && end == s.data() + s.size() && std::abs(v) <= kMaxFigure;
}

// A whole number made of digits only; false for anything else.
bool read_count(std::string_view s, int& v) {
  if (s.empty() || s.size() > 6) return false;
  v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  return true;
}

uint8_t read_die(const Word& w, std::string_view s, size_t offset) {
  int v = 0;
  if (!read_count(s, v))
    fail(w, fmt::format("'{}' is not a die: a d6 is written as a number, 1 to 6", excerpt(s)),
         offset);
  return uint8_t(std::min(v, 255));  // 7 and above: die-value, a rule
}

int16_t read_coin(const Word& w, std::string_view s, size_t offset) {
  int v = 0;
  if (!read_count(s, v) || v < 1 || v > kMaxCoinValue)
    fail(w,
         fmt::format("'{}' is not a coin: its gold value, a whole number from 1 to {}", excerpt(s),
                     kMaxCoinValue),
         offset);
  return int16_t(v);
}

class LineReader {
 public:
  LineReader(const Pieces& p, std::vector<Word> words, SourcePos end)
      : p_(p), w_(std::move(words)), end_(end) {}

  // The player and the verb, which need nothing of the header but the players.
  Action read_head() {
    if (w_.size() < 2)
      throw RecordError(w_.empty() ? end_ : w_[0].pos,
                        "a move is PLAYER VERB ARGS..., e.g. `Anna move A1 353,200`");
    Action a;
    a.player = int8_t(read_player(w_[0]));
    std::optional<Verb> verb = parse_verb(w_[1].text);
    if (!verb && is_format2_verb(w_[1].text)) {
      if (p_.format < 2)
        fail(w_[1], fmt::format("`{}` is a verb of format 2, and this record says 'format: 1'",
                                w_[1].text));
      for (int k = int(Verb::Ruling); k <= int(Verb::Use); ++k)
        if (w_[1].text == verb_name(Verb(k))) verb = Verb(k);
      if (!verb) not_checked_yet(w_[1].pos, fmt::format("`{}` lines", w_[1].text));
    }
    if (!verb)
      fail(w_[1], fmt::format("unknown verb '{}'{} (verbs: {})", excerpt(w_[1].text),
                              did_you_mean_unique(w_[1].text, pirates_verb_names()), kVerbs));
    a.verb = *verb;
    return a;
  }

  Action read() {
    Action a = read_head();
    next_ = 2;
    switch (a.verb) {
      case Verb::Turn:
        break;
      case Verb::Move:
        a.ship = acting(a);
        if (!more()) missing(a, "a point x,y");
        while (more()) {
          const Word& t = take();
          if (a.points.full()) fail(t, fmt::format("a move has at most {} points", kMaxPoints));
          a.points.push_back(point(t));
        }
        break;
      case Verb::Dock:
        a.ship = acting(a);
        a.island = int16_t(island(a));
        if (more()) {
          const Word& t = take();
          if (t.text != "unload")
            fail(t, fmt::format("expected `unload` after the island, not '{}' ({})",
                                excerpt(t.text), usage(a.verb)));
          a.unload = true;
          while (more()) add_coin(a, take());
        }
        break;
      case Verb::Explore:
        a.ship = acting(a);
        if (p_.format >= 2 && more() && !w_[next_].text.empty() &&
            !(w_[next_].text[0] >= '0' && w_[next_].text[0] <= '9')) {
          // At sea when the word after SHIP is a piece id (a fort's included); else the
          // island's coins and unique treasures (format 2).
          const std::string_view id = w_[next_].text;
          if (p_.ship_index(id) < 0 && p_.fort_index(id) < 0) {
            while (more()) add_item(a, take(), a.items, a.coins);
            break;
          }
          a.at_sea = true;
          a.other = other(a);
          while (more() && w_[next_].text != "give") add_item(a, take(), a.items, a.coins);
          if (more()) {
            take();
            if (!more()) missing(a, "the items given after `give`");
            while (more()) add_item(a, take(), a.give_items, a.give_coins);
          }
          break;
        }
        while (more()) {
          if (p_.format >= 2)
            add_item(a, take(), a.items, a.coins);
          else
            add_coin(a, take());
        }
        break;
      case Verb::Shoot:
        a.ship = acting(a);
        while (more()) {
          const Word& t = take();
          if (t.text == "share") {
            a.share = true;
            if (!more()) missing(a, "the coins shared, as 3,1");
            const Word& c = take();
            size_t start = 0;
            while (start <= c.text.size()) {
              size_t comma = c.text.find(',', start);
              if (comma == std::string_view::npos) comma = c.text.size();
              const std::string_view piece = c.text.substr(start, comma - start);
              if (p_.format >= 2 && !piece.empty() && !(piece[0] >= '0' && piece[0] <= '9')) {
                // Format 2: a unique treasure shared by its id.
                if (a.items.full()) fail(c, "too many treasures on one line", start);
                const int u = p_.crew_index(piece);
                if (u < 0 && a.unknown.empty()) a.unknown = std::string(piece);
                a.items.push_back(int16_t(u >= 0 ? u : kUnknownPiece));
                start = comma + 1;
                continue;
              }
              if (a.coins.full()) fail(c, "too many coins on one line", start);
              a.coins.push_back(read_coin(c, piece, start));
              start = comma + 1;
            }
            if (more()) fail(w_[next_], "`share` ends a shoot line");
            break;
          }
          if (a.shots.full()) fail(t, fmt::format("a line has at most {} shots", kMaxShots));
          a.shots.push_back(shot(a, t));
        }
        if (a.shots.empty()) missing(a, "a shot MAST>TARGET:D6h");
        break;
      case Verb::Ram: {
        a.ship = acting(a);
        a.other = other(a);
        if (!more()) missing(a, "the die and its outcome, as 5h");
        const Word& t = take();
        size_t k = 0;
        while (k < t.text.size() && t.text[k] >= '0' && t.text[k] <= '9') ++k;
        if (k == 0) read_die(t, t.text, 0);
        a.die = read_die(t, t.text.substr(0, k), 0);
        if (p_.format >= 2 && k < t.text.size() && t.text[k] == ',') {
          // Format 2: `D1,D2h`, a re-rolled ram die (the second stands).
          const size_t d = ++k;
          while (k < t.text.size() && t.text[k] >= '0' && t.text[k] <= '9') ++k;
          a.die2 = read_die(t, t.text.substr(d, k - d), d);
          a.rerolled = true;
        }
        outcome(t, t.text, k, a.hit, a.mast);
        break;
      }
      case Verb::Board:
        a.ship = acting(a);
        a.other = other(a);
        for (uint8_t* d : {&a.die, &a.die2}) {
          if (!more()) missing(a, "both dice");
          const Word& t = take();
          const size_t comma = p_.format >= 2 ? t.text.find(',') : std::string_view::npos;
          *d = read_die(t, t.text.substr(0, comma), 0);
          if (comma != std::string_view::npos) {  // format 2: `D1,D2`, a re-rolled die
            (d == &a.die ? a.board_rerolled : a.board_rerolled2) = true;
            (d == &a.die ? a.board_reroll : a.board_reroll2) =
                read_die(t, t.text.substr(comma + 1), comma + 1);
          }
        }
        if (more()) {
          const Word& t = take();
          if (t.text == "take") {
            a.effect = BoardEffect::Take;
            if (!more()) missing(a, "the coin taken");
            const Word& c = take();
            if (p_.format >= 2 && !c.text.empty() && !(c.text[0] >= '0' && c.text[0] <= '9')) {
              // Format 2: a unique treasure taken, by its id (a.take stays 0).
              a.crew = int16_t(p_.crew_index(c.text));
              if (a.crew < 0) {
                a.crew = kUnknownPiece;
                if (a.unknown.empty()) a.unknown = std::string(c.text);
              }
            } else {
              a.take = read_coin(c, c.text, 0);
            }
          } else if (t.text == "kill") {
            a.effect = BoardEffect::Kill;
            if (!more()) missing(a, "the crew removed");
            const Word& c = take();
            a.crew = int16_t(p_.crew_index(c.text));
            if (a.crew < 0) {
              a.crew = kUnknownPiece;
              if (a.unknown.empty()) a.unknown = std::string(c.text);
            }
          } else {
            fail(t, fmt::format("expected `take` or `kill`, not '{}' ({})", excerpt(t.text),
                                usage(a.verb)));
          }
        }
        break;
      case Verb::Tow:
        a.ship = acting(a);
        a.other = other(a);
        break;
      case Verb::Repair:
        a.ship = acting(a);
        if (more()) {
          const Word& t = take();
          int m = 0;
          if (!read_count(t.text, m) || m < 1 || m > 99)
            fail(t, fmt::format("'{}' is not a mast number (1, 2, ...)", excerpt(t.text)));
          a.mast = int8_t(m);
        }
        break;
      case Verb::Scuttle: {
        a.ship = acting(a);
        if (!more()) missing(a, "the die");
        const Word& t = take();
        a.die = read_die(t, t.text, 0);
        break;
      }
      case Verb::Ruling:
        a.ruling = std::make_shared<const RulingLine>(ruling_line(a));
        break;
      case Verb::Reef:
        a.ship = ship(a);
        a.terrain = terrain(a);
        if (more() && w_[next_].text[0] != '/') terrain_die(a, take());
        while (more()) losses(a, take());
        break;
      case Verb::Sargasso:
      case Verb::Escape:
        a.ship = ship(a);
        a.terrain = terrain(a);
        if (!more()) missing(a, "the d6");
        terrain_die(a, take());
        if (a.verb == Verb::Escape && more()) {
          a.points.push_back(point(take()));
          if (!more()) missing(a, "the heading after the position");
          const Word& h = take();
          if (!read_double(h.text, a.heading))
            fail(h, fmt::format("'{}' is not a heading in degrees", excerpt(h.text)));
          a.placed = true;
        }
        break;
      case Verb::Whirlpool:
        whirlpool(a);
        break;
      case Verb::Fog:
        a.ship = ship(a);
        if (more() && w_[next_].text == "exit") {
          take();
          a.exit = true;
          if (!more()) missing(a, "the exit's d6");
          terrain_die(a, take());
          if (more()) a.to_terrain = terrain(a);  // `allow {fog-hop}`: the fog bank it leaves by
        } else {
          a.terrain = terrain(a);
          if (!more()) missing(a, "the position X,Y inside the fog bank");
          a.points.push_back(point(take()));
          a.placed = true;
        }
        break;
      case Verb::Iceberg:
        if (!more()) missing(a, "the d6");
        terrain_die(a, take());
        break;
      case Verb::Drift:
        drift(a);
        break;
      case Verb::Build:
        build(a);
        break;
      case Verb::Mystery:
        mystery(a);
        break;
      case Verb::Reveal:
        reveal(a);
        break;
      case Verb::Extra:
        extra(a);
        break;
      case Verb::Fire:
        fire(a);
        break;
      case Verb::Use:
        use(a);
        break;
      case Verb::Load:
      case Verb::Unload:
      case Verb::Leave:
      case Verb::Transfer:
        a.ship = ship(a);
        if (a.verb == Verb::Transfer) a.other = ship(a);
        if (!more()) missing(a, "the items moved");
        while (more()) {
          // Slice h41b-deny2: `load|unload SHIP ITEM ... @ISLAND`, an `allow {cargo-range}`'s
          // island within range (rules_cargo_range.cc).
          const Word& t = w_[next_];
          if ((a.verb == Verb::Load || a.verb == Verb::Unload) && t.text.starts_with('@') &&
              next_ + 1 == w_.size() && (!a.items.empty() || !a.coins.empty())) {
            a.island = int16_t(island_at(t));
            ++next_;
            break;
          }
          add_item(a, take(), a.items, a.coins);
        }
        break;
    }
    if (more())
      fail(w_[next_], fmt::format("unexpected '{}' ({})", excerpt(w_[next_].text), usage(a.verb)));
    return a;
  }

 private:
  bool more() const { return next_ < w_.size(); }
  const Word& take() { return w_[next_++]; }
  [[noreturn]] void missing(const Action& a, const char* what) {
    throw RecordError(end_, fmt::format("missing {} ({})", what, usage(a.verb)));
  }

  int read_player(const Word& t) {
    for (size_t i = 0; i < p_.players.size(); ++i)
      if (p_.players[i] == t.text) return int(i);
    fail(t, fmt::format("unknown player '{}'{} (players: {})", excerpt(t.text),
                        did_you_mean_unique(t.text, p_.players), excerpt_list(p_.players)));
  }

  int16_t ship_of(Action& a, std::string_view id) {
    int s = p_.ship_index(id);
    if (s >= 0) return int16_t(s);
    if (a.unknown.empty()) a.unknown = std::string(id);
    return kUnknownPiece;
  }

  int16_t ship(Action& a) {
    if (!more()) missing(a, "a ship");
    return ship_of(a, take().text);
  }

  // The acting piece: a ship, or (format 2) a fort, kept in a.fort (the ship is then -1).
  int16_t acting(Action& a) {
    if (!more()) missing(a, "a ship");
    const std::string_view id = take().text;
    if (const int f = p_.fort_index(id); f >= 0 && p_.ship_index(id) < 0) {
      a.fort = int16_t(f);
      return -1;
    }
    return ship_of(a, id);
  }

  // The other ship of a ram, board or tow; a fort there is kept in a.other_fort.
  int16_t other(Action& a) {
    if (!more()) missing(a, "a ship");
    const std::string_view id = take().text;
    if (const int f = p_.fort_index(id); f >= 0) {
      a.other_fort = true;
      return int16_t(f);
    }
    return ship_of(a, id);
  }

  // `FORT ISLAND SHIP pay COIN ...` (format 2): the fort built, where, the ship docked there,
  // the coins paid from home.
  void build(Action& a) {
    if (!more()) missing(a, "the fort");
    const Word& f = take();
    a.fort = int16_t(p_.fort_index(f.text));
    if (a.fort < 0) {
      a.fort = kUnknownPiece;
      if (a.unknown.empty()) a.unknown = std::string(f.text);
    }
    a.island = int16_t(island(a));
    a.ship = ship(a);
    if (!more()) missing(a, "`pay` and the coins paid");
    const Word& t = take();
    if (t.text != "pay")
      fail(t, fmt::format("expected `pay` after the ship, not '{}' ({})", excerpt(t.text),
                          usage(a.verb)));
    if (!more()) missing(a, "the coins paid");
    while (more()) add_coin(a, take());
  }

  int island(Action& a) {
    if (!more()) missing(a, "an island");
    const Word& t = take();
    return island_id(t, t.text);
  }

  // `@ISLAND` (slice h41b-deny2): the island after the '@'.
  int island_at(const Word& t) { return island_id(t, std::string_view(t.text).substr(1)); }

  int island_id(const Word& t, std::string_view id) {
    int i = p_.island_index(id);
    if (i < 0) {
      std::string ids;
      for (const IslandSpec& is : p_.islands) {
        ids += ids.empty() ? "" : ", ";
        ids += is.id;
      }
      std::vector<std::string> names;
      for (const IslandSpec& is : p_.islands) names.push_back(is.id);
      fail(t, fmt::format("unknown island '{}'{} (islands: {})", excerpt(id),
                          did_you_mean_unique(id, names), ids));
    }
    return i;
  }

  // An item of a cargo line or an explore at sea: a coin by its value, else a crew by its id
  // (kUnknownPiece for an id the record lacks: cargo-not-there).
  void add_item(Action& a, const Word& t, SmallList<int16_t, kMaxCoins>& crew, Coins& coins) {
    if (!t.text.empty() && t.text[0] >= '0' && t.text[0] <= '9') {
      if (coins.full()) fail(t, "too many coins on one line");
      coins.push_back(read_coin(t, t.text, 0));
      return;
    }
    if (t.text == "give") fail(t, "`give` is written once, in an explore at sea");
    if (crew.full()) fail(t, fmt::format("a line names at most {} crew", kMaxCoins));
    const int c = p_.crew_index(t.text);
    if (c < 0 && a.unknown.empty()) a.unknown = std::string(t.text);
    crew.push_back(int16_t(c >= 0 ? c : kUnknownPiece));
  }

  void add_coin(Action& a, const Word& t) {
    if (a.coins.full()) fail(t, "too many coins on one line");
    a.coins.push_back(read_coin(t, t.text, 0));
  }

  static Point point(const Word& t) {
    const size_t comma = t.text.find(',');
    Point p;
    if (comma == std::string_view::npos || !read_double(t.text.substr(0, comma), p.x) ||
        !read_double(t.text.substr(comma + 1), p.y))
      fail(t, fmt::format("'{}' is not a position: x,y in mm, as 353,200", excerpt(t.text)));
    return p;
  }

  // `h` or `m`, then an optional `/N`, from offset k of s (t's text, or its start) to its end.
  static void outcome(const Word& t, std::string_view s, size_t k, bool& hit, int8_t& mast) {
    if (k >= s.size() || (s[k] != 'h' && s[k] != 'm'))
      fail(t, fmt::format("expected h (hit) or m (miss) after the die in '{}'", excerpt(s)), k);
    hit = s[k] == 'h';
    ++k;
    if (k == s.size()) return;
    int m = 0;
    if (s[k] != '/' || !read_count(s.substr(k + 1), m) || m < 1 || m > 99)
      fail(t, fmt::format("expected /MAST after the outcome in '{}'", excerpt(s)), k);
    mast = int8_t(m);
  }

  static void broadside_choices(Action& a, const Word& t, std::string_view s, size_t k) {
    while (true) {
      const size_t comma = std::min(s.find(',', k), s.size());
      int m = 0;
      if (!read_count(s.substr(k, comma - k), m) || m < 1 || m > 99)
        fail(t,
             fmt::format("expected /N,M,... (mast numbers) after the outcome in '{}'", excerpt(s)),
             k);
      if (a.losses.full()) fail(t, "too many masts chosen", k);
      a.losses.push_back(int8_t(m));
      if (comma == s.size()) return;
      k = comma + 1;
    }
  }

  Shot shot(Action& a, const Word& t) {
    std::string_view s = t.text;
    Shot shot;
    if (p_.format >= 2) {
      // `!KIND` ends the shot: the kinds qm applies (abilities.h ShotKind).
      if (const size_t bang = s.find('!'); bang != std::string_view::npos) {
        const std::string_view kind = s.substr(bang + 1);
        static constexpr std::string_view kKinds[] = {"chain", "grapple",   "grape",
                                                      "fire",  "firepot",   "stink",
                                                      "smoke", "exploding", "double"};
        const auto known = std::find(std::begin(kKinds), std::end(kKinds), kind);
        if (known == std::end(kKinds))
          fail(t,
               fmt::format("unknown special shot '!{}' (chain, grape, grapple, stink, smoke, "
                           "fire, firepot, exploding, double)",
                           excerpt(kind)),
               bang + 1);
        shot.kind = ShotKind(int(ShotKind::Chain) + (known - std::begin(kKinds)));
        s = s.substr(0, bang);
      }
    }
    // Format 2: `xK>` an extra cannon, `B>` a Broadsides Attack (rules_special_cannon.cc).
    const bool extra = p_.format >= 2 && s.size() > 1 && s[0] == 'x';
    const bool broadside = p_.format >= 2 && s.substr(0, 2) == "B>";
    if (shot.kind == ShotKind::Smoke) return smoke_shot(a, t, s, shot);
    const size_t gt = s.find('>'), colon = s.find(':');
    int mast = 0;
    if (gt == std::string_view::npos || colon == std::string_view::npos || colon < gt ||
        (!broadside && !read_count(s.substr(extra, gt - extra), mast)) || mast > 99 ||
        (extra && mast < 1))
      fail(t,
           fmt::format("'{}' is not a shot: MAST>TARGET:D6 then h or m, as 1>A1:5h", excerpt(s)));
    shot.mast = broadside ? kBroadsideMast : int8_t(extra ? -mast : mast);
    if (broadside && shot.kind != ShotKind::None)
      fail(t, "a Broadsides Attack (B>) is no special shot: no `!KIND` after it", s.size());
    const std::string_view target = s.substr(gt + 1, colon - gt - 1);
    // Slice h41-fortshots: any special shot and a Broadsides Attack may name a fort, and a fire
    // shot a sea creature; what their hits do there is read by the rules (shot_readings.h).
    if (const int f = p_.fort_index(target); f >= 0 && p_.ship_index(target) < 0) {
      shot.target = int16_t(f);
      shot.at_fort = true;
    } else {
      shot.target = ship_of(a, target);
    }
    size_t k = colon + 1, d = k;
    while (k < s.size() && s[k] >= '0' && s[k] <= '9') ++k;
    if (k == d) read_die(t, s.substr(d), d);  // no digits: says what stands there instead
    shot.die = read_die(t, s.substr(d, k - d), d);
    if (k < s.size() && s[k] == ',') {
      d = ++k;
      while (k < s.size() && s[k] >= '0' && s[k] <= '9') ++k;
      if (k == d) read_die(t, s.substr(d), d);
      shot.reroll = read_die(t, s.substr(d, k - d), d);
      shot.rerolled = true;
    }
    // An exploding shot's `/N,CREW`: the crew after the comma (rules_shots.cc).
    if (shot.kind == ShotKind::Exploding && k + 2 < s.size() && s[k + 1] == '/') {
      if (const size_t comma = s.find(',', k + 2); comma != std::string_view::npos) {
        const std::string_view crew = s.substr(comma + 1);
        if (crew.empty()) fail(t, "expected a crew id after the comma of /N,CREW", comma + 1);
        const int c = p_.crew_index(crew);
        if (c < 0 && a.unknown.empty()) a.unknown = std::string(crew);
        shot.crew = int16_t(c >= 0 ? c : kUnknownPiece);
        s = s.substr(0, comma);
      }
    }
    // A grape shot's `/CREW` (a crew id, not a number): the crew its owner loses; so is an
    // exploding shot's without a mast.
    if ((shot.kind == ShotKind::Grape || (shot.kind == ShotKind::Exploding && shot.crew == -1)) &&
        k + 2 < s.size() && (s[k] == 'h' || s[k] == 'm') && s[k + 1] == '/' &&
        !(s[k + 2] >= '0' && s[k + 2] <= '9')) {
      const std::string_view crew = s.substr(k + 2);
      const int c = p_.crew_index(crew);
      if (c < 0 && a.unknown.empty()) a.unknown = std::string(crew);
      shot.crew = int16_t(c >= 0 ? c : kUnknownPiece);
      s = s.substr(0, k + 1);
    }
    // A Broadsides Attack's `/N,M,…`: the masts its hits remove, in order (the line's losses).
    if (broadside && k + 1 < s.size() && s[k + 1] == '/') {
      broadside_choices(a, t, s, k + 2);
      s = s.substr(0, k + 1);
    }
    outcome(t, s, k, shot.hit, shot.choice);
    return shot;
  }

  // A smoke shot, `MAST>T@X,Y` once its `!smoke` is read: no target and no die; the spare fog
  // bank T goes to X,Y (the line's `terrain` and first point: one smoke shot a line).
  Shot smoke_shot(Action& a, const Word& t, std::string_view s, Shot shot) {
    const size_t gt = s.find('>'), at_sign = s.find('@');
    int mast = 0;
    if (gt == std::string_view::npos || at_sign == std::string_view::npos || at_sign < gt ||
        !read_count(s.substr(0, gt), mast) || mast > 99)
      fail(t, fmt::format("'{}' is not a smoke shot: MAST>FOG@X,Y!smoke, as 1>T9@700,300!smoke",
                          excerpt(t.text)));
    if (a.terrain >= 0) not_checked_yet(t.pos, "two smoke shots in one line");
    const std::string_view fog = s.substr(gt + 1, at_sign - gt - 1);
    const int k = p_.terrain_index(fog);
    if (k < 0)
      fail(t,
           fmt::format("unknown terrain piece '{}': a smoke shot places a spare fog bank",
                       excerpt(fog)),
           gt + 1);
    const Word where{s.substr(at_sign + 1), at(t, at_sign + 1)};
    a.points.push_back(point(where));
    a.terrain = int16_t(k);
    shot.mast = int8_t(mast);
    return shot;
  }

  // `"NOTE" CHANGE; CHANGE ...` (format 2): the note in double quotes, then the changes of
  // the closed list (docs/format-pirates.md, "Rulings"), separated by `;`.
  RulingLine ruling_line(Action& a) {
    RulingLine line;
    if (!more() || w_[next_].text.empty() || w_[next_].text[0] != '"')
      throw RecordError(more() ? w_[next_].pos : end_,
                        fmt::format("a ruling starts with the referee's note in double quotes "
                                    "({})",
                                    usage(a.verb)));
    // The note runs to the first word that ends with a quote; the words lie in one text.
    const Word& first = take();
    const char* note_begin = first.text.data() + 1;
    const Word* last = &first;
    while (last->text.size() < (last == &first ? 2u : 1u) || last->text.back() != '"') {
      if (!more()) throw RecordError(first.pos, "the ruling's note has no closing double quote");
      last = &take();
    }
    line.note =
        std::string(note_begin, size_t(last->text.data() + last->text.size() - 1 - note_begin));
    if (!more()) missing(a, "a change after the note");
    line.changes =
        std::string(w_[next_].text.data(),
                    size_t(w_.back().text.data() + w_.back().text.size() - w_[next_].text.data()));
    std::vector<Word> change;
    while (more()) {
      Word t = take();
      const size_t semi = t.text.find(';');
      if (semi != std::string_view::npos && semi + 1 != t.text.size())
        fail(t, "separate the changes of a ruling with `; ` (a semicolon, then a space)", semi);
      if (semi != std::string_view::npos) t.text.remove_suffix(1);
      if (!t.text.empty()) change.push_back(t);
      if (semi != std::string_view::npos || !more()) {
        if (change.empty()) fail(t, "an empty change between two `;`");
        line.list.push_back(ruling_change(change, a));
        change.clear();
      }
    }
    return line;
  }

  RulingChange ruling_change(const std::vector<Word>& w, Action& a) {
    static const char* const kChanges =
        "mast, at, item, coin, sink, owner, grant, place, value, face, off, gold";
    RulingChange c;
    c.text = std::string(w.front().text.data(), size_t(w.back().text.data() + w.back().text.size() -
                                                       w.front().text.data()));
    const std::string_view kind = w[0].text;
    auto need = [&](size_t lo, size_t hi, const char* form) {
      if (w.size() < lo || w.size() > hi)
        fail(w[0], fmt::format("a ruling's `{}` change is `{}`", kind, form));
    };
    auto piece = [&](const Word& t) {
      int s = p_.ship_index(t.text);
      if (s < 0 && a.unknown.empty()) a.unknown = std::string(t.text);
      return int16_t(s >= 0 ? s : kUnknownPiece);
    };
    if (kind == "mast") {
      need(3, 3, "mast PIECE -N (mast N lost) or mast PIECE +N (restored)");
      c.kind = ChangeKind::Mast;
      c.piece = piece(w[1]);
      const std::string_view n = w[2].text;
      if (n.size() < 2 || (n[0] != '-' && n[0] != '+') || !read_count(n.substr(1), c.mast) ||
          c.mast < 1 || c.mast > 99)
        fail(w[2], fmt::format("'{}' is not -N or +N, N a mast's number", excerpt(n)));
      c.restore = n[0] == '+';
    } else if (kind == "at") {
      need(3, 4, "at PIECE X,Y [HEADING]");
      c.kind = ChangeKind::At;
      c.piece = piece(w[1]);
      c.at = point(w[2]);
      if (w.size() == 4) {
        c.heading_given = true;
        if (!read_double(w[3].text, c.heading))
          fail(w[3], fmt::format("'{}' is not a heading in degrees", excerpt(w[3].text)));
      }
    } else if (kind == "item") {
      need(3, 3, "item ID TO");
      const int item = p_.crew_index(w[1].text);
      if (item < 0)
        fail(w[1], fmt::format("unknown crew or equipment '{}' in a ruling's `item`",
                               excerpt(w[1].text)));
      c.kind = ChangeKind::Item;
      c.piece = int16_t(item);
      c.to = coin_place(w[2].text, a);
    } else if (kind == "coin") {
      need(3, 3, "coin V@FROM TO");
      c.kind = ChangeKind::Coin;
      const std::string_view t = w[1].text;
      const size_t at_sign = t.find('@');
      if (at_sign == std::string_view::npos)
        fail(w[1], fmt::format("'{}' is not V@FROM, as 3@I2", excerpt(t)));
      c.coin = read_coin(w[1], t.substr(0, at_sign), 0);
      c.from = coin_place(t.substr(at_sign + 1), a);
      c.to = coin_place(w[2].text, a);
    } else if (kind == "sink" || kind == "grant") {
      need(2, 2, kind == "sink" ? "sink PIECE" : "grant PIECE");
      c.kind = kind == "sink" ? ChangeKind::Sink : ChangeKind::Grant;
      c.piece = piece(w[1]);
    } else if (kind == "owner") {
      need(3, 3, "owner PIECE PLAYER");
      c.kind = ChangeKind::Owner;
      c.piece = piece(w[1]);
      c.player = int8_t(read_player(w[2]));
    } else if (kind == "gold") {
      need(3, 3, "gold PLAYER +V or gold PLAYER -V");
      c.kind = ChangeKind::Gold;
      c.player = int8_t(read_player(w[1]));
      const std::string_view v = w[2].text;
      int gold = 0;
      if (v.size() < 2 || (v[0] != '-' && v[0] != '+') || !read_count(v.substr(1), gold) ||
          gold > kMaxCoinValue * kMaxCoins)
        fail(w[2], fmt::format("'{}' is not +V or -V, V the gold added or taken", excerpt(v)));
      c.coin = v[0] == '-' ? -gold : gold;
    } else if (kind == "place") {
      const int t = w.size() >= 2 ? p_.terrain_index(w[1].text) : kNoPiece;
      // A trade current is a strip: the ruling writes its two ends, as `from` and `to`.
      const bool strip = t >= 0 && p_.terrain[size_t(t)].kind == TerrainKind::Current;
      if (strip)
        need(4, 4, "place T X1,Y1 X2,Y2 (a trade current: its strip from X1,Y1 to X2,Y2)");
      else
        need(3, 3, "place T X,Y");
      if (t < 0) fail(w[1], fmt::format("unknown terrain piece '{}'", excerpt(w[1].text)));
      c.kind = ChangeKind::Place;
      c.piece = int16_t(t);
      c.at = point(w[2]);
      c.strip = strip;
      if (strip) c.strip_to = point(w[3]);
    } else if (kind == "value") {
      need(3, 3, "value ID V (a unique treasure's gold value)");
      c.kind = ChangeKind::Value;
      c.piece = int16_t(unique_treasure(w[1], "value"));
      int v = 0;
      if (!read_count(w[2].text, v) || v > kMaxCoinValue)
        fail(w[2], fmt::format("'{}' is not a unique treasure's gold value: 0 to {}",
                               excerpt(w[2].text), kMaxCoinValue));
      c.coin = v;
    } else if (kind == "face") {
      need(3, 3, "face ID up or face ID down");
      c.kind = ChangeKind::Face;
      const int card = p_.crew_index(w[1].text);
      if (card < 0 || p_.crew[size_t(card)].unique)
        fail(w[1], fmt::format("'{}' is not a crew or an equipment of the record (a ruling's "
                               "`face`)",
                               excerpt(w[1].text)));
      if (w[2].text != "up" && w[2].text != "down")
        fail(w[2], fmt::format("'{}' is not a face: up or down", excerpt(w[2].text)));
      c.piece = int16_t(card);
      c.up = w[2].text == "up";
    } else if (kind == "off") {
      need(4, 4, "off ID until turn|next-turn|game");
      c.kind = ChangeKind::Off;
      if (const int crew = p_.crew_index(w[1].text); crew >= 0) {
        c.piece = int16_t(crew);
      } else {
        c.piece = piece(w[1]);
        c.ship = true;
      }
      if (w[2].text != "until")
        fail(w[2], fmt::format("expected `until` after the card, not '{}' (off ID until "
                               "turn|next-turn|game)",
                               excerpt(w[2].text)));
      const std::string_view until = w[3].text;
      if (until != "turn" && until != "next-turn" && until != "game")
        fail(w[3], fmt::format("'{}' is not how long an `off` lasts: turn, next-turn or game",
                               excerpt(until)));
      c.turns = int8_t(until == "turn" ? 1 : until == "next-turn" ? 2 : 0);
    } else {
      fail(w[0],
           fmt::format("unknown change '{}' in a ruling (changes: {})", excerpt(kind), kChanges));
    }
    return c;
  }

  // The unique treasure a ruling's change names (`value`): an unknown id is unreadable.
  int unique_treasure(const Word& t, const char* change) const {
    const int c = p_.crew_index(t.text);
    if (c < 0 || !p_.crew[size_t(c)].unique)
      fail(t, fmt::format("'{}' is not a unique treasure of the record (a ruling's `{}`)",
                          excerpt(t.text), change));
    return c;
  }

  int16_t terrain(Action& a) {
    if (!more()) missing(a, "a terrain piece");
    const Word& t = take();
    const int k = p_.terrain_index(t.text);
    if (k < 0) {
      std::vector<std::string> names;
      for (const TerrainSpec& x : p_.terrain) names.push_back(x.id);
      fail(t, fmt::format("unknown terrain piece '{}'{} (terrain: {})", excerpt(t.text),
                          did_you_mean_unique(t.text, names),
                          names.empty() ? std::string("none") : excerpt_list(names)));
    }
    return int16_t(k);
  }

  // `D6` or `D1,D2` (a re-roll: the second stands).
  // `SHIP FROM TO X,Y [HEADING] D6[,D6] [lose mast N | lose COIN | lose CREW]`: of the one or
  // two numbers after the position, the second is the die.
  void whirlpool(Action& a) {
    a.ship = ship(a);
    a.terrain = terrain(a);
    a.to_terrain = terrain(a);
    if (!more()) missing(a, "the position X,Y");
    a.points.push_back(point(take()));
    a.placed = true;
    if (!more()) missing(a, "the d6");
    const auto number = [&](size_t k) {
      return k < w_.size() && !w_[k].text.empty() && w_[k].text[0] >= '0' && w_[k].text[0] <= '9';
    };
    if (number(next_ + 1)) {
      const Word& h = take();
      if (!read_double(h.text, a.heading))
        fail(h, fmt::format("'{}' is not a heading in degrees", excerpt(h.text)));
      a.heading_given = true;
    }
    terrain_die(a, take());
    if (!more()) return;
    const Word& t = take();
    if (t.text != "lose")
      fail(t, fmt::format("expected `lose` after the die, not '{}' ({})", excerpt(t.text),
                          usage(a.verb)));
    if (!more()) missing(a, "what is lost: `mast N`, a coin or a crew");
    const Word& what = take();
    if (what.text == "mast") {
      if (!more()) missing(a, "the mast's number");
      const Word& m = take();
      int n = 0;
      if (!read_count(m.text, n) || n < 1 || n > kMaxMasts)
        fail(m, fmt::format("'{}' is not a mast number (1, 2, ...)", excerpt(m.text)));
      a.loss = WhirlpoolLoss::Mast;
      a.mast = int8_t(n);
    } else if (!what.text.empty() && what.text[0] >= '0' && what.text[0] <= '9') {
      a.loss = WhirlpoolLoss::Coin;
      a.take = read_coin(what, what.text, 0);
    } else {
      a.loss = WhirlpoolLoss::Crew;
      a.crew = int16_t(p_.crew_index(what.text));
      if (a.crew < 0) {
        a.crew = kUnknownPiece;
        if (a.unknown.empty()) a.unknown = std::string(what.text);
      }
    }
  }

  // `SHIP ISLAND D6 [dice D6,D6...] [lose MAST|CREW,...]`: a mysterious island's roll, the
  // extra dice its row rolls, and the masts (numbers) and crew (ids) its owner chooses.
  void mystery(Action& a) {
    a.ship = ship(a);
    a.island = int16_t(island(a));
    if (!more()) missing(a, "the d6");
    const Word& d = take();
    a.die = read_die(d, d.text, 0);
    if (more() && w_[next_].text == "dice") {
      take();
      if (!more()) missing(a, "the dice after `dice`, as 5,3,6");
      const Word& t = take();
      for_each_part(t, [&](std::string_view part, size_t start) {
        if (a.dice.full()) fail(t, "too many dice on one line", start);
        a.dice.push_back(read_die(t, part, start));
      });
    }
    if (more() && w_[next_].text == "lose") {
      take();
      if (!more()) missing(a, "what is lost after `lose`: mast numbers or crew ids, as 2,1");
      const Word& t = take();
      for_each_part(t, [&](std::string_view part, size_t start) {
        if (!part.empty() && part[0] >= '0' && part[0] <= '9') {
          int m = 0;
          if (!read_count(part, m) || m < 1 || m > kMaxMasts)
            fail(t, fmt::format("'{}' is not a mast number (1, 2, ...)", excerpt(part)), start);
          if (a.losses.full()) fail(t, "too many masts on one line", start);
          a.losses.push_back(int8_t(m));
          return;
        }
        int c = p_.crew_index(part);
        if (c < 0) {
          c = kUnknownPiece;
          if (a.unknown.empty()) a.unknown = std::string(part);
        }
        if (a.items.full()) fail(t, "too many crew on one line", start);
        a.items.push_back(int16_t(c));
      });
    }
  }

  // `SHIP D6,D6... [/N ...]`: one die per fire mast, in mast order (no re-roll); the masts the
  // spreads turn into fire masts.
  void fire(Action& a) {
    a.ship = ship(a);
    if (!more()) missing(a, "the dice, one per fire mast, as 6,2");
    const Word& t = take();
    for_each_part(t, [&](std::string_view part, size_t start) {
      if (a.dice.full()) fail(t, "too many dice on one line", start);
      a.dice.push_back(read_die(t, part, start));
    });
    while (more()) losses(a, take());
  }

  // `EVENT TARGET [D6 ... | CREW ...]`: the event revealed, the piece it acts on, the dice it
  // rolls or the crew it kills (`kill-crew: N`). An event whose entry is a `ruling` may name
  // no target (`other` stays kNoPiece).
  void reveal(Action& a) {
    if (!more()) missing(a, "the event");
    const Word& e = take();
    a.event = int16_t(p_.event_index(e.text));
    if (a.event < 0) {
      a.event = kUnknownPiece;
      if (a.unknown.empty()) a.unknown = std::string(e.text);
    }
    if (a.event >= 0 && p_.events[size_t(a.event)].effect == EventEffect::Ruling && !more()) return;
    a.other = other(a);
    const bool names_crew =
        a.event >= 0 && p_.events[size_t(a.event)].effect == EventEffect::KillNamed;
    while (more()) {
      const Word& d = take();
      if (names_crew && !std::isdigit(static_cast<unsigned char>(d.text[0]))) {
        int c = p_.crew_index(d.text);  // a crew the event kills
        if (c < 0) {
          c = kUnknownPiece;
          if (a.unknown.empty()) a.unknown = std::string(d.text);
        }
        if (a.items.full()) fail(d, "too many crew on one line");
        a.items.push_back(int16_t(c));
        continue;
      }
      if (a.dice.full()) fail(d, "too many dice on one line");
      a.dice.push_back(read_die(d, d.text, 0));
    }
  }

  // The card an `extra` or `use` line names as its source: a crew's, an equipment's, a unique
  // treasure's or a ship's id (`A1c.2`, one entry of a card, is not read yet).
  void source(Action& a, const Word& src) {
    if (src.text.find('.') != std::string_view::npos)
      not_checked_yet(src.pos, "one entry of a card named as a source (`A1c.2`)");
    if (const int c = p_.crew_index(src.text); c >= 0) {
      a.source = int16_t(c);
    } else if (const int sh = p_.ship_index(src.text); sh >= 0) {
      a.source = int16_t(sh);
      a.source_ship = true;
    } else {
      a.source = kUnknownPiece;
      if (a.unknown.empty()) a.unknown = std::string(src.text);
    }
  }

  // `extra SHIP SOURCE [D6] [pay CREW]`: the source is a crew's, an equipment's or a ship's id.
  void extra(Action& a) {
    a.ship = ship(a);
    if (!more()) missing(a, "the source, the card whose `act` grants the action");
    const Word& src = take();
    source(a, src);
    if (a.source >= 0) {  // one `act` a card may grant by: `A1c.2` would name one of several
      int acts = 0;
      for (const ActAbility& act : p_.abilities.acts)
        acts += a.source_ship ? act.carrier.ship == a.source : act.carrier.crew == a.source;
      if (acts > 1) not_checked_yet(src.pos, "a source with several `act` abilities");
    }
    if (more() && w_[next_].text != "pay") {
      const Word& d = take();
      a.die = read_die(d, d.text, 0);  // 0 stands for no die: a written 0 is not read
      if (a.die == 0) fail(d, "'0' is not a die: a d6 is written as a number, 1 to 6");
    }
    if (more()) {
      const Word& t = take();
      if (t.text != "pay")
        fail(t, fmt::format("expected `pay` after the die, not '{}' ({})", excerpt(t.text),
                            usage(a.verb)));
      if (!more()) missing(a, "the crew paid after `pay`");
      const Word& c = take();
      int k = p_.crew_index(c.text);
      if (k < 0) {
        k = kUnknownPiece;
        if (a.unknown.empty()) a.unknown = std::string(c.text);
      }
      a.items.push_back(int16_t(k));
    }
  }

  // `use SOURCE EFFECT ...` (rules_use.cc): the card whose ability is used (a crew's, an
  // equipment's, a unique treasure's or a ship's id), then the effect's words. qm checks the
  // `take` effect (`take OTHER ITEM ... [give ITEM ...]`) of a source whose `take` entry it
  // models; any other effect, a shot's (`@N`), or a `take` it does not model is refused.
  void use(Action& a) {
    if (!more()) missing(a, "the source, the card whose ability is used");
    const Word& src = take();
    source(a, src);
    if (!more()) missing(a, "the effect (`take`, `cancel`)");
    const Word& effect = take();
    if (!effect.text.empty() && effect.text[0] == '@') return use_hit(a, src, effect);
    if (effect.text == "board-range") return use_board_range(a, src);
    if (effect.text.find(':') != std::string_view::npos) return use_fear(a, src, effect);
    if (effect.text == "swap" || effect.text == "own") return use_explore_effect(a, src, effect);
    if (effect.text == "range") return use_range(a, src);  // slice h41-range
    if (effect.text == "explore") return use_explore(a, src);
    if (when_effect(a, src, effect)) return;  // a `when`'s effect (rules_when.cc)
    if (effect.text != "take" && effect.text != "cancel")
      not_checked_yet(effect.pos, fmt::format("`use` lines with the effect '{}' (qm checks "
                                              "`take`, `cancel`, `@N`, `board-range`, `take-all`, "
                                              "`kill-all`, `repair` and `kill`)",
                                              excerpt(effect.text)));
    const bool cancel = effect.text == "cancel";
    a.use = cancel ? UseEffect::Cancel : UseEffect::Take;
    if (a.source >= 0) {  // an entry qm models, and only one of them on the card
      auto on_source = [&](const AbilityCarrier& c) {
        return a.source_ship ? c.ship == a.source : c.crew == a.source;
      };
      int modelled = 0;
      if (cancel)
        for (const CancelAbility& c : p_.abilities.cancels) modelled += on_source(c.carrier);
      else
        for (const TakeAbility& t : p_.abilities.takes) modelled += on_source(t.carrier);
      if (modelled > 1)
        not_checked_yet(src.pos, fmt::format("a source with several `{}` abilities", effect.text));
      const std::string prefix = cancel ? "{cancel:" : "{take:";
      if (!modelled)
        for (const UnmodelledAbility& u : p_.abilities.unmodelled)
          if (on_source(u.carrier) && u.text.rfind(prefix, 0) == 0)
            not_checked_yet(src.pos, fmt::format("a `{}` with these parameters ({})", effect.text,
                                                 excerpt(u.text)));
    }
    if (cancel) {  // `cancel TARGET [D6]`: a crew's or a ship's id
      if (!more()) missing(a, "the target whose abilities are cancelled");
      const Word& t = take();
      if (const int c = p_.crew_index(t.text); c >= 0)
        a.crew = int16_t(c);
      else
        a.other = ship_of(a, t.text);
      if (more()) {
        const Word& d = take();
        a.die = read_die(d, d.text, 0);  // 0 stands for no die: a written 0 is not read
        if (a.die == 0) fail(d, "'0' is not a die: a d6 is written as a number, 1 to 6");
      }
      return;
    }
    a.other = other(a);
    if (!more() || w_[next_].text == "give") missing(a, "the items taken");
    while (more() && w_[next_].text != "give") add_item(a, take(), a.items, a.coins);
    if (more()) {
      take();
      if (!more()) missing(a, "the items given after `give`");
      while (more()) add_item(a, take(), a.give_items, a.give_coins);
    }
  }

  // when-other slice: the effect of a `when` entry after its trigger (rules_when.cc): `take-all
  // OTHER ITEM…`, `kill-all OTHER`, `repair MAST…`, `kill OTHER CREW…`; false for another word.
  // A source whose `when` of that effect qm does not model (or that has several) is refused.
  bool when_effect(Action& a, const Word& src, const Word& effect) {
    const std::string_view w = effect.text;
    if (w == "take-all")
      a.use = UseEffect::TakeAll;
    else if (w == "kill-all")
      a.use = UseEffect::KillAll;
    else if (w == "repair")
      a.use = UseEffect::Repair;
    else if (w == "kill")
      a.use = UseEffect::KillCrew;
    else
      return false;
    if (a.source >= 0) {
      const WhenAbility::Effect wanted = a.use == UseEffect::TakeAll   ? WhenAbility::TakeAll
                                         : a.use == UseEffect::KillAll ? WhenAbility::KillAll
                                         : a.use == UseEffect::Repair  ? WhenAbility::Repair
                                                                       : WhenAbility::KillCrew;
      int modelled = 0;
      for (const WhenAbility& x : p_.abilities.whens)
        modelled += (a.source_ship ? x.carrier.ship == a.source : x.carrier.crew == a.source) &&
                    x.answers(wanted);
      if (modelled > 1)
        not_checked_yet(src.pos, fmt::format("a source with several `{}` abilities", w));
      if (!modelled)
        for (const UnmodelledAbility& u : p_.abilities.unmodelled)
          if ((a.source_ship ? u.carrier.ship == a.source : u.carrier.crew == a.source) &&
              u.text.rfind("{when:", 0) == 0)
            not_checked_yet(src.pos,
                            fmt::format("a `when` with these parameters ({})", excerpt(u.text)));
    }
    if (a.use == UseEffect::Repair) {
      if (!more()) missing(a, "the masts repaired");
      while (more()) {
        const Word& t = take();
        int m = 0;
        if (!read_count(t.text, m) || m < 1 || m > 16)
          fail(t, fmt::format("'{}' is not a mast number (1, 2, ...)", excerpt(t.text)));
        if (a.losses.full()) fail(t, "too many masts on one line");
        a.losses.push_back(int8_t(m));
      }
      return true;
    }
    a.other = other(a);
    if (a.use == UseEffect::KillAll) {
      if (more()) fail(take(), fmt::format("`kill-all` names no item ({})", usage(a.verb)));
      return true;
    }
    if (!more())
      missing(a, a.use == UseEffect::TakeAll ? "the items taken" : "the crew eliminated");
    while (more()) add_item(a, take(), a.items, a.coins);
    return true;
  }

  // Slice fear: `use SOURCE SHIP:D6 …` (rules_fear.cc), a d6 for each enemy ship within S of the
  // source's ship. A source whose Fear qm does not apply (a `when` written out) is refused.
  void use_fear(Action& a, const Word& src, const Word& first) {
    a.use = UseEffect::Fear;
    if (a.source >= 0) {
      auto on_source = [&](const AbilityCarrier& c) {
        return a.source_ship ? c.ship == a.source : c.crew == a.source;
      };
      if (std::none_of(p_.abilities.fears.begin(), p_.abilities.fears.end(), on_source))
        for (const UnmodelledAbility& u : p_.abilities.unmodelled)
          if (on_source(u.carrier) && (u.text == "fear" || u.text.rfind("{when:", 0) == 0))
            not_checked_yet(src.pos, fmt::format("a Fear written as ({})", excerpt(u.text)));
    }
    for (const Word* w = &first;; w = &take()) {
      const size_t colon = w->text.rfind(':');
      if (colon == std::string_view::npos || colon == 0)
        fail(*w, fmt::format("expected SHIP:D6 (a Fear die for an enemy ship), not '{}' ({})",
                             excerpt(w->text), usage(a.verb)));
      if (a.items.full()) fail(*w, "too many ships on one line");
      a.items.push_back(ship_of(a, w->text.substr(0, colon)));
      a.dice.push_back(read_die(*w, w->text.substr(colon + 1), colon + 1));
      if (!more()) return;
    }
  }

  // Slice fear: `swap COIN ISLAND COIN` or `own OTHER X,Y X,Y` (rules_explore_when.cc), the effect
  // of the source's `when` after its ship's explore. A source without such a `when` qm applies, but
  // with a `when` it does not apply, is refused.
  void use_explore_effect(Action& a, const Word& src, const Word& effect) {
    const bool swap = effect.text == "swap";
    a.use = swap ? UseEffect::SwapCoin : UseEffect::OwnDerelict;
    if (a.source >= 0) {
      auto on_source = [&](const AbilityCarrier& c) {
        return a.source_ship ? c.ship == a.source : c.crew == a.source;
      };
      const WhenAbility::Effect wanted = swap ? WhenAbility::SwapCoin : WhenAbility::OwnDockHome;
      bool modelled = false;
      for (const WhenAbility& x : p_.abilities.whens)
        modelled = modelled || (on_source(x.carrier) && x.effect == wanted);
      if (!modelled)
        for (const UnmodelledAbility& u : p_.abilities.unmodelled)
          if (on_source(u.carrier) && u.text.rfind("{when:", 0) == 0)
            not_checked_yet(src.pos,
                            fmt::format("a `when` with these parameters ({})", excerpt(u.text)));
    }
    if (swap) {
      if (!more()) missing(a, "the coin traded from the island explored");
      const Word& c = take();
      a.coins.push_back(read_coin(c, c.text, 0));
      a.island = int16_t(island(a));
      if (!more()) missing(a, "the coin drawn from the other island");
      const Word& r = take();
      a.coins.push_back(read_coin(r, r.text, 0));
    } else {
      a.other = other(a);
      for (int k = 0; k < 2; ++k) {
        if (!more())
          missing(a, k ? "the derelict's place X,Y at home" : "the ship's place X,Y at home");
        a.points.push_back(point(take()));
      }
    }
    if (more())
      fail(take(), fmt::format("nothing follows the {} ({})", swap ? "coin drawn" : "two places",
                               usage(a.verb)));
  }

  // `use SOURCE board-range TARGET` (rules_use_hit.cc): an `allow {board-range}` of the source
  // (one entry qm models; one it does not model is refused); the `board` line follows.
  void use_board_range(Action& a, const Word& src) {
    a.use = UseEffect::BoardRange;
    if (a.source >= 0) {
      auto on_source = [&](const AbilityCarrier& c) {
        return a.source_ship ? c.ship == a.source : c.crew == a.source;
      };
      int modelled = 0;
      for (const BoardRangeAbility& b : p_.abilities.board_ranges) modelled += on_source(b.carrier);
      if (modelled > 1) not_checked_yet(src.pos, "a source with several `board-range` abilities");
      if (!modelled)
        for (const UnmodelledAbility& u : p_.abilities.unmodelled)
          if (on_source(u.carrier) && u.text.find("board-range") != std::string::npos)
            not_checked_yet(src.pos, fmt::format("a `board-range` with these parameters ({})",
                                                 excerpt(u.text)));
    }
    if (!more()) missing(a, "the enemy ship boarded");
    a.other = ship_of(a, take().text);
  }

  // Slice h41-range: `use SOURCE range` (rules_range.cc): the source's optional `stat {range}`
  // chosen for this turn; nothing follows. A source with several such entries qm models, or with
  // a `stat {range}` qm does not model, is refused.
  void use_range(Action& a, const Word& src) {
    a.use = UseEffect::Range;
    if (a.source >= 0) {
      auto on_source = [&](const AbilityCarrier& c) {
        return a.source_ship ? c.ship == a.source : c.crew == a.source;
      };
      int modelled = 0;
      for (const RangeAbility& r : p_.abilities.ranges)
        modelled += r.optional && on_source(r.carrier);
      if (modelled > 1) not_checked_yet(src.pos, "a source with several optional `stat {range}`");
      if (!modelled)
        for (const UnmodelledAbility& u : p_.abilities.unmodelled)
          if (on_source(u.carrier) && u.text.rfind("{stat:", 0) == 0 &&
              u.text.find("range") != std::string::npos)
            not_checked_yet(src.pos, fmt::format("a `stat {{range}}` with these parameters ({})",
                                                 excerpt(u.text)));
    }
    if (more())
      fail(take(), fmt::format("`range` is the last word of its `use` line ({})", usage(a.verb)));
  }

  // Slice h41-range: `use SOURCE explore ISLAND` (rules_range.cc): the source's `allow
  // {explore-range}` marks ISLAND explored for its player. A source with several such entries qm
  // models, or with one it does not model, is refused.
  void use_explore(Action& a, const Word& src) {
    a.use = UseEffect::Explore;
    if (a.source >= 0) {
      auto on_source = [&](const AbilityCarrier& c) {
        return a.source_ship ? c.ship == a.source : c.crew == a.source;
      };
      int modelled = 0;
      for (const ExploreRangeAllow& e : p_.abilities.explore_ranges)
        modelled += on_source(e.carrier);
      if (modelled > 1) not_checked_yet(src.pos, "a source with several `explore-range` abilities");
      if (!modelled)
        for (const UnmodelledAbility& u : p_.abilities.unmodelled)
          if (on_source(u.carrier) && u.text.find("explore-range") != std::string::npos)
            not_checked_yet(src.pos, fmt::format("an `explore-range` with these parameters ({})",
                                                 excerpt(u.text)));
    }
    a.island = int16_t(island(a));
    if (more()) fail(take(), fmt::format("`explore` names one island ({})", usage(a.verb)));
  }

  // `use SOURCE @N kill CREW... | cargo ITEM... | mast [/M...]` (rules_use_hit.cc): the effect
  // of the source's `when {event: hit}` on shot N of the shoot line before. A source without
  // such an entry qm models, or with one qm does not model, is refused.
  void use_hit(Action& a, const Word& src, const Word& at) {
    a.use = UseEffect::Hit;
    int n = 0;
    if (!read_count(at.text.substr(1), n) || n < 1 || n > kMaxShots)
      fail(at, fmt::format("'{}' is not a shot of the line before: @1, @2, ...", excerpt(at.text)));
    a.at_shot = int8_t(n);
    if (a.source >= 0) {
      int modelled = 0;
      for (const HitAbility& h : p_.abilities.hits)
        modelled += a.source_ship ? h.carrier.ship == a.source : h.carrier.crew == a.source;
      if (modelled > 1)
        not_checked_yet(src.pos, "a source with several `when {event: hit}` abilities");
      if (!modelled)
        for (const UnmodelledAbility& u : p_.abilities.unmodelled)
          if ((a.source_ship ? u.carrier.ship == a.source : u.carrier.crew == a.source) &&
              u.text.rfind("{when: {event: hit", 0) == 0)
            not_checked_yet(src.pos, fmt::format("a `when {{event: hit}}` with these parameters "
                                                 "({})",
                                                 excerpt(u.text)));
    }
    if (!more()) missing(a, "the effect (`kill`, `cargo`, `mast`)");
    const Word& e = take();
    if (e.text == "kill") {
      a.hit_effect = HitAbility::KillCrew;
      if (!more()) missing(a, "the crew eliminated");
      while (more()) add_item(a, take(), a.items, a.coins);
      if (!a.coins.empty()) fail(e, "`kill` names crew, not coins");
    } else if (e.text == "cargo") {
      a.hit_effect = HitAbility::KillCargo;
      if (!more()) missing(a, "the items removed");
      while (more()) add_item(a, take(), a.items, a.coins);
    } else if (e.text == "mast") {
      a.hit_effect = HitAbility::ExtraMast;
      while (more()) losses(a, take());
    } else {
      not_checked_yet(e.pos, fmt::format("a shot's effect '{}' on a `use` line (qm checks `kill`, "
                                         "`cargo` and `mast`)",
                                         excerpt(e.text)));
    }
  }

  // Calls `f(part, offset)` for each comma-separated part of t ("5,3,6").
  template <typename F>
  static void for_each_part(const Word& t, F f) {
    size_t start = 0;
    while (start <= t.text.size()) {
      size_t comma = t.text.find(',', start);
      if (comma == std::string_view::npos) comma = t.text.size();
      f(t.text.substr(start, comma - start), start);
      start = comma + 1;
    }
  }

  // `TERRAIN D6[,D6] X,Y [hit SHIP[/N] ...]`
  void drift(Action& a) {
    a.terrain = terrain(a);
    if (!more()) missing(a, "the d6 of the direction");
    terrain_die(a, take());
    if (!more()) missing(a, "the new centre X,Y");
    a.points.push_back(point(take()));
    a.placed = true;
    if (!more()) return;
    const Word& h = take();
    if (h.text != "hit")
      fail(h, fmt::format("expected `hit` after the new centre, not '{}' ({})", excerpt(h.text),
                          usage(a.verb)));
    if (!more()) missing(a, "a ship hit");
    while (more()) {
      const Word& t = take();
      if (a.hits.full()) fail(t, "too many ships hit on one line");
      IcebergHit hit;
      const size_t slash = t.text.find('/');
      hit.ship = ship_of(a, t.text.substr(0, slash));
      if (slash != std::string_view::npos) {
        int m = 0;
        if (!read_count(t.text.substr(slash + 1), m) || m < 1 || m > kMaxMasts)
          fail(t, fmt::format("'{}' is not SHIP/N, N a mast's number", excerpt(t.text)), slash);
        hit.mast = int8_t(m);
      }
      a.hits.push_back(hit);
    }
  }

  static void terrain_die(Action& a, const Word& t) {
    const size_t comma = t.text.find(',');
    a.die = read_die(t, t.text.substr(0, comma), 0);
    if (comma != std::string_view::npos) {
      a.rerolled = true;
      a.die2 = read_die(t, t.text.substr(comma + 1), comma + 1);
    }
  }

  // `/3`, `/3,2`: the masts the owner chooses to lose.
  void losses(Action& a, const Word& t) {
    if (t.text.size() < 2 || t.text[0] != '/')
      fail(t, fmt::format("unexpected '{}' ({})", excerpt(t.text), usage(a.verb)));
    size_t start = 1;
    while (start <= t.text.size()) {
      size_t comma = t.text.find(',', start);
      if (comma == std::string_view::npos) comma = t.text.size();
      int m = 0;
      if (!read_count(t.text.substr(start, comma - start), m) || m < 1 || m > kMaxMasts)
        fail(t, fmt::format("'{}' is not a mast number (1, 2, ...)", excerpt(t.text)), start);
      if (a.losses.full()) fail(t, "too many masts on one line", start);
      a.losses.push_back(int8_t(m));
      start = comma + 1;
    }
  }

  CoinPlace coin_place(std::string_view text, Action& a) {
    CoinPlace place;
    if (text == "home") {
      place.kind = CoinPlace::Home;
    } else if (text == "out") {
      place.kind = CoinPlace::Out;
    } else if (int i = p_.island_index(text); i >= 0) {
      place = {CoinPlace::Island, int16_t(i)};
    } else if (int f = p_.fort_index(text); f >= 0) {
      place = {CoinPlace::Fort, int16_t(f)};
    } else {
      const int s = p_.ship_index(text);
      if (s < 0 && a.unknown.empty()) a.unknown = std::string(text);
      place = {CoinPlace::Ship, int16_t(s >= 0 ? s : kUnknownPiece)};
    }
    return place;
  }

  const Pieces& p_;
  std::vector<Word> w_;
  SourcePos end_;
  size_t next_ = 0;
};

// A coordinate or heading as the notation writes it: the shortest text that reads back as
// the same number ("12", "-3.5"). Whole numbers, nearly all of a simulated game's, skip
// the floating-point formatting (a quarter of a simulation's time went there).
std::string notation_number(double v) {
  if (v == std::trunc(v) && std::abs(v) < 1e15 && !(v == 0 && std::signbit(v)))
    return fmt::format_int(static_cast<long long>(v)).str();
  return fmt::format("{}", v);
}

std::string ship_text(int s, const Action& a, const Pieces& p) {
  return s >= 0 ? p.ships[size_t(s)].id : a.unknown;
}

std::string other_text(const Action& a, const Pieces& p) {
  return a.other_fort ? p.forts[size_t(a.other)].id : ship_text(a.other, a, p);
}

// The items of a cargo line: the crew ids, then the coins.
void items_text(std::string& s, const SmallList<int16_t, kMaxCoins>& crew, const Coins& coins,
                const Action& a, const Pieces& p) {
  for (int16_t c : crew) s += fmt::format(" {}", c >= 0 ? p.crew[size_t(c)].id : a.unknown);
  for (int16_t c : coins) s += fmt::format(" {}", c);
}

}  // namespace

const char* verb_name(Verb v) {
  static const char* const names[] = {
      "turn",      "move",   "dock",    "explore", "shoot", "ram",      "board",
      "tow",       "repair", "scuttle", "ruling",  "reef",  "sargasso", "escape",
      "whirlpool", "fog",    "iceberg", "drift",   "build", "load",     "unload",
      "transfer",  "leave",  "mystery", "reveal",  "extra", "fire",     "use"};
  return names[int(v)];
}

namespace {

LineReader line_reader(const RawMove& raw, const Pieces& pieces) {
  if (!raw.fields) {
    std::vector<Word> words = split_words(raw);
    SourcePos end{raw.pos.line, raw.pos.column + count_chars(raw.text) + (raw.quoted ? 1 : 0)};
    return LineReader(pieces, std::move(words), end);
  }
  const YNode& map = *raw.fields;
  for (size_t i = 0; i < map.map_size(); ++i) {
    const std::string& k = map.key(i).text;
    if (k != "player" && k != "verb" && k != "args")
      throw RecordError(map.key(i).pos, fmt::format("unexpected '{}' in a move map (player, "
                                                    "verb, args)",
                                                    excerpt(k)));
  }
  const YNode* player = map.find("player");
  const YNode* verb = map.find("verb");
  if (!player || !verb)
    throw RecordError(raw.pos, "a move written as a map needs 'player' and 'verb' (and 'args')");
  std::vector<Word> words{field_word(*player, "player"), field_word(*verb, "verb")};
  SourcePos end = verb->pos;
  if (const YNode* args = map.find("args")) {
    if (!args->is_scalar())
      throw RecordError(args->pos,
                        fmt::format("'args' of a move must be text, not {}", args->describe()));
    RawMove rest;
    rest.pos = args->pos;
    rest.quoted = args->quoted;
    rest.text = args->text;
    for (const Word& w : split_words(rest)) {
      // The words point into `rest`; re-point them into the node's text, which outlives them.
      const size_t offset = size_t(w.text.data() - rest.text.data());
      words.push_back(Word{std::string_view(args->text).substr(offset, w.text.size()), w.pos});
    }
    end = SourcePos{args->pos.line, args->pos.column + int(args->text.size())};
  }
  return LineReader(pieces, std::move(words), end);
}

}  // namespace

Action parse_action(const RawMove& raw, const Pieces& pieces) {
  return line_reader(raw, pieces).read();
}

void read_player_and_verb(const RawMove& raw, const std::vector<std::string>& players, int format) {
  Pieces pieces;
  pieces.players = players;
  pieces.format = format;
  line_reader(raw, pieces).read_head();
}

std::string format_action(const Action& a, const Pieces& p) {
  std::string s = fmt::format("{} {}", p.players[size_t(a.player)], verb_name(a.verb));
  if (a.verb == Verb::Turn) return s;
  if (a.verb == Verb::Ruling)
    return s + fmt::format(" \"{}\" {}", a.ruling->note, a.ruling->changes);
  if (a.verb == Verb::Reef || a.verb == Verb::Sargasso || a.verb == Verb::Escape) {
    s += fmt::format(" {} {}", ship_text(a.ship, a, p), p.terrain[size_t(a.terrain)].id);
    if (a.die) s += fmt::format(" {}", int(a.die));
    if (a.rerolled) s += fmt::format(",{}", int(a.die2));
    for (int8_t m : a.losses) s += fmt::format(" /{}", int(m));
    if (a.placed)
      s += fmt::format(" {},{} {}", notation_number(a.points[0].x), notation_number(a.points[0].y),
                       notation_number(a.heading));
    return s;
  }
  if (a.verb == Verb::Whirlpool) {
    s += fmt::format(" {} {} {} {},{}", ship_text(a.ship, a, p), p.terrain[size_t(a.terrain)].id,
                     p.terrain[size_t(a.to_terrain)].id, notation_number(a.points[0].x),
                     notation_number(a.points[0].y));
    if (a.heading_given) s += fmt::format(" {}", notation_number(a.heading));
    s += fmt::format(" {}", int(a.die));
    if (a.rerolled) s += fmt::format(",{}", int(a.die2));
    if (a.loss == WhirlpoolLoss::Mast) s += fmt::format(" lose mast {}", int(a.mast));
    if (a.loss == WhirlpoolLoss::Coin) s += fmt::format(" lose {}", a.take);
    if (a.loss == WhirlpoolLoss::Crew)
      s += fmt::format(" lose {}", a.crew >= 0 ? p.crew[size_t(a.crew)].id : a.unknown);
    return s;
  }
  if (a.verb == Verb::Iceberg || a.verb == Verb::Drift) {
    if (a.verb == Verb::Drift) s += fmt::format(" {}", p.terrain[size_t(a.terrain)].id);
    s += fmt::format(" {}", int(a.die));
    if (a.rerolled) s += fmt::format(",{}", int(a.die2));
    if (a.verb == Verb::Iceberg) return s;
    s += fmt::format(" {},{}", notation_number(a.points[0].x), notation_number(a.points[0].y));
    if (!a.hits.empty()) s += " hit";
    for (const IcebergHit& h : a.hits) {
      s += fmt::format(" {}", ship_text(h.ship, a, p));
      if (h.mast) s += fmt::format("/{}", int(h.mast));
    }
    return s;
  }
  if (a.verb == Verb::Fog) {
    s += fmt::format(" {}", ship_text(a.ship, a, p));
    if (!a.exit)
      return s + fmt::format(" {} {},{}", p.terrain[size_t(a.terrain)].id,
                             notation_number(a.points[0].x), notation_number(a.points[0].y));
    s += fmt::format(" exit {}", int(a.die));
    if (a.rerolled) s += fmt::format(",{}", int(a.die2));
    if (a.to_terrain >= 0) s += fmt::format(" {}", p.terrain[size_t(a.to_terrain)].id);
    return s;
  }
  if (a.verb == Verb::Mystery) {
    s += fmt::format(" {} {} {}", ship_text(a.ship, a, p), p.islands[size_t(a.island)].id,
                     int(a.die));
    for (int k = 0; k < a.dice.size; ++k)
      s += fmt::format("{}{}", k ? "," : " dice ", int(a.dice[k]));
    if (!a.losses.empty() || !a.items.empty()) s += " lose ";
    const char* sep = "";
    for (int8_t m : a.losses) {
      s += fmt::format("{}{}", sep, int(m));
      sep = ",";
    }
    for (int16_t c : a.items) {
      s += fmt::format("{}{}", sep, c >= 0 ? p.crew[size_t(c)].id : a.unknown);
      sep = ",";
    }
    return s;
  }
  if (a.verb == Verb::Reveal) {
    s += fmt::format(" {}", a.event >= 0 ? p.events[size_t(a.event)].id : a.unknown);
    if (a.other != kNoPiece || a.other_fort) s += fmt::format(" {}", other_text(a, p));
    for (uint8_t d : a.dice) s += fmt::format(" {}", int(d));
    for (int16_t c : a.items) s += fmt::format(" {}", c >= 0 ? p.crew[size_t(c)].id : a.unknown);
    return s;
  }
  if (a.verb == Verb::Fire) {
    s += fmt::format(" {} ", ship_text(a.ship, a, p));
    for (int k = 0; k < a.dice.size; ++k) s += fmt::format("{}{}", k ? "," : "", int(a.dice[k]));
    for (int8_t m : a.losses) s += fmt::format(" /{}", int(m));
    return s;
  }
  if (a.verb == Verb::Extra) {
    s += fmt::format(" {} {}", ship_text(a.ship, a, p),
                     a.source < 0    ? a.unknown
                     : a.source_ship ? p.ships[size_t(a.source)].id
                                     : p.crew[size_t(a.source)].id);
    if (a.die) s += fmt::format(" {}", int(a.die));
    for (int16_t c : a.items)
      s += fmt::format(" pay {}", c >= 0 ? p.crew[size_t(c)].id : a.unknown);
    return s;
  }
  if (a.verb == Verb::Use && a.use == UseEffect::Fear) {  // slice fear: `SOURCE SHIP:D6 …`
    s += fmt::format(" {}", a.source < 0    ? a.unknown
                            : a.source_ship ? p.ships[size_t(a.source)].id
                                            : p.crew[size_t(a.source)].id);
    for (int k = 0; k < a.items.size; ++k)
      s += fmt::format(" {}:{}", ship_text(a.items[k], a, p), int(a.dice[k]));
    return s;
  }
  if (a.verb == Verb::Use &&
      (a.use == UseEffect::SwapCoin || a.use == UseEffect::OwnDerelict)) {  // slice fear
    s += fmt::format(" {} {}",
                     a.source < 0    ? a.unknown
                     : a.source_ship ? p.ships[size_t(a.source)].id
                                     : p.crew[size_t(a.source)].id,
                     a.use == UseEffect::SwapCoin ? "swap" : "own");
    if (a.use == UseEffect::SwapCoin)
      return s + fmt::format(" {} {} {}", a.coins[0], p.islands[size_t(a.island)].id, a.coins[1]);
    s += fmt::format(" {}", other_text(a, p));
    for (const Point& q : a.points) s += " " + notation_number(q.x) + "," + notation_number(q.y);
    return s;
  }
  if (a.verb == Verb::Use && a.use >= UseEffect::TakeAll) {  // a `when`'s effect
    const char* word = a.use == UseEffect::TakeAll   ? "take-all"
                       : a.use == UseEffect::KillAll ? "kill-all"
                       : a.use == UseEffect::Repair  ? "repair"
                                                     : "kill";
    s += fmt::format(" {} {}",
                     a.source < 0    ? a.unknown
                     : a.source_ship ? p.ships[size_t(a.source)].id
                                     : p.crew[size_t(a.source)].id,
                     word);
    if (a.use == UseEffect::Repair) {
      for (int8_t m : a.losses) s += fmt::format(" {}", int(m));
      return s;
    }
    s += fmt::format(" {}", other_text(a, p));
    items_text(s, a.items, a.coins, a, p);
    return s;
  }
  if (a.verb == Verb::Use && a.use == UseEffect::Cancel) {
    s += fmt::format(" {} cancel {}",
                     a.source < 0    ? a.unknown
                     : a.source_ship ? p.ships[size_t(a.source)].id
                                     : p.crew[size_t(a.source)].id,
                     a.crew >= 0 ? p.crew[size_t(a.crew)].id : ship_text(a.other, a, p));
    if (a.die) s += fmt::format(" {}", int(a.die));
    return s;
  }
  if (a.verb == Verb::Use && a.use == UseEffect::BoardRange)
    return s + fmt::format(" {} board-range {}",
                           a.source < 0    ? a.unknown
                           : a.source_ship ? p.ships[size_t(a.source)].id
                                           : p.crew[size_t(a.source)].id,
                           ship_text(a.other, a, p));
  if (a.verb == Verb::Use && a.use == UseEffect::Explore)  // slice h41-range
    return s + fmt::format(" {} explore {}",
                           a.source < 0    ? a.unknown
                           : a.source_ship ? p.ships[size_t(a.source)].id
                                           : p.crew[size_t(a.source)].id,
                           a.island >= 0 ? p.islands[size_t(a.island)].id : std::string("?"));
  if (a.verb == Verb::Use && a.use == UseEffect::Range)  // slice h41-range
    return s + fmt::format(" {} range", a.source < 0    ? a.unknown
                                        : a.source_ship ? p.ships[size_t(a.source)].id
                                                        : p.crew[size_t(a.source)].id);
  if (a.verb == Verb::Use && a.use == UseEffect::Hit) {
    s += fmt::format(" {} @{} {}",
                     a.source < 0    ? a.unknown
                     : a.source_ship ? p.ships[size_t(a.source)].id
                                     : p.crew[size_t(a.source)].id,
                     int(a.at_shot),
                     a.hit_effect == HitAbility::KillCrew    ? "kill"
                     : a.hit_effect == HitAbility::KillCargo ? "cargo"
                                                             : "mast");
    items_text(s, a.items, a.coins, a, p);
    for (int8_t m : a.losses) s += fmt::format(" /{}", int(m));
    return s;
  }
  if (a.verb == Verb::Use) {
    s += fmt::format(" {} take {}",
                     a.source < 0    ? a.unknown
                     : a.source_ship ? p.ships[size_t(a.source)].id
                                     : p.crew[size_t(a.source)].id,
                     other_text(a, p));
    items_text(s, a.items, a.coins, a, p);
    if (!a.give_items.empty() || !a.give_coins.empty()) {
      s += " give";
      items_text(s, a.give_items, a.give_coins, a, p);
    }
    return s;
  }
  if (a.verb == Verb::Build) {
    s += fmt::format(" {} {} {} pay", a.fort >= 0 ? p.forts[size_t(a.fort)].id : a.unknown,
                     p.islands[size_t(a.island)].id, ship_text(a.ship, a, p));
    for (int16_t c : a.coins) s += fmt::format(" {}", c);
    return s;
  }
  s += fmt::format(" {}", a.fort >= 0 ? p.forts[size_t(a.fort)].id : ship_text(a.ship, a, p));
  switch (a.verb) {
    case Verb::Move:
      for (Point pt : a.points) {
        s += ' ';
        s += notation_number(pt.x);
        s += ',';
        s += notation_number(pt.y);
      }
      break;
    case Verb::Dock:
      s += fmt::format(" {}", p.islands[size_t(a.island)].id);
      if (a.unload) {
        s += " unload";
        for (int16_t c : a.coins) s += fmt::format(" {}", c);
      }
      break;
    case Verb::Explore:
      if (a.at_sea) {
        s += fmt::format(" {}", other_text(a, p));
        items_text(s, a.items, a.coins, a, p);
        if (!a.give_items.empty() || !a.give_coins.empty()) {
          s += " give";
          items_text(s, a.give_items, a.give_coins, a, p);
        }
        break;
      }
      for (int16_t c : a.coins) s += fmt::format(" {}", c);
      for (int16_t c : a.items) s += fmt::format(" {}", c >= 0 ? p.crew[size_t(c)].id : a.unknown);
      break;
    case Verb::Load:
    case Verb::Unload:
    case Verb::Leave:
    case Verb::Transfer:
      if (a.verb == Verb::Transfer) s += fmt::format(" {}", ship_text(a.other, a, p));
      items_text(s, a.items, a.coins, a, p);
      if (a.verb != Verb::Transfer && a.island >= 0)  // slice h41b-deny2
        s += fmt::format(" @{}", p.islands[size_t(a.island)].id);
      break;
    case Verb::Shoot:
      for (const Shot& shot : a.shots) {
        if (shot.kind == ShotKind::Smoke) {  // no target, no die: the fog bank placed
          s += fmt::format(" {}>{}@{},{}!smoke", int(shot.mast), p.terrain[size_t(a.terrain)].id,
                           notation_number(a.points[0].x), notation_number(a.points[0].y));
          continue;
        }
        s += fmt::format(
            " {}>{}:{}",
            shot.broadside() ? std::string("B")
            : shot.extra()   ? fmt::format("x{}", shot.extra())
                             : std::to_string(int(shot.mast)),
            shot.at_fort ? p.forts[size_t(shot.target)].id : ship_text(shot.target, a, p),
            int(shot.die));
        if (shot.rerolled) s += fmt::format(",{}", int(shot.reroll));
        s += shot.hit ? "h" : "m";
        if (shot.choice) s += fmt::format("/{}", int(shot.choice));
        for (int k = 0; shot.broadside() && k < a.losses.size; ++k)
          s += fmt::format("{}{}", k ? "," : "/", int(a.losses[k]));
        if (shot.crew != -1)  // an exploding shot's `/N,CREW`
          s += fmt::format("{}{}", shot.choice && shot.kind == ShotKind::Exploding ? "," : "/",
                           shot.crew >= 0 ? p.crew[size_t(shot.crew)].id : a.unknown);
        if (shot.kind != ShotKind::None) s += fmt::format("!{}", shot_kind_name(shot.kind));
      }
      if (a.share) {
        s += " share ";
        for (int k = 0; k < a.coins.size; ++k) {
          s += k ? "," : "";
          s += std::to_string(a.coins[k]);
        }
        for (int k = 0; k < a.items.size; ++k) {
          s += k || a.coins.size ? "," : "";
          s += a.items[k] >= 0 ? p.crew[size_t(a.items[k])].id : a.unknown;
        }
      }
      break;
    case Verb::Ram:
      s += fmt::format(" {} {}{}{}", other_text(a, p), int(a.die),
                       a.rerolled ? fmt::format(",{}", int(a.die2)) : "", a.hit ? "h" : "m");
      if (a.mast) s += fmt::format("/{}", int(a.mast));
      break;
    case Verb::Board:
      s += fmt::format(" {} {}{} {}{}", other_text(a, p), int(a.die),
                       a.board_rerolled ? fmt::format(",{}", int(a.board_reroll)) : "", int(a.die2),
                       a.board_rerolled2 ? fmt::format(",{}", int(a.board_reroll2)) : "");
      if (a.effect == BoardEffect::Take && a.take) s += fmt::format(" take {}", a.take);
      if (a.effect == BoardEffect::Take && !a.take)  // format 2: a unique treasure
        s += fmt::format(" take {}", a.crew >= 0 ? p.crew[size_t(a.crew)].id : a.unknown);
      if (a.effect == BoardEffect::Kill)
        s += fmt::format(" kill {}", a.crew >= 0 ? p.crew[size_t(a.crew)].id : a.unknown);
      break;
    case Verb::Tow:
      s += fmt::format(" {}", other_text(a, p));
      break;
    case Verb::Repair:
      if (a.mast) s += fmt::format(" {}", int(a.mast));
      break;
    case Verb::Scuttle:
      s += fmt::format(" {}", int(a.die));
      break;
    case Verb::Turn:
    case Verb::Ruling:
    case Verb::Reef:
    case Verb::Sargasso:
    case Verb::Escape:
    case Verb::Whirlpool:
    case Verb::Fog:
    case Verb::Iceberg:
    case Verb::Drift:
    case Verb::Build:
    case Verb::Mystery:
    case Verb::Reveal:
    case Verb::Extra:
    case Verb::Fire:
    case Verb::Use:
      break;
  }
  return s;
}

MoveWords action_words(const Action& a, const Pieces& p) {
  MoveWords w;
  w.player = p.players[size_t(a.player)];
  w.verb = verb_name(a.verb);
  const std::string line = format_action(a, p);
  const size_t head = w.player.size() + 1 + w.verb.size();
  if (line.size() > head + 1) w.rest = line.substr(head + 1);
  return w;
}

}  // namespace qm::pirates

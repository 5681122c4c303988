#include "games/pirates/cards/card_row.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>

#include "games/pirates/cards/sentence_shape.h"
#include "record/excerpt.h"

namespace qm::pirates::cards {

namespace {

std::string trimmed(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r' || s[b] == '\n')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r' || s[e - 1] == '\n'))
    --e;
  return std::string(s.substr(b, e - b));
}

const std::string& field(const CsvRow& row, int column) {
  static const std::string none;
  return column >= 0 && size_t(column) < row.fields.size() ? row.fields[size_t(column)].text : none;
}

// A whole number as the list writes it ("15", "15.0"); nullopt for anything else.
std::optional<int> whole_number(std::string_view text) {
  const std::string t = trimmed(text);
  double value = 0;
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
  if (t.empty() || ec != std::errc() || end != t.data() + t.size() || value < 0 || value > 1000 ||
      value != std::floor(value))
    return std::nullopt;
  return int(value);
}

// The faction column's word for the nation ("Pirate" → Pirates); "" for none.
std::string faction_nation(std::string_view faction) {
  const std::string f = trimmed(faction);
  if (f == "Barbary Corsair") return "Barbary Corsairs";
  return nation_of(f);
}

CardKind kind_of(const std::string& type, const std::string& ability) {
  if (type == "Ship") {
    for (const char* c : {"Sea Monster", "Kraken", "Sea Dragon", "Titan", "Octopus"})
      if (ability.rfind(c, 0) == 0) return CardKind::Creature;
    return CardKind::Ship;
  }
  if (type == "Crew" || type == "Crew/T") return CardKind::Crew;
  if (type == "Equipment") return CardKind::Equipment;
  if (type == "Event") return CardKind::Event;
  if (type == "Fort") return CardKind::Fort;
  if (type == "Treasure") return CardKind::Treasure;
  if (type == "Island") return CardKind::Island;
  return CardKind::Other;
}

// The Link column: a card name, a list "A, B", or "All English ships".
std::vector<ReadSentence> read_links(const std::string& text) {
  std::vector<ReadSentence> out;
  size_t at = 0;
  while (at <= text.size()) {
    size_t next = text.find(", ", at);
    const std::string part = trimmed(text.substr(at, next == text.npos ? text.npos : next - at));
    if (!part.empty()) {
      ReadSentence r{"Link: " + part, EntryKind::Checked, {}};
      std::string nation;
      // "All English ships" (printed "Ships" on a few cards).
      if (part.rfind("All ", 0) == 0 && part.size() > 10 &&
          (part.compare(part.size() - 6, 6, " ships") == 0 ||
           part.compare(part.size() - 6, 6, " Ships") == 0))
        nation = nation_of(part.substr(4, part.size() - 10));
      r.entries.push_back(nation.empty()
                              ? fmt::format("{{build: {{link: {}}}}}", yaml_quoted(part))
                              : fmt::format("{{build: {{link: {{nation: {}}}}}}}", nation));
      out.push_back(std::move(r));
    }
    if (next == text.npos) break;
    at = next + 2;
  }
  return out;
}

}  // namespace

CardColumns CardColumns::of_header(const CsvRow& header) {
  CardColumns c;
  struct Wanted {
    const char* name;
    int CardColumns::*column;
    bool required;
  };
  const Wanted wanted[] = {
      {"Faction", &CardColumns::faction, true},   {"#", &CardColumns::id, true},
      {"Type", &CardColumns::type, true},         {"Name", &CardColumns::name, true},
      {"Point Cost", &CardColumns::points, true}, {"Masts", &CardColumns::masts, true},
      {"Cargo", &CardColumns::cargo, true},       {"Base Move", &CardColumns::move, true},
      {"Cannons", &CardColumns::cannons, true},   {"Link", &CardColumns::link, true},
      {"Ability", &CardColumns::ability, true},   {"SheetName", &CardColumns::sheet, false},
  };
  for (size_t i = 0; i < header.fields.size(); ++i)
    for (const Wanted& w : wanted)
      if (trimmed(header.fields[i].text) == w.name && c.*w.column < 0) c.*w.column = int(i);
  for (const Wanted& w : wanted)
    if (w.required && c.*w.column < 0)
      throw RecordError(
          {header.line, 1},
          fmt::format("expected the header of the community card list (Faction, #, Rarity, Type, "
                      "Name, Point Cost, Masts, Cargo, Base Move, Cannons, Link, Ability, ...); "
                      "the column '{}' is missing (the first line reads '{}')",
                      w.name,
                      excerpt(header.fields.empty() ? std::string() : header.fields[0].text, 40)));
  return c;
}

const char* card_kind_name(CardKind kind) {
  switch (kind) {
    case CardKind::Ship:
      return "ship";
    case CardKind::Creature:
      return "creature";
    case CardKind::Crew:
      return "crew";
    case CardKind::Equipment:
      return "equipment";
    case CardKind::Event:
      return "event";
    case CardKind::Fort:
      return "fort";
    case CardKind::Treasure:
      return "treasure";
    case CardKind::Island:
      return "island";
    case CardKind::Other:
      break;
  }
  return "none";
}

Card read_card_row(const CsvRow& row, const CardColumns& c) {
  Card card;
  card.line = row.line;
  card.id = trimmed(field(row, c.id));
  card.name = trimmed(field(row, c.name));
  card.type_text = trimmed(field(row, c.type));
  card.ability_text = trimmed(field(row, c.ability));
  card.released = trimmed(field(row, c.sheet)) != "UNRELEASED";
  card.kind = kind_of(card.type_text, card.ability_text);
  if (card.kind == CardKind::Other) return card;
  if (row.fields.size() <= size_t(c.ability)) {
    card.problem =
        fmt::format("the row has {} fields; the list's rows have its header's", row.fields.size());
    return card;
  }
  auto fail = [&](std::string why) {
    card.problem = std::move(why);
    card.points.reset();
    card.cargo.reset();
    card.cost.reset();
    card.cannons.clear();
    card.move.clear();
  };
  // The nation: the faction column, except unique treasures (UT) and the like, which have none.
  const std::string faction = trimmed(field(row, c.faction));
  card.nation = faction_nation(faction);
  if (card.nation.empty() && (card.kind == CardKind::Ship || card.kind == CardKind::Crew ||
                              card.kind == CardKind::Creature)) {
    fail(fmt::format("Faction '{}' is not a nation of the list", excerpt(faction, 30)));
    return card;
  }
  const std::string points = trimmed(field(row, c.points));
  if (card.kind == CardKind::Fort && points.size() > 5 &&
      points.compare(points.size() - 5, 5, " gold") == 0) {
    card.cost = whole_number(points.substr(0, points.size() - 5));
    card.points = 0;
  } else if (!points.empty()) {
    card.points = whole_number(points);
  }
  if (!points.empty() && !card.points && !card.cost) {
    fail(fmt::format("Point Cost '{}' is not a whole number", excerpt(points, 30)));
    return card;
  }
  if ((card.kind == CardKind::Ship || card.kind == CardKind::Crew ||
       card.kind == CardKind::Creature) &&
      !card.points) {
    fail("Point Cost is empty");
    return card;
  }
  const bool hull =
      card.kind == CardKind::Ship || card.kind == CardKind::Creature || card.kind == CardKind::Fort;
  if (hull) {
    const std::string masts = trimmed(field(row, c.masts));
    const std::string cannons = trimmed(field(row, c.cannons));
    const std::optional<int> count = whole_number(masts);
    size_t at = 0;
    while (at < cannons.size()) {
      size_t next = cannons.find_first_of("-,", at);
      const std::string token =
          trimmed(cannons.substr(at, next == cannons.npos ? cannons.npos : next - at));
      const std::optional<Cannon> cannon = parse_cannon(token);
      if (!cannon) {
        fail(fmt::format("Cannons '{}': '{}' is not a cannon (a rank 1-6 and S or L, like 3S)",
                         excerpt(cannons, 40), excerpt(token, 10)));
        return card;
      }
      card.cannons.push_back(*cannon);
      if (next == cannons.npos) break;
      at = next + 1;
    }
    if (card.kind != CardKind::Fort || !masts.empty()) {
      if (!count || *count < 1 || *count > kMaxMasts) {
        fail(fmt::format("Masts '{}' is not a number of masts from 1 to {}", excerpt(masts, 20),
                         kMaxMasts));
        return card;
      }
      if (size_t(*count) != card.cannons.size()) {
        fail(fmt::format("Masts {} but {} cannon(s) ('{}'): a mast has one cannon", *count,
                         card.cannons.size(), excerpt(cannons, 40)));
        return card;
      }
    }
  }
  if (card.kind == CardKind::Ship) {
    const std::string cargo = trimmed(field(row, c.cargo));
    card.cargo = whole_number(cargo);
    if (!card.cargo) {
      fail(fmt::format("Cargo '{}' is not a whole number", excerpt(cargo, 20)));
      return card;
    }
  }
  if (card.kind == CardKind::Ship || card.kind == CardKind::Creature) {
    card.move = trimmed(field(row, c.move));
    if (card.move == "T" || card.move == "D") {
      card.move_unmodelled = true;
    } else if (!parse_base_move(card.move)) {
      fail(fmt::format("Base Move '{}' is not a base move (S, L, S+L, ...)",
                       excerpt(card.move, 20)));
      return card;
    }
  }
  card.sentences = read_links(trimmed(field(row, c.link)));
  std::vector<ReadSentence> abilities = read_ability_text(card.ability_text);
  for (ReadSentence& s : abilities) card.sentences.push_back(std::move(s));
  return card;
}

bool card_checked(const Card& card, bool unverified_as_labels) {
  if (!card.problem.empty() || card.move_unmodelled) return false;
  for (const ReadSentence& s : card.sentences)
    if (s.kind == EntryKind::Unmodelled ||
        (s.kind == EntryKind::Unverified && !unverified_as_labels))
      return false;
  return true;
}

}  // namespace qm::pirates::cards

#include "games/pirates/cards/card_list.h"

#include <fmt/format.h>

#include <set>
#include <tuple>

#include "games/pirates/abilities_reader.h"
#include "games/pirates/cards/card_file.h"
#include "games/pirates/cards/csv_reader.h"
#include "games/pirates/pirates_game.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

const CardList* PiratesGame::card_list() const {
  static const cards::PiratesCardList list;
  return &list;
}

}  // namespace qm::pirates

namespace qm::pirates::cards {

namespace {

const char* kind_words(EntryKind kind) {
  switch (kind) {
    case EntryKind::Checked:
      return "";
    case EntryKind::Label:
      return " (label)";
    case EntryKind::Unverified:
      return " (label?: a hull class whose own rules are not known)";
    case EntryKind::Unmodelled:
      return " UNMODELLED";
    case EntryKind::Reminder:
      return "";
  }
  return "";
}

std::string percent(int part, int whole) {
  return whole ? fmt::format("{:.1f}%", 100.0 * part / whole) : "-";
}

// The distinct card's key: its nation, name and ability text, in lower case with spaces
// collapsed (the list repeats a card for each printing).
std::string normal(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += char(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace

bool engine_applies(const Card& card) {
  if (!card_checked(card)) return false;
  for (const ReadSentence& s : card.sentences)
    for (const std::string& e : s.entries) {
      bool applies = false;
      parse_yaml_documents(e, [&](YamlDocument& doc) {
        if (!doc.ok) return;
        AbilitySet set;
        try {
          // A v1 keyword comes back as its word; anything else is added to `set`.
          // A crew's entry is read as a crew's (`build {face-up}` is a crew's), others as a ship's.
          const AbilityCarrier carrier =
              card.kind == CardKind::Crew ? AbilityCarrier{-1, 0} : AbilityCarrier{0, -1};
          applies = !read_ability_entry(doc.root, carrier, 2, set).empty() ||
                    (!set.entries.empty() && set.entries.back().modelled);
        } catch (const RecordError&) {
          applies = false;
        }
      });
      if (!applies) return false;
    }
  return true;
}

std::vector<Card> read_cards(std::string_view text) {
  const std::vector<CsvRow> rows = read_csv(text);
  if (rows.empty())
    throw RecordError({1, 1},
                      "expected the community card list's header (Faction, #, Rarity, "
                      "Type, Name, ...); the file is empty");
  const CardColumns columns = CardColumns::of_header(rows.front());
  std::vector<Card> cards;
  cards.reserve(rows.size());
  for (size_t i = 1; i < rows.size(); ++i) cards.push_back(read_card_row(rows[i], columns));
  return cards;
}

Coverage coverage_of(const std::vector<Card>& cards) {
  Coverage c;
  // Per distinct card: checked, checked with label? as labels.
  std::set<std::tuple<std::string, std::string, std::string>> seen;
  for (const Card& card : cards) {
    if (card.kind != CardKind::Other && !card.problem.empty()) ++c.unreadable;
    if (card.kind != CardKind::Ship && card.kind != CardKind::Creature &&
        card.kind != CardKind::Crew)
      continue;
    ++c.rows;
    const bool checked = card_checked(card), labels = card_checked(card, true);
    c.rows_checked += checked;
    c.rows_checked_labels += labels;
    c.rows_engine += engine_applies(card);
    bool unmodelled = card.move_unmodelled;
    for (const ReadSentence& s : card.sentences) unmodelled |= s.kind == EntryKind::Unmodelled;
    c.rows_unmodelled += unmodelled;
    if (!card.released) continue;
    if (!seen.emplace(card.nation, normal(card.name), normal(card.ability_text)).second) continue;
    ++c.distinct;
    c.distinct_checked += checked;
    c.distinct_checked_labels += labels;
  }
  return c;
}

std::string coverage_text(const Coverage& c) {
  return fmt::format(
      "Coverage: {} of {} ship and crew rows ({}) and {} of {} distinct released cards ({}) "
      "read into checked entries with nothing unmodelled.\n"
      "With the hull classes whose rules are not known (Galley, Junk, ...) counted as labels: "
      "{} rows ({}), {} distinct cards ({}).\n"
      "Ship and crew rows with an unmodelled text or move: {} ({}). Rows not read: {}.\n"
      "Ship and crew rows whose every entry the engine applies today (the rest it reads and "
      "says are unmodelled): {} ({}).\n",
      c.rows_checked, c.rows, percent(c.rows_checked, c.rows), c.distinct_checked, c.distinct,
      percent(c.distinct_checked, c.distinct), c.rows_checked_labels,
      percent(c.rows_checked_labels, c.rows), c.distinct_checked_labels,
      percent(c.distinct_checked_labels, c.distinct), c.rows_unmodelled,
      percent(c.rows_unmodelled, c.rows), c.unreadable, c.rows_engine,
      percent(c.rows_engine, c.rows));
}

std::string report_text(const std::vector<Card>& cards) {
  std::string out;
  for (const Card& card : cards) {
    if (card.kind == CardKind::Other) continue;
    out += fmt::format("line {}: {} {} ({}{}{})", card.line, card.id.empty() ? "-" : card.id,
                       card.name, card_kind_name(card.kind),
                       card.nation.empty() ? "" : ", " + card.nation,
                       card.released ? "" : ", unreleased");
    if (!card.problem.empty()) {
      out += fmt::format(": NOT READ: {}\n", card.problem);
      continue;
    }
    std::string figures;
    auto add = [&](const std::string& f) { figures += (figures.empty() ? "" : ", ") + f; };
    if (card.points) add(fmt::format("points {}", *card.points));
    if (card.cost) add(fmt::format("cost {}", *card.cost));
    if (!card.cannons.empty()) {
      std::string cannons;
      for (const Cannon& c : card.cannons) {
        if (!cannons.empty()) cannons += ' ';
        cannons += cannon_text(c);
      }
      add(fmt::format("{} {} [{}]",
                      card.kind == CardKind::Creature ? "segments"
                      : card.kind == CardKind::Fort   ? "flags"
                                                      : "masts",
                      card.cannons.size(), cannons));
    }
    if (card.cargo) add(fmt::format("cargo {}", *card.cargo));
    if (!card.move.empty())
      add(card.move_unmodelled
              ? fmt::format("move {} UNMODELLED (not a base move of the rules)", card.move)
              : fmt::format("move {}", card.move));
    out += fmt::format(": {}\n", figures.empty() ? "no printed figures" : figures);
    for (const ReadSentence& s : card.sentences) {
      if (s.kind == EntryKind::Reminder) {
        out += fmt::format("  \"{}\" -> the rules of the entry above\n", s.text);
        continue;
      }
      std::string entries;
      for (const std::string& e : s.entries) entries += (entries.empty() ? "" : ", ") + e;
      out += fmt::format("  \"{}\" -> {}{}\n", s.text, entries, kind_words(s.kind));
    }
  }
  return out;
}

std::string PiratesCardList::description() const {
  return "the Pirates of the Spanish Main community card list (a CSV with the columns Faction, "
         "#, Rarity, Type, Name, Point Cost, Masts, Cargo, Base Move, Cannons, Link, Ability, "
         "...)";
}

CardListReading PiratesCardList::read(std::string_view text) const {
  const std::vector<Card> cards = read_cards(text);
  const Coverage c = coverage_of(cards);
  return {report_text(cards), coverage_text(c), card_file_text(cards), c.unreadable};
}

}  // namespace qm::pirates::cards

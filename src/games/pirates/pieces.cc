#include "games/pirates/pieces.h"

#include <charconv>

namespace qm::pirates {

uint8_t keyword_bit(std::string_view w) {
  if (w == "helmsman") return kHelmsman;
  if (w == "captain") return kCaptain;
  if (w == "cannoneer") return kCannoneer;
  if (w == "shipwright") return kShipwright;
  if (w == "explorer") return kExplorer;
  if (w == "linked") return kLinked;
  return 0;
}

const char* terrain_kind_name(TerrainKind k) {
  static const char* const names[] = {"fog", "iceberg", "reef", "sargasso", "whirlpool", "current"};
  return names[int(k)];
}

const char* terrain_noun(TerrainKind k) {
  static const char* const names[] = {"fog bank",     "iceberg",   "reef",
                                      "Sargasso Sea", "whirlpool", "trade current"};
  return names[int(k)];
}

int Pieces::terrain_index(std::string_view id) const {
  for (size_t i = 0; i < terrain.size(); ++i)
    if (terrain[i].id == id) return int(i);
  return kNoPiece;
}

int Pieces::fort_index(std::string_view id) const {
  for (size_t i = 0; i < forts.size(); ++i)
    if (forts[i].id == id) return int(i);
  return kNoPiece;
}

int Pieces::event_index(std::string_view id) const {
  for (size_t i = 0; i < events.size(); ++i)
    if (events[i].id == id) return int(i);
  return kNoPiece;
}

int Pieces::ship_index(std::string_view id) const {
  for (size_t i = 0; i < ships.size(); ++i)
    if (ships[i].id == id) return int(i);
  return kNoPiece;
}

int Pieces::island_index(std::string_view id) const {
  for (size_t i = 0; i < islands.size(); ++i)
    if (islands[i].id == id) return int(i);
  return kNoPiece;
}

int Pieces::crew_index(std::string_view id) const {
  for (size_t i = 0; i < crew.size(); ++i)
    if (crew[i].id == id) return int(i);
  return kNoPiece;
}

std::optional<Cannon> parse_cannon(std::string_view text) {
  if (text.size() < 2) return std::nullopt;
  const char r = text.back();
  if (r != 'S' && r != 'L') return std::nullopt;
  int rank = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size() - 1, rank);
  if (ec != std::errc() || end != text.data() + text.size() - 1 || rank < 1 || rank > 6)
    return std::nullopt;
  return Cannon{uint8_t(rank), r == 'S' ? Ruler::S : Ruler::L};
}

std::optional<std::vector<Ruler>> parse_base_move(std::string_view text) {
  std::vector<Ruler> rulers;
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] != 'S' && text[i] != 'L') return std::nullopt;
    rulers.push_back(text[i] == 'S' ? Ruler::S : Ruler::L);
    ++i;
    if (i < text.size()) {
      if (text[i] != '+' || i + 1 == text.size()) return std::nullopt;
      ++i;
    }
  }
  if (rulers.empty()) return std::nullopt;
  return rulers;
}

const char* ruler_name(Ruler r) { return r == Ruler::S ? "S" : "L"; }

std::string cannon_text(const Cannon& c) { return std::to_string(c.rank) + ruler_name(c.ruler); }

}  // namespace qm::pirates

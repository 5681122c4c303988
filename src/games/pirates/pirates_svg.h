// The picture of the table (`qm state --format svg`): PiratesGameState's table view
// (pirates_views.h) drawn to scale as SVG, one unit a millimetre of the table (+x to the right, +y
// up, as the record's positions and headings read). It shows the islands (home islands with their
// owner and the gold unloaded there, wild ones with their coins and whether explored),
// every ship as its disc in its owner's colour with its bow and heading, its masts
// (standing or lost), gold aboard, derelict, stuck, towing and sunk ships; the last line
// played (a move's path, a shot's lines and the cannons' range circles, a ram, a tow); for
// the line that broke a rule, the geometry that decided it in red; a scale bar with the S
// and L rulers, and a legend. Every text from the record is escaped.
#pragma once

#include <string>

#include "games/pirates/pirates_views.h"

namespace qm::pirates {

struct PictureCaption {
  std::string title;    // the record and the move: the <title> and the heading
  std::string verdict;  // "" when valid; else the violation as the audit states it
};

std::string draw_table_svg(const TableView& table, const PictureCaption& caption);

}  // namespace qm::pirates

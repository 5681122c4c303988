#include "report/site/table_pictures.h"

#include <fmt/format.h>

#include "replay/present.h"
#include "report/html.h"
#include "report/record_section.h"
#include "store/export.h"

namespace qm::report::site {

TablePictures::TablePictures(store::Database& db) : db_(db), reader_(db) {}

std::string TablePictures::section(const GameRow& g) {
  if (g.status == "unreadable" || g.result_only || g.game.empty()) return "";
  if (auto known = draws_.find(g.game); known != draws_.end() && !known->second) return "";
  const Replay r = store::replay_stored(replayer_, db_, reader_.load(g.game_id));
  if (!r.match) {
    // Not replayable now (its ruleset file changed since, say): after a few such records of
    // a game not known to draw, its others are not tried either.
    if (!draws_.count(g.game) && ++undecided_[g.game] >= kMaxUndecided) draws_[g.game] = false;
    return "";
  }
  const std::optional<std::string> svg = table_svg(r);
  draws_[g.game] = svg.has_value();
  if (!svg) return "";
  const std::string heading =
      r.violation && r.violation->phase == Phase::Move
          ? fmt::format("The table before move {}, the disputed move", r.violation->move)
      : r.violation && r.violation->before_moves()
          ? std::string("The table at the start")
          : fmt::format("The table after move {}", r.moves_played);
  return element("h2", "", heading) + "<figure>" +
         inline_svg(*svg, attribute("class", "table-picture") + attribute("id", "table-picture")) +
         "</figure>\n";
}

}  // namespace qm::report::site

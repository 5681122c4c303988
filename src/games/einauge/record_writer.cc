#include "games/einauge/record_writer.h"

#include <fmt/format.h>

#include "games/einauge/bot.h"
#include "games/einauge/notation.h"
#include "games/einauge/scoring.h"
#include "record/yaml_scalar.h"

namespace qm::einauge {

namespace {

std::string card_list_notation(const std::vector<Card>& cards) {
  std::vector<std::string> names;
  for (Card c : cards) names.push_back(card_name(c));
  return fmt::format("[{}]", fmt::join(names, ", "));
}

}  // namespace

std::string setup_fields(const Setup& setup, bool with_deck) {
  std::vector<std::string> removed;
  for (int c = 0; c < kColours; ++c)
    if (setup.removed[size_t(c)]) removed.emplace_back(colour_name(c));
  std::string out = fmt::format("removed: [{}]\n", fmt::join(removed, ", "));
  out += fmt::format("display: {}\ndesk: {}\n", card_list_notation(setup.display),
                     card_list_notation(setup.desk));
  if (with_deck) out += fmt::format("deck: {}\n", card_list_notation(setup.deck));
  return out;
}

std::string result_field(const std::vector<std::string>& players,
                         const std::vector<long long>& totals) {
  std::vector<std::string> claims;
  for (size_t p = 0; p < players.size(); ++p)
    claims.push_back(fmt::format("{}: {}", players[p], totals[p]));
  return fmt::format("result: {{{}}}\n", fmt::join(claims, ", "));
}

std::string write_einauge_record(const Setup& setup, const std::vector<Move>& moves,
                                 const Options& options, const EinaugeRecordInfo& info) {
  const std::vector<std::string>& players = setup.player_names;
  std::string out = "format: 1\ngame: einauge\n";
  out += fmt::format("ruleset: {}\n", yaml_scalar(info.ruleset));
  if (!info.id.empty()) out += fmt::format("id: {}\n", info.id);
  if (!info.date.empty()) out += fmt::format("date: {}\n", info.date);
  if (!info.event.empty()) out += fmt::format("event: {}\n", info.event);
  out += fmt::format("players: [{}]\n", fmt::join(players, ", "));
  out += setup_fields(setup, info.with_deck);
  out += "moves:\n";
  for (const Move& m : moves) out += fmt::format("  - {}\n", format_move(m, players));
  if (info.with_result) {
    State s(options, setup);
    for (const Move& m : moves) must_play(s, m);
    std::vector<long long> totals;
    for (const PlayerScore& x : score(s).players) totals.push_back(x.total);
    out += result_field(players, totals);
  }
  return out;
}

}  // namespace qm::einauge

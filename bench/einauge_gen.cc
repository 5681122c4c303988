// einauge_gen: writes one simulated Einauge game as a record. The sample records in
// records/einauge/ started from it, then got their comments by hand.
//   einauge_gen SEED PLAYERS RULESET ID DATE EVENT NAME... [--deck] [--dispute KIND]
// The first seed from SEED on whose game the bots finish is used. With --dispute, the
// game is edited at the first suitable place after move 20 to show a dispute:
//   steal3   a steal paid with 3 sabres for a card that shows a sabre
//   nomove   a turn without the compulsory move to the desk
//   sell     a jewel sold although the ducats covered the buy
//   dear     a buy the player could not afford
//   seen     a reveal naming a card already turned
//   result   the claimed result adds one jewel to the first player's total
// The expected verdict and the edited move go to stderr.
#include <fmt/format.h>

#include <cstdlib>
#include <iostream>
#include <string>

#include "games/einauge/notation.h"
#include "games/einauge/options.h"
#include "games/einauge/record_writer.h"
#include "games/einauge/sim_game.h"
#include "games/game.h"
#include "games/registry.h"
#include "rules/ruleset.h"

using namespace qm::einauge;

namespace {

struct Edit {
  bool done = false;
  std::string expect;
};

// Applies the dispute `kind` to the game's moves; false when no place suits it.
Edit dispute(const std::string& kind, const Options& options, qm::einauge::EinaugeSimGame& g) {
  State s(options, g.setup);
  Edit e;
  for (size_t i = 0; i < g.moves.size(); ++i) {
    const Move m = g.moves[i];
    const bool late = i > 20 && s.phase() == Phase::Turns;
    if (late && kind == "sell" && m.verb == Verb::Buy) {
      const PlayerState& ps = s.player(m.player);
      if (ps.jewels > 0 && ps.ducats >= options.cards.cost(m.card)) {
        Move sell;
        sell.player = m.player;
        sell.verb = Verb::Sell;
        sell.jewels = 1;
        g.moves.insert(g.moves.begin() + long(i), sell);
        return {true, fmt::format("illegal sell-not-needed at move {}", i + 1)};
      }
    }
    if (late && kind == "dear" && m.verb == Verb::Buy) {
      for (Card d : s.display())
        if (!is_vessel(d) && options.cards.cost(d) > s.player(m.player).ducats &&
            !s.check_place(m.player, d, -1)) {
          g.moves[i].card = d;
          g.moves[i].column = -1;
          return {true, fmt::format("illegal buy-unaffordable at move {}", i + 1)};
        }
    }
    if (late && kind == "nomove" && m.verb == Verb::Move) {
      g.moves.erase(g.moves.begin() + long(i));
      return {true, fmt::format("illegal move-missing at move {}", i + 1)};
    }
    if (late && kind == "seen" && m.verb == Verb::Reveal && m.revealed_count > 0) {
      for (const Column& col : s.player(0).columns)
        for (Card c : col.cards)
          if (!is_vessel(c)) {
            g.moves[i].revealed[0] = c;
            return {true, fmt::format("illegal card-not-available at move {}", i + 1)};
          }
    }
    if (s.play(m)) return e;
    if (late && kind == "steal3" && m.verb == Verb::Buy && s.player(m.player).sabres == 3) {
      for (Card c : s.desk())
        if (!is_vessel(c) && s.steal_cost(c) == 4 && !s.check_place(m.player, c, -1)) {
          Move steal;
          steal.player = m.player;
          steal.verb = Verb::Steal;
          steal.card = c;
          g.moves.insert(g.moves.begin() + long(i) + 1, steal);
          return {true, fmt::format("illegal steal-too-few-sabres at move {}", i + 2)};
        }
    }
  }
  return e;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 7) {
    std::cerr << "usage: einauge_gen SEED PLAYERS RULESET ID DATE EVENT NAME... [--deck] "
                 "[--dispute KIND]\n";
    return 2;
  }
  uint64_t seed = std::strtoull(argv[1], nullptr, 10);
  int players = std::atoi(argv[2]);
  qm::einauge::EinaugeRecordInfo info;
  info.ruleset = argv[3];
  info.id = argv[4];
  info.date = argv[5];
  info.event = argv[6];
  std::vector<std::string> names;
  std::string kind;
  for (int i = 7; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--deck")
      info.with_deck = true;
    else if (a == "--dispute" && i + 1 < argc)
      kind = argv[++i];
    else
      names.push_back(a);
  }
  qm::RulesetLibrary library(&qm::game_option_specs);
  Options options = Options::from(*library.get(info.ruleset));
  for (;; ++seed) {
    qm::einauge::EinaugeSimGame g = qm::einauge::simulate_einauge(options, players, seed);
    if (!g.completed) continue;
    for (int p = 0; p < players && p < int(names.size()); ++p)
      g.setup.player_names[size_t(p)] = names[size_t(p)];
    std::string record = qm::einauge::write_einauge_record(g, options, info);
    if (!kind.empty() && kind != "result") {
      Edit e = dispute(kind, options, g);
      if (!e.done) continue;
      std::cerr << e.expect << "\n";
      // The claimed result stays the one of the game as played.
      std::string edited = qm::einauge::write_einauge_record(
          g, options, {info.ruleset, info.id, info.date, info.event, info.with_deck, false});
      record = edited + record.substr(record.find("result:"));
    }
    if (kind == "result") {
      size_t at = record.find(": ", record.find("result: {") + 9) + 2;
      size_t end = record.find_first_of(",}", at);
      int claimed = std::atoi(record.substr(at, end - at).c_str()) + 1;
      record = record.substr(0, at) + std::to_string(claimed) + record.substr(end);
      std::cerr << "illegal result-mismatch after the last move\n";
    }
    std::cerr << "seed " << seed << "\n";
    std::cout << record;
    return 0;
  }
}

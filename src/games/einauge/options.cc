#include "games/einauge/options.h"

#include <algorithm>
#include <string>

#include "record/record.h"

namespace qm::einauge {

const RulesSpec& Options::spec() {
  static const RulesSpec spec{
      {
          {"selling",
           {"when-short", "any-time"},
           "when-short: a player sells (jewels, island cards) only while her ducats do not cover "
           "the card she then buys; any-time: before the buy, whenever she likes"},
          {"scoring",
           {"chests", "colours"},
           "chests: 7/4/1 jewels for the most chests of each colour; colours: jewels for the "
           "number of different colours owned (3->3 ... 8->28)"},
          {"vessel_cost", {"5", "<integer>"}, "the ducats a vessel costs in the display", 0, 1000},
      },
      {
          {"cards",
           {"2", "3", "4", "5", "6", "7", "8", "vessel"},
           {"sabres", "ducats", "jewels", "chests"},
           {"placeholder"},
           "the treasure of each island card by cost (every colour alike) and of a vessel; "
           "placeholder: true marks a value not confirmed from a printed card"},
      },
  };
  return spec;
}

Options Options::from(const Ruleset& ruleset) {
  Options o;
  auto get = [&](const char* name) { return ruleset.option(name); };
  o.selling = get("selling") == "any-time" ? Selling::AnyTime : Selling::WhenShort;
  o.scoring = get("scoring") == "colours" ? Scoring::Colours : Scoring::Chests;
  long long cost = 5;
  if (parse_integer(get("vessel_cost"), cost))
    o.cards.vessel_cost = int(std::clamp(cost, -1LL, 1000LL));
  auto table = ruleset.tables.find("cards");
  if (table == ruleset.tables.end()) return o;
  auto treasure = [&](const std::string& row) {
    Treasure t;
    auto it = table->second.find(row);
    if (it == table->second.end()) return t;
    auto field = [&](const char* name) {
      auto f = it->second.find(name);
      return f == it->second.end() ? 0 : int(f->second);
    };
    t.sabres = field("sabres");
    t.ducats = field("ducats");
    t.jewels = field("jewels");
    t.chests = field("chests");
    t.placeholder = field("placeholder") != 0;
    return t;
  };
  for (int cost = kMinCost; cost < kMinCost + kCosts; ++cost)
    o.cards.island[size_t(cost - kMinCost)] = treasure(std::to_string(cost));
  o.cards.vessel = treasure("vessel");
  return o;
}

}  // namespace qm::einauge

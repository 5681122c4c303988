#include "games/loot/options.h"

namespace qm::loot {

const std::vector<OptionSpec>& Options::specs() {
  static const std::vector<OptionSpec> specs = {
      {"partnership",
       {"false", "true"},
       "false: 2-5 individual players; true: 4, 6 or 8 players in teams of two"},
      {"capture_scope",
       {"any", "last-played"},
       "any: a side captures every merchant it leads; last-played: only merchants it played a card "
       "on since its previous capture check"},
      {"captain_on_partner_ship",
       {"false", "true"},
       "false: a captain needs a pirate ship the player played personally; true: any ship of the "
       "team's colour there"},
      {"capture_check_seat",
       {"first-active", "first-seat"},
       "first-active: a team's captures are checked at its first partner still playing; "
       "first-seat: "
       "always at the first partner's seat, even after that partner sat out"},
      {"end_resolves_captures",
       {"false", "true"},
       "true: at the end each merchant at sea goes to whoever leads it"},
      {"admiral_needs_attack",
       {"false", "true"},
       "true: the admiral may only be played on a merchant that another side attacks"},
  };
  return specs;
}

Options Options::from(const std::map<std::string, std::string>& v) {
  Options o;
  auto get = [&](const char* name) {
    auto it = v.find(name);
    return it == v.end() ? std::string() : it->second;
  };
  o.partnership = get("partnership") == "true";
  o.capture_scope =
      get("capture_scope") == "last-played" ? CaptureScope::LastPlayed : CaptureScope::Any;
  o.captain_on_partner_ship = get("captain_on_partner_ship") == "true";
  o.capture_check_seat = get("capture_check_seat") == "first-seat" ? CaptureCheckSeat::FirstSeat
                                                                   : CaptureCheckSeat::FirstActive;
  o.end_resolves_captures = get("end_resolves_captures") == "true";
  o.admiral_needs_attack = get("admiral_needs_attack") == "true";
  return o;
}

bool Options::allows_player_count(int n) const {
  return partnership ? (n == 4 || n == 6 || n == 8) : (n >= 2 && n <= 5);
}

std::string Options::player_counts() const { return partnership ? "4, 6 or 8" : "2 to 5"; }

}  // namespace qm::loot

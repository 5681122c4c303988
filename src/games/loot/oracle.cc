#include "games/loot/oracle.h"

#include <algorithm>

namespace qm::loot {

LootOracle::LootOracle(const Options& options, std::vector<std::vector<Card>> deal,
                       std::vector<Card> deck)
    : options_(options), players_(int(deal.size())), deck_(std::move(deck)) {
  hands_.resize(players_);
  for (int p = 0; p < players_; ++p) {
    hands_[p].fill(0);
    for (Card c : deal[p]) ++hands_[p][int(c)];
  }
}

int LootOracle::hand_size(int player) const {
  int n = 0;
  for (int k : hands_[player]) n += k;
  return n;
}

// The colour (0-3) `side` attacks `m` with, from the pirate ships played there.
int LootOracle::colour_used_by(const Merchant& m, int side) const {
  for (const auto& [player, card] : m.plays)
    if (is_pirate(card) && side_of(player) == side) return int(card_colour(card));
  return -1;
}

// A colour nobody else uses at `m`.
bool LootOracle::colour_open(const Merchant& m, int colour, int side) const {
  for (const auto& [player, card] : m.plays)
    if (is_pirate(card) && int(card_colour(card)) == colour && side_of(player) != side)
      return false;
  return true;
}

// Who leads: the last captain or admiral; else the strictly strongest attacker; else (not
// attacked) the owner. -1 on a tie.
int LootOracle::leader(const Merchant& m) const {
  for (auto it = m.plays.rbegin(); it != m.plays.rend(); ++it)
    if (is_captain(it->second) || is_admiral(it->second)) return side_of(it->first);
  std::vector<int> strength(sides(), 0);
  bool attacked = false;
  for (const auto& [player, card] : m.plays)
    if (is_pirate(card)) {
      strength[side_of(player)] += pirate_strength(card);
      attacked = true;
    }
  if (!attacked) return side_of(m.owner);
  int best = int(std::max_element(strength.begin(), strength.end()) - strength.begin());
  return std::count(strength.begin(), strength.end(), strength[best]) > 1 ? -1 : best;
}

std::vector<OracleCapture> LootOracle::begin_turn() {
  std::vector<OracleCapture> made;
  if (over_ || turn_begun_) return made;
  turn_begun_ = true;
  // The sides whose captures are checked now: the player to move's (individual play); in
  // partnership play a team checks at its first partner's seat (first-seat: even when that
  // partner sat out, i.e. was passed over since the last move) or at its first partner
  // still playing (first-active).
  std::vector<int> checking;
  for (int side = 0; side < sides(); ++side) {
    bool due;
    if (!options_.partnership) {
      due = side == side_of(to_move_);
    } else if (options_.capture_check_seat == CaptureCheckSeat::FirstSeat) {
      const int first = 2 * side;
      due =
          to_move_ == first || std::find(skipped_.begin(), skipped_.end(), first) != skipped_.end();
    } else {
      const int first_active = out(2 * side) ? 2 * side + 1 : 2 * side;
      due = to_move_ == first_active;
    }
    if (due) checking.push_back(side);
  }
  for (int side : checking) {
    for (size_t i = 0; i < sea_.size();) {
      Merchant& m = sea_[i];
      bool in_scope = options_.capture_scope == CaptureScope::Any || m.touched[side];
      if (in_scope && leader(m) == side) {
        made.push_back(OracleCapture{moves_ + 1, m.number, side, m.value});
        sea_.erase(sea_.begin() + long(i));
      } else {
        m.touched[side] = false;
        ++i;
      }
    }
  }
  captures_.insert(captures_.end(), made.begin(), made.end());
  return made;
}

std::vector<Move> LootOracle::legal_moves() const {
  std::vector<Move> moves;
  if (over_) return moves;
  const int p = to_move_, side = side_of(p);
  const auto& hand = hands_[p];
  const bool deck_empty = deck_pos_ == int(deck_.size());
  auto add = [&](Verb verb, int target, std::optional<Card> card) {
    Move m;
    m.player = p;
    m.verb = verb;
    m.target = target;
    m.card = card;
    moves.push_back(m);
  };
  if (!deck_empty) add(Verb::Draw, 0, std::nullopt);
  for (int c = 0; c < kCardKinds; ++c) {
    if (!hand[c]) continue;
    const Card card = Card(c);
    if (is_merchant(card)) add(Verb::Merchant, 0, card);
    if (deck_empty && !is_merchant(card)) add(Verb::Discard, 0, card);
    if (!is_pirate(card)) continue;
    const int colour = int(card_colour(card));
    for (const Merchant& m : sea_) {
      int own = colour_used_by(m, side);
      if ((own < 0 || own == colour) && colour_open(m, colour, side))
        add(Verb::Attack, m.number, card);
    }
  }
  for (const Merchant& m : sea_) {
    int own = colour_used_by(m, side);
    if (own < 0 || !hand[int(captain_card(Colour(own)))]) continue;
    bool personal = false;
    for (const auto& [player, card] : m.plays)
      personal |= player == p && is_pirate(card) && int(card_colour(card)) == own;
    if (personal || options_.captain_on_partner_ship) add(Verb::Captain, m.number, std::nullopt);
  }
  if (hand[int(kAdmiral)])
    for (const Merchant& m : sea_) {
      if (side_of(m.owner) != side) continue;
      bool attacked_by_other = false;
      for (const auto& [player, card] : m.plays)
        attacked_by_other |= is_pirate(card) && side_of(player) != side;
      if (!options_.admiral_needs_attack || attacked_by_other)
        add(Verb::Admiral, m.number, std::nullopt);
    }
  return moves;
}

void LootOracle::play(const Move& move) {
  const int p = move.player, side = side_of(p);
  auto at = [&](int number) -> Merchant& {
    return *std::find_if(sea_.begin(), sea_.end(),
                         [&](const Merchant& m) { return m.number == number; });
  };
  auto put = [&](Merchant& m, Card card) {
    --hands_[p][int(card)];
    m.plays.emplace_back(p, card);
    m.touched[side] = true;
  };
  switch (move.verb) {
    case Verb::Draw:
      ++hands_[p][int(deck_[deck_pos_++])];
      break;
    case Verb::Merchant: {
      --hands_[p][int(*move.card)];
      Merchant m;
      m.number = next_number_++;
      m.owner = p;
      m.value = merchant_value(*move.card);
      m.touched.assign(sides(), false);
      m.touched[side] = true;
      sea_.push_back(std::move(m));
      break;
    }
    case Verb::Attack:
      put(at(move.target), *move.card);
      break;
    case Verb::Captain: {
      Merchant& m = at(move.target);
      put(m, captain_card(Colour(colour_used_by(m, side))));
      break;
    }
    case Verb::Admiral:
      put(at(move.target), kAdmiral);
      break;
    case Verb::Discard:
      --hands_[p][int(*move.card)];
      break;
    case Verb::Pass:
      break;
  }
  ++moves_;
  turn_begun_ = false;
  // The end: the pile is empty and a player (individual) or both partners of a team
  // (partnership) hold no card.
  bool end = false;
  for (int s = 0; s < sides(); ++s) {
    bool all_out = true;
    for (int q = 0; q < players_; ++q)
      if (side_of(q) == s && !out(q)) all_out = false;
    end |= all_out;
  }
  if (end)
    finish();
  else
    advance();
}

// The next seat in turn order; in partnership play a player out of cards once the pile is
// empty sits out.
void LootOracle::advance() {
  skipped_.clear();
  for (int step = 1; step <= players_; ++step) {
    int seat = (to_move_ + step) % players_;
    if (options_.partnership && out(seat)) {
      skipped_.push_back(seat);
      continue;
    }
    to_move_ = seat;
    return;
  }
}

void LootOracle::finish() {
  over_ = true;
  if (options_.end_resolves_captures)
    for (const Merchant& m : sea_)
      if (int side = leader(m); side >= 0)
        captures_.push_back(OracleCapture{0, m.number, side, m.value});
  sea_.clear();
}

std::vector<int> LootOracle::scores() const {
  std::vector<int> s(sides(), 0);
  for (const OracleCapture& c : captures_) s[c.side] += c.value;
  for (int p = 0; p < players_; ++p)
    for (int v = 2; v <= 8; ++v) s[side_of(p)] -= v * hands_[p][int(merchant_card(v))];
  return s;
}

}  // namespace qm::loot

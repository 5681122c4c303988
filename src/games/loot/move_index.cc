#include "games/loot/move_index.h"

namespace qm::loot {

LegalMoveIndex::LegalMoveIndex(const State& state) {
  if (state.game_over()) return;
  player_ = state.to_move();
  const int side = state.setup().side_of[player_];
  const CardCounts& hand = state.known_hand(player_);
  draw_ = state.deck_count() > 0;
  for (int c = 0; c < 7; ++c)
    if (hand.n[c] > 0) merchants_.push_back(Card(c));
  for (int c = 7; c < 23; ++c)
    if (hand.n[c] > 0) pirates_[size_t(card_colour(Card(c)))].push_back(Card(c));
  size_t per_colour[kColours];
  for (int k = 0; k < kColours; ++k) per_colour[k] = pirates_[size_t(k)].size;
  bool captains = false;
  for (int k = 0; k < kColours; ++k) captains |= hand[captain_card(Colour(k))];
  const bool admiral = hand[kAdmiral] > 0;
  const std::vector<int>& side_of = state.setup().side_of;
  for (const SeaMerchant& m : state.at_sea()) {
    int own = -1;  // the colour this side attacks m with
    uint8_t open = 0;
    for (int k = 0; k < kColours; ++k) {
      if (m.colour_side[k] == side) own = k;
      if (m.colour_side[k] < 0) open |= uint8_t(1u << k);
    }
    Sea s{m.number, own >= 0 ? uint8_t(1u << own) : open, 0};
    for (int k = 0; k < kColours; ++k)
      if (s.colours & (1u << k)) s.count += per_colour[k];
    attacks_ += s.count;
    sea_.push_back(s);
    if (captains && own >= 0 && hand[captain_card(Colour(own))] &&
        (state.options().captain_on_partner_ship || (m.ship_players[own] & (1u << player_))))
      captains_.push_back(m.number);
    if (admiral && side_of[m.owner] == side) {
      bool attacked = !state.options().admiral_needs_attack;
      for (int k = 0; k < kColours && !attacked; ++k)
        attacked = m.colour_side[k] >= 0 && m.colour_side[k] != side;
      if (attacked) admirals_.push_back(m.number);
    }
  }
  if (!draw_)
    for (int c = 7; c < kCardKinds; ++c)
      if (hand.n[c] > 0) discards_.push_back(Card(c));
  size_ =
      size_t(draw_) + merchants_.size + attacks_ + captains_.size + admirals_.size + discards_.size;
}

Move LegalMoveIndex::at(size_t k) const {
  Move m;
  m.player = player_;
  if (draw_) {
    if (k == 0) return m;  // Verb::Draw
    --k;
  }
  if (k < merchants_.size) {
    m.verb = Verb::Merchant;
    m.card = merchants_[k];
    return m;
  }
  k -= merchants_.size;
  if (k < attacks_) {
    m.verb = Verb::Attack;
    for (const Sea& s : sea_) {
      if (k >= s.count) {
        k -= s.count;
        continue;
      }
      m.target = s.number;
      // Pirate kinds in card order: colour by colour, each colour's kinds by strength.
      for (int colour = 0; colour < kColours; ++colour) {
        if (!(s.colours & (1u << colour))) continue;
        const auto& kinds = pirates_[size_t(colour)];
        if (k < kinds.size) {
          m.card = kinds[k];
          return m;
        }
        k -= kinds.size;
      }
    }
  }
  k -= attacks_;
  if (k < captains_.size) {
    m.verb = Verb::Captain;
    m.target = captains_[k];
    return m;
  }
  k -= captains_.size;
  if (k < admirals_.size) {
    m.verb = Verb::Admiral;
    m.target = admirals_[k];
    return m;
  }
  k -= admirals_.size;
  m.verb = Verb::Discard;
  m.card = discards_[k];
  return m;
}

}  // namespace qm::loot

#include "games/loot/state.h"

#include <fmt/format.h>

#include "record/excerpt.h"

#include <algorithm>

namespace qm::loot {

namespace {

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Whether a side other than `side` attacks `m` (admiral-needs-attack).
bool attacked_by_other(const SeaMerchant& m, int side) {
  for (int c = 0; c < kColours; ++c)
    if (m.colour_side[c] >= 0 && m.colour_side[c] != side) return true;
  return false;
}

// Whether some of the players of `team` (a bit per player) attack `m` with `colour`, and
// whether players outside it do (SeaMerchant::ship_players).
bool team_uses(const SeaMerchant& m, int colour, uint16_t team) {
  return (m.ship_players[size_t(colour)] & team) != 0;
}
bool others_use(const SeaMerchant& m, int colour, uint16_t team) {
  return (m.ship_players[size_t(colour)] & ~team) != 0;
}

// Whether `move` (an attack, captain or admiral at `m` by its player) passes the checks that
// read who plays with whom when the player's side is the players of `team`: how the option
// `partnership` decides it (State::count_move_options). `colour`: the attack's or the
// captain's colour.
bool legal_for_team(const SeaMerchant& m, const Move& move, int colour, uint16_t team,
                    const Options& options) {
  const uint16_t player = uint16_t(1u << move.player);
  switch (move.verb) {
    case Verb::Attack:
      if (others_use(m, colour, team)) return false;  // attack-colour-taken
      for (int c = 0; c < kColours; ++c)
        if (c != colour && team_uses(m, c, team)) return false;  // attack-second-colour
      return true;
    case Verb::Captain:
      for (int c = 0; c < kColours; ++c)
        if (c != colour && team_uses(m, c, team)) return false;
      return options.captain_on_partner_ship ? team_uses(m, colour, team)
                                             : team_uses(m, colour, player);
    default: {  // the admiral: on the team's merchant, attacked by others when that is needed
      if (!((1u << m.owner) & team)) return false;
      if (!options.admiral_needs_attack) return true;
      for (int c = 0; c < kColours; ++c)
        if (others_use(m, c, team)) return true;
      return false;
    }
  }
}

}  // namespace

State::State(const Options& options, Setup setup) : options_(options), setup_(std::move(setup)) {
  const int n = players();
  side_first_.assign(sides(), -1);
  for (int p = n - 1; p >= 0; --p) side_first_[setup_.side_of[p]] = p;
  captured_gold_.assign(sides(), 0);
  known_ = setup_.dealt;
  known_.resize(n);
  unknown_.resize(n);
  unseen_ = CardCounts::full_deck();
  for (int p = 0; p < n; ++p) {
    unknown_[p] = kHandSize - known_[p].total;
    for (int c = 0; c < kCardKinds; ++c) unseen_.remove(Card(c), known_[p].n[c]);
  }
  deck_count_ = kDeckSize - kHandSize * n;
  if (setup_.deck_known)
    for (Card c : setup_.deck) unseen_.remove(c);
  // Reserved once, so that playing a game allocates nothing more (the simulations' speed).
  at_sea_.reserve(16);
  sea_plays_.reserve(kDeckSize);
  captures_.reserve(25);  // the merchant ships in the deck
  pending_checks_.push_back(setup_.side_of[0]);
}

void State::begin_turn() {
  if (over_) return;
  for (int side : pending_checks_) run_capture_check(side);
  pending_checks_.clear();
}

std::optional<Violation> State::play(const Move& move) {
  begin_turn();
  if (auto violation = check(move)) return violation;
  count_move_options(move);
  apply(move);
  return std::nullopt;
}

// The options check() read to accept `move`, and whether their other value would have
// refused it (a captain at a ship only the partner played, an admiral at a merchant no other
// side attacks).
void State::count_move_options(const Move& move) {
  if (move.verb != Verb::Attack && move.verb != Verb::Captain && move.verb != Verb::Admiral) return;
  const SeaMerchant* target = merchant(target_number(move));
  if (!target) return;
  const int side = setup_.side_of[move.player];
  count_partnership(move, *target);
  if (move.verb == Verb::Attack) return;
  if (move.verb == Verb::Admiral) {
    option_counts_.count(kAdmiralNeedsAttackOption, !attacked_by_other(*target, side));
    return;
  }
  for (int c = 0; c < kColours; ++c)
    if (target->colour_side[c] == side)
      option_counts_.count(kCaptainOnPartnerShipOption,
                           !(target->ship_players[c] & (1u << move.player)));
}

// `partnership` at each attack, captain and admiral played: whether the move would pass
// the checks that read the sides with the players grouped the other way (individual play:
// each player alone; partnership: teams of two seated side by side, as the rules seat them,
// seats 1-2, 3-4, ...; not consulted where the player count allows no partnership).
void State::count_partnership(const Move& move, const SeaMerchant& m) {
  const int p = move.player, n = players();
  uint16_t now = 0;
  for (int q = 0; q < n; ++q)
    if (setup_.side_of[q] == setup_.side_of[p]) now |= uint16_t(1u << q);
  uint16_t other = uint16_t(1u << p);
  if (!options_.partnership) {
    if (n != 4 && n != 6 && n != 8) return;
    other |= uint16_t(1u << (p ^ 1));
  }
  int colour = 0;
  if (move.verb == Verb::Attack) {
    colour = int(card_colour(*move.card));
  } else if (move.verb == Verb::Captain) {
    for (int c = 0; c < kColours; ++c)
      if (team_uses(m, c, now)) colour = c;
    if (move.colour) colour = int(*move.colour);
    if (move.card) colour = int(card_colour(*move.card));
  }
  option_counts_.count(kPartnershipOption, legal_for_team(m, move, colour, now, options_) !=
                                               legal_for_team(m, move, colour, other, options_));
}

const SeaMerchant* State::merchant(int number) const {
  for (const SeaMerchant& m : at_sea_)
    if (m.number == number) return &m;
  return nullptr;
}

SeaMerchant* State::merchant(int number) {
  for (SeaMerchant& m : at_sea_)
    if (m.number == number) return &m;
  return nullptr;
}

int State::find_merchant(int owner, int value) const {
  int found = 0;
  for (const SeaMerchant& m : at_sea_) {
    if (m.owner != owner || merchant_value(m.card) != value) continue;
    if (found) return -1;
    found = m.number;
  }
  return found;
}

Lead State::leader(const SeaMerchant& m) const {
  Lead lead;
  if (m.special_side >= 0) {
    lead.side = m.special_side;
    lead.reason = LeadReason::LastSpecial;
    lead.special = m.special;
    return lead;
  }
  int best = -1, best_strength = 0, second = 0;
  bool tie = false;
  for (int c = 0; c < kColours; ++c) {
    if (m.colour_side[c] < 0) continue;
    int s = m.strength[c];
    if (best < 0 || s > best_strength) {
      second = best < 0 ? 0 : best_strength;
      best = c;
      best_strength = s;
      tie = false;
    } else if (s == best_strength) {
      tie = true;
      second = s;
    } else {
      second = std::max(second, s);
    }
  }
  if (best < 0) {
    lead.side = setup_.side_of[m.owner];
    lead.reason = LeadReason::Unopposed;
    return lead;
  }
  lead.strength = best_strength;
  lead.runner_up = second;
  if (tie) return lead;  // nobody leads; the ship stays at sea
  lead.side = m.colour_side[best];
  lead.reason = LeadReason::Strength;
  return lead;
}

// `capture`: at the start of its turn a side takes every merchant it leads (with
// capture_scope last-played, only those it played a card on since its previous check).
void State::run_capture_check(int side) {
  const uint16_t bit = uint16_t(1u << side);
  for (size_t i = 0; i < at_sea_.size();) {
    SeaMerchant& m = at_sea_[i];
    bool in_scope = options_.capture_scope == CaptureScope::Any || (m.touched & bit);
    Lead lead = leader(m);
    // The scope decides a capture only of a merchant the side leads and left alone.
    option_counts_.count(kCaptureScopeOption, lead.side == side && !(m.touched & bit));
    if (in_scope && lead.side == side) {
      captured_gold_[side] += merchant_value(m.card);
      captures_.push_back(Capture{moves_played_ + 1, std::move(m), side, lead});
      at_sea_.erase(at_sea_.begin() + i);
    } else {
      m.touched &= uint16_t(~bit);
      ++i;
    }
  }
}

std::optional<Violation> State::check_card_held(int player, Card card) const {
  if (known_[player][card] > 0) return std::nullopt;
  if (unknown_[player] > 0 && unseen_[card] > 0) return std::nullopt;
  std::string held = unknown_[player] > 0
                         ? fmt::format("{} known card{} ({}) and {} unknown", known_[player].total,
                                       known_[player].total == 1 ? "" : "s",
                                       describe_cards(known_[player]), unknown_[player])
                         : fmt::format("{}", describe_cards(known_[player]));
  if (unknown_[player] > 0)
    return Violation{
        "card-not-held",
        fmt::format("{} cannot hold {}: every copy ({}) is already accounted for; {} holds {}",
                    name(player), card_name(card), kCopies[uint8_t(card)], name(player), held)};
  return Violation{"card-not-held", fmt::format("{} does not hold {}: the hand is {}", name(player),
                                                card_name(card), held)};
}

std::optional<Violation> State::check(const Move& move) const {
  const int p = move.player;
  const int side = setup_.side_of[p];
  if (over_)
    return Violation{"game-over",
                     fmt::format("the game is over: it ended after move {}", moves_played_)};
  if (p != to_move_ && waiver_.enforced("turn-order"))
    return Violation{"turn-order",
                     fmt::format("it is {}'s turn, not {}'s", name(to_move_), name(p))};
  if (move.verb == Verb::Pass && waiver_.enforced("one-action"))
    return Violation{"one-action",
                     fmt::format("{} must take exactly one action (draw, merchant, attack, "
                                 "captain, admiral or discard); passing is not one",
                                 name(p))};

  // wrong-card-kind: the card must suit the verb.
  auto wrong_kind = [&](const char* wanted) {
    return Violation{"wrong-card-kind", fmt::format("{} is a {}, not a {}", card_name(*move.card),
                                                    card_kind_name(*move.card), wanted)};
  };
  if (move.card) {
    Card c = *move.card;
    if (move.verb == Verb::Merchant && !is_merchant(c)) return wrong_kind("merchant ship");
    if (move.verb == Verb::Attack && !is_pirate(c)) return wrong_kind("pirate ship");
    if (move.verb == Verb::Captain && !is_captain(c)) return wrong_kind("pirate captain");
    if (move.verb == Verb::Admiral && !is_admiral(c)) return wrong_kind("admiral");
  }

  const SeaMerchant* target = nullptr;
  if (move.verb == Verb::Attack || move.verb == Verb::Captain || move.verb == Verb::Admiral) {
    int number = target_number(move);
    target = number > 0 ? merchant(number) : nullptr;
    if (!target) return check_target(move, number);
  }

  if (move.verb == Verb::Draw && deck_count_ == 0)
    return Violation{"draw-empty-deck", "the draw pile is empty: play or discard a card instead"};
  if (move.verb == Verb::Discard) {
    if (deck_count_ > 0 && waiver_.enforced("discard-deck-not-empty"))
      return Violation{
          "discard-deck-not-empty",
          fmt::format("cards may be discarded only once the draw pile is empty ({} left)",
                      plural(deck_count_, "card", "cards"))};
    if (move.card && is_merchant(*move.card) && waiver_.enforced("discard-merchant"))
      return Violation{"discard-merchant",
                       fmt::format("{} is a merchant ship: merchant ships are never discarded",
                                   card_name(*move.card))};
  }

  if (move.verb == Verb::Attack) {
    Colour colour = card_colour(*move.card);
    int user = target->colour_side[int(colour)];
    if (user >= 0 && user != side) {
      const Play* first = nullptr;
      for (const Play& play : sea_plays_)
        if (play.merchant == target->number && is_pirate(play.card) &&
            card_colour(play.card) == colour) {
          first = &play;
          break;
        }
      return Violation{"attack-colour-taken",
                       fmt::format("{} is already used at @{} by {} (move {})", colour_name(colour),
                                   target->number,
                                   first ? name(first->player) : excerpt(setup_.side_names[user]),
                                   first ? first->move : 0)};
    }
    for (int c = 0; c < kColours; ++c)
      if (c != int(colour) && target->colour_side[c] == side &&
          waiver_.enforced("attack-second-colour"))
        return Violation{
            "attack-second-colour",
            fmt::format("{} already attacks @{} with {}: only {} ships may be added there",
                        setup_.side_names[side], target->number, colour_name(Colour(c)),
                        colour_name(Colour(c)))};
  }

  Card card_played{};
  if (move.verb == Verb::Captain) {
    int own = -1;  // the colour this side attacks the merchant with
    for (int c = 0; c < kColours; ++c)
      if (target->colour_side[c] == side) own = c;
    Colour colour = move.colour ? *move.colour
                    : move.card ? card_colour(*move.card)
                                : Colour(own < 0 ? 0 : own);
    const bool checked = waiver_.enforced("captain-no-own-ship");
    if (own < 0 && checked)
      return Violation{"captain-no-own-ship",
                       fmt::format("{} has no pirate ship at @{} for a captain to join", name(p),
                                   target->number)};
    if (int(colour) != own && checked)
      return Violation{"captain-no-own-ship",
                       fmt::format("{} attacks @{} with {}, not {}", setup_.side_names[side],
                                   target->number, colour_name(Colour(own)), colour_name(colour))};
    if (checked && !options_.captain_on_partner_ship && !(target->ship_players[own] & (1u << p)))
      return Violation{"captain-no-own-ship",
                       fmt::format("{} played no {} ship at @{} personally; only the partner did",
                                   name(p), colour_name(colour), target->number)};
    card_played = captain_card(colour);
  }
  if (move.verb == Verb::Admiral) {
    if (setup_.side_of[target->owner] != side && waiver_.enforced("admiral-not-own-merchant"))
      return Violation{
          "admiral-not-own-merchant",
          fmt::format("@{} is {}'s merchant: the admiral defends only {}", target->number,
                      name(target->owner),
                      options_.partnership ? "your own or your partner's" : "your own")};
    if (options_.admiral_needs_attack) {
      if (!attacked_by_other(*target, side) && waiver_.enforced("admiral-needs-attack"))
        return Violation{
            "admiral-needs-attack",
            fmt::format("nobody else attacks @{}: this ruleset allows the admiral only on an "
                        "attacked merchant",
                        target->number)};
    }
    card_played = kAdmiral;
  }
  if (move.verb == Verb::Merchant || move.verb == Verb::Attack || move.verb == Verb::Discard)
    card_played = *move.card;
  if (move.verb != Verb::Draw) {
    if (auto v = check_card_held(p, card_played)) return v;
  } else if (move.card) {
    Card c = *move.card;
    if (setup_.deck_known && setup_.deck[deck_pos_] != c)
      return Violation{"draw-mismatch",
                       fmt::format("the record's draw pile has {} on top, not {}",
                                   card_name(setup_.deck[deck_pos_]), card_name(c))};
    if (!setup_.deck_known && unseen_[c] == 0)
      return Violation{"draw-mismatch",
                       fmt::format("no {} can still be in the draw pile: all {} are accounted for",
                                   card_name(c), kCopies[uint8_t(c)])};
  }
  return std::nullopt;
}

// The sea number a move aims at: `@N` as written, or `Anna.m5` looked up among the
// merchants at sea (0: none, -1: several).
int State::target_number(const Move& move) const {
  return move.target_owner >= 0 ? find_merchant(move.target_owner, move.target_value) : move.target;
}

// `target-not-at-sea`, with what became of the merchant.
std::optional<Violation> State::check_target(const Move& move, int number) const {
  if (move.target_owner >= 0) {
    std::string ref = fmt::format("{}.m{}", name(move.target_owner), move.target_value);
    if (number < 0) {
      std::string where;
      for (const SeaMerchant& m : at_sea_)
        if (m.owner == move.target_owner && merchant_value(m.card) == move.target_value)
          where += fmt::format("{}@{}", where.empty() ? "" : ", ", m.number);
      return Violation{"target-not-at-sea",
                       fmt::format("{} is ambiguous: {} of those are at sea ({}); name it as @N",
                                   ref, where.size() > 4 ? "several" : "two", where)};
    }
    return Violation{"target-not-at-sea", fmt::format("{} is not at sea: {} has no m{} there", ref,
                                                      name(move.target_owner), move.target_value)};
  }
  for (const Capture& c : captures_)
    if (c.merchant.number == number)
      return Violation{"target-not-at-sea",
                       fmt::format("@{} is not at sea: {} captured it before move {}", number,
                                   setup_.side_names[c.side], c.move)};
  for (const SeaMerchant& m : discarded_at_end_)
    if (m.number == number)
      return Violation{"target-not-at-sea", fmt::format("@{} was discarded", number)};
  if (number >= next_sea_number_)
    return Violation{
        "target-not-at-sea",
        next_sea_number_ == 1
            ? fmt::format("@{} is not at sea: no merchant has been put to sea yet", number)
        : next_sea_number_ == 2
            ? fmt::format("@{} is not at sea: only @1 has been put to sea", number)
            : fmt::format("@{} is not at sea: only @1 to @{} have been put to sea", number,
                          next_sea_number_ - 1)};
  return Violation{"target-not-at-sea", fmt::format("@{} is not at sea", number)};
}

void State::take_card(int player, Card card) {
  if (known_[player][card] > 0) {
    known_[player].remove(card);
  } else {
    --unknown_[player];
    unseen_.remove(card);
  }
}

void State::apply(const Move& move) {
  const int p = move.player;
  const int side = setup_.side_of[p];
  const uint16_t bit = uint16_t(1u << side);
  const int number = moves_played_ + 1;
  switch (move.verb) {
    case Verb::Draw:
      --deck_count_;
      if (setup_.deck_known) {
        known_[p].add(setup_.deck[deck_pos_++]);
      } else if (move.card) {
        unseen_.remove(*move.card);
        known_[p].add(*move.card);
      } else {
        ++unknown_[p];
      }
      break;
    case Verb::Merchant: {
      take_card(p, *move.card);
      SeaMerchant m;
      m.number = next_sea_number_++;
      m.card = *move.card;
      m.owner = p;
      m.move = number;
      m.touched = bit;
      at_sea_.push_back(std::move(m));
      break;
    }
    case Verb::Attack: {
      Card c = *move.card;
      take_card(p, c);
      SeaMerchant& m = *merchant(target_number(move));
      int colour = int(card_colour(c));
      m.colour_side[colour] = int8_t(side);
      m.strength[colour] += uint8_t(pirate_strength(c));
      m.ship_players[colour] |= uint16_t(1u << p);
      m.touched |= bit;
      sea_plays_.push_back(Play{c, p, number, m.number});
      break;
    }
    case Verb::Captain:
    case Verb::Admiral: {
      SeaMerchant& m = *merchant(target_number(move));
      Card c = kAdmiral;
      if (move.verb == Verb::Captain) {
        for (int colour = 0; colour < kColours; ++colour)
          if (m.colour_side[colour] == side) c = captain_card(Colour(colour));
        // The captain named, when the record names it (the same one for a legal move; for
        // a move a ruling let stand, perhaps one without a ship of its colour).
        if (move.colour) c = captain_card(*move.colour);
        if (move.card) c = captain_card(card_colour(*move.card));
      }
      take_card(p, c);
      m.special_side = side;
      m.special = Play{c, p, number, m.number};
      m.touched |= bit;
      sea_plays_.push_back(m.special);
      break;
    }
    case Verb::Discard:
      take_card(p, *move.card);
      break;
    case Verb::Pass:
      break;
  }
  moves_played_ = number;
  if (end_reached()) {
    finish_game();
  } else {
    end_turn();
  }
}

// `game-over`: individual play ends when the pile is empty and any player has no card;
// partnership play when the pile is empty and both partners of one team have none.
bool State::end_reached() const {
  if (deck_count_ > 0) return false;
  if (!options_.partnership) {
    for (int p = 0; p < players(); ++p)
      if (hand_size(p) == 0) return true;
    return false;
  }
  for (int s = 0; s < sides(); ++s) {
    bool all_out = true;
    for (int p = 0; p < players(); ++p)
      if (setup_.side_of[p] == s && hand_size(p) > 0) all_out = false;
    if (all_out) return true;
  }
  return false;
}

void State::finish_game() {
  over_ = true;
  pending_checks_.clear();
  for (SeaMerchant& m : at_sea_) {
    Lead lead = leader(m);
    option_counts_.count(kEndResolvesCapturesOption, lead.side >= 0);
    if (options_.end_resolves_captures && lead.side >= 0) {
      captured_gold_[lead.side] += merchant_value(m.card);
      captures_.push_back(Capture{0, std::move(m), lead.side, lead});
    } else {
      discarded_at_end_.push_back(std::move(m));
    }
  }
  at_sea_.clear();
}

// Passes the turn on. In partnership play a player with no cards once the pile is empty
// sits out; the team's capture check happens at its first partner's seat, or (with
// capture_check_seat first-active) at the first partner still playing.
void State::end_turn() {
  const int n = players();
  for (int step = 1; step <= n; ++step) {
    int seat = (to_move_ + step) % n;
    int side = setup_.side_of[seat];
    bool sits_out = options_.partnership && deck_count_ == 0 && hand_size(seat) == 0;
    bool first_of_side = side_first_[side] == seat;
    if (sits_out) {
      // Whether the team's check is due at its first partner's seat, who sits out: only
      // with first-seat.
      if (first_of_side) option_counts_.count(kCaptureCheckSeatOption, true);
      if (first_of_side && options_.capture_check_seat == CaptureCheckSeat::FirstSeat)
        pending_checks_.push_back(side);
      continue;
    }
    bool first_sat_out = deck_count_ == 0 && hand_size(side_first_[side]) == 0;
    // Whether the check moves on to the next partner: only with first-active.
    if (!first_of_side) option_counts_.count(kCaptureCheckSeatOption, first_sat_out);
    if (first_of_side ||
        (options_.capture_check_seat == CaptureCheckSeat::FirstActive && first_sat_out))
      pending_checks_.push_back(side);
    to_move_ = seat;
    return;
  }
}

std::optional<Violation> State::check_revealed_hands(
    const std::vector<std::optional<CardCounts>>& revealed) const {
  CardCounts pool = unseen_;
  for (int p = 0; p < players(); ++p) {
    if (p >= int(revealed.size()) || !revealed[p]) continue;
    const CardCounts& shown = *revealed[p];
    if (shown.total != hand_size(p))
      return Violation{"hand-mismatch",
                       fmt::format("{} shows {} but holds {} after move {}", name(p),
                                   plural(shown.total, "card", "cards"),
                                   plural(hand_size(p), "card", "cards"), moves_played_)};
    for (int c = 0; c < kCardKinds; ++c) {
      Card card = Card(c);
      int extra = shown[card] - known_[p][card];
      if (extra < 0)
        return Violation{"hand-mismatch",
                         fmt::format("{}'s hand must hold {} (known from the record) but shows {}",
                                     name(p), card_name(card), describe_cards(shown))};
      if (extra > pool[card])
        return Violation{"hand-mismatch",
                         fmt::format("{} shows {} {} but only {} can still be unseen", name(p),
                                     extra, card_name(card), int(pool[card]))};
      pool.remove(card, extra);
    }
  }
  return std::nullopt;
}

Scores State::scores(const std::vector<std::optional<CardCounts>>& revealed) const {
  Scores s;
  s.captured = captured_gold_;
  s.min = captured_gold_;
  s.max = captured_gold_;
  if (!over_) return s;  // an unfinished game: the gold captured so far
  CardCounts pool = unseen_;
  for (int p = 0; p < players(); ++p)
    if (p < int(revealed.size()) && revealed[p])
      for (int c = 0; c < kCardKinds; ++c)
        pool.remove(Card(c), (*revealed[p])[Card(c)] - known_[p][Card(c)]);
  int pool_merchants = 0;
  for (int v = 2; v <= 8; ++v) pool_merchants += pool[merchant_card(v)];
  const int pool_others = pool.total - pool_merchants;

  for (int p = 0; p < players(); ++p) {
    const int side = setup_.side_of[p];
    if (p < int(revealed.size()) && revealed[p]) {
      s.min[side] -= revealed[p]->merchant_gold();
      s.max[side] -= revealed[p]->merchant_gold();
      continue;
    }
    const int known_gold = known_[p].merchant_gold();
    const int k = unknown_[p];
    // Largest penalty: the k highest merchants left unseen; smallest: as few merchants as
    // the unseen cards allow, the lowest ones.
    int largest = 0, smallest = 0;
    for (int v = 8, left = k; v >= 2 && left > 0; --v) {
      int take = std::min(left, int(pool[merchant_card(v)]));
      largest += take * v;
      left -= take;
    }
    for (int v = 2, left = std::max(0, k - pool_others); v <= 8 && left > 0; ++v) {
      int take = std::min(left, int(pool[merchant_card(v)]));
      smallest += take * v;
      left -= take;
    }
    s.min[side] -= known_gold + largest;
    s.max[side] -= known_gold + smallest;
  }
  for (int side = 0; side < sides(); ++side) s.complete &= s.min[side] == s.max[side];
  return s;
}

}  // namespace qm::loot

#include "games/einauge/state.h"

#include <fmt/format.h>

#include <algorithm>

namespace qm::einauge {

namespace {

// A std::vector or a FixedVector of cards.
template <class Cards>
bool contains(const Cards& cards, Card c) {
  return std::find(cards.begin(), cards.end(), c) != cards.end();
}

template <class Cards>
void remove_one(Cards& cards, Card c) {
  cards.erase(std::find(cards.begin(), cards.end(), c));
}

void add(Treasure& sum, const Treasure& t, int sign) {
  sum.sabres += sign * t.sabres;
  sum.ducats += sign * t.ducats;
  sum.jewels += sign * t.jewels;
  sum.chests += sign * t.chests;
}

}  // namespace

State::State(const Options& options, Setup setup)
    : options_(options), setup_(std::move(setup)), players_(setup_.player_names.size()) {
  display_ = setup_.display;
  desk_ = setup_.desk;
  for (int c = 0; c < kIslandCards; ++c) {
    unseen_[size_t(c)] = !setup_.removed[size_t(card_colour(Card(c)))];
  }
  for (Card c : display_) unseen_[c] = false;
  for (Card c : desk_) unseen_[c] = false;
  unseen_count_ = int(std::count(unseen_.begin(), unseen_.end(), true));
}

int State::reveal_needed() const {
  int missing = kDisplaySize - int(display_.size());
  return std::max(0, std::min(missing, unseen_count_ + vessels_left_));
}

std::optional<Violation> State::check_place(int p, Card card, int column) const {
  const PlayerState& ps = players_[size_t(p)];
  int index = -1;
  if (is_vessel(card)) {
    if (column == kNewColumn) return std::nullopt;
    if (column < 0 || column > kNewColumn)
      return Violation{"vessel-no-column", "a vessel goes on a column of its colour, or a new one"};
    index = ps.column_of[size_t(column)];
    if (index < 0)
      return Violation{"vessel-no-column", fmt::format("{} has no {} column to put the vessel on",
                                                       name(p), colour_name(column))};
  } else {
    index = ps.column_of[size_t(card_colour(card))];
    if (index < 0) return std::nullopt;
  }
  if (ps.columns[size_t(index)].cards.size() >= size_t(kColumnMax) &&
      waiver_.enforced("column-full"))
    return Violation{"column-full",
                     fmt::format("{}'s {} column already holds {} cards", name(p),
                                 colour_name(ps.columns[size_t(index)].colour), kColumnMax)};
  return std::nullopt;
}

std::optional<Violation> State::play(const Move& m) {
  if (std::optional<Violation> v = check(m)) return v;
  apply(m);
  return std::nullopt;
}

std::optional<Violation> State::check(const Move& m) const {
  if (phase_ == Phase::Over)
    return Violation{"game-over", "the game is over: every player has had the final turn"};
  if (phase_ == Phase::FinalTurn) return check_final(m);
  if (m.verb == Verb::Reveal) return check_reveal(m);
  const int p = m.player;
  const PlayerState& ps = players_[size_t(p)];
  if (p != to_move_)
    return Violation{"turn-order", fmt::format("it is {}'s turn (turn {}), not {}'s",
                                               name(to_move_), turn_, name(p))};
  switch (m.verb) {
    case Verb::Sell: {
      if (bought_ && waiver_.enforced("step-order"))
        return Violation{"step-order", "a sale comes before the buy, to pay for it"};
      if (m.card == kNoCard && m.jewels > ps.jewels)
        return Violation{"sell-not-held", fmt::format("{} sells {} jewel(s) but has {}", name(p),
                                                      m.jewels, ps.jewels)};
      if (m.card != kNoCard) {
        int index = ps.column_of[size_t(card_colour(m.card))];
        if (index < 0 || !contains(ps.columns[size_t(index)].cards, m.card))
          return Violation{"sell-not-held",
                           fmt::format("{} has no {} to sell", name(p), card_name(m.card))};
      }
      if (options_.selling == Selling::WhenShort && m.next_buy_cost >= 0 &&
          ps.ducats >= m.next_buy_cost && waiver_.enforced("sell-not-needed"))
        return Violation{"sell-not-needed",
                         fmt::format("{} has {} ducats before this sale, enough for the card "
                                     "bought this turn ({} ducats)",
                                     name(p), ps.ducats, m.next_buy_cost)};
      return std::nullopt;
    }
    case Verb::Buy: {
      if (bought_ && waiver_.enforced("buy-twice"))
        return Violation{"buy-twice", "a turn has one buy; this is the second"};
      if (stolen_ || moved_)
        return Violation{"step-order", "the buy comes before the steal and the move"};
      if (!contains(display_, m.card))
        return Violation{"buy-not-in-display",
                         fmt::format("{} is not in the display", card_name(m.card))};
      if (std::optional<Violation> v = check_place(p, m.card, m.column)) return v;
      int cost = options_.cards.cost(m.card);
      if (ps.ducats < cost)
        return Violation{"buy-unaffordable",
                         fmt::format("{} costs {} ducats; {} has {}", card_name(m.card), cost,
                                     name(p), ps.ducats)};
      return std::nullopt;
    }
    case Verb::Steal: {
      if (!bought_ && waiver_.enforced("step-order"))
        return Violation{"step-order", "the steal comes after the buy"};
      if (moved_ && waiver_.enforced("step-order"))
        return Violation{"step-order", "the steal comes before the move to the desk"};
      if (stolen_ && waiver_.enforced("steal-twice"))
        return Violation{"steal-twice", "a turn has at most one steal"};
      break;  // the checks shared with the final turn, below
    }
    case Verb::Move: {
      if (!bought_ && waiver_.enforced("step-order"))
        return Violation{"step-order", "the move to the desk comes after the buy"};
      if (moved_ && waiver_.enforced("step-order"))
        return Violation{"step-order", "a turn has one move to the desk"};
      if (int(desk_.size()) >= kDeskPlaces && waiver_.enforced("move-desk-full"))
        return Violation{
            "move-desk-full",
            fmt::format("the desk already holds {} cards: no move this turn", desk_.size())};
      if (!contains(display_, m.card))
        return Violation{"move-not-in-display",
                         fmt::format("{} is not in the display", card_name(m.card))};
      return std::nullopt;
    }
    case Verb::Pass:
      return Violation{bought_ ? "step-order" : "buy-missing",
                       "`pass` belongs to the final turn; a turn takes a buy"};
    case Verb::Reveal:
      break;
  }
  // A steal, in a turn or the final turn.
  if (!contains(desk_, m.card))
    return Violation{"steal-not-on-desk", fmt::format("{} is not on the desk", card_name(m.card))};
  if (std::optional<Violation> v = check_place(p, m.card, m.column)) return v;
  int cost = steal_cost(m.card);
  if (ps.sabres < cost)
    return Violation{
        "steal-too-few-sabres",
        fmt::format("stealing {} takes {} sabres{}; {} has {}", card_name(m.card), cost,
                    cost == 4 ? " (the card shows a sabre)" : "", name(p), ps.sabres)};
  return std::nullopt;
}

std::optional<Violation> State::check_final(const Move& m) const {
  if (m.verb != Verb::Steal && m.verb != Verb::Pass)
    return Violation{"final-turn-steal-only",
                     "in the final turn a player may only steal one card from the desk, or pass"};
  if (m.player < final_next_) {
    const bool again =
        m.player == final_next_ - 1 && final_last_stole_ == m.player && m.verb == Verb::Steal;
    if (again && waiver_.enforced("steal-twice"))
      return Violation{"steal-twice", "one steal per player in the final turn"};
    if (!again)
      return Violation{"turn-order", fmt::format("{} has had the final turn; next: {}",
                                                 name(m.player), name(final_next_))};
  }
  if (m.verb == Verb::Pass) return std::nullopt;
  const PlayerState& ps = players_[size_t(m.player)];
  if (!contains(desk_, m.card))
    return Violation{"steal-not-on-desk", fmt::format("{} is not on the desk", card_name(m.card))};
  if (std::optional<Violation> v = check_place(m.player, m.card, m.column)) return v;
  int cost = steal_cost(m.card);
  if (ps.sabres < cost)
    return Violation{
        "steal-too-few-sabres",
        fmt::format("stealing {} takes {} sabres{}; {} has {}", card_name(m.card), cost,
                    cost == 4 ? " (the card shows a sabre)" : "", name(m.player), ps.sabres)};
  return std::nullopt;
}

std::optional<Violation> State::check_reveal(const Move& m) const {
  if (!bought_ && waiver_.enforced("buy-missing"))
    return Violation{"buy-missing", fmt::format("{}'s turn ends without a buy", name(to_move_))};
  if (!moved_ && int(desk_.size()) < kDeskPlaces && waiver_.enforced("move-missing"))
    return Violation{"move-missing",
                     fmt::format("the desk has {} free place(s): {} must move a display card "
                                 "onto it",
                                 kDeskPlaces - int(desk_.size()), name(to_move_))};
  const int needed = reveal_needed();
  if (m.revealed_count != needed)
    return Violation{"reveal-count",
                     fmt::format("the display needs {} card(s) (the pile holds {}); the record "
                                 "turns {}",
                                 needed, unseen_count_ + vessels_left_, m.revealed_count)};
  // Walk the pile: island cards first (in `deck` order when known), then the vessels.
  std::array<bool, kIslandCards> seen_now{};
  int islands_left = unseen_count_;
  size_t deck_next = deck_next_;
  for (int i = 0; i < m.revealed_count; ++i) {
    Card c = m.revealed[size_t(i)];
    if (is_vessel(c)) {
      if (islands_left > 0)
        return Violation{"card-not-available",
                         fmt::format("the vessels lie under the draw pile, which still holds {} "
                                     "island card(s)",
                                     islands_left)};
      continue;
    }
    if (setup_.removed[size_t(card_colour(c))])
      return Violation{"card-not-available",
                       fmt::format("{} is of a colour removed at set-up", card_name(c))};
    if (!unseen_[c] || seen_now[c])
      return Violation{"card-not-available",
                       fmt::format("{} has already been turned up", card_name(c))};
    if (setup_.deck_known && deck_next < setup_.deck.size() && setup_.deck[deck_next] != c)
      return Violation{"card-not-available",
                       fmt::format("the draw pile's next card is {}, not {}",
                                   card_name(setup_.deck[deck_next]), card_name(c))};
    seen_now[c] = true;
    --islands_left;
    ++deck_next;
  }
  return std::nullopt;
}

int PlayerState::place(Card card, int column, const CardTable& cards) {
  int colour = is_vessel(card) ? (column == kNewColumn ? -1 : column) : card_colour(card);
  int index = colour >= 0 ? column_of[size_t(colour)] : -1;
  if (index < 0) {
    index = int(columns.size());
    columns.push_back(Column{colour, {}, {}});
    if (colour >= 0) column_of[size_t(colour)] = int8_t(index);
  }
  Column& col = columns[size_t(index)];
  col.cards.push_back(card);
  add(col.sum, cards.of(card), +1);
  sabres += col.sum.sabres;
  ducats += col.sum.ducats;
  jewels += col.sum.jewels;
  return index;
}

int PlayerState::sell_card(Card card, const CardTable& cards) {
  const int index = column_of[size_t(card_colour(card))];
  Column& col = columns[size_t(index)];
  remove_one(col.cards, card);
  add(col.sum, cards.of(card), -1);
  ducats += 5;
  if (col.cards.empty()) {  // the column is gone
    columns.erase(columns.begin() + index);
    column_of.fill(-1);
    for (size_t i = 0; i < columns.size(); ++i)
      if (columns[i].colour >= 0) column_of[size_t(columns[i].colour)] = int8_t(i);
  }
  return index;
}

void State::apply(const Move& m) {
  ++moves_;
  Event e;
  e.move = moves_;
  e.player = m.player;
  e.verb = m.verb;
  e.card = m.card;
  if (m.verb == Verb::Reveal) {
    e.player = to_move_;
    for (int i = 0; i < m.revealed_count; ++i) {
      Card c = m.revealed[size_t(i)];
      e.revealed.push_back(c);
      display_.push_back(c);
      if (is_vessel(c)) {
        --vessels_left_;
        last_round_ = true;
      } else {
        unseen_[c] = false;
        --unseen_count_;
        ++deck_next_;
      }
    }
    events_.push_back(std::move(e));
    end_turn();
    return;
  }
  PlayerState& ps = players_[size_t(m.player)];
  switch (m.verb) {
    case Verb::Sell:
      // when-short refuses a sale while the ducats cover the card bought this turn.
      option_counts_.count(kSellingOption, m.next_buy_cost >= 0 && ps.ducats >= m.next_buy_cost);
      if (m.card == kNoCard) {
        ps.sell_jewels(m.jewels);
        e.jewels_sold = m.jewels;
        e.received.ducats = 3 * m.jewels;
      } else {
        option_counts_.count(kCardsTable);
        e.column_colour = card_colour(m.card);  // an island card's column is its colour's
        e.column = ps.sell_card(m.card, options_.cards);
        e.received.ducats = 5;
      }
      break;
    case Verb::Buy:
      if (is_vessel(m.card)) option_counts_.count(kVesselCostOption);
      option_counts_.count(kCardsTable);
      remove_one(display_, m.card);
      ps.ducats -= options_.cards.cost(m.card);
      e.paid_ducats = options_.cards.cost(m.card);
      e.column = ps.place(m.card, m.column, options_.cards);
      e.received = ps.columns[size_t(e.column)].sum;
      bought_ = true;
      break;
    case Verb::Steal:
      remove_one(desk_, m.card);
      e.paid_sabres = steal_cost(m.card);
      ps.sabres -= e.paid_sabres;
      e.column = ps.place(m.card, m.column, options_.cards);
      e.received = ps.columns[size_t(e.column)].sum;
      if (phase_ == Phase::FinalTurn) {
        final_next_ = m.player + 1;
        final_last_stole_ = m.player;
      } else {
        stolen_ = true;
      }
      break;
    case Verb::Move:
      remove_one(display_, m.card);
      desk_.push_back(m.card);
      moved_ = true;
      break;
    case Verb::Pass:
      final_next_ = m.player + 1;
      final_last_stole_ = -1;
      break;
    case Verb::Reveal:
      break;
  }
  if (e.column >= 0 && size_t(e.column) < ps.columns.size()) {
    e.column_colour = ps.columns[size_t(e.column)].colour;
    e.column_cards = int(ps.columns[size_t(e.column)].cards.size());
  }
  events_.push_back(std::move(e));
  if (phase_ == Phase::FinalTurn && final_next_ >= players()) phase_ = Phase::Over;
}

void State::end_turn() {
  bought_ = stolen_ = moved_ = false;
  if (last_round_ && to_move_ == players() - 1) {
    // The round is finished: the final turn. The display goes onto the desk.
    desk_.insert(desk_.end(), display_.begin(), display_.end());
    display_.clear();
    phase_ = Phase::FinalTurn;
    final_next_ = 0;
    return;
  }
  to_move_ = (to_move_ + 1) % players();
  ++turn_;
}

void State::redeal_pile(sim::Rng& chance) {
  if (deck_next_ >= setup_.deck.size()) return;
  std::vector<Card> rest(setup_.deck.begin() + long(deck_next_), setup_.deck.end());
  std::sort(rest.begin(), rest.end());  // the deal depends on the cards, not where they lay
  chance.shuffle(rest);
  std::copy(rest.begin(), rest.end(), setup_.deck.begin() + long(deck_next_));
}

}  // namespace qm::einauge

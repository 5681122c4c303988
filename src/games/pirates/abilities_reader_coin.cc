// `stat {coin}` and `stat {derelict: sinks}` as the abilities reader models them (slice
// h40b-coin; abilities.h StatAbility, rules_coin.cc applies them).
#include <fmt/format.h>

#include "games/pirates/abilities_reader.h"
#include "record/record.h"

namespace qm::pirates {

namespace {

// N of `+N` (1 to 9), else 0.
int plus_gold(const YNode& v) {
  long long n = 0;
  if (!v.is_scalar() || v.text.size() < 2 || v.text[0] != '+' || !parse_integer(v.text, n) ||
      n < 1 || n > 9)
    return 0;
  return int(n);
}

}  // namespace

bool read_stat_coin(const YNode& p, const AbilityCarrier& carrier, std::string text,
                    AbilitySet& set) {
  if (!p.is_map()) return false;
  const YNode* coin = p.find("coin");
  const YNode* count = p.find("count");
  long long n = 0;
  if (coin && (!coin->is_scalar() || !parse_integer(coin->text, n)))
    throw RecordError(
        coin->pos, fmt::format("a `stat`'s coin is +N more gold a coin, not {}", coin->describe()));
  StatAbility st;
  st.carrier = carrier;
  if (coin) {
    // `count: K|all` is part of the figure: without it the entry stays unmodelled.
    if (!plus_gold(*coin) || !count || p.map_size() != 2 || carrier.fort >= 0 ||
        !count->is_scalar())
      return false;
    long long k = 0;
    if (count->text != "all" && (!parse_integer(count->text, k) || k < 1 || k > 16)) return false;
    st.coin = uint8_t(plus_gold(*coin));
    st.coin_count = uint8_t(k);  // 0: all
  } else if (const YNode* d = p.find("derelict")) {
    if (p.map_size() != 1 || carrier.fort >= 0 || !d->is_scalar() || d->text != "sinks")
      return false;
    st.derelict_sinks = true;
  } else {
    return false;
  }
  st.text = text;
  st.expression_id = int(set.stats.size());
  set.stats.push_back(std::move(st));
  set.entries.push_back({carrier, std::move(text), true, 0});
  return true;
}

}  // namespace qm::pirates

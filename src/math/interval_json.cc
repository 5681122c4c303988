#include "math/interval_json.h"

namespace qm::math {

nlohmann::ordered_json interval_json(const Interval& i) {
  return {{"value", i.value}, {"low", i.low}, {"high", i.high}, {"level", kLevel}};
}

nlohmann::ordered_json rate_json(long long count, long long of, const Interval& i) {
  nlohmann::ordered_json j{{"count", count}, {"of", of}};
  j.update(interval_json(i));
  return j;
}

}  // namespace qm::math

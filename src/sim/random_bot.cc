#include "sim/random_bot.h"

#include <fmt/format.h>

#include <stdexcept>

namespace qm::sim {

std::vector<std::string> state_bot_names() { return {"random"}; }

std::unique_ptr<StateBot> make_state_bot(std::string_view name) {
  if (name == "random") return std::make_unique<UniformRandomBot>();
  throw std::invalid_argument(
      fmt::format("unknown bot '{}' (bots: {})", name, fmt::join(state_bot_names(), ", ")));
}

}  // namespace qm::sim

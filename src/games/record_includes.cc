#include "games/record_includes.h"

#include <string>
#include <utility>
#include <vector>

#include "record/record.h"

namespace qm {

namespace {

std::vector<std::pair<std::string, IncludeReader>>& readers() {
  static std::vector<std::pair<std::string, IncludeReader>> list;
  return list;
}

}  // namespace

void register_include_reader(std::string_view game, IncludeReader reader) {
  for (auto& [name, r] : readers())
    if (name == game) {
      r = reader;
      return;
    }
  readers().emplace_back(std::string(game), reader);
}

void read_record_includes(Record& record) {
  for (const auto& [name, reader] : readers())
    if (name == record.game) reader(record);
}

}  // namespace qm

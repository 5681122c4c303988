// JSON written as text for a user: never throws. Records are read as UTF-8 only, but a
// file name given on the command line, or a text stored by an older qm, may hold bytes
// that are not UTF-8; those are written as U+FFFD instead of stopping the whole run.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace qm {

inline std::string json_text(const nlohmann::ordered_json& json, int indent = -1) {
  return json.dump(indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace qm

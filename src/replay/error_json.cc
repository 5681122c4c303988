#include "replay/error_json.h"

namespace qm {

Json error_json(const ReadError& e) {
  return Json{{"file", e.file},
              {"line", e.pos.line ? Json(e.pos.line) : Json(nullptr)},
              {"column", e.pos.column ? Json(e.pos.column) : Json(nullptr)},
              {"message", e.message}};
}

void add_errors_json(Json& report, const std::vector<ReadError>& errors, int left_off) {
  if (errors.size() <= 1) return;
  Json list = Json::array();
  for (const ReadError& e : errors) list.push_back(error_json(e));
  report["errors"] = std::move(list);
  if (left_off > 0) report["errors_left_off"] = left_off;
}

}  // namespace qm

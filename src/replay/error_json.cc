#include "replay/error_json.h"

namespace qm {

Json error_json(const ReadError& e) {
  return Json{{"file", e.file},
              {"line", e.pos.line ? Json(e.pos.line) : Json(nullptr)},
              {"column", e.pos.column ? Json(e.pos.column) : Json(nullptr)},
              {"message", e.message}};
}

}  // namespace qm

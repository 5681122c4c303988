// The canonical form of a record, for its default id: the document with comments,
// layout, key order and runs of spaces inside moves made irrelevant, and `id` and
// `rulings` (a referee's, added later) left out.
#pragma once

#include <string>

#include "record/yaml_tree.h"

namespace qm {

// The canonical form as compact JSON-like text, keys sorted.
std::string canonical_form(const YNode& root);

// The first 16 hex digits of the SHA-256 of the canonical form.
std::string canonical_id(const YNode& root);

// The first 16 hex digits of the SHA-256 of `text`: how ids and content hashes are written.
std::string short_hash(std::string_view text);

}  // namespace qm

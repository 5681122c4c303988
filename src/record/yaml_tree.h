// A small YAML document tree that remembers where every node stands in its file.
//
// Built from libyaml's event parser, reading the file's text in place: a file of 100,000
// small records is read about four times as fast as with yaml-cpp, and every node keeps its
// 1-based line and column for error messages. A file with several documents is split at its
// `---` lines first, so that a syntax error in one document leaves the others readable.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "record/plain_text_layout.h"
#include "record/record_error.h"

namespace qm {

struct YNode {
  enum class Kind : unsigned char { Null, Scalar, Sequence, Map };
  Kind kind = Kind::Null;
  bool quoted = false;  // a quoted scalar: its text starts one column after `column`
  SourcePos pos;
  std::string text;          // scalars
  std::vector<YNode> items;  // sequences; maps hold key, value, key, value, ...

  bool is_scalar() const { return kind == Kind::Scalar; }
  bool is_sequence() const { return kind == Kind::Sequence; }
  bool is_map() const { return kind == Kind::Map; }
  size_t map_size() const { return items.size() / 2; }
  const YNode& key(size_t i) const { return items[2 * i]; }
  const YNode& value(size_t i) const { return items[2 * i + 1]; }
  // The value under a scalar key, or nullptr.
  const YNode* find(std::string_view key) const;
  // A short description for messages: "a list", "a map", "the text 'x'", "nothing".
  std::string describe() const;
};

// One document of a file: its tree, or the error that kept it from being read.
struct YamlDocument {
  int index = 0;       // 1-based position in the file
  int first_line = 0;  // the line where its content starts
  bool ok = false;
  YNode root;
  std::vector<PlainTextLayout> layouts;  // its plain texts with a comment or several lines
  SourcePos error_pos;
  std::string error;
};

// Splits `text` into documents and parses each; calls `visit` once per non-empty document,
// in order. Never throws on bad YAML: the document carries the error instead.
void parse_yaml_documents(std::string_view text, const std::function<void(YamlDocument&)>& visit);

}  // namespace qm

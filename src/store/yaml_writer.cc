#include "store/yaml_writer.h"

#include <fmt/format.h>

namespace qm::store {

namespace {

bool word_char(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c >= 0x80;
}

// True when `s` can be written without quotes in block and flow context alike and reads
// back as the same text. Deliberately narrow: anything unusual is quoted.
bool plain_ok(const std::string& s) {
  if (s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL") return false;
  const auto first = static_cast<unsigned char>(s.front());
  const bool sign =
      (first == '-' || first == '+') && s.size() > 1 && word_char(static_cast<unsigned char>(s[1]));
  if (!word_char(first) && !sign) return false;
  if (s.back() == ' ') return false;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (word_char(c) || c == '.' || c == '@' || c == '/' || c == '-' || c == '+') continue;
    if (c == ' ' && s[i + 1] != ' ' && s[i + 1] != '#') continue;
    return false;
  }
  // Unicode line and paragraph separators and NEL: quoted, as some readers break lines there.
  return s.find("\xc2\x85") == std::string::npos && s.find("\xe2\x80\xa8") == std::string::npos &&
         s.find("\xe2\x80\xa9") == std::string::npos;
}

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (ch == '\n') {
      out += "\\n";
    } else if (ch == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7f) {
      out += fmt::format("\\x{:02x}", c);
    } else {
      out += ch;
    }
  }
  out += '"';
  return out;
}

std::string flow(const YNode& node) {
  switch (node.kind) {
    case YNode::Kind::Null:
      return "null";
    case YNode::Kind::Scalar:
      return yaml_scalar(node.text);
    case YNode::Kind::Sequence: {
      std::string out = "[";
      for (size_t i = 0; i < node.items.size(); ++i) {
        if (i) out += ", ";
        out += flow(node.items[i]);
      }
      return out + "]";
    }
    case YNode::Kind::Map: {
      std::string out = "{";
      for (size_t i = 0; i < node.map_size(); ++i) {
        if (i) out += ", ";
        out += flow(node.key(i)) + ": " + flow(node.value(i));
      }
      return out + "}";
    }
  }
  return "null";
}

bool has_nested_map(const YNode& map) {
  for (size_t i = 0; i < map.map_size(); ++i)
    if (!map.value(i).is_scalar() && map.value(i).kind != YNode::Kind::Null) return true;
  return false;
}

void block_map(const YNode& map, int indent, std::string& out) {
  const std::string pad(size_t(indent), ' ');
  for (size_t i = 0; i < map.map_size(); ++i) {
    const YNode& key = map.key(i);
    const YNode& value = map.value(i);
    out += pad + flow(key) + ":";
    const bool moves = indent == 0 && key.is_scalar() && key.text == "moves";
    if (moves && value.is_sequence() && !value.items.empty()) {
      out += "\n";
      for (const YNode& item : value.items) out += pad + "  - " + flow(item) + "\n";
    } else if (value.is_map() && !value.items.empty() && indent == 0 && has_nested_map(value)) {
      out += "\n";
      block_map(value, indent + 2, out);
    } else {
      out += ' ';
      out += flow(value);
      out += '\n';
    }
  }
}

}  // namespace

std::string yaml_scalar(const std::string& text) { return plain_ok(text) ? text : quoted(text); }

std::string write_yaml_document(const YNode& root) {
  if (!root.is_map()) return flow(root) + "\n";
  std::string out;
  block_map(root, 0, out);
  return out;
}

}  // namespace qm::store

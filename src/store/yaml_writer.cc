#include "store/yaml_writer.h"

#include "record/yaml_scalar.h"

namespace qm::store {

namespace {

// YAML reads an implicit key (`key: value`) of at most 1024 characters: a longer one, such
// as a long player name written with escapes, is written as an explicit key (`? key` then
// `: value`), which has no limit. Counted in bytes here, which are at least the characters.
constexpr size_t kMaxImplicitKey = 1000;

std::string flow(const YNode& node);

// `key: ` or `? key : ` in a flow map.
std::string flow_key(const YNode& key) {
  std::string text = flow(key);
  return text.size() > kMaxImplicitKey ? "? " + text + " : " : text + ": ";
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
        out += flow_key(node.key(i)) + flow(node.value(i));
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
    const std::string key_text = flow(key);
    if (key_text.size() > kMaxImplicitKey)
      out += pad + "? " + key_text + "\n" + pad + ":";
    else
      out += pad + key_text + ":";
    const bool one_per_line =
        indent == 0 && key.is_scalar() && (key.text == "moves" || key.text == "rulings");
    if (one_per_line && value.is_sequence() && !value.items.empty()) {
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

std::string write_yaml_document(const YNode& root) {
  if (!root.is_map()) return flow(root) + "\n";
  std::string out;
  block_map(root, 0, out);
  return out;
}

}  // namespace qm::store

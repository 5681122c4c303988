#include "store/yaml_writer.h"

#include "record/yaml_scalar.h"

namespace qm::store {

namespace {

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

std::string write_yaml_document(const YNode& root) {
  if (!root.is_map()) return flow(root) + "\n";
  std::string out;
  block_map(root, 0, out);
  return out;
}

}  // namespace qm::store

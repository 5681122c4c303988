#include "record/written_move.h"

#include "record/excerpt.h"
#include "record/yaml_scalar.h"

namespace qm {

namespace {

// `node` in flow style; stops adding once `out` is past `limit` bytes (excerpt cuts it).
void append_flow(const YNode& node, std::string& out, size_t limit) {
  if (out.size() > limit) return;
  switch (node.kind) {
    case YNode::Kind::Null:
      out += "null";
      return;
    case YNode::Kind::Scalar:
      out += yaml_scalar(node.text);
      return;
    case YNode::Kind::Sequence:
      out += '[';
      for (size_t i = 0; i < node.items.size(); ++i) {
        if (i) out += ", ";
        append_flow(node.items[i], out, limit);
      }
      out += ']';
      return;
    case YNode::Kind::Map:
      out += '{';
      for (size_t i = 0; i < node.map_size(); ++i) {
        if (i) out += ", ";
        append_flow(node.key(i), out, limit);
        out += ": ";
        append_flow(node.value(i), out, limit);
      }
      out += '}';
      return;
  }
}

}  // namespace

std::string written_move(const RawMove& move) {
  constexpr size_t kMaxChars = 120;
  if (!move.fields) return excerpt(move.text, kMaxChars);
  std::string flow;
  append_flow(*move.fields, flow, 4 * kMaxChars);
  return excerpt(flow, kMaxChars);
}

}  // namespace qm

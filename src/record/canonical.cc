#include "record/canonical.h"

#include <openssl/evp.h>

#include <algorithm>

namespace qm {

namespace {

void append_quoted(std::string& out, std::string_view text, bool collapse_spaces) {
  out += '"';
  bool in_space = false;
  for (char c : text) {
    bool space = c == ' ' || c == '\t';
    if (collapse_spaces && space) {
      in_space = true;
      continue;
    }
    if (in_space && out.back() != '"') out += ' ';
    in_space = false;
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
}

void append(std::string& out, const YNode& node, bool top_level) {
  switch (node.kind) {
    case YNode::Kind::Null:
      out += "null";
      return;
    case YNode::Kind::Scalar:
      append_quoted(out, node.text, true);
      return;
    case YNode::Kind::Sequence:
      out += '[';
      for (size_t i = 0; i < node.items.size(); ++i) {
        if (i) out += ',';
        append(out, node.items[i], false);
      }
      out += ']';
      return;
    case YNode::Kind::Map: {
      std::vector<size_t> order;
      for (size_t i = 0; i < node.map_size(); ++i)
        // Neither the id nor a referee's later rulings change which game a record is.
        if (!(top_level && (node.key(i).text == "id" || node.key(i).text == "rulings")))
          order.push_back(i);
      std::sort(order.begin(), order.end(),
                [&](size_t a, size_t b) { return node.key(a).text < node.key(b).text; });
      out += '{';
      for (size_t k = 0; k < order.size(); ++k) {
        if (k) out += ',';
        append(out, node.key(order[k]), false);
        out += ':';
        append(out, node.value(order[k]), false);
      }
      out += '}';
      return;
    }
  }
}

}  // namespace

std::string canonical_form(const YNode& root) {
  std::string out;
  append(out, root, true);
  return out;
}

std::string canonical_id(const YNode& root) { return short_hash(canonical_form(root)); }

std::string short_hash(std::string_view text) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_Digest(text.data(), text.size(), digest, &length, EVP_sha256(), nullptr);
  static const char hex[] = "0123456789abcdef";
  std::string id;
  for (unsigned int i = 0; i < 8 && i < length; ++i) {
    id += hex[digest[i] >> 4];
    id += hex[digest[i] & 15];
  }
  return id;
}

}  // namespace qm

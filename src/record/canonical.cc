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

std::string game_hash(const YNode& root) {
  if (!root.is_map()) return "";
  static const std::vector<std::string_view> kShared = {
      "format",  "game",  "ruleset", "id",     "date",    "event",     "notes",
      "players", "teams", "moves",   "result", "rulings", "player_ids"};
  const YNode* moves = root.find("moves");
  const bool result_only = !moves && root.find("result");
  // The ruleset too: a designer plays the same seeds under two rulesets, each a game of its own.
  std::vector<std::string_view> kept = {"game", "ruleset", "players", "teams"};
  if (result_only) {
    if (!root.find("date")) return "";
    kept.insert(kept.end(), {"date", "event", "result"});
  } else {
    kept.push_back("moves");
  }
  std::vector<size_t> picked;  // the entries of `root` kept, in key order (as canonical_form)
  bool own_field = false;
  for (size_t i = 0; i < root.map_size(); ++i) {
    const std::string& key = root.key(i).text;
    const bool shared = std::find(kShared.begin(), kShared.end(), key) != kShared.end();
    own_field |= !shared;
    if ((shared && std::find(kept.begin(), kept.end(), key) == kept.end()) ||
        (!shared && result_only))
      continue;
    picked.push_back(i);
  }
  if (!result_only && !own_field && (!moves || !moves->is_sequence() || moves->items.empty()))
    return "";
  std::sort(picked.begin(), picked.end(),
            [&](size_t a, size_t b) { return root.key(a).text < root.key(b).text; });
  std::string out = "{";
  for (size_t k = 0; k < picked.size(); ++k) {
    if (k) out += ',';
    append(out, root.key(picked[k]), false);
    out += ':';
    append(out, root.value(picked[k]), false);
  }
  return short_hash(out + "}");
}

namespace {

// SHA-256, fetched from OpenSSL's provider once rather than at every call (an implicit fetch
// took as long as hashing a small record), with one context per thread.
struct Sha256 {
  EVP_MD* md = EVP_MD_fetch(nullptr, "SHA256", nullptr);
  EVP_MD_CTX* context = EVP_MD_CTX_new();
  ~Sha256() {
    EVP_MD_CTX_free(context);
    EVP_MD_free(md);
  }
};

}  // namespace

std::string short_hash(std::string_view text) {
  thread_local Sha256 sha;
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (!sha.md || !sha.context || !EVP_DigestInit_ex2(sha.context, sha.md, nullptr) ||
      !EVP_DigestUpdate(sha.context, text.data(), text.size()) ||
      !EVP_DigestFinal_ex(sha.context, digest, &length))
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

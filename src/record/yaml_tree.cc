#include "record/yaml_tree.h"

#include "record/excerpt.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <map>
#include <sstream>

namespace qm {

const YNode* YNode::find(std::string_view wanted) const {
  for (size_t i = 0; i < map_size(); ++i)
    if (key(i).is_scalar() && key(i).text == wanted) return &value(i);
  return nullptr;
}

std::string YNode::describe() const {
  switch (kind) {
    case Kind::Null:
      return "nothing";
    case Kind::Scalar:
      return "the text '" + excerpt(text) + "'";
    case Kind::Sequence:
      return "a list";
    case Kind::Map:
      return "a map";
  }
  return "?";
}

namespace {

// Builds a YNode tree from parser events. Errors it finds itself (duplicate keys, aliases
// to unknown anchors) are kept, not thrown, so that the parser is never left half-way.
class TreeBuilder : public YAML::EventHandler {
 public:
  TreeBuilder(std::string_view text, int line_offset) : text_(text), line_offset_(line_offset) {}

  bool has_root() const { return has_root_; }
  YNode& root() { return root_; }
  bool failed() const { return !error_.empty(); }
  SourcePos error_pos() const { return error_pos_; }
  const std::string& error() const { return error_; }

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    YNode node;
    node.pos = to_pos(mark);
    add(std::move(node), anchor);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    auto it = anchors_.find(anchor);
    if (it == anchors_.end()) {
      fail(to_pos(mark), "an alias to an unknown anchor");
      add(YNode{}, 0);
      return;
    }
    YNode copy = it->second;
    copy.pos = to_pos(mark);
    add(std::move(copy), 0);
  }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                const std::string& value) override {
    YNode node;
    node.kind = YNode::Kind::Scalar;
    node.pos = to_pos(mark);
    node.text = value;
    if (mark.pos >= 0 && static_cast<size_t>(mark.pos) < text_.size()) {
      char c = text_[mark.pos];
      node.quoted = c == '"' || c == '\'';
      if (node.quoted && !is_closed(mark.pos))
        fail(node.pos,
             std::string("unterminated quoted scalar: the ") + c + " opened here is never closed");
    }
    add(std::move(node), anchor);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(YNode::Kind::Sequence, mark, anchor);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(YNode::Kind::Map, mark, anchor);
  }
  void OnMapEnd() override {
    const YNode& map = stack_.back().node;
    for (size_t i = 1; i < map.map_size(); ++i) {
      if (!map.key(i).is_scalar()) continue;
      for (size_t j = 0; j < i; ++j)
        if (map.key(j).is_scalar() && map.key(j).text == map.key(i).text) {
          fail(map.key(i).pos, "the key '" + excerpt(map.key(i).text) +
                                   "' appears twice in this map (first at line " +
                                   std::to_string(map.key(j).pos.line) + ")");
          break;
        }
    }
    close();
  }

 private:
  struct Open {
    YNode node;
    YAML::anchor_t anchor;
  };

  // yaml-cpp 0.7 accepts a quoted scalar that runs to the end of the input; we do not.
  bool is_closed(size_t open) const {
    const char quote = text_[open];
    for (size_t i = open + 1; i < text_.size(); ++i) {
      if (quote == '"' && text_[i] == '\\') {
        ++i;
      } else if (text_[i] == quote) {
        if (quote == '\'' && i + 1 < text_.size() && text_[i + 1] == '\'') {
          ++i;
          continue;
        }
        return true;
      }
    }
    return false;
  }

  SourcePos to_pos(const YAML::Mark& mark) const {
    return SourcePos{mark.line + 1 + line_offset_, mark.column + 1};
  }
  void fail(SourcePos pos, std::string message) {
    if (error_.empty()) {
      error_pos_ = pos;
      error_ = std::move(message);
    }
  }
  void open(YNode::Kind kind, const YAML::Mark& mark, YAML::anchor_t anchor) {
    YNode node;
    node.kind = kind;
    node.pos = to_pos(mark);
    stack_.push_back(Open{std::move(node), anchor});
  }
  void close() {
    Open top = std::move(stack_.back());
    stack_.pop_back();
    add(std::move(top.node), top.anchor);
  }
  void add(YNode node, YAML::anchor_t anchor) {
    if (anchor) anchors_[anchor] = node;
    if (stack_.empty()) {
      root_ = std::move(node);
      has_root_ = true;
    } else {
      stack_.back().node.items.push_back(std::move(node));
    }
  }

  std::string_view text_;
  int line_offset_;
  std::vector<Open> stack_;
  std::map<YAML::anchor_t, YNode> anchors_;
  YNode root_;
  bool has_root_ = false;
  SourcePos error_pos_;
  std::string error_;
};

bool is_document_marker(std::string_view line) {
  if (line.size() < 3) return false;
  std::string_view head = line.substr(0, 3);
  if (head != "---" && head != "...") return false;
  return line.size() == 3 || line[3] == ' ' || line[3] == '\t' || line[3] == '\r';
}

// A line with nothing of a document: blank, a comment, or a bare document marker.
bool is_blank_line(std::string_view line) {
  size_t first = line.find_first_not_of(" \t\r");
  if (first == std::string_view::npos || line[first] == '#') return true;
  if (!is_document_marker(line)) return false;
  size_t after = line.find_first_not_of(" \t\r", 3);
  return after == std::string_view::npos || line[after] == '#';
}

bool is_blank_chunk(std::string_view chunk) {
  size_t start = 0;
  while (start < chunk.size()) {
    size_t end = chunk.find('\n', start);
    if (end == std::string_view::npos) end = chunk.size();
    if (!is_blank_line(chunk.substr(start, end - start))) return false;
    start = end + 1;
  }
  return true;
}

void parse_chunk(std::string_view chunk, int line_offset, YamlDocument& doc) {
  std::string owned(chunk);
  std::istringstream in(owned);
  TreeBuilder builder(owned, line_offset);
  try {
    YAML::Parser parser(in);
    parser.HandleNextDocument(builder);
    // A chunk holds one document by construction; anything after it is an error.
    TreeBuilder extra(owned, line_offset);
    if (!builder.failed() && parser.HandleNextDocument(extra) && extra.has_root()) {
      doc.error_pos = extra.root().pos;
      doc.error = "a second document without a '---' line before it";
      return;
    }
  } catch (const YAML::Exception& e) {
    doc.error_pos = SourcePos{e.mark.line + 1 + line_offset, e.mark.column + 1};
    doc.error = "YAML syntax: " + e.msg;
    return;
  }
  if (builder.failed()) {
    doc.error_pos = builder.error_pos();
    doc.error = builder.error();
    return;
  }
  doc.root = std::move(builder.root());
  doc.ok = true;
}

}  // namespace

void parse_yaml_documents(std::string_view text, const std::function<void(YamlDocument&)>& visit) {
  int index = 0;
  size_t chunk_start = 0;
  int chunk_line = 0;  // 0-based line where the current chunk starts
  int line = 0;
  auto flush = [&](size_t end) {
    std::string_view chunk = text.substr(chunk_start, end - chunk_start);
    if (is_blank_chunk(chunk)) return;
    YamlDocument doc;
    doc.index = ++index;
    doc.first_line = chunk_line + 1;
    parse_chunk(chunk, chunk_line, doc);
    visit(doc);
  };
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view current = text.substr(pos, end - pos);
    if (is_document_marker(current) && pos != chunk_start) {
      flush(pos);
      chunk_start = pos;
      chunk_line = line;
    }
    if (current.substr(0, 3) == "..." && is_document_marker(current)) {
      // An explicit document end: what follows starts a new chunk.
      flush(end);
      chunk_start = end + 1 > text.size() ? text.size() : end + 1;
      chunk_line = line + 1;
    }
    pos = end + 1;
    ++line;
  }
  if (chunk_start < text.size()) flush(text.size());
}

}  // namespace qm

#include "record/yaml_tree.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <map>
#include <sstream>
#include <string_view>
#include <unordered_map>

#include "record/columns.h"
#include "record/excerpt.h"
#include "record/indent_note.h"
#include "record/input_checks.h"
#include "record/unicode_text.h"

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

// An alias copies the node its anchor names. Aliases of aliases grow exponentially (a
// "billion laughs" file of 668 bytes names gigabytes), so the values all the aliases of a
// document copy are bounded; no record needs more than a few.
constexpr std::size_t kMaxAliasedValues = 100'000;

// The values (scalars, lists, maps) of one document: a record holds a few thousand, and
// each costs about 100 bytes in the tree, so a 16 MiB file of `[a,a,a,...` is refused at
// this bound instead of growing past a gigabyte.
constexpr std::size_t kMaxValues = 1'000'000;

// How many documents one file may hold. Each costs a parser and a replay (about 8 us even
// when tiny), so 16 MiB of `---` lines would take 15 s; a real file of records holds a few
// thousand at most (a record is a few kilobytes).
constexpr int kMaxDocuments = 100'000;

// Where a yaml-cpp mark stands: its line counted from the file's top, and its column in
// characters (yaml-cpp counts bytes).
SourcePos mark_position(std::string_view chunk, const YAML::Mark& mark, int line_offset) {
  int column = mark.pos >= 0 ? char_column(chunk, std::size_t(mark.pos)) : mark.column + 1;
  return SourcePos{mark.line + 1 + line_offset, column};
}

// Thrown by TreeBuilder to stop yaml-cpp once a document is past kMaxValues.
struct TooManyValues {};

// Builds a YNode tree from parser events. Errors it finds itself (duplicate keys, aliases
// to unknown anchors) are kept, not thrown, so that the parser is never left half-way.
class TreeBuilder : public YAML::EventHandler {
 public:
  TreeBuilder(std::string_view text, int line_offset)
      : text_(text), line_offset_(line_offset), columns_(text) {}

  bool has_root() const { return has_root_; }
  YNode& root() { return root_; }
  bool failed() const { return !error_.empty(); }
  SourcePos error_pos() const { return error_pos_; }
  const std::string& error() const { return error_; }
  std::vector<PlainTextLayout>& layouts() { return layouts_; }

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    if (!count(mark, 1)) return;
    YNode node;
    node.pos = to_pos(mark);
    add(std::move(node), anchor, 1);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    auto it = anchors_.find(anchor);
    if (it == anchors_.end()) {
      fail(to_pos(mark), "an alias to an unknown anchor");
      add(YNode{}, 0, 1);
      return;
    }
    const Anchored& anchored = it->second;
    if (failed() || aliased_values_ + anchored.values > kMaxAliasedValues) {
      fail(to_pos(mark), "the aliases of this document copy more than " +
                             std::to_string(kMaxAliasedValues) +
                             " values (aliases of aliases grow exponentially): write the "
                             "values out instead");
      add(YNode{}, 0, 1);  // nothing more is copied once the document has failed
      return;
    }
    aliased_values_ += anchored.values;
    if (!count(mark, anchored.values)) return;
    YNode copy = anchored.node;
    copy.pos = to_pos(mark);
    add(std::move(copy), 0, anchored.values);
  }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                const std::string& value) override {
    if (!count(mark, 1)) return;
    YNode node;
    node.kind = YNode::Kind::Scalar;
    node.pos = to_pos(mark);
    node.text = value;
    // The file's bytes were checked before parsing; an escape such as \0 or \uD800 can
    // still write a NUL or a lone surrogate, which no record holds.
    if (find_encoding_problem(value))
      fail(node.pos,
           "an escape sequence in this text writes a NUL character or a character that is not "
           "Unicode (a lone surrogate such as \\uD800)");
    if (mark.pos >= 0 && static_cast<size_t>(mark.pos) < text_.size()) {
      char c = text_[mark.pos];
      node.quoted = c == '"' || c == '\'';
      if (node.quoted && !is_closed(mark.pos))
        fail(node.pos,
             std::string("unterminated quoted scalar: the ") + c + " opened here is never closed");
      if (!node.quoted && c != '|' && c != '>')
        if (std::optional<PlainTextLayout> layout =
                plain_text_layout(text_, size_t(mark.pos), value, node.pos))
          layouts_.push_back(std::move(*layout));
    }
    // One spelling of each text (record/unicode_text.h): a name typed with a combining
    // accent is the same name as one typed with the accented letter.
    node.text = nfc(node.text);
    add(std::move(node), anchor, 1);
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
    // By hash rather than pair by pair: a hostile map may hold a million keys.
    const YNode& map = stack_.back().node;
    std::unordered_map<std::string_view, size_t> first;  // key text -> its index
    first.reserve(map.map_size());
    for (size_t i = 0; i < map.map_size(); ++i) {
      if (!map.key(i).is_scalar()) continue;
      auto [it, added] = first.emplace(map.key(i).text, i);
      if (!added) {
        fail(map.key(i).pos, "the key '" + excerpt(map.key(i).text) +
                                 "' appears twice in this map (first at line " +
                                 std::to_string(map.key(it->second).pos.line) + ")");
        break;
      }
    }
    close();
  }

 private:
  struct Open {
    YNode node;
    YAML::anchor_t anchor;
    std::size_t values = 1;  // the nodes of its tree so far, itself included
  };
  struct Anchored {
    YNode node;
    std::size_t values = 1;
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

  SourcePos to_pos(const YAML::Mark& mark) {
    const int column = mark.pos >= 0 ? columns_.column(std::size_t(mark.pos)) : mark.column + 1;
    return SourcePos{mark.line + 1 + line_offset_, column};
  }
  // Counts `values` new values of the document; past kMaxValues the document fails and
  // parsing stops (TooManyValues, caught in parse_chunk). Always true otherwise.
  bool count(const YAML::Mark& mark, std::size_t values) {
    values_ += values;
    if (values_ <= kMaxValues) return true;
    fail(to_pos(mark), "this document holds more than " + std::to_string(kMaxValues) +
                           " values (texts, lists and maps): a record holds a few thousand");
    throw TooManyValues{};  // the rest of the document is not parsed
  }
  void fail(SourcePos pos, std::string message) {
    if (error_.empty()) {
      error_pos_ = pos;
      error_ = std::move(message);
    }
  }
  void open(YNode::Kind kind, const YAML::Mark& mark, YAML::anchor_t anchor) {
    count(mark, 1);
    YNode node;
    node.kind = kind;
    node.pos = to_pos(mark);
    stack_.push_back(Open{std::move(node), anchor, 1});
  }
  void close() {
    Open top = std::move(stack_.back());
    stack_.pop_back();
    add(std::move(top.node), top.anchor, top.values);
  }
  // `values`: the nodes of `node`'s tree, itself included.
  void add(YNode node, YAML::anchor_t anchor, std::size_t values) {
    if (anchor) anchors_[anchor] = Anchored{node, values};
    if (stack_.empty()) {
      root_ = std::move(node);
      has_root_ = true;
    } else {
      stack_.back().node.items.push_back(std::move(node));
      stack_.back().values += values;
    }
  }

  std::string_view text_;
  int line_offset_;
  CharColumnCounter columns_;  // every node's mark: counted once along each line
  std::vector<Open> stack_;
  std::map<YAML::anchor_t, Anchored> anchors_;
  std::size_t aliased_values_ = 0;  // copied by the aliases so far
  std::size_t values_ = 0;          // in the document so far, copies included
  YNode root_;
  bool has_root_ = false;
  SourcePos error_pos_;
  std::string error_;
  std::vector<PlainTextLayout> layouts_;  // of the plain texts with a comment or several lines
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

// Where byte `offset` of `chunk` stands: its line counted from the file's top, and its
// column in characters (everything before it was checked to be UTF-8).
SourcePos position_of(std::string_view chunk, std::size_t offset, int line_offset) {
  int lines = 0;
  for (std::size_t i = 0; i < offset && i < chunk.size(); ++i) lines += chunk[i] == '\n';
  return SourcePos{line_offset + 1 + lines, char_column(chunk, offset)};
}

// yaml-cpp refuses flow lists and maps nested deeper than this, but only after scanning
// the whole line: 16 MiB of `[` on one line cost it 4 GB. So the depth is checked first.
constexpr int kMaxFlowNesting = 500;

// The offset of the first `[` or `{` nested deeper than kMaxFlowNesting, or npos. Skips
// comments and quoted scalars (a quote opens one only where a scalar may start, so the
// apostrophe of "Anna's" opens nothing).
std::size_t find_deep_flow_nesting(std::string_view text) {
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const char before = i == 0 ? '\n' : text[i - 1];
    const bool token_start = before == ' ' || before == '\t' || before == '\n' || before == '[' ||
                             before == '{' || before == ',' || before == ':';
    if (c == '#' && (before == ' ' || before == '\t' || before == '\n')) {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if ((c == '"' || c == '\'') && token_start) {
      for (++i; i < text.size(); ++i) {
        if (c == '"' && text[i] == '\\') {
          ++i;
        } else if (text[i] == c) {
          if (c == '\'' && i + 1 < text.size() && text[i + 1] == '\'') {
            ++i;
            continue;
          }
          break;
        }
      }
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxFlowNesting) return i;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::string_view::npos;
}

void parse_chunk(std::string_view chunk, int line_offset, YamlDocument& doc) {
  // YAML is UTF-8 text: a stray byte would be read as something else (a NUL as a line
  // break, a Latin-1 letter into a name that JSON then cannot write).
  if (std::optional<EncodingProblem> problem = find_encoding_problem(chunk)) {
    doc.error_pos = position_of(chunk, problem->offset, line_offset);
    doc.error = problem->message;
    return;
  }
  if (std::size_t deep = find_deep_flow_nesting(chunk); deep != std::string_view::npos) {
    doc.error_pos = position_of(chunk, deep, line_offset);
    doc.error = "lists and maps are nested more than 500 deep here: a record needs a few levels";
    return;
  }
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
  } catch (const TooManyValues&) {
    if (!builder.failed()) {  // it was a second document, read by `extra`
      doc.error_pos = SourcePos{line_offset + 1, 1};
      doc.error = "a second document without a '---' line before it";
      return;
    }
  } catch (const YAML::DeepRecursion& e) {
    // yaml-cpp stops at 500 levels (its message is only "bad file"); records need a few.
    doc.error_pos = mark_position(owned, e.mark, line_offset);
    doc.error = "lists and maps are nested more than 500 deep here: a record needs a few levels";
    return;
  } catch (const YAML::Exception& e) {
    doc.error_pos = mark_position(owned, e.mark, line_offset);
    doc.error = "YAML syntax: " + e.msg +
                shallow_item_note(owned, doc.error_pos.line - line_offset - 1, line_offset);
    return;
  }
  if (builder.failed()) {
    doc.error_pos = builder.error_pos();
    doc.error = builder.error();
    return;
  }
  doc.root = std::move(builder.root());
  doc.layouts = std::move(builder.layouts());
  doc.ok = true;
}

}  // namespace

void parse_yaml_documents(std::string_view text, const std::function<void(YamlDocument&)>& visit) {
  int index = 0;
  size_t chunk_start = 0;
  int chunk_line = 0;  // 0-based line where the current chunk starts
  int line = 0;
  bool too_many = false;  // past kMaxDocuments: the rest of the file is not read
  auto flush = [&](size_t end) {
    std::string_view chunk = text.substr(chunk_start, end - chunk_start);
    if (too_many || is_blank_chunk(chunk)) return;
    YamlDocument doc;
    doc.index = ++index;
    doc.first_line = chunk_line + 1;
    if (index > kMaxDocuments) {
      too_many = true;
      doc.error_pos = SourcePos{chunk_line + 1, 1};
      doc.error = "the file holds more than " + std::to_string(kMaxDocuments) +
                  " records (documents); the rest is not read: split it into several files";
    } else {
      parse_chunk(chunk, chunk_line, doc);
    }
    visit(doc);
  };
  size_t pos = 0;
  while (pos <= text.size() && !too_many) {
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

#include "record/yaml_tree.h"

#include <yaml.h>

#include <string_view>
#include <unordered_map>

#include "record/excerpt.h"
#include "record/input_checks.h"
#include "record/unicode_text.h"
#include "record/yaml_marks.h"
#include "record/yaml_syntax_error.h"

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

// How deep lists and maps may nest (yaml-cpp's bound, which qm kept): a record needs a few
// levels. libyaml has no bound of its own; 16 MiB of `- - - ...` would otherwise nest
// millions deep.
constexpr std::size_t kMaxNesting = 500;
constexpr const char* kTooDeep =
    "lists and maps are nested more than 500 deep here: a record needs a few levels";

// libyaml's parser reading one chunk of a file in place, and the event it gave last.
class EventReader {
 public:
  explicit EventReader(std::string_view text) {
    ready_ = yaml_parser_initialize(&parser_) != 0;
    if (ready_)
      yaml_parser_set_input_string(&parser_, reinterpret_cast<const unsigned char*>(text.data()),
                                   text.size());
  }
  ~EventReader() {
    if (has_event_) yaml_event_delete(&event_);
    yaml_parser_delete(&parser_);
  }
  EventReader(const EventReader&) = delete;
  EventReader& operator=(const EventReader&) = delete;

  // The next event, or nullptr when the text is not YAML (parser() says why).
  const yaml_event_t* next() {
    if (has_event_) yaml_event_delete(&event_);
    has_event_ = ready_ && yaml_parser_parse(&parser_, &event_) != 0;
    return has_event_ ? &event_ : nullptr;
  }
  const yaml_parser_t& parser() const { return parser_; }

 private:
  yaml_parser_t parser_{};  // yaml_parser_initialize fails only without memory
  yaml_event_t event_{};
  bool ready_ = false;
  bool has_event_ = false;
};

std::string_view text_of(const yaml_char_t* text, std::size_t length) {
  return {reinterpret_cast<const char*>(text), length};
}
// A plain text that means "nothing": none at all, `~` or `null` (YAML's core schema).
bool is_null_text(std::string_view text) {
  return text.empty() || text == "~" || text == "null" || text == "Null" || text == "NULL";
}
std::string anchor_name(const yaml_char_t* anchor) {
  return anchor ? reinterpret_cast<const char*>(anchor) : "";
}

// Builds a YNode tree from one document's parser events. Errors it finds itself (duplicate
// keys, aliases to unknown anchors) are kept; take() says when the document is not read on
// (too many values, nested too deep).
class TreeBuilder {
 public:
  TreeBuilder(std::string_view text, YamlMarks& marks) : text_(text), marks_(marks) {}

  YNode& root() { return root_; }
  bool failed() const { return !error_.empty(); }
  SourcePos error_pos() const { return error_pos_; }
  const std::string& error() const { return error_; }
  std::vector<PlainTextLayout>& layouts() { return layouts_; }

  // Takes the next event of the document; false once it is not to be read on.
  bool take(const yaml_event_t& event) {
    switch (event.type) {
      case YAML_SCALAR_EVENT:
        scalar(event);
        break;
      case YAML_ALIAS_EVENT:
        alias(event.start_mark, anchor_name(event.data.alias.anchor));
        break;
      case YAML_SEQUENCE_START_EVENT:
        open(YNode::Kind::Sequence, event.start_mark,
             anchor_name(event.data.sequence_start.anchor));
        break;
      case YAML_MAPPING_START_EVENT:
        open(YNode::Kind::Map, event.start_mark, anchor_name(event.data.mapping_start.anchor));
        break;
      case YAML_SEQUENCE_END_EVENT:
        close();
        break;
      case YAML_MAPPING_END_EVENT:
        check_keys();
        close();
        break;
      default:  // the stream's and the document's start and end
        break;
    }
    return !stopped_;
  }

 private:
  struct Open {
    YNode node;
    std::string anchor;
    std::size_t values = 1;  // the nodes of its tree so far, itself included
  };
  struct Anchored {
    YNode node;
    std::size_t values = 1;
  };

  void scalar(const yaml_event_t& event) {
    const auto& data = event.data.scalar;
    const std::string_view value = text_of(data.value, data.length);
    if (!count(event.start_mark, 1)) return;
    YNode node;
    node.pos = marks_.position(event.start_mark.index);
    if (data.style == YAML_PLAIN_SCALAR_STYLE && !data.tag && is_null_text(value)) {
      // Nothing written (`winner:`), or `~` or `null`: a null, as yaml-cpp read them. One
      // with an anchor stands at its `&`.
      if (value.empty() && !data.anchor)
        node.pos = marks_.position(next_token(event.start_mark.index));
      add(std::move(node), anchor_name(data.anchor), 1);
      return;
    }
    node.kind = YNode::Kind::Scalar;
    node.text = value;
    // The file's bytes were checked before parsing; an escape such as \0 can still write a
    // NUL, which no record holds (libyaml refuses a lone surrogate such as \uD800 itself).
    if (find_encoding_problem(value))
      fail(node.pos,
           "an escape sequence in this text writes a NUL character or a character that is not "
           "Unicode (a lone surrogate such as \\uD800)");
    // The scalar's first byte: a quote or a block indicator, or a plain text's first
    // character. After an anchor or a tag (`&a "x"`) it is their `&` or `!`: such a text is
    // neither quoted (its text does not start one column after it) nor laid out.
    const std::size_t start = marks_.offset(event.start_mark.index);
    if (start < text_.size()) {
      const char c = text_[start];
      node.quoted = c == '"' || c == '\'';
      if (!node.quoted && c != '|' && c != '>')
        if (std::optional<PlainTextLayout> layout =
                plain_text_layout(text_, start, value, node.pos))
          layouts_.push_back(std::move(*layout));
    }
    // One spelling of each text (record/unicode_text.h): a name typed with a combining
    // accent is the same name as one typed with the accented letter.
    node.text = nfc(node.text);
    add(std::move(node), anchor_name(data.anchor), 1);
  }

  void alias(const yaml_mark_t& mark, const std::string& anchor) {
    const SourcePos pos = marks_.position(mark.index);
    auto it = anchors_.find(anchor);
    if (it == anchors_.end()) {
      fail(pos, "the alias '*" + excerpt(anchor) + "' names no anchor ('&" + excerpt(anchor) +
                    "') above it in this document");
      add(YNode{}, "", 1);
      return;
    }
    const Anchored& anchored = it->second;
    if (failed() || aliased_values_ + anchored.values > kMaxAliasedValues) {
      fail(pos, "the aliases of this document copy more than " + std::to_string(kMaxAliasedValues) +
                    " values (aliases of aliases grow exponentially): write the values out "
                    "instead");
      add(YNode{}, "", 1);  // nothing more is copied once the document has failed
      return;
    }
    aliased_values_ += anchored.values;
    if (!count(mark, anchored.values)) return;
    YNode copy = anchored.node;
    copy.pos = pos;
    add(std::move(copy), "", anchored.values);
  }

  // A map's keys, each once. By hash rather than pair by pair: a hostile map may hold a
  // million keys.
  void check_keys() {
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
  }

  // Counts `values` new values of the document; past kMaxValues the document fails and is
  // not read on. True otherwise.
  bool count(const yaml_mark_t& mark, std::size_t values) {
    values_ += values;
    if (values_ <= kMaxValues) return true;
    stop(mark, "this document holds more than " + std::to_string(kMaxValues) +
                   " values (texts, lists and maps): a record holds a few thousand");
    return false;
  }
  void stop(const yaml_mark_t& mark, std::string message) {
    fail(marks_.position(mark.index), std::move(message));
    stopped_ = true;
  }
  void fail(SourcePos pos, std::string message) {
    if (error_.empty()) {
      error_pos_ = pos;
      error_ = std::move(message);
    }
  }
  // Where a null stands: libyaml places it right after the `:` or `-` before it in a block
  // (in a flow, at the `,` or `}` after it), yaml-cpp where what follows starts (the next
  // key or item, past blanks, line breaks and comments). qm kept the latter, so that no
  // message moved. The character index of what follows `index`.
  std::size_t next_token(std::size_t index) {
    std::size_t i = marks_.offset(index);
    while (i < text_.size()) {
      const char c = text_[i];
      if (c == '#') {  // a comment (after a blank: a `:` or `-` before it was followed by one)
        for (; i < text_.size() && text_[i] != '\n'; ++i)
          if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++index;
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        ++i;
        ++index;
      } else {
        break;
      }
    }
    return index;
  }
  void open(YNode::Kind kind, const yaml_mark_t& mark, std::string anchor) {
    if (stack_.size() >= kMaxNesting) {
      stop(mark, kTooDeep);
      return;
    }
    if (!count(mark, 1)) return;
    YNode node;
    node.kind = kind;
    node.pos = marks_.position(mark.index);
    stack_.push_back(Open{std::move(node), std::move(anchor), 1});
  }
  void close() {
    Open top = std::move(stack_.back());
    stack_.pop_back();
    add(std::move(top.node), top.anchor, top.values);
  }
  // `values`: the nodes of `node`'s tree, itself included.
  void add(YNode node, const std::string& anchor, std::size_t values) {
    if (!anchor.empty()) anchors_[anchor] = Anchored{node, values};
    if (stack_.empty()) {
      root_ = std::move(node);
    } else {
      stack_.back().node.items.push_back(std::move(node));
      stack_.back().values += values;
    }
  }

  std::string_view text_;
  YamlMarks& marks_;
  std::vector<Open> stack_;
  std::unordered_map<std::string, Anchored> anchors_;
  std::size_t aliased_values_ = 0;  // copied by the aliases so far
  std::size_t values_ = 0;          // in the document so far, copies included
  bool stopped_ = false;
  YNode root_;
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

// Whether `chunk` holds directives (`%YAML 1.2`) and nothing else but blank and comment
// lines: they belong to the document after the `---` that follows them.
bool holds_directives_only(std::string_view chunk) {
  bool directive = false;
  for (size_t start = 0; start < chunk.size();) {
    size_t end = chunk.find('\n', start);
    if (end == std::string_view::npos) end = chunk.size();
    const std::string_view line = chunk.substr(start, end - start);
    const size_t first = line.find_first_not_of(" \t\r");
    if (line.starts_with('%'))
      directive = true;
    else if (first != std::string_view::npos && line[first] != '#')
      return false;
    start = end + 1;
  }
  return directive;
}

// Flow lists and maps are refused past kMaxNesting before parsing: libyaml keeps a little
// for each `[` it has not yet seen closed, and yaml-cpp took 4 GB for 16 MiB of `[`.
constexpr int kMaxFlowNesting = int(kMaxNesting);

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

// A line break libyaml reads where qm's messages and many editors count none: a carriage
// return without a line feed after it (old Mac line endings, or one pasted into a name),
// and U+0085, U+2028 and U+2029, which YAML 1.1 reads as line breaks. Refused, so that the
// lines of a message are the editor's and no name is cut in two.
std::optional<EncodingProblem> find_odd_line_break(std::string_view text) {
  struct OddBreak {
    std::string_view bytes;
    const char* name;
    const char* escape;
  };
  static constexpr OddBreak kOddBreaks[] = {
      {"\xC2\x85", "the character U+0085 (next line)", "\\u0085"},
      {"\xE2\x80\xA8", "the line separator U+2028", "\\u2028"},
      {"\xE2\x80\xA9", "the paragraph separator U+2029", "\\u2029"}};
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))
      return EncodingProblem{i,
                             "a carriage return (\\r) without a line feed (\\n) after it: qm "
                             "reads lines that end in \\n or \\r\\n (convert the file's line "
                             "endings, or remove it)"};
    if (c != '\xC2' && c != '\xE2') continue;
    for (const OddBreak& odd : kOddBreaks)
      if (text.substr(i).starts_with(odd.bytes))
        return EncodingProblem{i, std::string(odd.name) +
                                      ": YAML reads it as a line break where an editor may show "
                                      "none; remove it, or write it as \"" +
                                      odd.escape + "\" in a double-quoted text"};
  }
  return std::nullopt;
}

void parse_chunk(std::string_view chunk, int line_offset, YamlDocument& doc) {
  // YAML is UTF-8 text: a stray byte would be read as something else (a NUL as a line
  // break, a Latin-1 letter into a name that JSON then cannot write).
  std::optional<EncodingProblem> problem = find_encoding_problem(chunk);
  if (!problem) problem = find_odd_line_break(chunk);
  if (problem) {
    doc.error_pos = byte_position(chunk, problem->offset, line_offset);
    doc.error = problem->message;
    return;
  }
  if (std::size_t deep = find_deep_flow_nesting(chunk); deep != std::string_view::npos) {
    doc.error_pos = byte_position(chunk, deep, line_offset);
    doc.error = kTooDeep;
    return;
  }
  YamlMarks marks(chunk, line_offset);
  EventReader reader(chunk);
  TreeBuilder builder(chunk, marks);
  int documents = 0;
  bool syntax_error = true;  // until the parser reaches the end, or the builder stops it
  while (const yaml_event_t* event = reader.next()) {
    if (event->type == YAML_STREAM_END_EVENT) {
      syntax_error = false;
      break;
    }
    if (event->type == YAML_DOCUMENT_START_EVENT && ++documents == 2) {
      // A chunk holds one document by construction; anything after it is an error.
      if (builder.failed()) {
        syntax_error = false;
        break;
      }
      const yaml_event_t* root = reader.next();
      if (!root) break;
      doc.error_pos = marks.position(root->start_mark.index);
      doc.error = "a second document without a '---' line before it";
      return;
    }
    if (!builder.take(*event)) {
      syntax_error = false;  // the document failed and is not read on
      break;
    }
  }
  if (syntax_error) {
    YamlSyntaxError error = yaml_syntax_error(reader.parser(), chunk, line_offset, marks);
    doc.error_pos = error.pos;
    doc.error = std::move(error.message);
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
    if (is_document_marker(current) && pos != chunk_start &&
        !holds_directives_only(text.substr(chunk_start, pos - chunk_start))) {
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

#include "record/yaml_syntax_error.h"

#include <fmt/format.h>

#include "record/columns.h"
#include "record/indent_note.h"

namespace qm {

namespace {

// "line 7, column 10"
std::string line_and_column(SourcePos pos) {
  return fmt::format("line {}, column {}", pos.line, pos.column);
}

// The character that starts at byte `offset` of `text` (UTF-8), or "" at its end.
std::string_view character_at(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return {};
  std::size_t end = offset + 1;
  while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
  return text.substr(offset, end - offset);
}

// The `-`, `?` or `:` before byte `offset` of its line, past spaces and tabs; "" when the
// line holds something else before it.
std::string_view indicator_before(std::string_view text, std::size_t offset) {
  std::size_t i = offset;
  while (i > 0 && (text[i - 1] == ' ' || text[i - 1] == '\t')) --i;
  if (i == 0 || (text[i - 1] != '-' && text[i - 1] != '?' && text[i - 1] != ':')) return {};
  return text.substr(i - 1, 1);
}

// The characters from the first non-blank one of the line of byte `offset` to it: how long
// the key before a `:` there is, when it is one.
int key_length_before(std::string_view text, std::size_t offset) {
  std::size_t start = offset == 0 ? std::string_view::npos : text.rfind('\n', offset - 1);
  start = start == std::string_view::npos ? 0 : start + 1;
  while (start < offset && (text[start] == ' ' || text[start] == '-')) ++start;
  return count_chars(text.substr(start, offset - start));
}

// A character libyaml's reader refuses (a control character other than tab and line
// breaks, U+FFFE, U+FFFF), and how to write it instead.
std::string refused_character(unsigned value) {
  const std::string name = value < 0xA0 ? fmt::format("the control character U+{:04X}", value)
                                        : fmt::format("the character U+{:04X}", value);
  const std::string escape =
      value <= 0xFF ? fmt::format("\\x{:02X}", value) : fmt::format("\\u{:04X}", value);
  return name + " cannot stand in YAML text: remove it, or write it as \"" + escape +
         "\" in a double-quoted text";
}

// libyaml's own words for an error we have no sentence of ours for, made a little
// plainer: "expected comment or line break (in the block scalar that starts at line 3,
// column 7)".
std::string plain_libyaml_words(std::string problem, std::string context, SourcePos context_pos) {
  for (std::string_view prefix :
       {"did not find the expected ", "did not find expected ", "could not find expected "})
    if (problem.starts_with(prefix)) problem = "expected " + problem.substr(prefix.size());
  if (context.empty()) return problem;
  for (std::string_view prefix : {"while scanning a ", "while scanning an ", "while parsing a "})
    if (context.starts_with(prefix)) context = "in the " + context.substr(prefix.size());
  return problem + " (" + context + " that starts at " + line_and_column(context_pos) + ")";
}

}  // namespace

YamlSyntaxError yaml_syntax_error(const yaml_parser_t& parser, std::string_view text,
                                  int line_offset, YamlMarks& marks) {
  // No error set: yaml_parser_initialize found no memory for its buffers.
  if (parser.error == YAML_MEMORY_ERROR || parser.error == YAML_NO_ERROR)
    return {SourcePos{line_offset + 1, 1}, "not enough memory to read this document"};
  const std::string problem = parser.problem ? parser.problem : "";
  if (parser.error == YAML_READER_ERROR) {
    // Its offset counts bytes; the file's bytes were checked to be UTF-8 before parsing, so
    // this is a character YAML does not allow.
    const SourcePos pos = byte_position(text, parser.problem_offset, line_offset);
    if (problem == "control characters are not allowed")
      return {pos, refused_character(unsigned(parser.problem_value))};
    return {pos, "the text is not UTF-8 here (" + problem + ")"};
  }
  const std::string context = parser.context ? parser.context : "";
  const SourcePos context_pos = marks.position(parser.context_mark.index);
  const std::size_t context_byte = marks.offset(parser.context_mark.index);
  SourcePos pos = marks.position(parser.problem_mark.index);
  const std::size_t byte = marks.offset(parser.problem_mark.index);
  const char here = byte < text.size() ? text[byte] : '\0';
  const std::string opened = line_and_column(context_pos);
  std::string what;
  bool indentation = false;  // what is wrong is most likely this line's indentation
  if (problem == "found unexpected end of stream" && context == "while scanning a quoted scalar") {
    return {context_pos, "unterminated quoted scalar: the " +
                             std::string(character_at(text, context_byte)) +
                             " opened here is never closed"};
  } else if (problem == "found invalid Unicode character escape code") {
    return {pos,
            "an escape sequence in this text writes a character that is not Unicode (a lone "
            "surrogate such as \\uD800, or a number past \\U0010FFFF)"};
  } else if (problem == "did not find expected key") {
    what = "expected a 'key: value' line at the indentation of the map that starts at " + opened;
    indentation = true;
  } else if (problem == "did not find expected '-' indicator") {
    what = "expected a list item ('- ...') at the indentation of the list that starts at " + opened;
    indentation = true;
  } else if (problem == "did not find expected ',' or ']'") {
    what = "expected ',' or the closing ']' of the list opened with '[' at " + opened;
  } else if (problem == "did not find expected ',' or '}'") {
    what = "expected ',' or the closing '}' of the map opened with '{' at " + opened;
  } else if (problem == "did not find expected node content") {
    what = "expected a value (a text, a list or a map) here";
  } else if (problem == "could not find expected ':'") {
    // libyaml gives up on the key where it stops looking (a later line); the key is the news.
    pos = context_pos;
    what =
        "expected ':' after this key, on its line (a map's lines are 'key: value'; a key is at "
        "most 1024 characters long)";
  } else if (problem == "mapping values are not allowed in this context" &&
             key_length_before(text, byte) > 1024) {
    what =
        "a key longer than 1024 characters: YAML reads a longer one only as an explicit key "
        "('? ' and the key on one line, ': ' and the value on the next)";
  } else if (problem == "mapping values are not allowed in this context") {
    what =
        "a ':' followed by a space cannot stand here: a text that holds ': ' needs quotes, and "
        "a key needs a line of its own at the indentation of its map";
  } else if (problem == "block sequence entries are not allowed in this context") {
    what = "a list item ('- ') cannot start here: a list starts on a line of its own";
  } else if (problem == "mapping keys are not allowed in this context") {
    what = "an explicit key ('? ') cannot start here";
  } else if (problem == "found character that cannot start any token" && here == '\t' &&
             !indicator_before(text, byte).empty()) {
    // YAML 1.2 takes a tab after `- `; libyaml (YAML 1.1) does not.
    what = "a tab after '" + std::string(indicator_before(text, byte)) +
           "': write a space there instead (YAML separates with spaces)";
  } else if (problem == "found a tab character that violates indentation" ||
             problem == "found a tab character where an indentation space is expected" ||
             (problem == "found character that cannot start any token" && here == '\t')) {
    what = "a tab character here: YAML indents with spaces only";
  } else if (problem == "found character that cannot start any token") {
    what = "a value cannot start with '" + std::string(character_at(text, byte)) +
           "': put the text in quotes";
  } else if (problem == "found unexpected ':'") {
    what =
        "a ':' in a text inside '[...]' or '{...}' needs a space after it (a key), or the "
        "text needs quotes";
  } else if (problem == "found unknown escape character") {
    what = "unknown escape sequence '\\" + std::string(character_at(text, byte + 1)) +
           "' in a double-quoted text (a backslash itself is written '\\\\')";
  } else if (problem == "did not find expected hexdecimal number") {
    what = "'\\x', '\\u' and '\\U' are followed by 2, 4 and 8 hexadecimal digits";
  } else if (problem == "found undefined tag handle") {
    what = "this tag's handle is not declared by a '%TAG' line";
  } else if (problem == "did not find expected comment or line break" &&
             context == "while scanning a block scalar") {
    what = "the '|' or '>' of the block text that starts at " + opened +
           " (with its '+', '-' or digit) ends its line, or a comment follows it";
  } else if (problem == "did not find expected <document start>" && byte >= text.size()) {
    what = "expected a '---' line and a document after the directives ('%' lines)";
  } else if (problem == "did not find expected <document start>") {
    // Something after the document's value (`"a" "b"`), read as a second document.
    return {pos, "a second document without a '---' line before it"};
  } else if (problem == "found unknown directive name") {
    what = "unknown directive: the '%' lines before a document's '---' are %YAML and %TAG";
  } else if (problem == "found incompatible YAML document") {
    what = "this document asks for a YAML version qm does not read (it reads 1.1 and 1.2)";
  } else if (problem == "did not find expected alphabetic or numeric character" &&
             (context == "while scanning an anchor" || context == "while scanning an alias")) {
    what = "an anchor ('&name') or an alias ('*name') needs a name of letters, digits, '-' or '_'";
  } else {
    what = plain_libyaml_words(problem, context, context_pos);
  }
  std::string note = shallow_item_note(text, pos.line - line_offset - 1, line_offset);
  if (note.empty() && indentation) note = ": check this line's indentation";
  return {pos, "YAML syntax: " + what + note};
}

}  // namespace qm

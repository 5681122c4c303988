#include "report_support.h"

#include <cctype>
#include <set>
#include <vector>

namespace qmtest {

namespace {

bool name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == ':' || c == '_';
}

// Checks the character reference at `text[i]` == '&'; returns its length, or 0.
size_t reference_length(std::string_view text, size_t i) {
  size_t j = i + 1;
  if (j < text.size() && text[j] == '#') ++j;
  const size_t start = j;
  while (j < text.size() && std::isalnum(static_cast<unsigned char>(text[j]))) ++j;
  if (j == start || j >= text.size() || text[j] != ';') return 0;
  return j + 1 - i;
}

struct Tag {
  std::string name;
  std::string attributes;  // the raw text after the name
  bool closing = false, self_closed = false;
  size_t end = 0;  // one past '>'
};

// Reads the tag at `text[i]` == '<'; false when it is malformed (`why` says how).
bool read_tag(std::string_view text, size_t i, Tag& tag, std::string& why) {
  size_t j = i + 1;
  if (j < text.size() && text[j] == '/') tag.closing = true, ++j;
  const size_t name_start = j;
  while (j < text.size() && name_char(text[j])) ++j;
  tag.name = std::string(text.substr(name_start, j - name_start));
  for (char& c : tag.name) c = char(std::tolower(static_cast<unsigned char>(c)));
  if (tag.name.empty()) return why = "a '<' that starts no tag", false;
  const size_t attributes_start = j;
  while (j < text.size() && text[j] != '>') {
    const char c = text[j];
    if (c == '"' || c == '\'') {
      const size_t close = text.find(c, j + 1);
      if (close == std::string_view::npos) return why = "an attribute value never closed", false;
      const std::string_view value = text.substr(j + 1, close - j - 1);
      if (value.find('<') != std::string_view::npos)
        return why = "a '<' inside an attribute value", false;
      for (size_t k = 0; k < value.size(); ++k)
        if (value[k] == '&' && reference_length(value, k) == 0)
          return why = "a bare '&' in an attribute value", false;
      j = close + 1;
      continue;
    }
    if (c == '=') {
      size_t k = j + 1;
      if (k >= text.size() || (text[k] != '"' && text[k] != '\''))
        return why = "an attribute value without quotes", false;
    }
    if (c == '<') return why = "a '<' inside a tag", false;
    ++j;
  }
  if (j >= text.size()) return why = "a tag never closed", false;
  tag.attributes = std::string(text.substr(attributes_start, j - attributes_start));
  tag.self_closed = !tag.attributes.empty() && tag.attributes.back() == '/';
  tag.end = j + 1;
  return true;
}

const std::set<std::string> kVoidElements = {"area",   "base",  "br",    "col",  "embed",
                                             "hr",     "img",   "input", "link", "meta",
                                             "source", "track", "wbr"};

}  // namespace

std::string markup_problem(std::string_view text, bool html) {
  std::vector<std::string> open;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '&') {
      if (reference_length(text, i) == 0) return "a bare '&' at " + std::to_string(i);
      ++i;
      continue;
    }
    if (c == '>') return "a bare '>' at " + std::to_string(i);
    if (c != '<') {
      ++i;
      continue;
    }
    if (text.substr(i, 4) == "<!--") {
      const size_t end = text.find("-->", i);
      if (end == std::string_view::npos) return "a comment never closed";
      i = end + 3;
      continue;
    }
    if (text.substr(i, 2) == "<!" || text.substr(i, 2) == "<?") {
      const size_t end = text.find('>', i);
      if (end == std::string_view::npos) return "a declaration never closed";
      i = end + 1;
      continue;
    }
    Tag tag;
    std::string why;
    if (!read_tag(text, i, tag, why)) return why + " at " + std::to_string(i);
    if (tag.closing) {
      if (open.empty() || open.back() != tag.name)
        return "</" + tag.name + "> at " + std::to_string(i) + " closes " +
               (open.empty() ? "nothing" : "<" + open.back() + ">");
      open.pop_back();
    } else if (!tag.self_closed && !(html && kVoidElements.count(tag.name))) {
      open.push_back(tag.name);
      // The text of <style> (and <script>, <title>) is not markup.
      if (tag.name == "style" || tag.name == "script") {
        const size_t end = text.find("</" + tag.name, tag.end);
        if (end == std::string_view::npos) return "<" + tag.name + "> never closed";
        i = end;
        continue;
      }
    }
    i = tag.end;
  }
  if (!open.empty()) return "<" + open.back() + "> never closed";
  return "";
}

int count_class(std::string_view markup, std::string_view class_name) {
  int count = 0;
  size_t at = 0;
  while ((at = markup.find("class=\"", at)) != std::string_view::npos) {
    at += 7;
    const size_t end = markup.find('"', at);
    if (end == std::string_view::npos) break;
    const std::string_view classes = markup.substr(at, end - at);
    size_t k = 0;
    while (k < classes.size()) {
      const size_t space = classes.find(' ', k);
      const std::string_view one =
          classes.substr(k, space == std::string_view::npos ? std::string_view::npos : space - k);
      if (one == class_name) {
        ++count;
        break;
      }
      if (space == std::string_view::npos) break;
      k = space + 1;
    }
    at = end;
  }
  return count;
}

int event_handler_attributes(std::string_view markup) {
  int count = 0;
  for (size_t at = markup.find('<'); at != std::string_view::npos; at = markup.find('<', at + 1)) {
    if (at + 1 >= markup.size() || !std::isalpha(static_cast<unsigned char>(markup[at + 1])))
      continue;
    // The attribute names of the tag, outside its quoted values.
    size_t k = at + 1;
    while (k < markup.size() && markup[k] != '>') {
      const char c = markup[k];
      if (c == '"' || c == '\'') {
        const size_t close = markup.find(c, k + 1);
        if (close == std::string_view::npos) break;
        k = close + 1;
        continue;
      }
      const bool starts_name = std::isspace(static_cast<unsigned char>(c)) || c == '/';
      ++k;
      if (!starts_name || k + 2 > markup.size()) continue;
      if (std::tolower(static_cast<unsigned char>(markup[k])) != 'o' ||
          std::tolower(static_cast<unsigned char>(markup[k + 1])) != 'n')
        continue;
      size_t j = k + 2;
      while (j < markup.size() && std::isalpha(static_cast<unsigned char>(markup[j]))) ++j;
      if (j > k + 2 && j < markup.size() && markup[j] == '=') ++count;
    }
  }
  return count;
}

std::string element_by_id(std::string_view markup, std::string_view id) {
  const std::string needle = "id=\"" + std::string(id) + "\"";
  const size_t hit = markup.find(needle);
  if (hit == std::string_view::npos) return "";
  const size_t start = markup.rfind('<', hit);
  size_t name_end = start + 1;
  while (name_end < markup.size() && name_char(markup[name_end])) ++name_end;
  const std::string name(markup.substr(start + 1, name_end - start - 1));
  int depth = 0;
  size_t i = start;
  while (i < markup.size()) {
    const size_t next = markup.find('<', i + 1);
    const bool opens =
        markup.substr(i, name.size() + 1) == "<" + name && !name_char(markup[i + name.size() + 1]);
    const bool closes = markup.substr(i, name.size() + 3) == "</" + name + ">";
    if (opens) {
      const size_t gt = markup.find('>', i);
      if (gt != std::string_view::npos && markup[gt - 1] != '/') ++depth;
      if (gt != std::string_view::npos && markup[gt - 1] == '/' && depth == 0)
        return std::string(markup.substr(start, gt + 1 - start));
    } else if (closes && --depth == 0) {
      return std::string(markup.substr(start, i + name.size() + 3 - start));
    }
    if (next == std::string_view::npos) break;
    i = next;
  }
  return "";
}

}  // namespace qmtest

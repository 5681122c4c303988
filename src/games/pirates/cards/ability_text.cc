#include "games/pirates/cards/ability_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <unordered_map>

#include "games/pirates/cards/sentence_shape.h"

namespace qm::pirates::cards {

namespace {

struct CompiledTemplate {
  const SentenceTemplate* source;
  std::vector<std::string> shapes;   // one per sentence
  std::vector<std::string> entries;  // split at " ;; "
};

std::vector<std::string> split(std::string_view text, std::string_view sep) {
  std::vector<std::string> out;
  size_t at = 0;
  for (;;) {
    const size_t next = text.find(sep, at);
    out.emplace_back(text.substr(at, next == std::string_view::npos ? text.npos : next - at));
    if (next == std::string_view::npos) return out;
    at = next + sep.size();
  }
}

// The templates by the shape of their first sentence, each list longest first.
class TemplateIndex {
 public:
  TemplateIndex() {
    for (const SentenceTemplate& t : sentence_templates()) {
      CompiledTemplate c{&t, split(t.shape, " | "), {}};
      if (*t.entries) c.entries = split(t.entries, " ;; ");
      auto& list = by_first_[c.shapes.front()];
      list.push_back(std::move(c));
    }
    for (auto& [shape, list] : by_first_)
      std::stable_sort(list.begin(), list.end(), [](const auto& a, const auto& b) {
        return a.shapes.size() > b.shapes.size();
      });
  }
  const std::vector<CompiledTemplate>* find(const std::string& shape) const {
    auto it = by_first_.find(shape);
    return it == by_first_.end() ? nullptr : &it->second;
  }

 private:
  std::unordered_map<std::string, std::vector<CompiledTemplate>> by_first_;
};

const TemplateIndex& template_index() {
  static const TemplateIndex index;
  return index;
}

// Whether `numbers` fits the template's "6,*,6".
bool numbers_fit(const char* wanted, const std::vector<int>& numbers) {
  if (!*wanted) return true;
  const std::vector<std::string> parts = split(wanted, ",");
  if (parts.size() != numbers.size()) return false;
  for (size_t i = 0; i < parts.size(); ++i)
    if (parts[i] != "*" && parts[i] != std::to_string(numbers[i])) return false;
  return true;
}

// Whether `nations` is the template's one nation ("" for any).
bool nation_fits(const char* wanted, const std::vector<std::string>& nations) {
  return !*wanted || (nations.size() == 1 && nations[0] == wanted);
}

// The template's entry with #k, @k, %k replaced by the k-th number, nation, ruler.
std::string filled(const std::string& entry, const SentenceShape& parts) {
  std::string out;
  for (size_t i = 0; i < entry.size(); ++i) {
    const char c = entry[i];
    if ((c == '#' || c == '@' || c == '%') && i + 1 < entry.size() && entry[i + 1] >= '1' &&
        entry[i + 1] <= '9') {
      const size_t k = size_t(entry[i + 1] - '1');
      ++i;
      if (c == '#' && k < parts.numbers.size()) out += std::to_string(parts.numbers[k]);
      if (c == '@' && k < parts.nations.size()) out += parts.nations[k];
      if (c == '%' && k < parts.rulers.size()) out += parts.rulers[k];
      continue;
    }
    out += c;
  }
  return out;
}

// A keyword's shape: a word or two ("turtle ship", "loyal: @"), not a sentence.
bool is_keyword_shape(const std::string& shape) {
  return std::count(shape.begin(), shape.end(), ' ') <= 1;
}

std::string ruling_entry(std::string_view text, std::string_view areas) {
  return fmt::format("{{ruling: {}, affects: [{}]}}", yaml_quoted(text), areas);
}

ReadSentence read_with(const CompiledTemplate& t, std::string text, const SentenceShape& parts) {
  ReadSentence out{std::move(text), t.source->kind, {}};
  if (t.source->kind == EntryKind::Unmodelled) {
    if (*t.source->label) out.entries.push_back(fmt::format("{{class: {}}}", t.source->label));
    out.entries.push_back(ruling_entry(out.text, t.source->entries));
    return out;
  }
  for (const std::string& e : t.entries) out.entries.push_back(filled(e, parts));
  return out;
}

}  // namespace

std::string yaml_quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::vector<ReadSentence> read_ability_text(std::string_view text) {
  const TemplateIndex& index = template_index();
  const std::vector<std::string> sentences = split_sentences(text);
  std::vector<SentenceShape> shapes;
  shapes.reserve(sentences.size());
  for (const std::string& s : sentences) shapes.push_back(sentence_shape(s));
  std::vector<ReadSentence> out;
  std::string family;  // the tag of the entry just read
  for (size_t i = 0; i < sentences.size();) {
    const CompiledTemplate* match = nullptr;
    SentenceShape parts;
    if (const auto* list = index.find(shapes[i].shape))
      for (const CompiledTemplate& t : *list) {
        if (i + t.shapes.size() > sentences.size()) continue;
        if (*t.source->after && family != t.source->after) continue;
        bool all = true;
        SentenceShape joined;
        for (size_t k = 0; k < t.shapes.size() && all; ++k) {
          const SentenceShape& s = shapes[i + k];
          all = s.shape == t.shapes[k];
          joined.numbers.insert(joined.numbers.end(), s.numbers.begin(), s.numbers.end());
          joined.nations.insert(joined.nations.end(), s.nations.begin(), s.nations.end());
          joined.rulers.insert(joined.rulers.end(), s.rulers.begin(), s.rulers.end());
        }
        if (!all || !numbers_fit(t.source->numbers, joined.numbers) ||
            !nation_fits(t.source->nation, joined.nations))
          continue;
        match = &t;
        parts = std::move(joined);
        break;
      }
    if (match) {
      std::string printed = sentences[i];
      for (size_t k = 1; k < match->shapes.size(); ++k) printed += " " + sentences[i + k];
      out.push_back(read_with(*match, std::move(printed), parts));
      family = match->source->tag;
      i += match->shapes.size();
      continue;
    }
    family.clear();
    // A list of keywords ("Limit, Ransom.", "Captain, Loyal: England."): each part alone.
    std::vector<ReadSentence> parts_read;
    if (sentences[i].find(", ") != std::string::npos) {
      for (const std::string& part : split(sentences[i], ", ")) {
        const SentenceShape shape = sentence_shape(part);
        const auto* list = index.find(shape.shape);
        const CompiledTemplate* single = nullptr;
        if (list)
          for (const CompiledTemplate& t : *list)
            if (t.shapes.size() == 1 && !*t.source->after && is_keyword_shape(t.shapes[0]) &&
                numbers_fit(t.source->numbers, shape.numbers) &&
                nation_fits(t.source->nation, shape.nations))
              single = &t;
        if (!single) {
          parts_read.clear();
          break;
        }
        parts_read.push_back(read_with(*single, part, shape));
      }
    }
    if (!parts_read.empty()) {
      for (ReadSentence& r : parts_read) out.push_back(std::move(r));
    } else {
      ReadSentence r{sentences[i], EntryKind::Unmodelled, {}};
      r.entries.push_back(ruling_entry(sentences[i], "all"));
      out.push_back(std::move(r));
    }
    ++i;
  }
  return out;
}

}  // namespace qm::pirates::cards

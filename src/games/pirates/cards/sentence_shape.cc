#include "games/pirates/cards/sentence_shape.h"

#include <cctype>
#include <utility>

namespace qm::pirates::cards {

namespace {

bool letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

// The list's nation words, lower case, and the nation each names.
constexpr std::pair<const char*, const char*> kNations[] = {
    {"barbary corsair", "Barbary Corsairs"},
    {"jade rebellion", "Jade Rebellion"},
    {"english", "England"},
    {"england", "England"},
    {"spanish", "Spain"},
    {"spain", "Spain"},
    {"french", "France"},
    {"france", "France"},
    {"american", "America"},
    {"america", "America"},
    {"pirate", "Pirates"},
    {"cursed", "Cursed"},
    {"viking", "Vikings"},
    {"mercenary", "Mercenary"},
    {"whitebeard's raiders", "Whitebeard's Raiders"},
};

// Replaces every whole word `from` of `text` by `to`.
void replace_words(std::string& text, std::string_view from, std::string_view to) {
  size_t at = 0;
  while ((at = text.find(from, at)) != std::string::npos) {
    const bool start = at == 0 || !letter(text[at - 1]);
    const bool end = at + from.size() >= text.size() || !letter(text[at + from.size()]);
    if (start && end) {
      text.replace(at, from.size(), to);
      at += to.size();
    } else {
      at += from.size();
    }
  }
}

}  // namespace

std::string nation_of(std::string_view word) {
  std::string lower;
  for (char c : word) lower += char(std::tolower(static_cast<unsigned char>(c)));
  while (!lower.empty() && lower.back() == ' ') lower.pop_back();
  while (!lower.empty() && lower.front() == ' ') lower.erase(0, 1);
  for (const auto& [w, nation] : kNations)
    if (lower == w) return nation;
  return "";
}

SentenceShape sentence_shape(std::string_view sentence) {
  // Typographic marks first: the list mixes ’ and ', – and -.
  std::string s;
  for (size_t i = 0; i < sentence.size(); ++i) {
    if (sentence.substr(i, 3) == "\xE2\x80\x99") {
      s += '\'';
      i += 2;
    } else if (sentence.substr(i, 3) == "\xE2\x80\x93" || sentence.substr(i, 3) == "\xE2\x80\x94") {
      s += '-';
      i += 2;
    } else if (sentence.substr(i, 2) == "\xC2\xA0") {  // a no-break space
      s += ' ';
      i += 1;
    } else {
      s += sentence[i];
    }
  }
  SentenceShape out;
  // Rulers (capitals) before lower-casing; numbers; then the words.
  std::string t;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    const bool lone = (i == 0 || !letter(s[i - 1])) && (i + 1 >= s.size() || !letter(s[i + 1]));
    if ((c == 'S' || c == 'L') && lone) {
      out.rulers.push_back(c);
      t += '%';
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = 0;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && n < 100000)
        n = n * 10 + (s[i++] - '0');
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
      --i;
      out.numbers.push_back(n);
      t += '#';
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      if (!t.empty() && t.back() != ' ') t += ' ';
    } else {
      t += char(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  while (!t.empty() && (t.back() == ' ' || t.back() == '.' || t.back() == '!')) t.pop_back();
  replace_words(t, "can't", "cannot");
  replace_words(t, "can not", "cannot");
  replace_words(t, "may not", "cannot");
  replace_words(t, "can", "may");
  // "+ S" as "+S": a few cards print a space after the sign.
  for (size_t at = 0; (at = t.find("+ ", at)) != std::string::npos; ++at)
    if (at + 2 < t.size() && (t[at + 2] == '%' || t[at + 2] == '#')) t.erase(at + 1, 1);
  // "loyal:england" and "loyal: england" alike.
  for (size_t at = 0; (at = t.find(':', at)) != std::string::npos; ++at)
    if (at + 1 < t.size() && t[at + 1] != ' ') t.insert(at + 1, 1, ' ');
  // Nation words, in the order they stand.
  std::string shaped;
  for (size_t i = 0; i < t.size();) {
    bool found = false;
    if (i == 0 || !letter(t[i - 1]))
      for (const auto& [w, nation] : kNations) {
        const std::string_view word = w;
        if (t.compare(i, word.size(), word) == 0 &&
            (i + word.size() >= t.size() || !letter(t[i + word.size()]))) {
          out.nations.push_back(nation);
          shaped += '@';
          i += word.size();
          found = true;
          break;
        }
      }
    if (!found) shaped += t[i++];
  }
  out.shape = std::move(shaped);
  return out;
}

std::vector<std::string> split_sentences(std::string_view text) {
  std::vector<std::string> out;
  std::string current;
  auto flush = [&] {
    size_t b = 0, e = current.size();
    while (b < e && (std::isspace(static_cast<unsigned char>(current[b])) ||
                     current.compare(b, 2, "\xC2\xA0") == 0))
      b += std::isspace(static_cast<unsigned char>(current[b])) ? 1 : 2;
    while (e > b && std::isspace(static_cast<unsigned char>(current[e - 1]))) --e;
    if (e > b) out.push_back(current.substr(b, e - b));
    current.clear();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    current += text[i];
    const char c = text[i];
    // A stop ends a sentence before a space, a line break or a no-break space.
    if ((c == '.' || c == '!' || c == '?') && i + 1 < text.size() &&
        (std::isspace(static_cast<unsigned char>(text[i + 1])) ||
         text.substr(i + 1, 2) == "\xC2\xA0"))
      flush();
  }
  flush();
  return out;
}

}  // namespace qm::pirates::cards

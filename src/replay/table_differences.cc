#include "replay/table_differences.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "games/json_text.h"

namespace qm {

namespace {

// An entry of a list is named by its first key when that key is the same in every entry of
// both lists and its values are unique: "id", "player", "mast"... A "player" or "side"
// names whose the entry is ("Anna's hand size": the list's name in the singular); any
// other key names the entry itself ("B1's masts"), a number with the key ("mast 2").
struct NamingKey {
  std::string key;
  bool owner = false;
};

// What the tables hold about how far a replay went rather than what is on the table: the
// moves played, the last line played, the line that broke a rule.
bool about_the_replay(const std::string& key) {
  return key == "move" || key == "last" || key == "fault";
}

std::string words_of(std::string key) {
  std::replace(key.begin(), key.end(), '_', ' ');
  return key;
}

std::string joined(const std::string& a, const std::string& b) {
  return a.empty() ? b : b.empty() ? a : a + " " + b;
}

std::string possessive(const std::string& subject, const std::string& field) {
  return subject.empty() ? field : field.empty() ? subject : subject + "'s " + field;
}

std::string singular(const std::string& words) {
  return words.size() > 1 && words.back() == 's' ? words.substr(0, words.size() - 1) : words;
}

std::string number_text(const Json& v) {
  if (v.is_number_integer() || v.is_number_unsigned()) return v.dump();
  const double r = std::round(v.get<double>() * 10) / 10 + 0.0;
  return r == std::floor(r) ? fmt::format("{}", (long long)r) : fmt::format("{:.1f}", r);
}

// A value in words: a list as "a, b", an object as "key value, key value", true/false as
// yes/no, null as none.
std::string plain_text(const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  if (v.is_null()) return "none";
  if (v.is_number()) return number_text(v);
  std::vector<std::string> parts;
  if (v.is_array()) {
    for (const Json& e : v)
      parts.push_back(e.is_structured() ? "(" + plain_text(e) + ")" : plain_text(e));
    return parts.empty() ? "none" : fmt::format("{}", fmt::join(parts, ", "));
  }
  for (const auto& [key, value] : v.items())
    parts.push_back(words_of(key) + " " +
                    (value.is_structured() ? "(" + plain_text(value) + ")" : plain_text(value)));
  return parts.empty() ? "none" : fmt::format("{}", fmt::join(parts, ", "));
}

bool is_position(const Json& v) {
  return v.is_object() && v.contains("x") && v.contains("y") && v["x"].is_number() &&
         v["y"].is_number();
}

// An object whose values are all objects: entries named by its keys ("home": {Anna: ...}).
bool is_named_map(const Json& v) {
  if (!v.is_object() || v.empty()) return false;
  return std::all_of(v.begin(), v.end(), [](const Json& e) { return e.is_object(); });
}

class TableWalk {
 public:
  explicit TableWalk(const Game* game) : game_(game) {}

  void compare(const std::string& path, const std::string& subject, const std::string& field,
               const Json& a, const Json& b) {
    if (a == b) return;
    if (a.is_object() && b.is_object()) return objects(path, subject, field, a, b);
    if (a.is_array() && b.is_array()) return lists(path, subject, field, a, b);
    leaf(path, subject, field, a, b);
  }

  std::vector<TableDifference> out;

 private:
  // The game's own words for a list or an entry; nullopt when it has none (compact JSON).
  std::optional<std::string> phrased(const Json& v) const {
    if (!game_) return std::nullopt;
    std::string text = game_->entry_text(v);
    if (text == v.dump()) return std::nullopt;
    return text;
  }

  std::string text_of(const Json& v) const {
    if (v.is_structured())
      if (std::optional<std::string> words = phrased(v)) return *words;
    return plain_text(v);
  }

  void leaf(const std::string& path, const std::string& subject, const std::string& field,
            const Json& a, const Json& b) {
    // "B1 sunk: yes …" reads better than "B1's sunk".
    const bool flag = a.is_boolean() || b.is_boolean();
    std::string what =
        flag && !subject.empty() ? joined(subject, field) : possessive(subject, field);
    out.push_back({path, subject, std::move(what), a, b, text_of(a), text_of(b)});
  }

  void only_on_one_side(const std::string& path, const std::string& subject,
                        const std::string& field, const Json& entry, const std::string& name,
                        bool side_a) {
    std::string text = phrased(entry).value_or(name.empty() ? plain_text(entry) : name);
    TableDifference d{path,   subject, possessive(subject, field), std::nullopt, std::nullopt,
                      "none", "none"};
    (side_a ? d.a : d.b) = entry;
    (side_a ? d.a_text : d.b_text) = std::move(text);
    out.push_back(std::move(d));
  }

  void objects(const std::string& path, const std::string& subject, const std::string& field,
               const Json& a, const Json& b) {
    const bool top = path.empty();
    if (is_named_map(a) && is_named_map(b)) {
      for_each_key(a, b, [&](const std::string& key, const Json& x, const Json& y) {
        compare(path + "/" + key, possessive(subject, key), field, x, y);
      });
      return;
    }
    const bool position = is_position(a) && is_position(b);
    if (position && (a["x"] != b["x"] || a["y"] != b["y"])) {
      auto at = [](const Json& v) {
        return fmt::format("({}, {})", number_text(v["x"]), number_text(v["y"]));
      };
      out.push_back({path + "/position", subject, possessive(subject, joined(field, "position")),
                     Json::array({a["x"], a["y"]}), Json::array({b["x"], b["y"]}), at(a), at(b)});
    }
    for_each_key(a, b, [&](const std::string& key, const Json& x, const Json& y) {
      if (top && about_the_replay(key)) return;
      if (position && (key == "x" || key == "y")) return;
      compare(path + "/" + key, subject, joined(field, words_of(key)), x, y);
    });
  }

  // Calls `visit` with each key of `a`, then each key only `b` has, and both values (null
  // where one has none).
  template <class Visit>
  static void for_each_key(const Json& a, const Json& b, Visit visit) {
    static const Json none;
    for (const auto& [key, x] : a.items()) visit(key, x, b.contains(key) ? b[key] : none);
    for (const auto& [key, y] : b.items())
      if (!a.contains(key)) visit(key, none, y);
  }

  // The key that names every entry of both lists, each once; nullopt when there is none.
  static std::optional<NamingKey> naming_key(const Json& a, const Json& b) {
    if (a.empty() && b.empty()) return std::nullopt;
    const Json& first = a.empty() ? b.front() : a.front();
    if (!first.is_object() || first.empty()) return std::nullopt;
    const std::string key = first.begin().key();
    for (const Json* list : {&a, &b}) {
      std::set<std::string> seen;
      for (const Json& e : *list) {
        const bool named = e.is_object() && !e.empty() && e.begin().key() == key &&
                           e.begin()->is_primitive() && !e.begin()->is_null() &&
                           seen.insert(e.begin()->dump()).second;
        if (!named) return std::nullopt;
      }
    }
    return NamingKey{key, key == "player" || key == "side"};
  }

  static std::string entry_name(const NamingKey& k, const Json& e) {
    const Json& v = e[k.key];
    return v.is_string() ? v.get<std::string>() : k.key + " " + v.dump();
  }

  void lists(const std::string& path, const std::string& subject, const std::string& field,
             const Json& a, const Json& b) {
    // A list the game phrases as a whole (a ship's masts, say) is one value.
    if (phrased(a) || phrased(b)) return leaf(path, subject, field, a, b);
    if (const std::optional<NamingKey> k = naming_key(a, b))
      return named_lists(*k, path, subject, field, a, b);
    const auto structured = [](const Json& list) {
      return std::any_of(list.begin(), list.end(), [](const Json& e) { return e.is_structured(); });
    };
    if (!structured(a) && !structured(b)) return leaf(path, subject, field, a, b);
    if (a.size() == b.size()) {
      for (size_t i = 0; i < a.size(); ++i)
        compare(fmt::format("{}/{}", path, i + 1), subject, fmt::format("{} #{}", field, i + 1),
                a[i], b[i]);
      return;
    }
    // Entries found on one side only, as many times as they are missing from the other.
    for (const Json& e : entries_missing(a, b)) only_on_one_side(path, subject, field, e, "", true);
    for (const Json& e : entries_missing(b, a))
      only_on_one_side(path, subject, field, e, "", false);
  }

  void named_lists(const NamingKey& k, const std::string& path, const std::string& subject,
                   const std::string& field, const Json& a, const Json& b) {
    auto find = [&](const Json& list, const std::string& name) -> const Json* {
      for (const Json& e : list)
        if (entry_name(k, e) == name) return &e;
      return nullptr;
    };
    auto visit = [&](const Json& entry, const Json* other, bool from_a) {
      const std::string name = entry_name(k, entry);
      if (!other) return only_on_one_side(path, subject, field, entry, name, from_a);
      // An entry of its own is named by itself ("B1"), or inside another's with the
      // list's name ("Dora's black column"); a player's or side's entry by whose it is,
      // with the list's name ("hands": "Anna's hand"; "players": "Anna's").
      const std::string single = singular(field);
      const std::string inner_field = !k.owner || single == k.key ? "" : single;
      const std::string own_name = k.owner || subject.empty() ? name : joined(name, single);
      const Json& x = from_a ? entry : *other;
      const Json& y = from_a ? *other : entry;
      Json x_rest = x, y_rest = y;  // the naming key is the name, not a difference
      x_rest.erase(k.key);
      y_rest.erase(k.key);
      compare(path + "/" + name, possessive(subject, own_name), inner_field, x_rest, y_rest);
    };
    for (const Json& e : a) visit(e, find(b, entry_name(k, e)), true);
    for (const Json& e : b)
      if (!find(a, entry_name(k, e))) visit(e, nullptr, false);
  }

  const Game* game_;
};

}  // namespace

std::vector<Json> entries_missing(const Json& from, const Json& other) {
  std::vector<Json> rest(other.begin(), other.end()), missing;
  for (const Json& e : from) {
    auto it = std::find(rest.begin(), rest.end(), e);
    if (it != rest.end())
      rest.erase(it);
    else
      missing.push_back(e);
  }
  return missing;
}

std::vector<TableDifference> table_differences(const Game* game, const Json& a, const Json& b) {
  TableWalk walk(game);
  walk.compare("", "", "", a, b);
  for (TableDifference& d : walk.out)
    if (!d.path.empty() && d.path.front() == '/') d.path.erase(0, 1);
  return std::move(walk.out);
}

std::string difference_sentence(const TableDifference& d, const std::string& label_a,
                                const std::string& label_b) {
  if (!d.a) return fmt::format("{}, only {}: {}", d.what, label_b, d.b_text);
  if (!d.b) return fmt::format("{}, only {}: {}", d.what, label_a, d.a_text);
  // Lists read better with each side's label first: "Anna's hand known: if it stands,
  // blue-2, admiral; if it is struck, m2, blue-2, admiral".
  if (d.a_text.find(", ") != std::string::npos || d.b_text.find(", ") != std::string::npos)
    return fmt::format("{}: {}, {}; {}, {}", d.what, label_a, d.a_text, label_b, d.b_text);
  return fmt::format("{}: {} {}, {} {}", d.what, d.a_text, label_a, d.b_text, label_b);
}

}  // namespace qm

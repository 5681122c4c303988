// The JSON form of a game's typed views (<game>_views.h): what each view's to_json uses to
// write it, and what reads one entry of it back into its typed value (Game::entry_text:
// `qm compare` finds the entries that differ in the JSON of two tables and asks the game to
// name them in words).
//
// Reading back never throws and never reads a key that is not there: read_value() returns
// false when the value, or any key of an entry, is missing or of another type, and the game
// then shows the entry as compact JSON. A game reads its entries with an EntryReader, one
// read() per field; a view's test writes it and reads it back, so a key renamed on one side
// only fails there.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace qm {

using Json = nlohmann::ordered_json;

// null for nullopt, else the value.
template <class T>
Json or_null(const std::optional<T>& value) {
  return value ? Json(*value) : Json(nullptr);
}

// A list, each entry written by `to_json_of`.
template <class T, class ToJson>
Json list_json(const std::vector<T>& list, ToJson to_json_of) {
  Json out = Json::array();
  for (const T& entry : list) out.push_back(to_json_of(entry));
  return out;
}

// --- reading back ---

inline bool read_value(const Json& v, std::string& into) {
  if (!v.is_string()) return false;
  into = v.get<std::string>();
  return true;
}

inline bool read_value(const Json& v, bool& into) {
  if (!v.is_boolean()) return false;
  into = v.get<bool>();
  return true;
}

inline bool read_value(const Json& v, double& into) {
  if (!v.is_number()) return false;
  into = v.get<double>();
  return true;
}

template <class T>
requires(std::is_integral_v<T> && !std::is_same_v<T, bool>) bool read_value(const Json& v,
                                                                            T& into) {
  if (!v.is_number_integer()) return false;
  into = v.get<T>();
  return true;
}

template <class T>
bool read_value(const Json& v, std::optional<T>& into);
template <class T>
bool read_value(const Json& v, std::vector<T>& into);

// null is nullopt.
template <class T>
bool read_value(const Json& v, std::optional<T>& into) {
  if (v.is_null()) {
    into.reset();
    return true;
  }
  T value{};
  if (!read_value(v, value)) return false;
  into = std::move(value);
  return true;
}

template <class T>
bool read_value(const Json& v, std::vector<T>& into) {
  if (!v.is_array()) return false;
  into.clear();
  for (const Json& e : v) {
    T value{};
    if (!read_value(e, value)) return false;
    into.push_back(std::move(value));
  }
  return true;
}

// The fields of one object, read in turn into typed values: ok() is false once one of them
// is missing or of another type (or the entry is no object).
class EntryReader {
 public:
  explicit EntryReader(const Json& entry) : entry_(entry), ok_(entry.is_object()) {}
  template <class T>
  EntryReader& read(const char* key, T& into) {
    if (!ok_) return *this;
    const auto it = entry_.find(key);
    ok_ = it != entry_.end() && read_value(*it, into);
    return *this;
  }
  bool ok() const { return ok_; }

 private:
  const Json& entry_;
  bool ok_;
};

}  // namespace qm

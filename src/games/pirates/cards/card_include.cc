#include "games/pirates/cards/card_include.h"

#include <fmt/format.h>
#include <sys/stat.h>

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "record/excerpt.h"
#include "record/input_checks.h"
#include "record/record.h"
#include "record/suggest.h"
#include "record/yaml_tree.h"

namespace qm::pirates {

namespace {

namespace fs = std::filesystem;

// The card files one record may name: a club's few, with room to spare.
constexpr std::size_t kMaxCardFiles = 64;

// A card of a file, and where it stands (for messages).
struct FileCard {
  const YNode* node;
  std::string where;  // "cards/club.yaml:4"
};

// The fields a card gives each kind of fleet entry: what that entry takes of the card file's
// fields (a creature has no cargo, equipment no nation).
struct EntryKind {
  const char* list;  // the fleet's list: ships, creatures, ...
  const char* type;  // the card's `type`
  std::vector<std::string> fields;
};

const std::vector<EntryKind>& entry_kinds() {
  static const std::vector<EntryKind> kinds = {
      {"ships",
       "ship",
       {"name", "nation", "points", "masts", "cargo", "move", "class", "abilities"}},
      {"creatures",
       "creature",
       {"name", "nation", "points", "segments", "move", "class", "abilities"}},
      {"forts", "fort", {"name", "cost", "flags", "class", "abilities"}},
      {"crew", "crew", {"name", "nation", "points", "class", "abilities"}},
      {"equipment", "equipment", {"name", "points", "class", "abilities"}},
  };
  return kinds;
}

[[noreturn]] void fail(const YNode& at, const std::string& message) {
  throw RecordError(at.pos, message);
}

// Two trees alike but for where they stand.
bool same_tree(const YNode& a, const YNode& b) {
  if (a.kind != b.kind || a.text != b.text || a.items.size() != b.items.size()) return false;
  for (size_t i = 0; i < a.items.size(); ++i)
    if (!same_tree(a.items[i], b.items[i])) return false;
  return true;
}

// A copy of `node` standing at `pos` (the record's `card:`), with all it holds: a message
// about a field the card gave names the entry that took it.
YNode placed_at(const YNode& node, SourcePos pos) {
  YNode copy = node;
  copy.pos = pos;
  for (YNode& item : copy.items) item = placed_at(item, pos);
  return copy;
}

YNode* find_value(YNode& map, std::string_view key) {
  for (size_t i = 0; i + 1 < map.items.size(); i += 2)
    if (map.items[i].is_scalar() && map.items[i].text == key) return &map.items[i + 1];
  return nullptr;
}

// The card files read in this run, by path, size and time of change: a file of many
// records that name the same card file reads and parses it once, not once a record.
// Thread-safe (records are replayed on several threads); cleared when it holds more than
// four times the input limit.
std::shared_ptr<const YNode> parsed_file(const fs::path& at, const YNode& name) {
  static std::mutex lock;
  static std::map<std::string, std::shared_ptr<const YNode>> cache;
  static std::size_t cached_bytes = 0;
  struct stat info {};
  std::string key;
  if (::stat(at.c_str(), &info) == 0 && S_ISREG(info.st_mode)) {
    key = fmt::format("{}\n{}\n{}.{}", at.string(), info.st_size, info.st_mtim.tv_sec,
                      info.st_mtim.tv_nsec);
    std::lock_guard<std::mutex> hold(lock);
    if (auto it = cache.find(key); it != cache.end()) return it->second;
  }
  std::string text, why;
  if (!read_input_file(at.string(), text, why)) {
    // Named as the record writes it: the same message wherever the record is replayed from
    // (its file, or a record store, whose records have no folder of their own).
    for (size_t p = why.find(at.string()); p != std::string::npos;
         p = why.find(at.string(), p + name.text.size()))
      why.replace(p, at.string().size(), name.text);
    fail(name, "the card file: " + why);
  }
  if (auto problem = find_encoding_problem(text))
    fail(name,
         fmt::format("the card file '{}' is not text: {}", excerpt(name.text), problem->message));
  auto root = std::make_shared<YNode>();
  int documents = 0;
  std::string error;
  parse_yaml_documents(text, [&](YamlDocument& doc) {
    if (++documents == 1 && doc.ok) *root = std::move(doc.root);
    if (!doc.ok && error.empty())
      error = fmt::format("{}:{}:{}: {}", name.text, doc.error_pos.line, doc.error_pos.column,
                          doc.error);
  });
  if (!error.empty()) fail(name, "the card file does not read as YAML: " + error);
  if (documents > 1)
    fail(name, fmt::format("the card file '{}' holds {} documents: a card file is one list",
                           excerpt(name.text), documents));
  if (!key.empty()) {
    std::lock_guard<std::mutex> hold(lock);
    if (cached_bytes + text.size() > 4 * kMaxInputBytes) {
      cache.clear();
      cached_bytes = 0;
    }
    cache[key] = root;
    cached_bytes += text.size();
  }
  return root;
}

class CardFiles {
 public:
  // Reads every file the `cards:` value names, next to the record at `source`.
  void read(const YNode& value, const std::string& source) {
    if (!value.is_sequence())
      fail(value, fmt::format("'cards' is a list of card files, as [cards/club.yaml], not {}",
                              value.describe()));
    if (source.empty())
      fail(value,
           "card files are read next to the record's file, and this record was not "
           "read from a file");
    if (value.items.size() > kMaxCardFiles)
      fail(value, fmt::format("a record names at most {} card files, not {}", kMaxCardFiles,
                              value.items.size()));
    const fs::path folder = fs::path(source).parent_path();
    for (const YNode& name : value.items) read_file(name, folder);
  }

  // The card `card:` names: its id, else a name only one card of the files has.
  const YNode& find(const YNode& ref) const {
    if (!ref.is_scalar() || ref.text.empty())
      fail(ref, fmt::format("'card' names a card of the card files, by its id or its name, not "
                            "{}",
                            ref.describe()));
    auto id = by_id_.find(ref.text);
    const std::vector<FileCard>* found = id != by_id_.end() ? &id->second : nullptr;
    if (!found) {
      auto name = by_name_.find(ref.text);
      if (name != by_name_.end()) found = &name->second;
    }
    if (!found) {
      std::vector<std::string> names;
      for (const auto& [k, v] : by_id_) names.push_back(k);
      for (const auto& [k, v] : by_name_) names.push_back(k);
      fail(ref, fmt::format("no card '{}' in the card files ({}){}", excerpt(ref.text),
                            excerpt_list(files_), did_you_mean(ref.text, names)));
    }
    // A card printed again (a reprint) is one card when its entries are alike.
    for (const FileCard& other : *found)
      if (!same_tree(*other.node, *found->front().node))
        fail(ref, fmt::format("'{}' names two different cards of the card files ({} and {}): "
                              "name it by its id, or write its figures",
                              excerpt(ref.text), found->front().where, other.where));
    return *found->front().node;
  }

 private:
  void read_file(const YNode& name, const fs::path& folder) {
    if (!name.is_scalar() || name.text.empty())
      fail(name, fmt::format("a card file is named by its path, not {}", name.describe()));
    const fs::path relative(name.text);
    bool outside = relative.is_absolute() || relative.has_root_name();
    for (const fs::path& part : relative)
      if (part == "..") outside = true;
    if (outside)
      fail(name, fmt::format("the card file '{}' is not inside the record's folder: name it by "
                             "a path relative to the record, without '..'",
                             excerpt(name.text)));
    // No part of the path may be a symbolic link: a link could lead out of the folder.
    fs::path at = folder;
    for (const fs::path& part : relative) {
      at /= part;
      struct stat info {};
      if (::lstat(at.c_str(), &info) == 0 && S_ISLNK(info.st_mode))
        fail(name, fmt::format("the card file '{}' is reached through a symbolic link ('{}'): "
                               "qm reads card files only from the record's own folder",
                               excerpt(name.text), excerpt(at.string())));
    }
    roots_.push_back(parsed_file(at, name));
    const YNode& root = *roots_.back();
    if (!root.is_sequence() && root.kind != YNode::Kind::Null)
      fail(name, fmt::format("the card file '{}' is {}, not a list of cards", excerpt(name.text),
                             root.describe()));
    files_.push_back(name.text);
    for (const YNode& card : root.items) {
      const std::string where = fmt::format("{}:{}", name.text, card.pos.line);
      const YNode* id = card.is_map() ? card.find("card") : nullptr;
      if (!id || !id->is_scalar() || id->text.empty())
        fail(name, fmt::format("{}: a card of a card file is a map with its id, 'card'", where));
      by_id_[id->text].push_back({&card, where});
      if (const YNode* n = card.find("name"); n && n->is_scalar() && !n->text.empty())
        by_name_[n->text].push_back({&card, where});
    }
  }

  std::vector<std::shared_ptr<const YNode>> roots_;  // the trees the indexes point into
  std::vector<std::string> files_;
  std::map<std::string, std::vector<FileCard>> by_id_, by_name_;
};

// Gives the entry `e` of a fleet's list the card's fields it does not write itself.
void complete_entry(YNode& e, const EntryKind& kind, const CardFiles& files) {
  if (!e.is_map()) return;  // the header reader says what an entry is
  const YNode* ref = e.find("card");
  if (!ref) return;
  const YNode& card = files.find(*ref);
  const YNode* type = card.find("type");
  if (type && type->is_scalar() && type->text != kind.type)
    fail(*ref, fmt::format("the card '{}' is a {}, and '{}' lists {}", excerpt(ref->text),
                           excerpt(type->text), kind.list, kind.list));
  const SourcePos at = ref->pos;
  for (size_t i = 0; i < card.map_size(); ++i) {
    const YNode& key = card.key(i);
    bool taken = false;
    for (const std::string& f : kind.fields) taken = taken || key.text == f;
    if (!taken || e.find(key.text)) continue;  // a field the record writes wins
    e.items.push_back(placed_at(key, at));
    e.items.push_back(placed_at(card.value(i), at));
  }
}

}  // namespace

void read_card_includes(Record& record) {
  YNode& fields = record.game_fields;
  if (record.format < 2 || !fields.is_map()) return;  // the header reader refuses it
  size_t at = 0;
  while (at + 1 < fields.items.size() &&
         !(fields.items[at].is_scalar() && fields.items[at].text == "cards"))
    at += 2;
  if (at + 1 >= fields.items.size()) return;
  CardFiles files;
  files.read(fields.items[at + 1], record.source);
  if (YNode* fleets = find_value(fields, "fleets"); fleets && fleets->is_map())
    for (size_t f = 1; f < fleets->items.size(); f += 2) {
      YNode& fleet = fleets->items[f];
      if (!fleet.is_map()) continue;
      for (const EntryKind& kind : entry_kinds())
        if (YNode* list = find_value(fleet, kind.list); list && list->is_sequence())
          for (YNode& e : list->items) complete_entry(e, kind, files);
    }
  // The fleets now hold what the files gave: the record needs them no more.
  fields.items.erase(fields.items.begin() + long(at), fields.items.begin() + long(at) + 2);
}

}  // namespace qm::pirates

#include "replay/corpus.h"

#include <algorithm>
#include <filesystem>
#include <thread>

#include "games/registry.h"
#include "record/excerpt.h"
#include "record/input_checks.h"
#include "replay/ordered_parallel.h"

namespace qm {

namespace fs = std::filesystem;

std::vector<std::string> list_record_files(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (!fs::is_directory(path, ec)) {
      files.push_back(path);
      continue;
    }
    std::vector<std::string> found;
    for (auto it = fs::recursive_directory_iterator(
             path, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (!it->is_regular_file(ec)) continue;
      std::string ext = it->path().extension().string();
      if (ext == ".yaml" || ext == ".yml") found.push_back(it->path().string());
    }
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

bool read_text_file(const std::string& path, std::string& text, std::string& why) {
  return read_input_file(path, text, why);
}

std::string ruleset_document(const YamlDocument& doc) {
  const YNode& root = doc.root;
  if (!doc.ok || !root.is_map()) return "";
  for (const char* key : {"format", "players", "moves"})
    if (root.find(key)) return "";
  const YNode* game = root.find("game");
  if (!game || !game->is_scalar()) return "";
  bool sets_rules = root.find("extends") || root.find("options");
  if (const RulesSpec* spec = game_option_specs(game->text))
    for (const TableSpec& table : spec->tables) sets_rules = sets_rules || root.find(table.name);
  return sets_rules ? "a ruleset for " + excerpt(game->text) : "";
}

std::string for_each_document(const std::string& path,
                              const std::function<void(YamlDocument&)>& visit,
                              std::string& skipped) {
  std::string text, why;
  skipped.clear();
  if (!read_text_file(path, text, why)) return why;
  int documents = 0;
  parse_yaml_documents(text, [&](YamlDocument& doc) {
    if (++documents == 1) skipped = ruleset_document(doc);
    if (skipped.empty()) visit(doc);
  });
  return documents == 0 ? "the file holds no record" : "";
}

void replay_file(Replayer& replayer, const std::string& path, const ReplayOptions& options,
                 const std::function<void(Replay&)>& visit,
                 const std::function<void(const std::string&)>& skipped) {
  std::string ruleset;
  const std::string why = for_each_document(
      path,
      [&](YamlDocument& doc) {
        Replay r = replayer.replay(doc, path, options);
        visit(r);
      },
      ruleset);
  if (!ruleset.empty()) return skipped(ruleset);
  if (why.empty()) return;
  Replay r;
  r.source = path;
  add_read_error(r, ReadError{path, {}, why});
  visit(r);
}

void replay_file(Replayer& replayer, const std::string& path, const ReplayOptions& options,
                 const std::function<void(Replay&)>& visit) {
  replay_file(replayer, path, options, visit, [&](const std::string& what) {
    Replay r;
    r.source = path;
    add_read_error(r, ReadError{path,
                                {},
                                "the file is " + what +
                                    ", not a record: give it with --ruleset, or name it in a "
                                    "record's 'ruleset:'"});
    visit(r);
  });
}

std::string skipped_file_text(const std::string& path, const std::string& what) {
  return path + ": skipped: " + what + ", not a record";
}

std::string skipped_summary(long long skipped) {
  if (skipped == 0) return "";
  return ", " + std::to_string(skipped) + (skipped == 1 ? " ruleset file" : " ruleset files") +
         " skipped";
}

void ordered_parallel(size_t count, int threads, const std::function<std::string(size_t)>& work,
                      const std::function<void(std::string&)>& emit) {
  ordered_parallel_run(count, threads, work, emit);
}

int default_threads() {
  unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : int(n);
}

}  // namespace qm

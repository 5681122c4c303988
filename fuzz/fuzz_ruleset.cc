// Fuzz target `ruleset`: one ruleset file, as `qm replay --ruleset FILE` reads it: the YAML
// reader, `extends` (of the shipped rulesets, or of itself), the options and data tables
// checked against what its game declares. A ruleset that loads is then used: a short record
// of its game is replayed under it, so that the game reads its options, and its verdict
// and report are written. Only RulesetError (a message with a place) may escape the load.
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>

#include "record/yaml_tree.h"
#include "replay/present.h"
#include "replay/replay.h"
#include "sample_records.h"
#include "temp_dir.h"

namespace {

// The file the input is written to: a ruleset is read from a file, by path.
const std::string& ruleset_path() {
  static const std::string path = qm::fuzz::temp_dir() + "/ruleset.yaml";
  return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string& path = ruleset_path();
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), std::streamsize(size));
  }
  qm::Replayer replayer;  // a new library: nothing cached from an earlier input
  std::shared_ptr<const qm::Ruleset> ruleset;
  try {
    ruleset = replayer.rulesets().get(path);
  } catch (const qm::RulesetError& e) {
    volatile size_t n = e.where().size() + e.message_with_place().size();
    (void)n;
    return 0;
  }
  const char* record = qm::fuzz::sample_record(ruleset->game);
  if (!record) return 0;
  qm::ReplayOptions options;
  options.ruleset_override = path;
  qm::parse_yaml_documents(record, [&](qm::YamlDocument& doc) {
    qm::Replay r = replayer.replay(doc, "sample.yaml", options);
    volatile size_t n = qm::verdict_text(r).size() + qm::report_json(r).dump().size();
    (void)n;
  });
  return 0;
}

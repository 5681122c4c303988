// Fuzz target `record`: one record file through everything `qm replay`, `qm state` and
// `qm audit` do with it. The YAML reader splits it into documents; each is replayed under
// the game and ruleset it names (any game), then written as the verdict line and text, the
// JSON report, the table (text, JSON, SVG) and the audit (text, Markdown, JSON), and once
// more stopped part-way, as `qm state --at N` does. Any exception that escapes is a crash:
// the commands let none through either.
#include <cstddef>
#include <cstdint>
#include <string>

#include "record/yaml_tree.h"
#include "replay/present.h"
#include "replay/replay.h"

namespace {

// Writes everything a user can ask to see of `r`; the sizes keep the work from being
// optimised away.
size_t present(const qm::Replay& r) {
  size_t n = qm::verdict_line(r).size() + qm::verdict_text(r).size();
  n += qm::report_json(r).dump().size();
  if (!r.state) return n;
  n += qm::table_text(r).size();
  if (std::optional<std::string> svg = qm::table_svg(r)) n += svg->size();
  n += qm::audit_text(r, qm::TextStyle::Plain).size();
  n += qm::audit_text(r, qm::TextStyle::Markdown).size();
  n += r.state->table().dump(2).size() + r.state->audit().dump(2).size();
  return n;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static qm::Replayer replayer;  // the shipped rulesets, loaded once
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  volatile size_t written = 0;
  qm::parse_yaml_documents(text, [&](qm::YamlDocument& doc) {
    qm::Replay whole = replayer.replay(doc, "fuzz.yaml");
    written = written + present(whole);
    if (whole.moves_played < 2) return;
    qm::ReplayOptions part;  // the table at a move the input picks
    part.stop_after = int(size % size_t(whole.moves_played));
    written = written + present(replayer.replay(doc, "fuzz.yaml", part));
  });
  return 0;
}

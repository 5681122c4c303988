#include "cli/output_files.h"

#include <fmt/format.h>

namespace qm::cli {

FileOutcome write_output_file(const report::OutputFolder& folder, const std::string& name,
                              std::string_view content, bool force, std::string& why) {
  using Kind = report::OutputFolder::Kind;
  const std::string path = folder.path_of(name);
  switch (folder.kind(name)) {
    case Kind::Missing:
      break;
    case Kind::File:
      if (folder.read(name, content.size() + 1) == std::optional<std::string>(content))
        return FileOutcome::Unchanged;
      if (!force) {
        why = fmt::format(
            "'{}' is there already with other content (the file a record was imported from "
            "keeps its comments only there): not replaced; --force replaces it",
            path);
        return FileOutcome::Refused;
      }
      break;
    case Kind::Link:
      why = fmt::format("'{}' is a symbolic link: not written (qm never writes through a link)",
                        path);
      return FileOutcome::Refused;
    default:
      why = fmt::format("'{}' is in the way and is not a file: not written", path);
      return FileOutcome::Refused;
  }
  try {
    // Synced once for all by the caller (OutputFolder::sync_all): an fsync per file made an
    // export of thousands of records wait on the disk thousands of times.
    folder.write(name, content, false);
  } catch (const report::OutputError& e) {
    why = e.what();
    return FileOutcome::Refused;
  }
  return FileOutcome::Written;
}

void OutputTally::add(FileOutcome outcome) {
  switch (outcome) {
    case FileOutcome::Written:
      ++written;
      break;
    case FileOutcome::Unchanged:
      ++unchanged;
      break;
    case FileOutcome::Refused:
      ++refused;
      break;
  }
}

std::string OutputTally::summary(const std::string& what, const std::string& folder) const {
  std::string line = fmt::format("{} {} written to {}", written, what, folder);
  if (unchanged > 0 && refused > 0)
    line += fmt::format(" ({} there already, unchanged; {} not written)", unchanged, refused);
  else if (unchanged > 0)
    line += fmt::format(" ({} there already, unchanged)", unchanged);
  else if (refused > 0)
    line += fmt::format(" ({} not written)", refused);
  return line;
}

}  // namespace qm::cli

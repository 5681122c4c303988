#include <iostream>

#include "cli/commands.h"
#include "replay/corpus.h"

namespace qm::cli {

std::optional<Replay> replay_one(Replayer& replayer, const std::string& path, int document,
                                 const ReplayOptions& options) {
  std::optional<Replay> found;
  int seen = 0;
  replay_file(replayer, path, options, [&](Replay& r) {
    ++seen;
    if (r.document == document ||
        (r.document == 1 && !r.record && seen == 1 && r.error && r.error->pos.line == 0))
      found = std::move(r);
  });
  if (!found)
    std::cerr << "qm: " << path << " holds " << seen << " record(s), not a record #" << document
              << "\n";
  return found;
}

int exit_status_of(const Replay& replay) {
  return exit_status(replay.status == Status::Illegal, replay.status == Status::Unreadable);
}

}  // namespace qm::cli

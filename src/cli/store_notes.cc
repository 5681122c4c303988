#include "cli/store_notes.h"

#include <fmt/format.h>

#include <iostream>

namespace qm::cli {

std::string duplicate_text(const store::Duplicate& d) {
  return fmt::format(
      "{}: the record '{}' is the same game as the stored record '{}' (the same game, players "
      "and moves or deal): {}\n",
      d.source, d.id, d.same_as,
      d.kept ? "stored all the same (--duplicates keep)"
             : "not stored (--duplicates keep stores it all the same)");
}

std::string duplicates_count(const std::vector<store::Duplicate>& duplicates) {
  long long skipped = 0, kept = 0;
  for (const store::Duplicate& d : duplicates) (d.kept ? kept : skipped) += 1;
  std::string out;
  if (skipped) out += fmt::format("{} duplicate{} skipped, ", skipped, skipped == 1 ? "" : "s");
  if (kept) out += fmt::format("{} duplicate{} kept, ", kept, kept == 1 ? "" : "s");
  return out;
}

Json duplicates_json(const std::vector<store::Duplicate>& duplicates) {
  Json out = Json::array();
  for (const store::Duplicate& d : duplicates)
    out.push_back({{"record", d.source}, {"id", d.id}, {"same_as", d.same_as}, {"kept", d.kept}});
  return out;
}

void print_store_notes(const std::vector<store::Duplicate>& duplicates,
                       const std::vector<std::string>& player_notes) {
  // stderr is unbuffered: the lines go out a block at a time, not in two writes each (an
  // import of 100,000 copies of a game says 100,000 of them).
  std::string block;
  auto flush = [&](size_t above) {
    if (block.size() <= above) return;
    std::cerr.write(block.data(), std::streamsize(block.size()));
    block.clear();
  };
  for (const store::Duplicate& d : duplicates) {
    block += "qm: " + duplicate_text(d);
    flush(64 * 1024);
  }
  for (const std::string& note : player_notes) block += "qm: players: " + note + "\n";
  flush(0);
}

}  // namespace qm::cli

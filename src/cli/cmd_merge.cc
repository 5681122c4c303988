// qm merge OUT IN... : the records of the stores IN added to OUT (created when missing), as
// `qm import` adds records (store/merge.h); prints `N new, N already present, N illegal, N
// unreadable` over the records read, and exits as import does.
#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/store_notes.h"
#include "store/merge.h"
#include "store/open.h"

namespace qm::cli {

namespace {

bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec;
  return std::filesystem::equivalent(a, b, ec) && !ec;
}

}  // namespace

void add_merge(CLI::App& app, int& exit_code) {
  struct Args {
    std::string out;
    std::vector<std::string> inputs;
    std::string duplicates = "skip";
    std::string same_names = "join";
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "merge", "Add the records of other databases (shards) to one, as import adds records");
  cmd->add_option("out", args->out, "The database to add to (created when missing)")->required();
  cmd->add_option("inputs", args->inputs, "The databases whose records are added, in order")
      ->required();
  cmd->add_option("--duplicates", args->duplicates,
                  "A record of a game OUT holds already under another id (the same game, players "
                  "and moves or deal): skip it (said on stderr), or keep it too")
      ->check(CLI::IsMember({"skip", "keep"}))
      ->capture_default_str();
  cmd->add_option("--same-names", args->same_names,
                  "A player of an input whom no identity tells apart from a player of the same "
                  "name in another store: join them as one (said on stderr), or keep them apart "
                  "as 'NAME (INPUT)'")
      ->check(CLI::IsMember({"join", "apart"}))
      ->capture_default_str();
  cmd->callback([args, &exit_code] {
    for (const std::string& in : args->inputs)
      if (same_file(in, args->out))
        throw CLI::ValidationError("inputs", fmt::format("'{}' is the output database", in));
    // Every input is opened (and checked to be a store) before OUT is touched.
    std::vector<std::unique_ptr<store::Database>> inputs;
    std::vector<store::Database*> pointers;
    for (const std::string& in : args->inputs) {
      inputs.push_back(
          std::make_unique<store::Database>(store::open_store(in, store::OpenMode::Read)));
      pointers.push_back(inputs.back().get());
    }
    store::Database out = store::open_store(args->out, store::OpenMode::Create);
    store::MergeOptions options;
    options.keep_duplicates = args->duplicates == "keep";
    options.same_names_apart = args->same_names == "apart";
    const store::MergeSummary s = store::merge_stores(out, pointers, options);
    print_store_notes(s.duplicates, s.player_notes);
    std::cout << fmt::format("{} new, {} already present, {}{} illegal, {} unreadable\n", s.added,
                             s.present, duplicates_count(s.duplicates), s.illegal, s.unreadable);
    exit_code = exit_status(s.illegal > 0, s.unreadable > 0);
  });
}

}  // namespace qm::cli

// qm export --db FILE [--id ID...] [--out DIR] : writes stored records back as YAML v1, to
// standard output (one document each, `---` between) or one file per record in DIR.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

#include <fmt/format.h>

#include "cli/commands.h"
#include "store/export.h"
#include "store/open.h"

namespace qm::cli {

void add_export(CLI::App& app, int& exit_code) {
  struct Args {
    std::string db;
    std::vector<std::string> ids;
    std::string out;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("export", "Write records of a database back as YAML");
  cmd->add_option("--db", args->db, "The database")->required();
  cmd->add_option("--id", args->ids, "The records to write (default: all, in import order)");
  cmd->add_option("--out", args->out,
                  "A directory: one file ID.yaml per record (default: standard output)");
  cmd->callback([args, &exit_code] {
    store::Database db = store::open_store(args->db, store::OpenMode::Read);
    std::vector<store::StoredKey> keys;
    try {
      keys = store::select_records(db, args->ids);
    } catch (const store::UnknownRecord& e) {
      throw UsageError(e.what());
    }
    store::RowReader reader(db);
    namespace fs = std::filesystem;
    if (args->out.empty()) {
      for (size_t i = 0; i < keys.size(); ++i) {
        if (i) std::cout << "---\n";
        std::cout << store::export_yaml(reader.load(keys[i].game_id));
      }
      std::cout.flush();
      return;
    }
    make_output_folder("--out", args->out);
    std::set<std::string> used;
    for (const store::StoredKey& key : keys) {
      std::string name = store::export_file_name(key.id);
      for (int n = 2; !used.insert(name).second; ++n)
        name =
            fmt::format("{}-{}.yaml", fs::path(store::export_file_name(key.id)).stem().string(), n);
      const fs::path path = fs::path(args->out) / name;
      std::ofstream file(path, std::ios::binary);
      file << store::export_yaml(reader.load(key.game_id));
      file.close();
      if (!file) {
        std::cerr << "qm: cannot write '" << path.string() << "'\n";
        exit_code = 3;
        return;
      }
    }
    std::cout << fmt::format("{} record(s) written to {}\n", keys.size(), args->out);
  });
}

}  // namespace qm::cli

#include "new_store.h"

#include <filesystem>

#include "store/open.h"
#include "temp_dir.h"

namespace qm::fuzz {

store::Database new_store(const std::string& name) {
  static const std::string empty = [] {
    const std::string path = temp_dir() + "/empty.db";
    store::open_store(path, store::OpenMode::Create);  // closed: the WAL is folded in
    return path;
  }();
  const std::string path = temp_dir() + "/" + name;
  std::filesystem::copy_file(empty, path, std::filesystem::copy_options::overwrite_existing);
  return store::open_store(path, store::OpenMode::Existing);
}

}  // namespace qm::fuzz

#include "report/output_file.h"

#include <fmt/format.h>
#include <sys/stat.h>

#include <filesystem>

#include "report/html.h"

namespace qm::report {

namespace fs = std::filesystem;

namespace {

// The folder of `target`; "" for the current one (OutputFolder names its files as given).
fs::path folder_of(const fs::path& target) { return target.parent_path(); }

}  // namespace

bool write_file_atomically(const std::string& path, std::string_view content, std::string& why,
                           bool sync_to_disk) {
  const fs::path target(path);
  struct stat st;
  const fs::path folder = folder_of(target).empty() ? fs::path(".") : folder_of(target);
  if (::stat(folder.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
    why = fmt::format("cannot write '{}': no such directory", path);
    return false;
  }
  try {
    const OutputFolder folder = OutputFolder::open(folder_of(target).string(), false);
    if (target.filename().empty() || folder.kind(target.filename()) == OutputFolder::Kind::Folder) {
      why = fmt::format("cannot write '{}': it is a directory", path);
      return false;
    }
    folder.write(target.filename(), content, sync_to_disk);
  } catch (const OutputError& e) {
    why = e.what();
    return false;
  }
  return true;
}

bool may_write_page_at(const std::string& path, const std::vector<std::string>& inputs,
                       std::string& why) {
  struct stat target;
  if (::lstat(path.c_str(), &target) != 0) return true;  // nothing there (or no folder: said later)
  if (S_ISLNK(target.st_mode)) {
    why = fmt::format(
        "'{}' is a symbolic link: not replaced (qm never writes through a link); give --out "
        "another file name",
        path);
    return false;
  }
  if (S_ISDIR(target.st_mode)) {
    why = fmt::format("cannot write '{}': it is a directory", path);
    return false;
  }
  for (const std::string& input : inputs) {
    struct stat read;
    if (::stat(input.c_str(), &read) == 0 && read.st_dev == target.st_dev &&
        read.st_ino == target.st_ino) {
      why = fmt::format(
          "'{}' is one of the files this report reads ('{}'): not replaced; give --out another "
          "file name",
          path, input);
      return false;
    }
  }
  std::optional<std::string> head;
  if (S_ISREG(target.st_mode)) {
    const fs::path p(path);
    head = OutputFolder::open(folder_of(p).string(), false).read(p.filename(), kPageHeadBytes);
  }
  if (!head || !is_qm_page(*head)) {
    why = fmt::format(
        "'{}' is there already and is not a page qm report wrote: not replaced (qm replaces "
        "only its own pages); give --out another file name, or move the file away first",
        path);
    return false;
  }
  return true;
}

}  // namespace qm::report

#include "report/site/site_folder.h"

#include "report/output_file.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdio>
#include <system_error>
#include <vector>

namespace qm::report::site {

namespace fs = std::filesystem;

namespace {

constexpr const char* kMarkerText =
    "This folder was written by `qm report --db FILE --out DIR` (a league site).\n"
    "qm report may replace or remove any .html file in it when it writes the site again.\n";

[[noreturn]] void folder_failure(const fs::path& path, const std::string& what,
                                 const std::error_code& ec) {
  throw SiteError(fmt::format("cannot {} '{}': {}", what, path.string(), ec.message()));
}

// The folders of the site, relative to its top; "" is the top.
constexpr std::array<const char*, 4> kSiteFolders = {"", "players", "games", "rulesets"};

bool is_site_leftover(const fs::path& file) {
  const std::string name = file.filename().string();
  const bool temporary =
      name.size() > 4 && name.front() == '.' && name.find(".tmp-") != std::string::npos;
  return temporary || file.extension() == ".html";
}

void write_whole_file(const fs::path& path, std::string_view content, bool sync_to_disk = true) {
  std::string why;
  if (!write_file_atomically(path.string(), content, why, sync_to_disk)) throw SiteError(why);
}

}  // namespace

SiteFolder::SiteFolder(fs::path dir) : dir_(std::move(dir)) {
  std::error_code ec;
  const fs::file_status status = fs::status(dir_, ec);
  if (fs::exists(status)) {
    if (!fs::is_directory(status))
      throw SiteError(fmt::format("'{}' is a file, not a folder: give --out a folder for the site",
                                  dir_.string()));
    std::error_code marker_ec;
    const bool ours = fs::exists(dir_ / kMarker, marker_ec);
    const bool empty = fs::is_empty(dir_, ec);
    if (ec) folder_failure(dir_, "read the folder", ec);
    if (!ours && !empty)
      throw SiteError(fmt::format(
          "'{}' is not empty and was not written by qm report: give --out a new or empty "
          "folder (qm report writes only into folders it made, so that nothing else is "
          "overwritten)",
          dir_.string()));
  } else if (!fs::create_directories(dir_, ec) && ec) {
    folder_failure(dir_, "create the folder", ec);
  }
  write_whole_file(dir_ / kMarker, kMarkerText);
}

void SiteFolder::write(const std::string& page, std::string_view content) {
  const fs::path target = dir_ / fs::path(page);
  const fs::path folder = target.parent_path();
  std::error_code ec;
  if (folders_.insert(folder.string()).second && !fs::is_directory(folder, ec)) {
    fs::create_directories(folder, ec);
    if (ec) folder_failure(folder, "create the folder", ec);
  }
  // Synced once for all in sync_to_disk(), not page by page.
  write_whole_file(target, content, false);
  written_.insert(page);
}

void SiteFolder::sync_to_disk() {
  const int fd = ::open(dir_.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0 || ::syncfs(fd) != 0) {
    const std::error_code ec(errno, std::generic_category());
    if (fd >= 0) ::close(fd);
    folder_failure(dir_, "save the pages to disk in", ec);
  }
  ::close(fd);
}

void SiteFolder::finish() {
  std::vector<fs::path> stale;
  for (const char* sub : kSiteFolders) {
    const fs::path folder = dir_ / sub;
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) continue;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
      const fs::path& file = it->path();
      const std::string page =
          *sub ? fmt::format("{}/{}", sub, file.filename().string()) : file.filename().string();
      std::error_code kind;
      if (it->is_regular_file(kind) && is_site_leftover(file) && !written_.count(page))
        stale.push_back(file);
    }
    if (ec) folder_failure(folder, "read the folder", ec);
  }
  for (const fs::path& file : stale) {
    std::error_code ec;
    fs::remove(file, ec);
    if (ec) folder_failure(file, "remove the old page", ec);
  }
}

}  // namespace qm::report::site

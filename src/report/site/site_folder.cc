#include "report/site/site_folder.h"

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

void write_whole_file(const fs::path& path, std::string_view content) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) folder_failure(path, "write", std::error_code(errno, std::generic_category()));
  const bool written = std::fwrite(content.data(), 1, content.size(), f) == content.size();
  const int write_errno = errno;
  if (std::fclose(f) != 0 || !written) {
    const int code = written ? errno : write_errno;
    std::error_code ignored;
    fs::remove(path, ignored);
    folder_failure(path, "write", std::error_code(code, std::generic_category()));
  }
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
  const fs::path temporary =
      folder / fmt::format(".{}.tmp-{}", target.filename().string(), long(::getpid()));
  write_whole_file(temporary, content);
  fs::rename(temporary, target, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(temporary, ignored);
    folder_failure(target, "write", ec);
  }
  written_.insert(page);
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

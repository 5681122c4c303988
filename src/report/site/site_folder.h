// The folder a league site is written into.
//
// qm report writes only into a folder that is new, empty, or made by qm report before (it
// holds the marker file `.qm-report`): a folder holding anything else is refused, so that
// nothing of the user's is overwritten. Each page is written to a temporary file beside it
// and renamed over it, so that a failure (disk full, killed) never leaves half a page: a
// page is the old one or the new one; the pages are saved to disk (sync_to_disk) before the
// index that links to them is written. After the last page, finish() removes the pages of an
// earlier run that this one did not write (a record deleted since), in the site's folders
// only, and the temporary files a killed run left.
//
// Failures throw SiteError, whose message is a sentence for the user naming the file.
#pragma once

#include <filesystem>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

namespace qm::report::site {

class SiteError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class SiteFolder {
 public:
  static constexpr const char* kMarker = ".qm-report";

  // Creates `dir` (and its parents) when missing, or checks that it may be written.
  explicit SiteFolder(std::filesystem::path dir);

  // Writes `content` as the page `page` ("players/anna.html": relative, '/' between
  // folders; the folders are created).
  void write(const std::string& page, std::string_view content);

  // Saves every page written so far to disk (one syncfs, not an fsync per page: 10,000 of
  // those took over a minute); the next write() is then of a page whose links all hold.
  void sync_to_disk();

  // Removes what an earlier run left that this one did not write.
  void finish();

  const std::filesystem::path& path() const { return dir_; }
  size_t pages_written() const { return written_.size(); }

 private:
  std::filesystem::path dir_;
  std::set<std::string> written_;
  std::set<std::string> folders_;  // made already
};

}  // namespace qm::report::site

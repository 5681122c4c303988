// The folder a league site is written into.
//
// qm report writes only into a folder that is new, empty, or made by qm report before (it
// holds the manifest `.qm-report`): a folder holding anything else is refused, so that
// nothing of the user's is overwritten. Inside it, nothing is reached through a symbolic
// link (report/output_folder.h): a sub-folder of the site (players/, games/, rulesets/)
// that is a link is refused before anything is written. A page is written only where
// nothing stands or where a page of qm's stands (html.h is_qm_page); anything else at a
// page's name stops the site with a sentence naming the file.
//
// Each page is written to a temporary file beside it and renamed over it, so that a
// failure (disk full, killed) never leaves half a page: a page is the old one or the new
// one; the pages are saved to disk (sync_to_disk) before the index that links to them is
// written. After the last page, finish() removes the pages of an earlier run that this one
// did not write (a record deleted since), and the temporary files a killed run left: only
// pages the manifest lists and only while they are as qm wrote them (the manifest keeps the
// hash of each page); a page changed since, or a file qm did not write, stays. The
// manifest then lists the pages of this run.
//
// Failures throw SiteError, whose message is a sentence for the user naming the file.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "report/output_folder.h"

namespace qm::report::site {

using SiteError = OutputError;

class SiteFolder {
 public:
  static constexpr const char* kMarker = ".qm-report";

  // Creates `dir` (and its parents) when missing, or checks that it may be written.
  explicit SiteFolder(const std::string& dir);

  // Writes `content` as the page `page` ("players/anna.html", or "index.html": a page of
  // the top folder or of one of the site's sub-folders).
  void write(const std::string& page, std::string_view content);

  // Saves every page written so far to disk (one syncfs, not an fsync per page: 10,000 of
  // those took over a minute); the next write() is then of a page whose links all hold.
  void sync_to_disk();

  // Removes what an earlier run left that this one did not write, as said above, and
  // writes the manifest of this run.
  void finish();

  const std::string& path() const { return top_.path(); }
  size_t pages_written() const { return written_.size(); }

 private:
  const OutputFolder& folder_of(const std::string& page, std::string& name) const;
  void remove_stale(const std::string& page, const std::string* hash);

  OutputFolder top_;
  std::map<std::string, std::unique_ptr<OutputFolder>> subs_;  // by name: "players", ...
  std::map<std::string, std::string> listed_;                  // the manifest read: page -> hash
  bool legacy_ = false;                         // a marker without a manifest (an older qm)
  std::map<std::string, std::string> written_;  // page -> hash
};

}  // namespace qm::report::site

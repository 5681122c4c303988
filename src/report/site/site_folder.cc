#include "report/site/site_folder.h"

#include <fmt/format.h>
#include <sys/stat.h>

#include <array>
#include <sstream>
#include <stdexcept>

#include "record/canonical.h"
#include "report/html.h"

namespace qm::report::site {

namespace {

constexpr const char* kManifestHead =
    "This folder was written by `qm report --db FILE --out DIR` (a league site).\n"
    "qm report writes again only into a folder that holds this file. It replaces a page only\n"
    "where a page of qm's stands, and removes only the pages listed below, and only while\n"
    "they are as it wrote them (each line: the first 16 hex digits of the page's SHA-256,\n"
    "then its path in the site).\n";
constexpr std::string_view kPagesLine = "pages:";

// The site's sub-folders (its pages are in them or at the top).
constexpr std::array<const char*, 3> kSiteFolders = {"players", "games", "rulesets"};

// How much of a page is read to compare it with the hash the manifest keeps (a page larger
// than that was not written as it is now).
constexpr size_t kMaxPageBytes = size_t{256} << 20;

bool is_site_folder(std::string_view name) {
  for (const char* sub : kSiteFolders)
    if (name == sub) return true;
  return false;
}

bool is_plain_name(std::string_view name) {
  return !name.empty() && name != "." && name != ".." &&
         name.find_first_of(std::string_view("/\0", 2)) == std::string_view::npos;
}

// A page as the manifest may name it: "NAME" or "FOLDER/NAME", FOLDER one of the site's.
bool is_page_path(std::string_view page) {
  const size_t slash = page.find('/');
  if (slash == std::string_view::npos) return is_plain_name(page);
  return is_site_folder(page.substr(0, slash)) && is_plain_name(page.substr(slash + 1));
}

bool is_hash(std::string_view text) {
  return text.size() == 16 && text.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

}  // namespace

SiteFolder::SiteFolder(const std::string& dir)
    : top_([&] {
        struct stat st;
        if (::stat(dir.c_str(), &st) == 0 && !S_ISDIR(st.st_mode))
          throw SiteError(
              fmt::format("'{}' is a file, not a folder: give --out a folder for the site", dir));
        return OutputFolder::open(dir, true);
      }()) {
  const bool ours = top_.kind(kMarker) == OutputFolder::Kind::File;
  if (!ours && !top_.names().empty())
    throw SiteError(
        fmt::format("'{}' is not empty and was not written by qm report: give --out a new or empty "
                    "folder (qm report writes only into folders it made, so that nothing else is "
                    "overwritten)",
                    top_.path()));
  if (ours) {
    const std::optional<std::string> manifest = top_.read(kMarker, kMaxPageBytes);
    std::istringstream lines(manifest.value_or(""));
    bool in_pages = false;
    for (std::string line; std::getline(lines, line);) {
      if (line == kPagesLine) in_pages = true;
      const std::string_view hash = std::string_view(line).substr(0, 16);
      if (in_pages && line.size() > 17 && is_hash(hash) && line[16] == ' ' &&
          is_page_path(line.substr(17)))
        listed_[line.substr(17)] = std::string(hash);
    }
    legacy_ = !in_pages;
  } else {
    top_.write(kMarker, fmt::format("{}{}\n", kManifestHead, kPagesLine));
  }
  // Every sub-folder is checked (and made) before any page is written: a link among them
  // stops the site here, with nothing written.
  for (const char* sub : kSiteFolders)
    subs_.emplace(sub, std::make_unique<OutputFolder>(top_.sub(sub, true)));
}

const OutputFolder& SiteFolder::folder_of(const std::string& page, std::string& name) const {
  const size_t slash = page.find('/');
  if (slash == std::string::npos) {
    name = page;
    return top_;
  }
  auto sub = subs_.find(page.substr(0, slash));
  if (sub == subs_.end() || !is_plain_name(page.substr(slash + 1)))
    throw std::logic_error(fmt::format("'{}' is not a page of the site", page));
  name = page.substr(slash + 1);
  return *sub->second;
}

void SiteFolder::write(const std::string& page, std::string_view content) {
  std::string name;
  const OutputFolder& folder = folder_of(page, name);
  switch (folder.kind(name)) {
    case OutputFolder::Kind::Missing:
      break;
    case OutputFolder::Kind::File:
      if (std::optional<std::string> head = folder.read(name, kPageHeadBytes);
          !head || !is_qm_page(*head))
        throw SiteError(fmt::format(
            "'{}' is there already and is not a page qm report wrote: not replaced; move it "
            "away, or write the site into a new folder",
            folder.path_of(name)));
      break;
    case OutputFolder::Kind::Link:
      throw SiteError(fmt::format(
          "'{}' is a symbolic link: not replaced (qm never writes through a link inside the "
          "site); remove the link, or write the site into a new folder",
          folder.path_of(name)));
    default:
      throw SiteError(fmt::format(
          "'{}' is in the way of a page and is not a file: move it away, or write the site "
          "into a new folder",
          folder.path_of(name)));
  }
  // Synced once for all in sync_to_disk(), not page by page.
  folder.write(name, content, false);
  written_[page] = short_hash(content);
}

void SiteFolder::sync_to_disk() { top_.sync_all(); }

void SiteFolder::remove_stale(const std::string& page, const std::string* hash) {
  std::string name;
  const OutputFolder& folder = folder_of(page, name);
  if (folder.kind(name) != OutputFolder::Kind::File) return;
  const std::optional<std::string> content =
      folder.read(name, hash ? kMaxPageBytes : kPageHeadBytes);
  const bool as_written = content && (hash ? short_hash(*content) == *hash : is_qm_page(*content));
  if (as_written) folder.remove(name);
}

void SiteFolder::finish() {
  for (const auto& [page, hash] : listed_)
    if (!written_.count(page)) remove_stale(page, &hash);
  // Temporary files a killed run left; and the pages of a site an older qm wrote, which has
  // no manifest: known by their mark.
  auto sweep = [&](const OutputFolder& folder, const std::string& prefix) {
    for (const std::string& name : folder.names()) {
      const std::string page = prefix + name;
      if (is_temporary_file_name(name))
        folder.remove(name);
      else if (legacy_ && name.size() > 5 && name.substr(name.size() - 5) == ".html" &&
               !written_.count(page))
        remove_stale(page, nullptr);
    }
  };
  sweep(top_, "");
  for (const auto& [sub, folder] : subs_) sweep(*folder, sub + "/");
  std::string manifest = fmt::format("{}{}\n", kManifestHead, kPagesLine);
  for (const auto& [page, hash] : written_) manifest += fmt::format("{} {}\n", hash, page);
  top_.write(kMarker, manifest);
  listed_ = written_;
  legacy_ = false;
}

}  // namespace qm::report::site

// A folder qm writes files into, held open, so that nothing it writes goes anywhere else.
//
// The folder is opened once (the path the user gave: it may itself be a link to a folder);
// everything inside it is reached from that open folder without following a symbolic link:
// a sub-folder or a file that is a link is refused or left alone, never written through,
// never removed through. A file is written whole or not at all: into a new temporary file
// beside it (".NAME.tmp-XXXXXX", created exclusively), then renamed over NAME, so a full
// disk or a killed process leaves the previous file as it was.
//
// Failures throw OutputError, a sentence naming the file and the reason in words
// ("cannot write 'out/g1.yaml': no space left on the device").
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace qm::report {

class OutputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The reason for an errno value, in words a user reads ("no such directory", "permission
// denied", "no space left on the device"): never the C library's wording where a common
// case has plainer words.
std::string errno_words(int error);

class OutputFolder {
 public:
  // What stands at a name in the folder (a link is a link, whatever it points to).
  enum class Kind { Missing, File, Folder, Link, Other };

  // Opens the folder `path` ("" for the current folder, its files then named as they are);
  // creates it (with its parents) when `create` and it is missing.
  static OutputFolder open(const std::string& path, bool create);

  // The sub-folder `name` (one name, no '/'), created when missing and `create`. A link, a
  // file or anything else at that name is refused with a sentence.
  OutputFolder sub(const std::string& name, bool create) const;

  Kind kind(const std::string& name) const;
  // The content of the regular file `name`, at most `limit` bytes of it (nullopt when it is
  // not a regular file: missing, a link, a folder...).
  std::optional<std::string> read(const std::string& name, size_t limit) const;
  // Writes `content` as the file `name`, replacing what is there (a file, or a link itself,
  // never its target). `sync_to_disk` false leaves out the fsync before the rename: for many
  // files at once, whose writer calls sync_all() once instead.
  void write(const std::string& name, std::string_view content, bool sync_to_disk = true) const;
  // Removes the file (or link) `name`; a missing one is no failure.
  void remove(const std::string& name) const;
  // The names in the folder, without "." and "..", in no particular order.
  std::vector<std::string> names() const;
  // Saves everything written in this folder's file system to disk (one syncfs).
  void sync_all() const;

  // "site/players/anna.html": for messages.
  std::string path_of(const std::string& name) const;
  const std::string& path() const { return path_; }

  OutputFolder(OutputFolder&& other) noexcept;
  OutputFolder& operator=(OutputFolder&&) = delete;
  OutputFolder(const OutputFolder&) = delete;
  ~OutputFolder();

 private:
  OutputFolder(int fd, std::string path) : fd_(fd), path_(std::move(path)) {}
  int fd_ = -1;
  std::string path_;
};

// Whether `name` is a temporary file OutputFolder::write makes (".NAME.tmp-XXXXXX"): what a
// killed run leaves behind.
bool is_temporary_file_name(std::string_view name);

}  // namespace qm::report

#include "report/output_file.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

namespace qm::report {

namespace fs = std::filesystem;

namespace {

bool write_all(int fd, std::string_view content) {
  while (!content.empty()) {
    ssize_t n = ::write(fd, content.data(), content.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    content.remove_prefix(size_t(n));
  }
  return true;
}

}  // namespace

std::string errno_words(int error) {
  switch (error) {
    case ENOENT:
      return "no such directory";
    case EACCES:
    case EPERM:
      return "permission denied";
    case ENOSPC:
      return "no space left on the device";
    case EROFS:
      return "the file system is read-only";
    case EISDIR:
      return "it is a directory";
    case ENOTDIR:
      return "a part of the path is not a directory";
    default:
      return std::strerror(error);
  }
}

bool write_file_atomically(const std::string& path, std::string_view content, std::string& why,
                           bool sync_to_disk) {
  const fs::path target(path);
  std::error_code ec;
  if (fs::is_directory(target, ec)) {
    why = "cannot write '" + path + "': it is a directory";
    return false;
  }
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string temp_name = target.filename().string();
  temp_name.insert(temp_name.begin(), '.');
  temp_name.append(".tmp-XXXXXX");
  const std::string pattern = (dir / temp_name).string();
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  const int fd = ::mkstemp(name.data());
  if (fd < 0) {
    why = "cannot write '" + path + "': " + errno_words(errno);
    return false;
  }
  const std::string temp(name.data());
  // mkstemp creates the file 0600; a page is for sharing: readable by all, as usual.
  bool ok = ::fchmod(fd, 0644) == 0 && write_all(fd, content);
  int error = ok ? 0 : errno;
  if (ok && sync_to_disk && ::fsync(fd) != 0) ok = false, error = errno;
  if (::close(fd) != 0 && ok) ok = false, error = errno;
  if (ok && std::rename(temp.c_str(), path.c_str()) != 0) ok = false, error = errno;
  if (!ok) {
    std::remove(temp.c_str());
    why = "cannot write '" + path + "': " + errno_words(error);
  }
  return ok;
}

}  // namespace qm::report

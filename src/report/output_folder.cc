#include "report/output_folder.h"

#include <dirent.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>

namespace qm::report {

namespace {

constexpr std::string_view kTemporaryInfix = ".tmp-";
constexpr size_t kTemporarySuffix = 6;  // random characters after the infix

bool write_all(int fd, std::string_view content) {
  while (!content.empty()) {
    const ssize_t n = ::write(fd, content.data(), content.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    content.remove_prefix(size_t(n));
  }
  return true;
}

// ".NAME.tmp-XXXXXX", the name cut so that the whole stays a valid file name.
std::string temporary_name(const std::string& name) {
  static thread_local std::minstd_rand random{std::random_device{}()};
  static constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  std::string temp = "." + name.substr(0, 200);
  temp += kTemporaryInfix;
  for (size_t i = 0; i < kTemporarySuffix; ++i) temp += kLetters[random() % 36];
  return temp;
}

OutputFolder::Kind kind_of(const struct stat& st) {
  if (S_ISLNK(st.st_mode)) return OutputFolder::Kind::Link;
  if (S_ISREG(st.st_mode)) return OutputFolder::Kind::File;
  if (S_ISDIR(st.st_mode)) return OutputFolder::Kind::Folder;
  return OutputFolder::Kind::Other;
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
    case EDQUOT:
      return "the disk quota is used up";
    case EFBIG:
      return "the file would pass the size limit set for this process (ulimit -f)";
    case EROFS:
      return "the file system is read-only";
    case EISDIR:
      return "it is a directory";
    case ENOTDIR:
      return "a part of the path is not a directory";
    case ENAMETOOLONG:
      return "the name is too long for the file system";
    case ELOOP:
      return "it is a symbolic link";
    case EIO:
      return "an input/output error of the device";
    default:
      return std::strerror(error);
  }
}

OutputFolder OutputFolder::open(const std::string& path, bool create) {
  if (create && !path.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(path, ec);
    if (ec && ec.value() != EEXIST)
      throw OutputError(
          fmt::format("cannot create the folder '{}': {}", path, errno_words(ec.value())));
  }
  const int fd = ::open(path.empty() ? "." : path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) {
    const int error = errno;
    if (error == ENOTDIR) throw OutputError(fmt::format("'{}' is a file, not a folder", path));
    throw OutputError(fmt::format("cannot open the folder '{}': {}", path, errno_words(error)));
  }
  return OutputFolder(fd, path);
}

OutputFolder OutputFolder::sub(const std::string& name, bool create) const {
  const std::string path = path_of(name);
  for (int attempt = 0; attempt < 2; ++attempt) {
    const int fd = ::openat(fd_, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0) return OutputFolder(fd, path);
    const int error = errno;
    if (error == ENOENT && create && attempt == 0) {
      if (::mkdirat(fd_, name.c_str(), 0777) == 0 || errno == EEXIST) continue;
      throw OutputError(fmt::format("cannot create the folder '{}': {}", path, errno_words(errno)));
    }
    switch (kind(name)) {
      case Kind::Link:
        throw OutputError(fmt::format(
            "'{}' is a symbolic link: qm never writes through a link inside the folder it "
            "writes; remove the link, or write into a new folder",
            path));
      case Kind::File:
      case Kind::Other:
        throw OutputError(fmt::format("'{}' is not a folder", path));
      default:
        throw OutputError(fmt::format("cannot open the folder '{}': {}", path, errno_words(error)));
    }
  }
  throw OutputError(fmt::format("cannot open the folder '{}'", path));
}

OutputFolder::Kind OutputFolder::kind(const std::string& name) const {
  struct stat st;
  if (::fstatat(fd_, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) return Kind::Missing;
  return kind_of(st);
}

std::optional<std::string> OutputFolder::read(const std::string& name, size_t limit) const {
  const int fd = ::openat(fd_, name.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat st;
  std::optional<std::string> content;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
    content.emplace();
    char buffer[65536];
    while (content->size() < limit) {
      const ssize_t n = ::read(fd, buffer, std::min(sizeof buffer, limit - content->size()));
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        content.reset();
        break;
      }
      if (n == 0) break;
      content->append(buffer, size_t(n));
    }
  }
  ::close(fd);
  return content;
}

void OutputFolder::write(const std::string& name, std::string_view content,
                         bool sync_to_disk) const {
  const std::string path = path_of(name);
  if (kind(name) == Kind::Folder)
    throw OutputError(fmt::format("cannot write '{}': it is a directory", path));
  std::string temp;
  int fd = -1;
  for (int attempt = 0; fd < 0 && attempt < 100; ++attempt) {
    temp = temporary_name(name);
    fd = ::openat(fd_, temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd < 0 && errno != EEXIST) break;
  }
  if (fd < 0) throw OutputError(fmt::format("cannot write '{}': {}", path, errno_words(errno)));
  bool ok = write_all(fd, content);
  int error = ok ? 0 : errno;
  if (ok && sync_to_disk && ::fsync(fd) != 0) ok = false, error = errno;
  if (::close(fd) != 0 && ok) ok = false, error = errno;
  if (ok && ::renameat(fd_, temp.c_str(), fd_, name.c_str()) != 0) ok = false, error = errno;
  if (!ok) {
    ::unlinkat(fd_, temp.c_str(), 0);
    throw OutputError(fmt::format("cannot write '{}': {}", path, errno_words(error)));
  }
}

void OutputFolder::remove(const std::string& name) const {
  if (::unlinkat(fd_, name.c_str(), 0) != 0 && errno != ENOENT)
    throw OutputError(fmt::format("cannot remove '{}': {}", path_of(name), errno_words(errno)));
}

std::vector<std::string> OutputFolder::names() const {
  const int fd = ::openat(fd_, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  DIR* dir = fd >= 0 ? ::fdopendir(fd) : nullptr;
  if (!dir) {
    const int error = errno;
    if (fd >= 0) ::close(fd);
    throw OutputError(fmt::format("cannot read the folder '{}': {}", path_, errno_words(error)));
  }
  std::vector<std::string> names;
  while (const struct dirent* entry = ::readdir(dir)) {
    const std::string_view name = entry->d_name;
    if (name != "." && name != "..") names.emplace_back(name);
  }
  ::closedir(dir);
  return names;
}

void OutputFolder::sync_all() const {
  if (::syncfs(fd_) != 0)
    throw OutputError(
        fmt::format("cannot save the files of '{}' to disk: {}", path_, errno_words(errno)));
}

std::string OutputFolder::path_of(const std::string& name) const {
  return path_.empty() ? name : (std::filesystem::path(path_) / name).string();
}

OutputFolder::OutputFolder(OutputFolder&& other) noexcept
    : fd_(other.fd_), path_(std::move(other.path_)) {
  other.fd_ = -1;
}

OutputFolder::~OutputFolder() {
  if (fd_ >= 0) ::close(fd_);
}

bool is_temporary_file_name(std::string_view name) {
  const size_t tail = kTemporaryInfix.size() + kTemporarySuffix;
  return name.size() > tail + 1 && name.front() == '.' &&
         name.substr(name.size() - tail, kTemporaryInfix.size()) == kTemporaryInfix;
}

}  // namespace qm::report

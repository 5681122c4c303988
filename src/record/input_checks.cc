#include "record/input_checks.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>

namespace qm {

namespace {

std::string file_kind(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO (a named pipe)";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  return "not a regular file";
}

std::string mebibytes(unsigned long long bytes) {
  return fmt::format("{:.1f} MiB", double(bytes) / double(1 << 20));
}

// `bytes` 0: the size is not known, only that it passed the limit while being read.
std::string too_large(const std::string& path, unsigned long long bytes) {
  return fmt::format(
      "'{}' {}, more than the {} MiB a record or ruleset file may hold: split it into "
      "several files",
      path, bytes ? "is " + mebibytes(bytes) : std::string("grew past the limit while read"),
      kMaxInputBytes >> 20);
}

// Closes the descriptor whatever way the read ends.
struct FileDescriptor {
  int fd;
  ~FileDescriptor() {
    if (fd >= 0) ::close(fd);
  }
};

// The length of the well-formed UTF-8 sequence that starts at `s[i]` (a byte >= 0x80),
// or 0 when there is none: no overlong forms, no surrogates, nothing past U+10FFFF.
std::size_t utf8_sequence(std::string_view s, std::size_t i) {
  auto byte = [&](std::size_t k) -> unsigned {
    return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u;
  };
  auto in = [](unsigned b, unsigned low, unsigned high) { return b >= low && b <= high; };
  const unsigned b0 = byte(0);
  if (in(b0, 0xC2, 0xDF)) return in(byte(1), 0x80, 0xBF) ? 2 : 0;
  if (in(b0, 0xE0, 0xEF)) {
    const unsigned low = b0 == 0xE0 ? 0xA0 : 0x80, high = b0 == 0xED ? 0x9F : 0xBF;
    return in(byte(1), low, high) && in(byte(2), 0x80, 0xBF) ? 3 : 0;
  }
  if (in(b0, 0xF0, 0xF4)) {
    const unsigned low = b0 == 0xF0 ? 0x90 : 0x80, high = b0 == 0xF4 ? 0x8F : 0xBF;
    return in(byte(1), low, high) && in(byte(2), 0x80, 0xBF) && in(byte(3), 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

}  // namespace

bool read_input_file(const std::string& path, std::string& text, std::string& why) {
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
  FileDescriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)};
  if (file.fd < 0) {
    const int error = errno;
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode)) {  // a socket: ENXIO
      why = fmt::format("'{}' is {}, not a file of records: qm reads regular files only", path,
                        file_kind(info.st_mode));
      return false;
    }
    why = fmt::format("cannot read '{}': {}", path,
                      error == ENOENT    ? std::string("no such file")
                      : error == EACCES  ? std::string("permission denied")
                      : error == ENOTDIR ? std::string("a part of the path is not a directory")
                                         : std::string(std::strerror(error)));
    return false;
  }
  struct stat info {};
  if (::fstat(file.fd, &info) != 0) {
    why = fmt::format("cannot read '{}': {}", path, std::strerror(errno));
    return false;
  }
  if (!S_ISREG(info.st_mode)) {
    why = fmt::format("'{}' is {}, not a file of records: qm reads regular files only", path,
                      file_kind(info.st_mode));
    return false;
  }
  if (static_cast<unsigned long long>(info.st_size) > kMaxInputBytes) {
    why = too_large(path, static_cast<unsigned long long>(info.st_size));
    return false;
  }
  // Read to the end rather than trusting st_size: the file may be growing. One byte past
  // the limit is enough to refuse it.
  text.assign(static_cast<std::size_t>(info.st_size), '\0');
  std::size_t filled = 0;
  for (;;) {
    if (filled == text.size()) text.resize(std::min(text.size() + 65536, kMaxInputBytes + 1));
    const ssize_t got = ::read(file.fd, text.data() + filled, text.size() - filled);
    if (got < 0) {
      if (errno == EINTR) continue;
      why = fmt::format("cannot read '{}': {}", path, std::strerror(errno));
      return false;
    }
    if (got == 0) break;
    filled += static_cast<std::size_t>(got);
    if (filled > kMaxInputBytes) {
      why = too_large(path, 0);
      return false;
    }
  }
  text.resize(filled);
  return true;
}

namespace {

// Whether the eight bytes at `p` are plain ASCII without NUL, the common case, tested at once.
bool plain_ascii_word(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, sizeof w);
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHighs = 0x8080808080808080ULL;
  return ((((w - kOnes) & ~w) | w) & kHighs) == 0;  // no zero byte, no byte above 0x7F
}

}  // namespace

std::optional<EncodingProblem> find_encoding_problem(std::string_view text) {
  if (text.size() >= 2 &&
      ((text[0] == '\xff' && text[1] == '\xfe') || (text[0] == '\xfe' && text[1] == '\xff')))
    return EncodingProblem{0, "the file is UTF-16, not UTF-8: save it as UTF-8"};
  for (std::size_t i = 0; i < text.size();) {
    if (text.size() - i >= 8 && plain_ascii_word(text.data() + i)) {
      i += 8;
      continue;
    }
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0)
      return EncodingProblem{
          i, "a NUL byte (0x00): a record or ruleset is text, and text holds no NUL bytes"};
    if (c < 0x80) {
      ++i;
      continue;
    }
    const std::size_t length = utf8_sequence(text, i);
    if (length == 0)
      return EncodingProblem{
          i, fmt::format("the byte 0x{:02X} is not UTF-8: records and rulesets are UTF-8 text "
                         "(was the file saved as Latin-1 or Windows-1252? save it as UTF-8)",
                         c)};
    i += length;
  }
  return std::nullopt;
}

bool is_clean_utf8(std::string_view text) {
  std::size_t i = 0;
  while (text.size() - i >= 8 && plain_ascii_word(text.data() + i)) i += 8;
  auto plain = [](char c) { return c != 0 && static_cast<unsigned char>(c) < 0x80; };
  while (i < text.size() && plain(text[i])) ++i;
  return i == text.size() || !find_encoding_problem(text);
}

bool is_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    if (static_cast<unsigned char>(text[i]) < 0x80) {
      ++i;
      continue;
    }
    const std::size_t length = utf8_sequence(text, i);
    if (length == 0) return false;
    i += length;
  }
  return true;
}

}  // namespace qm

// The checks every file qm reads as a record or ruleset passes before it is parsed: it is
// a regular file (never a FIFO, device, socket or directory, which could be waited on or
// read forever), no larger than the size limit (checked before reading it into memory),
// and its bytes are UTF-8 text without NUL bytes, as YAML requires.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace qm {

// The largest record or ruleset file qm reads, in bytes (16 MiB). One record of a club's
// game is a few kilobytes; a file of thousands of simulated games stays far below it.
inline constexpr std::size_t kMaxInputBytes = std::size_t{16} << 20;

// Reads the file at `path` whole into `text`. False, with `why` naming the file and the
// reason ("no such file", "is a FIFO, not a regular file", "is 20.0 MiB: ..."), when it is
// missing, unreadable, not a regular file or larger than kMaxInputBytes. Never blocks on
// a FIFO or device.
bool read_input_file(const std::string& path, std::string& text, std::string& why);

// A byte of `text` that keeps it from being YAML text: a NUL, or a byte that is not
// part of well-formed UTF-8. `offset` is the byte's index in the text.
struct EncodingProblem {
  std::size_t offset = 0;
  std::string message;  // "a NUL byte ...", "the byte 0xE9 is not UTF-8 ..."
};
std::optional<EncodingProblem> find_encoding_problem(std::string_view text);
// Whether find_encoding_problem finds nothing, without saying why: for texts checked by
// the thousand, most of them short and plain ASCII.
bool is_clean_utf8(std::string_view text);

// Whether `text` is well-formed UTF-8 (NUL bytes allowed): what JSON can hold.
bool is_utf8(std::string_view text);

}  // namespace qm

#include "games/display_width.h"

#include <utf8proc.h>

namespace qm {

size_t display_width(std::string_view text) {
  size_t width = 0;
  auto bytes = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
  utf8proc_ssize_t left = utf8proc_ssize_t(text.size());
  while (left > 0) {
    utf8proc_int32_t code = 0;
    const utf8proc_ssize_t read = utf8proc_iterate(bytes, left, &code);
    if (read <= 0) {  // not UTF-8: one column for the byte
      ++width;
      ++bytes;
      --left;
      continue;
    }
    width += size_t(utf8proc_charwidth(code));
    bytes += read;
    left -= read;
  }
  return width;
}

std::string pad_to_width(std::string_view text, size_t width) {
  std::string out(text);
  const size_t used = display_width(text);
  if (used < width) out.append(width - used, ' ');
  return out;
}

}  // namespace qm

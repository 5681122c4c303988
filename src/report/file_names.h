// The names of the files qm writes for things a record names (players, record ids,
// rulesets): the league site's pages and `qm export --out`'s records. One rule for both.
//
// A name becomes a file name that is safe and readable on every file system: its letters
// and digits of any script (in NFC, case-folded by libutf8proc: "Zoë" -> "zoë", "小林" ->
// "小林", "ANNA" -> "anna") and '_', every other run of characters one '-', at most 60
// characters (and 180 bytes), "x" when nothing is left; a name Windows reserves (con, nul,
// com1, ...) gets the hash below. Nothing reaches outside its folder ('/', '\', ".." are
// gone), and no file name differs from another only by case or by the spelling of an
// accent, so a case-insensitive or normalising file system (macOS, Windows) keeps them
// apart.
//
// Within a folder the names are unique: the first name given a stem keeps it ("anna"), a
// later one with the same stem gets the first 8 hex digits of its own hash after it
// ("anna-3f2a9c1b" for "ANNA"; the rare clash of two hashes is broken by a number). Names
// taken in a fixed order give the same files every time.
#pragma once

#include <set>
#include <string>
#include <string_view>

namespace qm::report {

// The stem described above, without the check for uniqueness.
std::string file_stem(std::string_view name);
// `stem` followed by '-' and the first 8 hex digits of the hash of `name`.
std::string stem_with_hash(const std::string& stem, std::string_view name);

// The file names of one folder.
class UniqueFileNames {
 public:
  // The file name for `name` with `extension` (".html", ".yaml"): unique in this folder
  // whatever the case. The same name asked twice gets two files: callers ask once per name.
  std::string take(std::string_view name, std::string_view extension);

 private:
  std::set<std::string> taken_;  // case-folded
};

}  // namespace qm::report

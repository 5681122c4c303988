// Typo suggestions: how far two words are apart, and the known word nearest to an unknown
// one ("did you mean 'replay'?"), for the command line's subcommands and rulesets, and for
// any reader that names what it expected (cards, players, verbs).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qm {

// The optimal-string-alignment distance between `a` and `b`: the fewest insertions,
// deletions, substitutions and swaps of two neighbours that turn one into the other. It
// counts characters (UTF-8 code points), not bytes, and ignores ASCII case.
size_t edit_distance(std::string_view a, std::string_view b);

// The candidate nearest to `word`, if one is near enough to be a typo of it: at most a
// third of the word's characters apart (at least 1, so "repaly" finds "replay"). The first
// of several equally near; nullopt when none is near, when `word` is itself a candidate, or
// when it is longer than 64 characters (no typo of a name; and a word of megabytes is not
// compared with every name).
std::optional<std::string> nearest_word(std::string_view word,
                                        const std::vector<std::string>& candidates);

// " (did you mean 'WORD'?)" for the nearest candidate (WORD as its excerpt), "" when there
// is none.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

// The same, but "" too when several candidates are equally near: for names that differ in a
// digit (`m9` is as near to m2 as to m8, `blue-9` to blue-2 as to blue-8), where the first
// would be a guess. The notation readers of the games use it.
std::string did_you_mean_unique(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace qm

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

// The same, but the first of several equally near candidates would be a guess: when they
// are one family that differs only in digits (`m9` is as near to m2 as to m8, `gren-5` to
// green-1 as to green-4) all are named (" (did you mean green-1, green-2, green-3 or
// green-4?)", more than eight as the first and the last); otherwise "". The notation
// readers of the games use it.
std::string did_you_mean_unique(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace qm

// The sentence templates of the community card list: each a sentence shape (sentence_shape.h)
// or several in a row, and the vocabulary entries it reads as (docs/abilities-pirates.md),
// or the areas a text the vocabulary cannot say affects (it becomes a `ruling` entry).
#pragma once

#include <cstdint>
#include <vector>

namespace qm::pirates::cards {

enum class EntryKind : uint8_t {
  Checked,     // a primitive expression or a keyword with rules of the vocabulary
  Label,       // a label other cards refer to (Schooner)
  Unverified,  // a hull class printed where keywords go whose own rules, if any, are not known
  Unmodelled,  // a `ruling` entry: the vocabulary cannot say it
  Reminder,    // a sentence that repeats the rules of the entry just before it: no entry
};

struct SentenceTemplate {
  // One sentence shape, or several that must follow each other, separated by " | ".
  const char* shape;
  // The entries, YAML flow, separated by " ;; ": #1, @1, %1 stand for the sentence's first
  // number, nation, ruler (#2 the second...). For Unmodelled: the areas it affects.
  const char* entries;
  EntryKind kind;
  // The family of the entry ("firepot"): its Reminder sentences may follow it.
  const char* tag = "";
  // A Reminder: read only right after a sentence of this family.
  const char* after = "";
  // The numbers the sentences must hold, in order ("6,*,6": * any); "" for any.
  const char* numbers = "";
  // The one nation the sentences must name ("Mercenary"); "" for any.
  const char* nation = "";
  // For an Unmodelled keyword that is also a hull class other cards' filters name
  // ("Submarine"): its `{class: X}` entry, beside the `ruling`.
  const char* label = "";
};

const std::vector<SentenceTemplate>& sentence_templates();
// The templates of texts a few cards print, whose entries use the vocabulary's extensions for
// them (templates_coverage.cc; docs/abilities-pirates.md): part of sentence_templates().
const std::vector<SentenceTemplate>& coverage_templates();

}  // namespace qm::pirates::cards

// A card's ability text read sentence by sentence (sentence_shape.h) against the templates
// (templates.h): each sentence, or run of sentences, becomes the vocabulary entries of the
// template it matches; a sentence that matches none becomes a `ruling` entry (unmodelled,
// every area), never a guess. A sentence listing keywords ("Limit, Ransom.") reads as each.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/pirates/cards/templates.h"

namespace qm::pirates::cards {

struct ReadSentence {
  std::string text;  // the printed sentence(s), as the list writes them
  EntryKind kind = EntryKind::Checked;
  std::vector<std::string> entries;  // YAML flow; none for a Reminder
};

std::vector<ReadSentence> read_ability_text(std::string_view text);

// `text` as a YAML double-quoted scalar.
std::string yaml_quoted(std::string_view text);

}  // namespace qm::pirates::cards

// The `rulings:` header field (docs/records.md, an addition to format 1): a list of
// {move: N, ruling: stands|struck, note: TEXT}, one per move, N a move of the record.
#include <unordered_map>

#include "record/excerpt.h"
#include "record/record.h"

namespace qm {

std::string_view ruling_name(RulingKind kind) {
  return kind == RulingKind::Stands ? "stands" : "struck";
}

std::optional<RulingKind> parse_ruling_kind(std::string_view word) {
  if (word == "stands") return RulingKind::Stands;
  if (word == "struck") return RulingKind::Struck;
  return std::nullopt;
}

namespace {

const char* const kRulingShape = "{move: N, ruling: stands} or {move: N, ruling: struck}";

Ruling read_one_ruling(const YNode& item, int moves) {
  if (!item.is_map())
    throw RecordError(item.pos, std::string("a ruling must be a map such as ") + kRulingShape +
                                    ", not " + item.describe());
  Ruling r;
  r.pos = item.pos;
  bool has_move = false, has_ruling = false;
  for (size_t i = 0; i < item.map_size(); ++i) {
    const YNode& key = item.key(i);
    const YNode& value = item.value(i);
    long long n = 0;
    if (key.text == "move") {
      if (!value.is_scalar() || !parse_integer(value.text, n) || n < 1 || n > moves)
        throw RecordError(value.pos, "a ruling's 'move' must be a move number from 1 to " +
                                         std::to_string(moves) + ", not " + value.describe());
      r.move = int(n);
      has_move = true;
    } else if (key.text == "ruling") {
      std::optional<RulingKind> kind =
          value.is_scalar() ? parse_ruling_kind(value.text) : std::nullopt;
      if (!kind)
        throw RecordError(value.pos, "a ruling is 'stands' or 'struck', not " + value.describe());
      r.kind = *kind;
      has_ruling = true;
    } else if (key.text == "note") {
      if (!value.is_scalar())
        throw RecordError(value.pos, "a ruling's 'note' must be a text, not " + value.describe());
      r.note = value.text;
    } else {
      throw RecordError(
          key.pos, "a ruling has 'move', 'ruling' and 'note', not '" + excerpt(key.text) + "'");
    }
  }
  if (!has_move || !has_ruling)
    throw RecordError(item.pos, std::string("a ruling needs 'move' and 'ruling': ") + kRulingShape);
  return r;
}

}  // namespace

std::vector<Ruling> read_rulings(const YNode& node, int moves) {
  if (!node.is_sequence())
    throw RecordError(node.pos, std::string("'rulings' must be a list such as [") + kRulingShape +
                                    "], not " + node.describe());
  std::vector<Ruling> rulings;
  std::unordered_map<int, int> line_of_move;  // one look-up a ruling, not a scan of the others
  for (const YNode& item : node.items) {
    Ruling r = read_one_ruling(item, moves);
    const auto [earlier, first] = line_of_move.try_emplace(r.move, r.pos.line);
    if (!first)
      throw RecordError(r.pos, "move " + std::to_string(r.move) +
                                   " has two rulings (also at line " +
                                   std::to_string(earlier->second) + ")");
    rulings.push_back(std::move(r));
  }
  return rulings;
}

}  // namespace qm

#include "games/simulated_record.h"

#include <fmt/format.h>

#include <cctype>

#include "record/yaml_scalar.h"

namespace qm {

namespace {

constexpr std::string_view kEventHead = "qm simulation";

bool by_visibility(const GameType& type) {
  return type.record_naming == GameType::RecordNaming::FullVisibility;
}

// Whether some seats play other bots than the first seat's.
bool mixed_bots(const SimulatedRun& run) {
  if (run.bots.empty()) return false;
  for (const std::string& bot : run.bots)
    if (bot != run.bots.front()) return true;
  return false;
}

// The bots as an id ends: "random", "ismcts-1000", "greedy+ismcts-1000".
std::string bots_label(const SimulatedRun& run) {
  std::string label;
  for (size_t seat = 0; seat < run.bots.size(); ++seat) {
    if (seat > 0 && !mixed_bots(run)) break;
    label += (seat ? "+" : "") + run.bots[seat];
  }
  for (char& c : label)
    if (c == ':') c = '-';
  return label;
}

std::string label_of(const GameType& type, const SimulatedRun& run, std::string_view label) {
  if (!label.empty()) return std::string(label);
  return by_visibility(type) ? std::string("full") : bots_label(run);
}

// ", bots greedy (seat 1), ismcts:1000 (seat 2)" when the seats play different bots.
std::string seats_text(const SimulatedRun& run) {
  if (!mixed_bots(run)) return "";
  std::string text = ", bots ";
  for (size_t seat = 0; seat < run.bots.size(); ++seat)
    text += fmt::format("{}{} (seat {})", seat ? ", " : "", run.bots[seat], seat + 1);
  return text;
}

// Plain when YAML reads it back as written (a path such as /tmp/club.yaml too), else
// double-quoted: how records named by visibility have always been written; yaml_scalar
// quotes more eagerly.
std::string plain_when_possible(const std::string& text) {
  const bool plain =
      !text.empty() && text.find_first_of(":#{}[],&*!|>'\"%@`\\") == std::string::npos &&
      text.front() != ' ' && text.front() != '-' && text.front() != '?' && text.back() != ' ';
  if (plain) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') quoted += '\\';
    quoted += c;
  }
  return quoted + "\"";
}

}  // namespace

std::string header_scalar(const GameType& type, const std::string& text) {
  return by_visibility(type) ? plain_when_possible(text) : yaml_scalar(text);
}

std::string simulated_id(const GameType& type, const SimulatedRun& run, int players,
                         std::string_view label_asked) {
  std::string label = label_of(type, run, label_asked);
  for (const std::string& word : run.table) label += "-" + word;
  if (by_visibility(type)) {  // the ruleset as given, with '/' written '-'
    std::string id = fmt::format("sim-{}-{}p-{:016x}-{}", run.ruleset, players, run.seed, label);
    for (char& c : id)
      if (c == '/') c = '-';
    return id;
  }
  // The ruleset with anything but letters, digits, '.' and '_' written '-'.
  std::string name = run.ruleset;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_') c = '-';
  return fmt::format("sim-{}-{}p-{:016x}-{}", name, players, run.seed, label);
}

std::string simulated_event(const GameType& type, const SimulatedRun& run, std::string_view label) {
  if (!by_visibility(type) && label.empty() && mixed_bots(run))
    return fmt::format(
        "{}, seed {}{}{}", kEventHead, run.seed, seats_text(run),
        run.table.empty() ? "" : fmt::format(", with {}", fmt::join(run.table, ", ")));
  // The bot as given (`ismcts:1000`), not as the id writes it.
  const std::string bot = !label.empty() || by_visibility(type) || run.bots.empty()
                              ? label_of(type, run, label)
                              : run.bots.front();
  return fmt::format("{}, seed {}, {} {}{}{}", kEventHead, run.seed, bot,
                     by_visibility(type) ? "visibility" : "bots", seats_text(run),
                     run.table.empty() ? "" : fmt::format(", with {}", fmt::join(run.table, ", ")));
}

bool is_simulated_event(std::string_view event) {
  return event.substr(0, kEventHead.size()) == kEventHead;
}

std::string write_simulated_record(const GameType& type, const PlayedGame& played,
                                   const SimulatedRun& run) {
  const GameState& end = *played.end;
  const RecordFields fields = end.record_fields();
  const std::vector<std::string>& players = end.players();
  std::string out = fields.comment;
  out += fmt::format("format: {}\ngame: {}\n", fields.format, type.name);
  out += fmt::format("ruleset: {}\n", header_scalar(type, run.ruleset));
  out += fmt::format("id: {}\n", header_scalar(type, simulated_id(type, run, int(players.size()))));
  out += fmt::format("event: {}\n", simulated_event(type, run));  // plain: made here
  out += fmt::format("players: [{}]\n", fmt::join(players, ", "));
  out += fields.header;
  out += "moves:\n";
  for (const std::string& move : played.moves) out += fmt::format("  - {}\n", move);
  out += fields.end;
  const Outcome outcome = end.outcome();
  std::string result;
  for (size_t side = 0; side < outcome.sides.size(); ++side)
    result += fmt::format("{}{}: {}", side ? ", " : "", outcome.sides[side], outcome.scores[side]);
  return out + fmt::format("result: {{{}}}\n", result);
}

}  // namespace qm

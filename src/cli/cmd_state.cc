// qm state RECORD --at N (or --db FILE --id ID --at N): the table after move N, as text,
// JSON or (for a game that draws its table) an SVG picture.
#include <fmt/format.h>

#include <iostream>

#include "cli/commands.h"
#include "games/json_text.h"
#include "replay/present.h"
#include "replay/result_only.h"

namespace qm::cli {

void add_state(CLI::App& app, int& exit_code) {
  struct Args : OneRecordArgs {
    int at = -1;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "state", "The table after move N: what each player holds, what is in play, whose turn");
  add_one_record_options(cmd, *args, {"text", "json", "svg"});
  cmd->footer("--format svg draws the table to scale, for the games that draw one.");
  cmd->add_option("--at", args->at, "After this many moves (0: the deal; default: all)")
      ->check(whole_number(0, kMaxIndex));
  add_ruling_option(cmd, args->rulings);
  cmd->callback([args, &exit_code] {
    std::optional<Replay> r = replay_for_display(*args, args->at, exit_code);
    if (!r) return;
    if (args->at > int(r->record->moves.size()))
      throw UsageError(fmt::format("{} has {} moves; --at {} is past its end", record_label(*r),
                                   r->record->moves.size(), args->at));
    if (r->result_only) {  // no moves, so no table: said, not an error
      if (args->format == "svg")
        throw UsageError(
            fmt::format("{} is a record of the result only (no moves): there is no table to draw",
                        record_label(*r)));
      if (args->format == "json")
        std::cout << json_text(Json{{"record", r->source},
                                    {"document", r->document},
                                    {"id", r->record->id},
                                    {"status", status_name(r->status)},
                                    {"result_only", true},
                                    {"violation", nullptr},
                                    {"table", nullptr}},
                               2)
                  << "\n";
      else
        std::cout << fmt::format("{} ({}): {}; there is no table to show\n", record_label(*r),
                                 r->record->id, kResultOnlyWords);
      exit_code = exit_status_of(*r);
      return;
    }
    std::optional<std::string> svg;
    if (args->format == "svg") {
      svg = table_svg(*r);
      if (!svg)
        throw UsageError(r->record->game + " has no picture of the table; formats: text, json");
    }
    // The table stops before an illegal move: say so rather than show a table past it.
    if (r->violation && r->violation->phase == qm::Phase::Move)
      std::cerr << "qm: the replay stops at move " << r->violation->move << " ("
                << r->violation->rule << "): the table is the one before it\n";
    else if (r->violation && r->violation->before_moves())
      std::cerr << "qm: the header breaks " << r->violation->rule << " (line " << r->violation->line
                << "): no move is played\n";
    if (args->format == "json") {
      Json j{{"record", r->source},
             {"document", r->document},
             {"id", r->record->id},
             {"status", status_name(r->status)}};
      j["violation"] = r->violation ? violation_json(*r->violation) : Json(nullptr);
      j["table"] = r->match->table();
      std::cout << json_text(j, 2) << "\n";
    } else if (svg) {
      std::cout << *svg;
    } else {
      std::cout << table_text(*r);
    }
    exit_code = exit_status_of(*r);
  });
}

}  // namespace qm::cli

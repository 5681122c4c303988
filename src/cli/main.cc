// qm — quartermaster: replays recorded tabletop games against a rules engine, checks every
// action, and explains the result. Exit status: 0 all records valid, 1 some record
// illegal, 2 a usage error, 3 some record unreadable (3 wins over 1).
#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <string_view>

#include "cli/commands.h"
#include "cli/completion.h"
#include "cli/usage_error.h"
#include "record/excerpt.h"
#include "record/suggest.h"
#include "report/output_file.h"

namespace {

// The first argument that is not an option (qm's own options take no value) when it names
// no command: "" when it does, or when there is none.
std::string unknown_command(const CLI::App& app, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.empty() || arg.front() == '-') continue;
    for (const CLI::App* cmd : app.get_subcommands([](const CLI::App*) { return true; }))
      if (cmd->check_name(arg)) return "";
    return arg;
  }
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{
      "quartermaster: replays recorded tabletop games, checks every move and explains the result",
      "qm"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "qm 0.1.0");
  int exit_code = 0;
  qm::cli::add_replay(app, exit_code);
  qm::cli::add_validate(app, exit_code);
  qm::cli::add_audit(app, exit_code);
  qm::cli::add_state(app, exit_code);
  qm::cli::add_rulesets(app, exit_code);
  qm::cli::add_import(app, exit_code);
  qm::cli::add_export(app, exit_code);
  qm::cli::add_delete(app, exit_code);
  qm::cli::add_stats(app, exit_code);
  qm::cli::add_simulate(app, exit_code);
  qm::cli::add_compare(app, exit_code);
  qm::cli::add_ratings(app, exit_code);
  qm::cli::add_standings(app, exit_code);
  qm::cli::add_players(app, exit_code);
  qm::cli::add_check(app, exit_code);
  qm::cli::add_merge(app, exit_code);
  qm::cli::add_report(app, exit_code);
  qm::cli::add_adjudicate(app, exit_code);
  qm::cli::add_cards(app, exit_code);
  qm::cli::refuse_empty_values(app);
  qm::cli::add_help_footer(app);
  if (argc >= 2 && std::string_view(argv[1]) == qm::cli::kCompleteCommand)
    return qm::cli::complete(app, {argv + 2, argv + argc}, std::cout);
  if (const std::string unknown = unknown_command(app, argc, argv); !unknown.empty()) {
    std::vector<std::string> names;
    const CLI::App& commands = app;
    for (const CLI::App* cmd : commands.get_subcommands([](const CLI::App*) { return true; }))
      names.push_back(cmd->get_name());
    std::cerr << fmt::format("qm: '{}' is not a qm command{}; the commands are {}\n",
                             qm::excerpt(unknown, 40), qm::did_you_mean(unknown, names),
                             fmt::join(names, ", "))
              << "Run with --help for more information.\n";
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const qm::cli::UsageError& e) {
    std::cerr << "qm: " << e.what() << "\n";
    return 2;
  } catch (const CLI::ParseError& e) {
    // In qm's words, naming the option as the user types it (cli/usage_error.h).
    std::cerr << qm::cli::usage_sentence(app, e, {argv + 1, argv + argc}) << "\n"
              << "Run with --help for more information.\n";
    return 2;
  } catch (const qm::RulesetGameMismatch& e) {
    // Every command's --ruleset: a ruleset for another game than a record's is a usage error.
    std::cerr << fmt::format("qm: --ruleset {}: the ruleset is for {}, but {} is a record of {}\n",
                             qm::excerpt(e.ruleset, 40), e.ruleset_game, e.source, e.record_game);
    return 2;
  } catch (const std::filesystem::filesystem_error& e) {
    // A file or folder a command could not use: the path and the reason, not the library's
    // wording.
    std::cerr << fmt::format("qm: cannot use '{}': {}\n", e.path1().string(),
                             qm::report::errno_words(e.code().value()));
    return 3;
  } catch (const std::exception& e) {
    std::cerr << "qm: " << e.what() << "\n";
    return 3;
  }
  return exit_code;
}

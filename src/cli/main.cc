// qm — quartermaster: replays recorded tabletop games against a rules engine, checks every
// action, and explains the result. Exit status: 0 all records valid, 1 some record
// illegal, 2 a usage error, 3 some record unreadable (3 wins over 1).
#include <iostream>

#include "cli/commands.h"

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
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "qm: " << e.what() << "\n";
    return 3;
  }
  return exit_code;
}

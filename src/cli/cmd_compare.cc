// qm compare --ruleset A --ruleset B CORPUS... | --db FILE [--id ID...]
//   Replays every record under both rulesets and lists those whose verdict, winners or
//   scores differ, with the first move where the two replays part and why; then a summary.
//   Text, or JSON (--format json): one object per listed record, then {"summary": ...}.
//   --list all lists every record (the regression reports in tests/regression/ do); a record
//   unreadable under both is listed whatever --list says, with every problem found.
//   Exit status: 0 nothing differs, 1 some record differs, 2 usage, 3 some record unreadable.
// qm compare --ruleset A --ruleset B --simulate K --players N [--seed S] [--bot B]
// [--table WORD,...]
//   Plays the same K deals under both rulesets with the same bots, in pairs, and says how the
//   plays parted and what changed, figure by figure, with 95% intervals, paired tests and a
//   sentence each (compare/sim_compare.h).
//   Exit status: 0 no significant difference, 1 some.
#include <fmt/format.h>

#include <iostream>
#include <mutex>

#include "cli/commands.h"
#include "cli/progress_bar.h"
#include "compare/corpus_compare.h"
#include "compare/sim_compare.h"
#include "games/json_text.h"
#include "games/registry.h"
#include "replay/corpus.h"
#include "store/export.h"
#include "store/open.h"

namespace qm::cli {

namespace {

struct CompareArgs {
  std::vector<std::string> rulesets;
  std::vector<std::string> paths;
  std::string format = "text";
  std::string list = "changed";
  int jobs = 0;
  DbArgs db;
  uint64_t simulate = 0;
  int players = 0;
  uint64_t seed = 1;
  std::string bot;  // add_bot_option: the first bot offered
  std::vector<std::string> table;
};

// The listing of one record, or "" when it is not listed. `game` is the rulesets'.
std::string listing(const compare::RecordComparison& c, const CompareArgs& args,
                    const std::string& game) {
  const bool json = args.format == "json";
  const std::string& a = args.rulesets[0];
  const std::string& b = args.rulesets[1];
  // A record of another game, or a ruleset file, is named whatever --list says.
  if (c.skipped())
    return json ? json_text(compare::skipped_json(c, game)) + "\n" : compare::skipped_text(c, game);
  // A record unreadable under both is listed with why, whatever --list says.
  if (!c.differs() && !c.unreadable && args.list != "all") return "";
  if (json) return json_text(compare::comparison_json(c, a, b)) + "\n";
  if (!c.differs())
    return c.unreadable ? compare::unreadable_text(c) : fmt::format("{}: the same\n", c.label);
  return compare::comparison_text(c, a, b);
}

int compare_corpus(const CompareArgs& args) {
  auto rulesets = std::make_shared<RulesetLibrary>(&game_option_specs);
  const int threads = args.jobs > 0 ? args.jobs : default_threads();
  const std::string& a = args.rulesets[0];
  const std::string& b = args.rulesets[1];
  const std::string game = rulesets->get(a)->game;
  compare::CompareTally total;
  std::mutex tally_mutex;
  ProgressBar bar("files");
  const std::vector<std::string> files = record_files_of(args.paths);
  if (args.db.file.empty() && files.empty()) return 3;  // nothing at all to compare
  size_t done = 0;
  ordered_parallel(
      files.size(), threads,
      [&](size_t i) {
        Replayer replayer(rulesets);
        std::string out;
        compare::CompareTally tally;
        compare::compare_file(replayer, files[i], a, b, [&](compare::RecordComparison& c) {
          tally.add(c);
          out += listing(c, args, game);
        });
        std::lock_guard<std::mutex> lock(tally_mutex);
        total.add(tally);
        return out;
      },
      [&](std::string& out) {
        bar.clear();
        std::cout << out;
        bar.show(++done, files.size());
      });
  if (!args.db.file.empty()) {
    store::Database db = store::open_store(args.db.file, store::OpenMode::Read);
    store::load_records(db, args.db.ids, 256, [&](std::vector<store::StoredRecord>& chunk) {
      ordered_parallel(
          chunk.size(), threads,
          [&](size_t i) {
            Replayer replayer(rulesets);
            compare::RecordComparison c = compare::compare_stored(replayer, db, chunk[i], a, b);
            std::lock_guard<std::mutex> lock(tally_mutex);
            total.add(c);
            return listing(c, args, game);
          },
          [](std::string& out) { std::cout << out; });
    });
  }
  bar.clear();
  if (args.format == "json")
    std::cout << json_text(Json{{"summary", total.json()}}) << "\n";
  else
    std::cout << total.text();
  std::cout.flush();
  return total.exit_status();
}

int compare_simulated(const CompareArgs& args) {
  RulesetLibrary library(&game_option_specs);
  std::unique_ptr<sim::Simulator> simulators[2];
  std::shared_ptr<const Ruleset> rulesets[2];
  std::string game;
  for (int i = 0; i < 2; ++i) {
    std::shared_ptr<const Ruleset> r = rulesets[i] = library.get(args.rulesets[size_t(i)]);
    sim::SimSpec spec{*r, args.players, args.bot, false, args.table};
    simulators[i] = sim::make_simulator(r->game, spec);
    game = r->game;
  }
  const int threads = args.jobs > 0 ? args.jobs : default_threads();
  ProgressBar bar("games");
  sim::Progress progress;
  if (bar.active()) progress = [&bar](size_t done, size_t total) { bar.show(done, total); };
  const compare::PairedRun run =
      compare::play_paired(*find_game(game), *simulators[0], *simulators[1], args.seed,
                           args.simulate, threads, progress);
  bar.clear();
  compare::SimComparison c =
      compare::compare_run(run, compare::differing_settings(*rulesets[0], *rulesets[1]));
  c.a = args.rulesets[0];
  c.b = args.rulesets[1];
  c.players = args.players;
  c.seed = args.seed;
  c.bot = args.bot;
  if (args.format == "json")
    std::cout << json_text(compare::sim_comparison_json(c)) << "\n";
  else
    std::cout << compare::sim_comparison_text(c);
  std::cout.flush();
  return compare::sim_exit_status(c);
}

}  // namespace

void add_compare(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<CompareArgs>();
  CLI::App* cmd = app.add_subcommand(
      "compare",
      "Compare two rulesets: on a corpus of records, or on simulated games (--simulate K)");
  cmd->add_option("--ruleset", args->rulesets, "A ruleset; give exactly two (A, then B)")
      ->required()
      ->allow_extra_args(false);  // one value per --ruleset: the paths follow
  CLI::Option* paths = cmd->add_option(
      "paths", args->paths, "Record files or directories (searched recursively for *.yaml, *.yml)");
  add_db_options(cmd, paths, args->db);
  cmd->add_option("--format", args->format, "text or json")->check(CLI::IsMember({"text", "json"}));
  cmd->add_option("--list", args->list,
                  "changed: list the records that differ (default); all: every record")
      ->check(CLI::IsMember({"changed", "all"}));
  add_jobs_option(cmd, args->jobs);
  CLI::Option* simulate =
      cmd->add_option("--simulate", args->simulate, "Play K simulated games under both rulesets")
          ->check(whole_number(1, kMaxSimulate));
  simulate->excludes(paths);
  cmd->add_option("--players", args->players, "With --simulate: players per game")
      ->check(whole_number(1, kMaxPlayers))
      ->needs(simulate);
  cmd->add_option("--seed", args->seed, "With --simulate: game i is played from game_seed(S, i)")
      ->check(whole_number(0, kMaxSeed))
      ->needs(simulate)
      ->capture_default_str();
  add_bot_option(cmd, args->bot, "With --simulate: the bots, ")->needs(simulate);
  add_table_option(cmd, args->table, "With --simulate: ")->needs(simulate);
  cmd->callback([args, cmd, &exit_code] {
    if (args->rulesets.size() != 2)
      throw CLI::ValidationError("--ruleset", "give exactly two rulesets: --ruleset A --ruleset B");
    for (const std::string& r : args->rulesets) check_ruleset_option("--ruleset", r);
    if (cmd->count("--simulate")) {
      if (args->players <= 0) throw CLI::RequiredError("--players (with --simulate)");
      if (args->db.file.size()) throw CLI::ValidationError("--db", "not with --simulate");
      try {
        exit_code = compare_simulated(*args);
      } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
      }
      return;
    }
    if (args->db.file.empty() && args->paths.empty())
      throw CLI::RequiredError("paths (or --db FILE, or --simulate K)");
    try {
      exit_code = compare_corpus(*args);
    } catch (const store::UnknownRecord& e) {
      throw UsageError(e.what());
    }
  });
}

}  // namespace qm::cli

// qm simulate --ruleset R --players N --games K --seed S [--bot B|1=B,2=B] [--out DIR]
// [--shard I/N] [--table WORD,...]
// : plays K games between bots and writes them as full-information records (deal and draw
// pile given) that replay as valid: one file per game in DIR (NNNNN.yaml, numbered by game
// index), else one multi-document YAML stream on standard output, each document opening
// with `---`. Game i is played from game_seed(S, i) (sim/game_seeds.h), so the output is
// the same on every run, machine and -j, and shards 1/N ... N/N concatenated (or written to
// one DIR) are exactly the unsharded output. A file of DIR is written as cli/output_files.h
// says: one that holds another game is replaced only with --force. `--db FILE` imports the games
// into the record store instead (store/import.h import_texts: one transaction, after all are
// played; the records are held in memory until then). A progress bar on stderr when it is a
// terminal.
#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <optional>

#include "cli/commands.h"
#include "cli/output_files.h"
#include "cli/progress_bar.h"
#include "games/game.h"
#include "games/registry.h"
#include "replay/corpus.h"
#include "rules/ruleset.h"
#include "sim/simulation.h"
#include "store/import.h"
#include "store/open.h"

namespace qm::cli {

namespace fs = std::filesystem;

namespace {

// "00042.yaml": zero-padded to five digits or as many as the last index needs, so that
// sorted names are in game order.
std::string game_file_name(uint64_t index, uint64_t games) {
  const size_t width = std::max<size_t>(5, fmt::format("{}", games ? games - 1 : 0).size());
  return fmt::format("{:0{}}.yaml", index, width);
}

}  // namespace

void add_simulate(CLI::App& app, int& exit_code) {
  struct Args {
    std::string ruleset;
    int players = 0;
    uint64_t games = 0;
    uint64_t seed = 1;
    std::string bot;  // add_bot_option: the first bot offered
    std::string out;
    std::string db;
    std::string shard = "1/1";
    int jobs = 0;
    bool check = false;
    bool force = false;
    std::vector<std::string> table;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "simulate", "Play games between bots and write them as records that replay as valid");
  cmd->add_option("--ruleset", args->ruleset, "The ruleset to play (qm rulesets lists them)")
      ->required();
  cmd->add_option("--players", args->players, "Players per game")
      ->check(whole_number(1, kMaxPlayers))
      ->required();
  cmd->add_option("--games", args->games, "Games to play (in all, before sharding)")
      ->check(whole_number(1, kMaxGames))
      ->required();
  cmd->add_option("--seed", args->seed, "Seed: game i is played from game_seed(seed, i)")
      ->check(whole_number(0, kMaxSeed))
      ->capture_default_str();
  add_bot_option(cmd, args->bot, "The bots: ");
  add_table_option(cmd, args->table, "");
  CLI::Option* out =
      cmd->add_option("--out", args->out, "Write one file per game into this directory");
  cmd->add_option("--db", args->db, "Import the games into this record store (created if missing)")
      ->excludes(out);
  cmd->add_flag("--force", args->force,
                "With --out: replace a file there that holds something else (never a link)")
      ->needs(out);
  cmd->add_option("--shard", args->shard, "Play only shard I of N (games split in N ranges)")
      ->capture_default_str();
  add_jobs_option(cmd, args->jobs);
  cmd->add_flag("--check-invariants", args->check,
                "Check after every move that no card is lost or doubled and the counts add up "
                "(slower)");
  cmd->callback([args, &exit_code] {
    sim::Shard shard;
    try {
      shard = sim::parse_shard(args->shard);
    } catch (const std::invalid_argument& e) {
      throw CLI::ValidationError("--shard", e.what());
    }
    check_ruleset_option("--ruleset", args->ruleset);
    // A ruleset file is written into the records by its absolute path, so that they replay
    // from any directory (a shipped or $QM_RULESETS ruleset keeps its name).
    const std::string name = is_ruleset_path(args->ruleset)
                                 ? fs::absolute(args->ruleset).lexically_normal().string()
                                 : args->ruleset;
    std::shared_ptr<const Ruleset> ruleset = RulesetLibrary(&game_option_specs).get(name);
    sim::SimSpec spec{*ruleset, args->players, args->bot, args->check, args->table};
    std::unique_ptr<sim::Simulator> simulator;
    try {
      simulator = sim::make_simulator(ruleset->game, spec);
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
    const sim::GameRange range = sim::shard_range(args->games, shard);
    const int threads = args->jobs > 0 ? args->jobs : default_threads();
    std::optional<report::OutputFolder> folder;
    if (!args->out.empty()) {
      make_output_folder("--out", args->out);
      folder.emplace(report::OutputFolder::open(args->out, false));
    }
    OutputTally tally;
    ProgressBar bar("games");
    sim::Progress progress;
    if (bar.active()) progress = [&bar](size_t done, size_t total) { bar.show(done, total); };
    std::vector<store::NamedText> texts;  // --db: imported in one transaction at the end
    sim::simulate_records(
        *simulator, args->seed, range, threads,
        [&](uint64_t index, std::string& record) {
          if (!args->db.empty()) {
            texts.push_back({"simulate/" + game_file_name(index, args->games), std::move(record)});
            return;
          }
          if (args->out.empty()) {
            std::cout << "---\n" << record;
            return;
          }
          std::string why;
          const FileOutcome outcome = write_output_file(*folder, game_file_name(index, args->games),
                                                        record, args->force, why);
          if (outcome == FileOutcome::Refused) std::cerr << "qm: " << why << "\n";
          tally.add(outcome);
        },
        progress);
    bar.clear();
    if (!args->db.empty()) {
      store::Database db = store::open_store(args->db, store::OpenMode::Create);
      Replayer replayer;
      store::ImportOptions options;
      options.threads = threads;
      const store::ImportSummary s = store::import_texts(db, replayer, texts, options);
      std::cout << fmt::format("{} new, {} already present, {} illegal, {} unreadable\n", s.added,
                               s.present, s.illegal, s.unreadable);
      std::cout.flush();
      exit_code = exit_status(s.illegal > 0, s.unreadable > 0);
      return;
    }
    std::cout.flush();
    if (folder) {
      folder->sync_all();
      std::cerr << fmt::format("{} (games {} to {})\n", tally.summary("game(s)", args->out),
                               range.begin, range.end > range.begin ? range.end - 1 : range.begin);
    }
    exit_code = tally.refused > 0 ? 3 : 0;
  });
}

}  // namespace qm::cli

// qm players list|rename|alias|merge --db FILE ...: the people of a record store
// (store/players.h). `list` prints every player with their records, identities, aliases
// and the other names records write for them (text, JSON or CSV); `rename OLD NEW`, `alias
// PLAYER NAME...` and `merge KEEP OTHER...` change who is who, in one transaction each. A
// name that is no player's, or that is another player's already, is a usage error (exit 2)
// and nothing is changed.
#include <fmt/format.h>

#include <fmt/ranges.h>

#include <iostream>

#include "cli/commands.h"
#include "cli/csv.h"
#include "games/json_text.h"
#include "store/open.h"
#include "store/players.h"

namespace qm::cli {

namespace {

std::string joined(const std::vector<std::string>& items) {
  return items.empty() ? "-" : fmt::format("{}", fmt::join(items, ", "));
}

void print_players(const std::vector<store::PlayerListing>& players, const std::string& format,
                   const std::string& db) {
  if (format == "json") {
    Json list = Json::array();
    for (const store::PlayerListing& p : players)
      list.push_back({{"player", p.name},
                      {"records", p.records},
                      {"played", p.played},
                      {"identities", p.identities},
                      {"aliases", p.aliases},
                      {"written_as", p.written_as}});
    std::cout << json_text(Json{{"database", db}, {"players", list}}, 2) << "\n";
    return;
  }
  if (format == "csv") {
    std::cout << csv_line({"player", "records", "played", "identities", "aliases", "written_as"});
    for (const store::PlayerListing& p : players)
      std::cout << csv_line({p.name, std::to_string(p.records), std::to_string(p.played),
                             fmt::format("{}", fmt::join(p.identities, " ")),
                             fmt::format("{}", fmt::join(p.aliases, " ")),
                             fmt::format("{}", fmt::join(p.written_as, " "))});
    return;
  }
  if (players.empty()) {
    std::cout << "No players.\n";
    return;
  }
  size_t width = 6;
  for (const store::PlayerListing& p : players) width = std::max(width, p.name.size());
  std::cout << fmt::format("{:<{}}  {:>7}  {:>6}  {}\n", "player", width, "records", "played",
                           "identities; aliases; also written");
  for (const store::PlayerListing& p : players)
    std::cout << fmt::format("{:<{}}  {:>7}  {:>6}  {}; {}; {}\n", p.name, width, p.records,
                             p.played, joined(p.identities), joined(p.aliases),
                             joined(p.written_as));
}

// Runs a change, a refused one being a usage error (exit 2).
template <typename Change>
void change_players(int& exit_code, Change&& change) {
  try {
    change();
    exit_code = 0;
  } catch (const store::PlayerError& e) {
    std::cerr << "qm: " << e.what() << "\n";
    exit_code = 2;
  }
}

}  // namespace

void add_players(CLI::App& app, int& exit_code) {
  struct Args {
    std::string db = "quartermaster.db";
    std::string format = "text";
    std::string name, new_name, keep;
    std::vector<std::string> names;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "players",
      "The players of a database as people: list them, rename one, give one other names, join "
      "two who are one person");
  cmd->require_subcommand(1);
  auto db_option = [&](CLI::App* sub) {
    sub->add_option("--db", args->db, "The database")->capture_default_str();
  };

  CLI::App* list = cmd->add_subcommand(
      "list", "Every player: records, identities, aliases, other names records write for them");
  db_option(list);
  list->add_option("--format", args->format, "text, json or csv")
      ->check(CLI::IsMember({"text", "json", "csv"}));
  list->callback([args, &exit_code] {
    store::Database db = store::open_store(args->db, store::OpenMode::Read);
    print_players(store::list_players(db), args->format, args->db);
    exit_code = 0;
  });

  CLI::App* rename = cmd->add_subcommand(
      "rename", "Show a player under another name; the old one becomes an alias of theirs");
  db_option(rename);
  rename->add_option("player", args->name, "The player's name now")->required();
  rename->add_option("new-name", args->new_name, "Their new name")->required();
  rename->callback([args, &exit_code] {
    store::Database db = store::open_store(args->db, store::OpenMode::Existing);
    change_players(exit_code, [&] {
      store::rename_player(db, args->name, args->new_name);
      std::cout << fmt::format("'{}' is now '{}'\n", args->name, args->new_name);
    });
  });

  CLI::App* alias = cmd->add_subcommand(
      "alias", "Other names of a player: later records that write them are the player's");
  db_option(alias);
  alias->add_option("player", args->name, "The player")->required();
  alias->add_option("names", args->names, "Their other names")->required();
  alias->callback([args, &exit_code] {
    store::Database db = store::open_store(args->db, store::OpenMode::Existing);
    change_players(exit_code, [&] {
      store::alias_player(db, args->name, args->names);
      std::cout << fmt::format("{} now mean{} '{}'\n", joined(args->names),
                               args->names.size() == 1 ? "s" : "", args->name);
    });
  });

  CLI::App* merge = cmd->add_subcommand(
      "merge",
      "Join players who are one person: the others' records, identities and names become the "
      "first's");
  db_option(merge);
  merge->add_option("keep", args->keep, "The player who stays")->required();
  merge->add_option("others", args->names, "The players who are the same person")->required();
  merge->callback([args, &exit_code] {
    store::Database db = store::open_store(args->db, store::OpenMode::Existing);
    change_players(exit_code, [&] {
      const long long moved = store::merge_players(db, args->keep, args->names);
      std::cout << fmt::format("{} joined to '{}' ({} record{} moved)\n", joined(args->names),
                               args->keep, moved, moved == 1 ? "" : "s");
    });
  });
}

}  // namespace qm::cli

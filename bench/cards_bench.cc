// `qm cards` on the community card list (docs/cards-pirates.md): the whole list read, each
// row made a piece and each ability sentence an entry, the coverage computed and the card
// file written. Requirement (issue 26): the list's 2,760 rows in under 1 s. The project does
// not ship the list: the benchmark takes its path from QM_CARD_LIST and skips (with an
// error line saying so) when it is not set.
//   cards/read_list   read_cards + coverage_of + report_text + card_file_text on the list.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "games/pirates/cards/card_file.h"
#include "games/pirates/cards/card_list.h"

namespace {

void read_list(benchmark::State& state) {
  const char* path = std::getenv("QM_CARD_LIST");
  if (!path || !*path) {
    state.SkipWithError("QM_CARD_LIST is not set: give the path of the community card list");
    return;
  }
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in) {
    state.SkipWithError("QM_CARD_LIST: cannot read the file");
    return;
  }
  const std::string csv = text.str();
  size_t rows = 0;
  for (auto _ : state) {
    const auto cards = qm::pirates::cards::read_cards(csv);
    const auto coverage = qm::pirates::cards::coverage_of(cards);
    std::string out = qm::pirates::cards::report_text(cards);
    out += qm::pirates::cards::card_file_text(cards);
    benchmark::DoNotOptimize(out);
    benchmark::DoNotOptimize(coverage);
    rows = cards.size();
  }
  state.counters["rows"] = double(rows);
  state.counters["rows/s"] =
      benchmark::Counter(double(rows) * double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(read_list)->Name("cards/read_list")->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

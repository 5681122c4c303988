// The baseline the import and validate requirements are measured against: yaml-cpp alone,
// on one thread, reading each file of the corpus and parsing it with YAML::LoadAll.
#pragma once

#include <benchmark/benchmark.h>
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "bench/corpus.h"

namespace qm::bench {

inline void yaml_cpp_load_all(benchmark::State& state, const Corpus& c) {
  size_t documents = 0, errors = 0;
  for (auto _ : state) {
    for (const std::string& path : c.big_files) {
      const std::string text = read_file(path);
      try {
        std::vector<YAML::Node> docs = YAML::LoadAll(text);
        documents += docs.size();
        benchmark::DoNotOptimize(docs.data());
      } catch (const YAML::Exception&) {
        ++errors;
      }
    }
  }
  if (errors) state.SkipWithError("yaml-cpp could not parse some file");
  state.SetItemsProcessed(state.iterations() * int64_t(c.big_files.size()));
  state.SetBytesProcessed(state.iterations() * int64_t(c.bytes));
  state.counters["documents"] = double(documents) / double(state.iterations());
}

}  // namespace qm::bench

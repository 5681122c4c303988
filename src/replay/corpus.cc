#include "replay/corpus.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

namespace qm {

namespace fs = std::filesystem;

std::vector<std::string> list_record_files(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (!fs::is_directory(path, ec)) {
      files.push_back(path);
      continue;
    }
    std::vector<std::string> found;
    for (auto it = fs::recursive_directory_iterator(
             path, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (!it->is_regular_file(ec)) continue;
      std::string ext = it->path().extension().string();
      if (ext == ".yaml" || ext == ".yml") found.push_back(it->path().string());
    }
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

void replay_file(Replayer& replayer, const std::string& path, const ReplayOptions& options,
                 const std::function<void(Replay&)>& visit) {
  auto unreadable = [&](const std::string& message) {
    Replay r;
    r.source = path;
    r.error = ReadError{path, {}, message};
    visit(r);
  };
  std::error_code ec;
  if (fs::is_directory(path, ec))
    return unreadable("'" + path + "' is a directory, not a record file");
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return unreadable("cannot read '" + path +
                      "': " + (fs::exists(path, ec) ? "permission denied" : "no such file"));
  std::ostringstream text;
  text << in.rdbuf();
  int documents = 0;
  parse_yaml_documents(text.str(), [&](YamlDocument& doc) {
    ++documents;
    Replay r = replayer.replay(doc, path, options);
    visit(r);
  });
  if (documents == 0) unreadable("the file holds no record");
}

void ordered_parallel(size_t count, int threads, const std::function<std::string(size_t)>& work,
                      const std::function<void(std::string&)>& emit) {
  if (threads <= 1 || count <= 1) {
    for (size_t i = 0; i < count; ++i) {
      std::string out = work(i);
      emit(out);
    }
    return;
  }
  // The window must hold far more work than a scheduler time slice: with a small one, a
  // preempted worker soon stalls the others. Results are small, so memory stays flat.
  const size_t window = size_t(threads) * 256;
  std::mutex mutex;
  std::condition_variable ready;       // the next result to emit is done
  std::condition_variable space;       // the window has moved on
  std::map<size_t, std::string> done;  // finished, not yet emitted
  size_t next_task = 0, next_emit = 0;
  int waiting_workers = 0;

  auto worker = [&] {
    for (;;) {
      size_t task;
      {
        std::unique_lock<std::mutex> lock(mutex);
        ++waiting_workers;
        space.wait(lock, [&] { return next_task >= count || next_task < next_emit + window; });
        --waiting_workers;
        if (next_task >= count) return;
        task = next_task++;
      }
      std::string out = work(task);
      bool is_next;
      {
        std::lock_guard<std::mutex> lock(mutex);
        done.emplace(task, std::move(out));
        is_next = task == next_emit;
      }
      if (is_next) ready.notify_one();
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  std::vector<std::string> batch;
  while (next_emit < count) {
    {
      // Take every result that is next in order, then emit them without the lock.
      std::unique_lock<std::mutex> lock(mutex);
      ready.wait(lock, [&] { return done.count(next_emit) > 0; });
      for (auto it = done.find(next_emit); it != done.end() && it->first == next_emit;
           it = done.erase(it)) {
        batch.push_back(std::move(it->second));
        ++next_emit;
      }
      if (waiting_workers > 0) space.notify_all();
    }
    for (std::string& out : batch) emit(out);
    batch.clear();
  }
  for (std::thread& t : pool) t.join();
}

int default_threads() {
  unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : int(n);
}

}  // namespace qm

// Shared by the dispatch programs: the trivial task, argument parsing and
// the result line the Go side parses ("ran=N seconds=S").
#pragma once
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace dispatch {

inline std::atomic<long long> counter{0};

// The task every variant runs: count itself, as the Go variants do.
inline void task() { counter.fetch_add(1, std::memory_order_relaxed); }

struct Args {
  long long tasks;
  int workers;
};

inline Args parse(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s TASKS WORKERS\n", argv[0]);
    std::exit(2);
  }
  Args a{std::atoll(argv[1]), std::atoi(argv[2])};
  if (a.tasks < 0 || a.workers < 1) {
    std::fprintf(stderr, "%s: TASKS must be >= 0 and WORKERS >= 1\n", argv[0]);
    std::exit(2);
  }
  return a;
}

// Times f and prints the result line.
template <class F>
int measure(F f) {
  auto t0 = std::chrono::steady_clock::now();
  f();
  auto t1 = std::chrono::steady_clock::now();
  std::printf("ran=%lld seconds=%.9f\n", counter.load(),
              std::chrono::duration<double>(t1 - t0).count());
  return 0;
}

}  // namespace dispatch

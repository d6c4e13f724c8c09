// oneTBB: a task_group run in an arena of J threads (the submitting thread
// counts as one of them, as TBB's arenas do).
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include "common.hpp"

int main(int argc, char** argv) {
  auto a = dispatch::parse(argc, argv);
  return dispatch::measure([&] {
    tbb::task_arena arena(a.workers);
    arena.execute([&] {
      tbb::task_group g;
      for (long long i = 0; i < a.tasks; ++i) g.run(dispatch::task);
      g.wait();
    });
  });
}

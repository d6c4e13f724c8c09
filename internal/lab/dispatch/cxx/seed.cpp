// The seed's C++ pool (seed 002), in standard C++ instead of Boost: one
// std::queue of std::function, one mutex, one condition variable, J threads.
#include <condition_variable>
#include <functional>
#include <mutex>
#include <queue>
#include <thread>
#include <vector>

#include "common.hpp"

class thread_pool {
 public:
  explicit thread_pool(int n) {
    for (int i = 0; i < n; ++i) threads_.emplace_back([this] { run(); });
  }

  void add(std::function<void()> job) {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push(std::move(job));
    cv_.notify_one();
  }

  // Lets the workers drain the queue, then joins them.
  void finish() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      done_ = true;
      cv_.notify_all();
    }
    for (auto& t : threads_) t.join();
  }

 private:
  void run() {
    for (;;) {
      std::function<void()> job;
      {
        std::unique_lock<std::mutex> lock(mu_);
        cv_.wait(lock, [this] { return !queue_.empty() || done_; });
        if (queue_.empty()) return;
        job = std::move(queue_.front());
        queue_.pop();
      }
      job();
    }
  }

  std::vector<std::thread> threads_;
  std::queue<std::function<void()>> queue_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool done_ = false;
};

int main(int argc, char** argv) {
  auto a = dispatch::parse(argc, argv);
  return dispatch::measure([&] {
    thread_pool pool(a.workers);
    for (long long i = 0; i < a.tasks; ++i) pool.add(dispatch::task);
    pool.finish();
  });
}

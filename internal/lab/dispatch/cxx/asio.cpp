// boost::asio::thread_pool with J threads: post every task, then join.
#include <boost/asio/post.hpp>
#include <boost/asio/thread_pool.hpp>

#include "common.hpp"

int main(int argc, char** argv) {
  auto a = dispatch::parse(argc, argv);
  return dispatch::measure([&] {
    boost::asio::thread_pool pool(a.workers);
    for (long long i = 0; i < a.tasks; ++i) boost::asio::post(pool, dispatch::task);
    pool.join();
  });
}

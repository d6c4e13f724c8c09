//! dispatch-rayon-scope TASKS WORKERS: one rayon job per task, spawned in a
//! scope inside the pool (ThreadPool::install), the way a rayon user hands
//! a pool independent tasks one by one. The pool is built before the clock
//! starts, as the Go and C++ pools are.
fn main() {
    let (tasks, workers) = dispatch_rayon::parse();
    let pool = dispatch_rayon::pool(workers);
    dispatch_rayon::measure(|| {
        pool.install(|| {
            rayon::scope(|s| {
                for _ in 0..tasks {
                    s.spawn(|_| dispatch_rayon::task());
                }
            })
        })
    });
}

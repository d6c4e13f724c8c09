//! Shared by the rayon dispatch programs, as common.hpp is by the C++ ones:
//! the trivial task, argument parsing and the result line the Go side
//! parses ("ran=N seconds=S").

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Instant;

/// Counts the tasks run.
pub static COUNTER: AtomicI64 = AtomicI64::new(0);

/// The task every variant runs: count itself, as the Go and C++ variants do.
#[inline]
pub fn task() {
    COUNTER.fetch_add(1, Ordering::Relaxed);
}

/// TASKS and WORKERS from the command line; exits 2 on a bad one.
pub fn parse() -> (u64, usize) {
    let args: Vec<String> = std::env::args().collect();
    let usage = || -> ! {
        eprintln!("usage: {} TASKS WORKERS (TASKS >= 0, WORKERS >= 1)", args[0]);
        std::process::exit(2)
    };
    if args.len() != 3 {
        usage();
    }
    let tasks: u64 = args[1].parse().unwrap_or_else(|_| usage());
    let workers: usize = args[2].parse().unwrap_or_else(|_| usage());
    if workers < 1 {
        usage();
    }
    (tasks, workers)
}

/// A rayon pool of exactly `workers` threads, as J workers elsewhere.
pub fn pool(workers: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(workers)
        .build()
        .unwrap_or_else(|e| {
            eprintln!("rayon pool of {workers} threads: {e}");
            std::process::exit(1)
        })
}

/// Times f and prints the result line.
pub fn measure(f: impl FnOnce()) {
    let start = Instant::now();
    f();
    let secs = start.elapsed().as_secs_f64();
    println!("ran={} seconds={:.9}", COUNTER.load(Ordering::Relaxed), secs);
}

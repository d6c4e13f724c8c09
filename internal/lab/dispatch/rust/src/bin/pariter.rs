//! dispatch-rayon-pariter TASKS WORKERS: par_iter over the range 0..TASKS
//! inside the pool: the best case a rayon user would write, where rayon
//! splits the range into a few jobs instead of one per task.
use rayon::prelude::*;

fn main() {
    let (tasks, workers) = dispatch_rayon::parse();
    let pool = dispatch_rayon::pool(workers);
    dispatch_rayon::measure(|| {
        pool.install(|| (0..tasks).into_par_iter().for_each(|_| dispatch_rayon::task()))
    });
}

// Runs jobs with retries, counting outcomes, and queues each one done.
import { withQueue } from "./queue";
import { retry } from "./retry";
import { count, snapshot } from "./metrics";
export async function drain(transport, jobs, run) {
    await withQueue(transport, async (q) => {
        for (const job of jobs) {
            try {
                await retry({ attempts: 3, baseMs: 50 }, () => run(job));
                count("jobs.done");
                await q.push(job);
            }
            catch {
                count("jobs.failed");
            }
        }
    });
    return snapshot();
}

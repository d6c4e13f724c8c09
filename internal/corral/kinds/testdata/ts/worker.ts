// Runs jobs with retries, counting outcomes, and queues each one done.
import { QueueClient, withQueue, type Job, type Transport } from "./queue";
import { retry } from "./retry";
import { count, snapshot } from "./metrics";

export async function drain(transport: Transport, jobs: Job[], run: (j: Job) => Promise<void>): Promise<Record<string, number>> {
  await withQueue(transport, async (q: QueueClient) => {
    for (const job of jobs) {
      try {
        await retry({ attempts: 3, baseMs: 50 }, () => run(job));
        count("jobs.done");
        await q.push(job);
      } catch {
        count("jobs.failed");
      }
    }
  });
  return snapshot();
}

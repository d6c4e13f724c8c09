// Job ids, each read with a callback of one argument.
type Job = { id: number; run: () => Promise<void> };

export function pending(jobs: Job[]): number[] {
  return jobs.map(j => j.id);
}

export async function drain(jobs: Job[]): Promise<void> {
  await Promise.all(jobs.map(async j => j.run()));
}

export function first(jobs: Job[]): Job | undefined {
  return jobs.find(j => j.id > 0);
}

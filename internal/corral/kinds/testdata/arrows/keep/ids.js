// Job ids, each read with a callback of one argument.

export function pending(jobs) {
  return jobs.map(j => j.id);
}
export async function drain(jobs) {
  await Promise.all(jobs.map(async j => j.run()));
}
export function first(jobs) {
  return jobs.find(j => j.id > 0);
}

// Job ids, each read with a callback of one argument.

export function pending(jobs) {
  return jobs.map(function (j) {
    return j.id;
  });
}
export async function drain(jobs) {
  await Promise.all(jobs.map(async function (j) {
    return j.run();
  }));
}
export function first(jobs) {
  return jobs.find(function (j) {
    return j.id > 0;
  });
}

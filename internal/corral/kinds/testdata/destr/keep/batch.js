// Batches of calls, each answered by its index.
export function splitResults(results) {
  const ok = [];
  const failed = [];
  for (const [index, value] of results) {
    if (value instanceof Error) {
      failed[index] = value;
    } else {
      ok[index] = value;
    }
  }
  return {
    ok,
    failed
  };
}
export function summarize(batch) {
  const {
    calls,
    map
  } = batch;
  let total = 0;
  for (const {
    path,
    len
  } of calls) {
    const [head, ...rest] = path.split(".");
    map.set(head, (map.get(head) ?? 0) + len + rest.length);
    total += len;
  }
  return total;
}

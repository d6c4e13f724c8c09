// Batches of calls, each answered by its index.
export function splitResults(results: Array<[number, string | Error]>) {
  const ok: string[] = [];
  const failed: Error[] = [];
  for (const [index, value] of results) {
    if (value instanceof Error) {
      failed[index] = value;
    } else {
      ok[index] = value;
    }
  }
  return { ok, failed };
}

export function summarize(batch: { calls: { path: string; len: number }[]; map: Map<string, number> }) {
  const { calls, map } = batch;
  let total = 0;
  for (const { path, len } of calls) {
    const [head, ...rest] = path.split(".");
    map.set(head, (map.get(head) ?? 0) + len + rest.length);
    total += len;
  }
  return total;
}

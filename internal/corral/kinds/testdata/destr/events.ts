// An event stream's entries, each an id and a value.
export async function* entries(source: AsyncIterable<[string, { data: unknown; retry?: number }]>) {
  for await (const [id, { data, retry = 1000 }] of source) {
    yield { id, data, retry };
  }
}

export function lastEvent(events: Array<{ id: string; value: [number, string] }>) {
  if (events.length === 0) return undefined;
  const { id, value: [seq, text] } = events[events.length - 1];
  return `${id}:${seq}:${text}`;
}

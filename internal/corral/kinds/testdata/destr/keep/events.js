// An event stream's entries, each an id and a value.
export async function* entries(source) {
  for await (const [id, {
    data,
    retry = 1000
  }] of source) {
    yield {
      id,
      data,
      retry
    };
  }
}
export function lastEvent(events) {
  if (events.length === 0) return undefined;
  const {
    id,
    value: [seq, text]
  } = events[events.length - 1];
  return `${id}:${seq}:${text}`;
}

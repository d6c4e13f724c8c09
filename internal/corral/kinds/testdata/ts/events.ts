// Events stamped and forwarded: each handler copies the event it got
// with a field or two changed.

export interface Event {
  kind: string;
  at: number;
  data: Record<string, unknown>;
  trace?: string[];
}

export function stamp(e: Event, now: number): Event {
  return {
    ...e,
    at: now,
  };
}

export function traced(e: Event, hop: string): Event {
  return {
    ...e,
    trace: [...(e.trace ?? []), hop],
  };
}

export function enrich(e: Event, extra: Record<string, unknown>): Event {
  return {
    ...e,
    data: {
      ...e.data,
      ...extra,
    },
  };
}

export function forward(send: (e: Event) => void, e: Event, kind: string) {
  send({
    ...e,
    kind,
  });
}

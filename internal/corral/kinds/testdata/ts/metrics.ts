// Counters and timings, kept per name and read as a snapshot.
import { Ledger } from "./ledger";
import { delay, type Policy } from "./retry";

const counters = new Map<string, number>();

export function count(name: string, by = 1): void {
  counters.set(name, (counters.get(name) ?? 0) + by);
}

export function backoffFor(p: Policy, attempt: number): number {
  count("backoff");
  return delay(p, attempt);
}

export function snapshot(): Record<string, number> {
  return Object.fromEntries(counters);
}

export class Recorder extends Ledger {
  observe(name: string, ms: number): void {
    count(name);
    count(`${name}.ms`, ms);
  }
}

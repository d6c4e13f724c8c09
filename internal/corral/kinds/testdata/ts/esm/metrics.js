// Counters and timings, kept per name and read as a snapshot.
import { Ledger } from "./ledger";
import { delay } from "./retry";
const counters = new Map();
export function count(name, by = 1) {
    counters.set(name, (counters.get(name) ?? 0) + by);
}
export function backoffFor(p, attempt) {
    count("backoff");
    return delay(p, attempt);
}
export function snapshot() {
    return Object.fromEntries(counters);
}
export class Recorder extends Ledger {
    observe(name, ms) {
        count(name);
        count(`${name}.ms`, ms);
    }
}

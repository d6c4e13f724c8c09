// A client that borrows a connection for each request and records it.
import { Pool } from "./pool";
import { Deferred } from "./deferred";
import * as backoff from "./retry";
export async function send(pool, req, log) {
    const conn = await pool.get();
    try {
        log.write(`send ${req.path}`);
        return await backoff.retry({ attempts: 3, baseMs: 10 }, () => exchange(conn, req));
    }
    finally {
        pool.put(conn);
    }
}
export function exchange(conn, req) {
    const done = new Deferred();
    setTimeout(() => done.resolve(`${conn.id}:${req.path}`), 0);
    return done.promise;
}
export const defaults = { limit: 4, retries: 3 };
export function makePool(dial) {
    return new Pool(defaults.limit, dial);
}

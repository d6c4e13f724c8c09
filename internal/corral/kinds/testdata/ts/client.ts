// A client that borrows a connection for each request and records it.
import { Pool, type Conn } from "./pool";
import { Journal } from "./ledger";
import { Deferred } from "./deferred";
import * as backoff from "./retry";

export interface Request {
  path: string;
  body?: string;
}

export async function send(pool: Pool, req: Request, log: Journal): Promise<string> {
  const conn: Conn = await pool.get();
  try {
    log.write(`send ${req.path}`);
    return await backoff.retry({ attempts: 3, baseMs: 10 } as backoff.Policy, () => exchange(conn, req));
  } finally {
    pool.put(conn);
  }
}

export function exchange(conn: Conn, req: Request): Promise<string> {
  const done = new Deferred<string>();
  setTimeout(() => done.resolve(`${conn.id}:${req.path}`), 0);
  return done.promise;
}

export const defaults = { limit: 4, retries: 3 };

export function makePool(dial: () => Conn): Pool {
  return new Pool(defaults.limit, dial);
}

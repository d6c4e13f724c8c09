// Options merged with object spread, the way HTTP adapters merge them:
// TypeScript lowers {...a, b} to Object.assign before ES2018.

export interface Options {
  path?: string;
  headers?: Record<string, string>;
  meta?: Record<string, unknown>;
  timeoutMs?: number;
}

const defaults: Options = { path: "/", timeoutMs: 5000 };

export function withDefaults(opts: Options): Options {
  return { ...defaults, ...opts };
}

export function withHeader(opts: Options, name: string, value: string): Options {
  return {
    ...opts,
    headers: {
      ...opts.headers,
      [name]: value,
    },
  };
}

export function handler(send: (o: Options) => Promise<void>, opts: Options, path: string) {
  return async () => {
    await send({
      ...opts,
      path,
    });
  };
}

export function describe(err: Error, opts: Options) {
  const meta = { ...opts.meta, message: err.message };
  return { name: err.name, meta, timeoutMs: opts.timeoutMs };
}

export function strip(opts: Options) {
  const { headers, ...rest } = opts;
  return { rest, count: Object.keys(headers ?? {}).length };
}

export class Client {
  constructor(private opts: Options) {}

  request(path: string, extra: Options = {}) {
    return this.send({ ...this.opts, ...extra, path });
  }

  private send(o: Options) {
    return Promise.resolve(o);
  }
}

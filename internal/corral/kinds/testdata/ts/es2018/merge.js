// Options merged with object spread, the way HTTP adapters merge them:
// TypeScript lowers {...a, b} to Object.assign before ES2018.
const defaults = { path: "/", timeoutMs: 5000 };
export function withDefaults(opts) {
    return { ...defaults, ...opts };
}
export function withHeader(opts, name, value) {
    return {
        ...opts,
        headers: {
            ...opts.headers,
            [name]: value,
        },
    };
}
export function handler(send, opts, path) {
    return async () => {
        await send({
            ...opts,
            path,
        });
    };
}
export function describe(err, opts) {
    const meta = { ...opts.meta, message: err.message };
    return { name: err.name, meta, timeoutMs: opts.timeoutMs };
}
export function strip(opts) {
    const { headers, ...rest } = opts;
    return { rest, count: Object.keys(headers !== null && headers !== void 0 ? headers : {}).length };
}
export class Client {
    constructor(opts) {
        this.opts = opts;
    }
    request(path, extra = {}) {
        return this.send({ ...this.opts, ...extra, path });
    }
    send(o) {
        return Promise.resolve(o);
    }
}

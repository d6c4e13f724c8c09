// Options merged with object spread, the way HTTP adapters merge them:
// TypeScript lowers {...a, b} to Object.assign before ES2018.
var __rest = (this && this.__rest) || function (s, e) {
    var t = {};
    for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p) && e.indexOf(p) < 0)
        t[p] = s[p];
    if (s != null && typeof Object.getOwnPropertySymbols === "function")
        for (var i = 0, p = Object.getOwnPropertySymbols(s); i < p.length; i++) {
            if (e.indexOf(p[i]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p[i]))
                t[p[i]] = s[p[i]];
        }
    return t;
};
const defaults = { path: "/", timeoutMs: 5000 };
export function withDefaults(opts) {
    return Object.assign(Object.assign({}, defaults), opts);
}
export function withHeader(opts, name, value) {
    return Object.assign(Object.assign({}, opts), { headers: Object.assign(Object.assign({}, opts.headers), { [name]: value }) });
}
export function handler(send, opts, path) {
    return async () => {
        await send(Object.assign(Object.assign({}, opts), { path }));
    };
}
export function describe(err, opts) {
    const meta = Object.assign(Object.assign({}, opts.meta), { message: err.message });
    return { name: err.name, meta, timeoutMs: opts.timeoutMs };
}
export function strip(opts) {
    const { headers } = opts, rest = __rest(opts, ["headers"]);
    return { rest, count: Object.keys(headers !== null && headers !== void 0 ? headers : {}).length };
}
export class Client {
    constructor(opts) {
        this.opts = opts;
    }
    request(path, extra = {}) {
        return this.send(Object.assign(Object.assign(Object.assign({}, this.opts), extra), { path }));
    }
    send(o) {
        return Promise.resolve(o);
    }
}

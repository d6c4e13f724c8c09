// Routes configured by layering objects: each layer spreads the one
// below it across several lines, as a router's configuration does.
const base = { method: "GET", path: "/" };
export function authed(r, scheme) {
    return Object.assign(Object.assign({}, r), { auth: {
            scheme,
            scopes: [],
        } });
}
export function limited(r, perMinute) {
    return Object.assign(Object.assign({}, r), { limits: Object.assign(Object.assign({}, r.limits), { perMinute, burst: perMinute / 10 }) });
}
export function post(path) {
    return Object.assign(Object.assign({}, base), { method: "POST", path });
}
export function table(routes) {
    const out = {};
    for (const r of routes) {
        out[r.method + " " + r.path] = Object.assign(Object.assign({}, out[r.method + " " + r.path]), r);
    }
    return out;
}

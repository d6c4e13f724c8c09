// Routes configured by layering objects: each layer spreads the one
// below it across several lines, as a router's configuration does.
const base = { method: "GET", path: "/" };
export function authed(r, scheme) {
    return {
        ...r,
        auth: {
            scheme,
            scopes: [],
        },
    };
}
export function limited(r, perMinute) {
    return {
        ...r,
        limits: {
            ...r.limits,
            perMinute,
            burst: perMinute / 10,
        },
    };
}
export function post(path) {
    return {
        ...base,
        method: "POST",
        path,
    };
}
export function table(routes) {
    const out = {};
    for (const r of routes) {
        out[r.method + " " + r.path] = {
            ...out[r.method + " " + r.path],
            ...r,
        };
    }
    return out;
}

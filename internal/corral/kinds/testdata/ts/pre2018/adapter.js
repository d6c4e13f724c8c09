// An HTTP adapter that hands each request on with the adapter's own
// options spread into the call's argument, written over several lines.
export function adapter(opts) {
    return (req, res) => {
        let path = "";
        trace(Object.assign(Object.assign({}, opts), { method: req.method }));
        run(async () => {
            path = req.path.slice(req.path.lastIndexOf("/") + 1);
            await handle(Object.assign(Object.assign({}, opts), { req,
                res,
                path }));
        }).catch(failed(Object.assign({ req,
            res,
            path }, opts)));
    };
}
export function status(res) {
    if (res.status >= 500) {
        return "server error";
    }
    if (res.status >= 400) {
        return "client error";
    }
    return "ok";
}
export function mount(opts, prefix) {
    return adapter(Object.assign(Object.assign({}, opts), { prefix }));
}
export function logged(opts, log) {
    const seen = new Set();
    const note = (path) => {
        if (!seen.has(path)) {
            seen.add(path);
            log("first request for " + path);
        }
    };
    return adapter(Object.assign(Object.assign({}, opts), { onError: (e) => log(String(e)), prefix: "/logged" }));
}

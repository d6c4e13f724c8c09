// An HTTP adapter that hands each request on with the adapter's own
// options spread into the call's argument, written over several lines.
export function adapter(opts) {
    return (req, res) => {
        let path = "";
        trace({ ...opts, method: req.method });
        run(async () => {
            path = req.path.slice(req.path.lastIndexOf("/") + 1);
            await handle({
                ...opts,
                req,
                res,
                path,
            });
        }).catch(failed({
            req,
            res,
            path,
            ...opts,
        }));
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
    return adapter({
        ...opts,
        prefix,
    });
}
export function logged(opts, log) {
    const seen = new Set();
    const note = (path) => {
        if (!seen.has(path)) {
            seen.add(path);
            log("first request for " + path);
        }
    };
    return adapter({
        ...opts,
        onError: (e) => log(String(e)),
        prefix: "/logged",
    });
}

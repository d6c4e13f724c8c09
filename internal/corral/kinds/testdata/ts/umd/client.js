(function (factory) {
    if (typeof module === "object" && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./pool", "./deferred", "./retry"], factory);
    }
})(function (require, exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.defaults = void 0;
    exports.send = send;
    exports.exchange = exchange;
    exports.makePool = makePool;
    // A client that borrows a connection for each request and records it.
    const pool_1 = require("./pool");
    const deferred_1 = require("./deferred");
    const backoff = require("./retry");
    async function send(pool, req, log) {
        const conn = await pool.get();
        try {
            log.write(`send ${req.path}`);
            return await backoff.retry({ attempts: 3, baseMs: 10 }, () => exchange(conn, req));
        }
        finally {
            pool.put(conn);
        }
    }
    function exchange(conn, req) {
        const done = new deferred_1.Deferred();
        setTimeout(() => done.resolve(`${conn.id}:${req.path}`), 0);
        return done.promise;
    }
    exports.defaults = { limit: 4, retries: 3 };
    function makePool(dial) {
        return new pool_1.Pool(exports.defaults.limit, dial);
    }
});

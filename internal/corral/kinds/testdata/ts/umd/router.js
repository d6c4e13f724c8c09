(function (factory) {
    if (typeof module === "object" && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./client", "./metrics", "./ledger"], factory);
    }
})(function (require, exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Router = void 0;
    // Routes requests by path prefix to their handlers.
    const client_1 = require("./client");
    const metrics_1 = require("./metrics");
    const ledger_1 = require("./ledger");
    class Router {
        constructor(pool) {
            this.pool = pool;
            this.routes = [];
            this.log = new ledger_1.Journal("router");
        }
        add(prefix, h) {
            this.routes.push([prefix, h]);
            return this;
        }
        async route(req) {
            for (const [prefix, h] of this.routes) {
                if (req.path.startsWith(prefix)) {
                    (0, metrics_1.count)(`route.${prefix}`);
                    return h(req);
                }
            }
            (0, metrics_1.count)("route.default");
            return (0, client_1.send)(this.pool, req, this.log);
        }
    }
    exports.Router = Router;
});

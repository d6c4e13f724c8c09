// Routes requests by path prefix to their handlers.
import { send } from "./client";
import { count } from "./metrics";
import { Journal } from "./ledger";
export class Router {
    constructor(pool) {
        this.pool = pool;
        this.routes = [];
        this.log = new Journal("router");
    }
    add(prefix, h) {
        this.routes.push([prefix, h]);
        return this;
    }
    async route(req) {
        for (const [prefix, h] of this.routes) {
            if (req.path.startsWith(prefix)) {
                count(`route.${prefix}`);
                return h(req);
            }
        }
        count("route.default");
        return send(this.pool, req, this.log);
    }
}

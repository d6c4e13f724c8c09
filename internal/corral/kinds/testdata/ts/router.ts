// Routes requests by path prefix to their handlers.
import { send, type Request } from "./client";
import { Pool } from "./pool";
import { count } from "./metrics";
import { Journal } from "./ledger";

type Handler = (req: Request) => Promise<string>;

export class Router {
  private routes: Array<[string, Handler]> = [];
  private log = new Journal("router");

  constructor(private readonly pool: Pool) {}

  add(prefix: string, h: Handler): this {
    this.routes.push([prefix, h]);
    return this;
  }

  async route(req: Request): Promise<string> {
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

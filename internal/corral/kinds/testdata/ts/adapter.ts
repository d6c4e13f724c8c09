// An HTTP adapter that hands each request on with the adapter's own
// options spread into the call's argument, written over several lines.

interface Req { path: string; method: string }
interface Res { status: number }
interface Opts { prefix?: string; onError?: (e: unknown) => void }

declare function run(fn: () => Promise<void>): Promise<void>;
declare function handle(o: Opts & { req: Req; res: Res; path: string }): Promise<void>;
declare function trace(o: object): void;
declare function failed(o: Opts & { req: Req; res: Res; path: string }): (e: unknown) => void;

export function adapter(opts: Opts) {
  return (req: Req, res: Res) => {
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

export function status(res: Res): string {
  if (res.status >= 500) {
    return "server error";
  }
  if (res.status >= 400) {
    return "client error";
  }
  return "ok";
}

export function mount(opts: Opts, prefix: string) {
  return adapter({
    ...opts,
    prefix,
  });
}

export function logged(opts: Opts, log: (line: string) => void) {
  const seen = new Set<string>();
  const note = (path: string) => {
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

// A request's context, made from its options.
export function createContext(opts) {
  const req = opts.req,
    info = opts.info;
  const type = info.type,
    calls = info.calls;
  return {
    user: req.headers["x-user"] ?? null,
    type,
    calls
  };
}

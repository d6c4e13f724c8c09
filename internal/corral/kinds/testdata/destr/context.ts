// A request's context, made from its options.
export function createContext(opts: { req: { headers: Record<string, string> }; info: { type: string; calls: number } }) {
  const { req, info } = opts;
  const { type, calls } = info;
  return { user: req.headers["x-user"] ?? null, type, calls };
}

// A request handler of ours: options and results read by destructuring.
import { respond, type Reply } from "./reply";

export interface HandlerOptions {
  req: { url: string; method: string; headers: Record<string, string> };
  res: { status: number; body?: string };
  keepAlive: { enabled: boolean; intervalMs: number; pongWaitMs: number };
  onError?: (e: unknown) => void;
}

export async function handle(opts: HandlerOptions): Promise<Reply> {
  const { req, res, onError } = opts;
  const { enabled, intervalMs, pongWaitMs } = opts.keepAlive;
  const { url, method } = req;
  try {
    const [path, query = ""] = url.split("?");
    const reply = await respond({ path, query, method });
    const { status, error, type } = reply;
    res.status = status;
    if (error) {
      return { ...reply, type: type ?? "error" };
    }
    return reply;
  } catch (cause) {
    onError?.(cause);
    return { status: 500, error: String(cause), type: "error", keep: enabled ? intervalMs + pongWaitMs : 0 };
  }
}

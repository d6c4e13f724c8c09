// A request handler of ours: options and results read by destructuring.
import { respond } from "./reply";
export async function handle(opts) {
  const {
    req,
    res,
    onError
  } = opts;
  const {
    enabled,
    intervalMs,
    pongWaitMs
  } = opts.keepAlive;
  const {
    url,
    method
  } = req;
  try {
    const [path, query = ""] = url.split("?");
    const reply = await respond({
      path,
      query,
      method
    });
    const {
      status,
      error,
      type
    } = reply;
    res.status = status;
    if (error) {
      return {
        ...reply,
        type: type ?? "error"
      };
    }
    return reply;
  } catch (cause) {
    onError?.(cause);
    return {
      status: 500,
      error: String(cause),
      type: "error",
      keep: enabled ? intervalMs + pongWaitMs : 0
    };
  }
}

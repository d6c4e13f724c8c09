function _slicedToArray(r, e) { return _arrayWithHoles(r) || _iterableToArrayLimit(r, e) || _unsupportedIterableToArray(r, e) || _nonIterableRest(); }
function _nonIterableRest() { throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method."); }
function _unsupportedIterableToArray(r, a) { if (r) { if ("string" == typeof r) return _arrayLikeToArray(r, a); var t = {}.toString.call(r).slice(8, -1); return "Object" === t && r.constructor && (t = r.constructor.name), "Map" === t || "Set" === t ? Array.from(r) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray(r, a) : void 0; } }
function _arrayLikeToArray(r, a) { (null == a || a > r.length) && (a = r.length); for (var e = 0, n = Array(a); e < a; e++) n[e] = r[e]; return n; }
function _iterableToArrayLimit(r, l) { var t = null == r ? null : "undefined" != typeof Symbol && r[Symbol.iterator] || r["@@iterator"]; if (null != t) { var e, n, i, u, a = [], f = !0, o = !1; try { if (i = (t = t.call(r)).next, 0 === l) { if (Object(t) !== t) return; f = !1; } else for (; !(f = (e = i.call(t)).done) && (a.push(e.value), a.length !== l); f = !0); } catch (r) { o = !0, n = r; } finally { try { if (!f && null != t.return && (u = t.return(), Object(u) !== u)) return; } finally { if (o) throw n; } } return a; } }
function _arrayWithHoles(r) { if (Array.isArray(r)) return r; }
// A request handler of ours: options and results read by destructuring.
import { respond } from "./reply";
export async function handle(opts) {
  const req = opts.req,
    res = opts.res,
    onError = opts.onError;
  const _opts$keepAlive = opts.keepAlive,
    enabled = _opts$keepAlive.enabled,
    intervalMs = _opts$keepAlive.intervalMs,
    pongWaitMs = _opts$keepAlive.pongWaitMs;
  const url = req.url,
    method = req.method;
  try {
    const _url$split = url.split("?"),
      _url$split2 = _slicedToArray(_url$split, 2),
      path = _url$split2[0],
      _url$split2$ = _url$split2[1],
      query = _url$split2$ === void 0 ? "" : _url$split2$;
    const reply = await respond({
      path,
      query,
      method
    });
    const status = reply.status,
      error = reply.error,
      type = reply.type;
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

function _slicedToArray(r, e) { return _arrayWithHoles(r) || _iterableToArrayLimit(r, e) || _unsupportedIterableToArray(r, e) || _nonIterableRest(); }
function _nonIterableRest() { throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method."); }
function _unsupportedIterableToArray(r, a) { if (r) { if ("string" == typeof r) return _arrayLikeToArray(r, a); var t = {}.toString.call(r).slice(8, -1); return "Object" === t && r.constructor && (t = r.constructor.name), "Map" === t || "Set" === t ? Array.from(r) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray(r, a) : void 0; } }
function _arrayLikeToArray(r, a) { (null == a || a > r.length) && (a = r.length); for (var e = 0, n = Array(a); e < a; e++) n[e] = r[e]; return n; }
function _iterableToArrayLimit(r, l) { var t = null == r ? null : "undefined" != typeof Symbol && r[Symbol.iterator] || r["@@iterator"]; if (null != t) { var e, n, i, u, a = [], f = !0, o = !1; try { if (i = (t = t.call(r)).next, 0 === l) { if (Object(t) !== t) return; f = !1; } else for (; !(f = (e = i.call(t)).done) && (a.push(e.value), a.length !== l); f = !0); } catch (r) { o = !0, n = r; } finally { try { if (!f && null != t.return && (u = t.return(), Object(u) !== u)) return; } finally { if (o) throw n; } } return a; } }
function _arrayWithHoles(r) { if (Array.isArray(r)) return r; }
// Errors shaped for a client: code, message and the cause's name.

export function errorShape(opts) {
  const error = opts.error,
    type = opts.type,
    path = opts.path;
  const code = error.code,
    message = error.message;
  const _ref = error.cause ?? {},
    _ref$name = _ref.name,
    name = _ref$name === void 0 ? "Error" : _ref$name,
    stack = _ref.stack;
  return {
    code,
    message,
    data: {
      type,
      path: path ?? null,
      name,
      stack
    }
  };
}
export function httpStatus({
  error
}) {
  const code = error.code;
  const _code$split = code.split("_"),
    _code$split2 = _slicedToArray(_code$split, 2),
    prefix = _code$split2[0],
    rest = _code$split2[1];
  return prefix === "BAD" ? 400 : rest === "FOUND" ? 404 : 500;
}

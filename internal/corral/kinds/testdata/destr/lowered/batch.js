function _toArray(r) { return _arrayWithHoles(r) || _iterableToArray(r) || _unsupportedIterableToArray(r) || _nonIterableRest(); }
function _iterableToArray(r) { if ("undefined" != typeof Symbol && null != r[Symbol.iterator] || null != r["@@iterator"]) return Array.from(r); }
function _slicedToArray(r, e) { return _arrayWithHoles(r) || _iterableToArrayLimit(r, e) || _unsupportedIterableToArray(r, e) || _nonIterableRest(); }
function _nonIterableRest() { throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method."); }
function _unsupportedIterableToArray(r, a) { if (r) { if ("string" == typeof r) return _arrayLikeToArray(r, a); var t = {}.toString.call(r).slice(8, -1); return "Object" === t && r.constructor && (t = r.constructor.name), "Map" === t || "Set" === t ? Array.from(r) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray(r, a) : void 0; } }
function _arrayLikeToArray(r, a) { (null == a || a > r.length) && (a = r.length); for (var e = 0, n = Array(a); e < a; e++) n[e] = r[e]; return n; }
function _iterableToArrayLimit(r, l) { var t = null == r ? null : "undefined" != typeof Symbol && r[Symbol.iterator] || r["@@iterator"]; if (null != t) { var e, n, i, u, a = [], f = !0, o = !1; try { if (i = (t = t.call(r)).next, 0 === l) { if (Object(t) !== t) return; f = !1; } else for (; !(f = (e = i.call(t)).done) && (a.push(e.value), a.length !== l); f = !0); } catch (r) { o = !0, n = r; } finally { try { if (!f && null != t.return && (u = t.return(), Object(u) !== u)) return; } finally { if (o) throw n; } } return a; } }
function _arrayWithHoles(r) { if (Array.isArray(r)) return r; }
// Batches of calls, each answered by its index.
export function splitResults(results) {
  const ok = [];
  const failed = [];
  for (const _ref of results) {
    var _ref2 = _slicedToArray(_ref, 2);
    const index = _ref2[0];
    const value = _ref2[1];
    if (value instanceof Error) {
      failed[index] = value;
    } else {
      ok[index] = value;
    }
  }
  return {
    ok,
    failed
  };
}
export function summarize(batch) {
  const calls = batch.calls,
    map = batch.map;
  let total = 0;
  for (const _ref3 of calls) {
    const path = _ref3.path;
    const len = _ref3.len;
    const _path$split = path.split("."),
      _path$split2 = _toArray(_path$split),
      head = _path$split2[0],
      rest = _arrayLikeToArray(_path$split2).slice(1);
    map.set(head, (map.get(head) ?? 0) + len + rest.length);
    total += len;
  }
  return total;
}

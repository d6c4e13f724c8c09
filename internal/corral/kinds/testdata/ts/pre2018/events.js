// Events stamped and forwarded: each handler copies the event it got
// with a field or two changed.
export function stamp(e, now) {
    return Object.assign(Object.assign({}, e), { at: now });
}
export function traced(e, hop) {
    var _a;
    return Object.assign(Object.assign({}, e), { trace: [...((_a = e.trace) !== null && _a !== void 0 ? _a : []), hop] });
}
export function enrich(e, extra) {
    return Object.assign(Object.assign({}, e), { data: Object.assign(Object.assign({}, e.data), extra) });
}
export function forward(send, e, kind) {
    send(Object.assign(Object.assign({}, e), { kind }));
}

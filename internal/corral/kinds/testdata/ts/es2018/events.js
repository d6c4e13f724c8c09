// Events stamped and forwarded: each handler copies the event it got
// with a field or two changed.
export function stamp(e, now) {
    return {
        ...e,
        at: now,
    };
}
export function traced(e, hop) {
    var _a;
    return {
        ...e,
        trace: [...((_a = e.trace) !== null && _a !== void 0 ? _a : []), hop],
    };
}
export function enrich(e, extra) {
    return {
        ...e,
        data: {
            ...e.data,
            ...extra,
        },
    };
}
export function forward(send, e, kind) {
    send({
        ...e,
        kind,
    });
}

// Streams read with for await and made by async generators, which
// TypeScript lowers to __asyncValues, __asyncGenerator and __await before
// ES2018.
var __asyncValues = (this && this.__asyncValues) || function (o) {
    if (!Symbol.asyncIterator) throw new TypeError("Symbol.asyncIterator is not defined.");
    var m = o[Symbol.asyncIterator], i;
    return m ? m.call(o) : (o = typeof __values === "function" ? __values(o) : o[Symbol.iterator](), i = {}, verb("next"), verb("throw"), verb("return"), i[Symbol.asyncIterator] = function () { return this; }, i);
    function verb(n) { i[n] = o[n] && function (v) { return new Promise(function (resolve, reject) { v = o[n](v), settle(resolve, reject, v.done, v.value); }); }; }
    function settle(resolve, reject, d, v) { Promise.resolve(v).then(function(v) { resolve({ value: v, done: d }); }, reject); }
};
var __await = (this && this.__await) || function (v) { return this instanceof __await ? (this.v = v, this) : new __await(v); }
var __asyncGenerator = (this && this.__asyncGenerator) || function (thisArg, _arguments, generator) {
    if (!Symbol.asyncIterator) throw new TypeError("Symbol.asyncIterator is not defined.");
    var g = generator.apply(thisArg, _arguments || []), i, q = [];
    return i = Object.create((typeof AsyncIterator === "function" ? AsyncIterator : Object).prototype), verb("next"), verb("throw"), verb("return", awaitReturn), i[Symbol.asyncIterator] = function () { return this; }, i;
    function awaitReturn(f) { return function (v) { return Promise.resolve(v).then(f, reject); }; }
    function verb(n, f) { if (g[n]) { i[n] = function (v) { return new Promise(function (a, b) { q.push([n, v, a, b]) > 1 || resume(n, v); }); }; if (f) i[n] = f(i[n]); } }
    function resume(n, v) { try { step(g[n](v)); } catch (e) { settle(q[0][3], e); } }
    function step(r) { r.value instanceof __await ? Promise.resolve(r.value.v).then(fulfill, reject) : settle(q[0][2], r); }
    function fulfill(value) { resume("next", value); }
    function reject(value) { resume("throw", value); }
    function settle(f, v) { if (f(v), q.shift(), q.length) resume(q[0][0], q[0][1]); }
};
var __asyncDelegator = (this && this.__asyncDelegator) || function (o) {
    var i, p;
    return i = {}, verb("next"), verb("throw", function (e) { throw e; }), verb("return"), i[Symbol.iterator] = function () { return this; }, i;
    function verb(n, f) { i[n] = o[n] ? function (v) { return (p = !p) ? { value: __await(o[n](v)), done: false } : f ? f(v) : v; } : f; }
};
export async function collect(source) {
    var _a, e_1, _b, _c;
    const out = [];
    try {
        for (var _d = true, source_1 = __asyncValues(source), source_1_1; source_1_1 = await source_1.next(), _a = source_1_1.done, !_a; _d = true) {
            _c = source_1_1.value;
            _d = false;
            const item = _c;
            out.push(item);
        }
    }
    catch (e_1_1) { e_1 = { error: e_1_1 }; }
    finally {
        try {
            if (!_d && !_a && (_b = source_1.return)) await _b.call(source_1);
        }
        finally { if (e_1) throw e_1.error; }
    }
    return out;
}
export function take(source, n) {
    return __asyncGenerator(this, arguments, function* take_1() {
        var _a, e_2, _b, _c;
        if (n <= 0) {
            return yield __await(void 0);
        }
        let i = 0;
        try {
            for (var _d = true, source_2 = __asyncValues(source), source_2_1; source_2_1 = yield __await(source_2.next()), _a = source_2_1.done, !_a; _d = true) {
                _c = source_2_1.value;
                _d = false;
                const item = _c;
                yield yield __await(item);
                if (++i >= n) {
                    break;
                }
            }
        }
        catch (e_2_1) { e_2 = { error: e_2_1 }; }
        finally {
            try {
                if (!_d && !_a && (_b = source_2.return)) yield __await(_b.call(source_2));
            }
            finally { if (e_2) throw e_2.error; }
        }
    });
}
export function ticks(ms, count) {
    return __asyncGenerator(this, arguments, function* ticks_1() {
        for (let i = 0; i < count; i++) {
            yield __await(new Promise((r) => setTimeout(r, ms)));
            yield yield __await(i);
        }
    });
}
export function merge(a, b) {
    return __asyncGenerator(this, arguments, function* merge_1() {
        yield __await(yield* __asyncDelegator(__asyncValues(a)));
        yield __await(yield* __asyncDelegator(__asyncValues(b)));
    });
}

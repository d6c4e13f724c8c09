(function (factory) {
    if (typeof module === "object" && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function (require, exports) {
    "use strict";
    var _a;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Deferred = void 0;
    // A promise with its resolve and reject functions kept beside it.
    class Deferred {
        constructor() {
            this[_a] = "Deferred";
            this.settled = false;
            this.callbacks = [];
            this.promise = new Promise((res, rej) => {
                this.resolve = (v) => {
                    this.settled = true;
                    res(v);
                };
                this.reject = (e) => {
                    this.settled = true;
                    rej(e);
                };
            });
        }
        then(ok, fail) {
            return this.promise.then(ok, fail);
        }
        get done() {
            return this.settled;
        }
        onSettle(f) {
            this.callbacks.push(f);
        }
    }
    exports.Deferred = Deferred;
    _a = Symbol.toStringTag;
});

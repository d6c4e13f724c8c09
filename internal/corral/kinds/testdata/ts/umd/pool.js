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
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Pool = void 0;
    class Pool {
        constructor(limit, dial) {
            this.dial = dial;
            this.idle = [];
            this.waiting = [];
            this.closed = false;
            this.size = 0;
            if (limit < 1) {
                throw new RangeError("a pool holds one connection at least");
            }
            this.limit = limit;
        }
        get() {
            if (this.closed) {
                return Promise.reject(new Error("pool closed"));
            }
            const c = this.idle.pop();
            if (c) {
                return Promise.resolve(c);
            }
            if (this.size < this.limit) {
                this.size++;
                Pool.opened++;
                return Promise.resolve(this.dial());
            }
            return new Promise((resolve) => this.waiting.push(resolve));
        }
        put(c) {
            const next = this.waiting.shift();
            if (next) {
                next(c);
                return;
            }
            this.idle.push(c);
        }
        close() {
            this.closed = true;
            for (const c of this.idle) {
                c.close();
            }
            this.idle = [];
        }
    }
    exports.Pool = Pool;
    Pool.opened = 0;
});

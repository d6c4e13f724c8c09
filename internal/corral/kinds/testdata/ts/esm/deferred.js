var _a;
// A promise with its resolve and reject functions kept beside it.
export class Deferred {
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
_a = Symbol.toStringTag;

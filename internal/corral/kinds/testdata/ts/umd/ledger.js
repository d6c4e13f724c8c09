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
    exports.Audit = exports.Journal = exports.Ledger = void 0;
    class Ledger {
        constructor() {
            /**
             * Every entry, oldest first.
             */
            this.entries = [];
            /**
             * The balance of each account.
             */
            this.totals = new Map();
        }
    }
    exports.Ledger = Ledger;
    class Journal extends Ledger {
        constructor(name) {
            super();
            this.name = name;
            this.lines = [];
            this.seq = 0;
        }
        write(line) {
            this.lines.push(`${++this.seq} ${line}`);
            return this.seq;
        }
    }
    exports.Journal = Journal;
    class Audit {
        constructor() {
            this.seen = new Set();
            this.failures = [];
        }
        check(id) {
            if (this.seen.has(id)) {
                this.failures.push(id);
                return false;
            }
            this.seen.add(id);
            return true;
        }
    }
    exports.Audit = Audit;
});

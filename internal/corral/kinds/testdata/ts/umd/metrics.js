(function (factory) {
    if (typeof module === "object" && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./ledger", "./retry"], factory);
    }
})(function (require, exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Recorder = void 0;
    exports.count = count;
    exports.backoffFor = backoffFor;
    exports.snapshot = snapshot;
    // Counters and timings, kept per name and read as a snapshot.
    const ledger_1 = require("./ledger");
    const retry_1 = require("./retry");
    const counters = new Map();
    function count(name, by = 1) {
        counters.set(name, (counters.get(name) ?? 0) + by);
    }
    function backoffFor(p, attempt) {
        count("backoff");
        return (0, retry_1.delay)(p, attempt);
    }
    function snapshot() {
        return Object.fromEntries(counters);
    }
    class Recorder extends ledger_1.Ledger {
        observe(name, ms) {
            count(name);
            count(`${name}.ms`, ms);
        }
    }
    exports.Recorder = Recorder;
});

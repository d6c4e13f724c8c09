(function (factory) {
    if (typeof module === "object" && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./queue", "./retry", "./metrics"], factory);
    }
})(function (require, exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.drain = drain;
    // Runs jobs with retries, counting outcomes, and queues each one done.
    const queue_1 = require("./queue");
    const retry_1 = require("./retry");
    const metrics_1 = require("./metrics");
    async function drain(transport, jobs, run) {
        await (0, queue_1.withQueue)(transport, async (q) => {
            for (const job of jobs) {
                try {
                    await (0, retry_1.retry)({ attempts: 3, baseMs: 50 }, () => run(job));
                    (0, metrics_1.count)("jobs.done");
                    await q.push(job);
                }
                catch {
                    (0, metrics_1.count)("jobs.failed");
                }
            }
        });
        return (0, metrics_1.snapshot)();
    }
});

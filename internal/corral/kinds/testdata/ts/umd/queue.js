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
    exports.QueueClient = void 0;
    exports.withQueue = withQueue;
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    class QueueClient {
        constructor(transport, log) {
            this.transport = transport;
            this.log = log;
            this.pending = [];
            this.closed = false;
            this.retries = 3;
        }
        async push(job) {
            if (this.closed) {
                throw new Error(`queue closed, job ${job.id} refused`);
            }
            this.pending.push(job);
            if (this.pending.length >= 16) {
                await this.flush();
            }
        }
        async flush() {
            const batch = this.pending.splice(0, this.pending.length);
            let sent = 0;
            for (const job of batch) {
                for (let attempt = 0; attempt < this.retries; attempt++) {
                    try {
                        const res = await this.transport.send(JSON.stringify(job));
                        if (res.ok) {
                            sent++;
                            break;
                        }
                        this.log(`job ${job.id}: status ${res.status}, attempt ${attempt}`);
                    }
                    catch (err) {
                        this.log(`job ${job.id}: ${String(err)}`);
                        await sleep(100 * 2 ** attempt);
                    }
                    finally {
                        job.attempts++;
                    }
                }
                if (job.attempts >= this.retries) {
                    this.log(`job ${job.id}: given up`);
                }
            }
            return sent;
        }
        async close() {
            this.closed = true;
            const left = this.pending.length;
            if (left > 0) {
                this.log(`closing with ${left} jobs pending`);
                await this.flush();
            }
            await this.transport.close().catch(() => null);
        }
        handlers() {
            return {
                ping: async () => {
                    const res = await this.transport.send('{"ping":true}');
                    return res.ok;
                },
                drain: async (limit) => {
                    let n = 0;
                    while (this.pending.length > 0 && n < limit) {
                        n += await this.flush();
                    }
                    return n;
                },
            };
        }
    }
    exports.QueueClient = QueueClient;
    async function withQueue(transport, fn) {
        const q = new QueueClient(transport, (msg) => console.error(msg));
        try {
            return await fn(q);
        }
        finally {
            await q.close();
        }
    }
});

var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export class QueueClient {
    constructor(transport, log) {
        this.transport = transport;
        this.log = log;
        this.pending = [];
        this.closed = false;
        this.retries = 3;
    }
    push(job) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this.closed) {
                throw new Error(`queue closed, job ${job.id} refused`);
            }
            this.pending.push(job);
            if (this.pending.length >= 16) {
                yield this.flush();
            }
        });
    }
    flush() {
        return __awaiter(this, void 0, void 0, function* () {
            const batch = this.pending.splice(0, this.pending.length);
            let sent = 0;
            for (const job of batch) {
                for (let attempt = 0; attempt < this.retries; attempt++) {
                    try {
                        const res = yield this.transport.send(JSON.stringify(job));
                        if (res.ok) {
                            sent++;
                            break;
                        }
                        this.log(`job ${job.id}: status ${res.status}, attempt ${attempt}`);
                    }
                    catch (err) {
                        this.log(`job ${job.id}: ${String(err)}`);
                        yield sleep(100 * 2 ** attempt);
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
        });
    }
    close() {
        return __awaiter(this, void 0, void 0, function* () {
            this.closed = true;
            const left = this.pending.length;
            if (left > 0) {
                this.log(`closing with ${left} jobs pending`);
                yield this.flush();
            }
            yield this.transport.close().catch(() => null);
        });
    }
    handlers() {
        return {
            ping: () => __awaiter(this, void 0, void 0, function* () {
                const res = yield this.transport.send('{"ping":true}');
                return res.ok;
            }),
            drain: (limit) => __awaiter(this, void 0, void 0, function* () {
                let n = 0;
                while (this.pending.length > 0 && n < limit) {
                    n += yield this.flush();
                }
                return n;
            }),
        };
    }
}
export function withQueue(transport, fn) {
    return __awaiter(this, void 0, void 0, function* () {
        const q = new QueueClient(transport, (msg) => console.error(msg));
        try {
            return yield fn(q);
        }
        finally {
            yield q.close();
        }
    });
}

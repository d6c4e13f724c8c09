export class Bucket {
    constructor(opts, now = Date.now) {
        this.opts = opts;
        this.now = now;
        this.tokens = opts.capacity;
        this.last = now();
    }
    take(n = 1) {
        this.refill();
        if (this.tokens < n) {
            return false;
        }
        this.tokens -= n;
        return true;
    }
    refill() {
        const t = this.now();
        const add = ((t - this.last) / 1000) * this.opts.perSecond;
        this.tokens = Math.min(this.opts.capacity, this.tokens + add);
        this.last = t;
    }
}
export function waitFor(b, n) {
    return (n / b.perSecond) * 1000;
}

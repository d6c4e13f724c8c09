// A rate limiter documented as libraries document their API: JSDoc
// blocks with tags, examples and links, which removeComments drops.
/**
 * A token bucket: `take` succeeds while tokens are left, and tokens come
 * back at a fixed rate.
 *
 * @example
 * ```ts
 * const b = new Bucket({ capacity: 10, perSecond: 5 });
 * if (!b.take()) throw new Error("slow down");
 * ```
 */
export class Bucket {
    /**
     * @param opts - the bucket's size and its refill rate
     * @param now - the clock, for tests
     */
    constructor(opts, now = Date.now) {
        this.opts = opts;
        this.now = now;
        this.tokens = opts.capacity;
        this.last = now();
    }
    /**
     * Takes `n` tokens if there are that many.
     *
     * @returns whether the tokens were taken
     */
    take(n = 1) {
        this.refill();
        if (this.tokens < n) {
            return false; // not enough: the caller waits
        }
        this.tokens -= n;
        return true;
    }
    /**
     * @internal
     */
    refill() {
        const t = this.now();
        const add = ((t - this.last) / 1000) * this.opts.perSecond;
        this.tokens = Math.min(this.opts.capacity, this.tokens + add);
        this.last = t;
    }
}
/**
 * How long to wait before `n` tokens are there.
 * @deprecated use {@link Bucket.take} and retry
 */
export function waitFor(b, n) {
    /* milliseconds */
    return (n / b.perSecond) * 1000;
}

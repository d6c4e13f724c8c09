/**
 * Retries with exponential backoff, documented in the style of a public
 * API: a summary, details, tags.
 */
/**
 * The delay before attempt `n` (from 1), capped at a minute.
 *
 * @param p - the policy
 * @param n - the attempt that failed
 * @returns milliseconds to wait
 */
export function delay(p, n) {
    return Math.min(60000, p.baseMs * 2 ** (n - 1));
}
/**
 * Runs `fn` until it succeeds or the attempts are used up.
 *
 * @throws the last error, once no attempt is left
 * @see {@link delay}
 */
export async function retry(p, fn) {
    for (let n = 1;; n++) {
        try {
            return await fn();
        }
        catch (e) {
            if (n >= p.attempts) {
                throw e;
            }
            // wait, then try again
            await new Promise((r) => setTimeout(r, delay(p, n)));
        }
    }
}

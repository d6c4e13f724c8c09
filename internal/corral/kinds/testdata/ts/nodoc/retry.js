export function delay(p, n) {
    return Math.min(60000, p.baseMs * 2 ** (n - 1));
}
export async function retry(p, fn) {
    for (let n = 1;; n++) {
        try {
            return await fn();
        }
        catch (e) {
            if (n >= p.attempts) {
                throw e;
            }
            await new Promise((r) => setTimeout(r, delay(p, n)));
        }
    }
}

// Calls a function again until it succeeds.
export class RetryError extends Error {
  readonly attempts: number;

  constructor(attempts: number, cause: unknown) {
    super(`gave up after ${attempts} attempts`, { cause });
    this.attempts = attempts;
  }
}

export async function retry<T>(f: () => Promise<T>, times: number): Promise<T> {
  let last: unknown;
  for (let i = 0; i < times; i++) {
    try {
      return await f();
    } catch (err) {
      last = err;
    }
  }
  throw new RetryError(times, last);
}

// Streams read with for await and made by async generators, which
// TypeScript lowers to __asyncValues, __asyncGenerator and __await before
// ES2018.

export async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) {
    out.push(item);
  }
  return out;
}

export async function* take<T>(source: AsyncIterable<T>, n: number): AsyncGenerator<T> {
  if (n <= 0) {
    return;
  }
  let i = 0;
  for await (const item of source) {
    yield item;
    if (++i >= n) {
      break;
    }
  }
}

export async function* ticks(ms: number, count: number): AsyncGenerator<number> {
  for (let i = 0; i < count; i++) {
    await new Promise((r) => setTimeout(r, ms));
    yield i;
  }
}

export async function* merge<T>(a: AsyncIterable<T>, b: AsyncIterable<T>): AsyncGenerator<T> {
  yield* a;
  yield* b;
}

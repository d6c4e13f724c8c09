// A socket's settings, read from its options.
export function pingEvery(opts: { keepAlive: { intervalMs: number; pongWaitMs: number }; url: string }) {
  const { intervalMs, pongWaitMs } = opts.keepAlive;
  const { url } = opts;
  return { url, every: intervalMs, wait: pongWaitMs };
}

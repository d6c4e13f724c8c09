// A socket's settings, read from its options.
export function pingEvery(opts) {
  const _opts$keepAlive = opts.keepAlive,
    intervalMs = _opts$keepAlive.intervalMs,
    pongWaitMs = _opts$keepAlive.pongWaitMs;
  const url = opts.url;
  return {
    url,
    every: intervalMs,
    wait: pongWaitMs
  };
}

// A socket's settings, read from its options.
export function pingEvery(opts) {
  const {
    intervalMs,
    pongWaitMs
  } = opts.keepAlive;
  const {
    url
  } = opts;
  return {
    url,
    every: intervalMs,
    wait: pongWaitMs
  };
}

// Pairs of jobs and sums of their weights, with callbacks of two arguments.
export function pairs(ids) {
  return ids.slice(1).map(function (id, i) {
    return [ids[i], id];
  });
}
export function weight(ws) {
  return ws.reduce(function (sum, w) {
    return sum + w;
  }, 0);
}
export function heaviest(ws) {
  return ws.reduce(function (a, b) {
    return Math.max(a, b);
  }, 0);
}

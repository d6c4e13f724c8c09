// Pairs of jobs and sums of their weights, with callbacks of two arguments.
export function pairs(ids: number[]): [number, number][] {
  return ids.slice(1).map((id, i) => [ids[i], id]);
}

export function weight(ws: number[]): number {
  return ws.reduce((sum, w) => sum + w, 0);
}

export function heaviest(ws: number[]): number {
  return ws.reduce((a, b) => Math.max(a, b), 0);
}

// How long a step took.
export class Timer {
  public started = Date.now();
  public laps: number[] = [];

  lap(): number {
    const now = Date.now();
    this.laps.push(now - this.started);
    return now;
  }
}

export function time(f: () => void): number {
  const t = new Timer();
  f();
  return t.lap();
}

// A cache that forgets the oldest entry.
export class Cache {
  static created = 0;
  private map = new Map<string, number>();

  constructor(private size: number) {
    Cache.created++;
  }

  get(key: string): number | undefined {
    return this.map.get(key);
  }

  set(key: string, value: number): void {
    if (this.map.size >= this.size) {
      const first = this.map.keys().next().value;
      if (first !== undefined) this.map.delete(first);
    }
    this.map.set(key, value);
  }
}

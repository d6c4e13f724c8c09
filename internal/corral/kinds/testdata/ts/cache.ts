export class Cache<V> {
  private items = new Map<string, { value: V; at: number }>();

  get(key: string): V | undefined {
    return this.items.get(key)?.value;
  }

  age(key: string, now: number): number {
    return now - (this.items.get(key)?.at ?? now);
  }

  put(key: string, value: V, at?: number): void {
    this.items.set(key, { value, at: at ?? Date.now() });
  }
}

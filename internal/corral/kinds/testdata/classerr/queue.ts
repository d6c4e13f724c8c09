// A queue of jobs, run in order.
export class Queue<T> {
  private items: T[] = [];
  readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  push(item: T): boolean {
    if (this.items.length >= this.limit) {
      return false;
    }
    this.items.push(item);
    return true;
  }

  shift(): T | undefined {
    return this.items.shift();
  }
}

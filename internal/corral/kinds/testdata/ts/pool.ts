// A bounded pool of connections, handed out in turn.
export interface Conn {
  id: number;
  close(): void;
}

export class Pool {
  static opened = 0;
  private idle: Conn[] = [];
  private waiting: Array<(c: Conn) => void> = [];
  private closed = false;
  readonly limit: number;
  private size = 0;

  constructor(limit: number, private readonly dial: () => Conn) {
    if (limit < 1) {
      throw new RangeError("a pool holds one connection at least");
    }
    this.limit = limit;
  }

  get(): Promise<Conn> {
    if (this.closed) {
      return Promise.reject(new Error("pool closed"));
    }
    const c = this.idle.pop();
    if (c) {
      return Promise.resolve(c);
    }
    if (this.size < this.limit) {
      this.size++;
      Pool.opened++;
      return Promise.resolve(this.dial());
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  put(c: Conn): void {
    const next = this.waiting.shift();
    if (next) {
      next(c);
      return;
    }
    this.idle.push(c);
  }

  close(): void {
    this.closed = true;
    for (const c of this.idle) {
      c.close();
    }
    this.idle = [];
  }
}

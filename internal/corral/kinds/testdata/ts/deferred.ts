// A promise with its resolve and reject functions kept beside it.
export class Deferred<T> implements PromiseLike<T> {
  readonly [Symbol.toStringTag] = "Deferred";
  private settled = false;
  private callbacks: Array<() => void> = [];
  readonly promise: Promise<T>;
  resolve!: (v: T) => void;
  reject!: (e: unknown) => void;

  constructor() {
    this.promise = new Promise<T>((res, rej) => {
      this.resolve = (v) => {
        this.settled = true;
        res(v);
      };
      this.reject = (e) => {
        this.settled = true;
        rej(e);
      };
    });
  }

  then<A = T, B = never>(ok?: (v: T) => A | PromiseLike<A>, fail?: (e: unknown) => B | PromiseLike<B>): PromiseLike<A | B> {
    return this.promise.then(ok, fail);
  }

  get done(): boolean {
    return this.settled;
  }

  onSettle(f: () => void): void {
    this.callbacks.push(f);
  }
}

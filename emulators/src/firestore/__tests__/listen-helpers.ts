/** Collects what a listener delivers so a test can wait for the next snapshot that satisfies it. */
export class Snapshots<T> {
  readonly all: T[] = [];
  readonly errors: Error[] = [];
  private waiters: { test: (s: T) => boolean; resolve: (s: T) => void }[] = [];
  private errorWaiters: ((e: Error) => void)[] = [];

  readonly next = (s: T): void => {
    this.all.push(s);
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(s)) return true;
      w.resolve(s);
      return false;
    });
  };

  readonly error = (e: Error): void => {
    this.errors.push(e);
    for (const w of this.errorWaiters) w(e);
    this.errorWaiters = [];
  };

  private cursor = 0;

  /**
   * The first snapshot after the last one taken that satisfies `test` (already delivered or still to come);
   * snapshots before it are skipped, so a test reads the stream in order.
   */
  take(test: (s: T) => boolean = () => true, timeoutMs = 15_000): Promise<T> {
    const i = this.all.findIndex((s, n) => n >= this.cursor && test(s));
    if (i >= 0) {
      this.cursor = i + 1;
      return Promise.resolve(this.all[i]!);
    }
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching snapshot within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (s) => {
          clearTimeout(timer);
          this.cursor = this.all.length;
          resolve(s);
        },
      });
    });
  }

  firstError(timeoutMs = 15_000): Promise<Error> {
    if (this.errors[0]) return Promise.resolve(this.errors[0]);
    return new Promise<Error>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no error within ${timeoutMs} ms`)), timeoutMs);
      this.errorWaiters.push((e) => {
        clearTimeout(timer);
        resolve(e);
      });
    });
  }
}

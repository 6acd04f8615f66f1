/**
 * Microsecond clock that never repeats or goes back: two commits in the same millisecond get different
 * times, so `updateTime` preconditions can always tell versions apart.
 */
export class Clock {
  private last = 0n;

  /** A fresh commit time, strictly greater than every earlier one. */
  next(): bigint {
    const now = BigInt(Date.now()) * 1000n;
    this.last = now > this.last ? now : this.last + 1n;
    return this.last;
  }

  /** A read time: now, but never before the last commit. */
  current(): bigint {
    const now = BigInt(Date.now()) * 1000n;
    return now > this.last ? now : this.last;
  }

  /** After an import, keep new times after every imported one. */
  advancePast(micros: bigint): void {
    if (micros > this.last) this.last = micros;
  }
}

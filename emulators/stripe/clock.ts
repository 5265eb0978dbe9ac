/**
 * The stand-in's clock: real time plus however far tests moved it. While
 * the stand-in carries out what falls due, the clock stands still at that
 * moment, so every object and event it makes carries the due time.
 */
export class StandInClock {
  private offsetSeconds = 0;
  private frozenAt: number | undefined;

  /** The current time in unix seconds. */
  now(): number {
    return this.frozenAt ?? Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  /** Runs `work` with the clock held at `at`. */
  runAt(at: number, work: () => void): void {
    this.frozenAt = at;
    try {
      work();
    } finally {
      this.frozenAt = undefined;
    }
  }

  /** From now on the clock reads `target` (and runs on from there). */
  moveTo(target: number): void {
    this.offsetSeconds = target - Math.floor(Date.now() / 1000);
  }

  /** Back to real time. */
  reset(): void {
    this.offsetSeconds = 0;
  }
}

/** Per-project operation counters for benchmarks, billed the way production bills. */
export interface StatsSnapshot {
  readonly reads: number;
  readonly writes: number;
  readonly queries: number;
}

export class ProjectStats {
  reads = 0;
  writes = 0;
  queries = 0;

  /** A query costs one read per result, and at least one. */
  query(results: number): void {
    this.queries++;
    this.reads += Math.max(1, results);
  }

  /** An aggregation costs one read per 1,000 index entries it matched, and at least one. */
  aggregation(entries: number): void {
    this.queries++;
    this.reads += Math.max(1, Math.ceil(entries / 1000));
  }

  snapshot(): StatsSnapshot {
    return { reads: this.reads, writes: this.writes, queries: this.queries };
  }

  reset(): void {
    this.reads = 0;
    this.writes = 0;
    this.queries = 0;
  }
}

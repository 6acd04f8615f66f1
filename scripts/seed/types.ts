/** What the seed produces: documents by path (Dates become Firestore timestamps), Storage files, accounts. */
export interface SeedDoc {
  readonly path: string;
  readonly data: Record<string, unknown>;
}

export interface SeedFile {
  readonly path: string;
  readonly contentType: string;
  render(): Promise<Buffer>;
}

export const DAY_MS = 86_400_000;
export const daysAgo = (now: Date, days: number, hour = 12, minute = 0): Date => {
  const d = new Date(now.getTime() - days * DAY_MS);
  // Hours in Lagos time (UTC+1, no DST).
  d.setUTCHours(hour - 1, minute, 0, 0);
  return d;
};

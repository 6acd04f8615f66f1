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

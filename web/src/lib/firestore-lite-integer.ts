// What the Lite Firestore SDK takes from `@firebase/webchannel-wrapper/bloom-blob`: only `Integer`, to order
// numeric document ids (`__id<n>__`) as production does. The real module is Closure's whole bloom-filter and
// MD5 bundle (~5 KB gzip in the storefront's entry); web/vite/import-redirects.ts gives the Lite SDK this instead. The
// full SDK of the live screens keeps the real one (its bloom filters need it).

/** Closure's `goog.math.Integer` as the Lite SDK uses it: `fromString(decimal).compare(other)`. */
export class Integer {
  private constructor(private readonly value: bigint) {}

  /** Closure's parse: 8-digit chunks through parseInt (a chunk that is not a number counts as 0). */
  static fromString(text: string): Integer {
    if (text.length === 0) throw new Error('number format error: empty string');
    if (text.startsWith('-')) return new Integer(-Integer.fromString(text.slice(1)).value);
    if (text.includes('-')) throw new Error('number format error: interior "-" character');
    let value = 0n;
    for (let i = 0; i < text.length; i += 8) {
      const chunk = text.slice(i, i + 8);
      const parsed = Number.parseInt(chunk, 10);
      value = value * 10n ** BigInt(chunk.length) + BigInt(Number.isNaN(parsed) ? 0 : parsed);
    }
    return new Integer(value);
  }

  compare(other: Integer): number {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0;
  }
}

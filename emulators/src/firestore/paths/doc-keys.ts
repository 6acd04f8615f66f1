import { compareUtf8 } from '../values/utf8';

const NUMERIC_ID = /^__id(-?\d+)__$/;

function numericId(segment: string): bigint | undefined {
  if (!segment.startsWith('__id')) return undefined;
  const m = NUMERIC_ID.exec(segment);
  return m?.[1] === undefined ? undefined : BigInt(m[1]);
}

/** One path segment: `__id<int64>__` ids sort first and numerically, the rest by UTF-8 order (JS `compareSegments`). */
export function compareSegments(a: string, b: string): number {
  if (a === b) return 0;
  const na = numericId(a);
  const nb = numericId(b);
  if (na !== undefined && nb !== undefined) return na < nb ? -1 : na > nb ? 1 : 0;
  if (na !== undefined) return -1;
  if (nb !== undefined) return 1;
  const c = compareUtf8(a, b);
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}

/** Slash-separated paths (document keys or full names) compared segment by segment, then shorter first. */
export function compareDocPaths(a: string, b: string): number {
  if (a === b) return 0;
  let i = 0;
  let j = 0;
  for (;;) {
    const ei = a.indexOf('/', i);
    const ej = b.indexOf('/', j);
    const sa = a.slice(i, ei < 0 ? a.length : ei);
    const sb = b.slice(j, ej < 0 ? b.length : ej);
    const c = compareSegments(sa, sb);
    if (c !== 0) return c;
    if (ei < 0 || ej < 0) {
      if (ei < 0 && ej < 0) return 0;
      return ei < 0 ? -1 : 1;
    }
    i = ei + 1;
    j = ej + 1;
  }
}

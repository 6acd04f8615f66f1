/**
 * Firestore orders strings by their UTF-8 bytes, which equals code-point order. JS `<` compares UTF-16 code
 * units, which differs only where a surrogate pair meets a BMP character at or above U+E000.
 */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** Surrogates (U+D800–DFFF) stand for code points above U+FFFF, so they rank above U+E000–FFFF. */
function codePointRank(unit: number): number {
  if (unit < 0xd800) return unit;
  if (unit < 0xe000) return unit + 0x2000;
  return unit - 0x800;
}

export function utf8Length(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

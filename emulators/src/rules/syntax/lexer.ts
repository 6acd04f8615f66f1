import type { Pos } from './ast';
import { RulesSyntaxError } from './errors';

export type Token =
  | { readonly type: 'ident'; readonly text: string; readonly pos: Pos; readonly start: number }
  | { readonly type: 'int'; readonly value: bigint; readonly text: string; readonly pos: Pos; readonly start: number }
  | { readonly type: 'float'; readonly value: number; readonly text: string; readonly pos: Pos; readonly start: number }
  | {
      readonly type: 'string';
      readonly value: string;
      readonly text: string;
      readonly pos: Pos;
      readonly start: number;
    }
  | {
      readonly type: 'bytes';
      readonly value: Uint8Array;
      readonly text: string;
      readonly pos: Pos;
      readonly start: number;
    }
  | { readonly type: 'punct'; readonly text: string; readonly pos: Pos; readonly start: number }
  | { readonly type: 'eof'; readonly text: ''; readonly pos: Pos; readonly start: number };

// Longest first, so `<=` wins over `<`.
const PUNCTUATION = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
  ';',
  ',',
  '.',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '=',
];

/** Characters a path segment may contain besides letters and digits (match patterns and path literals). */
const PATH_CHARS = new Set(['_', '-', '.', '~', '%', '@']);

/** Bytes literal content: code points below 256 (from `\\xFF` escapes or Latin-1) are single bytes. */
function bytesOf(value: string): Uint8Array {
  const out: number[] = [];
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 256) out.push(cp);
    else out.push(...new TextEncoder().encode(ch));
  }
  return Uint8Array.from(out);
}

const isIdentStart = (c: string): boolean => /[A-Za-z_]/.test(c);
const isIdentPart = (c: string): boolean => /[A-Za-z0-9_]/.test(c);
const isDigit = (c: string): boolean => c >= '0' && c <= '9';

/**
 * A pull lexer: the parser asks for tokens one at a time and can drop back to raw characters for the two
 * places the grammar is not token-shaped (match patterns and path literals such as `/users/$(uid)`).
 */
export class Lexer {
  private offset = 0;
  private peeked: Token | null = null;
  // Offsets where each line starts, for offset → line:column.
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly source: string,
    readonly fileName: string,
  ) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }

  posAt(offset: number): Pos {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] ?? 0) + 1 };
  }

  error(pos: Pos, message: string): RulesSyntaxError {
    return new RulesSyntaxError(this.fileName, pos, message);
  }

  peek(): Token {
    this.peeked ??= this.scan();
    return this.peeked;
  }

  next(): Token {
    const token = this.peek();
    this.peeked = null;
    return token;
  }

  /** Drops a peeked token and continues from raw characters at its start. */
  rewindToPeeked(): void {
    if (this.peeked) {
      this.offset = this.peeked.start;
      this.peeked = null;
    }
  }

  get rawOffset(): number {
    return this.offset;
  }

  rawPeek(ahead = 0): string {
    return this.source[this.offset + ahead] ?? '';
  }

  rawAdvance(count = 1): void {
    this.offset += count;
  }

  isPathChar(c: string): boolean {
    return c !== '' && (/[A-Za-z0-9]/.test(c) || PATH_CHARS.has(c) || c.charCodeAt(0) > 127);
  }

  skipTrivia(): void {
    const src = this.source;
    for (;;) {
      const c = src[this.offset];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
        this.offset++;
      } else if (c === '/' && src[this.offset + 1] === '/') {
        while (this.offset < src.length && src[this.offset] !== '\n') this.offset++;
      } else if (c === '/' && src[this.offset + 1] === '*') {
        const end = src.indexOf('*/', this.offset + 2);
        if (end < 0) throw this.error(this.posAt(this.offset), 'Unterminated comment.');
        this.offset = end + 2;
      } else {
        return;
      }
    }
  }

  private scan(): Token {
    this.skipTrivia();
    const start = this.offset;
    const pos = this.posAt(start);
    const src = this.source;
    const c = src[start];
    if (c === undefined) return { type: 'eof', text: '', pos, start };

    // Prefixed string literals: r'raw', b'bytes', rb'…', br'…'.
    const prefix = /^(?:[rRbB]|[rR][bB]|[bB][rR])(?=['"])/.exec(src.slice(start, start + 3));
    if (prefix) {
      const flags = prefix[0].toLowerCase();
      this.offset += prefix[0].length;
      const value = this.scanString(flags.includes('r'), pos);
      const text = src.slice(start, this.offset);
      return flags.includes('b')
        ? { type: 'bytes', value: bytesOf(value), text, pos, start }
        : { type: 'string', value, text, pos, start };
    }
    if (c === "'" || c === '"') {
      const value = this.scanString(false, pos);
      return { type: 'string', value, text: src.slice(start, this.offset), pos, start };
    }
    if (isIdentStart(c)) {
      let end = start + 1;
      while (end < src.length && isIdentPart(src[end] ?? '')) end++;
      this.offset = end;
      return { type: 'ident', text: src.slice(start, end), pos, start };
    }
    if (isDigit(c) || (c === '.' && isDigit(src[start + 1] ?? ''))) return this.scanNumber(start, pos);
    for (const p of PUNCTUATION) {
      if (src.startsWith(p, start)) {
        this.offset += p.length;
        return { type: 'punct', text: p, pos, start };
      }
    }
    throw this.error(pos, `Unexpected character '${c}'.`);
  }

  private scanNumber(start: number, pos: Pos): Token {
    const src = this.source;
    const hex = /^0[xX][0-9a-fA-F]+/.exec(src.slice(start, start + 40));
    if (hex) {
      this.offset = start + hex[0].length;
      return { type: 'int', value: BigInt(hex[0]), text: hex[0], pos, start };
    }
    const m = /^(?:\d+(\.\d+)?|\.\d+)([eE][+-]?\d+)?/.exec(src.slice(start, start + 400));
    if (!m) throw this.error(pos, 'Malformed number.');
    const text = m[0];
    this.offset = start + text.length;
    const isFloat = text.includes('.') || m[2] !== undefined;
    if (isFloat) return { type: 'float', value: Number(text), text, pos, start };
    const value = BigInt(text);
    if (value > 9223372036854775807n) throw this.error(pos, `Integer literal ${text} is out of the int64 range.`);
    return { type: 'int', value, text, pos, start };
  }

  private scanString(raw: boolean, pos: Pos): string {
    const src = this.source;
    const quote = src[this.offset] ?? '';
    const triple = src.startsWith(quote.repeat(3), this.offset);
    const close = triple ? quote.repeat(3) : quote;
    this.offset += close.length;
    let out = '';
    for (;;) {
      if (this.offset >= src.length) throw this.error(pos, 'Unterminated string literal.');
      if (src.startsWith(close, this.offset)) {
        this.offset += close.length;
        return out;
      }
      const ch = src[this.offset] ?? '';
      if (ch === '\n' && !triple) throw this.error(pos, 'Unterminated string literal.');
      if (ch === '\\' && !raw) {
        out += this.scanEscape();
        continue;
      }
      out += ch;
      this.offset++;
    }
  }

  private scanEscape(): string {
    const src = this.source;
    const at = this.posAt(this.offset);
    const e = src[this.offset + 1] ?? '';
    this.offset += 2;
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      b: '\b',
      f: '\f',
      v: '\v',
      a: '\x07',
      '\\': '\\',
      "'": "'",
      '"': '"',
      '`': '`',
      '?': '?',
    };
    const mapped = simple[e];
    if (mapped !== undefined) return mapped;
    const hexDigits = (n: number): string => {
      const digits = src.slice(this.offset, this.offset + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(digits))
        throw this.error(at, `Invalid escape sequence '\\${e}${digits}'.`);
      this.offset += n;
      return String.fromCodePoint(parseInt(digits, 16));
    };
    if (e === 'x' || e === 'X') return hexDigits(2);
    if (e === 'u') return hexDigits(4);
    if (e === 'U') return hexDigits(8);
    if (/[0-7]/.test(e)) {
      const digits = src.slice(this.offset - 1, this.offset + 2);
      if (!/^[0-7]{3}$/.test(digits)) throw this.error(at, `Invalid octal escape '\\${digits}'.`);
      this.offset += 2;
      return String.fromCodePoint(parseInt(digits, 8));
    }
    throw this.error(at, `Invalid escape sequence '\\${e}'.`);
  }
}

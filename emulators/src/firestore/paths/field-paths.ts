import type { FieldPath } from '../../shared/contract';
import { invalidArgument } from '../errors';
import { compareUtf8 } from '../values/utf8';

/** The pseudo-field that names the document itself in filters, orders and cursors. */
export const NAME_FIELD = '__name__';

const SIMPLE = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

export function isNameField(path: FieldPath): boolean {
  return path.length === 1 && path[0] === NAME_FIELD;
}

/**
 * Parses a canonical field path: dot-separated segments, each either a simple identifier or a backticked
 * segment with `\` escapes (``a.`b.c`.`x\`y` ``).
 */
export function parseFieldPath(text: string): FieldPath {
  if (text === '') throw invalidArgument('Field path must not be empty.');
  const segments: string[] = [];
  let i = 0;
  while (i <= text.length) {
    if (text[i] === '`') {
      let segment = '';
      i++;
      for (;;) {
        if (i >= text.length) throw invalidArgument(`Invalid field path "${text}": unterminated backtick.`);
        const ch = text[i]!;
        if (ch === '\\') {
          if (i + 1 >= text.length) throw invalidArgument(`Invalid field path "${text}": dangling escape.`);
          segment += text[i + 1];
          i += 2;
        } else if (ch === '`') {
          i++;
          break;
        } else {
          segment += ch;
          i++;
        }
      }
      if (segment === '') throw invalidArgument(`Invalid field path "${text}": empty segment.`);
      segments.push(segment);
      if (i < text.length && text[i] !== '.')
        throw invalidArgument(`Invalid field path "${text}": expected "." after a quoted segment.`);
    } else {
      const end = text.indexOf('.', i);
      const segment = text.slice(i, end < 0 ? text.length : end);
      if (!SIMPLE.test(segment)) {
        throw invalidArgument(`Invalid field path "${text}": segment "${segment}" must be quoted with backticks.`);
      }
      segments.push(segment);
      i = end < 0 ? text.length : end;
    }
    if (i >= text.length) break;
    i++; // skip '.'
    if (i >= text.length) throw invalidArgument(`Invalid field path "${text}": trailing ".".`);
  }
  return segments;
}

function formatSegment(segment: string): string {
  return SIMPLE.test(segment) ? segment : `\`${segment.replace(/[\\`]/g, (c) => `\\${c}`)}\``;
}

export function formatFieldPath(path: FieldPath): string {
  return path.map(formatSegment).join('.');
}

export function isPrefixPath(prefix: FieldPath, path: FieldPath): boolean {
  return prefix.length <= path.length && prefix.every((s, i) => path[i] === s);
}

/** Orders field paths segment-wise (used for appended inequality orders and stable index output). */
export function compareFieldPaths(a: FieldPath, b: FieldPath): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

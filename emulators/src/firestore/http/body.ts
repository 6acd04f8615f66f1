import { invalidArgument } from '../errors';
import { MAX_JSON_DEPTH, REQUEST_TOO_LARGE_MESSAGE } from '../limits';
import type { HttpRequest } from './types';

/**
 * Deepest `{`/`[` nesting of JSON text, counted in one pass without recursion; stops as soon as it passes `limit`.
 * Brackets inside strings do not count.
 */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Parses a JSON body whatever its Content-Type (lite sends text/plain); empty means `{}`. Nesting is checked on the
 * text first, so a body thousands of levels deep is a bad request and never reaches the recursive proto3 decoder.
 */
export function parseJsonBody(req: HttpRequest): unknown {
  if (req.tooLarge) throw invalidArgument(REQUEST_TOO_LARGE_MESSAGE);
  const text = req.body.toString('utf8');
  if (text.trim() === '') return {};
  if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
    throw invalidArgument(`Invalid JSON payload received. Nesting exceeds the maximum depth of ${MAX_JSON_DEPTH}.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw invalidArgument(`Invalid JSON payload received. ${detail}`);
  }
}

import { RE2JS } from 're2js';
import { fail } from './errors';

// Rules regular expressions are RE2 (linear time, no backreferences); re2js is a faithful port.
const cache = new Map<string, RE2JS>();

export function compileRegex(pattern: string): RE2JS {
  let re = cache.get(pattern);
  if (!re) {
    try {
      re = RE2JS.compile(pattern);
    } catch (e) {
      return fail(`Invalid regular expression '${pattern}': ${e instanceof Error ? e.message : String(e)}`);
    }
    if (cache.size > 500) cache.clear();
    cache.set(pattern, re);
  }
  return re;
}

/** `string.matches(re)`: the whole string must match. */
export function fullMatch(pattern: string, input: string): boolean {
  return compileRegex(pattern).matches(input);
}

export function replaceAll(pattern: string, input: string, replacement: string): string {
  return compileRegex(pattern).matcher(input).replaceAll(replacement);
}

export function split(pattern: string, input: string): string[] {
  return compileRegex(pattern).split(input, -1);
}

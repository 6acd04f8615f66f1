/** Increments at field paths → one nested object for a merge set (path segments are map keys, never parsed). */
import { FieldValue } from 'firebase-admin/firestore';

export function nestedIncrements(
  increments: readonly { path: readonly string[]; value: number }[],
): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { path, value } of increments) {
    let node = root;
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]!] = FieldValue.increment(value);
  }
  return root;
}

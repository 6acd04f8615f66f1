/**
 * Increments at field paths → one nested object for a merge set (path segments are map keys, never parsed), with the
 * labels that go beside them (a product's name) set as plain values.
 */
import { FieldValue } from 'firebase-admin/firestore';

export function nestedIncrements(
  increments: readonly { path: readonly string[]; value: number }[],
  labels: readonly { path: readonly string[]; value: string }[] = [],
): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const put = (path: readonly string[], value: unknown) => {
    let node = root;
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]!] = value;
  };
  for (const { path, value } of increments) put(path, FieldValue.increment(value));
  for (const { path, value } of labels) put(path, value);
  return root;
}

// The running stack's addresses, as scripts/lib/stack.ts wrote them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StackInfo } from '../../../scripts/lib/stack';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export function stackInfo(): StackInfo {
  const file = process.env.ASO_STACK_JSON ?? path.join(ROOT, '.stack/test/stack.json');
  return JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
}

/** The running test stack's description (written by startStack) and the environment the Admin SDK needs. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, adminEnv, type StackInfo } from '../../scripts/lib/stack';

let cached: StackInfo | undefined;

export function stackInfo(): StackInfo {
  cached ??= JSON.parse(readFileSync(path.join(ROOT, '.stack', 'test', 'stack.json'), 'utf8')) as StackInfo;
  return cached;
}

export function useStackEnv(): StackInfo {
  const info = stackInfo();
  Object.assign(process.env, adminEnv(info));
  return info;
}

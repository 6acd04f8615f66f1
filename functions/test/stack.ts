/**
 * The running test stack's description (written by startStack) and the environment the Admin SDK needs.
 * ASO_STACK_JSON points at another stack's stack.json (a stack on other ports); default .stack/test/stack.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, adminEnv, type StackInfo } from '../../scripts/lib/stack';

let cached: StackInfo | undefined;

/** The folder of the stack's state: stack.json and logs/. */
export function stackDir(): string {
  return process.env.ASO_STACK_JSON
    ? path.dirname(path.resolve(process.env.ASO_STACK_JSON))
    : path.join(ROOT, '.stack', 'test');
}

export function stackInfo(): StackInfo {
  cached ??= JSON.parse(readFileSync(path.join(stackDir(), 'stack.json'), 'utf8')) as StackInfo;
  return cached;
}

export function useStackEnv(): StackInfo {
  const info = stackInfo();
  Object.assign(process.env, adminEnv(info));
  return info;
}

/**
 * When the zone probes (scripts/check-lint-zones.ts) last passed, and on what: a hash of everything their outcome
 * depends on — the ESLint config and its plugins (eslint.config.js, package-lock.json), the probes themselves, how
 * imports resolve (every package.json and tsconfig) and which files exist (a probe's target, a feature folder, a
 * file added or moved). Kept in .cache/ (gitignored): a fresh clone, and CI, have no record and run the probes.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack';

const RECORD = path.join(ROOT, '.cache/lint-zones.key');
const PROBES = 'scripts/check-lint-zones.ts';

/** Tracked and untracked files, not ignored; null outside a git checkout (then the probes always run). */
function files(): string[] | null {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split('\0').filter((file) => file && existsSync(path.join(ROOT, file)));
  } catch {
    return null;
  }
}

const shapesLint = (file: string): boolean =>
  file === 'eslint.config.js' ||
  file === PROBES ||
  file === 'scripts/lib/lint-zones-key.ts' ||
  file === 'package-lock.json' ||
  path.basename(file) === 'package.json' ||
  /^tsconfig(\..+)?\.json$/.test(path.basename(file));

/** The key of the current checkout, or null when it cannot be known (outside git). */
export function lintZonesKey(): string | null {
  const list = files();
  if (!list) return null;
  const hash = createHash('sha256');
  for (const file of list.sort()) {
    hash.update(file).update('\0');
    if (shapesLint(file)) hash.update(readFileSync(path.join(ROOT, file))).update('\0');
  }
  return hash.digest('hex');
}

export function passedWith(key: string | null): boolean {
  return key !== null && existsSync(RECORD) && readFileSync(RECORD, 'utf8').trim() === key;
}

export function rememberPassed(key: string | null): void {
  if (key === null) return;
  mkdirSync(path.dirname(RECORD), { recursive: true });
  writeFileSync(RECORD, `${key}\n`);
}

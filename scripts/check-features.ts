/**
 * The feature index (docs/features.md) stays true: each feature's `- <field>: `…`` lines name real things — a route
 * of web/src/config/paths.ts, a path in the repo, a `match /…` block of firestore.rules, a collection the functions'
 * typed references or the rules know, a function functions/src/index.ts deploys — and every route and every deployed
 * function is in it. Run by `npm run check` and `npm test`'s lint stage; prints each stale or missing entry.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../web/src/config/paths';
import { ROOT } from './lib/stack';

const FIELDS = ['route', 'screen', 'data', 'rules', 'functions', 'domain', 'tests'] as const;
type Field = (typeof FIELDS)[number];

interface Entry {
  readonly field: Field;
  readonly name: string;
  readonly line: number;
}

/** Every `- field: `a` `b`` of the index; a bullet with a field this index does not know is an error. */
export function entriesOf(markdown: string): { entries: Entry[]; errors: string[] } {
  const entries: Entry[] = [];
  const errors: string[] = [];
  markdown.split('\n').forEach((text, index) => {
    const bullet = /^- ([a-z]+): (.*)$/.exec(text);
    if (!bullet) return;
    const field = bullet[1] as Field;
    if (!FIELDS.includes(field)) {
      errors.push(`line ${index + 1}: unknown field "${bullet[1]}" (known: ${FIELDS.join(', ')})`);
      return;
    }
    for (const token of bullet[2]!.matchAll(/`([^`]+)`/g)) entries.push({ field, name: token[1]!, line: index + 1 });
  });
  return { entries, errors };
}

/** Every `match` block of a rules file as its whole path below `/databases/{database}/documents`. */
export function rulesBlocks(rules: string): Set<string> {
  const blocks = new Set<string>();
  // The open blocks: each `{` pushes the path it opens ('' for a function body or a condition), each `}` pops one.
  const open: string[] = [];
  for (const raw of rules.split('\n')) {
    // Strings and comments may hold braces (a regex's `{7,14}`) that open nothing.
    let line = raw.replace(/'(?:[^'\\]|\\.)*'/g, "''").replace(/\/\/.*$/, '');
    const match = /\bmatch\s+(\S+)\s*\{/.exec(line);
    if (match) {
      const full = [...open.filter(Boolean), match[1]!].join('').replace(/^\/databases\/\{database\}\/documents/, '');
      if (full) blocks.add(full);
      open.push(match[1]!);
      line = line.slice(match.index + match[0].length);
    }
    for (const char of line) {
      if (char === '{') open.push('');
      else if (char === '}') open.pop();
    }
  }
  return blocks;
}

/** The names `export { a, b as c } from '…'` gives: the deployed functions' names (what Firebase calls them). */
export function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const block of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of block[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  return names;
}

/** Collection ids named by a path literal ('orders', `groups/${id}/members`) or a rules `match` path. */
export function collectionIds(sources: readonly string[], blocks: Iterable<string>): Set<string> {
  const ids = new Set<string>();
  const addPath = (segments: string[]) =>
    segments.forEach((segment, i) => {
      if (i % 2 === 0 && /^[a-zA-Z]+$/.test(segment)) ids.add(segment);
    });
  for (const source of sources) {
    for (const literal of source.matchAll(/\(db, ['`]([^'`]+)['`]/g)) addPath(literal[1]!.split('/'));
    for (const literal of source.matchAll(/Path = '([^']+)'/g)) addPath(literal[1]!.split('/'));
  }
  for (const block of blocks) addPath(block.split('/').slice(1));
  return ids;
}

/** Every route pattern of an object like `paths` (each `{ path }` in it, however deep). */
export function routesOf(tree: unknown): Set<string> {
  const routes = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const value = (node as { path?: unknown }).path;
    if (typeof value === 'string') routes.add(value);
    Object.values(node).forEach(walk);
  };
  walk(tree);
  return routes;
}

interface Known {
  readonly routes: Set<string>;
  readonly rules: Set<string>;
  readonly functions: Set<string>;
  readonly collections: Set<string>;
  readonly exists: (repoPath: string) => boolean;
}

/** What is wrong with the index against what the code has: one line per stale or missing entry. */
export function indexProblems(markdown: string, known: Known): string[] {
  const { entries, errors } = entriesOf(markdown);
  const problems = [...errors];
  const listed = { routes: new Set<string>(), functions: new Set<string>() };
  for (const { field, name, line } of entries) {
    const at = `line ${line}`;
    if (field === 'route') {
      listed.routes.add(name);
      if (!known.routes.has(name)) problems.push(`${at}: route ${name} is not in web/src/config/paths.ts`);
    } else if (field === 'rules') {
      const block = /^match (\/\S+)$/.exec(name)?.[1];
      if (!block) problems.push(`${at}: rules entry "${name}" is not written \`match /…\``);
      else if (!known.rules.has(block)) problems.push(`${at}: firestore.rules has no block \`match ${block}\``);
    } else if (field === 'data') {
      const unknown = name.split('/').filter((id) => !known.collections.has(id));
      if (unknown.length > 0) {
        problems.push(`${at}: collection ${name}: no typed reference or rules block knows ${unknown.join(', ')}`);
      }
    } else if (name.includes('/')) {
      if (!known.exists(name)) problems.push(`${at}: ${name} does not exist`);
    } else if (field === 'functions') {
      listed.functions.add(name);
      if (!known.functions.has(name)) problems.push(`${at}: functions/src/index.ts deploys no function ${name}`);
    } else {
      problems.push(`${at}: "${name}" under ${field} is not a path`);
    }
  }
  for (const route of known.routes) {
    if (!listed.routes.has(route)) problems.push(`route ${route} (web/src/config/paths.ts) is in no feature`);
  }
  for (const name of known.functions) {
    if (!listed.functions.has(name)) problems.push(`function ${name} (functions/src/index.ts) is in no feature`);
  }
  return problems;
}

export function featureIndexProblems(root = ROOT): string[] {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const rules = rulesBlocks(read('firestore.rules'));
  return indexProblems(read('docs/features.md'), {
    routes: routesOf(paths),
    rules,
    functions: exportedNames(read('functions/src/index.ts')),
    collections: collectionIds([read('functions/src/lib/collections.ts')], rules),
    exists: (repoPath) => existsSync(path.join(root, repoPath)),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = featureIndexProblems();
  if (problems.length > 0) {
    console.error(`docs/features.md is out of date (${problems.length}):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('docs/features.md names every route and function, and everything it names exists.');
}

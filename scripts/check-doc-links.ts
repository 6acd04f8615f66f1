/**
 * Every link into the docs resolves: a comment, README or doc that names `docs/<file>.md#<section>` (or, inside
 * docs/, `<file>.md#<section>` and `#<section>`) points at a file that exists and a heading it has, with GitHub's
 * anchors. Run by `npm run check` and `npm test`'s lint stage; prints each broken link with where it is.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack';

// Installed packages, builds and generated data: nothing in them is ours to link.
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'emulator-data', 'artifacts', 'functions/lib']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|md|css|html|rules|json|yml|yaml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (SKIP.has(name) || SKIP.has(path.relative(ROOT, full)) || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return filesUnder(full);
    return SOURCE.test(name) && name !== 'package-lock.json' ? [full] : [];
  });
}

/** GitHub's heading anchors (lower case, punctuation dropped, spaces as hyphens, repeats numbered) and `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    // An explicit anchor (`<a id="late-payments"></a>`) for a paragraph that is not a heading.
    for (const explicit of line.matchAll(/<a id="([\w-]+)"><\/a>/g)) anchors.add(explicit[1]!);
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Link {
  readonly from: string;
  readonly line: number;
  readonly file: string;
  readonly anchor: string | null;
}

function linksIn(file: string): Link[] {
  const text = readFileSync(file, 'utf8');
  const inDocs = path.dirname(file) === path.join(ROOT, 'docs');
  const links: Link[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w/.-])((?:\.\.\/)*docs\/[\w-]+\.md)(?:#([\w-]+))?/g)) {
      links.push({
        from: file,
        line: index + 1,
        file: path.join(ROOT, match[1]!.replace(/^(\.\.\/)+/, '')),
        anchor: match[2] ?? null,
      });
    }
    if (!inDocs) return;
    // Inside docs/: markdown links to a sibling file or to a section of this one.
    for (const match of line.matchAll(/\]\((?!https?:)([\w-]+\.md)?(?:#([\w-]+))?\)/g)) {
      if (!match[1] && !match[2]) continue;
      links.push({
        from: file,
        line: index + 1,
        file: match[1] ? path.join(ROOT, 'docs', match[1]) : file,
        anchor: match[2] ?? null,
      });
    }
  });
  return links;
}

export function brokenDocLinks(root = ROOT): string[] {
  const anchors = new Map<string, Set<string> | null>();
  const anchorsFor = (file: string): Set<string> | null => {
    if (!anchors.has(file)) {
      let found: Set<string> | null = null;
      try {
        found = anchorsOf(readFileSync(file, 'utf8'));
      } catch {
        found = null;
      }
      anchors.set(file, found);
    }
    return anchors.get(file) ?? null;
  };
  const broken: string[] = [];
  for (const file of filesUnder(root)) {
    for (const link of linksIn(file)) {
      const known = anchorsFor(link.file);
      const where = `${path.relative(root, link.from)}:${link.line}`;
      const target = `${path.relative(root, link.file)}${link.anchor ? `#${link.anchor}` : ''}`;
      if (!known) broken.push(`${where}: ${target} (no such file)`);
      else if (link.anchor && !known.has(link.anchor)) broken.push(`${where}: ${target} (no such section)`);
    }
  }
  return broken;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const broken = brokenDocLinks();
  if (broken.length > 0) {
    console.error(`${broken.length} link(s) into docs/ lead nowhere:\n${broken.join('\n')}`);
    process.exit(1);
  }
  console.log('Every link into docs/ resolves.');
}

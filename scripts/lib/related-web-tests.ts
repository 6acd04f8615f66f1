/**
 * The web app's jsdom tests a change can reach, for `npm run test:quick` (docs/architecture.md#testing). vitest's own
 * `related` follows every `import()`, so through the route tables' lazy screens a change to any screen reached every
 * test that renders a route. Here a test reaches what it imports at run time (not `import type`), through files and
 * packages of this repository, and of the route tables' screens only those whose route matches a path the test names
 * (`renderRoute('/admin/purchase-orders')`, a link it follows, `paths.admin.orders`).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { paths } from '../../web/src/config/paths';
import { ROOT } from './stack';

const WEB = path.join(ROOT, 'web');
/** The lazy route tables: their `import()`s are screens, reached by the tests that name one of their paths. */
const ROUTE_TABLES: Record<string, string> = {
  [path.join(WEB, 'src/app/routes.tsx')]: '/',
  [path.join(WEB, 'src/app/back-office.tsx')]: paths.admin.root.path,
};
/** Files every web test loads before its own (web/vitest.config.ts), and what changes them all. */
const EVERY_TEST = ['web/test/setup.ts', 'web/test/global-setup.ts'];
/** The shop's callables the tests' global setup hosts in process, each with the real handler (HOSTED there). */
const CALLABLE_HOST = path.join(ROOT, 'functions/test/callable-host.ts');
const EVERY_TEST_CONFIG = /^(web\/(vitest\.config|vite\.config)\.ts|web\/package\.json|package(-lock)?\.json)$/;

/** A route's pattern matched as the router does: `:name` is one segment, a trailing `*` the rest (or nothing). */
function matchPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (const [i, segment] of want.entries()) {
    if (segment === '*') return true;
    if (i >= have.length || (!segment.startsWith(':') && segment !== have[i])) return false;
  }
  return want.length === have.length;
}

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

interface Edges {
  /** Files loaded with this one (static imports, and `import()` outside a route). */
  readonly imports: string[];
  /** A route table's screens: the route's pattern and the file its `import()` loads. */
  readonly routes: { pattern: string; file: string }[];
  /** Paths the file names: string literals and `paths.x.y` references that look like one of the shop's URLs. */
  readonly named: string[];
}

function resolve(specifier: string, from: string): string | undefined {
  if (specifier.startsWith('.') && /\.(css|json|svg|png)$/.test(specifier)) {
    const file = path.resolve(path.dirname(from), specifier);
    return existsSync(file) ? file : undefined;
  }
  const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule?.resolvedFileName;
  if (!resolved || resolved.endsWith('.d.ts')) return undefined;
  const real = ts.sys.realpath?.(resolved) ?? resolved;
  return real.startsWith(ROOT) && !real.includes(`${path.sep}node_modules${path.sep}`) ? real : undefined;
}

/** `paths.admin.orders`, `paths.admin.orders.path` or `.getHref` as written in a file: that page's path pattern. */
function pathsReference(node: ts.PropertyAccessExpression): string | undefined {
  const names: string[] = [];
  let at: ts.Expression = node;
  while (ts.isPropertyAccessExpression(at)) {
    names.unshift(at.name.text);
    at = at.expression;
  }
  if (!ts.isIdentifier(at) || at.text !== 'paths') return undefined;
  let value: unknown = paths;
  let pattern: string | undefined;
  for (const name of names) {
    value = (value as Record<string, unknown> | undefined)?.[name];
    const page = value as { path?: unknown } | undefined;
    if (typeof page?.path === 'string') pattern = page.path;
  }
  return pattern;
}

function edgesOf(file: string): Edges {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const base = ROUTE_TABLES[file];
  const edges: Edges = { imports: [], routes: [], named: [] };
  const add = (specifier: string) => {
    const target = resolve(specifier, file);
    if (target) edges.imports.push(target);
  };
  /** The route object around a table's `import()`: its `path` (a `paths.x.path` or literal) or `index: true`. */
  const routeOf = (node: ts.Node): string | undefined => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (!ts.isObjectLiteralExpression(at)) continue;
      for (const property of at.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (property.name.text === 'index') return base;
        if (property.name.text !== 'path') continue;
        let pattern: string | undefined;
        const find = (n: ts.Node): void => {
          if (pattern) return;
          if (ts.isPropertyAccessExpression(n)) pattern = pathsReference(n);
          else if (ts.isStringLiteral(n)) pattern = n.text === '*' ? `${base === '/' ? '' : base}/*` : n.text;
          if (!pattern) ts.forEachChild(n, find);
        };
        find(property.initializer);
        // `${paths.admin.root.path}/*`: the back office's table answers every path under it.
        if (pattern && ts.isTemplateExpression(property.initializer) && property.initializer.getText().endsWith('/*`'))
          pattern = `${pattern}/*`;
        return pattern;
      }
    }
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) add(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) add(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const pattern = base === undefined ? undefined : routeOf(node);
      const target = resolve(node.arguments[0].text, file);
      if (pattern && target) edges.routes.push({ pattern, file: target });
      else if (target) edges.imports.push(target);
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      // `/product/${slug}` names /product/x; `/admin/orders?order=${id}` names /admin/orders.
      const [pathname = '', query] = node.text.split('?');
      if (pathname.startsWith('/'))
        edges.named.push(pathname + (ts.isTemplateHead(node) && query === undefined ? 'x' : ''));
    } else if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const named = pathsReference(node);
      if (named) edges.named.push(named.replace(/:\w+/g, 'x'));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const cache = new Map<string, Edges>();
const edges = (file: string): Edges => {
  let found = cache.get(file);
  if (!found) cache.set(file, (found = edgesOf(file)));
  return found;
};

/** The test's own files (its file and the harness), whose paths are the ones it opens; the app's links are not. */
const testSide = (file: string) =>
  file.includes(`${path.sep}__tests__${path.sep}`) || file.startsWith(path.join(WEB, 'test'));

/** Every file a test loads: its imports' closure, and the screens of the routes it names, with their closures. */
function reach(test: string): Set<string> {
  const seen = new Set<string>();
  const named = new Set<string>();
  const tables = new Map<string, Edges['routes']>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (/\.(json|css|svg|png)$/.test(file)) return;
    const e = edges(file);
    if (testSide(file)) e.named.forEach((p) => named.add(p));
    if (e.routes.length > 0) tables.set(file, e.routes);
    e.imports.forEach(walk);
  };
  walk(test);
  // Each route table's screens the named paths open (its catch-all only for a path nothing else of it matches); a
  // screen may be another table (the back office's), whose screens are then matched in turn.
  for (let done = 0; done !== tables.size;) {
    done = tables.size;
    for (const routes of [...tables.values()])
      for (const { pattern, file } of routes) {
        const catchAll = pattern === '/*';
        const opens = (p: string) =>
          matchPath(pattern, p) && (!catchAll || !routes.some((r) => r.pattern !== pattern && matchPath(r.pattern, p)));
        if ([...named].some(opens)) walk(file);
      }
  }
  return seen;
}

/** Every file `file` loads, through static imports only. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!/\.(json|css|svg|png)$/.test(file)) for (const next of edges(file).imports) closure(next, seen);
  return seen;
}

/** The callables the host serves, each with every file its handler loads (HOSTED in functions/test/callable-host.ts). */
function hostedCallables(): Map<string, Set<string>> {
  const source = ts.createSourceFile(CALLABLE_HOST, readFileSync(CALLABLE_HOST, 'utf8'), ts.ScriptTarget.Latest, true);
  const importedFrom = new Map<string, string>();
  for (const statement of source.statements)
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const file = resolve(statement.moduleSpecifier.text, CALLABLE_HOST);
      const names = statement.importClause?.namedBindings;
      if (file && names && ts.isNamedImports(names)) names.elements.forEach((e) => importedFrom.set(e.name.text, file));
    }
  const hosted = new Map<string, Set<string>>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'HOSTED' && node.initializer)
      for (const property of (node.initializer as ts.ObjectLiteralExpression).properties ?? []) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        const files = new Set<string>();
        const handlers = (n: ts.Node): void => {
          const file = ts.isIdentifier(n) ? importedFrom.get(n.text) : undefined;
          if (file) closure(file, files);
          ts.forEachChild(n, handlers);
        };
        handlers(property.initializer);
        hosted.set(property.name.text, files);
      }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hosted;
}

function webTests(dir = path.join(WEB, 'src'), found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) webTests(full, found);
    else if (/\/__tests__\/[^/]+\.test\.tsx?$/.test(full)) found.push(full);
  }
  return found;
}

/**
 * The web tests (paths from the repository's root) that load a changed file, or are one; every test when a file each
 * of them loads changed (the setup, the config, the lock file).
 */
export function relatedWebTests(changed: readonly string[]): string[] {
  const tests = [...webTests(), ...webTests(path.join(WEB, 'vite'))];
  const rel = (file: string) => path.relative(ROOT, file);
  const everyTest = new Set(EVERY_TEST.flatMap((file) => [...reach(path.join(ROOT, file))].map(rel)));
  if (changed.some((file) => EVERY_TEST_CONFIG.test(file) || everyTest.has(file))) return tests.map(rel).sort();
  const wanted = new Set(changed);
  // A handler's change reaches the tests whose screens call it by name.
  const called = [...hostedCallables()]
    .filter(([, files]) => [...files].some((file) => wanted.has(rel(file))))
    .map(([name]) => `'${name}'`);
  const callsChanged = (file: string) =>
    called.length > 0 && /\.tsx?$/.test(file) && called.some((name) => readFileSync(file, 'utf8').includes(name));
  return tests
    .filter((test) => {
      if (wanted.has(rel(test))) return true;
      const files = [...reach(test)];
      return files.some((file) => wanted.has(rel(file))) || files.some(callsChanged);
    })
    .map(rel)
    .sort();
}

import { canonicalTypeName } from './runtime/operators';
import { GLOBAL_CONVERSIONS, NAMESPACES } from './runtime/namespaces';
import type { Expr, FunctionDecl, MatchBlock, Pos, RulesFile, ServiceBlock } from './syntax/ast';
import { RulesSyntaxError } from './syntax/errors';
import { parseRules } from './syntax/parser';

export type ServiceName = 'cloud.firestore' | 'firebase.storage';

/** Functions each service provides without a prefix. */
const SERVICE_FUNCTIONS: Readonly<Record<ServiceName, readonly string[]>> = {
  'cloud.firestore': ['get', 'exists', 'getAfter', 'existsAfter'],
  'firebase.storage': [],
};

export interface CompiledRules {
  readonly fileName: string;
  readonly version: '1' | '2';
  readonly service: ServiceBlock & { readonly name: ServiceName };
}

export interface CompileIssue {
  readonly line: number;
  readonly column: number;
  readonly description: string;
  readonly severity: 'ERROR' | 'WARNING';
}

export type CompileResult =
  | { readonly ok: true; readonly rules: CompiledRules; readonly issues: readonly CompileIssue[] }
  | { readonly ok: false; readonly issues: readonly CompileIssue[]; readonly message: string };

/**
 * Parses and checks a rules file for one service. Beyond syntax it rejects what production's compiler
 * rejects before any request: unknown variables and functions, wrong argument counts, unknown `is` types.
 */
export function compileRules(source: string, fileName: string, service: ServiceName): CompileResult {
  let file: RulesFile;
  try {
    file = parseRules(source, fileName);
  } catch (e) {
    if (e instanceof RulesSyntaxError) return failure([issue(e.pos, e.description)], fileName);
    throw e;
  }
  const block = file.services.find((s) => s.name === service);
  if (!block) {
    const first = file.services[0];
    return failure(
      [
        issue(
          first?.pos ?? { line: 1, column: 1 },
          `Expected 'service ${service}', found 'service ${first?.name ?? ''}'.`,
        ),
      ],
      fileName,
    );
  }
  if (file.services.filter((s) => s.name === service).length > 1) {
    return failure([issue(block.pos, `'service ${service}' is declared more than once.`)], fileName);
  }
  const checker = new Checker(service);
  checker.checkService(block);
  const errors = checker.issues.filter((i) => i.severity === 'ERROR');
  if (errors.length > 0) return failure(checker.issues, fileName);
  return {
    ok: true,
    rules: { fileName, version: file.version, service: { ...block, name: service } },
    issues: checker.issues,
  };
}

function issue(pos: Pos, description: string, severity: 'ERROR' | 'WARNING' = 'ERROR'): CompileIssue {
  return { line: pos.line, column: pos.column, description, severity };
}

function failure(issues: readonly CompileIssue[], fileName: string): CompileResult {
  const message = issues
    .filter((i) => i.severity === 'ERROR')
    .map((i) => `${fileName}:${i.line}:${i.column}: ${i.description}`)
    .join('\n');
  return { ok: false, issues, message };
}

interface StaticScope {
  readonly vars: ReadonlySet<string>;
  readonly functions: ReadonlyMap<string, FunctionDecl>;
  readonly parent: StaticScope | null;
}

function hasVar(scope: StaticScope | null, name: string): boolean {
  for (let s = scope; s; s = s.parent) if (s.vars.has(name)) return true;
  return false;
}

function findFunction(scope: StaticScope | null, name: string): FunctionDecl | undefined {
  for (let s = scope; s; s = s.parent) {
    const f = s.functions.get(name);
    if (f) return f;
  }
  return undefined;
}

class Checker {
  readonly issues: CompileIssue[] = [];

  constructor(private readonly service: ServiceName) {}

  checkService(block: ServiceBlock): void {
    const root: StaticScope = {
      vars: new Set(['request', 'resource']),
      functions: this.functionMap(block.functions),
      parent: null,
    };
    for (const f of block.functions) this.checkFunction(f, root);
    for (const m of block.matches) this.checkMatch(m, root, 0);
  }

  private functionMap(decls: readonly FunctionDecl[]): Map<string, FunctionDecl> {
    const map = new Map<string, FunctionDecl>();
    for (const f of decls) {
      if (map.has(f.name)) this.issues.push(issue(f.pos, `Function '${f.name}' is declared twice in the same block.`));
      map.set(f.name, f);
    }
    return map;
  }

  private checkMatch(m: MatchBlock, parent: StaticScope, segmentsSoFar: number): void {
    const total = segmentsSoFar + m.segments.length;
    if (total > 100) this.issues.push(issue(m.pos, 'Match paths may have at most 100 segments in total.'));
    const vars = new Set<string>();
    for (const seg of m.segments) {
      if (seg.kind === 'literal') continue;
      if (vars.has(seg.name)) this.issues.push(issue(m.pos, `Wildcard '${seg.name}' appears twice in one match.`));
      vars.add(seg.name);
    }
    const scope: StaticScope = { vars, functions: this.functionMap(m.functions), parent };
    for (const f of m.functions) this.checkFunction(f, scope);
    for (const a of m.allows) if (a.condition) this.checkExpr(a.condition, scope);
    for (const child of m.matches) this.checkMatch(child, scope, total);
  }

  private checkFunction(f: FunctionDecl, declScope: StaticScope): void {
    const vars = new Set(f.params);
    const scope: StaticScope = { vars, functions: new Map(), parent: declScope };
    for (const l of f.lets) {
      this.checkExpr(l.value, scope);
      vars.add(l.name);
    }
    this.checkExpr(f.body, scope);
  }

  private checkExpr(expr: Expr, scope: StaticScope): void {
    switch (expr.kind) {
      case 'literal':
        return;
      case 'ident':
        if (!hasVar(scope, expr.name) && !NAMESPACES.has(expr.name)) {
          this.issues.push(issue(expr.pos, `Unknown variable '${expr.name}'.`));
        }
        return;
      case 'member':
        this.checkExpr(expr.target, scope);
        return;
      case 'index':
        this.checkExpr(expr.target, scope);
        this.checkExpr(expr.index, scope);
        return;
      case 'slice':
        this.checkExpr(expr.target, scope);
        if (expr.from) this.checkExpr(expr.from, scope);
        if (expr.to) this.checkExpr(expr.to, scope);
        return;
      case 'call':
        this.checkCall(expr, scope);
        for (const a of expr.args) this.checkExpr(a, scope);
        return;
      case 'unary':
        this.checkExpr(expr.operand, scope);
        return;
      case 'binary':
        this.checkExpr(expr.left, scope);
        this.checkExpr(expr.right, scope);
        return;
      case 'is':
        if (!canonicalTypeName(expr.typeName)) this.issues.push(issue(expr.pos, `Unknown type '${expr.typeName}'.`));
        this.checkExpr(expr.operand, scope);
        return;
      case 'ternary':
        this.checkExpr(expr.cond, scope);
        this.checkExpr(expr.then, scope);
        this.checkExpr(expr.otherwise, scope);
        return;
      case 'list':
        for (const i of expr.items) this.checkExpr(i, scope);
        return;
      case 'map':
        for (const e of expr.entries) {
          this.checkExpr(e.key, scope);
          this.checkExpr(e.value, scope);
        }
        return;
      case 'path':
        for (const s of expr.segments) if (s.kind === 'interp') this.checkExpr(s.expr, scope);
        return;
    }
  }

  private checkCall(expr: Expr & { kind: 'call' }, scope: StaticScope): void {
    const callee = expr.callee;
    if (callee.kind === 'member') {
      if (
        callee.target.kind === 'ident' &&
        callee.target.name === 'firestore' &&
        this.service === 'firebase.storage' &&
        !hasVar(scope, 'firestore')
      ) {
        this.issues.push(
          issue(callee.pos, `firestore.${callee.name}() in Storage rules is not supported by this emulator.`),
        );
        return;
      }
      this.checkExpr(callee.target, scope);
      return;
    }
    if (callee.kind !== 'ident') {
      this.issues.push(issue(expr.pos, 'Only functions and methods can be called.'));
      return;
    }
    const user = findFunction(scope, callee.name);
    if (user) {
      if (user.params.length !== expr.args.length) {
        this.issues.push(
          issue(expr.pos, `Function ${callee.name}() takes ${user.params.length} arguments, got ${expr.args.length}.`),
        );
      }
      return;
    }
    const builtin =
      SERVICE_FUNCTIONS[this.service].includes(callee.name) ||
      GLOBAL_CONVERSIONS.has(callee.name) ||
      callee.name === 'debug';
    if (!builtin) this.issues.push(issue(callee.pos, `Function not found: ${callee.name}().`));
    else if (expr.args.length !== 1)
      this.issues.push(issue(expr.pos, `${callee.name}() takes 1 argument, got ${expr.args.length}.`));
  }
}

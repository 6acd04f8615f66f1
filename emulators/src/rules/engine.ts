import type { CompiledRules } from './compile';
import { EvalError, LimitExceededError, UnknownValueError } from './runtime/errors';
import { Evaluator, Poisoned, Scope, type Binding, type ServiceFunction } from './runtime/evaluator';
import { RPath, type RValue } from './runtime/values';
import type { AllowStmt, MatchBlock, MatchSegment, Method } from './syntax/ast';

/**
 * A request path segment. Query (`list`) checks use two stand-ins: `ANY_ID` for a document id the query does not
 * fix, and `ANY_PREFIX` for the unknown ancestry of a collection-group query. A literal never matches them; a
 * `{single}` wildcard matches ANY_ID and binds an unknown value; only `{rest=**}` consumes ANY_PREFIX.
 */
export type PathSegment = string | typeof ANY_ID | typeof ANY_PREFIX;
export const ANY_ID: unique symbol = Symbol('any document id');
export const ANY_PREFIX: unique symbol = Symbol('any path prefix');

export interface AccessRequest {
  readonly path: readonly PathSegment[];
  readonly method: Method;
  /** `request`, `resource` and any other globals. */
  readonly globals: ReadonlyMap<string, Binding>;
  readonly services: ReadonlyMap<string, ServiceFunction>;
  readonly debug?: (line: string) => void;
}

export type AccessResult = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

/** Evaluates every `allow` whose match completely matches the path and covers the method; any true condition allows. */
export function evaluateAccess(rules: CompiledRules, req: AccessRequest): AccessResult {
  const evaluator = new Evaluator({ services: req.services, debug: req.debug ?? (() => undefined) });
  const root = new Scope(req.globals, new Map(rules.service.functions.map((f) => [f.name, f])), null);
  const outcomes: string[] = [];
  const v2 = rules.version === '2';

  const visit = (match: MatchBlock, remaining: readonly PathSegment[], parent: Scope): boolean => {
    for (const option of matchPrefix(match.segments, remaining, v2)) {
      const scope = new Scope(option.bindings, new Map(match.functions.map((f) => [f.name, f])), parent);
      const rest = remaining.slice(option.consumed);
      if (rest.length === 0) {
        for (const allow of match.allows) {
          if (allow.methods.includes(req.method) && runAllow(allow, scope)) return true;
        }
      }
      for (const child of match.matches) if (visit(child, rest, scope)) return true;
    }
    return false;
  };

  let fatal: LimitExceededError | null = null;
  const runAllow = (allow: AllowStmt, scope: Scope): boolean => {
    if (fatal) return false;
    const where = `${rules.fileName}:${allow.pos.line}`;
    if (!allow.condition) return true;
    try {
      if (evaluator.condition(allow.condition, scope)) return true;
      outcomes.push(`false for '${req.method}' @ ${where}`);
    } catch (e) {
      if (!(e instanceof EvalError)) throw e;
      if (e instanceof LimitExceededError) fatal = e;
      const at = e.pos ? `${rules.fileName}:${e.pos.line}:${e.pos.column}` : where;
      outcomes.push(
        `${e instanceof UnknownValueError ? 'unprovable' : 'error'} for '${req.method}' @ ${where}: ${e.message} (at ${at})`,
      );
    }
    return false;
  };

  for (const match of rules.service.matches) {
    if (visit(match, req.path, root)) return { allowed: true };
    if (fatal) break;
  }
  return {
    allowed: false,
    reason: outcomes.length === 0 ? `No matching allow statements for '${req.method}'` : outcomes.join('; '),
  };
}

interface MatchOption {
  readonly consumed: number;
  readonly bindings: ReadonlyMap<string, Binding>;
}

/** Every way a match pattern can match a prefix of the path (a recursive wildcard can take several lengths). */
export function matchPrefix(
  pattern: readonly MatchSegment[],
  path: readonly PathSegment[],
  v2: boolean,
): MatchOption[] {
  const out: MatchOption[] = [];
  const step = (pi: number, si: number, bindings: Map<string, Binding>): void => {
    const p = pattern[pi];
    if (!p) {
      out.push({ consumed: si, bindings: new Map(bindings) });
      return;
    }
    const seg = path[si];
    switch (p.kind) {
      case 'literal':
        if (seg === p.text) step(pi + 1, si + 1, bindings);
        return;
      case 'single':
        if (seg === undefined || seg === ANY_PREFIX) return;
        bindings.set(p.name, seg === ANY_ID ? new Poisoned(new UnknownValueError(`The wildcard {${p.name}}`)) : seg);
        step(pi + 1, si + 1, bindings);
        bindings.delete(p.name);
        return;
      case 'recursive': {
        // v2: zero or more segments anywhere; v1: one or more, last only.
        for (let n = v2 ? 0 : 1; si + n <= path.length; n++) {
          const taken = path.slice(si, si + n);
          const known = taken.every((t): t is string => typeof t === 'string');
          bindings.set(
            p.name,
            known ? new RPath(taken) : new Poisoned(new UnknownValueError(`The wildcard {${p.name}=**}`)),
          );
          step(pi + 1, si + n, bindings);
          bindings.delete(p.name);
        }
        return;
      }
    }
  };
  step(0, 0, new Map());
  return out;
}

export type { Binding, RValue };

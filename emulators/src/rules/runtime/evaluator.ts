import type { Expr, FunctionDecl, Pos } from '../syntax/ast';
import { EvalError, fail, LimitExceededError } from './errors';
import { callMethod, indexValue, sliceValue } from './methods';
import { callConversion, callNamespace, GLOBAL_CONVERSIONS, NAMESPACES } from './namespaces';
import { applyBinary, canonicalTypeName, isType, negate } from './operators';
import { display, RMap, RNamespace, RPath, type RValue } from './values';

/** A variable whose value is an error (an argument or `let` that failed, or an unknown wildcard): using it fails. */
export class Poisoned {
  constructor(readonly error: EvalError) {}
}

export type Binding = RValue | Poisoned;

/** Lexical scope: a match block's wildcards and functions, or a function call's parameters and lets. */
export class Scope {
  constructor(
    readonly vars: ReadonlyMap<string, Binding>,
    readonly functions: ReadonlyMap<string, FunctionDecl>,
    readonly parent: Scope | null,
  ) {}

  lookupVar(name: string): Binding | undefined {
    if (this.vars.has(name)) return this.vars.get(name);
    return this.parent?.lookupVar(name);
  }

  /** The function and the scope it was declared in (it sees that scope's variables, not the caller's). */
  lookupFunction(name: string): { decl: FunctionDecl; scope: Scope } | undefined {
    const decl = this.functions.get(name);
    if (decl) return { decl, scope: this };
    return this.parent?.lookupFunction(name);
  }
}

/** Service functions such as Firestore's get()/exists(); they receive evaluated arguments. */
export type ServiceFunction = (args: readonly RValue[]) => RValue;

export interface EvalContext {
  readonly services: ReadonlyMap<string, ServiceFunction>;
  readonly debug: (line: string) => void;
}

const MAX_CALL_DEPTH = 20;

export class Evaluator {
  private depth = 0;

  constructor(private readonly ctx: EvalContext) {}

  /** Evaluates a condition: true only for boolean true; errors propagate as EvalError. */
  condition(expr: Expr, scope: Scope): boolean {
    const v = this.eval(expr, scope);
    if (typeof v !== 'boolean') throw new EvalError(`Condition evaluated to ${display(v)}, not a boolean.`, expr.pos);
    return v;
  }

  eval(expr: Expr, scope: Scope): RValue {
    try {
      return this.evalInner(expr, scope);
    } catch (e) {
      if (e instanceof EvalError) {
        e.pos ??= expr.pos;
        throw e;
      }
      if (e instanceof RangeError) throw new EvalError(`Evaluation limit exceeded: ${e.message}`, expr.pos);
      throw e;
    }
  }

  private evalInner(expr: Expr, scope: Scope): RValue {
    switch (expr.kind) {
      case 'literal': {
        const v = expr.value;
        return v.type === 'null' ? null : v.value;
      }
      case 'ident':
        return this.lookup(expr.name, scope, expr.pos);
      case 'member': {
        const target = this.eval(expr.target, scope);
        return member(target, expr.name);
      }
      case 'index':
        return indexValue(this.eval(expr.target, scope), this.eval(expr.index, scope));
      case 'slice':
        return sliceValue(
          this.eval(expr.target, scope),
          expr.from ? this.eval(expr.from, scope) : undefined,
          expr.to ? this.eval(expr.to, scope) : undefined,
        );
      case 'call':
        return this.call(expr.callee, expr.args, scope);
      case 'unary': {
        const v = this.eval(expr.operand, scope);
        if (expr.op === '-') return negate(v);
        if (typeof v !== 'boolean') return fail(`Operator ! needs a bool.`);
        return !v;
      }
      case 'binary': {
        if (expr.op === '&&' || expr.op === '||') return this.logical(expr.op, expr.left, expr.right, scope);
        const left = this.eval(expr.left, scope);
        const right = this.eval(expr.right, scope);
        return applyBinary(expr.op, left, right);
      }
      case 'is': {
        const canonical = canonicalTypeName(expr.typeName);
        if (!canonical) return fail(`Unknown type '${expr.typeName}'.`);
        return isType(this.eval(expr.operand, scope), canonical);
      }
      case 'ternary': {
        const c = this.eval(expr.cond, scope);
        if (typeof c !== 'boolean') return fail('The condition of ?: must be a bool.');
        return this.eval(c ? expr.then : expr.otherwise, scope);
      }
      case 'list':
        return expr.items.map((item) => this.eval(item, scope));
      case 'map': {
        const entries = new Map<string, RValue>();
        for (const { key, value } of expr.entries) {
          const k = this.eval(key, scope);
          if (typeof k !== 'string') return fail('Map keys must be strings.');
          entries.set(k, this.eval(value, scope));
        }
        return new RMap(entries);
      }
      case 'path': {
        const segments: string[] = [];
        for (const seg of expr.segments) {
          if (seg.kind === 'text') {
            segments.push(seg.text);
            continue;
          }
          const v = this.eval(seg.expr, scope);
          if (typeof v === 'string') segments.push(v);
          else if (typeof v === 'bigint') segments.push(v.toString());
          else if (v instanceof RPath) segments.push(...v.segments);
          else return fail(`A path segment $(…) must be a string or path, got ${display(v)}.`);
        }
        return new RPath(segments);
      }
    }
  }

  /** CEL semantics: `false && error` is false and `true || error` is true, whichever side errs. */
  private logical(op: '&&' | '||', leftExpr: Expr, rightExpr: Expr, scope: Scope): boolean {
    const decisive = op === '||';
    let firstError: EvalError | null = null;
    for (const side of [leftExpr, rightExpr]) {
      try {
        const v = this.eval(side, scope);
        if (typeof v !== 'boolean')
          throw new EvalError(`Operator ${op} needs bool operands, got ${display(v)}.`, side.pos);
        if (v === decisive) return decisive;
      } catch (e) {
        if (!(e instanceof EvalError) || e instanceof LimitExceededError) throw e;
        firstError ??= e;
      }
    }
    if (firstError) throw firstError;
    return !decisive;
  }

  private lookup(name: string, scope: Scope, pos: Pos): RValue {
    const b = scope.lookupVar(name);
    if (b instanceof Poisoned) throw b.error;
    if (b !== undefined) return b;
    if (NAMESPACES.has(name)) return new RNamespace(name);
    throw new EvalError(`Unknown variable '${name}'.`, pos);
  }

  private call(callee: Expr, argExprs: readonly Expr[], scope: Scope): RValue {
    if (callee.kind === 'ident') {
      const fn = scope.lookupFunction(callee.name);
      if (fn) return this.invoke(fn.decl, fn.scope, argExprs, scope);
      const args = argExprs.map((a) => this.eval(a, scope));
      const service = this.ctx.services.get(callee.name);
      if (service) return service(args);
      if (GLOBAL_CONVERSIONS.has(callee.name)) return callConversion(callee.name, args);
      if (callee.name === 'debug') {
        if (args.length !== 1) return fail('debug() takes 1 argument.');
        const v = args[0] ?? null;
        this.ctx.debug(display(v));
        return v;
      }
      return fail(`Function not found: ${callee.name}().`);
    }
    if (callee.kind === 'member') {
      const target = this.eval(callee.target, scope);
      const args = argExprs.map((a) => this.eval(a, scope));
      if (target instanceof RNamespace) return callNamespace(target.name, callee.name, args);
      return callMethod(target, callee.name, args);
    }
    return fail('Only functions and methods can be called.');
  }

  private invoke(decl: FunctionDecl, declScope: Scope, argExprs: readonly Expr[], callerScope: Scope): RValue {
    if (argExprs.length !== decl.params.length) {
      return fail(`Function ${decl.name}() takes ${decl.params.length} arguments, got ${argExprs.length}.`);
    }
    if (this.depth >= MAX_CALL_DEPTH)
      return fail(`Call depth exceeds ${MAX_CALL_DEPTH} (recursion in ${decl.name}()?).`);
    const vars = new Map<string, Binding>();
    decl.params.forEach((p, i) => vars.set(p, this.bind(argExprs[i], callerScope)));
    const frame = new Scope(vars, new Map(), declScope);
    this.depth++;
    try {
      for (const l of decl.lets) vars.set(l.name, this.bind(l.value, frame));
      return this.eval(decl.body, frame);
    } finally {
      this.depth--;
    }
  }

  /** Arguments and lets are evaluated eagerly; an error is kept and raised only where the value is used. */
  private bind(expr: Expr | undefined, scope: Scope): Binding {
    if (!expr) return null;
    try {
      return this.eval(expr, scope);
    } catch (e) {
      if (e instanceof EvalError && !(e instanceof LimitExceededError)) return new Poisoned(e);
      throw e;
    }
  }
}

/** `target.name` on a map (a missing key is an error) or on null (a null value error). */
export function member(target: RValue, name: string): RValue {
  if (target instanceof RMap) {
    const v = target.lookup(name);
    if (v === undefined) return fail(`Property ${name} is undefined on object.`);
    return v;
  }
  if (target === null) return fail(`Null value error: cannot read '${name}' of null.`);
  if (target instanceof RNamespace) return fail(`${target.name}.${name} is a function; call it.`);
  return fail(`Cannot read property '${name}' of ${display(target)}.`);
}

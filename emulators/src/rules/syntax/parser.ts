import type {
  AllowStmt,
  BinaryOp,
  Expr,
  FunctionDecl,
  MatchBlock,
  MatchSegment,
  Method,
  PathLiteralSegment,
  Pos,
  RulesFile,
  ServiceBlock,
} from './ast';
import { Lexer, type Token } from './lexer';

const METHOD_ALIASES: Readonly<Record<string, readonly Method[]>> = {
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
};

/** Binary operator levels, loosest first (rules-language precedence table). `is` sits between `in` and `==`. */
const LEVELS: readonly (readonly BinaryOp[])[] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['in'],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];
const EQ_LEVEL = 2; // `==` operands are `x is T` expressions, whose operand is the `in` level.

/** Parses a rules file; throws RulesSyntaxError (file:line:column) on the first error. */
export function parseRules(source: string, fileName = 'rules'): RulesFile {
  return new Parser(new Lexer(source, fileName)).parseFile();
}

/** Parses a single expression (tests and tools). */
export function parseExpression(source: string, fileName = 'expression'): Expr {
  const parser = new Parser(new Lexer(source, fileName));
  const expr = parser.parseExpr();
  parser.expectEof();
  return expr;
}

class Parser {
  private version: '1' | '2' = '1';

  constructor(private readonly lx: Lexer) {}

  parseFile(): RulesFile {
    const first = this.lx.peek();
    if (first.type === 'ident' && first.text === 'rules_version') {
      this.lx.next();
      this.expectPunct('=');
      const v = this.lx.next();
      if (v.type !== 'string' || (v.value !== '1' && v.value !== '2')) {
        throw this.lx.error(v.pos, `rules_version must be '1' or '2', got ${v.text || 'end of file'}.`);
      }
      this.version = v.value;
      this.expectPunct(';');
    }
    const services: ServiceBlock[] = [];
    while (this.lx.peek().type !== 'eof') services.push(this.parseService());
    if (services.length === 0) throw this.lx.error(this.lx.peek().pos, "Expected a 'service' block.");
    return { version: this.version, services };
  }

  expectEof(): void {
    const t = this.lx.peek();
    if (t.type !== 'eof') throw this.unexpected(t, 'end of input');
  }

  private parseService(): ServiceBlock {
    const kw = this.lx.next();
    if (kw.type !== 'ident' || kw.text !== 'service') throw this.unexpected(kw, "'service'");
    let name = this.expectIdent().text;
    while (this.isPunct('.')) {
      this.lx.next();
      name += `.${this.expectIdent().text}`;
    }
    this.expectPunct('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    while (!this.isPunct('}')) {
      const t = this.lx.peek();
      if (t.type === 'ident' && t.text === 'function') functions.push(this.parseFunction());
      else if (t.type === 'ident' && t.text === 'match') matches.push(this.parseMatch(1));
      else throw this.unexpected(t, "'match', 'function' or '}'");
    }
    this.lx.next();
    return { pos: kw.pos, name, functions, matches };
  }

  private parseMatch(depth: number): MatchBlock {
    const kw = this.lx.next();
    if (depth > 10) throw this.lx.error(kw.pos, 'Match blocks may be nested at most 10 deep.');
    const segments = this.parseMatchPath();
    this.expectPunct('{');
    const allows: AllowStmt[] = [];
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    while (!this.isPunct('}')) {
      const t = this.lx.peek();
      if (t.type === 'ident' && t.text === 'allow') allows.push(this.parseAllow());
      else if (t.type === 'ident' && t.text === 'function') functions.push(this.parseFunction());
      else if (t.type === 'ident' && t.text === 'match') matches.push(this.parseMatch(depth + 1));
      else throw this.unexpected(t, "'allow', 'match', 'function' or '}'");
    }
    this.lx.next();
    return { pos: kw.pos, segments, allows, functions, matches };
  }

  private parseMatchPath(): MatchSegment[] {
    const lx = this.lx;
    lx.rewindToPeeked();
    lx.skipTrivia();
    const startPos = lx.posAt(lx.rawOffset);
    if (lx.rawPeek() !== '/') throw lx.error(startPos, "Expected a path starting with '/' after 'match'.");
    const segments: MatchSegment[] = [];
    while (lx.rawPeek() === '/') {
      lx.rawAdvance();
      const segPos = lx.posAt(lx.rawOffset);
      if (lx.rawPeek() === '{') {
        lx.rawAdvance();
        const m = /^([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?\}/.exec(lx.source.slice(lx.rawOffset, lx.rawOffset + 200));
        if (!m?.[1]) throw lx.error(segPos, "Expected a wildcard such as '{name}' or '{name=**}'.");
        lx.rawAdvance(m[0].length);
        segments.push(m[2] ? { kind: 'recursive', name: m[1] } : { kind: 'single', name: m[1] });
      } else {
        const text = this.readPathText();
        if (!text) throw lx.error(segPos, 'Empty path segment in match pattern.');
        segments.push({ kind: 'literal', text });
      }
    }
    const recursive = segments.filter((s) => s.kind === 'recursive');
    if (recursive.length > 1) throw lx.error(startPos, 'A match pattern may contain only one recursive wildcard.');
    if (this.version === '1' && recursive.length === 1 && segments.at(-1)?.kind !== 'recursive') {
      throw lx.error(
        startPos,
        "In rules_version '1' a recursive wildcard must be the last segment; use rules_version = '2'.",
      );
    }
    return segments;
  }

  /** Literal path text; `(default)`-style parenthesised runs are part of a segment. */
  private readPathText(): string {
    const lx = this.lx;
    let text = '';
    for (;;) {
      const c = lx.rawPeek();
      if (lx.isPathChar(c)) {
        text += c;
        lx.rawAdvance();
      } else if (c === '(' && lx.rawPeek(1) !== '') {
        const close = lx.source.indexOf(')', lx.rawOffset);
        const inner = close < 0 ? '' : lx.source.slice(lx.rawOffset + 1, close);
        if (close < 0 || ![...inner].every((ch) => lx.isPathChar(ch))) return text;
        text += `(${inner})`;
        lx.rawAdvance(inner.length + 2);
      } else {
        return text;
      }
    }
  }

  private parseAllow(): AllowStmt {
    const kw = this.lx.next();
    const methods: Method[] = [];
    for (;;) {
      const m = this.expectIdent();
      const expanded = METHOD_ALIASES[m.text];
      if (!expanded)
        throw this.lx.error(
          m.pos,
          `Unknown method '${m.text}'; expected get, list, create, update, delete, read or write.`,
        );
      for (const x of expanded) if (!methods.includes(x)) methods.push(x);
      if (!this.isPunct(',')) break;
      this.lx.next();
    }
    let condition: Expr | null = null;
    if (this.isPunct(':')) {
      this.lx.next();
      const ifKw = this.lx.next();
      if (ifKw.type !== 'ident' || ifKw.text !== 'if') throw this.unexpected(ifKw, "'if'");
      condition = this.parseExpr();
    }
    this.endStatement();
    return { pos: kw.pos, methods, condition };
  }

  private parseFunction(): FunctionDecl {
    const kw = this.lx.next();
    const name = this.expectIdent();
    this.expectPunct('(');
    const params: string[] = [];
    while (!this.isPunct(')')) {
      const p = this.expectIdent();
      if (params.includes(p.text)) throw this.lx.error(p.pos, `Duplicate parameter '${p.text}'.`);
      params.push(p.text);
      if (!this.isPunct(',')) break;
      this.lx.next();
    }
    this.expectPunct(')');
    this.expectPunct('{');
    const lets: { pos: Pos; name: string; value: Expr }[] = [];
    for (;;) {
      const t = this.lx.peek();
      if (t.type === 'ident' && t.text === 'let') {
        this.lx.next();
        const letName = this.expectIdent();
        if (params.includes(letName.text) || lets.some((l) => l.name === letName.text)) {
          throw this.lx.error(letName.pos, `'${letName.text}' is already defined in function '${name.text}'.`);
        }
        this.expectPunct('=');
        const value = this.parseExpr();
        this.expectPunct(';');
        lets.push({ pos: letName.pos, name: letName.text, value });
        if (lets.length > 10) throw this.lx.error(letName.pos, 'A function may declare at most 10 let bindings.');
        continue;
      }
      if (t.type === 'ident' && t.text === 'return') break;
      throw this.unexpected(t, "'let' or 'return'");
    }
    this.lx.next();
    const body = this.parseExpr();
    if (this.isPunct(';')) this.lx.next();
    this.expectPunct('}');
    return { pos: kw.pos, name: name.text, params, lets, body };
  }

  /** `;` ends a statement; it may be left out before `}` (production accepts that). */
  private endStatement(): void {
    if (this.isPunct(';')) {
      this.lx.next();
      return;
    }
    const t = this.lx.peek();
    if (t.type === 'punct' && t.text === '}') return;
    throw this.unexpected(t, "';'");
  }

  parseExpr(): Expr {
    const cond = this.parseBinary(0);
    if (!this.isPunct('?')) return cond;
    const q = this.lx.next();
    const then = this.parseExpr();
    this.expectPunct(':');
    const otherwise = this.parseExpr();
    return { kind: 'ternary', pos: q.pos, cond, then, otherwise };
  }

  private parseBinary(level: number): Expr {
    if (level >= LEVELS.length) return this.parseUnary();
    const operand = (): Expr => (level === EQ_LEVEL ? this.parseIs() : this.parseBinary(level + 1));
    let left = operand();
    const ops = LEVELS[level] ?? [];
    for (;;) {
      const t = this.lx.peek();
      const op = ops.find((o) =>
        o === 'in' ? t.type === 'ident' && t.text === 'in' : t.type === 'punct' && t.text === o,
      );
      if (!op) return left;
      this.lx.next();
      const right = operand();
      left = { kind: 'binary', pos: t.pos, op, left, right };
    }
  }

  /** `x is T` (non-associative) wraps the `in` level. */
  private parseIs(): Expr {
    const operand = this.parseBinary(EQ_LEVEL + 1);
    const t = this.lx.peek();
    if (t.type !== 'ident' || t.text !== 'is') return operand;
    this.lx.next();
    let typeName = this.expectIdent().text;
    while (this.isPunct('.')) {
      this.lx.next();
      typeName += `.${this.expectIdent().text}`;
    }
    return { kind: 'is', pos: t.pos, operand, typeName };
  }

  private parseUnary(): Expr {
    const t = this.lx.peek();
    if (t.type === 'punct' && (t.text === '!' || t.text === '-')) {
      this.lx.next();
      const operand = this.parseUnary();
      if (
        t.text === '-' &&
        operand.kind === 'literal' &&
        (operand.value.type === 'int' || operand.value.type === 'float')
      ) {
        const value =
          operand.value.type === 'int'
            ? { type: 'int' as const, value: -operand.value.value }
            : { type: 'float' as const, value: -operand.value.value };
        return { kind: 'literal', pos: t.pos, value };
      }
      return { kind: 'unary', pos: t.pos, op: t.text, operand };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(base: Expr): Expr {
    let expr = base;
    for (;;) {
      const t = this.lx.peek();
      if (t.type !== 'punct') return expr;
      if (t.text === '.') {
        this.lx.next();
        const name = this.expectIdent();
        expr = { kind: 'member', pos: name.pos, target: expr, name: name.text };
      } else if (t.text === '(') {
        this.lx.next();
        const args = this.parseList(')');
        expr = { kind: 'call', pos: t.pos, callee: expr, args };
      } else if (t.text === '[') {
        this.lx.next();
        const from = this.isPunct(':') ? null : this.parseExpr();
        if (this.isPunct(':')) {
          this.lx.next();
          const to = this.isPunct(']') ? null : this.parseExpr();
          this.expectPunct(']');
          expr = { kind: 'slice', pos: t.pos, target: expr, from, to };
        } else {
          this.expectPunct(']');
          if (!from) throw this.lx.error(t.pos, 'Empty index.');
          expr = { kind: 'index', pos: t.pos, target: expr, index: from };
        }
      } else {
        return expr;
      }
    }
  }

  private parsePrimary(): Expr {
    const t = this.lx.peek();
    switch (t.type) {
      case 'int':
        this.lx.next();
        return { kind: 'literal', pos: t.pos, value: { type: 'int', value: t.value } };
      case 'float':
        this.lx.next();
        return { kind: 'literal', pos: t.pos, value: { type: 'float', value: t.value } };
      case 'string':
        this.lx.next();
        return { kind: 'literal', pos: t.pos, value: { type: 'string', value: t.value } };
      case 'bytes':
        this.lx.next();
        return { kind: 'literal', pos: t.pos, value: { type: 'bytes', value: t.value } };
      case 'ident':
        this.lx.next();
        if (t.text === 'true' || t.text === 'false')
          return { kind: 'literal', pos: t.pos, value: { type: 'bool', value: t.text === 'true' } };
        if (t.text === 'null') return { kind: 'literal', pos: t.pos, value: { type: 'null' } };
        return { kind: 'ident', pos: t.pos, name: t.text };
      case 'punct':
        if (t.text === '(') {
          this.lx.next();
          const inner = this.parseExpr();
          this.expectPunct(')');
          return inner;
        }
        if (t.text === '[') {
          this.lx.next();
          return { kind: 'list', pos: t.pos, items: this.parseList(']') };
        }
        if (t.text === '{') {
          this.lx.next();
          return this.parseMapLiteral(t.pos);
        }
        if (t.text === '/') return this.parsePathLiteral(t.pos);
        throw this.unexpected(t, 'an expression');
      case 'eof':
        throw this.unexpected(t, 'an expression');
    }
  }

  private parseMapLiteral(pos: Pos): Expr {
    const entries: { key: Expr; value: Expr }[] = [];
    while (!this.isPunct('}')) {
      const key = this.parseExpr();
      this.expectPunct(':');
      const value = this.parseExpr();
      entries.push({ key, value });
      if (!this.isPunct(',')) break;
      this.lx.next();
    }
    this.expectPunct('}');
    return { kind: 'map', pos, entries };
  }

  /** `/databases/$(database)/documents/users/$(request.auth.uid)` */
  private parsePathLiteral(pos: Pos): Expr {
    const lx = this.lx;
    lx.rewindToPeeked();
    const segments: PathLiteralSegment[] = [];
    while (lx.rawPeek() === '/') {
      lx.rawAdvance();
      const segPos = lx.posAt(lx.rawOffset);
      if (lx.rawPeek() === '$' && lx.rawPeek(1) === '(') {
        lx.rawAdvance(2);
        const expr = this.parseExpr();
        this.expectPunct(')');
        segments.push({ kind: 'interp', expr });
      } else {
        const text = this.readPathText();
        if (!text) throw lx.error(segPos, 'Empty path segment.');
        segments.push({ kind: 'text', text });
      }
    }
    return { kind: 'path', pos, segments };
  }

  private parseList(close: ')' | ']'): Expr[] {
    const items: Expr[] = [];
    while (!this.isPunct(close)) {
      items.push(this.parseExpr());
      if (!this.isPunct(',')) break;
      this.lx.next();
    }
    this.expectPunct(close);
    return items;
  }

  private isPunct(text: string): boolean {
    const t = this.lx.peek();
    return t.type === 'punct' && t.text === text;
  }

  private expectPunct(text: string): Token {
    const t = this.lx.next();
    if (t.type !== 'punct' || t.text !== text) throw this.unexpected(t, `'${text}'`);
    return t;
  }

  private expectIdent(): Token & { type: 'ident' } {
    const t = this.lx.next();
    if (t.type !== 'ident') throw this.unexpected(t, 'a name');
    return t;
  }

  private unexpected(t: Token, expected: string): Error {
    const found = t.type === 'eof' ? 'end of file' : `'${t.text}'`;
    return this.lx.error(t.pos, `Unexpected ${found}; expected ${expected}.`);
  }
}

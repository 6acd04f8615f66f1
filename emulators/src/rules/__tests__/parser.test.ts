import { describe, expect, it } from 'vitest';
import { compileRules } from '../compile';
import { parseExpression, parseRules } from '../syntax/parser';
import { RulesSyntaxError } from '../syntax/errors';
import type { Expr } from '../syntax/ast';

/** Renders an expression tree with explicit parentheses, to check precedence. */
function show(e: Expr): string {
  switch (e.kind) {
    case 'literal':
      return e.value.type === 'null' ? 'null' : e.value.type === 'bytes' ? 'b' : String(e.value.value);
    case 'ident':
      return e.name;
    case 'member':
      return `${show(e.target)}.${e.name}`;
    case 'index':
      return `${show(e.target)}[${show(e.index)}]`;
    case 'slice':
      return `${show(e.target)}[${e.from ? show(e.from) : ''}:${e.to ? show(e.to) : ''}]`;
    case 'call':
      return `${show(e.callee)}(${e.args.map(show).join(', ')})`;
    case 'unary':
      return `(${e.op}${show(e.operand)})`;
    case 'binary':
      return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case 'is':
      return `(${show(e.operand)} is ${e.typeName})`;
    case 'ternary':
      return `(${show(e.cond)} ? ${show(e.then)} : ${show(e.otherwise)})`;
    case 'list':
      return `[${e.items.map(show).join(', ')}]`;
    case 'map':
      return `{${e.entries.map((x) => `${show(x.key)}: ${show(x.value)}`).join(', ')}}`;
    case 'path':
      return `/${e.segments.map((s) => (s.kind === 'text' ? s.text : `$(${show(s.expr)})`)).join('/')}`;
  }
}

function syntaxError(source: string): RulesSyntaxError {
  try {
    parseRules(source, 'test.rules');
  } catch (e) {
    if (e instanceof RulesSyntaxError) return e;
    throw e;
  }
  throw new Error('expected a syntax error');
}

describe('expression grammar and precedence', () => {
  it.each([
    ['a || b && c', '(a || (b && c))'],
    ['a && b == c', '(a && (b == c))'],
    ['a == b is int', '(a == (b is int))'],
    ['a in b is bool', '((a in b) is bool)'],
    ['a < b in c', '((a < b) in c)'],
    ['a + b < c * d', '((a + b) < (c * d))'],
    ['a - b - c', '((a - b) - c)'],
    ['-a * b', '((-a) * b)'],
    ['!a.b(c)[0]', '(!a.b(c)[0])'],
    ['a ? b : c ? d : e', '(a ? b : (c ? d : e))'],
    ['a || b ? c : d', '((a || b) ? c : d)'],
    ['x[1:2]', 'x[1:2]'],
    ['x[:2]', 'x[:2]'],
    ['x[1:]', 'x[1:]'],
    ['(a || b) && c', '((a || b) && c)'],
    ["{'a': 1, 'b': [1, 2,],}", '{a: 1, b: [1, 2]}'],
    ['-5', '-5'],
    ['a is rules.String', '(a is rules.String)'],
  ])('%s', (source, expected) => {
    expect(show(parseExpression(source))).toBe(expected);
  });

  it('parses path literals with interpolation and (default)', () => {
    expect(show(parseExpression('/databases/$(database)/documents/users/$(request.auth.uid)'))).toBe(
      '/databases/$(database)/documents/users/$(request.auth.uid)',
    );
    expect(show(parseExpression('get(/databases/(default)/documents/a/b).data.x'))).toBe(
      'get(/databases/(default)/documents/a/b).data.x',
    );
    expect(show(parseExpression('exists(/a/$(x)) && y'))).toBe('(exists(/a/$(x)) && y)');
    expect(show(parseExpression('a / b'))).toBe('(a / b)');
  });

  it('reads literals: ints, floats, hex, exponents, strings with escapes, raw and bytes strings', () => {
    const lit = (s: string): unknown => {
      const e = parseExpression(s);
      if (e.kind !== 'literal' || e.value.type === 'null') throw new Error('not a literal');
      return e.value.value;
    };
    expect(lit('42')).toBe(42n);
    expect(lit('0x1F')).toBe(31n);
    expect(lit('1.5')).toBe(1.5);
    expect(lit('1e3')).toBe(1000);
    expect(lit('.5')).toBe(0.5);
    expect(lit(`'it\\'s\\n'`)).toBe("it's\n");
    expect(lit(`"\\u00e9\\x41"`)).toBe('éA');
    expect(lit(`r'\\d+'`)).toBe('\\d+');
    expect(lit(`b'\\xff'`)).toEqual(Uint8Array.from([255]));
    expect(lit(`'''a'b'''`)).toBe("a'b");
  });
});

describe('rules files', () => {
  const FILE = `rules_version = '2';
// comment
service cloud.firestore {
  match /databases/{database}/documents {
    /* block
       comment */
    function isSignedIn() { return request.auth != null; }
    match /a/{id} {
      allow read, write: if isSignedIn();
      allow delete;
      function f(x) { let y = x + 1; let z = y * 2; return z; }
    }
    match /{path=**}/b/{id} { allow list: if true }
  }
}`;

  it('parses version, service, nested matches, aliases, functions with let', () => {
    const file = parseRules(FILE);
    expect(file.version).toBe('2');
    const service = file.services[0];
    expect(service?.name).toBe('cloud.firestore');
    const top = service?.matches[0];
    expect(top?.segments).toEqual([
      { kind: 'literal', text: 'databases' },
      { kind: 'single', name: 'database' },
      { kind: 'literal', text: 'documents' },
    ]);
    const a = top?.matches[0];
    expect(a?.allows[0]?.methods).toEqual(['get', 'list', 'create', 'update', 'delete']);
    expect(a?.allows[1]?.methods).toEqual(['delete']);
    expect(a?.allows[1]?.condition).toBeNull();
    expect(a?.functions[0]?.lets.map((l) => l.name)).toEqual(['y', 'z']);
    expect(top?.matches[1]?.segments[0]).toEqual({ kind: 'recursive', name: 'path' });
    expect(compileRules(FILE, 'f', 'cloud.firestore').ok).toBe(true);
  });

  it('defaults to version 1, where a recursive wildcard must be last', () => {
    expect(parseRules('service cloud.firestore { match /a/{r=**} { allow read; } }').version).toBe('1');
    const e = syntaxError('service cloud.firestore {\n  match /{r=**}/a { allow read; }\n}');
    expect(e.message).toMatch(/^test\.rules:2:9: In rules_version '1' a recursive wildcard must be the last segment/);
  });

  it.each([
    ["rules_version = '3';\nservice cloud.firestore {}", 1, 17, "rules_version must be '1' or '2'"],
    [
      'service cloud.firestore {\n  match /a {\n    allow read: if true\n    allow write: if false;\n  }\n}',
      4,
      5,
      "Unexpected 'allow'; expected ';'",
    ],
    ['service cloud.firestore {\n  match /a { allow reed: if true; }\n}', 2, 20, "Unknown method 'reed'"],
    ['service cloud.firestore {\n  match /a { allow read: if (true; }\n}', 2, 34, "Unexpected ';'; expected ')'"],
    ['service cloud.firestore {\n  match /a { allow read: if "abc; }\n}', 2, 29, 'Unterminated string literal'],
    [
      'service cloud.firestore {\n  match /a { allow read: if true; ',
      2,
      35,
      "Unexpected end of file; expected 'allow'",
    ],
    ['service cloud.firestore {\n  match /a { allow read: if 1 # 2; }\n}', 2, 31, "Unexpected character '#'"],
    ['service cloud.firestore {\n  match a { }\n}', 2, 9, "Expected a path starting with '/'"],
    ['service cloud.firestore {\n  match /a/{b { }\n}', 2, 12, 'Expected a wildcard'],
    ["service cloud.firestore {\n  match /a { allow read: if 'a\\q'; }\n}", 2, 31, "Invalid escape sequence '\\q'"],
    [
      'service cloud.firestore {\n  function f() { let a = 1; return a; let b = 2; }\n}',
      2,
      39,
      "Unexpected 'let'; expected '}'",
    ],
    ['/* open', 1, 1, 'Unterminated comment'],
  ])('reports %#: line:column and message', (source, line, column, message) => {
    const e = syntaxError(source);
    expect([e.pos.line, e.pos.column]).toEqual([line, column]);
    expect(e.description).toContain(message);
    expect(e.message.startsWith(`test.rules:${line}:${column}: `)).toBe(true);
  });

  it('allows at most 10 lets per function and nesting 10 deep', () => {
    const lets = Array.from({ length: 11 }, (_, i) => `let v${i} = ${i};`).join(' ');
    expect(syntaxError(`service cloud.firestore { function f() { ${lets} return 1; } }`).description).toContain(
      'at most 10 let',
    );
    const deep = (n: number): string => (n === 0 ? '' : `match /m${n} { ${deep(n - 1)} }`);
    expect(() => parseRules(`service cloud.firestore { ${deep(10)} }`)).not.toThrow();
    expect(syntaxError(`service cloud.firestore { ${deep(11)} }`).description).toContain('nested at most 10 deep');
  });
});

describe('compile checks', () => {
  const compile = (body: string, service: 'cloud.firestore' | 'firebase.storage' = 'cloud.firestore') =>
    compileRules(`rules_version = '2';\nservice ${service} {\n${body}\n}`, 'c.rules', service);

  it('rejects unknown variables, functions, arities and types with positions', () => {
    const r1 = compile('match /a/{id} { allow read: if reqest.auth != null; }');
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.message).toBe("c.rules:3:32: Unknown variable 'reqest'.");
    const r2 = compile('match /a/{id} { allow read: if isAdmin(); }');
    expect(!r2.ok && r2.message).toBe('c.rules:3:32: Function not found: isAdmin().');
    const r3 = compile('function f(a) { return a; }\nmatch /a/{id} { allow read: if f(1, 2); }');
    expect(!r3.ok && r3.message).toContain('Function f() takes 1 arguments, got 2.');
    const r4 = compile('match /a/{id} { allow read: if id is str; }');
    expect(!r4.ok && r4.message).toContain("Unknown type 'str'.");
    const r5 = compile('match /a/{id} { allow read: if get(/x/y, 1) != null; }');
    expect(!r5.ok && r5.message).toContain('get() takes 1 argument');
  });

  it('scopes wildcards and functions lexically', () => {
    expect(
      compile('match /a/{id} { function f() { return id; } match /b/{sub} { allow read: if f() && sub != id; } }').ok,
    ).toBe(true);
    const r = compile('match /a/{id} { function f() { return sub; } match /b/{sub} { allow read: if f(); } }');
    expect(!r.ok && r.message).toContain("Unknown variable 'sub'.");
    const r2 = compile('match /a/{id} { match /b/{sub} { function g() { return true; } } allow read: if g(); }');
    expect(!r2.ok && r2.message).toContain('Function not found: g().');
  });

  it('knows which functions each service offers', () => {
    expect(compile('match /b/{bucket}/o { allow read: if exists(/x/y); }', 'firebase.storage').ok).toBe(false);
    const r = compile('match /b/{bucket}/o { allow read: if firestore.get(/x/y) != null; }', 'firebase.storage');
    expect(!r.ok && r.message).toContain('not supported');
  });

  it('rejects a file for the other service', () => {
    const r = compileRules('service firebase.storage { }', 's.rules', 'cloud.firestore');
    expect(!r.ok && r.message).toBe(
      "s.rules:1:1: Expected 'service cloud.firestore', found 'service firebase.storage'.",
    );
  });
});

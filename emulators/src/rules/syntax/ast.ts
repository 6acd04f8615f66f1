/** The syntax tree of a rules file. Every node carries its 1-based source position for messages. */

export interface Pos {
  readonly line: number;
  readonly column: number;
}

export type Expr =
  | { readonly kind: 'literal'; readonly pos: Pos; readonly value: LiteralValue }
  | { readonly kind: 'ident'; readonly pos: Pos; readonly name: string }
  | { readonly kind: 'member'; readonly pos: Pos; readonly target: Expr; readonly name: string }
  | { readonly kind: 'index'; readonly pos: Pos; readonly target: Expr; readonly index: Expr }
  | {
      readonly kind: 'slice';
      readonly pos: Pos;
      readonly target: Expr;
      readonly from: Expr | null;
      readonly to: Expr | null;
    }
  | { readonly kind: 'call'; readonly pos: Pos; readonly callee: Expr; readonly args: readonly Expr[] }
  | { readonly kind: 'unary'; readonly pos: Pos; readonly op: '!' | '-'; readonly operand: Expr }
  | { readonly kind: 'binary'; readonly pos: Pos; readonly op: BinaryOp; readonly left: Expr; readonly right: Expr }
  | { readonly kind: 'is'; readonly pos: Pos; readonly operand: Expr; readonly typeName: string }
  | { readonly kind: 'ternary'; readonly pos: Pos; readonly cond: Expr; readonly then: Expr; readonly otherwise: Expr }
  | { readonly kind: 'list'; readonly pos: Pos; readonly items: readonly Expr[] }
  | {
      readonly kind: 'map';
      readonly pos: Pos;
      readonly entries: readonly { readonly key: Expr; readonly value: Expr }[];
    }
  | { readonly kind: 'path'; readonly pos: Pos; readonly segments: readonly PathLiteralSegment[] };

export type LiteralValue =
  | { readonly type: 'null' }
  | { readonly type: 'bool'; readonly value: boolean }
  | { readonly type: 'int'; readonly value: bigint }
  | { readonly type: 'float'; readonly value: number }
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'bytes'; readonly value: Uint8Array };

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** A segment of a path literal in an expression: text, or `$(expr)` interpolation. */
export type PathLiteralSegment =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'interp'; readonly expr: Expr };

/** A segment of a `match` pattern. */
export type MatchSegment =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'single'; readonly name: string }
  | { readonly kind: 'recursive'; readonly name: string };

export type Method = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowStmt {
  readonly pos: Pos;
  readonly methods: readonly Method[];
  /** null = `allow x;` without a condition, which always allows. */
  readonly condition: Expr | null;
}

export interface FunctionDecl {
  readonly pos: Pos;
  readonly name: string;
  readonly params: readonly string[];
  readonly lets: readonly { readonly pos: Pos; readonly name: string; readonly value: Expr }[];
  readonly body: Expr;
}

export interface MatchBlock {
  readonly pos: Pos;
  readonly segments: readonly MatchSegment[];
  readonly allows: readonly AllowStmt[];
  readonly functions: readonly FunctionDecl[];
  readonly matches: readonly MatchBlock[];
}

export interface ServiceBlock {
  readonly pos: Pos;
  readonly name: string;
  readonly functions: readonly FunctionDecl[];
  readonly matches: readonly MatchBlock[];
}

export interface RulesFile {
  readonly version: '1' | '2';
  readonly services: readonly ServiceBlock[];
}

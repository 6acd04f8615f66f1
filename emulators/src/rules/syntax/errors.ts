import type { Pos } from './ast';

/** A rules file that cannot be compiled; the message reads `file:line:column: description`. */
export class RulesSyntaxError extends Error {
  constructor(
    readonly fileName: string,
    readonly pos: Pos,
    readonly description: string,
  ) {
    super(`${fileName}:${pos.line}:${pos.column}: ${description}`);
    this.name = 'RulesSyntaxError';
  }
}

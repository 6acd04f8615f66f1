import type { Pos } from '../syntax/ast';

/**
 * An evaluation error: the condition it happens in counts as false unless `&&`/`||` absorbs it
 * (`false && error` is false, `true || error` is true, as in CEL).
 */
export class EvalError extends Error {
  pos: Pos | undefined;
  constructor(message: string, pos?: Pos) {
    super(message);
    this.name = 'EvalError';
    this.pos = pos;
  }
}

/**
 * A value the rules engine cannot know, such as a field of the documents a query could return that the query
 * does not constrain. It behaves exactly like an error, so only a proof that does not depend on it can allow.
 */
export class UnknownValueError extends EvalError {
  constructor(what: string, pos?: Pos) {
    super(`${what} is not constrained by the query, so it may take any value`, pos);
    this.name = 'UnknownValueError';
  }
}

/** Exceeding an access-call limit denies the whole request; `||` and `&&` do not absorb it. */
export class LimitExceededError extends EvalError {
  constructor(message: string) {
    super(message);
    this.name = 'LimitExceededError';
  }
}

export function fail(message: string): never {
  throw new EvalError(message);
}

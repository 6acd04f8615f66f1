import { DomainError } from '../shared/errors';

/** The DomainError a call refuses with; anything else it throws, or nothing at all, fails the test. */
export function refusal(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

/**
 * Time and randomness are dependencies, so handlers are exact under test (docs/architecture.md#style-domain applies
 * to functions too).
 */
import { randomInt } from 'node:crypto';

export type Clock = () => Date;
export type Random = () => number;

export const systemClock: Clock = () => new Date();

/** Uniform in [0, 1) from the OS generator: payment references must not be guessable from one another. */
export const secureRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

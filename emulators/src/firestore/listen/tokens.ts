import { randomBytes } from 'node:crypto';

/**
 * Resume tokens: this server's instance id plus the read time (µs) the client was up to date at. A token
 * from another server run (or a foreign one) is treated as too old, which makes the target start over.
 */
const INSTANCE = randomBytes(8);
const VERSION = 1;

export function resumeToken(micros: bigint): Buffer {
  const out = Buffer.alloc(17);
  out[0] = VERSION;
  INSTANCE.copy(out, 1);
  out.writeBigUInt64BE(micros, 9);
  return out;
}

/** The read time a token stands for, or undefined when it was not issued by this server run. */
export function readTimeOfToken(token: Uint8Array): bigint | undefined {
  const buf = Buffer.from(token);
  if (buf.length !== 17 || buf[0] !== VERSION || !buf.subarray(1, 9).equals(INSTANCE)) return undefined;
  return buf.readBigUInt64BE(9);
}

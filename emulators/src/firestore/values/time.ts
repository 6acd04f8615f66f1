import { invalidArgument } from '../errors';

/** Firestore timestamps: microseconds since the epoch as bigint, from 0001-01-01 to 9999-12-31 (UTC). */
export const MIN_MICROS = -62_135_596_800_000_000n;
export const MAX_MICROS = 253_402_300_799_999_999n;

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

function checkRange(micros: bigint, shown: string): bigint {
  if (micros < MIN_MICROS || micros > MAX_MICROS) {
    throw invalidArgument(`Timestamp ${shown} is out of range (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999Z).`);
  }
  return micros;
}

/** Parses RFC 3339 (any offset); digits beyond microseconds are truncated towards the past, as Firestore stores them. */
export function microsFromRfc3339(text: string): bigint {
  const m = RFC3339.exec(text);
  if (!m) throw invalidArgument(`Invalid timestamp "${text}": expected RFC 3339, e.g. 2024-01-31T12:00:00.000000Z.`);
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const days = daysFromCivil(y, mo, d);
  const [cy, cm, cd] = civilFromDays(days);
  if (cy !== y || cm !== mo || cd !== d || h > 23 || mi > 59 || s > 59)
    throw invalidArgument(`Invalid timestamp "${text}".`);
  const frac = (m[7] ?? '').padEnd(9, '0');
  const nanos = BigInt(frac);
  let offsetMinutes = 0;
  if (m[9] !== undefined) offsetMinutes = (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11]));
  const seconds = BigInt(days) * 86400n + BigInt(h * 3600 + mi * 60 + s - offsetMinutes * 60);
  return checkRange(seconds * 1_000_000n + nanos / 1000n, text);
}

/** RFC 3339 in UTC with Z and 0, 3 or 6 fractional digits (proto3 JSON style). */
export function rfc3339FromMicros(micros: bigint): string {
  const seconds = micros >= 0n ? micros / 1_000_000n : -((-micros + 999_999n) / 1_000_000n);
  const sub = Number(micros - seconds * 1_000_000n);
  const secs = Number(seconds);
  const days = Math.floor(secs / 86400);
  const rem = secs - days * 86400;
  const [y, mo, d] = civilFromDays(days);
  const two = (n: number): string => String(n).padStart(2, '0');
  const base = `${String(y).padStart(4, '0')}-${two(mo)}-${two(d)}T${two(Math.floor(rem / 3600))}:${two(Math.floor((rem % 3600) / 60))}:${two(rem % 60)}`;
  if (sub === 0) return `${base}Z`;
  if (sub % 1000 === 0) return `${base}.${String(sub / 1000).padStart(3, '0')}Z`;
  return `${base}.${String(sub).padStart(6, '0')}Z`;
}

export interface ProtoTimestamp {
  readonly seconds: string;
  readonly nanos: number;
}

export function microsFromSecondsNanos(seconds: bigint, nanos: number): bigint {
  if (!Number.isInteger(nanos) || nanos < 0 || nanos > 999_999_999)
    throw invalidArgument(`Invalid timestamp nanos ${nanos}.`);
  const micros = seconds * 1_000_000n + BigInt(Math.floor(nanos / 1000));
  return checkRange(micros, `${seconds}s ${nanos}ns`);
}

export function protoTimestampFromMicros(micros: bigint): ProtoTimestamp {
  const seconds = micros >= 0n ? micros / 1_000_000n : -((-micros + 999_999n) / 1_000_000n);
  return { seconds: seconds.toString(), nanos: Number(micros - seconds * 1_000_000n) * 1000 };
}

import { fail } from './errors';
import { RDuration, RTimestamp, type RValue } from './values';
import { expectInt, expectString } from './coerce';

const NS_PER_MS = 1_000_000n;
const NS_PER_S = 1_000_000_000n;
const NS_PER_DAY = 86_400n * NS_PER_S;

const floorDiv = (a: bigint, b: bigint): bigint => (a >= 0n ? a / b : -((-a + b - 1n) / b));

function utcDate(t: RTimestamp): Date {
  return new Date(Number(floorDiv(t.ns, NS_PER_MS)));
}

/** Nanoseconds since UTC midnight of the timestamp's day. */
function nsOfDay(t: RTimestamp): bigint {
  return t.ns - floorDiv(t.ns, NS_PER_DAY) * NS_PER_DAY;
}

export function timestampMethod(t: RTimestamp, name: string, args: readonly RValue[]): RValue {
  if (args.length !== 0) fail(`timestamp.${name}() takes no arguments.`);
  const d = utcDate(t);
  switch (name) {
    case 'year':
      return BigInt(d.getUTCFullYear());
    case 'month':
      return BigInt(d.getUTCMonth() + 1);
    case 'day':
      return BigInt(d.getUTCDate());
    case 'hours':
      return BigInt(d.getUTCHours());
    case 'minutes':
      return BigInt(d.getUTCMinutes());
    case 'seconds':
      return BigInt(d.getUTCSeconds());
    case 'nanos':
      return t.ns - floorDiv(t.ns, NS_PER_S) * NS_PER_S;
    case 'toMillis':
      return floorDiv(t.ns, NS_PER_MS);
    case 'date':
      return new RTimestamp(floorDiv(t.ns, NS_PER_DAY) * NS_PER_DAY);
    case 'time':
      return new RDuration(nsOfDay(t));
    case 'dayOfWeek': {
      const dow = d.getUTCDay(); // 0 = Sunday
      return BigInt(dow === 0 ? 7 : dow); // ISO: Monday 1 … Sunday 7
    }
    case 'dayOfYear': {
      const start = Date.UTC(d.getUTCFullYear(), 0, 1);
      const jan1 = new Date(start);
      jan1.setUTCFullYear(d.getUTCFullYear());
      return BigInt(Math.floor((d.getTime() - jan1.getTime()) / 86_400_000) + 1);
    }
    default:
      return fail(`Unknown method timestamp.${name}().`);
  }
}

export function durationMethod(d: RDuration, name: string, args: readonly RValue[]): RValue {
  if (args.length !== 0) fail(`duration.${name}() takes no arguments.`);
  switch (name) {
    case 'seconds':
      return d.ns / NS_PER_S; // truncates toward zero
    case 'nanos':
      return d.ns % NS_PER_S; // keeps the sign of the duration
    default:
      return fail(`Unknown method duration.${name}().`);
  }
}

const UNIT_NS: Readonly<Record<string, bigint>> = {
  w: 7n * NS_PER_DAY,
  d: NS_PER_DAY,
  h: 3600n * NS_PER_S,
  m: 60n * NS_PER_S,
  s: NS_PER_S,
  ms: NS_PER_MS,
  ns: 1n,
};

export function timestampNamespace(name: string, args: readonly RValue[]): RValue {
  switch (name) {
    case 'date': {
      if (args.length !== 3) fail('timestamp.date(year, month, day) takes 3 arguments.');
      const [y, m, d] = args.map((a) => Number(expectInt(a, 'timestamp.date')));
      if (y === undefined || m === undefined || d === undefined) return fail('timestamp.date needs 3 ints.');
      if (m < 1 || m > 12 || d < 1 || d > 31) fail('timestamp.date: month or day out of range.');
      const date = new Date(Date.UTC(2000, m - 1, d));
      date.setUTCFullYear(y);
      if (date.getUTCMonth() !== m - 1) fail('timestamp.date: no such day.');
      return new RTimestamp(BigInt(date.getTime()) * NS_PER_MS);
    }
    case 'value': {
      if (args.length !== 1) fail('timestamp.value(epochMillis) takes 1 argument.');
      return new RTimestamp(expectInt(args[0] ?? null, 'timestamp.value') * NS_PER_MS);
    }
    default:
      return fail(`Unknown function timestamp.${name}().`);
  }
}

export function durationNamespace(name: string, args: readonly RValue[]): RValue {
  switch (name) {
    case 'value': {
      if (args.length !== 2) fail('duration.value(magnitude, unit) takes 2 arguments.');
      const magnitude = expectInt(args[0] ?? null, 'duration.value');
      const unit = expectString(args[1] ?? null, 'duration.value');
      const ns = UNIT_NS[unit];
      if (ns === undefined) return fail(`duration.value: unknown unit '${unit}' (w, d, h, m, s, ms, ns).`);
      return new RDuration(magnitude * ns);
    }
    case 'time': {
      if (args.length !== 4) fail('duration.time(hours, mins, secs, nanos) takes 4 arguments.');
      const [h, m, s, n] = args.map((a) => expectInt(a, 'duration.time'));
      return new RDuration(
        (h ?? 0n) * 3600n * NS_PER_S + (m ?? 0n) * 60n * NS_PER_S + (s ?? 0n) * NS_PER_S + (n ?? 0n),
      );
    }
    case 'abs': {
      const d = args[0];
      if (args.length !== 1 || !(d instanceof RDuration)) return fail('duration.abs(duration) takes 1 duration.');
      return new RDuration(d.ns < 0n ? -d.ns : d.ns);
    }
    default:
      return fail(`Unknown function duration.${name}().`);
  }
}

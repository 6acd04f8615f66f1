// Calendar days in the shop's time zone. "Today", "7 days" and daily buckets are Lagos days
// (docs/architecture.md#data). Lagos keeps West Africa Time, UTC+1 all year with no DST, so the arithmetic is written
// out rather than asked of Intl: a page's first Intl formatter loads locale and zone data, tens of milliseconds of a
// phone's main thread on a first page that shows a date (docs/architecture.md#first-page-work). A test holds it equal
// to Intl's Africa/Lagos.

/** A Lagos calendar day, 'YYYY-MM-DD' (also the id of its `stats` document). */
export type DayKey = string;

/** Lagos is this many minutes ahead of UTC, all year. */
const LAGOS_OFFSET_MINUTES = 60;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function assertValid(at: Date): void {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid date');
}

function wallClock(at: Date): WallClock {
  assertValid(at);
  const lagos = new Date(at.getTime() + LAGOS_OFFSET_MINUTES * 60_000);
  return {
    year: lagos.getUTCFullYear(),
    month: lagos.getUTCMonth() + 1,
    day: lagos.getUTCDate(),
    hour: lagos.getUTCHours(),
    minute: lagos.getUTCMinutes(),
    second: lagos.getUTCSeconds(),
  };
}

/** Minutes Lagos is ahead of UTC at that instant (60). */
export function lagosOffsetMinutes(at: Date): number {
  assertValid(at);
  return LAGOS_OFFSET_MINUTES;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function lagosDayKey(at: Date): DayKey {
  const w = wallClock(at);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** '2025-03-01 19:30' in Lagos time, for tables and CSV. */
export function lagosDateTime(at: Date): string {
  const w = wallClock(at);
  return `${lagosDayKey(at)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** ISO 8601 with the Lagos offset: '2025-03-01T19:30:00+01:00'. Unambiguous and local. */
export function lagosIsoString(at: Date): string {
  const w = wallClock(at);
  const offset = lagosOffsetMinutes(at);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${lagosDayKey(at)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDayKey(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = DAY_KEY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function parseDayKey(key: DayKey): number {
  if (!isDayKey(key)) throw new RangeError(`Not a day key: ${key}`);
  return Date.parse(`${key}T00:00:00Z`);
}

/** CLDR's short month names for en-NG, as Intl's en-NG writes them. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** '27 Nov 2026': a day as the shop writes dates everywhere (web/src/lib/format.ts); anything else as given. */
export function dayKeyWords(key: string): string {
  if (!isDayKey(key)) return key;
  const [year, month, day] = key.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** The day n days after (or before, n < 0) a day: calendar arithmetic, no zone involved. */
export function addDays(key: DayKey, n: number): DayKey {
  return new Date(parseDayKey(key) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included; empty when from is after to. */
export function dayKeysBetween(from: DayKey, to: DayKey): DayKey[] {
  const keys: DayKey[] = [];
  for (let k = from; k <= to; k = addDays(k, 1)) keys.push(k);
  return keys;
}

/** The instant a Lagos day starts (00:00 Lagos = 23:00 UTC the day before). */
export function startOfLagosDay(key: DayKey): Date {
  const midnightUtc = parseDayKey(key);
  const offset = lagosOffsetMinutes(new Date(midnightUtc));
  return new Date(midnightUtc - offset * 60_000);
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant of a Lagos wall-clock time typed as 'YYYY-MM-DDTHH:mm' (a promotion's start or end, entered in Lagos
 * time whatever the browser's zone); null when it is not a real day and time.
 */
export function fromLagosWallTime(text: string): Date | null {
  const m = WALL_TIME.exec(text.trim());
  if (!m || !isDayKey(m[1])) return null;
  const hour = Number(m[2]);
  const minute = Number(m[3]);
  if (hour > 23 || minute > 59) return null;
  return new Date(startOfLagosDay(m[1]!).getTime() + (hour * 60 + minute) * 60_000);
}

/** 'YYYY-MM-DDTHH:mm' in Lagos: the form value of an instant (the inverse of fromLagosWallTime). */
export function lagosWallTime(at: Date): string {
  return lagosDateTime(at).replace(' ', 'T');
}

/** '1 Dec 2026, 09:00': an instant as the shop writes it, in Lagos time. */
export function lagosWhenWords(at: Date): string {
  return `${dayKeyWords(lagosDayKey(at))}, ${lagosDateTime(at).slice(11)}`;
}

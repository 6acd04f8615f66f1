import { describe, expect, it } from 'vitest';
import {
  typedPercent,
  windowDatesText,
  windowDays,
  windowInstants,
  windowSummaries,
  windowSwitchNote,
} from '../preorder-windows';
import { savePreorderWindowInput } from '../schemas/preorder-windows';
import { fieldErrors } from '../../shared/validate';
import {
  WINDOW_DAY_INVALID,
  WINDOW_DEPOSIT_INVALID,
  WINDOW_END_BEFORE_START,
  WINDOW_NAME_REQUIRED,
  windowSwitched,
} from '../messages';

const DAY = 86_400_000;

describe('a window’s days, in Lagos', () => {
  it('runs from 00:00 Lagos on its first day to the last moment of its last day', () => {
    const { startAt, endAt } = windowInstants('2026-12-15', '2027-01-02');
    // Lagos is UTC+1: midnight there is 23:00 UTC the day before.
    expect(startAt?.toISOString()).toBe('2026-12-14T23:00:00.000Z');
    expect(endAt?.toISOString()).toBe('2027-01-02T22:59:59.999Z');
    // Read back as the form shows them: the same days, whatever the browser's zone.
    expect(windowDays({ startAt, endAt })).toEqual({ startDay: '2026-12-15', endDay: '2027-01-02' });
    expect(windowInstants(null, null)).toEqual({ startAt: null, endAt: null });
    expect(windowDays({ startAt: null, endAt: null })).toEqual({ startDay: '', endDay: '' });
  });

  it('is written as the shop writes dates', () => {
    const w = windowInstants('2026-12-15', '2027-01-02');
    expect(windowDatesText(w)).toBe('15 Dec 2026 – 2 Jan 2027');
    expect(windowDatesText({ ...w, endAt: null })).toBe('From 15 Dec 2026');
    expect(windowDatesText({ ...w, startAt: null })).toBe('Until 2 Jan 2027');
    expect(windowDatesText({ startAt: null, endAt: null })).toBe('Dates to be set');
  });
});

describe('the switch and the days', () => {
  const now = new Date('2026-12-06T12:00:00Z');
  const days = (from: number, to: number) => ({
    startAt: new Date(now.getTime() + from * DAY),
    endAt: new Date(now.getTime() + to * DAY),
  });
  it('says nothing when they agree', () => {
    expect(windowSwitchNote({ active: true, ...days(-3, 10) }, now)).toBeNull();
    expect(windowSwitchNote({ active: false, ...days(5, 10) }, now)).toBeNull();
    expect(windowSwitchNote({ active: false, ...days(-20, -10) }, now)).toBeNull();
    expect(windowSwitchNote({ active: false, startAt: null, endAt: null }, now)).toBeNull();
  });
  it('says when a switched-on window has passed its last day, or not reached its first', () => {
    expect(windowSwitchNote({ active: true, ...days(-20, -2) }, now)).toBe(
      'Its last day, 4 Dec 2026, has passed, but it still takes pre-orders until you switch it off.',
    );
    expect(windowSwitchNote({ active: true, ...days(3, 20) }, now)).toBe(
      'It takes pre-orders now, before its first day, 9 Dec 2026.',
    );
  });
  it('says when its days have come but it is switched off', () => {
    expect(windowSwitchNote({ active: false, ...days(-1, 10) }, now)).toBe(
      'Its days have come, but it takes no pre-orders until you switch it on.',
    );
  });
  it('words the toast', () => {
    expect(windowSwitched('Sallah Edit', true, 4)).toBe(
      'Sallah Edit is switched on: its pieces take pre-orders now. 4 waiting customers were mailed.',
    );
    expect(windowSwitched('Sallah Edit', true, 1)).toBe(
      'Sallah Edit is switched on: its pieces take pre-orders now. 1 waiting customer was mailed.',
    );
    expect(windowSwitched('Sallah Edit', false, 0)).toBe(
      'Sallah Edit is switched off: its pieces take no pre-orders until you switch it on again.',
    );
  });
});

describe('each window with its pieces and the customers waiting', () => {
  it('lists pre-order pieces by window, counts open requests, switched-on windows first', () => {
    const at = (d: number) => new Date(Date.UTC(2026, 11, d));
    const windows = [
      { id: 'sallah', name: 'Sallah Edit', active: false, startAt: at(20), endAt: null, depositPercent: 40 },
      { id: 'detty', name: 'Detty December Drop', active: false, startAt: null, endAt: null, depositPercent: 50 },
      { id: 'harm', name: 'Harmattan Drop', active: true, startAt: at(1), endAt: at(30), depositPercent: 40 },
    ];
    const products = [
      { id: 'jacket', name: 'Aso-Oke Varsity Jacket', active: true, type: 'PREORDER', preorderWindowId: 'sallah' },
      { id: 'puffer', name: 'Harmattan Kente Puffer', active: true, type: 'PREORDER', preorderWindowId: 'harm' },
      { id: 'trench', name: 'Adire Trench Coat', active: false, type: 'PREORDER', preorderWindowId: 'harm' },
      // A piece that stopped being a pre-order keeps its old field, but is on no window.
      { id: 'kaftan', name: 'Adire Kaftan', active: true, type: 'RTW', preorderWindowId: 'harm' },
    ];
    const waiting = [
      { productId: 'jacket' },
      { productId: 'jacket' },
      { productId: 'jacket' },
      { productId: 'puffer' },
    ];
    const summaries = windowSummaries(windows, products, waiting);
    expect(summaries.map((w) => [w.name, w.waiting, w.pieces.map((p) => `${p.name}:${p.waiting}`)])).toEqual([
      ['Harmattan Drop', 1, ['Adire Trench Coat:0', 'Harmattan Kente Puffer:1']],
      ['Sallah Edit', 3, ['Aso-Oke Varsity Jacket:3']],
      ['Detty December Drop', 0, []],
    ]);
    expect(summaries[0]?.pieces[0]?.active).toBe(false);
  });
});

describe('what the owner types', () => {
  const base = { name: 'Detty December Drop', startDay: '2026-12-15', endDay: '2027-01-02', depositPercent: 50 };
  it('reads a percent as typed', () => {
    expect(typedPercent('40')).toBe(40);
    expect(typedPercent(' 40 % ')).toBe(40);
    expect(typedPercent('40.5%')).toBe(40.5);
    expect(typedPercent('forty')).toBeNaN();
    expect(typedPercent('')).toBeNaN();
  });
  it('takes a window with or without days; a new one is off unless asked', () => {
    expect(savePreorderWindowInput.parse(base)).toMatchObject({ windowId: null, active: false });
    expect(savePreorderWindowInput.parse({ ...base, startDay: '', endDay: null })).toMatchObject({
      startDay: null,
      endDay: null,
    });
  });
  it('refuses each mistake in words at its field, never clamped', () => {
    const errors = (over: Record<string, unknown>) => {
      const r = savePreorderWindowInput.safeParse({ ...base, ...over });
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(errors({ name: '  ' })).toEqual({ name: WINDOW_NAME_REQUIRED });
    expect(errors({ endDay: '2026-12-14' })).toEqual({ endDay: WINDOW_END_BEFORE_START });
    expect(errors({ startDay: '2026-02-30' })).toEqual({ startDay: WINDOW_DAY_INVALID });
    for (const depositPercent of [0, 91, 40.5, Number.NaN])
      expect(errors({ depositPercent }), String(depositPercent)).toEqual({ depositPercent: WINDOW_DEPOSIT_INVALID });
  });
});

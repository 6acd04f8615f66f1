import { describe, expect, it } from 'vitest';
import { clampReminderDelayHours, isQuietHour, isRecovered, reminderVerdict } from '../cart-reminders';

const at = (iso: string) => new Date(iso);

describe('cart reminder quiet hours (21:00–08:00 Lagos)', () => {
  it('20:59 Lagos is sendable, 21:00 and 07:59 are quiet, 08:00 is sendable', () => {
    expect(isQuietHour(at('2026-03-02T19:59:00Z'))).toBe(false);
    expect(isQuietHour(at('2026-03-02T20:00:00Z'))).toBe(true);
    expect(isQuietHour(at('2026-03-03T06:59:00Z'))).toBe(true);
    expect(isQuietHour(at('2026-03-03T07:00:00Z'))).toBe(false);
  });
});

describe('cart reminder verdict', () => {
  const base = { optedIn: true, delayHours: 3, now: at('2026-03-02T14:00:00Z') };
  const cart = { itemCount: 2, updatedAt: at('2026-03-02T10:00:00Z') };

  it('sends once the delay has passed in the daytime', () => {
    expect(reminderVerdict({ ...base, cart })).toEqual({ send: true });
  });
  it('refuses opted-out customers, empty carts, and carts followed by an order', () => {
    expect(reminderVerdict({ ...base, cart, optedIn: false })).toEqual({ send: false, reason: 'opted-out' });
    expect(reminderVerdict({ ...base, cart: { ...cart, itemCount: 0 } })).toEqual({ send: false, reason: 'empty' });
    expect(reminderVerdict({ ...base, cart, lastOrderAt: at('2026-03-02T11:00:00Z') })).toEqual({
      send: false,
      reason: 'ordered',
    });
  });
  it('an order from before the cart was left does not cancel it', () => {
    expect(reminderVerdict({ ...base, cart, lastOrderAt: at('2026-03-01T11:00:00Z') })).toEqual({ send: true });
  });
  it('waits for the delay and out of quiet hours', () => {
    expect(reminderVerdict({ ...base, cart, now: at('2026-03-02T12:00:00Z') })).toEqual({
      send: false,
      reason: 'not-due',
    });
    expect(reminderVerdict({ ...base, cart, now: at('2026-03-02T21:00:00Z') })).toEqual({
      send: false,
      reason: 'quiet-hours',
    });
  });
  it('one reminder per left cart, and never two the same Lagos day', () => {
    expect(reminderVerdict({ ...base, cart: { ...cart, remindedAt: at('2026-03-02T13:30:00Z') } })).toEqual({
      send: false,
      reason: 'already-reminded',
    });
    const changedSameDay = {
      itemCount: 3,
      updatedAt: at('2026-03-02T09:00:00Z'),
      remindedAt: at('2026-03-02T08:00:00Z'),
    };
    expect(reminderVerdict({ ...base, cart: changedSameDay })).toEqual({ send: false, reason: 'already-reminded' });
    expect(reminderVerdict({ ...base, cart: changedSameDay, now: at('2026-03-03T10:00:00Z') })).toEqual({ send: true });
  });
});

describe('delay and recovery', () => {
  it('clamps the owner delay to 1–72 hours, default 3', () => {
    expect(clampReminderDelayHours(undefined)).toBe(3);
    expect(clampReminderDelayHours(0)).toBe(1);
    expect(clampReminderDelayHours(500)).toBe(72);
  });
  it('an order within 7 days after the reminder is recovered', () => {
    expect(isRecovered(at('2026-03-02T10:00:00Z'), at('2026-03-08T10:00:00Z'))).toBe(true);
    expect(isRecovered(at('2026-03-02T10:00:00Z'), at('2026-03-10T10:00:00Z'))).toBe(false);
    expect(isRecovered(at('2026-03-02T10:00:00Z'), at('2026-03-01T10:00:00Z'))).toBe(false);
  });
});

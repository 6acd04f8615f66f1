import { describe, expect, it } from 'vitest';
import * as account from '../account/messages';
import * as catalogue from '../catalogue/messages';
import * as checkout from '../checkout/messages';
import * as customers from '../customers/messages';
import * as events from '../events/messages';
import * as finance from '../finance/messages';
import * as marketing from '../marketing/messages';
import * as materials from '../materials/messages';
import * as orders from '../orders/messages';
import * as production from '../production/messages';
import * as promotions from '../promotions/messages';
import * as purchaseOrders from '../purchase-orders/messages';
import * as referrals from '../referrals/messages';
import * as settings from '../settings/messages';
import * as shared from '../shared/messages';
import * as uploads from '../shared/upload-messages';

/** Every area's messages: one catalogue, kept in the area whose screens show them (domain/README.md). */
const areas = {
  account,
  catalogue,
  checkout,
  customers,
  events,
  finance,
  marketing,
  materials,
  orders,
  production,
  promotions,
  purchaseOrders,
  referrals,
  settings,
  shared,
  uploads,
};
const m = Object.assign({}, ...Object.values(areas)) as typeof account &
  typeof catalogue &
  typeof checkout &
  typeof customers &
  typeof events &
  typeof finance &
  typeof marketing &
  typeof materials &
  typeof orders &
  typeof production &
  typeof promotions &
  typeof purchaseOrders &
  typeof referrals &
  typeof settings &
  typeof shared &
  typeof uploads;

describe('the messages of docs/product.md, verbatim', () => {
  it('names each message once across the areas (the server imports them all from one barrel)', () => {
    const seen = new Map<string, string>();
    for (const [area, messages] of Object.entries(areas))
      for (const name of Object.keys(messages)) {
        expect(seen.get(name), `${name} in ${area}`).toBeUndefined();
        seen.set(name, area);
      }
  });

  it('keeps the curly apostrophes and the exact punctuation', () => {
    expect(m.ORDERS_LOAD_FAILED).toBe('Couldn\u2019t load orders.');
    expect(m.CUSTOMERS_LOAD_FAILED).toBe('Couldn\u2019t load customers.');
    expect(m.NOTES_LOAD_FAILED).toBe('Couldn\u2019t load notes.');
    expect(m.SIZE_BETWEEN_SIZES).toBe(
      'Between sizes on some measurements \u2014 consider the larger size for comfort.',
    );
    expect(m.LOADING).toBe('Loading\u2026');
    expect(m.LOADING_PROFILE).toBe('Loading profile\u2026');
    expect(m.SAVING).toBe('Saving\u2026');
    expect(m.PROFILE_UPDATED).toBe('Profile updated');
    expect(m.PRODUCT_TOGGLE_FAILED).toBe('Failed to toggle product');
    expect(m.PO_NEEDS_LINE).toBe('Add at least one line item with quantity > 0.');
    expect(m.PO_RECEIVE_FAILED).toBe('Failed to receive items. Nothing was recorded: try again.');
    expect(m.PAYMENT_PERSISTENCE_FAILED).toBe('Payment captured but order persistence failed. Contact support.');
    expect(m.SERVER_CART_UPDATE_FAILED).toBe('Could not update server cart. Changes saved locally.');
    expect(m.AUTH_CREDENTIALS_REQUIRED).toBe('You must provide either an email or phone number and a password.');
  });

  it('no message has stray whitespace or a straight apostrophe where the spec has a curly one', () => {
    for (const [name, value] of Object.entries(m)) {
      if (typeof value !== 'string') continue;
      expect(value, name).toBe(value.trim());
      expect(value, name).not.toMatch(/Couldn't/);
    }
  });

  it('templated messages', () => {
    expect(m.uploadFailed('too large')).toBe('Upload failed: too large');
    expect(m.checkInFailed('offline')).toBe('Check-in failed: offline');
    expect(m.updateStatusFailed('denied')).toBe('Failed to update status: denied');
    expect(m.eventsLoadFailed('x')).toBe('Failed to load events: x');
    expect(m.guestListLoadFailed('x')).toBe('Failed to load guest list: x');
    expect(m.referralStatsLoadFailed('x')).toBe('Couldn\u2019t load referral stats. x');
    expect(m.referralCustomersLoadFailed('x')).toBe('Couldn\u2019t load customers. x');
    expect(m.redemptionsLoadFailed('x')).toBe('Couldn\u2019t load redemptions. x');
    expect(m.ordersLoadFailed('timeout')).toBe('Couldn\u2019t load orders. timeout');
    expect(m.dashboardLoadFailed('You do not have permission to do that.')).toBe(
      'You do not have permission to do that. Check that you are signed in with a staff account and that this device is online.',
    );
    expect(m.eventModeBanner('Lagos Pop-up')).toBe('Event Mode active for Lagos Pop-up');
    expect(m.pageOf(2, 5)).toBe('Page 2 / 5');
    expect(m.leadTimeDays(10)).toBe('Lead time: 10 days');
    expect(m.leadTimeDays(1)).toBe('Lead time: 1 day');
  });

  it('the out-of-stock refusal', () => {
    expect(m.onlyLeftInSize('Adire Shirt', 'M', 2)).toBe('Only 2 left in size M of Adire Shirt.');
    expect(m.onlyLeftInSize('Adire Shirt', 'M', 1)).toBe('Only 1 left in size M of Adire Shirt.');
    expect(m.onlyLeftInSize('Adire Shirt', 'XL', 0)).toBe('Adire Shirt is sold out in size XL.');
    expect(m.onlyLeftInSize('Adire Shirt', 'XL', -1)).toBe('Adire Shirt is sold out in size XL.');
  });

  it('measurement ranges', () => {
    expect(m.measurementOutOfRange('Bust', 24, 70, 'in')).toBe('Bust must be between 24 and 70 in.');
  });
});

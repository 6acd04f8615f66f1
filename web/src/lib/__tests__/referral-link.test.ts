// `?ref=` links: the code is remembered for the session (and pre-fills checkout), a malformed one is ignored, and
// the visit is due for reporting until it has been reported.
import { beforeEach, describe, expect, it } from 'vitest';
import { initialDraft } from '../../features/checkout/model';
import { rememberReferralLink, rememberedReferral } from '../referral-link';

beforeEach(() => sessionStorage.clear());

describe('referral links', () => {
  it('remember a valid code, upper-cased, and pre-fill it at checkout when the cart has none', () => {
    expect(rememberReferralLink('?ref=ada-7k2p&utm=wa')).toBe('ADA-7K2P');
    expect(rememberedReferral()).toBe('ADA-7K2P');
    const draft = initialDraft({ lines: [], referralCode: null }, 'buyer@example.ng');
    expect(draft.referralCode).toBe('ADA-7K2P');
    // A code the buyer applied in the cart wins.
    expect(initialDraft({ lines: [], referralCode: 'BAYO-1' }, '').referralCode).toBe('BAYO-1');
  });

  it('ignore a malformed code and keep the one the session already has', () => {
    rememberReferralLink('?ref=ADA-7K2P');
    expect(rememberReferralLink('?ref=%3Cscript%3E')).toBe('ADA-7K2P');
    expect(rememberedReferral()).toBe('ADA-7K2P');
  });

  it('ask for the visit to be reported until it has been, then not again this session', () => {
    expect(rememberReferralLink('?ref=ADA-7K2P')).toBe('ADA-7K2P');
    // A page left before the report: the next page load reports it.
    expect(rememberReferralLink('')).toBe('ADA-7K2P');
    sessionStorage.setItem('aso.ref.reported', 'ADA-7K2P');
    expect(rememberReferralLink('?ref=ADA-7K2P')).toBeNull();
    expect(rememberReferralLink('')).toBeNull();
  });
});

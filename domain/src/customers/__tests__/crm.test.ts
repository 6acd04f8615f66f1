import { describe, expect, it } from 'vitest';
import {
  MAX_TAG_LENGTH,
  QUICK_TAGS,
  addTags,
  filterableTags,
  hasTag,
  parseTags,
  removeTag,
  tagKey,
  tagKeysOf,
  tagsProblem,
} from '../tags';
import { TAG_BLANK, tagTooLong } from '../messages';
import { changeCustomerTagsInput } from '../schemas/customer';
import {
  clampDiscountPercent,
  generateReferralCode,
  isValidReferralCode,
  normaliseReferralCode,
  referralReward,
} from '../../referrals/referrals';
import { matchesSearch } from '../../shared/search';
import { isEmail, shortId } from '../../shared/text';

/** A fixed sequence standing in for Math.random. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('tags', () => {
  it('comma-separated, trimmed, de-duplicated (first spelling kept; a quick tag in its own spelling)', () => {
    expect(parseTags(' VIP, bridal ,,vip , Bridal,Walk-in ')).toEqual(['VIP', 'Bridal', 'Walk-in']);
    expect(parseTags('owambe Crew, Owambe crew')).toEqual(['owambe Crew']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
    expect(parseTags('x'.repeat(50))).toEqual(['x'.repeat(40)]);
  });

  it('add, remove, has, format', () => {
    expect(addTags(['VIP'], 'vip, Repeat')).toEqual(['VIP', 'Repeat']);
    expect(removeTag(['VIP', 'Repeat'], ' vip ')).toEqual(['Repeat']);
    expect(hasTag(['Bridal'], 'BRIDAL')).toBe(true);
    expect(hasTag([], 'x')).toBe(false);
  });

  it('the quick tags', () => {
    expect(QUICK_TAGS).toEqual(['VIP', 'Instagram', 'Walk-in', 'Repeat', 'Bridal']);
  });

  it('keys the filter finds a tag by, whatever its case; any tag in use can be filtered', () => {
    expect(tagKey('  Owambe   Crew ')).toBe('owambe crew');
    expect(tagKeysOf(['VIP', 'vip', 'Owambe crew'])).toEqual(['vip', 'owambe crew']);
    // A customer tagged 'vip' by hand has the VIP quick tag already: it is not offered again.
    expect(hasTag(['vip'], 'VIP')).toBe(true);
    expect(filterableTags(['vip', 'Owambe crew', 'aso-ebi 2026', 'owambe CREW'])).toEqual([
      ...QUICK_TAGS,
      'aso-ebi 2026',
      'Owambe crew',
    ]);
  });
});

describe('referral codes', () => {
  it('normalised: trimmed, upper-cased, empty → null', () => {
    expect(normaliseReferralCode(' ada-x1 ')).toBe('ADA-X1');
    expect(normaliseReferralCode('   ')).toBeNull();
    expect(normaliseReferralCode(null)).toBeNull();
    expect(normaliseReferralCode(42)).toBeNull();
  });

  it('valid: 3–20 of A–Z, 0–9, dash', () => {
    expect(isValidReferralCode('ADA-X1Y2')).toBe(true);
    expect(isValidReferralCode('AB')).toBe(false);
    expect(isValidReferralCode('ABC')).toBe(true);
    expect(isValidReferralCode('A'.repeat(20))).toBe(true);
    expect(isValidReferralCode('A'.repeat(21))).toBe(false);
    expect(isValidReferralCode('ADA X')).toBe(false);
  });

  it('generated: up to 6 letters and digits of the name, a dash, 4 random characters', () => {
    expect(generateReferralCode('Adaeze Okonkwo', sequence(0, 0.5, 0.99, 0.999999))).toBe('ADAEZE-AS99');
    expect(generateReferralCode('Tò Bí', sequence(0))).toBe('TOBI-AAAA');
    expect(generateReferralCode('', sequence(0.1))).toBe('ASO-DDDD');
    expect(generateReferralCode(null, sequence(0.1))).toBe('ASO-DDDD');
    expect(generateReferralCode('!!!', sequence(1))).toBe('ASO-9999'); // a random() of exactly 1 stays in range
    expect(isValidReferralCode(generateReferralCode('Ngozi', Math.random))).toBe(true);
  });

  it('discount percent 0–90 (default 0); reward at the settings percent', () => {
    expect(clampDiscountPercent(undefined)).toBe(0);
    expect(clampDiscountPercent(100)).toBe(90);
    expect(clampDiscountPercent(-1)).toBe(0);
    expect(referralReward(50000, 5)).toBe(2500);
    expect(referralReward(50000, 'x')).toBe(0);
    expect(referralReward(50000, 150)).toBe(50000);
  });
});

describe('text helpers', () => {
  it('search, email, short ids', () => {
    expect(matchesSearch('ada', ['Adaeze', null, undefined])).toBe(true);
    expect(matchesSearch(' 0803 ', ['x', '+234 0803'])).toBe(true);
    expect(matchesSearch('zz', ['Adaeze'])).toBe(false);
    expect(matchesSearch('', [])).toBe(true);
    // Accents and tone marks do not matter.
    expect(matchesSearch('adebayo', ['Adébáyọ̀ Ògún'])).toBe(true);
    expect(matchesSearch('Ògún', ['ogun'])).toBe(true);
  });

  it('search finds a phone number however it was typed or stored, whole or in part', () => {
    const stored = ['Kemi Adetiba', 'kemi@example.ng', '+2348031234567'];
    for (const typed of ['08031234567', '0803 123 4567', '+234 803 123 4567', '234-803-123-4567', '0803 123', '4567'])
      expect(matchesSearch(typed, stored), typed).toBe(true);
    // A number kept the old, local way is found by its international form too.
    expect(matchesSearch('+234 803 123 4567', ['0803 123 4567'])).toBe(true);
    expect(matchesSearch('+44 7700 900123', ['+447700900123'])).toBe(true);
    for (const typed of ['0803 123 4568', '0805']) expect(matchesSearch(typed, stored), typed).toBe(false);
    // Digits in an email are not a phone number.
    expect(matchesSearch('0803 1', ['fan8031@example.ng'])).toBe(false);
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail(' ada@example.com ')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail('ada example@x.com')).toBe(false);
    expect(isEmail(undefined)).toBe(false);
    expect(shortId('3f2b8c1e-9a4d-4e2f')).toBe('3F2B8C1E');
    expect(shortId('abc')).toBe('ABC');
    expect(shortId('aB12cD34eF56gH78iJ90')).toBe('AB12CD34');
    // Hand-made ids that share their start keep distinct labels.
    expect(['po-demo-received', 'po-demo-ordered'].map(shortId)).toEqual(['PO-DEMO-RECEIVED', 'PO-DEMO-ORDERED']);
  });
});

describe('tags too long are refused in words, never cut', () => {
  const long = 'T'.repeat(MAX_TAG_LENGTH + 1);
  it('says what is wrong with tags as typed', () => {
    expect(tagsProblem(` , `)).toBe(TAG_BLANK);
    expect(tagsProblem(`VIP, ${long}`)).toBe(tagTooLong(MAX_TAG_LENGTH));
    expect(tagsProblem(`VIP, ${'T'.repeat(MAX_TAG_LENGTH)}`)).toBeNull();
  });

  it('changeCustomerTags refuses a tag longer than a tag may be, with those words', () => {
    const result = changeCustomerTagsInput.safeParse({ customerId: 'c1', add: `VIP, ${long}` });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(tagTooLong(MAX_TAG_LENGTH));
  });

  it('a tag to remove is held to the same length as a tag to add (no tag is stored longer)', () => {
    expect(changeCustomerTagsInput.safeParse({ customerId: 'c1', remove: 'T'.repeat(MAX_TAG_LENGTH) }).success).toBe(
      true,
    );
    const result = changeCustomerTagsInput.safeParse({ customerId: 'c1', remove: long });
    expect(result.error?.issues.map((i) => i.message)).toContain(tagTooLong(MAX_TAG_LENGTH));
  });
});

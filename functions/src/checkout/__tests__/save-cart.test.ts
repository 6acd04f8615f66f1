// saveCart (docs/product.md#cart): the signed-in customer's cart, checked line by line with the domain schema; the
// browser cannot write `carts/{uid}` itself (rules-tests/matrix.customer-data.test.ts). The largest cart the shop
// allows is saved whole; what the rules used to refuse is refused here, in words, with nothing saved.
import { CALLABLES } from '@aso/domain/contract';
import { describe, expect, it } from 'vitest';
import { db, testDeps, testId } from '../../../test/factories';
import { runCallable } from '../../lib/callable';
import { handleSaveCart } from '../save-cart';

const authAs = (uid: string) => ({ uid, token: { uid, email: `${uid}@example.test` } }) as never;
const saveCart = (uid: string | null, data: unknown) =>
  runCallable(
    CALLABLES.saveCart.input,
    { who: 'signed-in', run: (input, caller) => handleSaveCart(testDeps(), caller, input) },
    { auth: uid === null ? undefined : authAs(uid), data },
  );
const line = (over: Record<string, unknown> = {}) => ({
  productId: 'p-adire',
  name: 'Adire Wrap Dress',
  sku: 'RTW-ADIRE-WRAP',
  type: 'RTW',
  size: 'M',
  qty: 1,
  unitPrice: 32_500,
  payMode: null,
  ...over,
});
const cartOf = async (uid: string) => (await db().doc(`carts/${uid}`).get()).data();

describe('saveCart', () => {
  it("saves the largest cart the shop allows (50 lines of 99) as the caller's own, with the server's time", async () => {
    const uid = testId('buyer');
    const lines = Array.from({ length: 50 }, (_, i) =>
      line({
        productId: `p-${i}`,
        qty: 99,
        type: i % 3 === 0 ? 'PREORDER' : 'RTW',
        payMode: i % 3 === 0 ? 'deposit' : null,
      }),
    );
    const before = Date.now();
    await expect(saveCart(uid, { lines, referralCode: 'TUNDE-9QX1' })).resolves.toEqual({ lines: 50 });
    const saved = await cartOf(uid);
    expect(saved?.lines).toEqual(lines);
    expect(saved?.referralCode).toBe('TUNDE-9QX1');
    expect((saved?.updatedAt as FirebaseFirestore.Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a malformed line or cart in words and keeps the cart as it was', async () => {
    const uid = testId('buyer');
    await saveCart(uid, { lines: [line()], referralCode: null });
    const kept = await cartOf(uid);
    const bad: [string, unknown][] = [
      ['no pieces of a line', { lines: [line({ qty: 0 })], referralCode: null }],
      ['100 of a line', { lines: [line({ qty: 100 })], referralCode: null }],
      ['half a piece', { lines: [line({ qty: 1.5 })], referralCode: null }],
      ['a price below 0', { lines: [line({ unitPrice: -1 })], referralCode: null }],
      ['a price in kobo', { lines: [line({ unitPrice: 10.5 })], referralCode: null }],
      ['a kind of piece the shop does not sell', { lines: [line({ type: 'GIFT' })], referralCode: null }],
      ['a way to pay the shop does not have', { lines: [line({ payMode: 'later' })], referralCode: null }],
      ['a line field of its own', { lines: [line({ discount: 50 })], referralCode: null }],
      ['51 lines', { lines: Array.from({ length: 51 }, (_, i) => line({ productId: `p-${i}` })), referralCode: null }],
      ['a referral code over 40 characters', { lines: [line()], referralCode: 'X'.repeat(41) }],
      ['a field of its own', { lines: [line()], referralCode: null, total: 0 }],
    ];
    for (const [what, data] of bad) {
      const refused = await saveCart(uid, data).then(
        () => null,
        (error: unknown) => error as { code: string; message: string },
      );
      expect(refused?.code, what).toBe('invalid-argument');
      expect(refused?.message, what).not.toBe('INTERNAL');
    }
    expect(await cartOf(uid)).toEqual(kept);
  });

  it('asks a signed-out visitor to sign in (a guest keeps the cart in the browser)', async () => {
    await expect(saveCart(null, { lines: [line()], referralCode: null })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});

// A 100-use code tried by 300 buyers at once (docs/design.md#a-code-used-up-cleanly): each checkout takes one of the
// code's 100 use slots before its transaction, so exactly 100 hold a use and the other 200 are told in words; paying
// the 100 ends on exactly 100 paid orders with the code, every slot used and none held. The handler is the one the
// callable runs, called directly by 300 accounts at once (the HTTP layer adds nothing to the race and 300 Auth
// sign-ups would only slow the test).
import { DomainError, codeHeldUp, codeUsedUp, type StartCheckoutInput } from '@aso/domain';
import type { StartCheckoutResult } from '@aso/domain/contract';
import { describe, expect, it } from 'vitest';
import {
  checkoutInput,
  db,
  makeCode,
  makeProduct,
  readPromotion,
  readSlots,
  testDeps,
  testId,
} from '../../../test/factories';
import { paystackControl } from '../../../test/paystack-control';
import { handleStartCheckout } from '../../checkout/start-checkout';
import { settleByReference } from '../../checkout/settlement';
import { startCheckoutInput } from '@aso/domain';
import type { Deps } from '../../lib/deps';
import type { Caller } from '../../lib/callable';

/**
 * One buyer pressing Pay: refused in words (a DomainError), or started. A checkout the shop was too busy to write
 * (its transaction out of retries while a hundred others took their turns on Google's emulator:
 * docs/architecture.md#transactions-under-a-rush) is pressed again, as a buyer would; its use slot went back first.
 */
async function pressPay(deps: Deps, buyer: Caller, input: StartCheckoutInput): Promise<StartCheckoutResult> {
  for (let press = 1; ; press += 1) {
    try {
      return await handleStartCheckout(deps, buyer, input);
    } catch (error) {
      if (error instanceof DomainError || press === 5) throw error;
    }
  }
}

const BUYERS = 300;
const USES = 100;

describe('a code used up cleanly under a rush', () => {
  it('300 buyers at once: 100 hold a use, 200 are told in words; 100 paid orders, none over', async () => {
    // Made-to-order: no stock to run out, so the code's cap is the only thing the buyers race for.
    const agbada = await makeProduct({ type: 'MTO', price: 150_000, name: 'Bespoke Agbada Set' });
    const code = await makeCode({
      maxUses: USES,
      percent: 10,
      scope: { productIds: [agbada.id], collections: [], types: [], productNames: {} },
    });
    const input: StartCheckoutInput = startCheckoutInput.parse(
      checkoutInput([{ productId: agbada.id, size: null, qty: 1 }], {
        discountCode: code.code,
        measurements: { [agbada.id]: { unit: 'in', bust: 40, waist: 34, hips: 42 } },
      }),
    );
    const deps = testDeps();
    const buyers = Array.from({ length: BUYERS }, () => ({
      uid: testId('rush'),
      email: 'rush@example.test',
      role: 'customer' as const,
    }));

    const results = await Promise.allSettled(buyers.map((buyer) => pressPay(deps, buyer, input)));
    const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
    expect(started).toHaveLength(USES);
    expect(refused).toHaveLength(BUYERS - USES);
    for (const error of refused) expect(error.message).toBe(codeHeldUp(code.code));
    expect(await readPromotion(code.id)).toMatchObject({ uses: 0, held: USES });
    for (const s of started) expect(s.discount).toBe(15_000);
    // One slot per winner, each its own: slots 0–99, every one held by a different checkout that was written.
    const held = await readSlots(code.id);
    expect(held.map((s) => s.k)).toEqual(Array.from({ length: USES }, (_, k) => k));
    expect(new Set(held.map((s) => s.orderId))).toEqual(new Set(started.map((s) => s.orderId)));

    // Every winner pays (the popup's Pay, then the settlement confirmPayment and the webhook share, run here so a
    // hundred settlements are not timed against the webhook's 5 s): exactly 100 paid orders carry the code.
    await paystackControl.withoutWebhooks(async () => {
      for (const s of started) await paystackControl.settle(s.reference, 'success', false);
    });
    for (let i = 0; i < started.length; i += 10)
      await Promise.all(
        started.slice(i, i + 10).map((s) => settleByReference(deps, s.reference, { source: 'confirm' })),
      );
    const paid = await db().collection('orders').where('discountCode', '==', code.code).get();
    const paidOrders = paid.docs.filter((d) => d.get('paymentStatus') === 'paid');
    expect(paidOrders).toHaveLength(USES);
    expect(paidOrders.every((d) => d.get('codeUse.state') === 'used')).toBe(true);
    expect(await readPromotion(code.id)).toMatchObject({ uses: USES, held: 0 });
    expect((await readSlots(code.id)).every((s) => s.state === 'used')).toBe(true);

    // One more buyer is told the code is used up (all uses paid, none held).
    await expect(
      handleStartCheckout(deps, { uid: testId('late'), email: 'late@example.test', role: 'customer' }, input),
    ).rejects.toThrow(codeUsedUp(code.code));
  }, 900_000);
});

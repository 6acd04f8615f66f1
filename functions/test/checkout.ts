/**
 * Starting a checkout as a signed-in customer, the first step of most checkout, payment and group tests: one
 * helper so each test says only what it buys.
 */
import type { StartCheckoutInput } from '@aso/domain';
import type { StartCheckoutResult } from '@aso/domain/contract';
import { makeUser, type TestUser } from './auth';
import { paystackControl } from './paystack-control';
import { call, callOk, type CallResult } from './callables';
import { checkoutInput } from './factories';

type CheckoutExtra = Parameters<typeof checkoutInput>[1];

/** startCheckout with the usual test cart details (checkoutInput); fails the test when it is refused. */
export function startCheckoutAs(
  user: Pick<TestUser, 'idToken'>,
  lines: StartCheckoutInput['lines'],
  extra?: CheckoutExtra,
): Promise<StartCheckoutResult> {
  return callOk<StartCheckoutResult>('startCheckout', checkoutInput(lines, extra), user.idToken);
}

/** The same call when the test expects a refusal. */
export function tryStartCheckoutAs(
  user: Pick<TestUser, 'idToken'>,
  lines: StartCheckoutInput['lines'],
  extra?: CheckoutExtra,
): Promise<CallResult<StartCheckoutResult>> {
  return call<StartCheckoutResult>('startCheckout', checkoutInput(lines, extra), user.idToken);
}

/** A clock for handlers called directly, `minutes` from now (expiry and review tests travel in time). */
export const minutesFromNow = (minutes: number) => (): Date => new Date(Date.now() + minutes * 60_000);

/** Another customer buys `qty` of a size (checkout and payment): the pieces are sold, whatever expiry runs later. */
export async function anotherBuyerBuys(productId: string, size: string, qty: number): Promise<StartCheckoutResult> {
  const started = await startCheckoutAs(await makeUser(), [{ productId, size, qty }]);
  await paystackControl.settle(started.reference, 'success', true);
  return started;
}

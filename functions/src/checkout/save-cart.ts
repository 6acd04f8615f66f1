/**
 * saveCart (signed in): the customer's own cart, `carts/{uid}` (docs/product.md#cart). The browser used to write it
 * under firestore.rules, which checked each of up to 50 lines key by key; Google's rules engine stops at 1,000
 * expressions per request, so from a cart's third line on every save was refused (docs/architecture.md#security).
 * The domain schema checks the lines here; the caller's uid names the document, so nobody writes another's cart.
 */
import type { Handler } from '../lib/callable';
import { cartDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';

export const handleSaveCart: Handler<'saveCart', DbClockDeps> = async (deps, caller, input) => {
  await cartDoc(deps.db, caller.uid).set({
    lines: input.lines,
    referralCode: input.referralCode,
    updatedAt: deps.clock(),
  });
  return { lines: input.lines.length };
};

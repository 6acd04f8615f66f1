/**
 * The deployed promotion callables (docs/product.md#promotions): `savePromotion` and `setPromotionStatus` (staff
 * callables; an admin, or staff when Settings → General allows it), and `checkCode` {code} (anyone: the code box,
 * rate-limited).
 */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleCheckCode } from './check-code';
import { handleSavePromotion } from './save-promotion';
import { handleSetPromotionStatus } from './set-promotion-status';

export const savePromotion = defineCallable('savePromotion', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSavePromotion,
});

export const setPromotionStatus = defineCallable('setPromotionStatus', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSetPromotionStatus,
});

export const checkCode = defineCallable('checkCode', {
  who: 'anyone',
  deps: liveDbClock,
  handler: handleCheckCode,
});

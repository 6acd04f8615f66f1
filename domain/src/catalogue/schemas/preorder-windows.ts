// What the back office sends to make, change and switch pre-order windows (docs/product.md#pre-order-windows), parsed
// by the callables before anything is written: the browser no longer writes `preorderWindows` itself.
import * as z from 'zod';
import { WINDOW_DAY_INVALID, WINDOW_DEPOSIT_INVALID, WINDOW_END_BEFORE_START, WINDOW_NAME_REQUIRED } from '../messages';
import { isDayKey } from '../../shared/lagos-time';
import { MAX_DEPOSIT_PERCENT, MIN_DEPOSIT_PERCENT } from '../../shared/money';
import { id, nonBlank } from '../../shared/schemas/common';

/** A Lagos day 'YYYY-MM-DD' as a date field gives it, or empty/null for "not set". */
const optionalDay = z
  .union([z.string(), z.null()], { error: WINDOW_DAY_INVALID })
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || isDayKey(v), WINDOW_DAY_INVALID);

export const depositPercentInput = z
  .number({ error: WINDOW_DEPOSIT_INVALID })
  .int(WINDOW_DEPOSIT_INVALID)
  .min(MIN_DEPOSIT_PERCENT, WINDOW_DEPOSIT_INVALID)
  .max(MAX_DEPOSIT_PERCENT, WINDOW_DEPOSIT_INVALID);

/**
 * New window (`windowId` null) or changes to one. `active` is taken when making a window (switched on at once, or
 * not); a saved window keeps its switch, which only `setPreorderWindowActive` moves, so an edit made in an old tab
 * never switches it back.
 */
export const savePreorderWindowInput = z
  .strictObject({
    windowId: id.nullable().default(null),
    name: nonBlank(WINDOW_NAME_REQUIRED, 100),
    startDay: optionalDay.default(null),
    endDay: optionalDay.default(null),
    depositPercent: depositPercentInput,
    active: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.startDay && v.endDay && v.endDay < v.startDay)
      ctx.addIssue({ code: 'custom', path: ['endDay'], message: WINDOW_END_BEFORE_START });
  });
export type SavePreorderWindowInput = z.output<typeof savePreorderWindowInput>;

/** Switch a window on (its pieces take pre-orders, and the customers waiting are told) or off. */
export const setPreorderWindowActiveInput = z.strictObject({ windowId: id, active: z.boolean() });

/** Put a pre-order piece on a window, or take it off every window (`windowId` null). */
export const setPieceWindowInput = z.strictObject({ productId: id, windowId: id.nullable() });

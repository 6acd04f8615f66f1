// New and Edit through the `savePromotion` callable; Pause, Run again and End through `setPromotionStatus`. Both
// refresh the list, and the storefront's offers (a sale or free delivery changes what shoppers see).
import type * as z from 'zod';
import type { savePromotionInput } from '@aso/domain/promotions/schemas/promotions';
import { useCallableMutation } from '../../../lib/data/callables';
import { promotionKeys } from './keys';
import { queryKeys } from '../../../lib/data/query-keys';

export type SavePromotionPayload = z.input<typeof savePromotionInput>;

export const useSavePromotion = () => useCallableMutation('savePromotion', [promotionKeys.all, queryKeys.offers]);

export const useSetPromotionStatus = () =>
  useCallableMutation('setPromotionStatus', [promotionKeys.all, queryKeys.offers]);

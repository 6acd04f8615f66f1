// Save from the New/Edit modal through the `saveProduct` callable (product + cost + stock in one transaction).
import type * as z from 'zod';
import type { saveProductInput } from '@aso/domain/catalogue/schemas/product';
import { useCallableMutation } from '../../../lib/data/callables';
import { adminCatalogueKeys } from './keys';
import { queryKeys } from '../../../lib/data/query-keys';

export type SaveProductPayload = z.input<typeof saveProductInput>;

export const useSaveProduct = () => useCallableMutation('saveProduct', [adminCatalogueKeys.all, queryKeys.products]);

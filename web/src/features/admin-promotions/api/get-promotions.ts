// The Promotions screen's reads (docs/product.md#promotions): every promotion (staff read them; customers never can),
// each parsed with the domain's schema, newest first; the catalogue's pieces and collections to choose from; and the
// figures per promotion — orders, revenue and discount given — summed from the `stats` days since the first
// promotion began (one small document per day with sales, never every order).
import { useQuery } from '@tanstack/react-query';
import { collection, documentId, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { collectionNames } from '@aso/domain/catalogue/catalogue';
import { promotionFigures, type PromotionFigures } from '@aso/domain/finance/finance';
import { statsDaySchema } from '@aso/domain/finance/schemas/stats';
import { foldStats } from '@aso/domain/finance/stats';
import { promotionSchema, type Promotion } from '@aso/domain/promotions/schemas/promotions';
import { PRODUCT_TYPES, isOneOf, type ProductType } from '@aso/domain/shared/vocab';
import { getDb } from '../../../lib/firestore';
import { str, strOrNull } from '../../../lib/firestore-data';
import { parseDocument, readDocuments } from '../../../lib/schema-reader';
import { promotionKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export type PromotionWithId = Promotion & { readonly id: string };

export async function getPromotions(): Promise<PromotionWithId[]> {
  const snap = await getDocs(
    query(collection(getDb(), dataPaths.promotions), orderBy('createdAt', 'desc'), limit(500)),
  );
  return readDocuments(promotionSchema, snap.docs);
}

export function usePromotions() {
  return useQuery({ queryKey: promotionKeys.list(), queryFn: getPromotions });
}

export interface PieceChoice {
  readonly id: string;
  readonly name: string;
  readonly type: ProductType;
  readonly collection: string | null;
  readonly active: boolean;
}

/** The catalogue's pieces by name (the first 1,000), and the collections they belong to. */
export async function getPieces(): Promise<{ pieces: PieceChoice[]; collections: string[] }> {
  const snap = await getDocs(query(collection(getDb(), dataPaths.products), orderBy('name'), limit(1000)));
  const pieces = snap.docs.map((d) => {
    const type: unknown = d.get('type');
    return {
      id: d.id,
      name: str(d.get('name')),
      type: isOneOf(PRODUCT_TYPES, type) ? type : 'RTW',
      collection: strOrNull(d.get('collection')),
      active: d.get('active') === true,
    };
  });
  return { pieces, collections: collectionNames(pieces) };
}

export function usePieces() {
  return useQuery({ queryKey: promotionKeys.pieces(), queryFn: getPieces, staleTime: 60_000 });
}

/** Each promotion's orders, revenue and discount given, from `since` (a Lagos day) to today, by promotion id. */
export async function getPromotionFigures(since: string, today: string): Promise<Map<string, PromotionFigures>> {
  const snap = await getDocs(
    query(collection(getDb(), dataPaths.stats), where(documentId(), '>=', since), where(documentId(), '<=', today)),
  );
  const days = snap.docs.flatMap((d) => {
    try {
      return [parseDocument(statsDaySchema, d.ref.path, d.data())];
    } catch (error) {
      // A damaged day is left out here as in Finance, which names it.
      console.error(error);
      return [];
    }
  });
  return new Map(promotionFigures(foldStats(days).promotions).map((f) => [f.key, f]));
}

export function usePromotionFigures(since: string | null, today: string) {
  return useQuery({
    queryKey: promotionKeys.figures(since ?? today, today),
    queryFn: () => getPromotionFigures(since ?? today, today),
    enabled: since !== null,
  });
}

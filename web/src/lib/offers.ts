// The shop's public offers (docs/product.md#promotions): its running and coming sales and free delivery
// (`publicPromotions`, which everyone reads; codes are never public). Shared by the cards, the product pages, the
// cart and checkout, which price with the domain's one pipeline (promotions/price-order.ts), so what they show is
// what startCheckout charges. A server-drawn page carries them (src/ssr/*); a failed read is no offers, with a
// console warning, so a price never vanishes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { saleOf, type PublicOffer, type Piece, type SaleOnPiece } from '@aso/domain/promotions/promotions';
import { PRODUCT_TYPES, isOneOf, type ProductType } from '@aso/domain/shared/vocab';
import { takeEarlyDocuments, takeServerDocuments, type EarlyDocument } from './first-page-results';
import { earlyKeys } from './first-page-queries';
import { loadFirestore } from './firebase';
import { date, num, record, str, strings, type DocData } from './firestore-data';
import { dataPaths } from './data/collections';
import { queryKeys } from './data/query-keys';

/** A `publicPromotions` document as the pipeline takes it; null when it is neither a sale nor free delivery. */
export function offerFromData(id: string, data: DocData): PublicOffer | null {
  const window = { startsAt: date(data.startsAt), endsAt: date(data.endsAt) };
  if (data.kind === 'sale') {
    const scope = record(data.scope);
    return {
      kind: 'sale',
      id,
      name: str(data.name),
      percent: num(data.percent),
      scope: {
        productIds: strings(scope.productIds),
        collections: strings(scope.collections),
        types: strings(scope.types).filter((t): t is ProductType => isOneOf(PRODUCT_TYPES, t)),
      },
      ...window,
    };
  }
  if (data.kind === 'delivery') {
    const zones = Object.fromEntries(
      Object.entries(record(data.zones)).flatMap(([zone, value]) =>
        typeof value === 'number' && Number.isFinite(value) ? [[zone, value]] : [],
      ),
    );
    return { kind: 'delivery', id, name: str(data.name), zones, ...window };
  }
  return null;
}

const offersOf = (docs: readonly EarlyDocument[]): PublicOffer[] =>
  docs.flatMap((d) => offerFromData(d.id, d.data) ?? []);

/** The offers still to end: running now or to come (the pipeline picks what runs at the moment it prices). */
export async function getPublicOffers(): Promise<PublicOffer[]> {
  try {
    // On a first visit to / index.html has already asked for them (first-page-queries.ts).
    const early = takeEarlyDocuments(earlyKeys.offers);
    const docs = early ? await early : null;
    if (docs) return offersOf(docs);
    const { collection, getDb, getDocs, or, query, where } = await loadFirestore();
    const snap = await getDocs(
      query(
        collection(getDb(), dataPaths.publicPromotions),
        or(where('endsAt', '==', null), where('endsAt', '>', new Date())),
      ),
    );
    return offersOf(snap.docs.map((d) => ({ id: d.id, data: d.data() })));
  } catch (error) {
    console.warn('Sales and free delivery could not be read.', error);
    return [];
  }
}

/** The key a server-drawn page carries its offers under (`window.__asoServer`). */
export const OFFERS_RESULT_KEY = earlyKeys.offers;

export const offersQueryOptions = queryOptions({
  queryKey: queryKeys.offers,
  queryFn: getPublicOffers,
  // A server-drawn page carries them (src/ssr/*): the first render shows the prices the HTML shows.
  initialData: () => {
    const docs = takeServerDocuments(OFFERS_RESULT_KEY);
    return docs ? offersOf(docs) : undefined;
  },
  // A sale that starts or ends while a page is open shows within a minute; checkout prices at the moment of Pay.
  refetchInterval: 60_000,
});

/** The offers read from a runQuery response (a server-drawn page). */
export const offersFromResponse = (docs: readonly EarlyDocument[] | null): PublicOffer[] =>
  docs ? offersOf(docs) : [];

/** The offers as read (none while loading or after a failed read). */
export function useOffers(): readonly PublicOffer[] {
  return useQuery(offersQueryOptions).data ?? [];
}

/** The sale a piece is on now, or null (its price, "Was", the badge). */
export function useSaleOf(piece: Piece | null | undefined): SaleOnPiece | null {
  const offers = useOffers();
  return piece ? saleOf(piece, offers, new Date()) : null;
}

// The collections products already belong to, for the product form's choices (docs/product.md#catalogue): staff pick
// one or type a new one. Read from the products that name one (at most COLLECTIONS_WINDOW of them), each name once.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { collectionNames } from '@aso/domain/catalogue/catalogue';
import { getDb } from '../../../lib/firestore';
import { strOrNull } from '../../../lib/firestore-data';
import { adminCatalogueKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

const COLLECTIONS_WINDOW = 1000;

export async function getCollections(): Promise<string[]> {
  const snap = await getDocs(
    query(
      collection(getDb(), dataPaths.products),
      where('collection', '!=', null),
      orderBy('collection'),
      limit(COLLECTIONS_WINDOW),
    ),
  );
  return collectionNames(snap.docs.map((d) => ({ collection: strOrNull(d.get('collection')) })));
}

export function useCollections() {
  return useQuery({ queryKey: adminCatalogueKeys.collections(), queryFn: getCollections, staleTime: 60_000 });
}

// The product a storefront URL names, as the browser finds it (web's get-product.ts): by id, SKU, slug or name, in
// the domain's order, active products only (an inactive one is "not found" to a visitor, as the rules say).
import { productLookupPlan } from '@aso/domain/catalogue/catalogue';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { storefrontProducts } from '../lib/collections';

export async function findActiveProduct(db: Firestore, key: string): Promise<DocumentSnapshot | null> {
  const products = storefrontProducts(db);
  for (const step of productLookupPlan(key)) {
    if (step.field === 'id') {
      const snap = await products.doc(step.value).get();
      if (snap.exists && snap.get('active') === true) return snap;
      continue;
    }
    const found = await products.where('active', '==', true).where(step.field, '==', step.value).limit(1).get();
    if (found.docs[0]) return found.docs[0];
  }
  return null;
}

/** Every active product's slug and last change, for sitemap.xml (names only: a few KB per thousand products). */
export async function activeProductSlugs(db: Firestore): Promise<{ slug: string; updatedAt: Date | null }[]> {
  const snap = await storefrontProducts(db).where('active', '==', true).select('slug', 'updatedAt').get();
  return snap.docs.map((doc) => {
    const updatedAt: unknown = doc.get('updatedAt');
    const slug: unknown = doc.get('slug');
    return {
      slug: typeof slug === 'string' && slug !== '' ? slug : doc.id,
      updatedAt:
        updatedAt && typeof (updatedAt as { toDate?: unknown }).toDate === 'function'
          ? (updatedAt as { toDate: () => Date }).toDate()
          : null,
    };
  });
}

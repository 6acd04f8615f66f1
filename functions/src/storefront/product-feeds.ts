// `/feeds/meta.csv` and `/feeds/google.xml` (docs/product.md#product-feeds): every active product, read here and
// written by the domain's feed builders (domain/src/marketing/product-feeds.ts). Served by storefrontFiles like the sitemap.
import {
  feedItems,
  googleFeedXml,
  metaFeedCsv,
  type FeedChannel,
  type FeedProduct,
  type FeedWindow,
} from '@aso/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getAllTyped, preorderWindowDoc, productsCol } from '../lib/collections';
import { readSettings } from '../lib/settings';
import { readOffers } from '../promotions/offers';

export const FEED_FILES: Readonly<Record<string, { channel: FeedChannel; contentType: string }>> = {
  '/feeds/meta.csv': { channel: 'meta', contentType: 'text/csv; charset=utf-8' },
  '/feeds/google.xml': { channel: 'google', contentType: 'application/xml; charset=utf-8' },
};

export async function productFeed(db: Firestore, origin: string, channel: FeedChannel, now: Date): Promise<string> {
  const [snap, settings] = await Promise.all([
    productsCol(db).where('active', '==', true).orderBy('name').get(),
    readSettings(db),
  ]);
  const products: FeedProduct[] = snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  const windowIds = [...new Set(products.flatMap((p) => (p.preorderWindowId ? [p.preorderWindowId] : [])))];
  const windowSnaps = await getAllTyped(
    db,
    windowIds.map((id) => preorderWindowDoc(db, id)),
  );
  const windows = new Map<string, FeedWindow>();
  for (const w of windowSnaps) {
    const data = w.data();
    if (data) windows.set(w.id, { active: data.active, endAt: data.endAt });
  }
  const brand = settings.branding.brandName || settings.business.displayName;
  // The sales running or to come: each item carries its sale price and window (docs/product.md#product-feeds).
  const offers = await readOffers(db, now);
  const items = feedItems({ products, windows, origin, brand, now, offers }, channel);
  return channel === 'meta' ? metaFeedCsv(items) : googleFeedXml(items, { title: brand, origin });
}

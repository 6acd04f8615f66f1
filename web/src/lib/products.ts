// `products/{id}` read by hand into the domain's Product type for the storefront and the product pages rendered on
// the server: the storefront's first-load budget has no room for zod (see firestore-data.ts). The back office parses
// products with the domain's productSchema (schema-reader.ts).
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import type { Product } from '@aso/domain/catalogue/schemas/product';
import { AVAILABILITY, PRODUCT_TYPES, SIZES, isSize, type Availability, type Size } from '@aso/domain/shared/vocab';
import { bool, date, num, oneOf, record, str, strOrNull, strings } from './firestore-data';

export type ProductWithId = Product & { readonly id: string };

/** `unitsLeft`: whole counts of at least 1 per size ('Only 2 left'); anything else is left out. */
function unitsLeftOf(value: unknown): Partial<Record<Size, number>> {
  const raw = record(value);
  const out: Partial<Record<Size, number>> = {};
  for (const size of SIZES) {
    const n = raw[size];
    if (typeof n === 'number' && Number.isInteger(n) && n >= 1) out[size] = n;
  }
  return out;
}

function availabilityOf(value: unknown): Partial<Record<Size, Availability>> {
  const raw = record(value);
  const out: Partial<Record<Size, Availability>> = {};
  for (const size of SIZES) {
    const level = raw[size];
    if (typeof level === 'string' && (AVAILABILITY as readonly string[]).includes(level))
      out[size] = level as Availability;
  }
  return out;
}

export function productFromData(id: string, data: Readonly<Record<string, unknown>>): ProductWithId {
  const name = str(data.name);
  const leadTime = num(data.leadTimeDays, 0);
  return {
    id,
    sku: str(data.sku),
    slug: str(data.slug),
    name,
    nameLower: str(data.nameLower, name.toLowerCase()),
    description: str(data.description),
    price: Math.max(0, Math.round(num(data.price))),
    type: oneOf(PRODUCT_TYPES, data.type, 'RTW'),
    active: bool(data.active),
    images: strings(data.images),
    sizeOptions: strings(data.sizeOptions).filter(isSize),
    leadTimeDays: leadTime >= 1 ? Math.round(leadTime) : null,
    preorderWindowId: strOrNull(data.preorderWindowId),
    collection: strOrNull(data.collection),
    featured: bool(data.featured),
    availability: availabilityOf(data.availability),
    unitsLeft: unitsLeftOf(data.unitsLeft),
    createdAt: date(data.createdAt) ?? new Date(0),
    updatedAt: date(data.updatedAt) ?? new Date(0),
  };
}

export function productFromSnapshot(snap: DocumentSnapshot): ProductWithId | null {
  const data = snap.data();
  return data ? productFromData(snap.id, data) : null;
}

/**
 * The level of one size; a ready-to-wear size without stock is out, as the domain's availabilityOf says. A pre-order
 * holds no stock: every size it comes in can be ordered.
 */
export function levelOf(product: ProductWithId, size: string): Availability {
  if (product.type !== 'RTW') return 'in';
  return product.availability[size as Size] ?? 'out';
}

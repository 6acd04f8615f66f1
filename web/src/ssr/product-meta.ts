// What a product link shows where it is pasted (WhatsApp, Instagram, Facebook, X) and what search engines read:
// Open Graph and Twitter tags and a JSON-LD Product with its Offer, in the page's <head>
// (docs/architecture.md#server-rendered-pages). Prices are naira, always: the charge is in naira.
import { sizesOf } from '@aso/domain/catalogue/catalogue';
import { lagosWhenWords, startOfLagosDay } from '@aso/domain/shared/lagos-time';
import { salePrice, type SaleOnPiece } from '@aso/domain/promotions/promotions';
import { formatDate, formatNaira } from '../lib/format';
import { levelOf, type ProductWithId } from '../lib/products';

/** The preview picture's size: WhatsApp and Facebook show 1.91:1 pictures full width. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export type Availability = 'in stock' | 'out of stock' | 'preorder' | 'available for order';

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  'in stock': 'https://schema.org/InStock',
  'out of stock': 'https://schema.org/OutOfStock',
  preorder: 'https://schema.org/PreOrder',
  'available for order': 'https://schema.org/MadeToOrder',
};

/** Ready-to-wear is in stock while any size is; made-to-order and pre-order pieces are made for the buyer. */
export function availabilityOf(product: ProductWithId): Availability {
  if (product.type === 'PREORDER') return 'preorder';
  if (product.type === 'MTO') return 'available for order';
  return sizesOf(product).some((s) => levelOf(product, s) !== 'out') ? 'in stock' : 'out of stock';
}

/** The product's public path, by slug (what every link in the app uses). */
export const productPath = (product: ProductWithId): string =>
  `/product/${encodeURIComponent(product.slug || product.id)}`;

/** The preview picture's path (functions' storefrontFiles makes it). */
export const ogImagePath = (product: ProductWithId): string =>
  `/og/${encodeURIComponent(product.slug || product.id)}.jpg`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (attr: 'property' | 'name', key: string, content: string): string =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The price a preview names first: the sale price with what it was and until when during a sale ('₦72,250.00, was
 * ₦85,000.00: Detty December, 15% off until 26 Dec 2026, 23:59'), else the piece's own.
 */
export function previewPrice(product: ProductWithId, sale: SaleOnPiece | null = null): string {
  if (!sale) return formatNaira(product.price);
  const until = sale.endsAt ? ` until ${lagosWhenWords(sale.endsAt)}` : '';
  return `${formatNaira(salePrice(product.price, sale.percent))}, was ${formatNaira(product.price)}: ${sale.name}, ${sale.percent}% off${until}`;
}

/** A short description for a preview: the price first (what a buyer looks for), then the product's own words. */
export function previewDescription(product: ProductWithId, sale: SaleOnPiece | null = null): string {
  const words = product.description.trim().replace(/\s+/g, ' ');
  const short = words.length > 160 ? `${words.slice(0, 157).trimEnd()}…` : words;
  const price = previewPrice(product, sale);
  return short ? `${price} · ${short}` : price;
}

/**
 * The <head> tags of a product page: title, description, canonical link, Open Graph, Twitter and JSON-LD. During a
 * sale the price is the sale price (what checkout charges), with Open Graph's sale price and dates and the Offer's
 * priceValidUntil.
 */
export function productHeadTags(
  product: ProductWithId,
  origin: string,
  brandName: string,
  sale: SaleOnPiece | null = null,
): string {
  const url = `${origin}${productPath(product)}`;
  const image = `${origin}${ogImagePath(product)}`;
  const title = `${product.name} · ${brandName}`;
  const description = previewDescription(product, sale);
  const price = sale ? salePrice(product.price, sale.percent) : product.price;
  const availability = availabilityOf(product);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.description || undefined,
    image: [image],
    url,
    brand: { '@type': 'Brand', name: brandName },
    offers: {
      '@type': 'Offer',
      url,
      price: String(price),
      priceCurrency: 'NGN',
      ...(sale?.endsAt ? { priceValidUntil: sale.endsAt.toISOString().slice(0, 10) } : {}),
      availability: SCHEMA_AVAILABILITY[availability],
    },
  };
  const saleTags = sale
    ? [
        meta('property', 'product:sale_price:amount', String(price)),
        meta('property', 'product:sale_price:currency', 'NGN'),
        ...(sale.startsAt ? [meta('property', 'product:sale_price_dates:start', sale.startsAt.toISOString())] : []),
        ...(sale.endsAt ? [meta('property', 'product:sale_price_dates:end', sale.endsAt.toISOString())] : []),
      ]
    : [];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', brandName),
    meta('property', 'og:title', product.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(OG_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(OG_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', product.name),
    meta('property', 'product:price:amount', String(product.price)),
    meta('property', 'product:price:currency', 'NGN'),
    ...saleTags,
    meta('property', 'product:availability', availability),
    meta('property', 'og:availability', availability),
    meta('property', 'product:brand', brandName),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', product.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join('');
}

/** The <head> tags of a page that is not a product (the pre-order page): a website preview. */
export function pageHeadTags(page: {
  readonly origin: string;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly brandName: string;
}): string {
  const url = `${page.origin}${page.path}`;
  const image = page.image ? `${page.origin}${page.image}` : `${page.origin}/logo.png`;
  return [
    `<title>${escapeHtml(`${page.title} · ${page.brandName}`)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', page.brandName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(page.image
      ? [
          meta('property', 'og:image:width', String(OG_IMAGE_WIDTH)),
          meta('property', 'og:image:height', String(OG_IMAGE_HEIGHT)),
        ]
      : []),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
  ].join('');
}

/**
 * An aso-ebi group's public part, as its invitation link shows it: never members, their names or measurements.
 * Dates are Lagos day keys ('2026-12-12').
 */
export interface GroupPreview {
  readonly id: string;
  readonly title: string;
  readonly productName: string;
  readonly price: number;
  readonly eventDate: string;
  readonly joinDeadline: string;
  readonly city: string;
}

/** '12 Dec 2026' for a Lagos day key; the key itself if it is not one. */
const dayWords = (key: string): string => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(key) ? startOfLagosDay(key) : null;
  return at && !Number.isNaN(at.getTime()) ? formatDate(at, key) : key;
};

/** '₦45,000 per member · event on 12 Dec 2026 in Abeokuta · join by 1 Dec 2026' (naira: the charge is). */
export function groupPreviewDescription(group: GroupPreview): string {
  const city = group.city.trim() ? ` in ${group.city.trim()}` : '';
  const deadline = dayWords(group.joinDeadline);
  return `${formatNaira(group.price)} per member · event on ${dayWords(group.eventDate)}${city} · join by ${deadline}`;
}

/** The <head> tags of a group's invitation link: the group and its piece, with the piece's preview picture. */
export function groupHeadTags(
  group: GroupPreview,
  page: { readonly origin: string; readonly image: string | null; readonly brandName: string },
): string {
  return pageHeadTags({
    origin: page.origin,
    path: `/groups/${encodeURIComponent(group.id)}`,
    title: `${group.title} · ${group.productName}`,
    description: groupPreviewDescription(group),
    image: page.image,
    brandName: page.brandName,
  });
}

/** The <head> tags of a not-found page: its title, and no place in search results. */
export function notFoundHeadTags(title: string, brandName: string): string {
  return [`<title>${escapeHtml(`${title} · ${brandName}`)}</title>`, meta('name', 'robots', 'noindex')].join('');
}

/**
 * The template's own title and description make way for the page's (a crawler reads the first it finds), which
 * go at the top of <head>, before the inline CSS and scripts: some crawlers read only the first kilobytes.
 */
export function replaceHead(template: string, tags: string): string {
  const page = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(page);
  if (charset) return page.replace(charset[0], (found) => `${found}${tags}`);
  return page.replace(/<head>/i, (found) => `${found}${tags}`);
}

// The feed files themselves: Meta's CSV data feed and Google's RSS 2.0 with the `g:` namespace, from feedItems
// (product-feeds.ts). Which availability value each stock state becomes, and why: docs/product.md#product-feeds.
import { feedDate, feedDateRange, feedPrice, type FeedItem, type FeedStock } from './product-feeds';

/** Meta's values (catalog fields: `availability`). */
export const META_AVAILABILITY: Readonly<Record<FeedStock, string>> = {
  in: 'in stock',
  out: 'out of stock',
  preorder: 'preorder',
  made_to_order: 'available for order',
};

/** Google's values (product data specification: `availability`); the last two need `availability_date`. */
export const GOOGLE_AVAILABILITY: Readonly<Record<FeedStock, string>> = {
  in: 'in_stock',
  out: 'out_of_stock',
  preorder: 'preorder',
  made_to_order: 'backorder',
};

/** Google's availability values that must come with an `availability_date`. */
export const GOOGLE_DATED = ['preorder', 'backorder'] as const;
const needsDate = (stock: FeedStock): boolean =>
  (GOOGLE_DATED as readonly string[]).includes(GOOGLE_AVAILABILITY[stock]);

export const META_FEED_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'size',
  'product_type',
] as const;

/** RFC 4180 quoting, as Meta's CSV guidelines ask: a field with a comma, quote or line break in quotes, `""` inside. */
const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function metaFeedCsv(items: readonly FeedItem[]): string {
  const rows = items.map((item) => {
    const row: Record<(typeof META_FEED_COLUMNS)[number], string> = {
      id: item.id,
      title: item.title,
      description: item.description,
      availability: META_AVAILABILITY[item.stock],
      condition: item.condition,
      price: feedPrice(item.price),
      sale_price: item.sale ? feedPrice(item.sale.price) : '',
      sale_price_effective_date: item.sale ? feedDateRange(item.sale.from, item.sale.to) : '',
      link: item.link,
      image_link: item.imageLink,
      brand: item.brand,
      item_group_id: item.itemGroupId ?? '',
      size: item.size ?? '',
      product_type: item.productType,
    };
    return META_FEED_COLUMNS.map((column) => csvField(row[column])).join(',');
  });
  return [META_FEED_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

const xml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const element = (name: string, value: string | null): string =>
  value === null || value === '' ? '' : `<g:${name}>${xml(value)}</g:${name}>`;

/**
 * Google's feed. An item whose availability needs a date it does not have (a pre-order window with no end) is left
 * out: Merchant Center would disapprove it.
 */
export function googleFeedXml(items: readonly FeedItem[], shop: { title: string; origin: string }): string {
  const entries = items
    .filter((item) => !needsDate(item.stock) || item.availableOn !== null)
    .map((item) =>
      [
        '<item>',
        element('id', item.id),
        element('title', item.title),
        element('description', item.description),
        element('link', item.link),
        element('image_link', item.imageLink),
        element('availability', GOOGLE_AVAILABILITY[item.stock]),
        element('availability_date', item.availableOn && feedDate(item.availableOn)),
        element('price', feedPrice(item.price)),
        element('sale_price', item.sale && feedPrice(item.sale.price)),
        element('sale_price_effective_date', item.sale && feedDateRange(item.sale.from, item.sale.to)),
        element('brand', item.brand),
        element('condition', item.condition),
        // Pieces made in the shop's own workroom have no GTIN or MPN.
        element('identifier_exists', 'no'),
        element('item_group_id', item.itemGroupId),
        element('size', item.size),
        element('product_type', item.productType),
        '</item>',
      ].join(''),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    `<channel><title>${xml(shop.title)}</title><link>${xml(shop.origin)}/</link><description>${xml(
      `Every piece ${shop.title} sells, by size.`,
    )}</description>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

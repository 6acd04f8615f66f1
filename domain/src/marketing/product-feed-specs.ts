// Checks of a feed's items against the published specifications, for the tests and for anyone changing the feeds:
// Google Merchant Center's "Product data specification" (support.google.com/merchants/answer/7052112 and each
// attribute's page) and Meta's "Catalog fields" for commerce (developers.facebook.com/docs/commerce-platform/catalog/
// fields). Each takes the items as the platform reads them (field name → text) and names every problem.

type Row = Readonly<Record<string, string | undefined>>;

/** A price as both specs write it: a number, a space, an ISO 4217 code (`38500.00 NGN`). */
const PRICE = /^\d+(\.\d{1,2})? [A-Z]{3}$/;
/** Google's availability_date: `YYYY-MM-DDThh:mm[±hhmm]` or `YYYY-MM-DDThh:mmZ`, 1–25 characters. */
const ISO_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(Z|[+-]\d{2}:?\d{2})$/;
const YEAR_MS = 366 * 86_400_000;

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//.test(value) || /\s/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

interface FieldRule {
  required?: boolean;
  max?: number;
  values?: readonly string[];
  url?: boolean;
  price?: boolean;
}

function fieldProblems(row: Row, rules: Readonly<Record<string, FieldRule>>): string[] {
  const problems: string[] = [];
  const who = row.id || '(no id)';
  for (const [field, rule] of Object.entries(rules)) {
    const value = row[field] ?? '';
    if (value === '') {
      if (rule.required) problems.push(`${who}: ${field} is required`);
      continue;
    }
    if (rule.max !== undefined && [...value].length > rule.max)
      problems.push(`${who}: ${field} is over ${rule.max} characters`);
    if (rule.values && !rule.values.includes(value))
      problems.push(`${who}: ${field} '${value}' is not one of ${rule.values.join(', ')}`);
    if (rule.url && !isHttpUrl(value)) problems.push(`${who}: ${field} '${value}' is not an http(s) URL`);
    if (rule.price && !PRICE.test(value)) problems.push(`${who}: ${field} '${value}' is not '<number> <ISO 4217>'`);
  }
  return problems;
}

const amountOf = (price: string): number => Number(price.split(' ')[0]);
const currencyOf = (price: string): string => price.split(' ')[1] ?? '';

/**
 * A sale (both specs: `sale_price` in the price's format and below `price`, same currency; `sale_price_effective_date`
 * an ISO 8601 interval, start/end with a time zone, the start before the end, only with a sale price).
 */
function saleProblems(row: Row): string[] {
  const who = row.id || '(no id)';
  const problems: string[] = [];
  const sale = row.sale_price ?? '';
  const range = row.sale_price_effective_date ?? '';
  if (sale !== '') {
    const price = row.price ?? '';
    if (!PRICE.test(sale)) problems.push(`${who}: sale_price '${sale}' is not '<number> <ISO 4217>'`);
    else if (PRICE.test(price) && (currencyOf(sale) !== currencyOf(price) || amountOf(sale) >= amountOf(price)))
      problems.push(`${who}: sale_price ${sale} is not below price ${price} in its currency`);
  }
  if (range !== '') {
    if (sale === '') problems.push(`${who}: sale_price_effective_date without a sale_price`);
    const [from = '', to = '', ...rest] = range.split('/');
    const when = (d: string) => Date.parse(d.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    if (
      rest.length > 0 ||
      !ISO_MINUTE.test(from) ||
      !ISO_MINUTE.test(to) ||
      Number.isNaN(when(from)) ||
      Number.isNaN(when(to))
    )
      problems.push(`${who}: sale_price_effective_date '${range}' is not two ISO 8601 times with a zone, start/end`);
    else if (when(from) >= when(to)) problems.push(`${who}: sale_price_effective_date ends before it starts`);
  }
  return problems;
}

function duplicateIds(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const row of rows) {
    const id = row.id ?? '';
    if (seen.has(id)) problems.push(`${id}: id is not unique`);
    seen.add(id);
  }
  return problems;
}

/** Variants: every item of a group names the attribute it differs by (both specs ask for it on each variant). */
function variantProblems(rows: readonly Row[]): string[] {
  return rows
    .filter((row) => (row.item_group_id ?? '') !== '' && (row.size ?? '') === '')
    .map((row) => `${row.id}: an item with item_group_id has no size`);
}

const GOOGLE_RULES: Readonly<Record<string, FieldRule>> = {
  id: { required: true, max: 50 },
  title: { required: true, max: 150 },
  description: { required: true, max: 5000 },
  link: { required: true, max: 2000, url: true },
  image_link: { required: true, max: 2000, url: true },
  availability: { required: true, values: ['in_stock', 'out_of_stock', 'preorder', 'backorder'] },
  price: { required: true, price: true },
  brand: { required: true, max: 70 },
  condition: { values: ['new', 'refurbished', 'used'] },
  identifier_exists: { values: ['yes', 'no', 'true', 'false'] },
  item_group_id: { max: 50 },
  size: { max: 100 },
  product_type: { max: 750 },
};

/** Google Merchant Center: the `g:` fields of each `<item>`, without the prefix. */
export function googleFeedProblems(items: readonly Row[], now: Date): string[] {
  const problems = [...duplicateIds(items), ...variantProblems(items)];
  for (const item of items) {
    problems.push(...fieldProblems(item, GOOGLE_RULES), ...saleProblems(item));
    const date = item.availability_date ?? '';
    const dated = item.availability === 'preorder' || item.availability === 'backorder';
    if (dated && date === '') problems.push(`${item.id}: availability_date is required with ${item.availability}`);
    if (date !== '') {
      const when = Date.parse(date.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
      if (date.length > 25 || !ISO_MINUTE.test(date) || Number.isNaN(when))
        problems.push(`${item.id}: availability_date '${date}' is not ISO 8601 with a time zone`);
      else if (when - now.getTime() > YEAR_MS) problems.push(`${item.id}: availability_date is more than a year ahead`);
    }
  }
  return problems;
}

const META_RULES: Readonly<Record<string, FieldRule>> = {
  id: { required: true, max: 100 },
  title: { required: true, max: 200 },
  description: { required: true, max: 9999 },
  availability: {
    required: true,
    values: ['in stock', 'out of stock', 'preorder', 'available for order', 'discontinued'],
  },
  condition: { required: true, values: ['new', 'refurbished', 'used'] },
  price: { required: true, price: true },
  link: { required: true, url: true },
  image_link: { required: true, url: true },
  brand: { required: true, max: 100 },
  item_group_id: { max: 100 },
  size: { max: 200 },
};

/** Meta's catalog (commerce): each CSV row by its column names. The description is plain text, never HTML. */
export function metaFeedProblems(rows: readonly Row[]): string[] {
  const problems = [...duplicateIds(rows), ...variantProblems(rows)];
  for (const row of rows) {
    problems.push(...fieldProblems(row, META_RULES), ...saleProblems(row));
    if (/<[a-z/][^>]*>|&[a-z]+;/i.test(row.description ?? '')) problems.push(`${row.id}: description has HTML in it`);
  }
  return problems;
}

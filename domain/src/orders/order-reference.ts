// How staff name an order when the back office asks for one: the short number everyone sees ('#AB12CD34', any
// case), the full order id, or a Paystack payment reference ('ASO-1740856200000-K3P9Q2', '…-BAL' for a balance).
import { BRAND_PREFIX } from '../shared/constants';
import { foldForSearch } from '../shared/search';
import { EMAIL_PATTERN, shortId } from '../shared/text';
import { normaliseCustomerPhone } from '../marketing/whatsapp';

export type OrderReference =
  { readonly kind: 'payment'; readonly reference: string } | { readonly kind: 'order'; readonly text: string };

/** What was typed, read as a payment reference or an order number/id; null when there is nothing to look up. */
export function parseOrderReference(input: string): OrderReference | null {
  const text = input.trim().replace(/^#\s*/, '').replace(/\s+/g, '');
  if (text === '') return null;
  if (text.toUpperCase().startsWith(`${BRAND_PREFIX}-`)) return { kind: 'payment', reference: text.toUpperCase() };
  return { kind: 'order', text };
}

/**
 * Finding an order by who placed it (docs/product.md#orders): each order carries `searchKeys`, written with it by
 * startCheckout — the start (2 to 20 characters) of every word of the customer's name, of the short number and of
 * each email's name part, the name from its start ('kemi ad', 'kemi adetiba', up to 40 characters), each whole
 * email, and each phone number in international form — so one `array-contains` query answers a search from any
 * order, however old, reading only the orders it finds.
 */
export interface OrderSearchSubject {
  readonly id: string;
  readonly customerName: string;
  readonly emails: readonly (string | null | undefined)[];
  readonly phones: readonly (string | null | undefined)[];
}

/** Orders one search shows, newest first; a longer list asks for a more exact search. */
export const ORDER_SEARCH_LIMIT = 50;
const MIN_KEY = 2;
const MAX_KEY = 20;
const MAX_PHRASE = 40;
const MAX_KEYS = 200;

const words = (text: string): string[] =>
  foldForSearch(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= MIN_KEY);

function starts(word: string): string[] {
  const out: string[] = [];
  for (let n = MIN_KEY; n <= Math.min(word.length, MAX_KEY); n += 1) out.push(word.slice(0, n));
  return out;
}

/** A name from its start, over more than one word: 'kemi ad' … 'kemi adetiba' (the first word alone is a word key). */
function phraseStarts(name: readonly string[]): string[] {
  const phrase = name.join(' ').slice(0, MAX_PHRASE);
  const second = name[0] ? name[0].length + 1 : phrase.length;
  const out: string[] = [];
  for (let n = second + MIN_KEY; n <= phrase.length; n += 1) if (phrase[n - 1] !== ' ') out.push(phrase.slice(0, n));
  return out;
}

export function orderSearchKeys(subject: OrderSearchSubject): string[] {
  const keys = new Set<string>();
  const name = words(subject.customerName);
  for (const word of [...name, ...words(shortId(subject.id))]) for (const key of starts(word)) keys.add(key);
  for (const key of phraseStarts(name)) keys.add(key);
  for (const email of subject.emails) {
    const whole = foldForSearch((email ?? '').trim());
    if (!whole.includes('@')) continue;
    keys.add(whole);
    for (const word of words(whole.split('@')[0] ?? '')) for (const key of starts(word)) keys.add(key);
  }
  for (const phone of subject.phones) {
    const whole = normaliseCustomerPhone(phone ?? '');
    if (whole) keys.add(whole);
  }
  return [...keys].slice(0, MAX_KEYS);
}

/** One query of a search: the key looked up, and the keys a found order must also carry. */
export interface OrderSearchPlan {
  readonly key: string;
  readonly alsoKeys: readonly string[];
}

/**
 * The queries that answer what staff typed, tried in turn until one finds orders: a whole email, a phone number in
 * any usual form ('0803 123 4567'), the short number ('#AB12CD34'), a word or its start — or several words: the
 * name as typed from its start, exact however many customers share a word of it, then (words in another order) the
 * longest word with the others checked on what it finds. Empty when nothing typed is long enough to look for.
 */
export function orderSearchPlans(input: string): OrderSearchPlan[] {
  const typed = input.trim();
  // '#AB12 CD34' is one number, however it was spaced.
  const text = typed.startsWith('#') ? typed.slice(1).replace(/\s+/g, '') : typed;
  const phone = /\d{7}/.test(text.replace(/\D/g, '')) ? normaliseCustomerPhone(text) : null;
  if (phone) return [{ key: phone, alsoKeys: [] }];
  const folded = foldForSearch(text);
  if (EMAIL_PATTERN.test(folded)) return [{ key: folded, alsoKeys: [] }];
  const typedWords = [...new Set(words(folded).map((w) => w.slice(0, MAX_KEY)))];
  if (typedWords.length <= 1) return typedWords.map((key) => ({ key, alsoKeys: [] }));
  const [longest, ...others] = [...typedWords].sort((a, b) => b.length - a.length);
  return [
    { key: words(folded).join(' ').slice(0, MAX_PHRASE), alsoKeys: [] },
    { key: longest!, alsoKeys: others },
  ];
}

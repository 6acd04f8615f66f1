// How staff name an order when the back office asks for one: the short number everyone sees ('#AB12CD34', any
// case), the full order id, or a Paystack payment reference ('ASO-1740856200000-K3P9Q2', '…-BAL' for a balance).
import { BRAND_PREFIX } from './constants';

export type OrderReference =
  { readonly kind: 'payment'; readonly reference: string } | { readonly kind: 'order'; readonly text: string };

/** What was typed, read as a payment reference or an order number/id; null when there is nothing to look up. */
export function parseOrderReference(input: string): OrderReference | null {
  const text = input.trim().replace(/^#\s*/, '').replace(/\s+/g, '');
  if (text === '') return null;
  if (text.toUpperCase().startsWith(`${BRAND_PREFIX}-`)) return { kind: 'payment', reference: text.toUpperCase() };
  return { kind: 'order', text };
}

/** An order id answers to its full id, or to the start of its short number in any case. */
export function orderIdMatches(orderId: string, text: string): boolean {
  return orderId === text || (text.length > 0 && orderId.toUpperCase().startsWith(text.toUpperCase()));
}

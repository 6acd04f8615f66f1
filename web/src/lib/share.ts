// Sharing a link where the shop's customers talk: WhatsApp (wa.me with no number lets the sender pick the chat)
// and the phone's own share sheet (docs/product.md#product-page). The charge is naira, so the line says naira.
import { formatNaira } from './format';

/** wa.me without a number: WhatsApp opens with the message and asks who to send it to. */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** The prefilled line of a shared product: name, price, link (WhatsApp unfurls the link into the picture). */
export function productShareText(name: string, price: number, url: string): string {
  return `${name} · ${formatNaira(price)}\n${url}`;
}

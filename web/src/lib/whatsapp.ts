// The WhatsApp chat link offered on every page (docs/product.md#overview): wa.me with the shop's number and a prefilled
// message.

import { internationalDigits } from '@aso/domain/marketing/whatsapp';

/** wa.me wants the international number as digits only ('0803…' and '+234 803…' → '234803…'): the domain's rule. */
export const whatsappDigits = internationalDigits;

export function whatsappMessage(brandName: string, topic?: string): string {
  const about = topic ? ` about ${topic}` : '';
  return `Hello ${brandName}, I have a question${about}.`;
}

/** Without a number, wa.me opens WhatsApp with the message and lets the customer pick the chat. */
export function whatsappHref(phone: string, message: string): string {
  const digits = whatsappDigits(phone);
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

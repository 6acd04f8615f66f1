// The WhatsApp chat link offered on every page (docs/product.md#overview): wa.me with the shop's number and a prefilled
// message.

/** wa.me wants the international number as digits only: '+234 803 123 4501' → '2348031234501'. */
export function whatsappDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // A local Nigerian number (0803…) becomes 234803….
  return digits.startsWith('0') && digits.length === 11 ? `234${digits.slice(1)}` : digits;
}

export function whatsappMessage(brandName: string, topic?: string): string {
  const about = topic ? ` about ${topic}` : '';
  return `Hello ${brandName}, I have a question${about}.`;
}

/** Without a number, wa.me opens WhatsApp with the message and lets the customer pick the chat. */
export function whatsappHref(phone: string, message: string): string {
  const digits = whatsappDigits(phone);
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

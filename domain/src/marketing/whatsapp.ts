// WhatsApp without an API bill (docs/product.md#whatsapp): click-to-chat links (wa.me) with a prefilled message. Staff
// message a customer about their order from the back office; a customer asks the shop about one of their orders.
import { formatNaira, koboToNaira } from '../shared/money';
import { shortId } from '../shared/text';
import type { OrderStatus, PaymentStatus } from '../shared/vocab';

/** wa.me wants the international number as digits only: '+234 803 123 4501' → '2348031234501', '0803…' → '234803…'. */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  return digits.startsWith('0') && digits.length === 11 ? `234${digits.slice(1)}` : digits;
}

/**
 * A customer's number as the shop keeps it (E.164, '+2348031234567'), so WhatsApp reaches it from anywhere; '' for
 * no number and null for one that is not a phone. Nigerian mobiles in any usual form ('0803 123 4567',
 * '803-123-4567', '234 803 123 4567', '+234 (0) 803 123 4567'); a number abroad needs '+' or '00' and its country
 * code ('+44 7700 900123').
 */
export function normaliseCustomerPhone(raw: string): string | null {
  const typed = raw.trim();
  if (typed === '') return '';
  if (!/^\+?[\d\s().-]+$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  const international = typed.startsWith('+') || digits.startsWith('00');
  const full = digits.startsWith('00') ? digits.slice(2) : digits;
  // A Nigerian mobile: ten digits after the country code (or the trunk 0), starting 7, 8 or 9.
  const nigerian = (national: string): string | null => (/^[789]\d{9}$/.test(national) ? `+234${national}` : null);
  if (full.startsWith('234')) return nigerian(full.slice(3).replace(/^0/, ''));
  if (international) return /^[1-9]\d{7,14}$/.test(full) ? `+${full}` : null;
  if (/^0\d{10}$/.test(full)) return nigerian(full.slice(1));
  return nigerian(full);
}

/**
 * What typed digits mean when staff search for a number, whole or in part: the digits as they stand in the form the
 * shop keeps ('0803 123 4567' → '2348031234567', '0803 123' → '803123', '+44 7700' → '447700'), so a number
 * typed the local way finds one stored the international way. Null for text that is not digits, or under 4 of them.
 */
export function phoneSearchDigits(typed: string): string | null {
  const text = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const whole = normaliseCustomerPhone(text);
  if (whole) return whole.slice(1);
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4) return null;
  if (digits.startsWith('00')) return digits.slice(2);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** A stored number's digits in international form, older local forms ('0803 …') included. */
export function storedPhoneDigits(phone: string): string {
  const whole = normaliseCustomerPhone(phone);
  return whole ? whole.slice(1) : internationalDigits(phone);
}

/**
 * A kept number as people in Nigeria read it: '+2348031234567' → '0803 123 4567'; a number abroad stays in its
 * international form, and anything else is shown as it was stored.
 */
export function displayPhone(phone: string): string {
  const whole = normaliseCustomerPhone(phone);
  if (!whole) return phone.trim();
  const national = whole.startsWith('+234') ? `0${whole.slice(4)}` : null;
  return national ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}` : whole;
}

/** The click-to-chat link to this number with the text prefilled; null without a usable number (7–15 digits). */
export function whatsappChatUrl(phone: string, text: string): string | null {
  const digits = internationalDigits(phone);
  if (digits.length < 7 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export interface WhatsappOrder {
  readonly id: string;
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly amountPaid: number;
  readonly balanceDue: number;
  readonly refund?: { readonly status: 'pending' | 'failed' | 'refunded'; readonly amountKobo: number } | null;
}

/** How staff open a chat with a customer: 'Hello Kemi, this is Aso.' (the first name; no name, no name). */
export function staffGreeting(customerName: string, brandName: string): string {
  return `Hello${customerName.trim() ? ` ${customerName.trim().split(/\s+/)[0]}` : ''}, this is ${brandName}.`;
}

/** What staff say to the customer about the order in its present state (the back office's "Message on WhatsApp"). */
export function staffOrderMessage(order: WhatsappOrder, customerName: string, brandName: string): string {
  const ref = shortId(order.id);
  const hello = staffGreeting(customerName, brandName);
  const balance =
    order.balanceDue > 0 && order.amountPaid > 0
      ? ` A balance of ${formatNaira(order.balanceDue)} is due; you can pay it under My Orders on our website.`
      : '';
  let body: string;
  switch (order.status) {
    case 'pending':
      body =
        order.amountPaid > 0
          ? `Thank you for your order ${ref}: we have your payment and will start on it shortly.${balance}`
          : `Your order ${ref} is waiting for payment; you can finish paying under My Orders on our website.`;
      break;
    case 'in_production':
      body = `Your order ${ref} is in production. We will let you know as soon as it is ready.${balance}`;
      break;
    case 'ready':
      body = `Your order ${ref} is ready.${balance || ' We will send it out shortly.'}`;
      break;
    case 'shipped':
      body = `Your order ${ref} is on its way to you.${balance}`;
      break;
    case 'completed':
      body = `Your order ${ref} has been delivered. We hope you love it! Thank you for shopping with us.`;
      break;
    case 'cancelled': {
      const refund = order.refund
        ? ` Your refund of ${formatNaira(koboToNaira(order.refund.amountKobo))} ${
            order.refund.status === 'refunded' ? 'has been paid back' : 'is on its way'
          } to the card or account you paid with.`
        : '';
      body = `Your order ${ref} has been cancelled.${refund}`;
      break;
    }
    case 'abandoned':
      body = order.refund
        ? `Your payment for ${ref} arrived after the checkout had closed and the pieces had sold. Your refund of ${formatNaira(
            koboToNaira(order.refund.amountKobo),
          )} ${order.refund.status === 'refunded' ? 'has been paid back' : 'is on its way'} to the account you paid from.`
        : `Your checkout ${ref} was not paid, so the pieces went back on sale. You can order again on our website any time.`;
      break;
  }
  return `${hello} ${body}`;
}

/** What a customer asks the shop about one of their orders (My Orders' "Ask about this order"). */
export function customerOrderQuestion(orderId: string, brandName: string): string {
  return `Hello ${brandName}, I have a question about my order ${shortId(orderId)}.`;
}

import { describe, expect, it } from 'vitest';
import {
  customerOrderQuestion,
  internationalDigits,
  displayPhone,
  normaliseCustomerPhone,
  phoneSearchDigits,
  staffGreeting,
  staffOrderMessage,
  storedPhoneDigits,
  whatsappChatUrl,
  type WhatsappOrder,
} from '../whatsapp';

const order: WhatsappOrder = {
  id: 'abcdefgh1234',
  status: 'pending',
  paymentStatus: 'paid',
  amountPaid: 30000,
  balanceDue: 0,
  refund: null,
};

describe('WhatsApp click-to-chat', () => {
  it('numbers in international form; no link without a usable number', () => {
    expect(internationalDigits('+234 803 123 4501')).toBe('2348031234501');
    expect(internationalDigits('0803 123 4501')).toBe('2348031234501');
    expect(internationalDigits('0044 7700 900123')).toBe('447700900123');
    expect(internationalDigits('+44 7700 900123')).toBe('447700900123');
    expect(whatsappChatUrl('0803 123 4501', 'Hi & bye?')).toBe('https://wa.me/2348031234501?text=Hi%20%26%20bye%3F');
    expect(whatsappChatUrl('', 'Hi')).toBeNull();
    expect(whatsappChatUrl('12', 'Hi')).toBeNull();
  });

  it("keeps a customer's phone in international form: Nigerian mobiles as typed, numbers abroad with their code", () => {
    for (const typed of [
      '0803 123 4567',
      '08031234567',
      '803-123-4567',
      '234 803 123 4567',
      '+234 803 123 4567',
      '+234 (0) 803 123 4567',
      '002348031234567',
      ' 0803.123.4567 ',
    ])
      expect(normaliseCustomerPhone(typed), typed).toBe('+2348031234567');
    expect(normaliseCustomerPhone('0905 555 0101')).toBe('+2349055550101');
    expect(normaliseCustomerPhone('0701 234 5678')).toBe('+2347012345678');
    expect(normaliseCustomerPhone('+44 7700 900123')).toBe('+447700900123');
    expect(normaliseCustomerPhone('001 415 555 0101')).toBe('+14155550101');
    expect(normaliseCustomerPhone('')).toBe('');
    expect(normaliseCustomerPhone('   ')).toBe('');
    for (const bad of [
      '0803 123 456', // a digit short
      '0803 123 45678', // a digit long
      '0203 123 4567', // not a mobile
      '+234 603 123 4567',
      '44 7700 900123', // abroad without + or 00
      '+0 1234 5678',
      '+44 12',
      'call me',
      '0803-CALL-NOW',
      '+234 803 123 4567 ext 2',
    ])
      expect(normaliseCustomerPhone(bad), bad).toBeNull();
  });

  it('shows a kept number the way people in Nigeria read it; numbers abroad stay international', () => {
    expect(displayPhone('+2348031234567')).toBe('0803 123 4567');
    expect(displayPhone('08031234567')).toBe('0803 123 4567');
    expect(displayPhone('+447700900123')).toBe('+447700900123');
    expect(displayPhone('')).toBe('');
    expect(displayPhone(' 01 234 5678 ')).toBe('01 234 5678');
  });

  it('reads typed digits as the number the shop keeps, for searches', () => {
    expect(phoneSearchDigits('0803 123 4567')).toBe('2348031234567');
    expect(phoneSearchDigits('+234 803 123 4567')).toBe('2348031234567');
    expect(phoneSearchDigits('0803 123')).toBe('803123');
    expect(phoneSearchDigits('00 44 7700')).toBe('447700');
    expect(phoneSearchDigits('4567')).toBe('4567');
    expect(phoneSearchDigits('456')).toBeNull();
    expect(phoneSearchDigits('Kemi')).toBeNull();
    expect(storedPhoneDigits('+2348031234567')).toBe('2348031234567');
    expect(storedPhoneDigits('0803 123 4567')).toBe('2348031234567');
  });

  it("staff's message follows the order's state", () => {
    const say = (
      o: Partial<typeof order> & { refund?: { status: 'pending' | 'refunded'; amountKobo: number } | null },
    ) => staffOrderMessage({ ...order, ...o }, 'Amaka Obi', 'Aso');
    expect(say({})).toBe(
      'Hello Amaka, this is Aso. Thank you for your order ABCDEFGH: we have your payment and will start on it shortly.',
    );
    expect(say({ amountPaid: 0, paymentStatus: 'unpaid', balanceDue: 30000 })).toContain(
      'Your order ABCDEFGH is waiting for payment',
    );
    expect(say({ status: 'in_production', paymentStatus: 'deposit_paid', amountPaid: 12000, balanceDue: 18000 })).toBe(
      'Hello Amaka, this is Aso. Your order ABCDEFGH is in production. We will let you know as soon as it is ready.' +
        ' A balance of ₦18,000.00 is due; you can pay it under My Orders on our website.',
    );
    expect(say({ status: 'ready' })).toBe(
      'Hello Amaka, this is Aso. Your order ABCDEFGH is ready. We will send it out shortly.',
    );
    expect(say({ status: 'shipped' })).toBe('Hello Amaka, this is Aso. Your order ABCDEFGH is on its way to you.');
    expect(say({ status: 'completed' })).toContain('has been delivered. We hope you love it!');
    expect(say({ status: 'cancelled', refund: { status: 'pending', amountKobo: 3_000_000 } })).toBe(
      'Hello Amaka, this is Aso. Your order ABCDEFGH has been cancelled. Your refund of ₦30,000.00 is on its way to the card or account you paid with.',
    );
    expect(say({ status: 'cancelled', refund: { status: 'refunded', amountKobo: 3_000_000 } })).toContain(
      'has been paid back',
    );
    expect(staffOrderMessage(order, '  ', 'Aso')).toMatch(/^Hello, this is Aso\. /);
    expect(staffGreeting('Kemi Adetiba', 'Aso')).toBe('Hello Kemi, this is Aso.');
  });

  it("the customer's question names the order", () => {
    expect(customerOrderQuestion('abcdefgh1234', 'Aso')).toBe('Hello Aso, I have a question about my order ABCDEFGH.');
  });
});

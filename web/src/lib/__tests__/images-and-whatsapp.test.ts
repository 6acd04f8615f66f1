import { describe, expect, it } from 'vitest';
import { firstImage, imageUrl } from '../images';
import { whatsappDigits, whatsappHref } from '../whatsapp';

describe('imageUrl', () => {
  it('resolves Storage paths against the emulator, keeps URLs and falls back to /logo.png', () => {
    const bucket = process.env.VITE_FIREBASE_STORAGE_BUCKET ?? '';
    expect(imageUrl('products/adire kaftan-1.webp')).toBe(
      `http://127.0.0.1:9/v0/b/${bucket}/o/products%2Fadire%20kaftan-1.webp?alt=media`,
    );
    expect(imageUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(imageUrl('/logo.png')).toBe('/logo.png');
    expect(imageUrl('  ')).toBe('/logo.png');
    expect(firstImage([])).toBe('/logo.png');
    expect(firstImage(['', 'https://x.test/b.png'])).toBe('https://x.test/b.png');
  });
});

describe('whatsapp links', () => {
  it('uses the international number as digits and encodes the message', () => {
    expect(whatsappDigits('+234 803 123 4501')).toBe('2348031234501');
    expect(whatsappDigits('0803 123 4501')).toBe('2348031234501');
    expect(whatsappHref('+2348031234501', 'Hello Aso, I have a question.')).toBe(
      'https://wa.me/2348031234501?text=Hello%20Aso%2C%20I%20have%20a%20question.',
    );
  });
});

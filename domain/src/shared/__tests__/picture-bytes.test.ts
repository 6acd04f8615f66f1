import { describe, expect, it } from 'vitest';
import { pictureTypeOf } from '../picture-bytes';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('a picture by its bytes', () => {
  it('knows the five kinds the shop accepts from their first bytes', () => {
    expect(pictureTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(pictureTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(pictureTypeOf(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(pictureTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(pictureTypeOf(bytes([0, 0, 0, 0x20], 'ftypavif', [0, 0]))).toBe('image/avif');
  });

  it('a text file named .jpg, an SVG, a PDF or nothing at all is no picture', () => {
    expect(pictureTypeOf(bytes('Measurements for Mama Bisi: bust 40'))).toBeNull();
    expect(pictureTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(pictureTypeOf(bytes('%PDF-1.7'))).toBeNull();
    expect(pictureTypeOf(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull();
    expect(pictureTypeOf(new Uint8Array())).toBeNull();
  });
});

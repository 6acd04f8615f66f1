// What a file is, from its first bytes rather than its name (docs/product.md#catalogue): a text file renamed
// 'kaftan.jpg' is no picture, whatever the browser guesses from the name. The signatures of the five kinds the shop
// accepts (storage.rules), and the file extension that goes with each, so the stored name never lies either.

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';

/** Bytes to read from the start of a file to know its kind. */
export const PICTURE_SIGNATURE_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.slice(from, to));

/** The picture kind these first bytes begin, or null for anything else (text, PDF, SVG, HEIC…). */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'image/avif';
  return null;
}

export const PICTURE_EXTENSIONS: Readonly<Record<PictureType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/// <reference types="node" />
// Picture uploads in words: what storage.rules would refuse is said before uploading, and Storage's own refusals
// ('storage/unauthorized') become words; the raw Firebase text never reaches the screen.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_TYPES } from '@aso/domain/shared/constants';
import {
  UPLOAD_NOT_A_PICTURE,
  UPLOAD_REFUSED,
  UPLOAD_SIGNED_OUT,
  UPLOAD_TOO_BIG,
} from '@aso/domain/shared/upload-messages';
import { PICTURE_EXTENSIONS } from '@aso/domain/shared/picture-bytes';
import { checkPicture, uploadErrorWords } from '../upload-words';

describe('picture uploads', () => {
  it('knows by their bytes exactly the raster pictures storage.rules accept', async () => {
    expect(Object.keys(PICTURE_EXTENSIONS)).toEqual([...UPLOAD_IMAGE_TYPES]);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(await checkPicture(svg)).toEqual({ ok: false, problem: UPLOAD_NOT_A_PICTURE });
  });

  it('offers exactly the types storage.rules accept', () => {
    const rules = readFileSync(resolve(import.meta.dirname, '../../../../storage.rules'), 'utf8');
    const accepted = /contentType in \[([^\]]*)\]/.exec(rules)?.[1]?.match(/'[^']+'/g) ?? [];
    expect(accepted.map((t) => t.slice(1, -1))).toEqual([...UPLOAD_IMAGE_TYPES]);
  });

  it('puts Storage’s refusals in words', () => {
    const storage = (code: string) => Object.assign(new Error(`Firebase Storage: denied. (${code})`), { code });
    expect(uploadErrorWords(storage('storage/unauthorized'))).toBe(UPLOAD_REFUSED);
    expect(uploadErrorWords(storage('storage/unauthenticated'))).toBe(UPLOAD_SIGNED_OUT);
    expect(uploadErrorWords(storage('storage/unknown'))).toBe('something went wrong. Please try again.');
    expect(uploadErrorWords(storage('storage/unauthorized'))).not.toMatch(/storage\//);
  });

  it('judges a file by its bytes, not its name: a text file renamed .jpg is no picture', async () => {
    const note = new File(['Bust 40, waist 34 for Mama Bisi'], 'kaftan-front.jpg', { type: 'image/jpeg' });
    expect(await checkPicture(note)).toEqual({ ok: false, problem: UPLOAD_NOT_A_PICTURE });
    // A 2×2 PNG saved with a .jpg name goes up as the PNG it is.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4EaABRAwQCgAljgUBqTNxyAAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await checkPicture(new File([png], 'front.jpg', { type: 'image/jpeg' }))).toEqual({
      ok: true,
      type: 'image/png',
      extension: 'png',
    });
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(png.subarray(0, 16));
    expect(await checkPicture(new File([big], 'huge.png', { type: 'image/png' }))).toEqual({
      ok: false,
      problem: UPLOAD_TOO_BIG,
    });
  });
});

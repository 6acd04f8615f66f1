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
import { pictureProblem, uploadErrorWords } from '../upload-words';

describe('picture uploads', () => {
  it('accepts the raster pictures storage.rules accept, under 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
      expect(pictureProblem({ type, size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/svg+xml', size: 1000 })).toBe(UPLOAD_NOT_A_PICTURE);
    expect(pictureProblem({ type: 'application/pdf', size: 1000 })).toBe(UPLOAD_NOT_A_PICTURE);
    expect(pictureProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe(UPLOAD_TOO_BIG);
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
});

// Picture uploads in words (docs/product.md#catalogue, #settings): what the shop accepts is said before uploading
// (storage.rules refuse anything else), and what Storage answers is put in plain words — never Firebase's own
// 'storage/unauthorized' text. Used by the catalogue's images and the settings' logo.
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@aso/domain/shared/constants';
import { GENERIC_ERROR } from '@aso/domain/shared/messages';
import {
  UPLOAD_CANCELLED,
  UPLOAD_NO_CONNECTION,
  UPLOAD_NOT_A_PICTURE,
  UPLOAD_REFUSED,
  UPLOAD_SIGNED_OUT,
  UPLOAD_TOO_BIG,
} from '@aso/domain/shared/upload-messages';

/** Why this file will not be accepted ('choose a JPEG, PNG…'), or null when it may be uploaded. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_NOT_A_PICTURE;
  if (file.size >= UPLOAD_MAX_BYTES) return UPLOAD_TOO_BIG;
  return null;
}

const BY_CODE: Readonly<Record<string, string>> = {
  'storage/unauthorized': UPLOAD_REFUSED,
  'storage/unauthenticated': UPLOAD_SIGNED_OUT,
  'storage/retry-limit-exceeded': UPLOAD_NO_CONNECTION,
  'storage/canceled': UPLOAD_CANCELLED,
};

/** What a failed upload means, as the end of 'Upload failed: …' (lower-case start). */
export function uploadErrorWords(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const words = typeof code === 'string' ? BY_CODE[code] : undefined;
  if (words) return words;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return UPLOAD_NO_CONNECTION;
  return GENERIC_ERROR.charAt(0).toLowerCase() + GENERIC_ERROR.slice(1);
}

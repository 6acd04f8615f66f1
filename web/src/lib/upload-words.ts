// Picture uploads in words (docs/product.md#catalogue, #settings): what the shop accepts is said before uploading
// (storage.rules refuse anything else), judged by the file's first bytes, never its name (a text file renamed .jpg is
// no picture), and what Storage answers is put in plain words — never Firebase's own 'storage/unauthorized' text.
// Used by the catalogue's images and the settings' logo.
import { UPLOAD_MAX_BYTES } from '@aso/domain/shared/constants';
import { GENERIC_ERROR } from '@aso/domain/shared/messages';
import {
  PICTURE_EXTENSIONS,
  PICTURE_SIGNATURE_BYTES,
  pictureTypeOf,
  type PictureType,
} from '@aso/domain/shared/picture-bytes';
import {
  UPLOAD_CANCELLED,
  UPLOAD_NO_CONNECTION,
  UPLOAD_NOT_A_PICTURE,
  UPLOAD_REFUSED,
  UPLOAD_SIGNED_OUT,
  UPLOAD_TOO_BIG,
} from '@aso/domain/shared/upload-messages';

async function firstBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, PICTURE_SIGNATURE_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

export type PictureCheck =
  | { readonly ok: true; readonly type: PictureType; readonly extension: string }
  | { readonly ok: false; readonly problem: string };

/**
 * Whether this file may become a picture of the shop: a JPEG, PNG, WebP, GIF or AVIF by its bytes, under 5 MB. The
 * upload then declares the type the bytes say (storage.rules check it) and names the file with its extension.
 */
export async function checkPicture(file: Blob): Promise<PictureCheck> {
  const type = pictureTypeOf(await firstBytes(file));
  if (!type) return { ok: false, problem: UPLOAD_NOT_A_PICTURE };
  if (file.size >= UPLOAD_MAX_BYTES) return { ok: false, problem: UPLOAD_TOO_BIG };
  return { ok: true, type, extension: PICTURE_EXTENSIONS[type] };
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

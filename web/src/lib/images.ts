// Product and branding images are stored as Storage paths ('products/adire-kaftan-1.webp') in public-read
// buckets, or as full URLs. Paths become the public download URL of the emulator or of Firebase Storage.
import { FALLBACK_IMAGE } from '@aso/domain/shared/constants';
import { getEnv } from './env';

export { FALLBACK_IMAGE };

export function storageDownloadUrl(path: string): string {
  const { firebase, emulators } = getEnv();
  const origin = emulators.storage
    ? `http://${emulators.storage.host}:${emulators.storage.port}`
    : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${encodeURIComponent(firebase.storageBucket)}/o/${encodeURIComponent(path)}?alt=media`;
}

/** A displayable URL: http(s) and site-absolute URLs as they are, Storage paths resolved, nothing → /logo.png. */
export function imageUrl(pathOrUrl: string | null | undefined): string {
  const value = pathOrUrl?.trim() ?? '';
  if (value === '') return FALLBACK_IMAGE;
  const path = storagePathOf(value);
  return path === null ? value : storageDownloadUrl(path);
}

/** The Storage path an image entry names, or null for a URL or a site path (used as they are). */
export function storagePathOf(value: string): string | null {
  if (/^https?:\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:')) return null;
  return value.replace(/^\/+/, '');
}

/** A product's first non-blank image entry (a Storage path or a URL), null when it has none. */
export function firstImagePath(images: readonly string[] | null | undefined): string | null {
  return images?.find((i) => i.trim() !== '')?.trim() ?? null;
}

/** The first image of a product, or the fallback. */
export function firstImage(images: readonly string[] | null | undefined): string {
  return imageUrl(firstImagePath(images));
}

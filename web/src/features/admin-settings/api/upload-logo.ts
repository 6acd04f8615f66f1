// Upload a logo to Storage `branding/logo_<time>.<ext>` (images only, cached an hour) and answer its public URL.
// The URL goes into the form; it is stored with the other settings on Save (docs/product.md#settings: persisted only on
// Save).
import { useMutation } from '@tanstack/react-query';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { IMAGE_CACHE_SECONDS } from '@aso/domain/constants';
import { LOGO_MUST_BE_IMAGE } from '@aso/domain/messages';
import { getStorageInstance } from '../../../lib/firebase';

export class NotAnImageError extends Error {
  constructor() {
    super(LOGO_MUST_BE_IMAGE);
  }
}

function extensionOf(file: File): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1];
  const fromType = file.type.split('/')[1]?.replace(/[^a-z0-9]/gi, '');
  return (fromName ?? fromType ?? 'img').toLowerCase();
}

export async function uploadLogo(file: File, now: number = Date.now()): Promise<string> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError();
  const storage = await getStorageInstance();
  const target = ref(storage, `branding/logo_${now}.${extensionOf(file)}`);
  await uploadBytes(target, file, { contentType: file.type, cacheControl: `public, max-age=${IMAGE_CACHE_SECONDS}` });
  return getDownloadURL(target);
}

export function useUploadLogo() {
  return useMutation({ mutationFn: (file: File) => uploadLogo(file) });
}

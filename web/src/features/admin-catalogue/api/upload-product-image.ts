// Product images go to Storage under products/ (storage.rules: staff, images under 5 MB) with a resumable upload
// that reports progress; firebase/storage is loaded only here, in the admin chunk. The product keeps the Storage
// path (the storefront turns it into a URL); the download URL is fetched once to prove the file can be served.
import { IMAGE_CACHE_SECONDS } from '@aso/domain/shared/constants';
import { FILE_URL_FAILED } from '@aso/domain/catalogue/messages';
import { uploadFailed } from '@aso/domain/shared/upload-messages';
import type { PictureType } from '@aso/domain/shared/picture-bytes';
import { getStorageInstance } from '../../../lib/firebase';
import { uploadErrorWords } from '../../../lib/upload-words';

/**
 * 'Àdìre Wrap (front).JPG' → 'adire-wrap-front.jpg', prefixed so two uploads never collide; with `extension` (what the
 * bytes say the picture is) the name ends with that, whatever the file was called.
 */
export function storagePathFor(fileName: string, unique: string, extension?: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const ext = extension
    ? extension
    : dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  return `products/${unique}-${stem || 'image'}${ext ? `.${ext}` : ''}`;
}

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

export interface UploadedImage {
  readonly path: string;
  readonly url: string;
}

export async function uploadProductImage(
  file: File,
  picture: { readonly type: PictureType; readonly extension: string },
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  const [{ ref, uploadBytesResumable, getDownloadURL }, storage] = await Promise.all([
    import('firebase/storage'),
    getStorageInstance(),
  ]);
  const path = storagePathFor(file.name, crypto.randomUUID().slice(0, 8), picture.extension);
  const target = ref(storage, path);
  await new Promise<void>((resolve, reject) => {
    const task = uploadBytesResumable(target, file, {
      // The type the bytes say (lib/upload-words.ts checkPicture), not the name's guess: storage.rules check it.
      contentType: picture.type,
      cacheControl: `public, max-age=${IMAGE_CACHE_SECONDS}`,
    });
    task.on(
      'state_changed',
      (snap) => onProgress(snap.totalBytes > 0 ? snap.bytesTransferred / snap.totalBytes : 0),
      (error) => reject(new UploadError(uploadFailed(uploadErrorWords(error)))),
      () => resolve(),
    );
  });
  try {
    return { path, url: await getDownloadURL(target) };
  } catch {
    throw new UploadError(FILE_URL_FAILED);
  }
}

// Upload a logo to Storage `branding/logo_<time>.<ext>` (pictures storage.rules accept, cached an hour) and answer its
// public URL. The URL goes into the form; it is stored with the other settings on Save (docs/product.md#settings:
// persisted only on Save). Every failure is a LogoUploadError in words.
import { useMutation } from '@tanstack/react-query';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { IMAGE_CACHE_SECONDS } from '@aso/domain/shared/constants';
import { LOGO_MUST_BE_IMAGE, LOGO_UPLOAD_FAILED } from '@aso/domain/settings/messages';
import { getStorageInstance } from '../../../lib/firebase';
import { checkPicture, uploadErrorWords } from '../../../lib/upload-words';

/** 'Could not upload logo. Choose a JPEG, PNG…' (or 'Logo must be an image file.' for a file that is no picture). */
export class LogoUploadError extends Error {
  override readonly name = 'LogoUploadError';
}

const failed = (words: string): LogoUploadError =>
  new LogoUploadError(`${LOGO_UPLOAD_FAILED} ${words.charAt(0).toUpperCase()}${words.slice(1)}`);

export async function uploadLogo(file: File, now: number = Date.now()): Promise<string> {
  if (!file.type.startsWith('image/')) throw new LogoUploadError(LOGO_MUST_BE_IMAGE);
  // Judged by its bytes, not its name: a renamed text file is refused, a PNG named .jpg goes up as the PNG it is.
  const picture = await checkPicture(file);
  if (!picture.ok) throw failed(picture.problem);
  try {
    const storage = await getStorageInstance();
    const target = ref(storage, `branding/logo_${now}.${picture.extension}`);
    await uploadBytes(target, file, {
      contentType: picture.type,
      cacheControl: `public, max-age=${IMAGE_CACHE_SECONDS}`,
    });
    return await getDownloadURL(target);
  } catch (error) {
    throw failed(uploadErrorWords(error));
  }
}

export function useUploadLogo() {
  return useMutation({ mutationFn: (file: File) => uploadLogo(file) });
}

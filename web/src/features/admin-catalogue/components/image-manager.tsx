// The product's images: upload (with progress) to Storage, reorder, remove. The first image is the one the shop
// shows on cards. Errors use the spec's words: 'Upload failed: {message}' and 'Could not obtain file URL.'.
import { useId, useRef, useState } from 'react';
import { UPLOAD_IMAGE_TYPES } from '@aso/domain/shared/constants';
import { UPLOAD_PICTURE_HINT, uploadFailed } from '@aso/domain/shared/upload-messages';
import { Button } from '../../../components/button';
import { imageUrl } from '../../../lib/images';
import { UploadError, uploadProductImage } from '../api/upload-product-image';
import { ErrorNotice } from '../../../components/error-notice';
import { checkPicture, uploadErrorWords } from '../../../lib/upload-words';

export interface ImageManagerProps {
  readonly images: readonly string[];
  readonly onChange: (images: string[]) => void;
  readonly onBusyChange?: (busy: boolean) => void;
}

export function ImageManager({ images, onChange, onBusyChange }: ImageManagerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    onChange(next);
  };

  async function upload(file: File) {
    setError(null);
    onBusyChange?.(true);
    const picture = await checkPicture(file);
    if (!picture.ok) {
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
      return setError(uploadFailed(picture.problem));
    }
    setProgress(0);
    try {
      const uploaded = await uploadProductImage(file, picture, setProgress);
      onChange([...images, uploaded.path]);
    } catch (e) {
      setError(e instanceof UploadError ? e.message : uploadFailed(uploadErrorWords(e)));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <fieldset className="image-manager">
      <legend className="field__label">Images</legend>
      {images.length === 0 ? <p className="muted">No images yet: the shop shows the logo instead.</p> : null}
      <ol className="image-manager__list">
        {images.map((path, i) => (
          <li key={`${path}-${i}`} className="image-manager__item">
            <img src={imageUrl(path)} alt={`Image ${i + 1}`} width={64} height={80} className="image-manager__thumb" />
            <span className="image-manager__path mono">
              {i === 0 ? 'Main · ' : ''}
              {path.split('/').pop()}
            </span>
            <span className="row">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => move(i, i - 1)}
                disabled={i === 0}
                aria-label={`Move image ${i + 1} up`}
              >
                Up
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => move(i, i + 1)}
                disabled={i === images.length - 1}
                aria-label={`Move image ${i + 1} down`}
              >
                Down
              </Button>
              <Button
                variant="danger"
                size="sm"
                onClick={() => onChange(images.filter((_, j) => j !== i))}
                aria-label={`Remove image ${i + 1}`}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Upload an image
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          aria-describedby={`${inputId}-hint`}
          className="input"
          disabled={progress !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <p id={`${inputId}-hint`} className="field__hint">
          {UPLOAD_PICTURE_HINT}
        </p>
      </div>
      {progress !== null ? (
        <div className="image-manager__progress" role="status">
          <progress max={1} value={progress} aria-label="Upload progress" />
          <span>Uploading… {Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      <ErrorNotice message={error} />
    </fieldset>
  );
}

// Images with fixed dimensions (no layout shift), lazy by default, and /logo.png when the file is missing.
import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE } from '../lib/images';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** The one image that is the page's largest paint: loaded eagerly with high priority. */
  readonly priority?: boolean;
}

export function SafeImage({ src, alt, width, height, priority = false, className, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? FALLBACK_IMAGE : src;
  return (
    <img
      {...rest}
      className={className}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(src)}
    />
  );
}

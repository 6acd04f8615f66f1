// Images with fixed dimensions (no layout shift), lazy by default, and /logo.png when the file is missing.
import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE } from '../lib/images';

/** A `<source>` of a `<picture>`: other copies for the screens its media query names. */
export interface PictureSource {
  readonly media: string;
  readonly srcSet: string;
  readonly sizes: string;
}

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** The one image that is the page's largest paint: loaded eagerly with high priority. */
  readonly priority?: boolean;
  /** Copies for other screens (a `<picture>` around the image); the image's own source serves the rest. */
  readonly sources?: readonly PictureSource[];
}

export function SafeImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  priority = false,
  sources,
  className,
  ...rest
}: SafeImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;
  const image = (
    <img
      {...rest}
      className={className}
      // srcset and sizes before src: a browser given src first may start fetching it before it sees srcset.
      srcSet={broken ? undefined : srcSet}
      sizes={broken ? undefined : sizes}
      src={broken ? FALLBACK_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      // The page's largest paint is drawn in the frame its file arrives for, not a frame later; the rest decode aside.
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(src)}
    />
  );
  if (!sources?.length || broken) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {image}
    </picture>
  );
}

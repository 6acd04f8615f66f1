// Images with fixed dimensions (no layout shift), lazy by default, and /logo.png when the file is missing.
import { createContext, useContext, useState, useSyncExternalStore, type ImgHTMLAttributes } from 'react';
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

/**
 * On a server-drawn page: pictures that are not the first paint's are named in `data-src`/`data-srcset` and given
 * their addresses by the page's own script once the first paint's have arrived (ssr/server-page.ts, LATER_PICTURES),
 * so on a slow link they do not share its round trip with the first row (docs/design.md#what-each-landing-routes-first-paint-needs).
 */
export const PicturesAfterFirstPaint = createContext(false);

/**
 * Whether a server-drawn page's script still holds its later pictures back: an app that takes the page over before
 * the first row's pictures have arrived must not ask for the rest either, or they share that round trip after all.
 */
function useHeldByServerPage(): boolean {
  return useSyncExternalStore(onPicturesReleased, heldByServerPage, () => false);
}

const heldByServerPage = () => (window as { __asoLaterPictures?: string }).__asoLaterPictures === 'held';

function onPicturesReleased(notify: () => void): () => void {
  window.addEventListener('aso:later-pictures', notify);
  return () => window.removeEventListener('aso:later-pictures', notify);
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
  const held = useHeldByServerPage();
  const later = (useContext(PicturesAfterFirstPaint) || held) && !priority;
  const image = (
    <img
      {...rest}
      className={className}
      // srcset and sizes before src: a browser given src first may start fetching it before it sees srcset.
      srcSet={broken || later ? undefined : srcSet}
      data-srcset={later ? srcSet : undefined}
      sizes={broken ? undefined : sizes}
      src={later ? undefined : broken ? FALLBACK_IMAGE : src}
      data-src={later ? src : undefined}
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
        <source
          key={source.media}
          media={source.media}
          srcSet={later ? undefined : source.srcSet}
          data-srcset={later ? source.srcSet : undefined}
          sizes={source.sizes}
        />
      ))}
      {image}
    </picture>
  );
}

import { useState } from 'react';
import { SafeImage, type PictureSource } from '../../../components/image';
import {
  GALLERY_PHONE_WIDTH,
  GALLERY_PICTURE_MEDIA,
  GALLERY_PICTURE_SIZES,
  GALLERY_PICTURE_WIDTHS,
  hasSitePicture,
  sitePictureSrcSet,
  sitePictureUrl,
} from '@aso/domain/catalogue/site-pictures';
import { useImageSources, type ImageSourceResolver } from '../../../lib/image-sources';
import { storagePathOf } from '../../../lib/images';

/**
 * The product's images: a large one (the site's copy at the gallery's full width, lib/image-sources.tsx) and a
 * picker that switches it. On a phone the picker is numbered, as shop galleries on phones are: 72 px thumbnails are
 * hard to tell apart there, and each would be one more download, on a metered link, before the main picture has
 * arrived (its images are lazy, so hidden ones are never fetched). From 760 px up it shows 200 px thumbnails.
 */
/** A picture's 200 px copy for the picker's thumbnail where it has copies, else its source. */
function thumbnailUrl(entry: string | null, resolve: ImageSourceResolver): string {
  const path = entry && storagePathOf(entry);
  return path && hasSitePicture(path) ? sitePictureUrl(path, 200) : resolve(entry).src;
}

/**
 * The main picture: on a phone the 480 px copy, for tablets and laptops a `<source>` of larger ones (a retina
 * laptop gets the 1200 px copy); @aso/domain/sitePictures GALLERY_PICTURE_MEDIA says why. Other entries as resolved.
 */
function mainPicture(entry: string | null, resolve: ImageSourceResolver): { src: string; sources?: PictureSource[] } {
  const path = entry && storagePathOf(entry);
  if (!path || !hasSitePicture(path)) return { src: resolve(entry).src };
  return {
    src: sitePictureUrl(path, GALLERY_PHONE_WIDTH),
    sources: [
      {
        media: GALLERY_PICTURE_MEDIA,
        srcSet: sitePictureSrcSet(path, GALLERY_PICTURE_WIDTHS),
        sizes: GALLERY_PICTURE_SIZES,
      },
    ],
  };
}

export function Gallery({ images, name }: { readonly images: readonly string[]; readonly name: string }) {
  const resolve = useImageSources();
  const entries = images.map((i) => i.trim()).filter((i) => i !== '');
  const list = entries.length > 0 ? entries : [null];
  const [index, setIndex] = useState(0);
  const shown = Math.min(index, list.length - 1);
  const { src, sources } = mainPicture(list[shown] ?? null, resolve);
  return (
    <div className="gallery">
      <div className="gallery__main">
        <SafeImage
          src={src}
          sources={sources}
          alt={list.length > 1 ? `${name}, picture ${shown + 1} of ${list.length}` : name}
          width={600}
          height={750}
          priority
        />
      </div>
      {list.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="More pictures">
          {list.map((entry, i) => (
            <li key={entry ?? i}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === shown}
                onClick={() => setIndex(i)}
                aria-label={`Show picture ${i + 1}`}
              >
                <SafeImage src={thumbnailUrl(entry, resolve)} alt="" width={120} height={150} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
